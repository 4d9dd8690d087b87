// tests/engine/ui/WidgetTests.cpp — ccui::Widget driven by dispatched touches: cocos2d-x 3.17's event
// order, highlight, enabled and visible rules, clipping parents, sizes, focus, clone and lifetimes.
#include "scene/ClippingRectangleNode.h"
#include "ui/Helper.h"
#include "ui/Widget.h"

#include "TestObjects.h"
#include "WidgetTouchTest.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

using Code = cc::EventTouch::EventCode;
using TouchType = cc::ui::Widget::TouchEventType;
using Log = std::vector<std::string>;

namespace {

using kite::test::touchPhaseName;

/// A 100x40 touch-enabled widget centred at (200, 100) that logs its events.
class WidgetTest : public kite::test::WidgetTouchTest {
protected:
    void SetUp() override {
        WidgetTouchTest::SetUp();
        widget = makeWidget("w");
        scene->addChild(widget);
    }
    cc::ui::Widget* makeWidget(const std::string& name) {
        auto* w = cc::ui::Widget::create();
        w->ignoreContentAdaptWithSize(false);
        w->setContentSize(cc::Size(100, 40));
        w->setPosition(cc::Vec2(200, 100));
        w->setTouchEnabled(true);
        w->setName(name);
        listen(w, name);
        return w;
    }
    cc::ui::Widget* widget = nullptr;
};

TEST_F(WidgetTest, DefaultsFollowCocos) {
    auto* plain = cc::ui::Widget::create();
    EXPECT_EQ(plain->getAnchorPoint(), cc::Vec2(0.5f, 0.5f));
    EXPECT_TRUE(plain->isEnabled());
    EXPECT_TRUE(plain->isBright());
    EXPECT_FALSE(plain->isTouchEnabled());
    EXPECT_FALSE(plain->isSwallowTouches());
    EXPECT_TRUE(plain->isPropagateTouchEvents());
    EXPECT_TRUE(plain->isIgnoreContentAdaptWithSize());
    EXPECT_TRUE(plain->isFocusEnabled());
    EXPECT_EQ(plain->getBrightStyle(), cc::ui::Widget::BrightStyle::NORMAL);
    EXPECT_EQ(plain->getVirtualRenderer(), plain);
    EXPECT_TRUE(widget->isSwallowTouches());
}

TEST_F(WidgetTest, TapGivesBeganEndedThenClick) {
    tap(200, 100);
    EXPECT_EQ(log, (Log{"w began", "w ended", "w click"}));
    EXPECT_EQ(widget->getTouchBeganPosition(), cc::Vec2(200, 100));
    EXPECT_EQ(widget->getTouchEndPosition(), cc::Vec2(200, 100));
}

TEST_F(WidgetTest, TouchOutsideIsNotClaimed) {
    tap(260, 100); // right edge is at 250
    tap(200, 121);
    EXPECT_TRUE(log.empty());
}

TEST_F(WidgetTest, MovingOffAndReleasingOffCancels) {
    send(Code::BEGAN, 200, 100);
    EXPECT_TRUE(widget->isHighlighted());
    send(Code::MOVED, 400, 100);
    EXPECT_FALSE(widget->isHighlighted());
    send(Code::ENDED, 400, 100);
    EXPECT_EQ(log, (Log{"w began", "w moved", "w canceled"}));
    EXPECT_EQ(widget->getTouchMovePosition(), cc::Vec2(400, 100));
}

TEST_F(WidgetTest, MovingBackOnBeforeReleasingStillClicks) {
    send(Code::BEGAN, 200, 100);
    send(Code::MOVED, 400, 100);
    send(Code::MOVED, 210, 100);
    EXPECT_TRUE(widget->isHighlighted());
    send(Code::ENDED, 210, 100);
    EXPECT_EQ(log, (Log{"w began", "w moved", "w moved", "w ended", "w click"}));
}

TEST_F(WidgetTest, CancelledTouchCancels) {
    send(Code::BEGAN, 200, 100);
    send(Code::CANCELLED, 200, 100);
    EXPECT_EQ(log, (Log{"w began", "w canceled"}));
    EXPECT_FALSE(widget->isHighlighted());
}

TEST_F(WidgetTest, DisabledInvisibleOrUntouchableWidgetsIgnoreTouches) {
    widget->setEnabled(false);
    EXPECT_FALSE(widget->isBright());
    tap(200, 100);
    widget->setEnabled(true);
    widget->setVisible(false);
    tap(200, 100);
    widget->setVisible(true);
    widget->setTouchEnabled(false);
    tap(200, 100);
    EXPECT_TRUE(log.empty());
    widget->setTouchEnabled(true);
    tap(200, 100);
    EXPECT_EQ(log, (Log{"w began", "w ended", "w click"}));
}

TEST_F(WidgetTest, DisabledOrHiddenAncestorsBlockTouches) {
    auto* parent = makeWidget("p");
    parent->setTouchEnabled(false);
    parent->setPosition(cc::Vec2(0, 0));
    widget->removeFromParent();
    auto* child = makeWidget("c");
    parent->addChild(child);
    scene->addChild(parent);
    parent->setEnabled(false);
    tap(200, 100);
    EXPECT_TRUE(log.empty());
    parent->setEnabled(true);
    parent->setVisible(false);
    tap(200, 100);
    EXPECT_TRUE(log.empty());
    parent->setVisible(true);
    tap(150, 80); // the child sits at (200, 100) in a parent whose corner is at (-50, -20)
    EXPECT_EQ(log, (Log{"c began", "c ended", "c click"}));
}

TEST_F(WidgetTest, FrontWidgetSwallowsUnlessToldNot) {
    auto* front = makeWidget("f");
    scene->addChild(front, 1);
    tap(200, 100);
    EXPECT_EQ(log, (Log{"f began", "f ended", "f click"}));
    log.clear();
    front->setSwallowTouches(false);
    EXPECT_FALSE(front->isSwallowTouches());
    tap(200, 100);
    EXPECT_EQ(log, (Log{"f began", "w began", "f ended", "f click", "w ended", "w click"}));
}

/// Records what its child widgets' touches pass on.
class InterceptingWidget : public cc::ui::Widget {
public:
    static InterceptingWidget* create(Log* log) {
        auto* w = new InterceptingWidget();
        w->_log = log;
        w->init();
        return static_cast<InterceptingWidget*>(w->autorelease());
    }
    void interceptTouchEvent(TouchEventType event, Widget* sender, cc::Touch* touch) override {
        _log->push_back("intercept " + sender->getName() + " " + touchPhaseName(event));
        Widget::interceptTouchEvent(event, sender, touch);
    }
    Log* _log = nullptr;
};

TEST_F(WidgetTest, ParentsInterceptEachPhaseBeforeTheChildHearsIt) {
    auto* parent = InterceptingWidget::create(&log);
    parent->setAnchorPoint(cc::Vec2::ZERO);
    scene->addChild(parent);
    widget->removeFromParent();
    parent->addChild(widget);
    tap(200, 100);
    EXPECT_EQ(log, (Log{"intercept w began", "w began", "intercept w ended", "w ended", "w click"}));
    log.clear();
    widget->setPropagateTouchEvents(false);
    tap(200, 100);
    EXPECT_EQ(log, (Log{"w began", "w ended", "w click"}));
}

TEST_F(WidgetTest, HitTestHonoursClippingRectangleParents) {
    auto* clip = cc::ClippingRectangleNode::create(cc::Rect(0, 0, 200, 200));
    widget->removeFromParent();
    clip->addChild(widget);
    scene->addChild(clip);
    EXPECT_TRUE(widget->hitTest(cc::Vec2(240, 100)));
    EXPECT_FALSE(widget->isClippingParentContainsPoint(cc::Vec2(240, 100)));
    EXPECT_TRUE(widget->isClippingParentContainsPoint(cc::Vec2(160, 100)));
    tap(240, 100); // on the widget, outside the clip
    EXPECT_TRUE(log.empty());
    tap(160, 100);
    EXPECT_EQ(log, (Log{"w began", "w ended", "w click"}));
    clip->setClippingEnabled(false);
    EXPECT_TRUE(widget->isClippingParentContainsPoint(cc::Vec2(240, 100)));
}

TEST_F(WidgetTest, BrightAndHighlightFollowCocos) {
    widget->setHighlighted(true);
    EXPECT_EQ(widget->getBrightStyle(), cc::ui::Widget::BrightStyle::HIGHLIGHT);
    widget->setHighlighted(false);
    EXPECT_EQ(widget->getBrightStyle(), cc::ui::Widget::BrightStyle::NORMAL);
    widget->setBright(false);
    widget->setHighlighted(true);
    EXPECT_EQ(widget->getBrightStyle(), cc::ui::Widget::BrightStyle::NORMAL); // unchanged while dark
}

TEST_F(WidgetTest, PercentSizeAndPositionFollowTheParent) {
    auto* parent = cc::ui::Widget::create();
    parent->ignoreContentAdaptWithSize(false);
    parent->setContentSize(cc::Size(400, 200));
    auto* child = cc::ui::Widget::create();
    child->ignoreContentAdaptWithSize(false);
    child->setSizeType(cc::ui::Widget::SizeType::PERCENT);
    child->setSizePercent(cc::Vec2(0.5f, 0.25f));
    child->setPositionType(cc::ui::Widget::PositionType::PERCENT);
    child->setPositionPercent(cc::Vec2(0.5f, 0.5f));
    parent->addChild(child);
    scene->addChild(parent); // entering applies the types
    EXPECT_EQ(child->getContentSize(), cc::Size(200, 50));
    EXPECT_EQ(child->getPosition(), cc::Vec2(200, 100));
    parent->setContentSize(cc::Size(800, 400)); // a widget parent's resize applies them again
    EXPECT_EQ(child->getContentSize(), cc::Size(400, 100));
    EXPECT_EQ(child->getPosition(), cc::Vec2(400, 200));
    child->setPosition(cc::Vec2(200, 100)); // an absolute position sets the percent while running
    EXPECT_EQ(child->getPositionPercent(), cc::Vec2(0.25f, 0.25f));
    EXPECT_EQ(child->getCustomSize(), cc::Size(400, 100));
    EXPECT_EQ(child->getLeftBoundary(), 0);
    EXPECT_EQ(child->getTopBoundary(), 150);
    EXPECT_EQ(child->getWorldPosition(), cc::Vec2(-200, -100)); // the parent's corner is at (-400, -200)
}

TEST_F(WidgetTest, IgnoringContentAdaptationUsesTheRendererSize) {
    auto* plain = cc::ui::Widget::create();
    plain->setContentSize(cc::Size(30, 30)); // the base renderer size is the content size itself
    EXPECT_EQ(plain->getContentSize(), cc::Size(30, 30));
    plain->ignoreContentAdaptWithSize(false);
    plain->setContentSize(cc::Size(60, 10));
    EXPECT_EQ(plain->getCustomSize(), cc::Size(60, 10));
    EXPECT_EQ(plain->getSize(), cc::Size(60, 10));
}

namespace {
/// A widget whose renderer size the test sets, counting how often its renderers are refitted.
class RefitCounter : public cc::ui::Widget {
public:
    static RefitCounter* create() {
        auto* widget = new RefitCounter();
        widget->init();
        return static_cast<RefitCounter*>(widget->autorelease());
    }
    void rendererChanged(const cc::Size& size) {
        _rendererSize = size;
        updateContentSizeWithTextureSize(size);
    }
    cc::Size getVirtualRendererSize() const override { return _rendererSize; }
    int refits = 0;

protected:
    void onSizeChanged() override {
        Widget::onSizeChanged();
        ++refits;
    }
    cc::Size _rendererSize;
};
} // namespace

// A new renderer or a change of adaptation refits the renderers once, whether the size changes or not.
TEST_F(WidgetTest, RenderersAreRefittedOncePerChange) {
    auto* w = RefitCounter::create();
    w->refits = 0;
    w->rendererChanged(cc::Size(20, 10));
    EXPECT_EQ(w->getContentSize(), cc::Size(20, 10));
    EXPECT_EQ(w->refits, 1);
    w->rendererChanged(cc::Size(20, 10)); // the same size: refitted all the same
    EXPECT_EQ(w->refits, 2);
    w->setContentSize(cc::Size(60, 30)); // kept as the custom size while adapting
    EXPECT_EQ(w->getContentSize(), cc::Size(20, 10));
    w->refits = 0;
    w->ignoreContentAdaptWithSize(false);
    EXPECT_EQ(w->getContentSize(), cc::Size(60, 30));
    EXPECT_EQ(w->refits, 1);
    w->ignoreContentAdaptWithSize(true);
    EXPECT_EQ(w->getContentSize(), cc::Size(20, 10));
    EXPECT_EQ(w->refits, 2);
}

TEST_F(WidgetTest, LayoutParametersAreKeptPerKindAndCloned) {
    auto* parameter = cc::ui::LayoutParameter::create();
    parameter->setMargin(cc::ui::Margin(1, 2, 3, 4));
    widget->setLayoutParameter(parameter);
    EXPECT_EQ(widget->getLayoutParameter(), parameter);
    cc::ui::Widget* copy = widget->clone();
    ASSERT_NE(copy->getLayoutParameter(), nullptr);
    EXPECT_NE(copy->getLayoutParameter(), parameter);
    EXPECT_EQ(copy->getLayoutParameter()->getMargin(), cc::ui::Margin(1, 2, 3, 4));
}

TEST_F(WidgetTest, CloneCopiesPropertiesListenersAndWidgetChildren) {
    auto* child = makeWidget("child");
    child->setTag(7);
    widget->addChild(child);
    widget->addChild(cc::Node::create()); // not a widget: not cloned
    widget->setRotation(30);
    widget->setOpacity(100);
    cc::ui::Widget* copy = widget->clone();
    EXPECT_EQ(copy->getName(), "w");
    EXPECT_EQ(copy->getContentSize(), cc::Size(100, 40));
    EXPECT_EQ(copy->getPosition(), cc::Vec2(200, 100));
    EXPECT_EQ(copy->getRotation(), 30);
    EXPECT_EQ(copy->getOpacity(), 100);
    EXPECT_TRUE(copy->isTouchEnabled());
    ASSERT_EQ(copy->getChildrenCount(), 1);
    EXPECT_EQ(copy->getChildren().at(0)->getTag(), 7);
    widget->removeFromParent();
    copy->setRotation(0);
    scene->addChild(copy);
    tap(200, 100); // the copy's listeners are the model's
    EXPECT_EQ(log, (Log{"w began", "w ended", "w click"}));
}

TEST_F(WidgetTest, HelperSeeksByNameTagAndActionTagDepthFirst) {
    auto* a = makeWidget("a");
    auto* b = makeWidget("b");
    b->setTag(3);
    b->setActionTag(11);
    a->addChild(b);
    widget->addChild(a);
    EXPECT_EQ(cc::ui::Helper::seekWidgetByName(widget, "b"), b);
    EXPECT_EQ(cc::ui::Helper::seekWidgetByName(widget, "w"), widget);
    EXPECT_EQ(cc::ui::Helper::seekWidgetByTag(widget, 3), b);
    EXPECT_EQ(cc::ui::Helper::seekActionWidgetByActionTag(widget, 11), b);
    EXPECT_EQ(cc::ui::Helper::seekWidgetByName(widget, "none"), nullptr);
    EXPECT_EQ(cc::ui::Helper::seekWidgetByName(nullptr, "b"), nullptr);
}

TEST_F(WidgetTest, FocusMovesOnReleaseAndForgetsDeadWidgets) {
    auto* other = makeWidget("o");
    other->setPosition(cc::Vec2(600, 100));
    scene->addChild(other);
    tap(200, 100);
    EXPECT_TRUE(widget->isFocused());
    EXPECT_EQ(cc::ui::Widget::getCurrentFocusedWidget(), widget);
    tap(600, 100);
    EXPECT_FALSE(widget->isFocused());
    EXPECT_TRUE(other->isFocused());
    other->setFocusEnabled(false);
    widget->requestFocus();
    EXPECT_EQ(cc::ui::Widget::getCurrentFocusedWidget(), widget);
    widget->removeFromParent();
    step(0.0f); // the pool frees it
    EXPECT_EQ(cc::ui::Widget::getCurrentFocusedWidget(), nullptr);
}

TEST_F(WidgetTest, RemovedInsideItsOwnCallbacks) {
    for (TouchType when : {TouchType::BEGAN, TouchType::MOVED, TouchType::ENDED, TouchType::CANCELED}) {
        auto* w = makeWidget("x");
        scene->addChild(w, 5);
        w->addTouchEventListener([this, when](cc::Ref* sender, TouchType type) {
            log.push_back(touchPhaseName(type));
            if (type == when) static_cast<cc::Node*>(sender)->removeFromParent();
        });
        send(Code::BEGAN, 200, 100);
        send(Code::MOVED, 400, 100);
        send(when == TouchType::CANCELED ? Code::CANCELLED : Code::MOVED, 200, 100);
        send(Code::ENDED, 200, 100);
        EXPECT_EQ(w->getParent(), nullptr) << touchPhaseName(when);
        step(0.0f);
    }
    EXPECT_TRUE(std::find(log.begin(), log.end(), "ended") != log.end());
}

TEST_F(WidgetTest, SceneReplacedInsideAClickCallback) {
    widget->addClickEventListener([this](cc::Ref*) {
        log.push_back("click");
        director->replaceScene(cc::Scene::create());
    });
    tap(200, 100);
    step(0.0f);
    step(0.0f);
    EXPECT_NE(director->getRunningScene(), scene);
    EXPECT_EQ(log, (Log{"w began", "w ended", "click"}));
}

TEST_F(WidgetTest, ListenersDieWithTheWidgetAndItsClone) {
    int drops = 0;
    {
        auto* w = cc::ui::Widget::create();
        w->addTouchEventListener([probe = kite::test::dropProbe(drops)](cc::Ref*, TouchType) {});
        cc::ui::Widget* copy = w->clone();
        (void)copy;
    }
    step(0.0f); // both freed by the pool
    EXPECT_EQ(drops, 1);
}

} // namespace
