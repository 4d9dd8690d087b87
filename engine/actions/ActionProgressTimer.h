// engine/actions/ActionProgressTimer.h — actions that run a ProgressTimer's percentage.
#pragma once

#include "actions/ActionInterval.h"

namespace cc {

class ProgressTimer;

/// cocos2d-x `ProgressTo`: from the timer's percentage at start to @p percent. No reverse (a warning
/// and nullptr, as cocos2d-x asserts). A target that is not a ProgressTimer is an error reported at
/// start; the action then does nothing.
class ProgressTo : public ActionInterval {
public:
    static ProgressTo* create(float duration, float percent);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    ProgressTo* clone() const override;
    ProgressTo* reverse() const override;

private:
    float _from = 0.0f, _to = 0.0f;
};

/// cocos2d-x `ProgressFromTo`: from @p fromPercentage to @p toPercentage; reverse swaps them.
class ProgressFromTo : public ActionInterval {
public:
    static ProgressFromTo* create(float duration, float fromPercentage, float toPercentage);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    ProgressFromTo* clone() const override;
    ProgressFromTo* reverse() const override;

private:
    float _from = 0.0f, _to = 0.0f;
};

} // namespace cc
