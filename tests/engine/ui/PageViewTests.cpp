// tests/engine/ui/PageViewTests.cpp — ccui::PageView: pages, jumps and scrolls to a page, turning by
// a fast drag, TURNING events, the indicator, and a page view destroyed while it scrolls.
#include "ui/PageView.h"
#include "ui/PageViewIndicator.h"

#include "ContainerTest.h"

#include <gtest/gtest.h>

using cc::Vec2;
using cc::ui::PageView;

namespace {

/// A 100x80 page view at (50, 50) of four 100x80 pages.
class PageViewTest : public kite::test::ContainerTest {
protected:
    void SetUp() override {
        ContainerTest::SetUp();
        pages = PageView::create();
        pages->setContentSize(cc::Size(100, 80));
        pages->setPosition(50, 50);
        for (int i = 0; i < 4; ++i)
            pages->addPage(box(100, 80));
        pages->addEventListener([this](cc::Ref* sender, PageView::EventType type) {
            EXPECT_EQ(sender, pages);
            events.push_back(static_cast<int>(type));
            turnedTo.push_back(pages->getCurrentPageIndex());
        });
        scene->addChild(pages);
        step(kStep);
    }
    PageView* pages = nullptr;
    std::vector<std::ptrdiff_t> turnedTo;
};

TEST_F(PageViewTest, DefaultsFollowCocos) {
    auto* plain = PageView::create();
    EXPECT_EQ(plain->getDirection(), cc::ui::ScrollView::Direction::HORIZONTAL);
    EXPECT_EQ(plain->getMagneticType(), cc::ui::ListView::MagneticType::CENTER);
    EXPECT_FALSE(plain->isScrollBarEnabled());
    EXPECT_FALSE(plain->getIndicatorEnabled());
    EXPECT_EQ(plain->getCurrentPageIndex(), -1);
    EXPECT_EQ(plain->getIndicatorPositionAsAnchorPoint(), Vec2(0.5f, 0.1f));
    plain->setDirection(cc::ui::ScrollView::Direction::VERTICAL);
    EXPECT_EQ(plain->getIndicatorPositionAsAnchorPoint(), Vec2(0.1f, 0.5f));
    EXPECT_EQ(pages->getInnerContainerSize(), cc::Size(400, 80));
}

TEST_F(PageViewTest, SetCurrentPageIndexJumps) {
    pages->setCurrentPageIndex(2);
    EXPECT_EQ(pages->getInnerContainerPosition(), Vec2(-200, 0));
    EXPECT_EQ(pages->getCurrentPageIndex(), 2);
    EXPECT_TRUE(events.empty()) << "a jump turns no page";
}

TEST_F(PageViewTest, ScrollToPageTurnsOnceItEnds) {
    pages->scrollToPage(1, 0.5f);
    step(kStep, 10);
    EXPECT_TRUE(events.empty());
    step(kStep, 30);
    EXPECT_NEAR(pages->getInnerContainerPosition().x, -100.0f, 0.001f);
    EXPECT_EQ(events, (std::vector<int>{0}));
    EXPECT_EQ(turnedTo, (std::vector<std::ptrdiff_t>{1}));
    pages->scrollToPage(1, 0.2f); // the same page: no turn
    step(kStep, 30);
    EXPECT_EQ(events.size(), 1u);
}

TEST_F(PageViewTest, AFastDragTurnsToTheNextPage) {
    press(140, 90);
    drag(110, 90, 3); // 30 points left in 3 frames: 600 points/s, past cocos's 500
    release();
    step(kStep, 120);
    EXPECT_EQ(pages->getCurrentPageIndex(), 1);
    EXPECT_NEAR(pages->getInnerContainerPosition().x, -100.0f, 0.001f);
    EXPECT_EQ(turnedTo, (std::vector<std::ptrdiff_t>{1}));
}

TEST_F(PageViewTest, ASlowDragSettlesOnTheNearestPage) {
    press(140, 90);
    drag(110, 90, 30); // 30 points in half a second
    step(kStep, 40);
    release();
    step(kStep, 120);
    EXPECT_EQ(pages->getCurrentPageIndex(), 0);
    EXPECT_NEAR(pages->getInnerContainerPosition().x, 0.0f, 0.001f);
}

TEST_F(PageViewTest, PagesAreAddedAndRemoved) {
    auto* page = box(100, 80);
    pages->insertPage(page, 0);
    EXPECT_EQ(pages->getItems().size(), 5);
    EXPECT_EQ(pages->getIndex(page), 0);
    pages->removePage(page);
    pages->removePageAtIndex(0);
    EXPECT_EQ(pages->getItems().size(), 3);
    pages->removeAllPages();
    EXPECT_TRUE(pages->getItems().empty());
    step(kStep);
}

TEST_F(PageViewTest, TheIndicatorHasADotPerPage) {
    pages->setIndicatorEnabled(true);
    auto* indicator = pages->getIndicator();
    ASSERT_NE(indicator, nullptr);
    EXPECT_EQ(indicator->getIndexNodeCount(), 4);
    EXPECT_EQ(indicator->getPosition(), Vec2(50, 8));
    EXPECT_EQ(pages->getIndicatorSelectedIndexColor(), cc::Color3B(100, 100, 255));
    EXPECT_FLOAT_EQ(pages->getIndicatorSpaceBetweenIndexNodes(), 23.0f);
    pages->addPage(box(100, 80));
    EXPECT_EQ(indicator->getIndexNodeCount(), 5);
    pages->removeAllPages();
    EXPECT_EQ(indicator->getIndexNodeCount(), 0);
    pages->setIndicatorEnabled(false);
    EXPECT_EQ(pages->getIndicator(), nullptr);
}

TEST_F(PageViewTest, DestroyedMidAnimation) {
    pages->scrollToPage(3, 1.0f);
    step(kStep, 10);
    ASSERT_TRUE(pages->isAutoScrolling());
    pages->removeFromParent();
    pages = nullptr;
    step(kStep, 60);
    EXPECT_EQ(scene->getChildrenCount(), 0);
    EXPECT_TRUE(events.empty());
}

TEST_F(PageViewTest, ATurningListenerMayDestroyThePageView) {
    pages->addEventListener([this](cc::Ref*, PageView::EventType) {
        pages->removeFromParent();
        pages = nullptr;
    });
    pages->scrollToPage(2, 0.2f);
    step(kStep, 30);
    EXPECT_EQ(scene->getChildrenCount(), 0);
}

} // namespace
