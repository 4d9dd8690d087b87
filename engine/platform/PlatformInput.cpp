// engine/platform/PlatformInput.cpp — SDL events to InputEvents (part of Platform).
#include "platform/Platform.h"

#include "events/EventKeyboard.h"
#include "events/EventMouse.h"
#include "platform/PlatformImpl.h"
#include "platform/SdlKeys.h"

namespace cc {
namespace {

int buttonFromSdl(Uint8 button) {
    using B = EventMouse::MouseButton;
    switch (button) {
    case SDL_BUTTON_LEFT:
        return static_cast<int>(B::BUTTON_LEFT);
    case SDL_BUTTON_RIGHT:
        return static_cast<int>(B::BUTTON_RIGHT);
    case SDL_BUTTON_MIDDLE:
        return static_cast<int>(B::BUTTON_MIDDLE);
    case SDL_BUTTON_X1:
        return static_cast<int>(B::BUTTON_4);
    case SDL_BUTTON_X2:
        return static_cast<int>(B::BUTTON_5);
    default:
        return static_cast<int>(B::BUTTON_UNSET);
    }
}

} // namespace

void Platform::pollEvents(std::vector<InputEvent>* out) {
    Impl& m = *_impl;
    if (!m.window) return;
    // With a logical size set, SDL already reports mouse positions in design pixels (y down).
    const float height = static_cast<float>(m.config.height);
    SDL_Event e;
    while (SDL_PollEvent(&e)) {
        switch (e.type) {
        case SDL_QUIT:
            out->push_back(InputEvent::quit());
            break;
        case SDL_KEYDOWN:
        case SDL_KEYUP: {
            if (e.key.repeat) break; // cocos2d-x desktop ignores auto-repeat
            int key = keyCodeFromSdl(e.key.keysym.sym);
            if (key == static_cast<int>(EventKeyboard::KeyCode::KEY_NONE)) break;
            out->push_back(e.type == SDL_KEYDOWN ? InputEvent::keyDown(key) : InputEvent::keyUp(key));
            break;
        }
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP: {
            if (e.button.which == SDL_TOUCH_MOUSEID) break; // no touch devices yet: avoid doubles
            int button = buttonFromSdl(e.button.button);
            float x = static_cast<float>(e.button.x);
            float y = height - static_cast<float>(e.button.y);
            out->push_back(e.type == SDL_MOUSEBUTTONDOWN ? InputEvent::mouseDown(button, x, y)
                                                         : InputEvent::mouseUp(button, x, y));
            break;
        }
        case SDL_MOUSEMOTION:
            if (e.motion.which == SDL_TOUCH_MOUSEID) break;
            out->push_back(InputEvent::mouseMove(static_cast<float>(e.motion.x),
                                                 height - static_cast<float>(e.motion.y)));
            break;
        case SDL_MOUSEWHEEL: {
            float sign = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -1.0f : 1.0f;
            // cocos2d-x reports scroll Y with the opposite sign of the wheel.
            out->push_back(InputEvent::mouseWheel(sign * e.wheel.preciseX, -sign * e.wheel.preciseY));
            break;
        }
        default:
            break;
        }
    }
}

} // namespace cc
