// tests/engine/scene/ParallaxNodeTests.cpp — children placed at their ratio of the node's position.
#include "scene/ParallaxNode.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

namespace {
class ParallaxNodeTest : public kite::test::EngineTest {};
} // namespace

TEST_F(ParallaxNodeTest, PlacesChildrenAtTheirRatioOfTheAbsolutePosition) {
    cc::Node* holder = cc::Node::create();
    holder->setPosition(10, 0);
    scene->addChild(holder);
    cc::ParallaxNode* parallax = cc::ParallaxNode::create();
    parallax->setPosition(100, 50);
    holder->addChild(parallax);
    cc::Node* still = cc::Node::create();
    cc::Node* half = cc::Node::create();
    parallax->addChild(still, 0, cc::Vec2(0, 0), cc::Vec2(5, 6));
    parallax->addChild(half, 2, cc::Vec2(0.5f, 0.5f), cc::Vec2(0, 0));
    EXPECT_EQ(half->getPosition(), cc::Vec2(50, 25)); // added: the node's own position x ratio + offset
    EXPECT_EQ(half->getLocalZOrder(), 2);
    ASSERT_EQ(parallax->getParallaxArray().size(), 2u);
    EXPECT_EQ(parallax->getParallaxArray()[1].ratio, cc::Vec2(0.5f, 0.5f));

    step(1.0f / 60.0f); // the visit places them against the absolute position (110, 50)
    EXPECT_EQ(still->getPosition(), cc::Vec2(-110 + 5, -50 + 6));
    EXPECT_EQ(half->getPosition(), cc::Vec2(-55, -25));
    EXPECT_EQ(cc::PointApplyAffineTransform(cc::Vec2::ZERO, still->getVisitTransform()), cc::Vec2(5, 6));

    parallax->setPosition(40, 50);
    step(1.0f / 60.0f);
    EXPECT_EQ(cc::PointApplyAffineTransform(cc::Vec2::ZERO, still->getVisitTransform()), cc::Vec2(5, 6));
    EXPECT_EQ(cc::PointApplyAffineTransform(cc::Vec2::ZERO, half->getVisitTransform()), cc::Vec2(25, 25));
}

TEST_F(ParallaxNodeTest, RemovedChildrenLeaveTheListAndAreReleased) {
    cc::ParallaxNode* parallax = cc::ParallaxNode::create();
    scene->addChild(parallax);
    cc::Node* a = cc::Node::create();
    cc::Node* b = cc::Node::create();
    parallax->addChild(a, 0, cc::Vec2(1, 1), cc::Vec2::ZERO);
    parallax->addChild(b, 0, cc::Vec2(1, 1), cc::Vec2::ZERO);
    a->removeFromParent();
    ASSERT_EQ(parallax->getParallaxArray().size(), 1u);
    EXPECT_EQ(parallax->getParallaxArray()[0].child.get(), b);
    parallax->removeAllChildren();
    EXPECT_TRUE(parallax->getParallaxArray().empty());
    EXPECT_EQ(parallax->getChildrenCount(), 0);
    step(1.0f / 60.0f); // both die with the pool (the census after the test would catch a leak)
}

TEST_F(ParallaxNodeTest, OtherAddChildFormsAreRefused) {
    kite::test::ScopedAssertCapture asserts;
    cc::ParallaxNode* parallax = cc::ParallaxNode::create();
    parallax->addChild(cc::Node::create());
    parallax->addChild(cc::Node::create(), 1);
    parallax->addChild(cc::Node::create(), 1, 7);
    parallax->addChild(cc::Node::create(), 1, "name");
    EXPECT_EQ(asserts.count(), 4);
    EXPECT_EQ(parallax->getChildrenCount(), 0);
    cc::Node* child = cc::Node::create();
    parallax->addChild(child, 0, cc::Vec2(1, 1), cc::Vec2::ZERO);
    parallax->addChild(child, 0, cc::Vec2(1, 1), cc::Vec2::ZERO); // already a child
    EXPECT_EQ(asserts.count(), 5);
    EXPECT_EQ(parallax->getParallaxArray().size(), 1u);
}
