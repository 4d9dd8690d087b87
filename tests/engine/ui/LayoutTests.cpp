// tests/engine/ui/LayoutTests.cpp — ccui::Layout and its boxes: cocos2d-x 3.17's placement for each
// layout type (margins, gravity, relative aligns), the parameters it supplies, background
// renderers, clipping and clone.
#include "scene/LayerColor.h"
#include "scene/LayerGradient.h"
#include "ui/HBox.h"
#include "ui/LayoutManagers.h"
#include "ui/LinearLayoutParameter.h"
#include "ui/RelativeBox.h"
#include "ui/RelativeLayoutParameter.h"
#include "ui/VBox.h"

#include "ContainerTest.h"

#include <gtest/gtest.h>

using cc::Vec2;
using cc::ui::Layout;
using cc::ui::LinearLayoutParameter;
using cc::ui::Margin;
using cc::ui::RelativeLayoutParameter;
using Gravity = LinearLayoutParameter::LinearGravity;
using Align = RelativeLayoutParameter::RelativeAlign;

namespace {

class LayoutTest : public kite::test::ContainerTest {
protected:
    Layout* layout(Layout::Type type) {
        auto* l = Layout::create();
        l->setContentSize(cc::Size(200, 100));
        l->setLayoutType(type);
        scene->addChild(l);
        return l;
    }
    static LinearLayoutParameter* linear(cc::ui::Widget* w) {
        return dynamic_cast<LinearLayoutParameter*>(w->getLayoutParameter());
    }
    static RelativeLayoutParameter* relative(cc::ui::Widget* w) {
        return dynamic_cast<RelativeLayoutParameter*>(w->getLayoutParameter());
    }
};

TEST_F(LayoutTest, DefaultsFollowCocos) {
    auto* l = Layout::create();
    EXPECT_EQ(l->getLayoutType(), Layout::Type::ABSOLUTE);
    EXPECT_EQ(l->getAnchorPoint(), Vec2::ZERO);
    EXPECT_EQ(l->getContentSize(), cc::Size::ZERO);
    EXPECT_FALSE(l->isIgnoreContentAdaptWithSize());
    EXPECT_FALSE(l->isClippingEnabled());
    EXPECT_EQ(l->getClippingType(), Layout::ClippingType::STENCIL);
    EXPECT_EQ(l->getBackGroundColorType(), Layout::BackGroundColorType::NONE);
    EXPECT_EQ(l->getBackGroundColorVector(), Vec2(0.0f, -1.0f));
    EXPECT_EQ(l->getBackGroundColorOpacity(), 255);
    EXPECT_TRUE(l->getProtectedChildren().empty());
    EXPECT_EQ(cc::ui::HBox::create()->getLayoutType(), Layout::Type::HORIZONTAL);
    EXPECT_EQ(cc::ui::VBox::create()->getLayoutType(), Layout::Type::VERTICAL);
    EXPECT_EQ(cc::ui::RelativeBox::create()->getLayoutType(), Layout::Type::RELATIVE);
    EXPECT_EQ(cc::ui::VBox::create(cc::Size(30, 40))->getContentSize(), cc::Size(30, 40));
}

TEST_F(LayoutTest, SuppliesTheParameterOfItsKind) {
    auto* l = layout(Layout::Type::VERTICAL);
    auto* a = box(10, 10);
    l->addChild(a);
    ASSERT_NE(linear(a), nullptr);
    EXPECT_EQ(linear(a)->getGravity(), Gravity::NONE);
    l->setLayoutType(Layout::Type::RELATIVE);
    ASSERT_NE(relative(a), nullptr);
    EXPECT_EQ(relative(a)->getAlign(), Align::NONE);
    // A widget keeps one parameter per kind: back to linear finds the first again.
    l->setLayoutType(Layout::Type::HORIZONTAL);
    EXPECT_NE(linear(a), nullptr);
    auto* absolute = layout(Layout::Type::ABSOLUTE);
    auto* b = box(10, 10);
    absolute->addChild(b);
    EXPECT_EQ(b->getLayoutParameter(), nullptr);
}

TEST_F(LayoutTest, VerticalStacksFromTheTopWithMarginsAndGravity) {
    auto* l = layout(Layout::Type::VERTICAL);
    auto* a = box(40, 20);
    auto* b = box(60, 10);
    b->setAnchorPoint(Vec2(0.5f, 0.5f));
    auto* c = box(20, 30);
    l->addChild(a);
    l->addChild(b);
    l->addChild(c);
    linear(a)->setMargin(Margin(5, 4, 0, 6));
    linear(b)->setGravity(Gravity::CENTER_HORIZONTAL);
    linear(b)->setMargin(Margin(0, 2, 0, 0));
    linear(c)->setGravity(Gravity::RIGHT);
    l->forceDoLayout();
    // a: top 100 - margin 4 => y 76 (anchor 0), x 5; its bottom 76 - 6 => next boundary 70
    EXPECT_EQ(a->getPosition(), Vec2(5, 76));
    // b: anchor middle: y = 70 - 0.5 * 10 - 2 = 63; x = 100 - 60 * 0 = 100
    EXPECT_EQ(b->getPosition(), Vec2(100, 63));
    // c: boundary 63 - 5 = 58; y = 58 - 30 = 28; right: x = 200 - 20 = 180
    EXPECT_EQ(c->getPosition(), Vec2(180, 28));
}

TEST_F(LayoutTest, HorizontalRunsFromTheLeftWithMarginsAndGravity) {
    auto* l = layout(Layout::Type::HORIZONTAL);
    auto* a = box(40, 20);
    auto* b = box(30, 10);
    auto* c = box(20, 30);
    c->setAnchorPoint(Vec2(1.0f, 1.0f));
    l->addChild(a);
    l->addChild(b);
    l->addChild(c);
    linear(a)->setMargin(Margin(3, 5, 7, 0));
    linear(b)->setGravity(Gravity::BOTTOM);
    linear(c)->setGravity(Gravity::CENTER_VERTICAL);
    l->forceDoLayout();
    EXPECT_EQ(a->getPosition(), Vec2(3, 75)); // top: 100 - 20 - 5
    EXPECT_EQ(b->getPosition(), Vec2(50, 0)); // after a's right 43 + 7
    // c: anchor (1, 1): x = 80 + 20; centre: 50 - 30 * (0.5 - 1) = 65
    EXPECT_EQ(c->getPosition(), Vec2(100, 65));
}

TEST_F(LayoutTest, RelativePlacesAgainstTheParentAndNamedSiblings) {
    auto* l = layout(Layout::Type::RELATIVE);
    auto* below = box(20, 10);
    auto* anchor = box(40, 20);
    auto* right = box(10, 10);
    auto* centre = box(50, 30);
    l->addChild(below); // placed against anchor, which comes later: a second pass places it
    l->addChild(anchor);
    l->addChild(right);
    l->addChild(centre);
    relative(anchor)->setAlign(Align::PARENT_TOP_RIGHT);
    relative(anchor)->setRelativeName("anchor");
    relative(anchor)->setMargin(Margin(0, 5, 10, 0));
    relative(below)->setAlign(Align::LOCATION_BELOW_LEFTALIGN);
    relative(below)->setRelativeToWidgetName("anchor");
    relative(below)->setMargin(Margin(2, 3, 0, 0));
    relative(right)->setAlign(Align::PARENT_RIGHT_BOTTOM);
    relative(right)->setMargin(Margin(0, 0, 4, 6));
    relative(centre)->setAlign(Align::CENTER_IN_PARENT);
    relative(centre)->setMargin(Margin(9, 9, 9, 9)); // centre reads no margin
    l->forceDoLayout();
    EXPECT_EQ(anchor->getPosition(), Vec2(150, 75)); // 200 - 40 - 10, 100 - 20 - 5
    EXPECT_EQ(below->getPosition(), Vec2(152, 62));  // left 150 + 2, bottom 75 - 10 - 3
    EXPECT_EQ(right->getPosition(), Vec2(186, 6));
    EXPECT_EQ(centre->getPosition(), Vec2(75, 35));
}

TEST_F(LayoutTest, AnUnknownRelativeNameLeavesTheMarginsOnly) {
    auto* l = layout(Layout::Type::RELATIVE);
    auto* lost = box(10, 10, 50, 50);
    l->addChild(lost);
    relative(lost)->setAlign(Align::LOCATION_ABOVE_CENTER);
    relative(lost)->setRelativeToWidgetName("nobody");
    relative(lost)->setMargin(Margin(0, 0, 0, 4));
    l->forceDoLayout();
    EXPECT_EQ(lost->getPosition(), Vec2(0, 4)); // cocos: (0, 0) plus the bottom margin
}

TEST_F(LayoutTest, LaysOutAtTheNextVisitAfterAChange) {
    auto* l = layout(Layout::Type::VERTICAL);
    auto* a = box(10, 10);
    l->addChild(a);
    step(kStep);
    EXPECT_EQ(a->getPosition(), Vec2(0, 90));
    a->setContentSize(cc::Size(10, 30));
    l->requestDoLayout();
    step(kStep);
    EXPECT_EQ(a->getPosition(), Vec2(0, 70));
}

TEST_F(LayoutTest, BackgroundRenderersAreProtectedChildrenBelowEverything) {
    auto* l = layout(Layout::Type::ABSOLUTE);
    l->setBackGroundColor(cc::Color3B(10, 20, 30));
    l->setBackGroundColorOpacity(128);
    l->setBackGroundColorType(Layout::BackGroundColorType::SOLID);
    ASSERT_EQ(l->getProtectedChildren().size(), 1);
    auto* solid = dynamic_cast<cc::LayerColor*>(l->getProtectedChildren().at(0));
    ASSERT_NE(solid, nullptr);
    EXPECT_EQ(solid->getLocalZOrder(), -2);
    EXPECT_EQ(solid->getContentSize(), cc::Size(200, 100));
    EXPECT_EQ(solid->getColor(), cc::Color3B(10, 20, 30));
    EXPECT_EQ(solid->getOpacity(), 128);
    EXPECT_EQ(l->getChildrenCount(), 0);
    l->setContentSize(cc::Size(50, 60));
    EXPECT_EQ(solid->getContentSize(), cc::Size(50, 60));

    l->setBackGroundColor(cc::Color3B(255, 0, 0), cc::Color3B(0, 0, 255));
    l->setBackGroundColorVector(Vec2(1, 0));
    l->setBackGroundColorType(Layout::BackGroundColorType::GRADIENT);
    ASSERT_EQ(l->getProtectedChildren().size(), 1);
    auto* gradient = dynamic_cast<cc::LayerGradient*>(l->getProtectedChildren().at(0));
    ASSERT_NE(gradient, nullptr);
    EXPECT_EQ(gradient->getStartColor(), cc::Color3B(255, 0, 0));
    EXPECT_EQ(gradient->getEndColor(), cc::Color3B(0, 0, 255));
    EXPECT_EQ(gradient->getVector(), Vec2(1, 0));
    EXPECT_EQ(gradient->getOpacity(), 128);
    l->setBackGroundColorType(Layout::BackGroundColorType::NONE);
    EXPECT_TRUE(l->getProtectedChildren().empty());
}

TEST_F(LayoutTest, AMissingBackgroundImageLeavesNoPicture) {
    auto* l = layout(Layout::Type::ABSOLUTE);
    l->setBackGroundImage("no/such/image.png");
    EXPECT_TRUE(l->getProtectedChildren().empty());
    EXPECT_EQ(l->getBackGroundImageTextureSize(), cc::Size::ZERO);
    l->setBackGroundImage(""); // nothing at all
    l->removeBackGroundImage();
}

TEST_F(LayoutTest, ClipsToItsContentRectangle) {
    auto* l = layout(Layout::Type::ABSOLUTE);
    l->setPosition(10, 20);
    l->setScale(2.0f);
    EXPECT_FALSE(l->isRectangleClipping());
    l->setClippingEnabled(true);
    l->setClippingType(Layout::ClippingType::SCISSOR);
    EXPECT_TRUE(l->isRectangleClipping());
    step(kStep);
    const cc::Rect world = l->getWorldClippingRect();
    EXPECT_EQ(world.origin, Vec2(10, 20));
    EXPECT_EQ(world.size, cc::Size(400, 200));
}

TEST_F(LayoutTest, CloneCopiesTheLayoutAndItsLooks) {
    auto* l = layout(Layout::Type::VERTICAL);
    l->setBackGroundColorType(Layout::BackGroundColorType::SOLID);
    l->setBackGroundColor(cc::Color3B(1, 2, 3));
    l->setClippingEnabled(true);
    l->addChild(box(10, 10));
    auto* copy = dynamic_cast<Layout*>(l->clone());
    ASSERT_NE(copy, nullptr);
    EXPECT_EQ(copy->getLayoutType(), Layout::Type::VERTICAL);
    EXPECT_EQ(copy->getBackGroundColorType(), Layout::BackGroundColorType::SOLID);
    EXPECT_EQ(copy->getBackGroundColor(), cc::Color3B(1, 2, 3));
    EXPECT_TRUE(copy->isClippingEnabled());
    EXPECT_EQ(copy->getChildrenCount(), 1);
    EXPECT_EQ(dynamic_cast<cc::ui::VBox*>(cc::ui::VBox::create()->clone()) != nullptr, true);
}

} // namespace
