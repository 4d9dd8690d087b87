// engine/actions/ActionProgressTimer.cpp
#include "actions/ActionProgressTimer.h"

#include "base/Log.h"
#include "base/Macros.h"
#include "scene/ProgressTimer.h"

namespace cc {
namespace {

void setPercentage(Node* target, float percentage) {
    if (auto* timer = dynamic_cast<ProgressTimer*>(target)) timer->setPercentage(percentage);
}

} // namespace

ProgressTo* ProgressTo::create(float duration, float percent) {
    auto* action = new ProgressTo();
    action->initWithDuration(duration);
    action->_to = percent;
    action->autorelease();
    return action;
}

void ProgressTo::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    auto* timer = dynamic_cast<ProgressTimer*>(target);
    if (CC_CHECK(timer, "ProgressTo needs a ProgressTimer target")) _from = timer->getPercentage();
}

void ProgressTo::update(float time) {
    setPercentage(_target, _from + (_to - _from) * time);
}

ProgressTo* ProgressTo::clone() const {
    return create(_duration, _to);
}

ProgressTo* ProgressTo::reverse() const {
    logWarning("ProgressTo has no reverse");
    return nullptr;
}

ProgressFromTo* ProgressFromTo::create(float duration, float fromPercentage, float toPercentage) {
    auto* action = new ProgressFromTo();
    action->initWithDuration(duration);
    action->_from = fromPercentage;
    action->_to = toPercentage;
    action->autorelease();
    return action;
}

void ProgressFromTo::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    CC_CHECK(dynamic_cast<ProgressTimer*>(target), "ProgressFromTo needs a ProgressTimer target");
}

void ProgressFromTo::update(float time) {
    setPercentage(_target, _from + (_to - _from) * time);
}

ProgressFromTo* ProgressFromTo::clone() const {
    return create(_duration, _from, _to);
}

ProgressFromTo* ProgressFromTo::reverse() const {
    return create(_duration, _to, _from);
}

} // namespace cc
