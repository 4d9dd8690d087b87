// engine/actions/ActionTransform.h — move, rotate and scale over time.
#pragma once

#include "actions/ActionInterval.h"
#include "math/Vec2.h"

namespace cc {

/// Moves by a delta. Stackable like cocos2d-x: other changes to the position made while it runs
/// (another MoveBy, say) are kept and added to.
class MoveBy : public ActionInterval {
public:
    static MoveBy* create(float duration, const Vec2& deltaPosition);
    bool initWithDuration(float duration, const Vec2& deltaPosition);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    MoveBy* clone() const override;
    MoveBy* reverse() const override;

protected:
    Vec2 _positionDelta;
    Vec2 _startPosition;
    Vec2 _previousPosition;
};

/// Moves to a position (no reverse).
class MoveTo : public MoveBy {
public:
    static MoveTo* create(float duration, const Vec2& position);
    bool initWithDuration(float duration, const Vec2& position);
    void startWithTarget(Node* target) override;
    MoveTo* clone() const override;
    MoveTo* reverse() const override;

private:
    Vec2 _endPosition;
};

/// Rotates by a number of degrees (clockwise).
class RotateBy : public ActionInterval {
public:
    static RotateBy* create(float duration, float deltaAngle);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    RotateBy* clone() const override;
    RotateBy* reverse() const override;

private:
    float _deltaAngle = 0.0f;
    float _startAngle = 0.0f;
};

/// Rotates to an angle the short way round (no reverse).
class RotateTo : public ActionInterval {
public:
    static RotateTo* create(float duration, float dstAngle);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    RotateTo* clone() const override;
    RotateTo* reverse() const override;

private:
    float _dstAngle = 0.0f;
    float _startAngle = 0.0f;
    float _diffAngle = 0.0f;
};

/// Scales to a factor (no reverse).
class ScaleTo : public ActionInterval {
public:
    static ScaleTo* create(float duration, float scale);
    static ScaleTo* create(float duration, float scaleX, float scaleY);
    bool initWithDuration(float duration, float scaleX, float scaleY);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    ScaleTo* clone() const override;
    ScaleTo* reverse() const override;

protected:
    float _startScaleX = 1.0f, _startScaleY = 1.0f;
    float _endScaleX = 1.0f, _endScaleY = 1.0f;
    float _deltaX = 0.0f, _deltaY = 0.0f;
};

/// Multiplies the scale by a factor.
class ScaleBy : public ScaleTo {
public:
    static ScaleBy* create(float duration, float scale);
    static ScaleBy* create(float duration, float scaleX, float scaleY);
    void startWithTarget(Node* target) override;
    ScaleBy* clone() const override;
    ScaleBy* reverse() const override;
};

} // namespace cc
