// engine/events/EventController.cpp
#include "events/EventController.h"

#include "events/Controller.h"

namespace cc {

EventController::EventController(ControllerEventType type, Controller* controller, bool isConnected)
    : Event(Type::GAME_CONTROLLER), _controllerEventType(type), _controller(controller),
      _isConnected(isConnected) {
    if (_controller) _controller->retain();
}

EventController::EventController(ControllerEventType type, Controller* controller, int keyCode)
    : Event(Type::GAME_CONTROLLER), _controllerEventType(type), _controller(controller), _keyCode(keyCode) {
    if (_controller) _controller->retain();
}

EventController::~EventController() {
    if (_controller) _controller->release();
}

} // namespace cc
