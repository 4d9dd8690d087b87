// engine/actions/ActionTransform.cpp
#include "actions/ActionTransform.h"

#include "base/Log.h"
#include "scene/Node.h"

#include <cmath>

namespace cc {

/* -- MoveBy / MoveTo ---------------------------------------------------------------- */

MoveBy* MoveBy::create(float duration, const Vec2& deltaPosition) {
    auto* action = new MoveBy();
    action->initWithDuration(duration, deltaPosition);
    action->autorelease();
    return action;
}

bool MoveBy::initWithDuration(float duration, const Vec2& deltaPosition) {
    ActionInterval::initWithDuration(duration);
    _positionDelta = deltaPosition;
    return true;
}

void MoveBy::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _position.start(target);
}

void MoveBy::update(float t) {
    if (_target) _position.place(_target, _positionDelta * t);
}

MoveBy* MoveBy::clone() const {
    return create(_duration, _positionDelta);
}

MoveBy* MoveBy::reverse() const {
    return create(_duration, -_positionDelta);
}

MoveTo* MoveTo::create(float duration, const Vec2& position) {
    auto* action = new MoveTo();
    action->initWithDuration(duration, position);
    action->autorelease();
    return action;
}

bool MoveTo::initWithDuration(float duration, const Vec2& position) {
    ActionInterval::initWithDuration(duration);
    _endPosition = position;
    return true;
}

void MoveTo::startWithTarget(Node* target) {
    MoveBy::startWithTarget(target);
    _positionDelta = _endPosition - target->getPosition();
}

MoveTo* MoveTo::clone() const {
    return create(_duration, _endPosition);
}

MoveTo* MoveTo::reverse() const {
    logWarning("MoveTo has no reverse");
    return nullptr;
}

namespace {
// An angle change folded into [-180, 180]: RotateTo and SkewTo turn the short way, as in cocos2d-x.
float shortWay(float delta) {
    if (delta > 180.0f) delta -= 360.0f;
    if (delta < -180.0f) delta += 360.0f;
    return delta;
}

// Equal skews are a plain rotation: set through setRotation, which a node class may extend.
void setRotationSkews(Node* target, float x, float y) {
    if (x == y) {
        target->setRotation(x);
    } else {
        target->setRotationSkewX(x);
        target->setRotationSkewY(y);
    }
}
} // namespace

/* -- RotateBy / RotateTo --------------------------------------------------------------- */

RotateBy* RotateBy::create(float duration, float deltaAngle) {
    return create(duration, deltaAngle, deltaAngle);
}

RotateBy* RotateBy::create(float duration, float deltaAngleX, float deltaAngleY) {
    auto* action = new RotateBy();
    action->initWithDuration(duration);
    action->_deltaAngle = Vec2(deltaAngleX, deltaAngleY);
    action->autorelease();
    return action;
}

void RotateBy::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _startAngle = Vec2(target->getRotationSkewX(), target->getRotationSkewY());
}

void RotateBy::update(float t) {
    if (_target)
        setRotationSkews(_target, _startAngle.x + _deltaAngle.x * t, _startAngle.y + _deltaAngle.y * t);
}

RotateBy* RotateBy::clone() const {
    return create(_duration, _deltaAngle.x, _deltaAngle.y);
}

RotateBy* RotateBy::reverse() const {
    return create(_duration, -_deltaAngle.x, -_deltaAngle.y);
}

RotateTo* RotateTo::create(float duration, float dstAngle) {
    return create(duration, dstAngle, dstAngle);
}

RotateTo* RotateTo::create(float duration, float dstAngleX, float dstAngleY) {
    auto* action = new RotateTo();
    action->initWithDuration(duration);
    action->_dstAngle = Vec2(dstAngleX, dstAngleY);
    action->autorelease();
    return action;
}

void RotateTo::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    // fmod keeps the sign, like cocos2d-x
    _startAngle =
        Vec2(std::fmod(target->getRotationSkewX(), 360.0f), std::fmod(target->getRotationSkewY(), 360.0f));
    _diffAngle = Vec2(shortWay(_dstAngle.x - _startAngle.x), shortWay(_dstAngle.y - _startAngle.y));
}

void RotateTo::update(float t) {
    if (_target)
        setRotationSkews(_target, _startAngle.x + _diffAngle.x * t, _startAngle.y + _diffAngle.y * t);
}

RotateTo* RotateTo::clone() const {
    return create(_duration, _dstAngle.x, _dstAngle.y);
}

RotateTo* RotateTo::reverse() const {
    logWarning("RotateTo has no reverse");
    return nullptr;
}

/* -- ScaleTo / ScaleBy ----------------------------------------------------------------- */

ScaleTo* ScaleTo::create(float duration, float scale) {
    return create(duration, scale, scale);
}

ScaleTo* ScaleTo::create(float duration, float scaleX, float scaleY) {
    auto* action = new ScaleTo();
    action->initWithDuration(duration, scaleX, scaleY);
    action->autorelease();
    return action;
}

bool ScaleTo::initWithDuration(float duration, float scaleX, float scaleY) {
    ActionInterval::initWithDuration(duration);
    _endScaleX = scaleX;
    _endScaleY = scaleY;
    return true;
}

void ScaleTo::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _startScaleX = target->getScaleX();
    _startScaleY = target->getScaleY();
    _deltaX = _endScaleX - _startScaleX;
    _deltaY = _endScaleY - _startScaleY;
}

void ScaleTo::update(float t) {
    if (_target) _target->setScale(_startScaleX + _deltaX * t, _startScaleY + _deltaY * t);
}

ScaleTo* ScaleTo::clone() const {
    return create(_duration, _endScaleX, _endScaleY);
}

ScaleTo* ScaleTo::reverse() const {
    logWarning("ScaleTo has no reverse");
    return nullptr;
}

ScaleBy* ScaleBy::create(float duration, float scale) {
    return create(duration, scale, scale);
}

ScaleBy* ScaleBy::create(float duration, float scaleX, float scaleY) {
    auto* action = new ScaleBy();
    action->initWithDuration(duration, scaleX, scaleY);
    action->autorelease();
    return action;
}

void ScaleBy::startWithTarget(Node* target) {
    ScaleTo::startWithTarget(target);
    _deltaX = _startScaleX * _endScaleX - _startScaleX; // _end* hold the factors here
    _deltaY = _startScaleY * _endScaleY - _startScaleY;
}

ScaleBy* ScaleBy::clone() const {
    return create(_duration, _endScaleX, _endScaleY);
}

ScaleBy* ScaleBy::reverse() const {
    return create(_duration, 1.0f / _endScaleX, 1.0f / _endScaleY);
}

/* -- SkewTo / SkewBy ------------------------------------------------------------------ */

namespace {
// cocos2d-x's SkewTo start: the angle folded into (-180, 180) keeping its sign, then the short way.
float foldedStart(float angle) {
    return angle > 0.0f ? std::fmod(angle, 180.0f) : std::fmod(angle, -180.0f);
}
} // namespace

SkewTo* SkewTo::create(float duration, float skewX, float skewY) {
    auto* action = new SkewTo();
    action->initWithDuration(duration, skewX, skewY);
    action->autorelease();
    return action;
}

bool SkewTo::initWithDuration(float duration, float skewX, float skewY) {
    ActionInterval::initWithDuration(duration);
    _skewX = skewX;
    _skewY = skewY;
    return true;
}

void SkewTo::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _startSkewX = foldedStart(target->getSkewX());
    _startSkewY = foldedStart(target->getSkewY());
    _deltaX = shortWay(_skewX - _startSkewX);
    _deltaY = shortWay(_skewY - _startSkewY);
}

void SkewTo::update(float t) {
    if (!_target) return;
    _target->setSkewX(_startSkewX + _deltaX * t);
    _target->setSkewY(_startSkewY + _deltaY * t);
}

SkewTo* SkewTo::clone() const {
    return create(_duration, _skewX, _skewY);
}

SkewTo* SkewTo::reverse() const {
    logWarning("SkewTo has no reverse");
    return nullptr;
}

SkewBy* SkewBy::create(float duration, float deltaSkewX, float deltaSkewY) {
    auto* action = new SkewBy();
    action->initWithDuration(duration, deltaSkewX, deltaSkewY);
    action->autorelease();
    return action;
}

void SkewBy::startWithTarget(Node* target) {
    SkewTo::startWithTarget(target); // folds the start angles like cocos2d-x
    _deltaX = _skewX;
    _deltaY = _skewY;
}

SkewBy* SkewBy::clone() const {
    return create(_duration, _skewX, _skewY);
}

SkewBy* SkewBy::reverse() const {
    return create(_duration, -_skewX, -_skewY);
}

/* -- ResizeTo / ResizeBy -------------------------------------------------------------- */

ResizeTo* ResizeTo::create(float duration, const Size& finalSize) {
    auto* action = new ResizeTo();
    action->initWithDuration(duration);
    action->_finalSize = finalSize;
    action->autorelease();
    return action;
}

void ResizeTo::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _initialSize = target->getContentSize();
    _sizeDelta = Size(_finalSize.width - _initialSize.width, _finalSize.height - _initialSize.height);
}

void ResizeTo::update(float t) {
    if (_target)
        _target->setContentSize(
            Size(_initialSize.width + _sizeDelta.width * t, _initialSize.height + _sizeDelta.height * t));
}

ResizeTo* ResizeTo::clone() const {
    return create(_duration, _finalSize);
}

ResizeTo* ResizeTo::reverse() const {
    logWarning("ResizeTo has no reverse");
    return nullptr;
}

ResizeBy* ResizeBy::create(float duration, const Size& deltaSize) {
    auto* action = new ResizeBy();
    action->initWithDuration(duration);
    action->_sizeDelta = deltaSize;
    action->autorelease();
    return action;
}

void ResizeBy::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _startSize = target->getContentSize();
}

void ResizeBy::update(float t) {
    if (_target)
        _target->setContentSize(
            Size(_startSize.width + _sizeDelta.width * t, _startSize.height + _sizeDelta.height * t));
}

ResizeBy* ResizeBy::clone() const {
    return create(_duration, _sizeDelta);
}

ResizeBy* ResizeBy::reverse() const {
    return create(_duration, Size(-_sizeDelta.width, -_sizeDelta.height));
}

} // namespace cc
