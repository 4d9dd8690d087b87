// tests/engine/scene/ClippingRectangleNodeTests.cpp
#include "scene/ClippingRectangleNode.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

namespace {

using ClippingRectangleNodeTest = kite::test::EngineTest;

TEST_F(ClippingRectangleNodeTest, RegionAndSwitch) {
    cc::ClippingRectangleNode* node = cc::ClippingRectangleNode::create();
    EXPECT_EQ(node->getClippingRegion(), cc::Rect::ZERO);
    EXPECT_TRUE(node->isClippingEnabled());
    node->setClippingEnabled(false);
    EXPECT_FALSE(node->isClippingEnabled());
    cc::ClippingRectangleNode* made = cc::ClippingRectangleNode::create(cc::Rect(1, 2, 3, 4));
    EXPECT_EQ(made->getClippingRegion(), cc::Rect(1, 2, 3, 4));
}

// cocos2d-x's scissor rule: the origin through the node's transform, the size scaled by the scales
// of the node and its ancestors.
TEST_F(ClippingRectangleNodeTest, TheWorldRectangleFollowsCocosScissorRule) {
    cc::Node* parent = cc::Node::create();
    parent->setPosition(100, 50);
    parent->setScale(2.0f);
    cc::ClippingRectangleNode* node = cc::ClippingRectangleNode::create(cc::Rect(10, 5, 20, 30));
    node->setPosition(4, 6);
    node->setScaleX(0.5f);
    parent->addChild(node);
    scene->addChild(parent);
    step(0.1f);
    const cc::Rect world = node->getWorldClippingRect();
    EXPECT_FLOAT_EQ(world.origin.x, 100.0f + 2.0f * (4.0f + 0.5f * 10.0f));
    EXPECT_FLOAT_EQ(world.origin.y, 50.0f + 2.0f * (6.0f + 5.0f));
    EXPECT_FLOAT_EQ(world.size.width, 20.0f * 0.5f * 2.0f);
    EXPECT_FLOAT_EQ(world.size.height, 30.0f * 2.0f);
}

} // namespace
