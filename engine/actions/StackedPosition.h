// engine/actions/StackedPosition.h — the position stacking MoveBy, JumpBy and BezierBy share.
#pragma once

#include "math/Vec2.h"
#include "scene/Node.h"

namespace cc {

/// cocos2d-x's stackable position actions: the target is placed at an offset from where the action
/// started, and what others did to its position since the last placing (another MoveBy, say) is
/// kept and added to.
class StackedPosition {
public:
    /// The action starts on @p target where it is.
    void start(Node* target) { _origin = _placed = target->getPosition(); }
    /// Where the offsets count from: the start, moved by what others did.
    const Vec2& origin() const { return _origin; }
    /// Puts @p target at origin() + @p offset, after adding what others did meanwhile to origin().
    void place(Node* target, const Vec2& offset) {
        _origin += target->getPosition() - _placed;
        _placed = _origin + offset;
        target->setPosition(_placed);
    }

private:
    Vec2 _origin; // the start, plus what others did
    Vec2 _placed; // where place() last put the target
};

} // namespace cc
