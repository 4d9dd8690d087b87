// engine/actions/ActionEase.cpp
#include "actions/ActionEase.h"

#include "actions/TweenFunction.h"

namespace cc {

ActionEase::~ActionEase() {
    CC_SAFE_RELEASE(_inner);
}

bool ActionEase::initWithAction(ActionInterval* action) {
    if (!CC_CHECK(action != nullptr, "an ease action needs an inner action")) return false;
    ActionInterval::initWithDuration(action->getDuration());
    action->retain();
    CC_SAFE_RELEASE(_inner);
    _inner = action;
    return true;
}

void ActionEase::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _inner->startWithTarget(target);
}

void ActionEase::stop() {
    _inner->stop();
    ActionInterval::stop();
}

void ActionEase::update(float t) {
    _inner->update(ease(t));
}

/* -- Rate eases ---------------------------------------------------------------------------- */

namespace {
template <typename Ease> Ease* makeRateEase(ActionInterval* action, float rate) {
    if (!action) return nullptr;
    auto* ease = new Ease();
    if (!ease->initWithAction(action)) {
        delete ease;
        return nullptr;
    }
    ease->setRate(rate);
    ease->autorelease();
    return ease;
}
} // namespace

EaseRateAction* EaseRateAction::create(ActionInterval* action, float rate) {
    return makeRateEase<EaseRateAction>(action, rate);
}

EaseRateAction* EaseRateAction::clone() const {
    return create(_inner->clone(), _rate);
}

EaseRateAction* EaseRateAction::reverse() const {
    ActionInterval* r = _inner->reverse();
    return r ? create(r, _rate) : nullptr; // the identity curve is its own mirror
}

#define KITE_DEFINE_RATE_EASE(NAME, CURVE, REVERSE_RATE)                                                     \
    NAME* NAME::create(ActionInterval* action, float rate) {                                                 \
        return makeRateEase<NAME>(action, rate);                                                             \
    }                                                                                                        \
    NAME* NAME::clone() const {                                                                              \
        return create(_inner->clone(), _rate);                                                               \
    }                                                                                                        \
    NAME* NAME::reverse() const {                                                                            \
        ActionInterval* r = _inner->reverse();                                                               \
        return r ? create(r, REVERSE_RATE) : nullptr;                                                        \
    }                                                                                                        \
    float NAME::ease(float t) const {                                                                        \
        return tweenfunc::CURVE(t, _rate);                                                                   \
    }

KITE_DEFINE_RATE_EASE(EaseIn, easeIn, 1.0f / _rate)
KITE_DEFINE_RATE_EASE(EaseOut, easeOut, 1.0f / _rate)
KITE_DEFINE_RATE_EASE(EaseInOut, easeInOut, 1.0f / _rate)

#undef KITE_DEFINE_RATE_EASE

/* -- Plain eases ------------------------------------------------------------------------------ */

#define KITE_DEFINE_EASE(NAME, CURVE, REVERSE)                                                               \
    NAME* NAME::create(ActionInterval* action) {                                                             \
        if (!action) return nullptr;                                                                         \
        auto* ease = new NAME();                                                                             \
        if (!ease->initWithAction(action)) {                                                                 \
            delete ease;                                                                                     \
            return nullptr;                                                                                  \
        }                                                                                                    \
        ease->autorelease();                                                                                 \
        return ease;                                                                                         \
    }                                                                                                        \
    NAME* NAME::clone() const {                                                                              \
        return create(_inner->clone());                                                                      \
    }                                                                                                        \
    ActionEase* NAME::reverse() const {                                                                      \
        ActionInterval* r = _inner->reverse();                                                               \
        return r ? REVERSE::create(r) : nullptr;                                                             \
    }                                                                                                        \
    float NAME::ease(float t) const {                                                                        \
        return tweenfunc::CURVE(t);                                                                          \
    }

KITE_DEFINE_EASE(EaseSineIn, sineEaseIn, EaseSineOut)
KITE_DEFINE_EASE(EaseSineOut, sineEaseOut, EaseSineIn)
KITE_DEFINE_EASE(EaseSineInOut, sineEaseInOut, EaseSineInOut)
// cocos2d-x 3.17 reverses the quadratic, cubic, quartic, quintic and circle eases into their own
// class (In stays In), unlike sine, exponential, back and bounce; Kite keeps that.
KITE_DEFINE_EASE(EaseQuadraticActionIn, quadEaseIn, EaseQuadraticActionIn)
KITE_DEFINE_EASE(EaseQuadraticActionOut, quadEaseOut, EaseQuadraticActionOut)
KITE_DEFINE_EASE(EaseQuadraticActionInOut, quadEaseInOut, EaseQuadraticActionInOut)
KITE_DEFINE_EASE(EaseCubicActionIn, cubicEaseIn, EaseCubicActionIn)
KITE_DEFINE_EASE(EaseCubicActionOut, cubicEaseOut, EaseCubicActionOut)
KITE_DEFINE_EASE(EaseCubicActionInOut, cubicEaseInOut, EaseCubicActionInOut)
KITE_DEFINE_EASE(EaseExponentialIn, expoEaseIn, EaseExponentialOut)
KITE_DEFINE_EASE(EaseExponentialOut, expoEaseOut, EaseExponentialIn)
KITE_DEFINE_EASE(EaseExponentialInOut, expoEaseInOut, EaseExponentialInOut)
KITE_DEFINE_EASE(EaseBackIn, backEaseIn, EaseBackOut)
KITE_DEFINE_EASE(EaseBackOut, backEaseOut, EaseBackIn)
KITE_DEFINE_EASE(EaseBackInOut, backEaseInOut, EaseBackInOut)
KITE_DEFINE_EASE(EaseBounceIn, bounceEaseIn, EaseBounceOut)
KITE_DEFINE_EASE(EaseBounceOut, bounceEaseOut, EaseBounceIn)
KITE_DEFINE_EASE(EaseBounceInOut, bounceEaseInOut, EaseBounceInOut)
KITE_DEFINE_EASE(EaseCircleActionIn, circEaseIn, EaseCircleActionIn)
KITE_DEFINE_EASE(EaseCircleActionOut, circEaseOut, EaseCircleActionOut)
KITE_DEFINE_EASE(EaseCircleActionInOut, circEaseInOut, EaseCircleActionInOut)
KITE_DEFINE_EASE(EaseQuarticActionIn, quartEaseIn, EaseQuarticActionIn)
KITE_DEFINE_EASE(EaseQuarticActionOut, quartEaseOut, EaseQuarticActionOut)
KITE_DEFINE_EASE(EaseQuarticActionInOut, quartEaseInOut, EaseQuarticActionInOut)
KITE_DEFINE_EASE(EaseQuinticActionIn, quintEaseIn, EaseQuinticActionIn)
KITE_DEFINE_EASE(EaseQuinticActionOut, quintEaseOut, EaseQuinticActionOut)
KITE_DEFINE_EASE(EaseQuinticActionInOut, quintEaseInOut, EaseQuinticActionInOut)

#undef KITE_DEFINE_EASE

/* -- Elastic eases ------------------------------------------------------------------------------ */

#define KITE_DEFINE_ELASTIC(NAME, CURVE, REVERSE)                                                            \
    NAME* NAME::create(ActionInterval* action, float period) {                                               \
        if (!action) return nullptr;                                                                         \
        auto* ease = new NAME();                                                                             \
        if (!ease->initWithAction(action)) {                                                                 \
            delete ease;                                                                                     \
            return nullptr;                                                                                  \
        }                                                                                                    \
        ease->_period = period;                                                                              \
        ease->autorelease();                                                                                 \
        return ease;                                                                                         \
    }                                                                                                        \
    NAME* NAME::clone() const {                                                                              \
        return create(_inner->clone(), _period);                                                             \
    }                                                                                                        \
    ActionEase* NAME::reverse() const {                                                                      \
        ActionInterval* r = _inner->reverse();                                                               \
        return r ? REVERSE::create(r, _period) : nullptr;                                                    \
    }                                                                                                        \
    float NAME::ease(float t) const {                                                                        \
        return tweenfunc::CURVE(t, _period);                                                                 \
    }

KITE_DEFINE_ELASTIC(EaseElasticIn, elasticEaseIn, EaseElasticOut)
KITE_DEFINE_ELASTIC(EaseElasticOut, elasticEaseOut, EaseElasticIn)
KITE_DEFINE_ELASTIC(EaseElasticInOut, elasticEaseInOut, EaseElasticInOut)

#undef KITE_DEFINE_ELASTIC

/* -- Bezier ease ------------------------------------------------------------------------------------ */

EaseBezierAction* EaseBezierAction::create(ActionInterval* action) {
    if (!action) return nullptr;
    auto* ease = new EaseBezierAction();
    if (!ease->initWithAction(action)) {
        delete ease;
        return nullptr;
    }
    ease->autorelease();
    return ease;
}

void EaseBezierAction::setBezierParamer(float p0, float p1, float p2, float p3) {
    _p0 = p0;
    _p1 = p1;
    _p2 = p2;
    _p3 = p3;
}

EaseBezierAction* EaseBezierAction::clone() const {
    EaseBezierAction* copy = create(_inner->clone());
    if (copy) copy->setBezierParamer(_p0, _p1, _p2, _p3);
    return copy;
}

EaseBezierAction* EaseBezierAction::reverse() const {
    ActionInterval* r = _inner->reverse();
    EaseBezierAction* reversed = r ? create(r) : nullptr;
    if (reversed) reversed->setBezierParamer(_p3, _p2, _p1, _p0);
    return reversed;
}

float EaseBezierAction::ease(float t) const {
    return tweenfunc::bezierAt(_p0, _p1, _p2, _p3, t);
}

} // namespace cc
