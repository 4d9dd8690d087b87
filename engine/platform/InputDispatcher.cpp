// engine/platform/InputDispatcher.cpp — see InputDispatcher.h.
#include "platform/InputDispatcher.h"

#include "events/Controller.h"
#include "events/EventDispatcher.h"
#include "events/EventKeyboard.h"
#include "events/EventMouse.h"
#include "events/EventTouch.h"
#include "events/IMEDispatcher.h"

namespace cc {

void InputDispatcher::reset() {
    _queued.clear();
    _touch = nullptr;
    for (const auto& [device, name] : _pads)
        _queued.push_back(InputEvent::padAdded(device, name));
}

void InputDispatcher::dispatchPad(EventDispatcher* dispatcher, const InputEvent& e) {
    switch (e.type) {
    case InputEvent::Type::PadAdded:
        _pads[e.device] = e.text;
        Controller::deviceAdded(dispatcher, e.device, e.text);
        break;
    case InputEvent::Type::PadRemoved:
        _pads.erase(e.device);
        Controller::deviceRemoved(dispatcher, e.device);
        break;
    case InputEvent::Type::PadDown:
    case InputEvent::Type::PadUp:
        Controller::buttonChanged(dispatcher, e.device, e.key, e.type == InputEvent::Type::PadDown);
        break;
    case InputEvent::Type::PadAxis:
        Controller::axisChanged(dispatcher, e.device, e.key, e.x);
        break;
    default:
        break;
    }
}

// cocos's desktop view: typed text is inserted, Backspace deletes, the cursor keys are control keys;
// Enter inserts "\n" (a TextFieldTTF detaches on it).
void InputDispatcher::dispatchText(const InputEvent& e) {
    IMEDispatcher* ime = IMEDispatcher::sharedDispatcher();
    using KeyCode = EventKeyboard::KeyCode;
    if (e.type == InputEvent::Type::TextInput) {
        ime->dispatchInsertText(e.text.data(), e.text.size());
    } else if (e.type == InputEvent::Type::TextEditing) {
        ime->dispatchCompositionText(e.text, e.key, e.button);
    } else if (e.type == InputEvent::Type::KeyDown) {
        const auto key = static_cast<KeyCode>(e.key);
        if (key == KeyCode::KEY_BACKSPACE)
            ime->dispatchDeleteBackward();
        else if (key == KeyCode::KEY_RETURN || key == KeyCode::KEY_KP_ENTER || key == KeyCode::KEY_ENTER)
            ime->dispatchInsertText("\n", 1);
        else if (key == KeyCode::KEY_HOME || key == KeyCode::KEY_END || key == KeyCode::KEY_DELETE ||
                 key == KeyCode::KEY_LEFT_ARROW || key == KeyCode::KEY_RIGHT_ARROW)
            ime->dispatchControlKey(key);
    }
}

void InputDispatcher::dispatchTouch(EventDispatcher* dispatcher, int code, float x, float y) {
    auto eventCode = static_cast<EventTouch::EventCode>(code);
    if (eventCode == EventTouch::EventCode::BEGAN) _touch = RefPtr<Touch>::adopt(new Touch());
    if (!_touch) return;          // a move or release without a press (the press happened outside the window)
    RefPtr<Touch> touch = _touch; // a listener may end the run; keep the touch for this dispatch
    touch->setTouchInfo(0, x, y);
    EventTouch event(eventCode, {touch.get()});
    dispatcher->dispatchEvent(&event);
    if (eventCode == EventTouch::EventCode::ENDED || eventCode == EventTouch::EventCode::CANCELLED)
        _touch = nullptr;
}

void InputDispatcher::dispatchQueued(EventDispatcher* dispatcher) {
    std::vector<InputEvent> events;
    events.swap(_queued); // listeners may queue nothing, but a nested poll must not see these twice
    const int left = static_cast<int>(EventMouse::MouseButton::BUTTON_LEFT);
    Controller::repeatHeldButtons(dispatcher); // held since an earlier frame
    for (const InputEvent& e : events) {
        switch (e.type) {
        case InputEvent::Type::KeyDown:
        case InputEvent::Type::KeyUp: {
            EventKeyboard event(static_cast<EventKeyboard::KeyCode>(e.key),
                                e.type == InputEvent::Type::KeyDown);
            dispatcher->dispatchEvent(&event);
            dispatchText(e);
            break;
        }
        case InputEvent::Type::PadAdded:
        case InputEvent::Type::PadRemoved:
        case InputEvent::Type::PadDown:
        case InputEvent::Type::PadUp:
        case InputEvent::Type::PadAxis:
            dispatchPad(dispatcher, e);
            break;
        case InputEvent::Type::TextInput:
        case InputEvent::Type::TextEditing:
            dispatchText(e);
            break;
        case InputEvent::Type::MouseDown:
        case InputEvent::Type::MouseUp: {
            bool down = e.type == InputEvent::Type::MouseDown;
            EventMouse event(down ? EventMouse::MouseEventType::MOUSE_DOWN
                                  : EventMouse::MouseEventType::MOUSE_UP);
            event.setCursorPosition(_mouseX, _mouseY);
            event.setCursorPosition(e.x, e.y);
            event.setMouseButton(static_cast<EventMouse::MouseButton>(e.button));
            _mouseX = e.x;
            _mouseY = e.y;
            dispatcher->dispatchEvent(&event);
            if (e.button == left)
                dispatchTouch(
                    dispatcher,
                    static_cast<int>(down ? EventTouch::EventCode::BEGAN : EventTouch::EventCode::ENDED), e.x,
                    e.y);
            break;
        }
        case InputEvent::Type::MouseMove: {
            EventMouse event(EventMouse::MouseEventType::MOUSE_MOVE);
            event.setCursorPosition(_mouseX, _mouseY);
            event.setCursorPosition(e.x, e.y);
            _mouseX = e.x;
            _mouseY = e.y;
            dispatcher->dispatchEvent(&event);
            if (_touch) dispatchTouch(dispatcher, static_cast<int>(EventTouch::EventCode::MOVED), e.x, e.y);
            break;
        }
        case InputEvent::Type::MouseWheel: {
            EventMouse event(EventMouse::MouseEventType::MOUSE_SCROLL);
            event.setCursorPosition(_mouseX, _mouseY);
            event.setCursorPosition(_mouseX, _mouseY);
            event.setScrollData(e.x, e.y);
            dispatcher->dispatchEvent(&event);
            break;
        }
        case InputEvent::Type::Quit:
            break;
        }
    }
}

} // namespace cc
