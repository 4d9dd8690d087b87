// engine/actions/ActionInterval.h — actions that take time, and DelayTime.
#pragma once

#include "actions/Action.h"

namespace cc {

/// cocos2d-x `ActionInterval`: runs for getDuration() seconds. step(dt) adds dt to the elapsed time and
/// calls update(elapsed / duration), clamped to [0, 1]. The first step already counts its dt (cocos2d-x
/// dropped it), so an action run with a fixed step reaches its end after exactly duration / step frames.
/// Elapsed time is kept in double and the end is detected with a 1 microsecond tolerance.
class ActionInterval : public FiniteTimeAction {
public:
    float getElapsed() const { return static_cast<float>(_elapsed); }
    bool isDone() const override;
    void step(float dt) override;
    void startWithTarget(Node* target) override;

    ActionInterval* clone() const override = 0;
    ActionInterval* reverse() const override = 0;

    bool initWithDuration(float duration);

protected:
    double _elapsed = 0.0;
};

/// Does nothing for a while (cocos2d-x `DelayTime`).
class DelayTime : public ActionInterval {
public:
    static DelayTime* create(float duration);
    DelayTime* clone() const override;
    DelayTime* reverse() const override;
    void update(float) override {}
};

} // namespace cc
