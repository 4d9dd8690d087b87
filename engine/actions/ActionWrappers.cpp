// engine/actions/ActionWrappers.cpp
#include "actions/ActionWrappers.h"

#include "director/Director.h"
#include "scene/Node.h"

#include <algorithm>

namespace cc {

/* -- Speed ------------------------------------------------------------------------------------ */

Speed* Speed::create(ActionInterval* action, float speed) {
    if (!CC_CHECK(action != nullptr, "Speed needs an action")) return nullptr;
    auto* result = new Speed();
    result->setInnerAction(action);
    result->_speed = speed;
    result->autorelease();
    return result;
}

Speed::~Speed() {
    CC_SAFE_RELEASE(_inner);
}

void Speed::setInnerAction(ActionInterval* action) {
    if (action == _inner || !action) return;
    action->retain();
    CC_SAFE_RELEASE(_inner);
    _inner = action;
}

bool Speed::isDone() const {
    return _inner->isDone();
}

void Speed::startWithTarget(Node* target) {
    Action::startWithTarget(target);
    _inner->startWithTarget(target);
}

void Speed::stop() {
    _inner->stop();
    Action::stop();
}

void Speed::step(float dt) {
    _inner->step(dt * _speed);
}

Speed* Speed::clone() const {
    return create(_inner->clone(), _speed);
}

Speed* Speed::reverse() const {
    ActionInterval* r = _inner->reverse();
    return r ? create(r, _speed) : nullptr;
}

/* -- ReverseTime ----------------------------------------------------------------------------- */

ReverseTime* ReverseTime::create(FiniteTimeAction* action) {
    if (!CC_CHECK(action != nullptr, "ReverseTime needs an action")) return nullptr;
    auto* result = new ReverseTime();
    result->initWithDuration(action->getDuration());
    action->retain();
    result->_other = action;
    result->autorelease();
    return result;
}

ReverseTime::~ReverseTime() {
    CC_SAFE_RELEASE(_other);
}

void ReverseTime::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _other->startWithTarget(target);
}

void ReverseTime::stop() {
    _other->stop();
    ActionInterval::stop();
}

void ReverseTime::update(float t) {
    _other->update(1.0f - t);
}

ReverseTime* ReverseTime::clone() const {
    return create(_other->clone());
}

ActionInterval* ReverseTime::reverse() const {
    FiniteTimeAction* copy = _other->clone();
    if (auto* interval = dynamic_cast<ActionInterval*>(copy)) return interval;
    return create(copy); // an instant action is its own time reversal
}

/* -- TargetedAction -------------------------------------------------------------------------- */

TargetedAction* TargetedAction::create(Node* target, FiniteTimeAction* action) {
    if (!CC_CHECK(target != nullptr && action != nullptr, "TargetedAction needs a target and an action"))
        return nullptr;
    auto* result = new TargetedAction();
    result->initWithDuration(action->getDuration());
    action->retain();
    result->_action = action;
    result->setForcedTarget(target);
    result->autorelease();
    return result;
}

TargetedAction::~TargetedAction() {
    CC_SAFE_RELEASE(_action);
    CC_SAFE_RELEASE(_forcedTarget);
}

void TargetedAction::setForcedTarget(Node* target) {
    if (target == _forcedTarget || !target) return;
    target->retain();
    CC_SAFE_RELEASE(_forcedTarget);
    _forcedTarget = target;
}

void TargetedAction::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _action->startWithTarget(_forcedTarget);
}

void TargetedAction::stop() {
    _action->stop();
    ActionInterval::stop();
}

void TargetedAction::update(float t) {
    _action->update(t);
}

TargetedAction* TargetedAction::clone() const {
    return create(_forcedTarget, _action->clone());
}

TargetedAction* TargetedAction::reverse() const {
    FiniteTimeAction* r = _action->reverse();
    return r ? create(_forcedTarget, r) : nullptr;
}

/* -- Follow ------------------------------------------------------------------------------------ */

Follow* Follow::create(Node* followedNode, const Rect& rect) {
    return createWithOffset(followedNode, 0.0f, 0.0f, rect);
}

Follow* Follow::createWithOffset(Node* followedNode, float xOffset, float yOffset, const Rect& rect) {
    if (!CC_CHECK(followedNode != nullptr, "Follow needs a node to follow")) return nullptr;
    auto* follow = new Follow();
    follow->initWithTargetAndOffset(followedNode, xOffset, yOffset, rect);
    follow->autorelease();
    return follow;
}

Follow::~Follow() {
    CC_SAFE_RELEASE(_followedNode);
}

bool Follow::initWithTargetAndOffset(Node* followedNode, float xOffset, float yOffset, const Rect& rect) {
    followedNode->retain();
    _followedNode = followedNode;
    _worldRect = rect;
    _boundarySet = !(rect == Rect::ZERO);
    _boundaryFullyCovered = false;
    const Size& win = Director::getInstance()->getWinSize();
    const Vec2 fullScreenSize(win.width, win.height);
    _halfScreenSize = fullScreenSize * 0.5f;
    _offsetX = xOffset;
    _offsetY = yOffset;
    _halfScreenSize.x += _offsetX;
    _halfScreenSize.y += _offsetY;
    if (_boundarySet) { // the layer positions that keep the world rectangle covering the screen
        _leftBoundary = -((rect.origin.x + rect.size.width) - fullScreenSize.x);
        _rightBoundary = -rect.origin.x;
        _topBoundary = -rect.origin.y;
        _bottomBoundary = -((rect.origin.y + rect.size.height) - fullScreenSize.y);
        if (_rightBoundary < _leftBoundary) // the world is narrower than the screen: centre it
            _rightBoundary = _leftBoundary = (_leftBoundary + _rightBoundary) / 2.0f;
        if (_topBoundary < _bottomBoundary)
            _topBoundary = _bottomBoundary = (_topBoundary + _bottomBoundary) / 2.0f;
        _boundaryFullyCovered = _topBoundary == _bottomBoundary && _leftBoundary == _rightBoundary;
    }
    return true;
}

bool Follow::isDone() const {
    return !_followedNode->isRunning();
}

void Follow::step(float) {
    if (!_target) return;
    if (_boundarySet) {
        if (_boundaryFullyCovered) return; // the whole world fits on the screen: nothing to move
        const Vec2 wanted = _halfScreenSize - _followedNode->getPosition();
        _target->setPosition(std::min(std::max(wanted.x, _leftBoundary), _rightBoundary),
                             std::min(std::max(wanted.y, _bottomBoundary), _topBoundary));
    } else {
        _target->setPosition(_halfScreenSize - _followedNode->getPosition());
    }
}

Follow* Follow::clone() const {
    return createWithOffset(_followedNode, _offsetX, _offsetY, _worldRect);
}

Follow* Follow::reverse() const {
    return clone();
}

} // namespace cc
