// tests/engine/actions/ActionEaseTests.cpp — eased progress at given times, reverse and clone.
#include "actions/ActionEase.h"
#include "actions/ActionTransform.h"
#include "actions/TweenFunction.h"
#include "base/RefPtr.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

#include <type_traits>

#include <cmath>

namespace {
class ActionEase : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        node = cc::Node::create();
        scene->addChild(node);
    }
    float xAfter(cc::ActionInterval* action, float seconds) {
        node->setPosition(0, 0);
        node->runAction(action);
        step(seconds);
        float x = node->getPositionX();
        node->stopAllActions();
        return x;
    }
    cc::MoveBy* move() { return cc::MoveBy::create(1.0f, cc::Vec2(100, 0)); }
    cc::Node* node = nullptr;
};
} // namespace

TEST_F(ActionEase, RateEases) {
    EXPECT_NEAR(xAfter(cc::EaseIn::create(move(), 2.0f), 0.5f), 25.0f, 1e-4f);
    EXPECT_NEAR(xAfter(cc::EaseOut::create(move(), 2.0f), 0.25f), 50.0f, 1e-4f);
    EXPECT_NEAR(xAfter(cc::EaseInOut::create(move(), 2.0f), 0.25f), 12.5f, 1e-4f);
    EXPECT_NEAR(xAfter(cc::EaseInOut::create(move(), 2.0f), 0.75f), 87.5f, 1e-4f);
}

TEST_F(ActionEase, APlainEaseRateActionKeepsItsRateAndTheInnerPace) {
    cc::RefPtr<cc::EaseRateAction> plain(cc::EaseRateAction::create(move(), 3.0f));
    EXPECT_FLOAT_EQ(plain->getRate(), 3.0f);
    EXPECT_FLOAT_EQ(plain->clone()->getRate(), 3.0f);
    EXPECT_FLOAT_EQ(plain->reverse()->getRate(), 3.0f);
    EXPECT_NEAR(xAfter(plain->clone(), 0.25f), 25.0f, 1e-4f);
    EXPECT_NEAR(xAfter(plain->reverse(), 0.25f), -25.0f, 1e-4f);
    EXPECT_EQ(cc::EaseRateAction::create(nullptr, 2.0f), nullptr);
}

TEST_F(ActionEase, NamedEasesAtMidpointsAndEnds) {
    EXPECT_NEAR(xAfter(cc::EaseSineInOut::create(move()), 0.5f), 50.0f, 1e-3f);
    EXPECT_NEAR(xAfter(cc::EaseQuadraticActionIn::create(move()), 0.5f), 25.0f, 1e-3f);
    EXPECT_NEAR(xAfter(cc::EaseCubicActionOut::create(move()), 0.5f), 87.5f, 1e-3f);
    EXPECT_LT(xAfter(cc::EaseBackIn::create(move()), 0.25f), 0.0f); // pulls back first
    EXPECT_NEAR(xAfter(cc::EaseBackIn::create(move()), 0.25f), -6.4131f, 1e-3f);
    EXPECT_NEAR(xAfter(cc::EaseBounceOut::create(move()), 1.0f), 100.0f, 1e-3f);
    EXPECT_NEAR(xAfter(cc::EaseElasticOut::create(move()), 1.0f), 100.0f, 1e-3f);
    EXPECT_NEAR(xAfter(cc::EaseExponentialIn::create(move()), 1.0f), 100.0f, 1e-3f);
}

TEST_F(ActionEase, ReverseMirrorsTheCurveAndCloneKeepsParameters) {
    EXPECT_NE(dynamic_cast<cc::EaseSineOut*>(cc::EaseSineIn::create(move())->reverse()), nullptr);
    EXPECT_NE(dynamic_cast<cc::EaseBounceIn*>(cc::EaseBounceOut::create(move())->reverse()), nullptr);
    cc::EaseIn* in = cc::EaseIn::create(move(), 4.0f);
    EXPECT_FLOAT_EQ(in->clone()->getRate(), 4.0f);
    EXPECT_FLOAT_EQ(in->reverse()->getRate(), 0.25f);
    cc::EaseElasticIn* elastic = cc::EaseElasticIn::create(move(), 0.45f);
    EXPECT_FLOAT_EQ(static_cast<cc::EaseElastic*>(elastic->reverse())->getPeriod(), 0.45f);
    node->runAction(cc::EaseSineIn::create(move())->reverse());
    step(1.0f);
    EXPECT_NEAR(node->getPositionX(), -100.0f, 1e-4f);
    EXPECT_EQ(cc::EaseSineIn::create(cc::MoveTo::create(1.0f, cc::Vec2::ZERO))->reverse(), nullptr);
}

TEST_F(ActionEase, CircleQuarticAndQuinticEases) {
    EXPECT_NEAR(xAfter(cc::EaseCircleActionIn::create(move()), 0.5f), 100.0f * (1.0f - std::sqrt(0.75f)),
                1e-3f);
    EXPECT_NEAR(xAfter(cc::EaseCircleActionOut::create(move()), 0.5f), 100.0f * std::sqrt(0.75f), 1e-3f);
    EXPECT_NEAR(xAfter(cc::EaseCircleActionInOut::create(move()), 0.25f), 50.0f * (1.0f - std::sqrt(0.75f)),
                1e-3f);
    EXPECT_NEAR(xAfter(cc::EaseQuarticActionIn::create(move()), 0.5f), 6.25f, 1e-3f);
    EXPECT_NEAR(xAfter(cc::EaseQuarticActionOut::create(move()), 0.5f), 93.75f, 1e-3f);
    EXPECT_NEAR(xAfter(cc::EaseQuarticActionInOut::create(move()), 0.25f), 3.125f, 1e-3f);
    EXPECT_NEAR(xAfter(cc::EaseQuarticActionInOut::create(move()), 0.75f), 96.875f, 1e-3f);
    EXPECT_NEAR(xAfter(cc::EaseQuinticActionIn::create(move()), 0.5f), 3.125f, 1e-3f);
    EXPECT_NEAR(xAfter(cc::EaseQuinticActionOut::create(move()), 0.5f), 96.875f, 1e-3f);
    EXPECT_NEAR(xAfter(cc::EaseQuinticActionInOut::create(move()), 0.75f), 98.4375f, 1e-3f);
    // cocos2d-x 3.17 reverses these into their own class
    EXPECT_NE(dynamic_cast<cc::EaseCircleActionIn*>(cc::EaseCircleActionIn::create(move())->reverse()),
              nullptr);
    EXPECT_NE(dynamic_cast<cc::EaseQuarticActionOut*>(cc::EaseQuarticActionOut::create(move())->reverse()),
              nullptr);
    EXPECT_NE(dynamic_cast<cc::EaseCubicActionIn*>(cc::EaseCubicActionIn::create(move())->reverse()),
              nullptr);
    EXPECT_NE(dynamic_cast<cc::EaseSineOut*>(cc::EaseSineIn::create(move())->reverse()), nullptr);
    EXPECT_NE(
        dynamic_cast<cc::EaseQuinticActionInOut*>(cc::EaseQuinticActionInOut::create(move())->reverse()),
        nullptr);
    static_assert(std::is_base_of<cc::EaseBounce, cc::EaseBounceInOut>::value,
                  "the bounces share EaseBounce");
}

TEST_F(ActionEase, BezierEaseShapesProgressAndReversesItsParameters) {
    cc::RefPtr<cc::EaseBezierAction> bezier(cc::EaseBezierAction::create(move())); // kept across frames
    bezier->setBezierParamer(0.0f, 0.5f, 1.0f, 1.0f);
    // 3 * 0.5 * 0.25 * 0.5 + 3 * 0.25 * 0.5 * 1 + 0.125 * 1 = 0.6875
    EXPECT_NEAR(xAfter(bezier->clone(), 0.5f), 68.75f, 1e-3f);
    node->setPosition(0, 0);
    node->runAction(bezier->reverse()); // parameters 1, 1, 0.5, 0: 0.125 + 0.375 + 0.1875 = 0.6875 of -100
    step(0.5f);
    EXPECT_NEAR(node->getPositionX(), -68.75f, 1e-3f);
    node->stopAllActions();
    EXPECT_NEAR(xAfter(cc::EaseBezierAction::create(move()), 1.0f), 0.0f, 1e-3f) << "parameters default to 0";
}

TEST_F(ActionEase, ElasticPeriodChangesTheCurve) {
    cc::RefPtr<cc::EaseElasticOut> elastic(cc::EaseElasticOut::create(move()));
    EXPECT_FLOAT_EQ(elastic->getPeriod(), 0.3f);
    const float defaultPeriod = xAfter(elastic->clone(), 0.2f);
    elastic->setPeriod(0.6f);
    const float longPeriod = xAfter(elastic->clone(), 0.2f);
    EXPECT_NEAR(defaultPeriod,
                100.0f * (std::pow(2.0f, -2.0f) * std::sin((0.2f - 0.075f) * 6.2831853f / 0.3f) + 1.0f),
                1e-2f);
    EXPECT_NEAR(longPeriod,
                100.0f * (std::pow(2.0f, -2.0f) * std::sin((0.2f - 0.15f) * 6.2831853f / 0.6f) + 1.0f),
                1e-2f);
}

TEST_F(ActionEase, ElasticInOutWithPeriodZeroUsesCocossFallback) {
    EXPECT_NEAR(cc::tweenfunc::elasticEaseInOut(0.3f, 0.0f), cc::tweenfunc::elasticEaseInOut(0.3f, 0.45f),
                1e-6f);
    EXPECT_TRUE(std::isfinite(xAfter(cc::EaseElasticInOut::create(move(), 0.0f), 0.3f)));
}

TEST(TweenFunction, EveryCurveStartsAtZeroAndEndsAtOne) {
    using namespace cc::tweenfunc;
    float (*curves[])(float) = {linear,        sineEaseIn,    sineEaseOut,   sineEaseInOut,   quadEaseIn,
                                quadEaseOut,   quadEaseInOut, cubicEaseIn,   cubicEaseOut,    cubicEaseInOut,
                                expoEaseIn,    expoEaseOut,   expoEaseInOut, backEaseIn,      backEaseOut,
                                backEaseInOut, bounceEaseIn,  bounceEaseOut, bounceEaseInOut, circEaseIn,
                                circEaseOut,   circEaseInOut, quartEaseIn,   quartEaseOut,    quartEaseInOut,
                                quintEaseIn,   quintEaseOut,  quintEaseInOut};
    for (auto curve : curves) {
        EXPECT_NEAR(curve(0.0f), 0.0f, 1e-3f);
        EXPECT_NEAR(curve(1.0f), 1.0f, 1e-3f);
    }
    for (float period : {0.3f, 0.5f}) {
        EXPECT_FLOAT_EQ(elasticEaseIn(0.0f, period), 0.0f);
        EXPECT_FLOAT_EQ(elasticEaseOut(1.0f, period), 1.0f);
        EXPECT_FLOAT_EQ(elasticEaseInOut(1.0f, period), 1.0f);
    }
    EXPECT_FLOAT_EQ(easeIn(0.5f, 3.0f), 0.125f);
    EXPECT_NEAR(bounceEaseOut(0.5f), 0.765625f, 1e-5f);
}
