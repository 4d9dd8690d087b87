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

/// Ease with a rate parameter. Made by create() it is cocos2d-x's plain EaseRateAction: the rate is
/// kept but the inner action runs unchanged (cocos's has no curve of its own either).
class EaseRateAction : public ActionEase {
public:
    static EaseRateAction* create(ActionInterval* action, float rate);
    EaseRateAction* clone() const override;
    EaseRateAction* reverse() const override;
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

/// The base of the bounce eases (cocos2d-x `EaseBounce`).
class EaseBounce : public ActionEase {};

#define KITE_DECLARE_EASE(NAME, BASE)                                                                        \
    class NAME : public BASE {                                                                               \
    public:                                                                                                  \
        static NAME* create(ActionInterval* action);                                                         \
        NAME* clone() const override;                                                                        \
        ActionEase* reverse() const override;                                                                \
                                                                                                             \
    protected:                                                                                               \
        float ease(float t) const override;                                                                  \
    };

KITE_DECLARE_EASE(EaseSineIn, ActionEase)
KITE_DECLARE_EASE(EaseSineOut, ActionEase)
KITE_DECLARE_EASE(EaseSineInOut, ActionEase)
KITE_DECLARE_EASE(EaseQuadraticActionIn, ActionEase)
KITE_DECLARE_EASE(EaseQuadraticActionOut, ActionEase)
KITE_DECLARE_EASE(EaseQuadraticActionInOut, ActionEase)
KITE_DECLARE_EASE(EaseCubicActionIn, ActionEase)
KITE_DECLARE_EASE(EaseCubicActionOut, ActionEase)
KITE_DECLARE_EASE(EaseCubicActionInOut, ActionEase)
KITE_DECLARE_EASE(EaseExponentialIn, ActionEase)
KITE_DECLARE_EASE(EaseExponentialOut, ActionEase)
KITE_DECLARE_EASE(EaseExponentialInOut, ActionEase)
KITE_DECLARE_EASE(EaseBackIn, ActionEase)
KITE_DECLARE_EASE(EaseBackOut, ActionEase)
KITE_DECLARE_EASE(EaseBackInOut, ActionEase)
KITE_DECLARE_EASE(EaseBounceIn, EaseBounce)
KITE_DECLARE_EASE(EaseBounceOut, EaseBounce)
KITE_DECLARE_EASE(EaseBounceInOut, EaseBounce)
KITE_DECLARE_EASE(EaseCircleActionIn, ActionEase)
KITE_DECLARE_EASE(EaseCircleActionOut, ActionEase)
KITE_DECLARE_EASE(EaseCircleActionInOut, ActionEase)
KITE_DECLARE_EASE(EaseQuarticActionIn, ActionEase)
KITE_DECLARE_EASE(EaseQuarticActionOut, ActionEase)
KITE_DECLARE_EASE(EaseQuarticActionInOut, ActionEase)
KITE_DECLARE_EASE(EaseQuinticActionIn, ActionEase)
KITE_DECLARE_EASE(EaseQuinticActionOut, ActionEase)
KITE_DECLARE_EASE(EaseQuinticActionInOut, ActionEase)

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

/// Progress shaped by a cubic Bezier through p0..p3 (cocos2d-x `EaseBezierAction`; the parameters
/// default to 0 and are set with setBezierParamer, cocos's spelling). Reverse: the inner reverse
/// with the parameters in reverse order.
class EaseBezierAction : public ActionEase {
public:
    static EaseBezierAction* create(ActionInterval* action);
    void setBezierParamer(float p0, float p1, float p2, float p3);
    EaseBezierAction* clone() const override;
    EaseBezierAction* reverse() const override;

protected:
    float ease(float t) const override;

private:
    float _p0 = 0.0f, _p1 = 0.0f, _p2 = 0.0f, _p3 = 0.0f;
};

} // namespace cc
