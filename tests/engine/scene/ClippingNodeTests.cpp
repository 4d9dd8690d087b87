// tests/engine/scene/ClippingNodeTests.cpp
#include "scene/ClippingNode.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using ClippingNodeTest = kite::test::EngineTest;

TEST_F(ClippingNodeTest, DefaultsAsCocos) {
    cc::ClippingNode* clip = cc::ClippingNode::create();
    EXPECT_EQ(clip->getStencil(), nullptr);
    EXPECT_FLOAT_EQ(clip->getAlphaThreshold(), 1.0f);
    EXPECT_FALSE(clip->isInverted());
    EXPECT_FALSE(clip->hasContent());
    clip->addChild(cc::Node::create());
    EXPECT_TRUE(clip->hasContent());
    clip->setAlphaThreshold(0.25f);
    clip->setInverted(true);
    EXPECT_FLOAT_EQ(clip->getAlphaThreshold(), 0.25f);
    EXPECT_TRUE(clip->isInverted());
}

TEST_F(ClippingNodeTest, TheStencilIsRetainedVisitedWithTheNodeAndNotAChild) {
    cc::Node* stencil = cc::Node::create();
    stencil->setPosition(3, 4);
    cc::ClippingNode* clip = cc::ClippingNode::create(stencil);
    EXPECT_EQ(clip->getStencil(), stencil);
    EXPECT_EQ(stencil->getParent(), nullptr);
    EXPECT_EQ(clip->getChildrenCount(), 0);
    clip->setPosition(10, 20);
    scene->addChild(clip);
    step(0.1f); // the autorelease pool drains: the clipping node holds the stencil
    EXPECT_FLOAT_EQ(stencil->getVisitTransform().tx, 13.0f);
    EXPECT_FLOAT_EQ(stencil->getVisitTransform().ty, 24.0f);
}

TEST_F(ClippingNodeTest, TheStencilEntersAndExitsWithTheNode) {
    std::vector<std::string> events;
    cc::Node* stencil = cc::Node::create();
    stencil->setOnEnterCallback([&events] { events.push_back("stencil enter"); });
    stencil->setOnExitCallback([&events] { events.push_back("stencil exit"); });
    cc::ClippingNode* clip = cc::ClippingNode::create(stencil);
    scene->addChild(clip);
    EXPECT_TRUE(stencil->isRunning());
    clip->removeFromParentAndCleanup(true);
    EXPECT_FALSE(stencil->isRunning());
    scene->addChild(cc::ClippingNode::create()); // a running node takes a stencil: it enters
    auto* running = static_cast<cc::ClippingNode*>(scene->getChildren().back());
    cc::Node* second = cc::Node::create();
    running->setStencil(second);
    EXPECT_TRUE(second->isRunning());
    running->setStencil(nullptr); // the old one exits
    EXPECT_FALSE(second->isRunning());
    const std::vector<std::string> expected{"stencil enter", "stencil exit"};
    EXPECT_EQ(events, expected);
}

} // namespace

namespace {

TEST_F(ClippingNodeTest, AStencilThatHoldsTheNodeIsRefusedOrVisitedOnce) {
    cc::Node* parent = cc::Node::create();
    cc::ClippingNode* clip = cc::ClippingNode::create();
    parent->addChild(clip);
    scene->addChild(parent);
    {
        kite::test::ScopedAssertCapture asserts;
        clip->setStencil(clip);
        clip->setStencil(parent);
        EXPECT_EQ(asserts.count(), 2);
        EXPECT_TRUE(asserts.contains("cannot be the clipping node or one of its ancestors"));
    }
    EXPECT_EQ(clip->getStencil(), nullptr);
    // Nor can the stencil become an ancestor later: the clipping node retains it, and the two would
    // keep each other alive (directly, or with the clipping node deeper in the added tree).
    cc::Node* stencil = cc::Node::create();
    clip->setStencil(stencil);
    clip->removeFromParentAndCleanup(false);
    cc::Node* holder = cc::Node::create();
    holder->addChild(clip);
    {
        kite::test::ScopedAssertCapture asserts;
        stencil->addChild(holder); // the clipping node deeper in the added tree
        clip->removeFromParentAndCleanup(false);
        stencil->addChild(clip);
        EXPECT_EQ(asserts.count(), 2);
        EXPECT_TRUE(asserts.contains("retains this node or an ancestor"));
    }
    EXPECT_EQ(holder->getParent(), nullptr);
    EXPECT_EQ(clip->getParent(), nullptr);
    scene->addChild(stencil);
    step(0.1f);
}

} // namespace
