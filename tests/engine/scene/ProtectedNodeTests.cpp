// tests/engine/scene/ProtectedNodeTests.cpp — protected children: hidden from the child API, alive,
// entered, exited and visited with their node.
#include "events/EventDispatcher.h"
#include "events/EventListenerTouch.h"
#include "events/EventTouch.h"
#include "events/Touch.h"
#include "scene/ProtectedNode.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

class ProtectedNodeTest : public kite::test::EngineTest {};

TEST_F(ProtectedNodeTest, ProtectedChildrenAreNotChildren) {
    auto* holder = cc::ProtectedNode::create();
    auto* renderer = cc::Node::create();
    auto* child = cc::Node::create();
    holder->addProtectedChild(renderer, 0, 5);
    holder->addChild(child, 0, 5);
    EXPECT_EQ(holder->getChildrenCount(), 1);
    EXPECT_EQ(holder->getChildByTag(5), child);
    EXPECT_EQ(holder->getProtectedChildByTag(5), renderer);
    EXPECT_EQ(renderer->getParent(), holder);
    holder->removeAllChildren();
    EXPECT_EQ(holder->getProtectedChildren().size(), 1);
    EXPECT_EQ(renderer->getParent(), holder);
}

TEST_F(ProtectedNodeTest, EnterAndExitReachProtectedChildren) {
    std::vector<std::string> log;
    auto* holder = cc::ProtectedNode::create();
    auto* renderer = cc::Node::create();
    renderer->setOnEnterCallback([&log] { log.push_back("renderer enter"); });
    renderer->setOnExitCallback([&log] { log.push_back("renderer exit"); });
    holder->setOnEnterCallback([&log] { log.push_back("holder enter"); });
    holder->setOnExitCallback([&log] { log.push_back("holder exit"); });
    holder->addProtectedChild(renderer);
    scene->addChild(holder);
    EXPECT_TRUE(renderer->isRunning());
    holder->removeFromParent();
    EXPECT_FALSE(renderer->isRunning());
    EXPECT_EQ(log,
              (std::vector<std::string>{"holder enter", "renderer enter", "renderer exit", "holder exit"}));
    renderer->setOnEnterCallback(nullptr); // the log dies before the nodes' autorelease
    renderer->setOnExitCallback(nullptr);
    holder->setOnEnterCallback(nullptr);
    holder->setOnExitCallback(nullptr);
}

TEST_F(ProtectedNodeTest, AddedWhileRunningEntersAndRemovalExits) {
    auto* holder = cc::ProtectedNode::create();
    scene->addChild(holder);
    auto* renderer = cc::Node::create();
    holder->addProtectedChild(renderer);
    EXPECT_TRUE(renderer->isRunning());
    renderer->removeFromParent(); // reaches removeProtectedChild
    EXPECT_FALSE(renderer->isRunning());
    EXPECT_EQ(renderer->getParent(), nullptr);
    EXPECT_EQ(holder->getProtectedChildren().size(), 0);
}

TEST_F(ProtectedNodeTest, VisitTransformsProtectedChildrenAndSortsThem) {
    auto* holder = cc::ProtectedNode::create();
    holder->setPosition(100, 50);
    auto* a = cc::Node::create();
    auto* b = cc::Node::create();
    a->setPosition(10, 0);
    holder->addProtectedChild(a, 2);
    holder->addProtectedChild(b, 1);
    scene->addChild(holder);
    scene->visit();
    EXPECT_EQ(a->convertToWorldSpace(cc::Vec2::ZERO), cc::Vec2(110, 50));
    EXPECT_EQ(a->getVisitTransform().tx, 110);
    EXPECT_EQ(holder->getProtectedChildren().at(0), b);
    a->setLocalZOrder(0); // reaches reorderProtectedChild
    holder->sortAllProtectedChildren();
    EXPECT_EQ(holder->getProtectedChildren().at(0), a);
}

TEST_F(ProtectedNodeTest, CascadedColourAndOpacityReachProtectedChildren) {
    auto* holder = cc::ProtectedNode::create();
    auto* renderer = cc::Node::create();
    holder->addProtectedChild(renderer);
    holder->setCascadeColorEnabled(true);
    holder->setCascadeOpacityEnabled(true);
    holder->setColor(cc::Color3B(255, 0, 0));
    holder->setOpacity(128);
    EXPECT_EQ(renderer->getDisplayedColor(), cc::Color3B(255, 0, 0));
    EXPECT_EQ(renderer->getDisplayedOpacity(), 128);
}

TEST_F(ProtectedNodeTest, ProtectedChildrenDieWithTheirNode) {
    bool gone = false;
    {
        auto* holder = cc::ProtectedNode::create();
        auto* renderer = cc::Node::create();
        renderer->setOnCleanupCallback([&gone] { gone = true; });
        holder->addProtectedChild(renderer);
        scene->addChild(holder);
        holder->removeFromParent();
    }
    EXPECT_TRUE(gone); // cleaned up with the node; the census checks they are freed
}

// A scroll view's items live in a protected inner container: their listeners must come before the
// holder's own (front-most first), in the order the nodes are drawn.
TEST_F(ProtectedNodeTest, ListenersUnderProtectedChildrenComeInDrawingOrder) {
    std::vector<std::string> order;
    auto listen = [&order, this](cc::Node* node, const std::string& name) {
        auto* listener = cc::EventListenerTouchOneByOne::create();
        listener->onTouchBegan = [&order, name](cc::Touch*, cc::Event*) {
            order.push_back(name);
            return false;
        };
        director->getEventDispatcher()->addEventListenerWithSceneGraphPriority(listener, node);
    };
    auto* holder = cc::ProtectedNode::create();
    auto* below = cc::Node::create();
    auto* inner = cc::Node::create();
    auto* item = cc::Node::create();
    auto* child = cc::Node::create();
    inner->addChild(item);
    holder->addProtectedChild(below, -1);
    holder->addProtectedChild(inner, 1);
    holder->addChild(child);
    scene->addChild(holder);
    listen(holder, "holder");
    listen(below, "below");
    listen(item, "item");
    listen(child, "child");
    auto touch = cc::makeRef<cc::Touch>();
    touch->setTouchInfo(0, 1, 1);
    cc::EventTouch event(cc::EventTouch::EventCode::BEGAN, {touch.get()});
    director->getEventDispatcher()->dispatchEvent(&event);
    EXPECT_EQ(order, (std::vector<std::string>{"child", "item", "holder", "below"}));
}

TEST_F(ProtectedNodeTest, DisableCascadeShowsChildrenAsIfUnderWhiteAndOpaque) {
    auto* holder = cc::ProtectedNode::create();
    auto* renderer = cc::Node::create();
    auto* child = cc::Node::create();
    holder->addProtectedChild(renderer);
    holder->addChild(child);
    holder->setCascadeColorEnabled(true);
    holder->setCascadeOpacityEnabled(true);
    child->setCascadeOpacityEnabled(true);
    holder->setColor(cc::Color3B(100, 50, 200));
    holder->setOpacity(128);
    child->setColor(cc::Color3B(200, 200, 200));
    ASSERT_NE(child->getDisplayedColor(), child->getColor());
    ASSERT_EQ(renderer->getDisplayedOpacity(), 128);
    holder->disableCascadeColor();
    EXPECT_EQ(child->getDisplayedColor(), cc::Color3B(200, 200, 200));
    EXPECT_EQ(renderer->getDisplayedColor(), cc::Color3B::WHITE);
    EXPECT_EQ(holder->getDisplayedColor(), cc::Color3B(100, 50, 200)); // its own stays
    holder->disableCascadeOpacity();
    EXPECT_EQ(holder->getDisplayedOpacity(), 128);
    EXPECT_EQ(child->getDisplayedOpacity(), 255);
    EXPECT_EQ(renderer->getDisplayedOpacity(), 255);
    holder->setOpacity(64); // cascading is still on: the next change reaches them again
    EXPECT_EQ(renderer->getDisplayedOpacity(), 64);
}

} // namespace
