// engine/events/EventListenerMouse.cpp
#include "events/EventListenerMouse.h"

namespace cc {

const std::string EventListenerMouse::LISTENER_ID = "__cc_mouse";

EventListenerMouse* EventListenerMouse::create() {
    auto* listener = new EventListenerMouse();
    listener->autorelease();
    return listener;
}

EventListenerMouse* EventListenerMouse::clone() {
    EventListenerMouse* copy = create();
    copy->onMouseDown = onMouseDown;
    copy->onMouseUp = onMouseUp;
    copy->onMouseMove = onMouseMove;
    copy->onMouseScroll = onMouseScroll;
    return copy;
}

void EventListenerMouse::handleEvent(Event* event) {
    auto* mouse = static_cast<EventMouse*>(event);
    const std::function<void(EventMouse*)>* callback = nullptr;
    switch (mouse->getMouseEventType()) {
    case EventMouse::MouseEventType::MOUSE_DOWN:
        callback = &onMouseDown;
        break;
    case EventMouse::MouseEventType::MOUSE_UP:
        callback = &onMouseUp;
        break;
    case EventMouse::MouseEventType::MOUSE_MOVE:
        callback = &onMouseMove;
        break;
    case EventMouse::MouseEventType::MOUSE_SCROLL:
        callback = &onMouseScroll;
        break;
    case EventMouse::MouseEventType::MOUSE_NONE:
        return;
    }
    if (*callback) (*callback)(mouse);
}

} // namespace cc
