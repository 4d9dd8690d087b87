// tests/engine/ui/ScrollViewTests.cpp — ccui::ScrollView driven by synthetic touches and a fixed frame
// step: drags clamp or bounce, a fling carries on (inertia), scrollTo* / jumpTo* land where cocos
// does, children's touches are taken over past 7 points, and a callback may remove the view.
#include "ui/ScrollView.h"

#include "ContainerTest.h"

#include <gtest/gtest.h>

#include <algorithm>

using cc::Vec2;
using cc::ui::ScrollView;
using Event = ScrollView::EventType;

namespace {

/// A 100x100 vertical view at (50, 50) over a 100x300 inner container: its top is the view's top,
/// so the container starts at y = -200 and goes up to y = 0.
class ScrollViewTest : public kite::test::ContainerTest {
protected:
    void SetUp() override {
        ContainerTest::SetUp();
        view = ScrollView::create();
        view->setContentSize(cc::Size(100, 100));
        view->setPosition(50, 50);
        view->setInnerContainerSize(cc::Size(100, 300));
        view->addEventListener([this](cc::Ref* sender, Event type) {
            EXPECT_EQ(sender, view);
            events.push_back(static_cast<int>(type));
        });
        scene->addChild(view);
        step(kStep);
    }
    float innerY() const { return view->getInnerContainerPosition().y; }
    int count(Event type) const {
        return static_cast<int>(std::count(events.begin(), events.end(), static_cast<int>(type)));
    }

    ScrollView* view = nullptr;
};

TEST_F(ScrollViewTest, DefaultsFollowCocos) {
    auto* plain = ScrollView::create();
    EXPECT_EQ(plain->getDirection(), ScrollView::Direction::VERTICAL);
    EXPECT_TRUE(plain->isClippingEnabled());
    EXPECT_TRUE(plain->isTouchEnabled());
    EXPECT_FALSE(plain->isPropagateTouchEvents());
    EXPECT_FALSE(plain->isBounceEnabled());
    EXPECT_TRUE(plain->isInertiaScrollEnabled());
    EXPECT_TRUE(plain->isScrollBarEnabled());
    EXPECT_FLOAT_EQ(plain->getScrollBarWidth(), 12.0f);
    EXPECT_EQ(plain->getScrollBarColor(), cc::Color3B(52, 65, 87));
    EXPECT_EQ(plain->getScrollBarOpacity(), 102);
    EXPECT_EQ(plain->getScrollBarPositionFromCornerForVertical(), Vec2(20, 20));
    EXPECT_FLOAT_EQ(plain->getTouchTotalTimeThreshold(), 0.5f);
    EXPECT_EQ(plain->getLayoutType(), cc::ui::Layout::Type::ABSOLUTE);
    EXPECT_EQ(view->getInnerContainerSize(), cc::Size(100, 300));
    EXPECT_EQ(view->getInnerContainerPosition(), Vec2(0, -200));
}

TEST_F(ScrollViewTest, ChildrenLiveInTheInnerContainer) {
    auto* child = box(10, 10);
    child->setTag(7);
    child->setName("child");
    view->addChild(child);
    EXPECT_EQ(child->getParent(), view->getInnerContainer());
    EXPECT_EQ(view->getChildrenCount(), 1);
    EXPECT_EQ(view->getChildByTag(7), child);
    EXPECT_EQ(view->getChildByName("child"), child);
    EXPECT_EQ(view->getChildren().at(0), child);
    view->removeChild(child);
    EXPECT_EQ(view->getChildrenCount(), 0);
}

TEST_F(ScrollViewTest, InnerSizeIsAtLeastTheView) {
    view->setInnerContainerSize(cc::Size(50, 60));
    EXPECT_EQ(view->getInnerContainerSize(), cc::Size(100, 100));
    EXPECT_EQ(view->getInnerContainerPosition(), Vec2(0, 0));
}

TEST_F(ScrollViewTest, JumpsLandWhereCocosPutsThem) {
    view->jumpToBottom();
    EXPECT_EQ(view->getInnerContainerPosition(), Vec2(0, 0));
    view->jumpToTop();
    EXPECT_EQ(view->getInnerContainerPosition(), Vec2(0, -200));
    view->jumpToPercentVertical(25);
    EXPECT_EQ(view->getInnerContainerPosition(), Vec2(0, -150));
    view->jumpToBottomLeft(); // needs BOTH
    EXPECT_EQ(view->getInnerContainerPosition(), Vec2(0, -150));
    view->setDirection(ScrollView::Direction::BOTH);
    view->setInnerContainerSize(cc::Size(300, 300));
    view->jumpToPercentBothDirection(Vec2(50, 50));
    EXPECT_EQ(view->getInnerContainerPosition(), Vec2(-100, -100));
    view->jumpToBottomRight();
    EXPECT_EQ(view->getInnerContainerPosition(), Vec2(-200, 0));
    EXPECT_GT(count(Event::CONTAINER_MOVED), 0);
    EXPECT_EQ(count(Event::SCROLLING), 0) << "a jump is not a drag";
}

TEST_F(ScrollViewTest, ScrollToTakesItsTimeAndEnds) {
    events.clear();
    view->scrollToPercentVertical(100, 0.5f, false);
    step(0.25f);
    EXPECT_FLOAT_EQ(innerY(), -100.0f) << "half the time, half the way (not attenuated)";
    EXPECT_EQ(count(Event::AUTOSCROLL_ENDED), 0);
    step(0.25f);
    EXPECT_FLOAT_EQ(innerY(), 0.0f);
    EXPECT_EQ(count(Event::AUTOSCROLL_ENDED), 1);
    EXPECT_EQ(events.back(), static_cast<int>(Event::CONTAINER_MOVED));
}

TEST_F(ScrollViewTest, ADragMovesTheContainerAndClampsAtTheEdges) {
    events.clear();
    press(100, 100);
    drag(100, 140, 4);
    EXPECT_FLOAT_EQ(innerY(), -160.0f);
    EXPECT_EQ(count(Event::SCROLLING), 4);
    EXPECT_EQ(count(Event::CONTAINER_MOVED), 4);
    drag(100, 60, 4); // back down past the top: clamped
    EXPECT_FLOAT_EQ(innerY(), -200.0f);
    EXPECT_GE(count(Event::SCROLL_TO_TOP), 1);
    release();
}

TEST_F(ScrollViewTest, AFlingCarriesOnAfterRelease) {
    press(100, 60);
    drag(100, 120, 3); // 60 points in 3 frames: 1200 points/s
    release();
    const float released = innerY();
    EXPECT_FLOAT_EQ(released, -140.0f);
    step(kStep, 10);
    EXPECT_GT(innerY(), released) << "inertia";
    step(kStep, 300);
    EXPECT_FLOAT_EQ(innerY(), 0.0f) << "stopped at the bottom edge";
    EXPECT_EQ(count(Event::AUTOSCROLL_ENDED), 1);
    EXPECT_FALSE(view->isAutoScrolling());
}

TEST_F(ScrollViewTest, WithoutInertiaTheContainerStopsAtRelease) {
    view->setInertiaScrollEnabled(false);
    press(100, 60);
    drag(100, 120, 3);
    release();
    step(kStep, 30);
    EXPECT_FLOAT_EQ(innerY(), -140.0f);
}

TEST_F(ScrollViewTest, ADragHeldStillBeforeReleaseHasNoInertia) {
    press(100, 60);
    drag(100, 120, 3);
    step(kStep, 40); // the release's own move then takes more than the 0.5 s threshold
    release();
    const float released = innerY();
    step(kStep, 30);
    EXPECT_FLOAT_EQ(innerY(), released);
}

TEST_F(ScrollViewTest, BouncePastAnEdgeHalvesTheDragAndComesBack) {
    view->setBounceEnabled(true);
    events.clear();
    press(100, 100);
    drag(100, 60, 4); // down at the top: 10, then half of 10 three times
    EXPECT_FLOAT_EQ(innerY(), -225.0f);
    EXPECT_GE(count(Event::BOUNCE_TOP), 1);
    release();
    EXPECT_TRUE(view->isAutoScrolling());
    step(kStep, 70); // cocos's bounce back takes 1 s
    EXPECT_FLOAT_EQ(innerY(), -200.0f);
    EXPECT_EQ(count(Event::AUTOSCROLL_ENDED), 1);
}

TEST_F(ScrollViewTest, AChildLosesTheTouchOncePastSevenPoints) {
    auto* child = box(100, 300);
    child->setTouchEnabled(true);
    view->addChild(child);
    press(100, 100);
    EXPECT_TRUE(child->isHighlighted());
    drag(100, 104, 1);
    EXPECT_FLOAT_EQ(innerY(), -200.0f);
    EXPECT_TRUE(child->isHighlighted());
    drag(100, 120, 1);
    EXPECT_FALSE(child->isHighlighted());
    EXPECT_FLOAT_EQ(innerY(), -184.0f);
    release();
}

TEST_F(ScrollViewTest, AChildMayRemoveTheViewFromItsTouchCallback) {
    auto* child = box(100, 300);
    child->setTouchEnabled(true);
    child->addTouchEventListener([this](cc::Ref*, cc::ui::Widget::TouchEventType type) {
        if (type == cc::ui::Widget::TouchEventType::BEGAN) view->removeFromParent();
    });
    view->addChild(child);
    press(100, 100);
    drag(100, 130, 3);
    release();
    step(kStep, 5);
    EXPECT_EQ(scene->getChildrenCount(), 0);
}

TEST_F(ScrollViewTest, AListenerMayRemoveTheViewWhileItScrolls) {
    view->addEventListener([this](cc::Ref*, Event type) {
        if (type == Event::SCROLLING && view->getParent()) view->removeFromParent();
    });
    press(100, 60);
    drag(100, 120, 3);
    release();
    step(kStep, 30);
    EXPECT_EQ(scene->getChildrenCount(), 0);
}

TEST_F(ScrollViewTest, ScrollBarsFollowTheContainer) {
    view->jumpToTop();
    // Vertical bar: length (100 - 40) * 100 / 300 = 20, at the top: 100 - 20 - 20 = 60
    const auto& renderers = view->getProtectedChildren();
    cc::Node* bar = nullptr;
    for (cc::Node* node : renderers)
        if (node != view->getInnerContainer()) bar = node;
    ASSERT_NE(bar, nullptr);
    EXPECT_EQ(bar->getPosition(), Vec2(80, 60));
    EXPECT_EQ(bar->getOpacity(), 102) << "shown after a move";
    step(kStep, 30);
    EXPECT_EQ(bar->getOpacity(), 0) << "hidden 0.2 s later";
    view->jumpToBottom();
    EXPECT_EQ(bar->getPosition(), Vec2(80, 20));
    view->setScrollBarEnabled(false);
    EXPECT_EQ(view->getProtectedChildren().size(), 1);
}

/* -- The audit's scroll state rows (issue 21 round 3) ------------------------------------------------- */

TEST_F(ScrollViewTest, ScrolledPercentsAreTheJumpsInverse) {
    EXPECT_FLOAT_EQ(view->getScrolledPercentVertical(), 0.0f); // at the top
    view->jumpToPercentVertical(25);
    EXPECT_FLOAT_EQ(view->getScrolledPercentVertical(), 25.0f);
    view->jumpToBottom();
    EXPECT_FLOAT_EQ(view->getScrolledPercentVertical(), 100.0f);
    EXPECT_FLOAT_EQ(view->getScrolledPercentHorizontal(), 0.0f); // no horizontal room: 0
    view->setDirection(ScrollView::Direction::BOTH);
    view->setInnerContainerSize(cc::Size(300, 300));
    view->jumpToPercentBothDirection(Vec2(40, 60));
    EXPECT_FLOAT_EQ(view->getScrolledPercentHorizontal(), 40.0f);
    EXPECT_FLOAT_EQ(view->getScrolledPercentBothDirection().y, 60.0f);
    EXPECT_FLOAT_EQ(view->getScrolledPercentBothDirection().x, 40.0f);
}

TEST_F(ScrollViewTest, ScrollingLastsFromTheFirstMoveToTheRelease) {
    press(100, 60);
    EXPECT_FALSE(view->isScrolling());
    bool duringScrolling = false;
    view->addEventListener([&](cc::Ref*, Event type) {
        if (type == Event::SCROLLING) duringScrolling = view->isScrolling();
    });
    drag(100, 80, 2);
    EXPECT_TRUE(view->isScrolling());
    EXPECT_TRUE(duringScrolling);
    release();
    EXPECT_FALSE(view->isScrolling());
    view->addEventListener(nullptr);
}

TEST_F(ScrollViewTest, StopScrollEndsTheDragWithoutInertia) {
    press(100, 60);
    drag(100, 120, 3);
    const float stopped = innerY();
    view->stopScroll();
    EXPECT_FALSE(view->isScrolling());
    drag(100, 150, 2); // the rest of this drag moves nothing
    release();         // and its release flings nothing
    step(kStep, 30);
    EXPECT_FLOAT_EQ(innerY(), stopped);
    EXPECT_FALSE(view->isAutoScrolling());
    view->stopScroll(); // not scrolling: nothing
    press(100, 60);     // the next drag scrolls again
    drag(100, 70, 1);
    EXPECT_FLOAT_EQ(innerY(), stopped + 10.0f);
    release();
}

TEST_F(ScrollViewTest, StopScrollPastAnEdgeBouncesBack) {
    view->setBounceEnabled(true);
    press(100, 100);
    drag(100, 60, 4); // down past the top edge
    EXPECT_LT(innerY(), -200.0f);
    view->stopScroll();
    EXPECT_TRUE(view->isAutoScrolling()) << "bouncing back";
    step(kStep, 90);
    EXPECT_FLOAT_EQ(innerY(), -200.0f);
    release();
}

TEST_F(ScrollViewTest, StopAutoScrollEndsItWhereItIsWithItsEvent) {
    view->scrollToBottom(1.0f, false);
    step(0.25f);
    events.clear();
    view->stopAutoScroll();
    EXPECT_FALSE(view->isAutoScrolling());
    EXPECT_EQ(events, (std::vector<int>{static_cast<int>(Event::AUTOSCROLL_ENDED)}));
    const float stopped = innerY();
    EXPECT_FLOAT_EQ(stopped, -150.0f);
    step(kStep, 60);
    EXPECT_FLOAT_EQ(innerY(), stopped);
    view->stopAutoScroll(); // not scrolling: no event
    EXPECT_EQ(events.size(), 1u);
    view->scrollToBottom(1.0f, false);
    step(0.25f);
    view->stopOverallScroll();
    EXPECT_FALSE(view->isAutoScrolling());
    EXPECT_EQ(count(Event::AUTOSCROLL_ENDED), 2);
}

TEST_F(ScrollViewTest, AListenerMayRemoveTheViewWhenItsAutoScrollIsStopped) {
    int removed = 0;
    view->addEventListener([this, &removed](cc::Ref*, Event type) {
        if (type != Event::AUTOSCROLL_ENDED) return;
        ++removed;
        view->removeFromParent(); // the view's last owner: it dies once stopOverallScroll is done
    });
    view->scrollToBottom(1.0f, false);
    step(0.25f);
    view->stopOverallScroll();
    EXPECT_EQ(removed, 1);
    EXPECT_EQ(scene->getChildrenCount(), 0);
}

} // namespace
