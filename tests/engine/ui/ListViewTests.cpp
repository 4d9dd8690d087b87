// tests/engine/ui/ListViewTests.cpp — ccui::ListView: items and their bookkeeping, cocos2d-x 3.17's
// layout with margins and gravity, finding items, selection events from touches, magnetic stops,
// items removed while the list scrolls (inside a scroll event and while inertia runs), cocos 3.17's
// padding, and the scroll bar's auto-hide around a tap.
#include "ui/Button.h"
#include "ui/LinearLayoutParameter.h"
#include "ui/ListView.h"
#include "ui/ScrollViewBar.h"

#include "ContainerTest.h"

#include <gtest/gtest.h>

using cc::Vec2;
using cc::ui::ListView;
using cc::ui::ScrollView;

namespace {

/// A 100x100 vertical list at (50, 50) of five 100x40 items 10 apart: the inner container is 240
/// high, item i at y = 200 - 50 i.
class ListViewTest : public kite::test::ContainerTest {
protected:
    void SetUp() override {
        ContainerTest::SetUp();
        list = ListView::create();
        list->setContentSize(cc::Size(100, 100));
        list->setPosition(50, 50);
        list->setItemsMargin(10);
        for (int i = 0; i < 5; ++i) {
            items.push_back(box(100, 40));
            items.back()->setTag(i);
            list->pushBackCustomItem(items.back());
        }
        scene->addChild(list);
        step(kStep);
    }
    ListView* list = nullptr;
    std::vector<cc::ui::Widget*> items;
};

TEST_F(ListViewTest, DefaultsFollowCocos) {
    auto* plain = ListView::create();
    EXPECT_EQ(plain->getDirection(), ScrollView::Direction::VERTICAL);
    EXPECT_EQ(plain->getLayoutType(), cc::ui::Layout::Type::VERTICAL);
    EXPECT_EQ(plain->getGravity(), ListView::Gravity::CENTER_VERTICAL);
    EXPECT_EQ(plain->getMagneticType(), ListView::MagneticType::NONE);
    EXPECT_TRUE(plain->getMagneticAllowedOutOfBoundary());
    EXPECT_FLOAT_EQ(plain->getItemsMargin(), 0.0f);
    EXPECT_FLOAT_EQ(plain->getScrollDuration(), 1.0f);
    EXPECT_EQ(plain->getCurSelectedIndex(), -1);
    plain->setDirection(ScrollView::Direction::HORIZONTAL);
    EXPECT_EQ(plain->getLayoutType(), cc::ui::Layout::Type::HORIZONTAL);
}

TEST_F(ListViewTest, LaysItemsOutWithTheMargin) {
    EXPECT_EQ(list->getInnerContainerSize(), cc::Size(100, 240));
    EXPECT_EQ(list->getInnerContainerPosition(), Vec2(0, -140));
    for (int i = 0; i < 5; ++i)
        EXPECT_EQ(items[i]->getPosition(), Vec2(0, 200 - 50 * i)) << i;
    auto* first = dynamic_cast<cc::ui::LinearLayoutParameter*>(items[0]->getLayoutParameter());
    auto* second = dynamic_cast<cc::ui::LinearLayoutParameter*>(items[1]->getLayoutParameter());
    ASSERT_TRUE(first && second);
    EXPECT_EQ(first->getMargin(), cc::ui::Margin::ZERO);
    EXPECT_EQ(second->getMargin(), cc::ui::Margin(0, 10, 0, 0));
}

TEST_F(ListViewTest, GravityPlacesNarrowItems) {
    auto* narrow = box(40, 40);
    list->pushBackCustomItem(narrow);
    list->setGravity(ListView::Gravity::CENTER_HORIZONTAL);
    list->doLayout();
    EXPECT_EQ(narrow->getPositionX(), 30.0f);
    list->setGravity(ListView::Gravity::RIGHT);
    list->doLayout();
    EXPECT_EQ(narrow->getPositionX(), 60.0f);
    EXPECT_EQ(list->getInnerContainerSize().height, 290.0f);
}

TEST_F(ListViewTest, ItemsAreInsertedRemovedAndFound) {
    auto* extra = box(100, 40);
    list->insertCustomItem(extra, 1);
    EXPECT_EQ(list->getItems().size(), 6);
    EXPECT_EQ(list->getIndex(extra), 1);
    EXPECT_EQ(list->getIndex(items[1]), 2);
    EXPECT_EQ(list->getItem(-1), nullptr);
    EXPECT_EQ(list->getItem(6), nullptr);
    list->insertCustomItem(box(10, 10), 99); // clamped to the end
    EXPECT_EQ(list->getItems().size(), 7);
    list->removeItem(1);
    EXPECT_EQ(list->getIndex(extra), -1);
    list->removeLastItem();
    list->removeItem(42); // nothing
    EXPECT_EQ(list->getItems().size(), 5);
    EXPECT_EQ(list->getChildrenCount(), 5);
    list->removeAllItems();
    EXPECT_TRUE(list->getItems().empty());
    list->doLayout();
    EXPECT_EQ(list->getInnerContainerSize(), cc::Size(100, 100));
}

TEST_F(ListViewTest, TheSelectedIndexFollowsInsertionsAndRemovals) {
    list->setCurSelectedIndex(2);
    EXPECT_EQ(list->getCurSelectedIndex(), 2);
    list->insertCustomItem(box(100, 40), 0);
    EXPECT_EQ(list->getCurSelectedIndex(), 3);
    list->removeItem(0);
    EXPECT_EQ(list->getCurSelectedIndex(), 2);
    list->removeItem(2);
    EXPECT_EQ(list->getCurSelectedIndex(), -1);
    list->setCurSelectedIndex(99);
    EXPECT_EQ(list->getCurSelectedIndex(), -1);
}

TEST_F(ListViewTest, DefaultItemsAreClonesOfTheModel) {
    auto* model = box(100, 20);
    model->setName("model");
    list->setItemModel(model);
    list->pushBackDefaultItem();
    list->insertDefaultItem(0);
    EXPECT_EQ(list->getItems().size(), 7);
    EXPECT_EQ(list->getItem(0)->getName(), "model");
    EXPECT_NE(list->getItem(0), model);
    EXPECT_EQ(list->getItem(6)->getContentSize(), cc::Size(100, 20));
}

TEST_F(ListViewTest, FindsItemsInTheView) {
    // At the top the view shows inner y 140..240.
    EXPECT_EQ(list->getCenterItemInCurrentView(), items[1]);
    EXPECT_EQ(list->getTopmostItemInCurrentView(), items[0]);
    EXPECT_EQ(list->getBottommostItemInCurrentView(), items[2]);
    EXPECT_EQ(list->getLeftmostItemInCurrentView(), nullptr) << "vertical";
    EXPECT_EQ(list->getClosestItemToPosition(Vec2(50, 0), Vec2(0.5f, 0.5f)), items[4]);
    list->jumpToItem(2, Vec2(0.5f, 0.5f), Vec2(0.5f, 0.5f));
    EXPECT_EQ(list->getInnerContainerPosition(), Vec2(0, -70));
    EXPECT_EQ(list->getCenterItemInCurrentView(), items[2]);
}

TEST_F(ListViewTest, JumpsLayTheItemsOutFirst) {
    // Two more items, not yet laid out: the inner container grows to 340 before the jump.
    list->pushBackCustomItem(box(100, 40));
    list->pushBackCustomItem(box(100, 40));
    list->jumpToTop();
    EXPECT_EQ(list->getInnerContainerSize(), cc::Size(100, 340));
    EXPECT_EQ(list->getInnerContainerPosition(), Vec2(0, -240));
    list->pushBackCustomItem(box(100, 40));
    list->jumpToPercentVertical(50);
    EXPECT_EQ(list->getInnerContainerPosition(), Vec2(0, -145));
}

TEST_F(ListViewTest, ScrollToItemTakesTheScrollDuration) {
    list->setScrollDuration(0.5f);
    list->scrollToItem(4, Vec2(0.5f, 0.0f), Vec2(0.5f, 0.0f));
    step(kStep, 20);
    EXPECT_LT(list->getInnerContainerPosition().y, 0.0f);
    step(kStep, 20);
    EXPECT_NEAR(list->getInnerContainerPosition().y, 0.0f, 0.001f);
}

TEST_F(ListViewTest, ATapOnAnItemSelectsIt) {
    std::vector<int> listEvents;
    list->addEventListener(
        [&listEvents](cc::Ref*, ListView::EventType type) { listEvents.push_back(static_cast<int>(type)); });
    items[1]->setTouchEnabled(true);
    // item 1 is at inner y 150..190, the container at -140: world y 60..100 (+50)
    press(100, 80);
    release();
    EXPECT_EQ(list->getCurSelectedIndex(), 1);
    EXPECT_EQ(listEvents, (std::vector<int>{0, 1}));
}

TEST_F(ListViewTest, MagneticCenterStopsWithAnItemCentred) {
    list->setMagneticType(ListView::MagneticType::CENTER);
    step(kStep, 120);
    ASSERT_NEAR(list->getInnerContainerPosition().y, -120.0f, 0.01f) << "item 1 centred at once";
    press(100, 60);
    drag(100, 66, 3); // a short fling (120 points/s) that stops inside the edges
    release();
    ASSERT_TRUE(list->isAutoScrolling());
    step(kStep, 300);
    Vec2 centre = list->getInnerContainerPosition();
    cc::ui::Widget* item = list->getCenterItemInCurrentView();
    ASSERT_NE(item, nullptr);
    // the item's centre in view space is the view's centre
    EXPECT_NEAR(item->getPositionY() + 20 + centre.y, 50.0f, 0.01f);
}

TEST_F(ListViewTest, ItemsRemovedInsideAScrollEvent) {
    list->ScrollView::addEventListener([this](cc::Ref*, ScrollView::EventType type) {
        if (type == ScrollView::EventType::SCROLLING && !list->getItems().empty()) list->removeItem(0);
    });
    press(100, 60);
    drag(100, 120, 3);
    release();
    step(kStep, 60);
    EXPECT_EQ(list->getItems().size(), 2);
}

TEST_F(ListViewTest, ItemsRemovedWhileInertiaRuns) {
    press(100, 60);
    drag(100, 120, 3);
    release();
    ASSERT_TRUE(list->isAutoScrolling());
    for (int frame = 0; frame < 30 && !list->getItems().empty(); ++frame) {
        list->removeLastItem();
        step(kStep);
    }
    EXPECT_TRUE(list->getItems().empty());
    step(kStep, 300);
    EXPECT_FALSE(list->isAutoScrolling());
}

TEST_F(ListViewTest, TheListMayBeRemovedByItsOwnScrollEvent) {
    list->ScrollView::addEventListener([this](cc::Ref*, ScrollView::EventType type) {
        if (type == ScrollView::EventType::CONTAINER_MOVED && list->getParent()) list->removeFromParent();
    });
    press(100, 60);
    drag(100, 120, 3);
    release();
    step(kStep, 10);
    EXPECT_EQ(scene->getChildrenCount(), 0);
}

TEST_F(ListViewTest, CloneCopiesItems) {
    auto* copy = dynamic_cast<ListView*>(list->clone());
    ASSERT_NE(copy, nullptr);
    EXPECT_EQ(copy->getItems().size(), 5);
    EXPECT_FLOAT_EQ(copy->getItemsMargin(), 10.0f);
    EXPECT_NE(copy->getItem(0), items[0]);
}

/* -- Padding (cocos 3.17; issue 21 round 3) ------------------------------------------------------------- */

TEST_F(ListViewTest, PaddingLengthensTheListAndMovesItsItems) {
    list->setPadding(5, 7, 3, 11);
    EXPECT_FLOAT_EQ(list->getLeftPadding(), 5.0f);
    EXPECT_FLOAT_EQ(list->getTopPadding(), 7.0f);
    EXPECT_FLOAT_EQ(list->getRightPadding(), 3.0f);
    EXPECT_FLOAT_EQ(list->getBottomPadding(), 11.0f);
    step(kStep);
    EXPECT_EQ(list->getInnerContainerSize(), cc::Size(100, 258)); // 5 x 40 + 4 x 10 + 7 + 11
    for (int i = 0; i < 5; ++i)
        EXPECT_EQ(items[i]->getPosition(), Vec2(5, 211 - 50 * i)) << i;
    auto margin = [this](int i) {
        return static_cast<cc::ui::LinearLayoutParameter*>(items[i]->getLayoutParameter())->getMargin();
    };
    EXPECT_EQ(margin(0), cc::ui::Margin(5, 7, 3, 0));
    EXPECT_EQ(margin(2), cc::ui::Margin(5, 10, 3, 0));
    EXPECT_EQ(margin(4), cc::ui::Margin(5, 10, 3, 11));
    list->setTopPadding(0);
    list->setBottomPadding(0);
    list->setLeftPadding(0);
    list->setRightPadding(1);
    step(kStep);
    EXPECT_EQ(list->getInnerContainerSize(), cc::Size(100, 240));
    EXPECT_EQ(items[0]->getPosition(), Vec2(0, 200));
}

TEST_F(ListViewTest, HorizontalPaddingAsCocosPutsIt) {
    auto* strip = ListView::create();
    strip->setDirection(ScrollView::Direction::HORIZONTAL);
    strip->setContentSize(cc::Size(100, 50));
    strip->setItemsMargin(4);
    strip->setPadding(5, 6, 7, 8);
    std::vector<cc::ui::Widget*> cells;
    for (int i = 0; i < 3; ++i) {
        cells.push_back(box(30, 20));
        strip->pushBackCustomItem(cells.back());
    }
    scene->addChild(strip);
    step(kStep);
    EXPECT_EQ(strip->getInnerContainerSize(), cc::Size(110, 50)); // 3 x 30 + 2 x 4 + 5 + 7
    EXPECT_FLOAT_EQ(cells[0]->getPositionX(), 5.0f);
    EXPECT_FLOAT_EQ(cells[1]->getPositionX(), 39.0f);
    EXPECT_FLOAT_EQ(cells[2]->getPositionX(), 73.0f);
    auto* last = static_cast<cc::ui::LinearLayoutParameter*>(cells[2]->getLayoutParameter());
    EXPECT_EQ(last->getMargin(),
              cc::ui::Margin(4, 6, 0, 8)); // cocos never gives the last one the right padding
}

TEST_F(ListViewTest, AnEmptyListHasNoPaddingAndClonesDoNotCopyIt) {
    list->setPadding(10, 10, 10, 10);
    auto* copy = dynamic_cast<ListView*>(list->clone());
    ASSERT_NE(copy, nullptr);
    EXPECT_FLOAT_EQ(copy->getTopPadding(), 0.0f); // as cocos's copySpecialProperties
    list->removeAllItems();
    step(kStep);
    EXPECT_EQ(list->getInnerContainerSize(), cc::Size(100, 100));
}

/* -- The scroll bar after a tap (uishow's finding; cocos 3.17's ScrollViewBar auto-hide) ------------ */

/// A list shorter than its view, with Button items, at (300, 50); its vertical bar.
class ShortListTest : public kite::test::ContainerTest {
protected:
    void SetUp() override {
        ContainerTest::SetUp();
        list = ListView::create();
        list->setContentSize(cc::Size(100, 100));
        list->setPosition(300, 50);
        for (int i = 0; i < 2; ++i) {
            auto* item = cc::ui::Button::create();
            item->setScale9Enabled(true);
            item->setContentSize(cc::Size(100, 30)); // item 0 spans y 120..150 on screen
            list->pushBackCustomItem(item);
        }
        scene->addChild(list);
        for (cc::Node* node : list->getProtectedChildren())
            if (auto* found = dynamic_cast<cc::ui::ScrollViewBar*>(node)) bar = found;
    }
    void tapItem() {
        press(350, 135);
        step(kStep);
        release();
    }
    ListView* list = nullptr;
    cc::ui::ScrollViewBar* bar = nullptr;
};

TEST_F(ShortListTest, LayingOutShowsTheBarWhichFadesInTheAutoHideTime) {
    ASSERT_NE(bar, nullptr);
    step(kStep); // the first visit lays the list out: setInnerContainerSize shows the bar, as cocos
    EXPECT_GT(bar->getDisplayedOpacity(), 90);
    step(kStep, 12); // 0.2 s
    EXPECT_EQ(bar->getDisplayedOpacity(), 0);
}

TEST_F(ShortListTest, ATapThatScrollsNothingLeavesAHiddenBarHidden) {
    step(kStep, 20);
    ASSERT_EQ(bar->getDisplayedOpacity(), 0);
    tapItem();
    for (int i = 0; i < 15; ++i) {
        EXPECT_EQ(bar->getDisplayedOpacity(), 0) << i;
        step(kStep);
    }
}

TEST_F(ShortListTest, ATapWhileTheBarFadesShowsItAgainForTheAutoHideTime) {
    step(kStep, 6); // half faded
    const int fading = bar->getDisplayedOpacity();
    EXPECT_GT(fading, 0);
    tapItem(); // cocos's onTouchEnded: a bar still showing gets the whole auto-hide time again
    step(kStep);
    EXPECT_GT(bar->getDisplayedOpacity(), fading);
    step(kStep, 12);
    EXPECT_EQ(bar->getDisplayedOpacity(), 0);
}

} // namespace
