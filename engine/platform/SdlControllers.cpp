// engine/platform/SdlControllers.cpp — see SdlControllers.h.
#include "platform/SdlControllers.h"

#include "base/Log.h"
#include "events/Controller.h"

namespace cc {

int SdlControllers::keyOfButton(int sdlButton) {
    switch (sdlButton) {
    case SDL_CONTROLLER_BUTTON_A:
        return Controller::BUTTON_A;
    case SDL_CONTROLLER_BUTTON_B:
        return Controller::BUTTON_B;
    case SDL_CONTROLLER_BUTTON_X:
        return Controller::BUTTON_X;
    case SDL_CONTROLLER_BUTTON_Y:
        return Controller::BUTTON_Y;
    case SDL_CONTROLLER_BUTTON_BACK:
        return Controller::BUTTON_SELECT;
    case SDL_CONTROLLER_BUTTON_START:
        return Controller::BUTTON_START;
    case SDL_CONTROLLER_BUTTON_LEFTSTICK:
        return Controller::BUTTON_LEFT_THUMBSTICK;
    case SDL_CONTROLLER_BUTTON_RIGHTSTICK:
        return Controller::BUTTON_RIGHT_THUMBSTICK;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        return Controller::BUTTON_LEFT_SHOULDER;
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER:
        return Controller::BUTTON_RIGHT_SHOULDER;
    case SDL_CONTROLLER_BUTTON_DPAD_UP:
        return Controller::BUTTON_DPAD_UP;
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN:
        return Controller::BUTTON_DPAD_DOWN;
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT:
        return Controller::BUTTON_DPAD_LEFT;
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT:
        return Controller::BUTTON_DPAD_RIGHT;
    default:
        return -1;
    }
}

int SdlControllers::keyOfAxis(int sdlAxis) {
    switch (sdlAxis) {
    case SDL_CONTROLLER_AXIS_LEFTX:
        return Controller::JOYSTICK_LEFT_X;
    case SDL_CONTROLLER_AXIS_LEFTY:
        return Controller::JOYSTICK_LEFT_Y;
    case SDL_CONTROLLER_AXIS_RIGHTX:
        return Controller::JOYSTICK_RIGHT_X;
    case SDL_CONTROLLER_AXIS_RIGHTY:
        return Controller::JOYSTICK_RIGHT_Y;
    case SDL_CONTROLLER_AXIS_TRIGGERLEFT:
        return Controller::AXIS_LEFT_TRIGGER;
    case SDL_CONTROLLER_AXIS_TRIGGERRIGHT:
        return Controller::AXIS_RIGHT_TRIGGER;
    default:
        return -1;
    }
}

float SdlControllers::axisValue(int sdlAxis, int value) {
    const bool trigger =
        sdlAxis == SDL_CONTROLLER_AXIS_TRIGGERLEFT || sdlAxis == SDL_CONTROLLER_AXIS_TRIGGERRIGHT;
    if (trigger) return value <= 0 ? 0.0f : static_cast<float>(value) / 32767.0f;
    if (value >= 0) return static_cast<float>(value > 32767 ? 32767 : value) / 32767.0f;
    return static_cast<float>(value < -32768 ? -32768 : value) / 32768.0f;
}

void SdlControllers::handle(const SDL_Event& event, std::vector<InputEvent>* out) {
    switch (event.type) {
    case SDL_CONTROLLERDEVICEADDED: {
        SDL_GameController* pad = SDL_GameControllerOpen(event.cdevice.which); // a device index here
        if (!pad) {
            logError("cannot open the game controller %d: %s", event.cdevice.which, SDL_GetError());
            return;
        }
        SDL_JoystickID id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(pad));
        if (_open.count(id)) { // reported twice (present at start and added): one is enough
            SDL_GameControllerClose(pad);
            return;
        }
        _open[id] = pad;
        const char* name = SDL_GameControllerName(pad);
        out->push_back(InputEvent::padAdded(static_cast<int>(id), name && *name ? name : "Game Controller"));
        return;
    }
    case SDL_CONTROLLERDEVICEREMOVED: {
        auto it = _open.find(event.cdevice.which); // an instance id here
        if (it == _open.end()) return;
        SDL_GameControllerClose(it->second);
        _open.erase(it);
        out->push_back(InputEvent::padRemoved(static_cast<int>(event.cdevice.which)));
        return;
    }
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP: {
        int key = keyOfButton(event.cbutton.button);
        if (key >= 0 && _open.count(event.cbutton.which))
            out->push_back(InputEvent::padButton(static_cast<int>(event.cbutton.which), key,
                                                 event.type == SDL_CONTROLLERBUTTONDOWN));
        return;
    }
    case SDL_CONTROLLERAXISMOTION: {
        int key = keyOfAxis(event.caxis.axis);
        if (key >= 0 && _open.count(event.caxis.which))
            out->push_back(InputEvent::padAxis(static_cast<int>(event.caxis.which), key,
                                               axisValue(event.caxis.axis, event.caxis.value)));
        return;
    }
    default:
        return;
    }
}

void SdlControllers::closeAll() {
    for (auto& [id, pad] : _open)
        SDL_GameControllerClose(pad);
    _open.clear();
}

} // namespace cc
