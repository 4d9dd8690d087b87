// engine/events/Touch.h — one finger (or the mouse acting as one).
#pragma once

#include "base/Ref.h"
#include "math/Vec2.h"

namespace cc {

/// cocos2d-x `Touch`. Locations are in engine coordinates (origin bottom-left, y up); the platform
/// converts window coordinates before calling setTouchInfo(). The platform keeps one Touch object per
/// finger from began to ended, so listeners can compare pointers.
class Touch : public Ref {
public:
    /// How a Layer receives touches (cocos2d-x `Touch::DispatchMode`; Lua cc.TOUCHES_ALL_AT_ONCE, ...).
    enum class DispatchMode { ALL_AT_ONCE, ONE_BY_ONE };

    Touch() = default;

    /// Moves the touch to (x, y); the first call also sets the start location.
    void setTouchInfo(int id, float x, float y);

    int getId() const { return _id; }
    Vec2 getLocation() const { return _point; }
    Vec2 getPreviousLocation() const { return _prevPoint; }
    Vec2 getStartLocation() const { return _startPoint; }
    Vec2 getDelta() const { return _point - _prevPoint; }
    /// The location in window coordinates (origin top-left, y down), using the Director's window size.
    Vec2 getLocationInView() const;
    Vec2 getPreviousLocationInView() const;
    Vec2 getStartLocationInView() const;

private:
    int _id = 0;
    bool _startPointCaptured = false;
    Vec2 _startPoint;
    Vec2 _point;
    Vec2 _prevPoint;
};

} // namespace cc
