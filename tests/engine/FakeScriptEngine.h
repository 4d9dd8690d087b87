// tests/engine/FakeScriptEngine.h — a recording ScriptEngineProtocol, installed while in scope.
#pragma once

#include "base/Ref.h"
#include "script/ScriptEngineManager.h"
#include "script/ScriptEngineProtocol.h"
#include "script/ScriptEvent.h"

#include <functional>
#include <vector>

namespace kite {
namespace test {

/// Installs itself as the script engine on construction and uninstalls on destruction.
/// Every call is recorded; `onEvent` decides what sendEvent() returns (and may run test code).
class FakeScriptEngine : public cc::ScriptEngineProtocol {
public:
    struct RecordedEvent {
        cc::ScriptEventType type;
        cc::NodeEventData node{};
        cc::SchedulerScriptData scheduler{};
        cc::NodeUpdateScriptData update{};
        cc::CallFuncScriptData callFunc{};
        cc::MenuClickData menu{};
        cc::ListenerEventData listener{};
    };

    FakeScriptEngine() { cc::ScriptEngineManager::getInstance()->setScriptEngine(this); }
    ~FakeScriptEngine() override { cc::ScriptEngineManager::getInstance()->setScriptEngine(nullptr); }

    void removeScriptObjectByObject(cc::Ref* obj) override {
        removedObjects.push_back(obj);
        removedObjectIds.push_back(obj->_ID);
    }
    void removeScriptHandler(int handler) override { removedHandlers.push_back(handler); }
    void beginDispatchRun() override { ++runsBegun; }
    void endDispatchRun() override { ++runsEnded; }
    int sendEvent(const cc::ScriptEvent& event) override {
        RecordedEvent r;
        r.type = event.type;
        switch (event.type) {
        case cc::ScriptEventType::NodeEvent:
            r.node = *static_cast<const cc::NodeEventData*>(event.data);
            break;
        case cc::ScriptEventType::SchedulerEntry:
            r.scheduler = *static_cast<const cc::SchedulerScriptData*>(event.data);
            break;
        case cc::ScriptEventType::NodeUpdate:
            r.update = *static_cast<const cc::NodeUpdateScriptData*>(event.data);
            break;
        case cc::ScriptEventType::CallFunc:
            r.callFunc = *static_cast<const cc::CallFuncScriptData*>(event.data);
            break;
        case cc::ScriptEventType::MenuClick:
            r.menu = *static_cast<const cc::MenuClickData*>(event.data);
            break;
        case cc::ScriptEventType::ListenerEvent:
            r.listener = *static_cast<const cc::ListenerEventData*>(event.data);
            break;
        }
        events.push_back(r);
        return onEvent ? onEvent(event) : 0;
    }

    /// Events of one type, in order.
    std::vector<RecordedEvent> eventsOfType(cc::ScriptEventType type) const {
        std::vector<RecordedEvent> out;
        for (const RecordedEvent& e : events)
            if (e.type == type) out.push_back(e);
        return out;
    }

    std::vector<cc::Ref*> removedObjects;
    std::vector<unsigned int> removedObjectIds;
    std::vector<int> removedHandlers;
    int runsBegun = 0; // beginDispatchRun / endDispatchRun calls
    int runsEnded = 0;
    std::vector<RecordedEvent> events;
    std::function<int(const cc::ScriptEvent&)> onEvent;
};

} // namespace test
} // namespace kite
