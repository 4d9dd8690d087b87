// engine/events/EventListenerController.h
#pragma once

#include "events/EventListener.h"

#include <functional>

namespace cc {

class Controller;

/// Game controllers: connection, buttons, axes. (Lua: cc.Handler.EVENT_CONTROLLER_CONNECTED,
/// _DISCONNECTED, _KEYDOWN, _KEYUP, _KEYREPEAT, _AXIS.) A button event calls onKeyDown when the key
/// was released before and is pressed now, onKeyUp for the opposite, onKeyRepeat when it stays pressed,
/// as cocos2d-x does.
class EventListenerController : public EventListener {
public:
    static const std::string LISTENER_ID;

    static EventListenerController* create();
    EventListenerController* clone() override;
    bool checkAvailable() override { return true; }

    std::function<void(Controller*, Event*)> onConnected;
    std::function<void(Controller*, Event*)> onDisconnected;
    std::function<void(Controller*, int, Event*)> onKeyDown;
    std::function<void(Controller*, int, Event*)> onKeyUp;
    std::function<void(Controller*, int, Event*)> onKeyRepeat;
    std::function<void(Controller*, int, Event*)> onAxisEvent;

protected:
    EventListenerController() : EventListener(Type::GAME_CONTROLLER, LISTENER_ID) {}
    void handleEvent(Event* event) override;
};

} // namespace cc
