// tests/engine/actions/ActionTransformTests.cpp — positions, angles and scales at given times.
#include "actions/ActionTransform.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

namespace {
class ActionTransform : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        node = cc::Node::create();
        scene->addChild(node);
    }
    cc::Node* node = nullptr;
};
} // namespace

TEST_F(ActionTransform, MoveByReachesExactPositionsWithAFixedStep) {
    node->runAction(cc::MoveBy::create(1.0f, cc::Vec2(100, -40)));
    std::vector<cc::Vec2> seen;
    for (int i = 0; i < 4; ++i) {
        step(0.25f);
        seen.push_back(node->getPosition());
    }
    EXPECT_EQ(seen, (std::vector<cc::Vec2>{{25, -10}, {50, -20}, {75, -30}, {100, -40}}));
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
    step(0.25f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(100, -40));
}

TEST_F(ActionTransform, MoveToFromTheCurrentPosition) {
    node->setPosition(10, 10);
    node->runAction(cc::MoveTo::create(2.0f, cc::Vec2(110, 10)));
    step(0.5f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(35, 10));
    step(0.5f, 3);
    EXPECT_EQ(node->getPosition(), cc::Vec2(110, 10));
}

TEST_F(ActionTransform, MoveBysStack) {
    node->runAction(cc::MoveBy::create(1.0f, cc::Vec2(100, 0)));
    node->runAction(cc::MoveBy::create(1.0f, cc::Vec2(0, 100)));
    step(0.5f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(50, 50));
    step(0.5f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(100, 100));
}

TEST_F(ActionTransform, MoveByReverseAndMoveToHasNone) {
    cc::MoveBy* reversed = cc::MoveBy::create(1.0f, cc::Vec2(10, 20))->reverse();
    node->runAction(reversed);
    step(1.0f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(-10, -20));
    EXPECT_EQ(cc::MoveTo::create(1.0f, cc::Vec2::ZERO)->reverse(), nullptr);
}

TEST_F(ActionTransform, RotateByAndRotateToTheShortWay) {
    node->runAction(cc::RotateBy::create(1.0f, 90.0f));
    step(0.25f);
    EXPECT_FLOAT_EQ(node->getRotation(), 22.5f);
    step(0.75f);
    EXPECT_FLOAT_EQ(node->getRotation(), 90.0f);
    node->setRotation(0.0f);
    node->runAction(cc::RotateTo::create(1.0f, 270.0f)); // -90 is shorter
    step(0.5f);
    EXPECT_FLOAT_EQ(node->getRotation(), -45.0f);
    step(0.5f);
    EXPECT_FLOAT_EQ(node->getRotation(), -90.0f);
}

TEST_F(ActionTransform, RotateByAndRotateToTurnEachRotationSkew) {
    node->runAction(cc::RotateBy::create(1.0f, 90.0f, -40.0f));
    step(0.5f);
    EXPECT_FLOAT_EQ(node->getRotationSkewX(), 45.0f);
    EXPECT_FLOAT_EQ(node->getRotationSkewY(), -20.0f);
    step(0.5f);
    node->runAction(cc::RotateBy::create(1.0f, 90.0f, -40.0f)->reverse());
    step(1.0f);
    EXPECT_FLOAT_EQ(node->getRotationSkewX(), 0.0f);
    EXPECT_FLOAT_EQ(node->getRotationSkewY(), 0.0f);
    node->runAction(cc::RotateTo::create(1.0f, 270.0f, 20.0f)->clone()); // X: -90 is shorter
    step(0.5f);
    EXPECT_FLOAT_EQ(node->getRotationSkewX(), -45.0f);
    EXPECT_FLOAT_EQ(node->getRotationSkewY(), 10.0f);
    step(0.5f);
    EXPECT_FLOAT_EQ(node->getRotationSkewX(), -90.0f);
    EXPECT_FLOAT_EQ(node->getRotationSkewY(), 20.0f);
}

TEST_F(ActionTransform, ScaleToAndScaleBy) {
    node->runAction(cc::ScaleTo::create(1.0f, 2.0f));
    step(0.5f);
    EXPECT_FLOAT_EQ(node->getScale(), 1.5f);
    step(0.5f);
    EXPECT_FLOAT_EQ(node->getScale(), 2.0f);
    node->runAction(cc::ScaleBy::create(1.0f, 3.0f, 0.5f));
    step(1.0f);
    EXPECT_FLOAT_EQ(node->getScaleX(), 6.0f);
    EXPECT_FLOAT_EQ(node->getScaleY(), 1.0f);
    node->runAction(cc::ScaleBy::create(1.0f, 3.0f, 0.5f)->reverse());
    step(1.0f);
    EXPECT_FLOAT_EQ(node->getScaleX(), 2.0f);
    EXPECT_FLOAT_EQ(node->getScaleY(), 2.0f);
}

TEST_F(ActionTransform, CloneStartsFresh) {
    cc::MoveBy* original = cc::MoveBy::create(1.0f, cc::Vec2(10, 0));
    node->runAction(original);
    step(0.5f);
    cc::MoveBy* copy = original->clone();
    EXPECT_EQ(copy->getTarget(), nullptr);
    EXPECT_FLOAT_EQ(copy->getDuration(), 1.0f);
    EXPECT_FLOAT_EQ(copy->getElapsed(), 0.0f);
}

TEST_F(ActionTransform, SkewToTheShortWayFromAFoldedStart) {
    node->runAction(cc::SkewTo::create(1.0f, 30.0f, -20.0f));
    step(0.5f);
    EXPECT_FLOAT_EQ(node->getSkewX(), 15.0f);
    EXPECT_FLOAT_EQ(node->getSkewY(), -10.0f);
    step(0.5f);
    EXPECT_FLOAT_EQ(node->getSkewX(), 30.0f);
    node->setSkewX(200.0f); // folded to 20 at start, like cocos2d-x
    node->setSkewY(170.0f); // to -170 the short way: +20
    node->runAction(cc::SkewTo::create(1.0f, 30.0f, -170.0f));
    step(0.5f);
    EXPECT_FLOAT_EQ(node->getSkewX(), 25.0f);
    EXPECT_FLOAT_EQ(node->getSkewY(), 180.0f);
    EXPECT_EQ(cc::SkewTo::create(1.0f, 0.0f, 0.0f)->reverse(), nullptr);
}

TEST_F(ActionTransform, SkewByAddsAndReverses) {
    node->setSkewX(5.0f);
    node->runAction(cc::SkewBy::create(1.0f, 10.0f, 20.0f));
    step(1.0f);
    EXPECT_FLOAT_EQ(node->getSkewX(), 15.0f);
    EXPECT_FLOAT_EQ(node->getSkewY(), 20.0f);
    node->runAction(cc::SkewBy::create(1.0f, 10.0f, 20.0f)->reverse());
    step(1.0f);
    EXPECT_FLOAT_EQ(node->getSkewX(), 5.0f);
    EXPECT_FLOAT_EQ(node->getSkewY(), 0.0f);
    EXPECT_NE(dynamic_cast<cc::SkewBy*>(cc::SkewBy::create(1.0f, 1.0f, 1.0f)->clone()), nullptr);
}

TEST_F(ActionTransform, ResizeToAndResizeByChangeTheContentSize) {
    node->setContentSize(cc::Size(10, 10));
    node->runAction(cc::ResizeTo::create(1.0f, cc::Size(100, 50)));
    step(0.5f);
    EXPECT_EQ(node->getContentSize(), cc::Size(55, 30));
    step(0.5f);
    EXPECT_EQ(node->getContentSize(), cc::Size(100, 50));
    EXPECT_EQ(cc::ResizeTo::create(1.0f, cc::Size(1, 1))->reverse(), nullptr);
    node->runAction(cc::ResizeBy::create(1.0f, cc::Size(10, -10)));
    step(0.5f);
    EXPECT_EQ(node->getContentSize(), cc::Size(105, 45));
    step(0.5f);
    node->runAction(cc::ResizeBy::create(1.0f, cc::Size(10, -10))->reverse());
    step(1.0f);
    EXPECT_EQ(node->getContentSize(), cc::Size(100, 50));
}
