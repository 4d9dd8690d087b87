// engine/events/EventListenerController.cpp
#include "events/EventListenerController.h"

#include "events/Controller.h"
#include "events/EventController.h"

namespace cc {

const std::string EventListenerController::LISTENER_ID = "__cc_controller";

EventListenerController* EventListenerController::create() {
    auto* listener = new EventListenerController();
    listener->autorelease();
    return listener;
}

EventListenerController* EventListenerController::clone() {
    EventListenerController* copy = create();
    copy->onConnected = onConnected;
    copy->onDisconnected = onDisconnected;
    copy->onKeyDown = onKeyDown;
    copy->onKeyUp = onKeyUp;
    copy->onKeyRepeat = onKeyRepeat;
    copy->onAxisEvent = onAxisEvent;
    return copy;
}

void EventListenerController::handleEvent(Event* event) {
    auto* e = static_cast<EventController*>(event);
    Controller* controller = e->getController();
    const int key = e->getKeyCode();
    switch (e->getControllerEventType()) {
    case EventController::ControllerEventType::CONNECTION:
        if (e->isConnected()) {
            if (onConnected) onConnected(controller, event);
        } else if (onDisconnected) {
            onDisconnected(controller, event);
        }
        break;
    case EventController::ControllerEventType::BUTTON_STATUS_CHANGED: {
        // Copies: the callback may change the status (a nested dispatch) while we decide.
        const bool now = controller->_allKeyStatus[key].isPressed;
        const bool before = controller->_allKeyPrevStatus[key].isPressed;
        if (onKeyDown && now && !before)
            onKeyDown(controller, key, event);
        else if (onKeyUp && !now && before)
            onKeyUp(controller, key, event);
        else if (onKeyRepeat && now && before)
            onKeyRepeat(controller, key, event);
        break;
    }
    case EventController::ControllerEventType::AXIS_STATUS_CHANGED:
        if (onAxisEvent) onAxisEvent(controller, key, event);
        break;
    }
}

} // namespace cc
