// engine/actions/ActionPath.h — movement along curves: jumps, Bezier curves and cardinal splines.
#pragma once

#include "actions/ActionInterval.h"
#include "actions/StackedPosition.h"
#include "math/Vec2.h"

#include <vector>

namespace cc {

/// Moves on parabolic hops (cocos2d-x `JumpBy`): at progress t the offset from the start is
/// (delta.x * t, delta.y * t + height * 4 * f * (1 - f)) with f = fmod(t * jumps, 1). Stackable like
/// MoveBy: other changes to the position made meanwhile are kept.
class JumpBy : public ActionInterval {
public:
    static JumpBy* create(float duration, const Vec2& position, float height, int jumps);
    bool initWithDuration(float duration, const Vec2& position, float height, int jumps);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    JumpBy* clone() const override;
    JumpBy* reverse() const override;

protected:
    Vec2 _delta;
    float _height = 0.0f;
    int _jumps = 1;
    StackedPosition _position;
};

/// Jumps to a position (no reverse).
class JumpTo : public JumpBy {
public:
    static JumpTo* create(float duration, const Vec2& position, float height, int jumps);
    void startWithTarget(Node* target) override;
    JumpTo* clone() const override;
    JumpTo* reverse() const override;

private:
    Vec2 _endPosition;
};

/// cocos2d-x's Bezier configuration: two control points and the end point.
struct ccBezierConfig {
    Vec2 endPosition;
    Vec2 controlPoint_1;
    Vec2 controlPoint_2;
};

/// Moves along a cubic Bezier curve whose points are relative to the start (cocos2d-x `BezierBy`).
/// Stackable. Reverse: the same curve backwards, relative to the end.
class BezierBy : public ActionInterval {
public:
    static BezierBy* create(float duration, const ccBezierConfig& config);
    bool initWithDuration(float duration, const ccBezierConfig& config);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    BezierBy* clone() const override;
    BezierBy* reverse() const override;

protected:
    ccBezierConfig _config;
    StackedPosition _position;
};

/// Moves along a cubic Bezier curve given in absolute points (no reverse).
class BezierTo : public BezierBy {
public:
    static BezierTo* create(float duration, const ccBezierConfig& config);
    void startWithTarget(Node* target) override;
    BezierTo* clone() const override;
    BezierTo* reverse() const override;

private:
    ccBezierConfig _toConfig;
};

/// Moves through control points on a cardinal spline (cocos2d-x `CardinalSplineTo`; tension 0 is a
/// Catmull-Rom-like curve, 1 straight lines). Progress is split evenly between the segments; indexes
/// past either end use the end point. Stackable: position changes made meanwhile accumulate and are
/// added on every later step (cocos2d-x drops them on steps where nothing else moved the node).
/// Reverse: the points in reverse order. Needs at least one point.
class CardinalSplineTo : public ActionInterval {
public:
    static CardinalSplineTo* create(float duration, const std::vector<Vec2>& points, float tension);
    bool initWithDuration(float duration, const std::vector<Vec2>& points, float tension);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    CardinalSplineTo* clone() const override;
    CardinalSplineTo* reverse() const override;

    const std::vector<Vec2>& getPoints() const { return _points; }
    float getTension() const { return _tension; }

protected:
    /// Places the target at a point of the curve (plus the accumulated outside changes).
    virtual void updatePosition(const Vec2& position);
    Vec2 pointAt(std::ptrdiff_t index) const;

    std::vector<Vec2> _points;
    float _tension = 0.0f;
    float _deltaT = 0.0f;
    Vec2 _previousPosition;
    Vec2 _accumulatedDiff;
};

/// A cardinal spline through points relative to the start position (cocos2d-x `CardinalSplineBy`).
/// Reverse: the same path backwards, relative to where it ends.
class CardinalSplineBy : public CardinalSplineTo {
public:
    static CardinalSplineBy* create(float duration, const std::vector<Vec2>& points, float tension);
    void startWithTarget(Node* target) override;
    CardinalSplineBy* clone() const override;
    CardinalSplineBy* reverse() const override;

protected:
    void updatePosition(const Vec2& position) override;
    /// The points of the reverse path (shared with CatmullRomBy).
    std::vector<Vec2> reversedRelativePoints() const;
    Vec2 _startPosition;
};

/// A cardinal spline with tension 0.5 through absolute points (cocos2d-x `CatmullRomTo`).
class CatmullRomTo : public CardinalSplineTo {
public:
    static CatmullRomTo* create(float duration, const std::vector<Vec2>& points);
    CatmullRomTo* clone() const override;
    CatmullRomTo* reverse() const override;
};

/// A cardinal spline with tension 0.5 through points relative to the start (cocos2d-x `CatmullRomBy`).
class CatmullRomBy : public CardinalSplineBy {
public:
    static CatmullRomBy* create(float duration, const std::vector<Vec2>& points);
    CatmullRomBy* clone() const override;
    CatmullRomBy* reverse() const override;
};

/// The cardinal spline through p1 (t = 0) and p2 (t = 1), shaped by p0 and p3.
Vec2 cardinalSplineAt(const Vec2& p0, const Vec2& p1, const Vec2& p2, const Vec2& p3, float tension, float t);

} // namespace cc
