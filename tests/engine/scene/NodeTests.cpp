// tests/engine/scene/NodeTests.cpp — children, identity and z-order.
#include "base/RefPtr.h"
#include "scene/Node.h"
#include "scene/Scene.h"

#include "EngineTest.h"
#include "KiteTestSupport.h"

#include <gtest/gtest.h>

using kite::test::ScopedAssertCapture;

namespace {
std::vector<std::string> names(const cc::Vector<cc::Node*>& children) {
    std::vector<std::string> out;
    for (cc::Node* n : children)
        out.push_back(n->getName());
    return out;
}
cc::Node* named(const char* name) {
    cc::Node* n = cc::Node::create();
    n->setName(name);
    return n;
}
} // namespace

TEST(Node, CreateIsAutoreleasedWithOneReference) {
    cc::Node* node = cc::Node::create();
    EXPECT_EQ(node->getReferenceCount(), 1u);
    EXPECT_EQ(node->getTag(), cc::INVALID_TAG);
    EXPECT_EQ(node->getParent(), nullptr);
    EXPECT_FALSE(node->isRunning());
}

TEST(Node, AddChildRetainsAndRemoveReleases) {
    auto parent = cc::RefPtr<cc::Node>(cc::Node::create());
    cc::Node* child = cc::Node::create();
    parent->addChild(child);
    EXPECT_EQ(child->getReferenceCount(), 2u);
    EXPECT_EQ(child->getParent(), parent.get());
    EXPECT_EQ(parent->getChildrenCount(), 1);
    child->retain();
    parent->removeChild(child);
    EXPECT_EQ(child->getParent(), nullptr);
    EXPECT_EQ(child->getReferenceCount(), 2u); // the test's retain plus the pending autorelease
    child->release();
}

TEST(Node, AddChildOverloadsSetZTagAndName) {
    auto parent = cc::RefPtr<cc::Node>(cc::Node::create());
    cc::Node* a = named("a");
    a->setTag(3);
    a->setLocalZOrder(4);
    parent->addChild(a); // keeps z, tag and name
    cc::Node* b = named("b");
    parent->addChild(b, 7, 12);
    cc::Node* c = cc::Node::create();
    parent->addChild(c, -1, "c");
    EXPECT_EQ(a->getLocalZOrder(), 4);
    EXPECT_EQ(a->getTag(), 3);
    EXPECT_EQ(b->getLocalZOrder(), 7);
    EXPECT_EQ(b->getTag(), 12);
    EXPECT_EQ(b->getName(), "b");
    EXPECT_EQ(c->getName(), "c");
    EXPECT_EQ(parent->getChildByTag(12), b);
    EXPECT_EQ(parent->getChildByTag(3), a);
    EXPECT_EQ(parent->getChildByName("c"), c);
    EXPECT_EQ(parent->getChildByName<cc::Node*>("a"), a);
    EXPECT_EQ(parent->getChildByTag(99), nullptr);
    EXPECT_EQ(parent->getChildByName("zz"), nullptr);
}

TEST(Node, ZOrderSortIsStableByArrival) {
    auto parent = cc::RefPtr<cc::Node>(cc::Node::create());
    parent->addChild(named("a"), 1);
    parent->addChild(named("b"), 0);
    parent->addChild(named("c"), 1);
    parent->addChild(named("d"), -1);
    parent->addChild(named("e"), 0);
    parent->sortAllChildren();
    EXPECT_EQ(names(parent->getChildren()), (std::vector<std::string>{"d", "b", "e", "a", "c"}));
    parent->getChildByName("b")->setLocalZOrder(1); // moves after every z=1 sibling
    parent->sortAllChildren();
    EXPECT_EQ(names(parent->getChildren()), (std::vector<std::string>{"d", "e", "a", "c", "b"}));
    parent->reorderChild(parent->getChildByName("a"), 1); // same z, new arrival: goes last among equals
    parent->sortAllChildren();
    EXPECT_EQ(names(parent->getChildren()), (std::vector<std::string>{"d", "e", "c", "b", "a"}));
}

TEST(Node, AddingTwiceOrToADescendantIsRejected) {
    auto parent = cc::RefPtr<cc::Node>(cc::Node::create());
    cc::Node* child = cc::Node::create();
    parent->addChild(child);
    ScopedAssertCapture asserts;
    auto other = cc::RefPtr<cc::Node>(cc::Node::create());
    other->addChild(child);
    child->addChild(parent.get());
    parent->addChild(parent.get());
    parent->addChild(nullptr);
    EXPECT_EQ(asserts.count(), 4);
    EXPECT_EQ(child->getParent(), parent.get());
    EXPECT_EQ(parent->getParent(), nullptr);
}

TEST(Node, RemoveByTagNameAndAll) {
    auto parent = cc::RefPtr<cc::Node>(cc::Node::create());
    parent->addChild(named("a"), 0, 1);
    parent->addChild(named("b"), 0, 2);
    parent->addChild(named("c"));
    parent->removeChildByTag(1);
    parent->removeChildByName("c");
    parent->removeChildByTag(42); // absent: nothing happens
    EXPECT_EQ(names(parent->getChildren()), (std::vector<std::string>{"b"}));
    cc::Node* b = parent->getChildByName("b");
    b->removeFromParent();
    EXPECT_EQ(parent->getChildrenCount(), 0);
    parent->addChild(named("x"));
    parent->addChild(named("y"));
    parent->removeAllChildren();
    EXPECT_EQ(parent->getChildrenCount(), 0);
}

TEST(Node, UserObjectIsRetainedUserDataIsNot) {
    auto node = cc::RefPtr<cc::Node>(cc::Node::create());
    cc::Node* object = cc::Node::create();
    node->setUserObject(object);
    EXPECT_EQ(object->getReferenceCount(), 2u);
    node->setUserObject(object); // same object again: still one reference from the node
    EXPECT_EQ(object->getReferenceCount(), 2u);
    int data = 5;
    node->setUserData(&data);
    EXPECT_EQ(node->getUserData(), &data);
    node->setUserObject(nullptr);
    EXPECT_EQ(object->getReferenceCount(), 1u);
}

TEST(Node, GetSceneFindsTheRoot) {
    auto scene = cc::RefPtr<cc::Scene>(cc::Scene::create());
    cc::Node* a = cc::Node::create();
    cc::Node* b = cc::Node::create();
    scene->addChild(a);
    a->addChild(b);
    EXPECT_EQ(b->getScene(), scene.get());
    EXPECT_TRUE(b->isDescendantOf(scene.get()));
    EXPECT_EQ(cc::RefPtr<cc::Node>(cc::Node::create())->getScene(), nullptr);
}

TEST(Node, DestroyingAParentReleasesChildren) {
    std::vector<unsigned int> before;
    cc::Node* child = nullptr;
    {
        auto parent = cc::RefPtr<cc::Node>::adopt(new cc::Node());
        child = cc::Node::create();
        parent->addChild(child);
        child->retain();
    }
    EXPECT_EQ(child->getParent(), nullptr);
    EXPECT_EQ(child->getReferenceCount(), 2u);
    child->release();
}
