// engine/events/Controller.cpp — see Controller.h.
#include "events/Controller.h"

#include "base/RefPtr.h"
#include "events/EventController.h"
#include "events/EventDispatcher.h"

#include <algorithm>

namespace cc {
namespace {

using Type = EventController::ControllerEventType;

// Each list holds one reference to each of its controllers.
std::vector<Controller*> s_connected;
std::vector<Controller*> s_disconnected;
Controller* findConnected(int deviceId) {
    for (Controller* controller : s_connected)
        if (controller->getDeviceId() == deviceId) return controller;
    return nullptr;
}

} // namespace

Controller::Controller(int deviceId, const std::string& name) : _deviceName(name), _deviceId(deviceId) {
    for (int key = JOYSTICK_LEFT_X; key < KEY_MAX; ++key) {
        _allKeyStatus[key] = KeyStatus();
        _allKeyPrevStatus[key] = KeyStatus();
    }
}

const std::vector<Controller*>& Controller::getAllController() {
    return s_connected;
}

Controller* Controller::getControllerByTag(int tag) {
    for (Controller* controller : s_connected)
        if (controller->_controllerTag == tag) return controller;
    return nullptr;
}

Controller* Controller::getControllerByDeviceId(int deviceId) {
    return findConnected(deviceId);
}

const Controller::KeyStatus& Controller::getKeyStatus(int keyCode) {
    return _allKeyStatus[keyCode]; // a new entry is released, 0, digital
}

void Controller::receiveExternalKeyEvent(int externalKeyCode, bool receive) {
    auto it = std::find(_externalKeys.begin(), _externalKeys.end(), externalKeyCode);
    if (receive && it == _externalKeys.end()) _externalKeys.push_back(externalKeyCode);
    if (!receive && it != _externalKeys.end()) _externalKeys.erase(it);
}

bool Controller::isReceivingExternalKey(int externalKeyCode) const {
    return std::find(_externalKeys.begin(), _externalKeys.end(), externalKeyCode) != _externalKeys.end();
}

void Controller::deviceAdded(EventDispatcher* dispatcher, int deviceId, const std::string& name) {
    if (findConnected(deviceId)) return;
    auto* controller = new Controller(deviceId, name);
    s_connected.push_back(controller); // the list's reference
    if (!dispatcher) return;
    EventController event(Type::CONNECTION, controller, true);
    dispatcher->dispatchEvent(&event);
}

void Controller::deviceRemoved(EventDispatcher* dispatcher, int deviceId) {
    Controller* controller = findConnected(deviceId);
    if (!controller) return;
    s_connected.erase(std::find(s_connected.begin(), s_connected.end(), controller));
    controller->_connected = false;
    s_disconnected.push_back(controller); // the reference moves with it
    if (s_disconnected.size() > Controller::kKeptDisconnected) {
        s_disconnected.front()->release();
        s_disconnected.erase(s_disconnected.begin());
    }
    if (!dispatcher) return;
    EventController event(Type::CONNECTION, controller, false); // retains it while listeners run
    dispatcher->dispatchEvent(&event);
}

void Controller::keyChanged(EventDispatcher* dispatcher, int deviceId, int keyCode,
                            const std::function<void(KeyStatus*)>& change, int type) {
    Controller* controller = findConnected(deviceId);
    if (!controller) return;
    controller->_allKeyPrevStatus[keyCode] = controller->_allKeyStatus[keyCode];
    change(&controller->_allKeyStatus[keyCode]);
    if (!dispatcher) return;
    // the event retains the controller: a listener may disconnect it
    EventController event(static_cast<Type>(type), controller, keyCode);
    dispatcher->dispatchEvent(&event);
}

void Controller::buttonChanged(EventDispatcher* dispatcher, int deviceId, int keyCode, bool pressed) {
    auto press = [pressed](KeyStatus* status) {
        status->isPressed = pressed;
        status->value = pressed ? 1.0f : 0.0f;
        status->isAnalog = false;
    };
    keyChanged(dispatcher, deviceId, keyCode, press, static_cast<int>(Type::BUTTON_STATUS_CHANGED));
}

void Controller::axisChanged(EventDispatcher* dispatcher, int deviceId, int keyCode, float value) {
    auto move = [value](KeyStatus* status) {
        status->value = value;
        status->isAnalog = true;
    };
    keyChanged(dispatcher, deviceId, keyCode, move, static_cast<int>(Type::AXIS_STATUS_CHANGED));
}

void Controller::repeatHeldButtons(EventDispatcher* dispatcher) {
    // Copies: a listener may disconnect a controller or end the run while this walks them.
    std::vector<RefPtr<Controller>> controllers(s_connected.begin(), s_connected.end());
    for (const RefPtr<Controller>& controller : controllers) {
        std::vector<int> held;
        for (const auto& [key, status] : controller->_allKeyStatus)
            if (status.isPressed && !status.isAnalog) held.push_back(key);
        for (int key : held) {
            if (!controller->_connected) break;
            buttonChanged(dispatcher, controller->_deviceId, key, true);
        }
    }
}

void Controller::removeAll() {
    std::vector<Controller*> gone;
    gone.swap(s_connected);
    gone.insert(gone.end(), s_disconnected.begin(), s_disconnected.end());
    s_disconnected.clear();
    for (Controller* controller : gone) {
        controller->_connected = false;
        controller->release();
    }
}

} // namespace cc
