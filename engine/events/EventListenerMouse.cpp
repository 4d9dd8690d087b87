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
    copyStateTo(copy);
    return copy;
}

void EventListenerMouse::handleEvent(Event* event) {
    auto* mouse = static_cast<EventMouse*>(event);
    const std::function<void(EventMouse*)>* callback = nullptr;
    ScriptHandlerType kind = ScriptHandlerType::EVENT_MOUSE_MOVE;
    switch (mouse->getMouseEventType()) {
    case EventMouse::MouseEventType::MOUSE_DOWN:
        callback = &onMouseDown;
        kind = ScriptHandlerType::EVENT_MOUSE_DOWN;
        break;
    case EventMouse::MouseEventType::MOUSE_UP:
        callback = &onMouseUp;
        kind = ScriptHandlerType::EVENT_MOUSE_UP;
        break;
    case EventMouse::MouseEventType::MOUSE_MOVE:
        callback = &onMouseMove;
        kind = ScriptHandlerType::EVENT_MOUSE_MOVE;
        break;
    case EventMouse::MouseEventType::MOUSE_SCROLL:
        callback = &onMouseScroll;
        kind = ScriptHandlerType::EVENT_MOUSE_SCROLL;
        break;
    case EventMouse::MouseEventType::MOUSE_NONE:
        return;
    }
    if (_scriptMode)
        sendScriptEvent(event, kind);
    else if (*callback)
        (*callback)(mouse);
}

} // namespace cc
