// engine/events/EventListenerCustom.cpp
#include "events/EventListenerCustom.h"

namespace cc {

EventListenerCustom* EventListenerCustom::create(const std::string& eventName,
                                                 const std::function<void(EventCustom*)>& callback) {
    auto* listener = new EventListenerCustom(eventName, callback);
    listener->autorelease();
    return listener;
}

EventListenerCustom* EventListenerCustom::clone() {
    EventListenerCustom* copy = create(_listenerID, _onCustomEvent);
    return copy;
}

void EventListenerCustom::handleEvent(Event* event) {
    if (_onCustomEvent) _onCustomEvent(static_cast<EventCustom*>(event));
}

} // namespace cc
