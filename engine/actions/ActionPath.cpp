// engine/actions/ActionPath.cpp
#include "actions/ActionPath.h"

#include "actions/TweenFunction.h"
#include "base/Log.h"
#include "scene/Node.h"

#include <algorithm>
#include <cmath>

namespace cc {

/* -- JumpBy / JumpTo ----------------------------------------------------------------------- */

JumpBy* JumpBy::create(float duration, const Vec2& position, float height, int jumps) {
    auto* action = new JumpBy();
    action->initWithDuration(duration, position, height, jumps);
    action->autorelease();
    return action;
}

bool JumpBy::initWithDuration(float duration, const Vec2& position, float height, int jumps) {
    ActionInterval::initWithDuration(duration);
    _delta = position;
    _height = height;
    _jumps = jumps;
    return true;
}

void JumpBy::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _position.start(target);
}

void JumpBy::update(float t) {
    if (!_target) return;
    const float frac = std::fmod(t * static_cast<float>(_jumps), 1.0f);
    const float y = _height * 4.0f * frac * (1.0f - frac) + _delta.y * t;
    const float x = _delta.x * t;
    _position.place(_target, Vec2(x, y));
}

JumpBy* JumpBy::clone() const {
    return create(_duration, _delta, _height, _jumps);
}

JumpBy* JumpBy::reverse() const {
    return create(_duration, -_delta, _height, _jumps);
}

JumpTo* JumpTo::create(float duration, const Vec2& position, float height, int jumps) {
    auto* action = new JumpTo();
    action->initWithDuration(duration, position, height, jumps);
    action->_endPosition = position;
    action->autorelease();
    return action;
}

void JumpTo::startWithTarget(Node* target) {
    JumpBy::startWithTarget(target);
    _delta = _endPosition - _position.origin();
}

JumpTo* JumpTo::clone() const {
    return create(_duration, _endPosition, _height, _jumps);
}

JumpTo* JumpTo::reverse() const {
    logWarning("JumpTo has no reverse");
    return nullptr;
}

/* -- BezierBy / BezierTo ------------------------------------------------------------------- */

BezierBy* BezierBy::create(float duration, const ccBezierConfig& config) {
    auto* action = new BezierBy();
    action->initWithDuration(duration, config);
    action->autorelease();
    return action;
}

bool BezierBy::initWithDuration(float duration, const ccBezierConfig& config) {
    ActionInterval::initWithDuration(duration);
    _config = config;
    return true;
}

void BezierBy::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _position.start(target);
}

void BezierBy::update(float t) {
    if (!_target) return;
    const float x = tweenfunc::bezierAt(0.0f, _config.controlPoint_1.x, _config.controlPoint_2.x,
                                        _config.endPosition.x, t);
    const float y = tweenfunc::bezierAt(0.0f, _config.controlPoint_1.y, _config.controlPoint_2.y,
                                        _config.endPosition.y, t);
    _position.place(_target, Vec2(x, y));
}

BezierBy* BezierBy::clone() const {
    return create(_duration, _config);
}

BezierBy* BezierBy::reverse() const {
    ccBezierConfig r;
    r.endPosition = -_config.endPosition;
    r.controlPoint_1 = _config.controlPoint_2 - _config.endPosition;
    r.controlPoint_2 = _config.controlPoint_1 - _config.endPosition;
    return create(_duration, r);
}

BezierTo* BezierTo::create(float duration, const ccBezierConfig& config) {
    auto* action = new BezierTo();
    action->initWithDuration(duration, config);
    action->_toConfig = config;
    action->autorelease();
    return action;
}

void BezierTo::startWithTarget(Node* target) {
    BezierBy::startWithTarget(target);
    _config.controlPoint_1 = _toConfig.controlPoint_1 - _position.origin();
    _config.controlPoint_2 = _toConfig.controlPoint_2 - _position.origin();
    _config.endPosition = _toConfig.endPosition - _position.origin();
}

BezierTo* BezierTo::clone() const {
    return create(_duration, _toConfig);
}

BezierTo* BezierTo::reverse() const {
    logWarning("BezierTo has no reverse");
    return nullptr;
}

/* -- Cardinal splines ------------------------------------------------------------------------ */

Vec2 cardinalSplineAt(const Vec2& p0, const Vec2& p1, const Vec2& p2, const Vec2& p3, float tension,
                      float t) {
    const float t2 = t * t;
    const float t3 = t2 * t;
    const float s = (1.0f - tension) / 2.0f;
    const float b1 = s * (-t3 + 2.0f * t2 - t);
    const float b2 = s * (-t3 + t2) + (2.0f * t3 - 3.0f * t2 + 1.0f);
    const float b3 = s * (t3 - 2.0f * t2 + t) + (-2.0f * t3 + 3.0f * t2);
    const float b4 = s * (t3 - t2);
    return Vec2(p0.x * b1 + p1.x * b2 + p2.x * b3 + p3.x * b4, p0.y * b1 + p1.y * b2 + p2.y * b3 + p3.y * b4);
}

CardinalSplineTo* CardinalSplineTo::create(float duration, const std::vector<Vec2>& points, float tension) {
    auto* action = new CardinalSplineTo();
    if (!action->initWithDuration(duration, points, tension)) {
        delete action;
        return nullptr;
    }
    action->autorelease();
    return action;
}

bool CardinalSplineTo::initWithDuration(float duration, const std::vector<Vec2>& points, float tension) {
    if (!CC_CHECK(!points.empty(), "a cardinal spline needs at least one point")) return false;
    ActionInterval::initWithDuration(duration);
    _points = points;
    _tension = tension;
    return true;
}

void CardinalSplineTo::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _deltaT = _points.size() > 1 ? 1.0f / static_cast<float>(_points.size() - 1) : 0.0f;
    _previousPosition = target->getPosition();
    _accumulatedDiff = Vec2::ZERO;
}

Vec2 CardinalSplineTo::pointAt(std::ptrdiff_t index) const {
    const auto last = static_cast<std::ptrdiff_t>(_points.size()) - 1;
    return _points[static_cast<std::size_t>(std::min(std::max(index, std::ptrdiff_t{0}), last))];
}

void CardinalSplineTo::update(float time) {
    if (!_target) return;
    std::ptrdiff_t p = 0;
    float lt = 0.0f;
    if (time == 1.0f) {
        p = static_cast<std::ptrdiff_t>(_points.size()) - 1;
        lt = 1.0f;
    } else if (_deltaT > 0.0f) {
        p = static_cast<std::ptrdiff_t>(time / _deltaT);
        lt = (time - _deltaT * static_cast<float>(p)) / _deltaT;
    }
    Vec2 position =
        cardinalSplineAt(pointAt(p - 1), pointAt(p), pointAt(p + 1), pointAt(p + 2), _tension, lt);
    _accumulatedDiff += _target->getPosition() - _previousPosition;
    updatePosition(position + _accumulatedDiff);
}

void CardinalSplineTo::updatePosition(const Vec2& position) {
    _target->setPosition(position);
    _previousPosition = position;
}

CardinalSplineTo* CardinalSplineTo::clone() const {
    return create(_duration, _points, _tension);
}

CardinalSplineTo* CardinalSplineTo::reverse() const {
    return create(_duration, std::vector<Vec2>(_points.rbegin(), _points.rend()), _tension);
}

CardinalSplineBy* CardinalSplineBy::create(float duration, const std::vector<Vec2>& points, float tension) {
    auto* action = new CardinalSplineBy();
    if (!action->initWithDuration(duration, points, tension)) {
        delete action;
        return nullptr;
    }
    action->autorelease();
    return action;
}

void CardinalSplineBy::startWithTarget(Node* target) {
    CardinalSplineTo::startWithTarget(target);
    _startPosition = target->getPosition();
}

void CardinalSplineBy::updatePosition(const Vec2& position) {
    CardinalSplineTo::updatePosition(position + _startPosition);
}

std::vector<Vec2> CardinalSplineBy::reversedRelativePoints() const {
    // cocos2d-x's construction in closed form: point k of the reverse is p[n-1-k] - p[n-1] - p[0].
    std::vector<Vec2> reversed;
    const Vec2 first = _points.front(), last = _points.back();
    for (auto it = _points.rbegin(); it != _points.rend(); ++it)
        reversed.push_back(*it - last - first);
    return reversed;
}

CardinalSplineBy* CardinalSplineBy::clone() const {
    return create(_duration, _points, _tension);
}

CardinalSplineBy* CardinalSplineBy::reverse() const {
    return create(_duration, reversedRelativePoints(), _tension);
}

CatmullRomTo* CatmullRomTo::create(float duration, const std::vector<Vec2>& points) {
    auto* action = new CatmullRomTo();
    if (!action->initWithDuration(duration, points, 0.5f)) {
        delete action;
        return nullptr;
    }
    action->autorelease();
    return action;
}

CatmullRomTo* CatmullRomTo::clone() const {
    return create(_duration, _points);
}

CatmullRomTo* CatmullRomTo::reverse() const {
    return create(_duration, std::vector<Vec2>(_points.rbegin(), _points.rend()));
}

CatmullRomBy* CatmullRomBy::create(float duration, const std::vector<Vec2>& points) {
    auto* action = new CatmullRomBy();
    if (!action->initWithDuration(duration, points, 0.5f)) {
        delete action;
        return nullptr;
    }
    action->autorelease();
    return action;
}

CatmullRomBy* CatmullRomBy::clone() const {
    return create(_duration, _points);
}

CatmullRomBy* CatmullRomBy::reverse() const {
    return create(_duration, reversedRelativePoints());
}

} // namespace cc
