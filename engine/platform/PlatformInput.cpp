// engine/platform/PlatformInput.cpp — SDL events to InputEvents (part of Platform).
#include "platform/Platform.h"

#include "base/Log.h"
#include "director/GLView.h"
#include "events/EventKeyboard.h"
#include "events/EventMouse.h"
#include "events/IMEDispatcher.h"
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

// Window positions (SDL's, in screen points from the top-left) to design points of the Director's
// view (origin bottom-left), through the drawable's pixels (more than points on high-DPI screens).
// Made once per poll (no Lua runs there, so the view stays) and again when the window is resized.
class DesignPoints {
public:
    DesignPoints(SDL_Window* window, SDL_Renderer* renderer) : _view(directorView()) {
        int ww = 0, wh = 0, pw = 0, ph = 0;
        SDL_GetWindowSize(window, &ww, &wh);
        SDL_GetRendererOutputSize(renderer, &pw, &ph);
        if (ww > 0 && wh > 0 && pw > 0 && ph > 0) {
            _pixelsX = static_cast<float>(pw) / static_cast<float>(ww);
            _pixelsY = static_cast<float>(ph) / static_cast<float>(wh);
        }
        _frameHeight = static_cast<float>(ph);
    }
    Vec2 at(int x, int y) const {
        const Vec2 frame(static_cast<float>(x) * _pixelsX, static_cast<float>(y) * _pixelsY);
        if (_view) return _view->frameToDesign(frame);
        return Vec2(frame.x, _frameHeight - frame.y);
    }

private:
    GLView* _view;
    float _pixelsX = 1.0f;
    float _pixelsY = 1.0f;
    float _frameHeight = 0.0f;
};

} // namespace

void openInputDevices(Platform::Impl& m) {
    if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0)
        m.pads = std::make_unique<SdlControllers>();
    else
        logWarning("no game controllers: %s", SDL_GetError());
    IMEDispatcher* ime = IMEDispatcher::sharedDispatcher();
    if (ime->isKeyboardOpen())
        SDL_StartTextInput();
    else
        SDL_StopTextInput(); // on at SDL_Init; closed (as cocos) until a field attaches
    ime->setKeyboardHost([](bool open) {
        if (open)
            SDL_StartTextInput();
        else
            SDL_StopTextInput();
    });
}

void closeInputDevices(Platform::Impl& m) {
    IMEDispatcher::sharedDispatcher()->setKeyboardHost(nullptr);
    if (!m.pads) return;
    m.pads.reset();
    SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
}

void Platform::pollEvents(std::vector<InputEvent>* out) {
    Impl& m = *_impl;
    if (!m.window) return;
    DesignPoints points(m.window, m.renderer);
    SDL_Event e;
    while (SDL_PollEvent(&e)) {
        switch (e.type) {
        case SDL_QUIT:
            out->push_back(InputEvent::quit());
            break;
        case SDL_WINDOWEVENT: {
            if (e.window.event != SDL_WINDOWEVENT_SIZE_CHANGED) break;
            // The view's frame follows the window, and its policy is applied again; but a frame size
            // the game set since the last one applied (syncView resizes the window to it) is newer
            // than this event, which may be the window reaching the size asked before.
            const Size frame = m.outputSize();
            GLView* view = directorView();
            const bool gameAsked = view && !view->getFrameSize().equals(m.appliedFrame);
            if (view && !gameAsked && frame.width > 0.0f && frame.height > 0.0f) m.applyFrame(view, frame);
            points = DesignPoints(m.window, m.renderer);
            break;
        }
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
            const Vec2 at = points.at(e.button.x, e.button.y);
            out->push_back(e.type == SDL_MOUSEBUTTONDOWN ? InputEvent::mouseDown(button, at.x, at.y)
                                                         : InputEvent::mouseUp(button, at.x, at.y));
            break;
        }
        case SDL_MOUSEMOTION:
            if (e.motion.which == SDL_TOUCH_MOUSEID) break;
            {
                const Vec2 at = points.at(e.motion.x, e.motion.y);
                out->push_back(InputEvent::mouseMove(at.x, at.y));
            }
            break;
        case SDL_MOUSEWHEEL: {
            float sign = e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -1.0f : 1.0f;
            // cocos2d-x reports scroll Y with the opposite sign of the wheel.
            out->push_back(InputEvent::mouseWheel(sign * e.wheel.preciseX, -sign * e.wheel.preciseY));
            break;
        }
        case SDL_TEXTINPUT: // issue 21: committed text, and the IME's composition
            out->push_back(InputEvent::textInput(e.text.text));
            break;
        case SDL_TEXTEDITING:
            out->push_back(InputEvent::textEditing(e.edit.text, e.edit.start, e.edit.length));
            break;
        default:
            if (m.pads) m.pads->handle(e, out);
            break;
        }
    }
}

} // namespace cc
