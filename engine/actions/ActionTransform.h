// engine/actions/ActionTransform.h — move, rotate, scale, skew and resize over time.
#pragma once

#include "actions/ActionInterval.h"
#include "actions/StackedPosition.h"
#include "math/Size.h"
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
    StackedPosition _position;
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

/// Rotates by a number of degrees (clockwise). With two angles it turns the X and Y rotation skews
/// by each (cocos2d-x's RotateBy(duration, angleX, angleY)).
class RotateBy : public ActionInterval {
public:
    static RotateBy* create(float duration, float deltaAngle);
    static RotateBy* create(float duration, float deltaAngleX, float deltaAngleY);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    RotateBy* clone() const override;
    RotateBy* reverse() const override;

private:
    Vec2 _deltaAngle; ///< x: the X rotation skew's, y: the Y one's
    Vec2 _startAngle;
};

/// Rotates to an angle the short way round (no reverse); with two angles, each rotation skew to its
/// own (cocos2d-x's RotateTo(duration, angleX, angleY)).
class RotateTo : public ActionInterval {
public:
    static RotateTo* create(float duration, float dstAngle);
    static RotateTo* create(float duration, float dstAngleX, float dstAngleY);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    RotateTo* clone() const override;
    RotateTo* reverse() const override;

private:
    Vec2 _dstAngle;
    Vec2 _startAngle;
    Vec2 _diffAngle;
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

/// Skews to angles in degrees, the short way round like RotateTo (no reverse).
class SkewTo : public ActionInterval {
public:
    static SkewTo* create(float duration, float skewX, float skewY);
    bool initWithDuration(float duration, float skewX, float skewY);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    SkewTo* clone() const override;
    SkewTo* reverse() const override;

protected:
    float _skewX = 0.0f, _skewY = 0.0f; // the arguments
    float _startSkewX = 0.0f, _startSkewY = 0.0f;
    float _deltaX = 0.0f, _deltaY = 0.0f;
};

/// Skews by angles in degrees.
class SkewBy : public SkewTo {
public:
    static SkewBy* create(float duration, float deltaSkewX, float deltaSkewY);
    void startWithTarget(Node* target) override;
    SkewBy* clone() const override;
    SkewBy* reverse() const override;
};

/// Changes the content size to a size (no reverse).
class ResizeTo : public ActionInterval {
public:
    static ResizeTo* create(float duration, const Size& finalSize);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    ResizeTo* clone() const override;
    ResizeTo* reverse() const override;

private:
    Size _initialSize;
    Size _finalSize;
    Size _sizeDelta;
};

/// Changes the content size by a delta.
class ResizeBy : public ActionInterval {
public:
    static ResizeBy* create(float duration, const Size& deltaSize);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    ResizeBy* clone() const override;
    ResizeBy* reverse() const override;

private:
    Size _sizeDelta;
    Size _startSize;
};

} // namespace cc
