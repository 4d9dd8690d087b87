// engine/actions/ActionEase.h — easing wrappers around an interval action.
#pragma once

#include "actions/ActionInterval.h"

namespace cc {

/// Runs an inner interval action with its progress reshaped by a curve (cocos2d-x `ActionEase`).
/// Retains the inner action. Reverses wrap the inner reverse with the mirrored curve (In <-> Out).
class ActionEase : public ActionInterval {
public:
    ~ActionEase() override;
    bool initWithAction(ActionInterval* action);
    ActionInterval* getInnerAction() const { return _inner; }

    void startWithTarget(Node* target) override;
    void stop() override;
    void update(float time) override;
    ActionEase* clone() const override = 0;
    ActionEase* reverse() const override = 0;

protected:
    /// The curve; the identity by default.
    virtual float ease(float t) const { return t; }
    ActionInterval* _inner = nullptr;
};

/// Ease with a rate parameter.
class EaseRateAction : public ActionEase {
public:
    float getRate() const { return _rate; }
    void setRate(float rate) { _rate = rate; }

protected:
    float _rate = 2.0f;
};

/// t^rate. Reverse: EaseIn(inner reverse, 1/rate), as in cocos2d-x.
class EaseIn : public EaseRateAction {
public:
    static EaseIn* create(ActionInterval* action, float rate);
    EaseIn* clone() const override;
    EaseIn* reverse() const override;

protected:
    float ease(float t) const override;
};

/// t^(1/rate). Reverse: EaseOut(inner reverse, 1/rate), as in cocos2d-x.
class EaseOut : public EaseRateAction {
public:
    static EaseOut* create(ActionInterval* action, float rate);
    EaseOut* clone() const override;
    EaseOut* reverse() const override;

protected:
    float ease(float t) const override;
};

class EaseInOut : public EaseRateAction {
public:
    static EaseInOut* create(ActionInterval* action, float rate);
    EaseInOut* clone() const override;
    EaseInOut* reverse() const override;

protected:
    float ease(float t) const override;
};

/// Elastic eases take a period (default 0.3).
class EaseElastic : public ActionEase {
public:
    float getPeriod() const { return _period; }
    void setPeriod(float period) { _period = period; }

protected:
    float _period = 0.3f;
};

#define KITE_DECLARE_EASE(NAME)                                                                              \
    class NAME : public ActionEase {                                                                         \
    public:                                                                                                  \
        static NAME* create(ActionInterval* action);                                                         \
        NAME* clone() const override;                                                                        \
        ActionEase* reverse() const override;                                                                \
                                                                                                             \
    protected:                                                                                               \
        float ease(float t) const override;                                                                  \
    };

KITE_DECLARE_EASE(EaseSineIn)
KITE_DECLARE_EASE(EaseSineOut)
KITE_DECLARE_EASE(EaseSineInOut)
KITE_DECLARE_EASE(EaseQuadraticActionIn)
KITE_DECLARE_EASE(EaseQuadraticActionOut)
KITE_DECLARE_EASE(EaseQuadraticActionInOut)
KITE_DECLARE_EASE(EaseCubicActionIn)
KITE_DECLARE_EASE(EaseCubicActionOut)
KITE_DECLARE_EASE(EaseCubicActionInOut)
KITE_DECLARE_EASE(EaseExponentialIn)
KITE_DECLARE_EASE(EaseExponentialOut)
KITE_DECLARE_EASE(EaseExponentialInOut)
KITE_DECLARE_EASE(EaseBackIn)
KITE_DECLARE_EASE(EaseBackOut)
KITE_DECLARE_EASE(EaseBackInOut)
KITE_DECLARE_EASE(EaseBounceIn)
KITE_DECLARE_EASE(EaseBounceOut)
KITE_DECLARE_EASE(EaseBounceInOut)

#undef KITE_DECLARE_EASE

#define KITE_DECLARE_ELASTIC(NAME)                                                                           \
    class NAME : public EaseElastic {                                                                        \
    public:                                                                                                  \
        static NAME* create(ActionInterval* action, float period = 0.3f);                                    \
        NAME* clone() const override;                                                                        \
        ActionEase* reverse() const override;                                                                \
                                                                                                             \
    protected:                                                                                               \
        float ease(float t) const override;                                                                  \
    };

KITE_DECLARE_ELASTIC(EaseElasticIn)
KITE_DECLARE_ELASTIC(EaseElasticOut)
KITE_DECLARE_ELASTIC(EaseElasticInOut)

#undef KITE_DECLARE_ELASTIC

} // namespace cc
