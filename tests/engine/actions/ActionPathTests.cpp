// tests/engine/actions/ActionPathTests.cpp — jumps, Bezier curves and splines at given times, against
// cocos2d-x 3.17's formulas worked out by hand.
#include "actions/ActionPath.h"
#include "actions/ActionTransform.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

namespace {
class ActionPath : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        node = cc::Node::create();
        scene->addChild(node);
    }
    void expectAt(float x, float y, const char* what) {
        EXPECT_NEAR(node->getPositionX(), x, 1e-3f) << what;
        EXPECT_NEAR(node->getPositionY(), y, 1e-3f) << what;
    }
    cc::Node* node = nullptr;
};

cc::ccBezierConfig arch() { // up, across and down: (0,0) -> (100,0) through (0,100), (100,100)
    cc::ccBezierConfig c;
    c.controlPoint_1 = cc::Vec2(0, 100);
    c.controlPoint_2 = cc::Vec2(100, 100);
    c.endPosition = cc::Vec2(100, 0);
    return c;
}

const std::vector<cc::Vec2> kCorner{{0, 0}, {100, 0}, {100, 100}};
} // namespace

TEST_F(ActionPath, JumpByHopsOnParabolas) {
    node->runAction(cc::JumpBy::create(1.0f, cc::Vec2(100, 0), 50.0f, 2));
    step(0.125f);
    expectAt(12.5f, 37.5f, "a quarter into the first hop: 50 * 4 * 0.25 * 0.75");
    step(0.125f);
    expectAt(25.0f, 50.0f, "top of the first hop");
    step(0.25f);
    expectAt(50.0f, 0.0f, "between hops");
    step(0.5f);
    expectAt(100.0f, 0.0f, "landed");
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
}

TEST_F(ActionPath, JumpToAddsTheRiseAndHasNoReverse) {
    node->setPosition(10, 0);
    node->runAction(cc::JumpTo::create(1.0f, cc::Vec2(110, 20), 10.0f, 1));
    step(0.5f);
    expectAt(60.0f, 20.0f, "10 * 4 * 0.25 + 20 * 0.5");
    step(0.5f);
    expectAt(110.0f, 20.0f, "end");
    EXPECT_EQ(cc::JumpTo::create(1.0f, cc::Vec2::ZERO, 1.0f, 1)->reverse(), nullptr);
}

TEST_F(ActionPath, JumpByStacksWithAMoveAndReverses) {
    node->runAction(cc::JumpBy::create(1.0f, cc::Vec2(100, 0), 50.0f, 1));
    node->runAction(cc::MoveBy::create(1.0f, cc::Vec2(0, 10)));
    step(1.0f);
    expectAt(100.0f, 10.0f, "both deltas kept");
    node->runAction(cc::JumpBy::create(1.0f, cc::Vec2(100, 0), 50.0f, 1)->reverse());
    step(0.5f);
    expectAt(50.0f, 60.0f, "the reverse hops back with the same height");
    step(0.5f);
    expectAt(0.0f, 10.0f, "back");
}

TEST_F(ActionPath, BezierByFollowsTheCurveAndItsReverseComesBack) {
    node->runAction(cc::BezierBy::create(1.0f, arch()));
    step(0.5f);
    expectAt(50.0f, 75.0f, "3/8 * 100 + 1/8 * 100 across, 3/8 + 3/8 of 100 up");
    step(0.5f);
    expectAt(100.0f, 0.0f, "end");
    node->runAction(cc::BezierBy::create(1.0f, arch())->reverse());
    step(0.25f);
    // reverse: end (-100, 0), controls (0, 100) and (-100, 100), from (100, 0)
    expectAt(84.375f, 56.25f, "a quarter back: x 100 - (3 * t^2 * (1-t) + t^3) * 100");
    step(0.75f);
    expectAt(0.0f, 0.0f, "the reverse ends where the curve began");
}

TEST_F(ActionPath, BezierToUsesAbsolutePointsAndHasNoReverse) {
    node->setPosition(10, 10);
    cc::ccBezierConfig c = arch();
    c.controlPoint_1 += cc::Vec2(10, 10);
    c.controlPoint_2 += cc::Vec2(10, 10);
    c.endPosition += cc::Vec2(10, 10);
    node->runAction(cc::BezierTo::create(1.0f, c));
    step(0.5f);
    expectAt(60.0f, 85.0f, "half way");
    step(0.5f);
    expectAt(110.0f, 10.0f, "end");
    EXPECT_EQ(cc::BezierTo::create(1.0f, c)->reverse(), nullptr);
}

TEST_F(ActionPath, CardinalSplineToMatchesTheSplineFormula) {
    node->runAction(cc::CardinalSplineTo::create(1.0f, kCorner, 0.0f));
    step(0.25f);
    // segment 0 at lt 0.5 with s = 0.5: b3 = 0.5625, b4 = -0.0625
    expectAt(50.0f, -6.25f, "the spline swings out before the corner");
    step(0.25f);
    expectAt(100.0f, 0.0f, "at the middle control point");
    step(0.5f);
    expectAt(100.0f, 100.0f, "at the last point");
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
}

TEST_F(ActionPath, CatmullRomIsTensionOneHalf) {
    node->runAction(cc::CatmullRomTo::create(1.0f, kCorner));
    step(0.25f);
    expectAt(50.0f, -3.125f, "s = 0.25");
    cc::Vec2 p = cc::cardinalSplineAt(cc::Vec2(0, 0), cc::Vec2(0, 0), cc::Vec2(100, 0), cc::Vec2(100, 100),
                                      0.5f, 0.5f);
    EXPECT_NEAR(p.y, -3.125f, 1e-4f);
    auto* rom = cc::CatmullRomTo::create(1.0f, kCorner);
    EXPECT_FLOAT_EQ(rom->getTension(), 0.5f);
    EXPECT_EQ(rom->reverse()->getPoints(), (std::vector<cc::Vec2>{{100, 100}, {100, 0}, {0, 0}}));
    EXPECT_NE(dynamic_cast<cc::CatmullRomTo*>(rom->clone()), nullptr);
}

TEST_F(ActionPath, CardinalSplineByIsRelativeAndItsReverseRetracesThePath) {
    node->setPosition(10, 10);
    auto* spline = cc::CardinalSplineBy::create(1.0f, kCorner, 0.0f);
    node->runAction(spline);
    step(0.25f);
    expectAt(60.0f, 3.75f, "the same curve moved by the start");
    step(0.75f);
    expectAt(110.0f, 110.0f, "end");
    cc::CardinalSplineBy* back = cc::CardinalSplineBy::create(1.0f, kCorner, 0.0f)->reverse();
    EXPECT_EQ(back->getPoints(), (std::vector<cc::Vec2>{{0, 0}, {0, -100}, {-100, -100}}));
    node->runAction(back);
    step(0.5f);
    expectAt(110.0f, 10.0f, "back at the corner");
    step(0.5f);
    expectAt(10.0f, 10.0f, "back at the start");
    EXPECT_NE(dynamic_cast<cc::CatmullRomBy*>(cc::CatmullRomBy::create(1.0f, kCorner)->reverse()), nullptr);
}

TEST_F(ActionPath, SplinesStackWithOtherMoves) {
    node->runAction(cc::CardinalSplineTo::create(1.0f, kCorner, 1.0f)); // tension 1: straight lines
    node->runAction(cc::MoveBy::create(1.0f, cc::Vec2(0, -50)));
    step(0.25f);
    expectAt(50.0f, -12.5f, "the move's first step is kept");
    step(0.75f);
    expectAt(100.0f, 50.0f, "and all of it at the end");
}

TEST_F(ActionPath, ASplineNeedsAPointAndOnePointHoldsStill) {
    {
        kite::test::ScopedAssertCapture asserts;
        EXPECT_EQ(cc::CardinalSplineTo::create(1.0f, {}, 0.0f), nullptr);
        EXPECT_TRUE(asserts.contains("at least one point"));
    }
    node->runAction(cc::CatmullRomTo::create(1.0f, {cc::Vec2(5, 6)}));
    step(0.5f);
    expectAt(5.0f, 6.0f, "a single point");
    step(0.5f);
    expectAt(5.0f, 6.0f, "a single point at the end");
}

TEST_F(ActionPath, ClonesStartFreshOnAnotherNode) {
    auto* jump = cc::JumpBy::create(1.0f, cc::Vec2(10, 0), 5.0f, 1);
    auto* bezier = cc::BezierBy::create(1.0f, arch());
    auto* spline = cc::CardinalSplineBy::create(1.0f, kCorner, 0.0f);
    cc::Node* other = cc::Node::create();
    scene->addChild(other);
    other->setPosition(1000, 1000);
    other->runAction(jump->clone());
    other->runAction(bezier->clone());
    other->runAction(spline->clone());
    step(1.0f);
    EXPECT_EQ(other->getPosition(), cc::Vec2(1210, 1100));
}
