// engine/events/EventListener.cpp
#include "events/EventListener.h"

#include "base/RefPtr.h"
#include "script/ScriptEngineManager.h"
#include "script/ScriptEvent.h"

namespace cc {

int EventListener::sendScriptEvent(Event* event, ScriptHandlerType kind, Touch* touch) {
    RefPtr<EventListener> keep(this);
    ListenerEventData data{this, event, static_cast<int>(kind), touch};
    return ScriptEngineManager::sendEventToScript(ScriptEvent{ScriptEventType::ListenerEvent, &data});
}

} // namespace cc
