// tests/engine/scene/NodeTransformTests.cpp — geometry, transforms, visit and colour cascade.
#include "base/RefPtr.h"
#include "scene/Layer.h"
#include "scene/Node.h"

#include <gtest/gtest.h>

namespace {
cc::RefPtr<cc::Node> box(float w, float h) {
    cc::RefPtr<cc::Node> n(cc::Node::create());
    n->setContentSize(cc::Size(w, h));
    return n;
}
void expectNear(const cc::Vec2& actual, const cc::Vec2& expected) {
    EXPECT_NEAR(actual.x, expected.x, 1e-4f);
    EXPECT_NEAR(actual.y, expected.y, 1e-4f);
}
} // namespace

TEST(NodeTransform, PositionAndAnchor) {
    auto n = box(100, 50);
    n->setAnchorPoint(cc::Vec2::ANCHOR_MIDDLE);
    n->setPosition(200, 100);
    EXPECT_EQ(n->getAnchorPointInPoints(), cc::Vec2(50, 25));
    expectNear(n->convertToWorldSpace(cc::Vec2::ZERO), cc::Vec2(150, 75));
    expectNear(n->convertToWorldSpaceAR(cc::Vec2::ZERO), cc::Vec2(200, 100));
    float x = 0, y = 0;
    n->getPosition(&x, &y);
    EXPECT_EQ(x, 200.0f);
    EXPECT_EQ(y, 100.0f);
}

TEST(NodeTransform, ScaleAroundTheAnchor) {
    auto n = box(100, 50);
    n->setAnchorPoint(cc::Vec2::ANCHOR_MIDDLE);
    n->setPosition(200, 100);
    n->setScale(2.0f);
    expectNear(n->convertToWorldSpace(cc::Vec2::ZERO), cc::Vec2(100, 50));
    n->setScale(1.0f, 3.0f);
    EXPECT_EQ(n->getScaleX(), 1.0f);
    EXPECT_EQ(n->getScaleY(), 3.0f);
    expectNear(n->convertToWorldSpace(cc::Vec2::ZERO), cc::Vec2(150, 25));
}

TEST(NodeTransform, RotationIsClockwiseDegrees) {
    auto n = box(100, 50);
    n->setAnchorPoint(cc::Vec2::ANCHOR_MIDDLE);
    n->setPosition(200, 100);
    n->setRotation(90.0f);
    expectNear(n->convertToWorldSpace(cc::Vec2(100, 25)), cc::Vec2(200, 50)); // right edge turns downwards
    cc::Rect bounds = n->getBoundingBox();
    EXPECT_NEAR(bounds.origin.x, 175.0f, 1e-4f);
    EXPECT_NEAR(bounds.origin.y, 50.0f, 1e-4f);
    EXPECT_NEAR(bounds.size.width, 50.0f, 1e-4f);
    EXPECT_NEAR(bounds.size.height, 100.0f, 1e-4f);
}

TEST(NodeTransform, RotationSkewsTurnOneAxisEach) {
    auto n = box(10, 10);
    n->setRotationSkewX(90.0f);
    expectNear(n->convertToWorldSpace(cc::Vec2(0, 10)), cc::Vec2(10, 0)); // the y axis turns clockwise
    expectNear(n->convertToWorldSpace(cc::Vec2(10, 0)), cc::Vec2(10, 0));
    EXPECT_EQ(n->getRotation(), 90.0f) << "cocos's getRotation is the X skew";
    n->setRotationSkewX(0.0f);
    n->setRotationSkewY(90.0f);
    expectNear(n->convertToWorldSpace(cc::Vec2(10, 0)), cc::Vec2(0, -10)); // the x axis turns clockwise
    expectNear(n->convertToWorldSpace(cc::Vec2(0, 10)), cc::Vec2(0, 10));
    n->setRotation(30.0f);
    EXPECT_EQ(n->getRotationSkewX(), 30.0f);
    EXPECT_EQ(n->getRotationSkewY(), 30.0f);
}

TEST(NodeTransform, NestedTransformsAndTheirInverse) {
    auto parent = box(10, 10);
    parent->setPosition(10, 10);
    parent->setScale(2.0f);
    cc::Node* child = cc::Node::create();
    child->setPosition(5, 5);
    parent->addChild(child);
    expectNear(child->convertToWorldSpace(cc::Vec2::ZERO), cc::Vec2(20, 20));
    expectNear(child->convertToNodeSpace(cc::Vec2(20, 20)), cc::Vec2::ZERO);
    expectNear(child->convertToNodeSpace(cc::Vec2(22, 24)), cc::Vec2(1, 2));
    cc::AffineTransform toParent = child->getNodeToParentAffineTransform(parent.get());
    expectNear(cc::PointApplyAffineTransform(cc::Vec2(1, 1), toParent), cc::Vec2(6, 6));
    expectNear(cc::PointApplyAffineTransform(cc::Vec2(6, 6), child->getParentToNodeAffineTransform()),
               cc::Vec2(1, 1));
}

TEST(NodeTransform, BoundingBoxOfAnUnrotatedNode) {
    auto n = box(40, 20);
    n->setAnchorPoint(cc::Vec2(0.25f, 0.5f));
    n->setPosition(100, 100);
    EXPECT_EQ(n->getBoundingBox(), cc::Rect(90, 90, 40, 20));
}

TEST(NodeTransform, IgnoreAnchorPointPlacesTheCorner) {
    cc::RefPtr<cc::Layer> layer(cc::Layer::create());
    EXPECT_TRUE(layer->isIgnoreAnchorPointForPosition());
    EXPECT_EQ(layer->getAnchorPoint(), cc::Vec2::ANCHOR_MIDDLE);
    layer->setPosition(10, 20);
    expectNear(layer->convertToWorldSpace(cc::Vec2::ZERO), cc::Vec2(10, 20));
    layer->setScale(0.5f); // scaling still happens around the anchor
    expectNear(layer->convertToWorldSpace(cc::Vec2::ZERO), cc::Vec2(10 + 240, 20 + 160));
}

TEST(NodeTransform, VisitRecordsWorldTransformsAndSkipsInvisibleSubtrees) {
    auto root = box(0, 0);
    cc::Node* a = cc::Node::create();
    a->setPosition(10, 0);
    cc::Node* b = cc::Node::create();
    b->setPosition(0, 5);
    root->addChild(a);
    a->addChild(b);
    root->visit();
    expectNear(cc::PointApplyAffineTransform(cc::Vec2::ZERO, b->getVisitTransform()), cc::Vec2(10, 5));
    a->setVisible(false);
    b->setPosition(0, 50);
    root->visit();
    expectNear(cc::PointApplyAffineTransform(cc::Vec2::ZERO, b->getVisitTransform()),
               cc::Vec2(10, 5)); // not visited
}

TEST(NodeTransform, VisitSortsChildren) {
    auto root = box(0, 0);
    cc::Node* front = cc::Node::create();
    cc::Node* back = cc::Node::create();
    root->addChild(front, 5);
    root->addChild(back, -5);
    root->visit();
    EXPECT_EQ(root->getChildren().at(0), back);
}

TEST(NodeColor, OpacityCascadesOnlyWhenEnabled) {
    auto parent = box(0, 0);
    cc::Node* child = cc::Node::create();
    parent->addChild(child);
    parent->setOpacity(128);
    EXPECT_EQ(child->getDisplayedOpacity(), 255);
    parent->setCascadeOpacityEnabled(true);
    EXPECT_EQ(child->getDisplayedOpacity(), 128);
    child->setOpacity(128);
    EXPECT_EQ(child->getOpacity(), 128);
    EXPECT_EQ(child->getDisplayedOpacity(), 64);
    cc::Node* late = cc::Node::create();
    parent->addChild(late); // children added later pick up the cascade
    EXPECT_EQ(late->getDisplayedOpacity(), 128);
    parent->setCascadeOpacityEnabled(false);
    EXPECT_EQ(child->getDisplayedOpacity(), 128);
    EXPECT_EQ(late->getDisplayedOpacity(), 255);
}

TEST(NodeColor, ColorCascadesMultiplicatively) {
    auto parent = box(0, 0);
    cc::Node* child = cc::Node::create();
    parent->addChild(child);
    parent->setCascadeColorEnabled(true);
    parent->setColor(cc::Color3B(255, 128, 0));
    child->setColor(cc::Color3B(128, 255, 255));
    EXPECT_EQ(child->getColor(), cc::Color3B(128, 255, 255));
    EXPECT_EQ(child->getDisplayedColor(), cc::Color3B(128, 128, 0));
}

TEST(NodeTransform, SkewSlantsAroundTheAnchorAfterScale) {
    cc::RefPtr<cc::Node> n = box(10, 10);
    n->setSkewX(45.0f);
    expectNear(n->convertToWorldSpace(cc::Vec2(0, 10)), cc::Vec2(10, 10)); // x += tan(45) * y
    expectNear(n->convertToWorldSpace(cc::Vec2(10, 0)), cc::Vec2(10, 0));
    n->setSkewX(0.0f);
    n->setSkewY(45.0f);
    expectNear(n->convertToWorldSpace(cc::Vec2(10, 0)), cc::Vec2(10, 10)); // y += tan(45) * x
    n->setSkewY(0.0f);
    expectNear(n->convertToWorldSpace(cc::Vec2(10, 10)), cc::Vec2(10, 10));

    cc::RefPtr<cc::Node> m = box(10, 10);
    m->setAnchorPoint(cc::Vec2(0.5f, 0.5f));
    m->setPosition(100, 100);
    m->setScale(2.0f);
    m->setSkewX(45.0f);
    expectNear(m->convertToWorldSpace(cc::Vec2(5, 5)), cc::Vec2(100, 100)); // the anchor stays put
    expectNear(m->convertToWorldSpace(cc::Vec2(5, 10)), cc::Vec2(110, 110));
    m->setRotation(90.0f); // rotation applies after the skew: (10, 10) from the anchor turns to (10, -10)
    expectNear(m->convertToWorldSpace(cc::Vec2(5, 10)), cc::Vec2(110, 90));
    expectNear(m->convertToNodeSpace(cc::Vec2(110, 90)), cc::Vec2(5, 10));
}
