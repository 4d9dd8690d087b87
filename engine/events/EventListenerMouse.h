// engine/events/EventListenerMouse.h
#pragma once

#include "events/EventListener.h"
#include "events/EventMouse.h"

#include <functional>

namespace cc {

/// Mouse buttons, movement and wheel. (Lua: cc.Handler.EVENT_MOUSE_DOWN, _UP, _MOVE, _SCROLL.)
class EventListenerMouse : public EventListener {
public:
    static const std::string LISTENER_ID;

    static EventListenerMouse* create();
    EventListenerMouse* clone() override;
    bool checkAvailable() override { return true; }

    std::function<void(EventMouse*)> onMouseDown;
    std::function<void(EventMouse*)> onMouseUp;
    std::function<void(EventMouse*)> onMouseMove;
    std::function<void(EventMouse*)> onMouseScroll;

protected:
    EventListenerMouse() : EventListener(Type::MOUSE, LISTENER_ID) {}
    void handleEvent(Event* event) override;
};

} // namespace cc
