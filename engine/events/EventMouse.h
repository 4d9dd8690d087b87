// engine/events/EventMouse.h — mouse buttons, movement and wheel.
#pragma once

#include "events/Event.h"
#include "math/Vec2.h"

namespace cc {

/// cocos2d-x `EventMouse`. The cursor position is in engine coordinates (origin bottom-left, y up).
class EventMouse : public Event {
public:
    enum class MouseEventType { MOUSE_NONE, MOUSE_DOWN, MOUSE_UP, MOUSE_MOVE, MOUSE_SCROLL };
    enum class MouseButton {
        BUTTON_UNSET = -1,
        BUTTON_LEFT = 0,
        BUTTON_RIGHT = 1,
        BUTTON_MIDDLE = 2,
        BUTTON_4 = 3,
        BUTTON_5 = 4,
        BUTTON_6 = 5,
        BUTTON_7 = 6,
        BUTTON_8 = 7
    };

    explicit EventMouse(MouseEventType mouseEventType)
        : Event(Type::MOUSE), _mouseEventType(mouseEventType) {}

    MouseEventType getMouseEventType() const { return _mouseEventType; }
    void setCursorPosition(float x, float y) {
        _prevPoint = _point;
        _point = Vec2(x, y);
    }
    float getCursorX() const { return _point.x; }
    float getCursorY() const { return _point.y; }
    Vec2 getLocation() const { return _point; }
    Vec2 getPreviousLocation() const { return _prevPoint; }
    Vec2 getDelta() const { return _point - _prevPoint; }
    void setMouseButton(MouseButton button) { _mouseButton = button; }
    MouseButton getMouseButton() const { return _mouseButton; }
    void setScrollData(float scrollX, float scrollY) {
        _scrollX = scrollX;
        _scrollY = scrollY;
    }
    float getScrollX() const { return _scrollX; }
    float getScrollY() const { return _scrollY; }

private:
    MouseEventType _mouseEventType;
    MouseButton _mouseButton = MouseButton::BUTTON_UNSET;
    Vec2 _point;
    Vec2 _prevPoint;
    float _scrollX = 0.0f;
    float _scrollY = 0.0f;
};

} // namespace cc
