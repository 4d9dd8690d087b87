// engine/events/EventListenerKeyboard.h
#pragma once

#include "events/EventKeyboard.h"
#include "events/EventListener.h"

#include <functional>

namespace cc {

/// Key presses and releases. (Lua: cc.Handler.EVENT_KEYBOARD_PRESSED, _RELEASED.)
class EventListenerKeyboard : public EventListener {
public:
    static const std::string LISTENER_ID;

    static EventListenerKeyboard* create();
    EventListenerKeyboard* clone() override;
    bool checkAvailable() override;

    std::function<void(EventKeyboard::KeyCode, Event*)> onKeyPressed;
    std::function<void(EventKeyboard::KeyCode, Event*)> onKeyReleased;

protected:
    EventListenerKeyboard() : EventListener(Type::KEYBOARD, LISTENER_ID) {}
    void handleEvent(Event* event) override;
};

} // namespace cc
