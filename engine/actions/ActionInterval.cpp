// engine/actions/ActionInterval.cpp
#include "actions/ActionInterval.h"

#include "scheduler/Timer.h"

#include <algorithm>

namespace cc {

bool ActionInterval::initWithDuration(float duration) {
    _duration = duration > 0.0f ? duration : 0.0f;
    _elapsed = 0.0;
    return true;
}

void ActionInterval::startWithTarget(Node* target) {
    FiniteTimeAction::startWithTarget(target);
    _elapsed = 0.0;
}

bool ActionInterval::isDone() const {
    return _elapsed + Timer::kTimeEpsilon >= _duration;
}

void ActionInterval::step(float dt) {
    _elapsed += dt;
    float t = 1.0f;
    if (!isDone()) t = static_cast<float>(std::min(1.0, std::max(0.0, _elapsed / _duration)));
    update(t);
}

DelayTime* DelayTime::create(float duration) {
    auto* action = new DelayTime();
    action->initWithDuration(duration);
    action->autorelease();
    return action;
}

DelayTime* DelayTime::clone() const {
    return create(_duration);
}

DelayTime* DelayTime::reverse() const {
    return create(_duration);
}

} // namespace cc
