// engine/events/EventController.h — a game controller's connection, button or axis change.
#pragma once

#include "events/Event.h"

namespace cc {

class Controller;

/// cocos2d-x `EventController`. The controller is retained while the event lives.
class EventController : public Event {
public:
    enum class ControllerEventType { CONNECTION, BUTTON_STATUS_CHANGED, AXIS_STATUS_CHANGED };

    EventController(ControllerEventType type, Controller* controller, bool isConnected);
    EventController(ControllerEventType type, Controller* controller, int keyCode);
    ~EventController() override;

    ControllerEventType getControllerEventType() const { return _controllerEventType; }
    Controller* getController() const { return _controller; }
    /// The key (a Controller::Key) of a button or axis event; 0 for a connection.
    int getKeyCode() const { return _keyCode; }
    void setKeyCode(int keyCode) { _keyCode = keyCode; }
    bool isConnected() const { return _isConnected; }
    void setConnectStatus(bool isConnected) { _isConnected = isConnected; }

private:
    ControllerEventType _controllerEventType;
    Controller* _controller; // retained
    int _keyCode = 0;
    bool _isConnected = true;
};

} // namespace cc
