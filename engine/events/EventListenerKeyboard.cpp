// engine/events/EventListenerKeyboard.cpp
#include "events/EventListenerKeyboard.h"

namespace cc {

const std::string EventListenerKeyboard::LISTENER_ID = "__cc_keyboard";

EventListenerKeyboard* EventListenerKeyboard::create() {
    auto* listener = new EventListenerKeyboard();
    listener->autorelease();
    return listener;
}

EventListenerKeyboard* EventListenerKeyboard::clone() {
    EventListenerKeyboard* copy = create();
    copy->onKeyPressed = onKeyPressed;
    copy->onKeyReleased = onKeyReleased;
    return copy;
}

bool EventListenerKeyboard::checkAvailable() {
    return onKeyPressed || onKeyReleased;
}

void EventListenerKeyboard::handleEvent(Event* event) {
    auto* keyboard = static_cast<EventKeyboard*>(event);
    if (keyboard->isPressed()) {
        if (onKeyPressed) onKeyPressed(keyboard->getKeyCode(), event);
    } else {
        if (onKeyReleased) onKeyReleased(keyboard->getKeyCode(), event);
    }
}

} // namespace cc
