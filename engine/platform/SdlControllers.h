// engine/platform/SdlControllers.h — SDL2 game controllers as InputEvents (platform-internal).
#pragma once

#include "platform/InputEvent.h"

#include <SDL.h>

#include <map>
#include <vector>

namespace cc {

/// Opens each game controller SDL reports (SDL_CONTROLLERDEVICEADDED, also sent for the devices
/// present when the subsystem starts) and turns its events into pad InputEvents: the device id is
/// SDL's joystick instance id, buttons and axes are mapped to cc::Controller keys (an Xbox-style
/// layout, as cocos's: A, B, X, Y by position; Back is BUTTON_SELECT; the guide, misc, paddle and
/// touchpad buttons have no cocos key and are dropped), sticks normalised to -1..1 (-32768 and 32767
/// are the ends; SDL's y grows downwards and so does the value) and triggers to 0..1. No dead zone:
/// cocos's desktop controllers pass the raw values on, and so does Kite.
class SdlControllers {
public:
    SdlControllers() = default;
    SdlControllers(const SdlControllers&) = delete;
    SdlControllers& operator=(const SdlControllers&) = delete;
    ~SdlControllers() { closeAll(); }

    /// Appends what @p event means for controllers (nothing for other events).
    void handle(const SDL_Event& event, std::vector<InputEvent>* out);
    void closeAll();

    /// The cc::Controller key of an SDL button or axis, or -1 when cocos has none.
    static int keyOfButton(int sdlButton);
    static int keyOfAxis(int sdlAxis);
    /// SDL's axis value (-32768..32767) as cocos's: sticks -1..1, triggers 0..1.
    static float axisValue(int sdlAxis, int value);

private:
    std::map<SDL_JoystickID, SDL_GameController*> _open;
};

} // namespace cc
