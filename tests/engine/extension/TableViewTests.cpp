// tests/engine/extension/TableViewTests.cpp — ScrollView's offsets, drags and deceleration, and
// TableView's cells: made on demand, recycled and dequeued, touched, with data sources that change
// the table while they are asked.
#include "actions/ActionTween.h"
#include "events/EventDispatcher.h"
#include "events/EventTouch.h"
#include "events/Touch.h"
#include "extension/ScrollView.h"
#include "extension/TableView.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

using ExtensionScrollView = cc::extension::ScrollView;
using cc::extension::TableView;
using cc::extension::TableViewCell;
using Code = cc::EventTouch::EventCode;

namespace {

/// Cells of 50 x 40; counts the cells it makes and records what the table tells it.
class Source : public cc::extension::TableViewDataSource, public cc::extension::TableViewDelegate {
public:
    long count = 20;
    int made = 0;
    int countAsked = 0; // numberOfCellsInTableView calls (a Lua call each in a game)
    std::vector<std::string> log;
    std::function<void(TableView*, long)> onAsk; // runs inside tableCellAtIndex

    cc::Size tableCellSizeForIndex(TableView*, long) override { return cc::Size(50, 40); }
    long numberOfCellsInTableView(TableView*) override {
        ++countAsked;
        return count;
    }
    TableViewCell* tableCellAtIndex(TableView* table, long idx) override {
        if (onAsk) onAsk(table, idx);
        TableViewCell* cell = table->dequeueCell();
        if (!cell) {
            cell = TableViewCell::create();
            ++made;
        }
        return cell;
    }
    void tableCellTouched(TableView*, TableViewCell* c) override {
        log.push_back("touched " + std::to_string(c->getIdx()));
    }
    void tableCellHighlight(TableView*, TableViewCell* c) override {
        log.push_back("highlight " + std::to_string(c->getIdx()));
    }
    void tableCellUnhighlight(TableView*, TableViewCell* c) override {
        log.push_back("unhighlight " + std::to_string(c->getIdx()));
    }
    void tableCellWillRecycle(TableView*, TableViewCell* c) override {
        log.push_back("recycle " + std::to_string(c->getIdx()));
    }
    void scrollViewDidScroll(ExtensionScrollView*) override { ++scrolls; }
    int scrolls = 0;
};

class TableViewTest : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        finger = cc::makeRef<cc::Touch>();
    }
    /// A 100 x 100 table at (10, 10), filled TOP_DOWN when asked (cell 0 at the top).
    TableView* table(bool topDown = true) {
        TableView* t = TableView::create(&source, cc::Size(100, 100));
        t->setDelegate(&source);
        if (topDown) t->setVerticalFillOrder(TableView::VerticalFillOrder::TOP_DOWN);
        t->setPosition(10, 10);
        scene->addChild(t);
        t->reloadData();
        return t;
    }
    void touch(Code code, float x, float y) {
        finger->setTouchInfo(0, x, y);
        std::vector<cc::Touch*> touches{finger.get()};
        cc::EventTouch event(code, touches);
        director->getEventDispatcher()->dispatchEvent(&event);
    }
    static std::vector<long> shown(TableView* t) {
        std::vector<long> out;
        for (TableViewCell* c : t->getCellsUsed())
            out.push_back(c->getIdx());
        std::sort(out.begin(), out.end());
        return out;
    }
    Source source;
    cc::RefPtr<cc::Touch> finger;
};

} // namespace

TEST_F(TableViewTest, ScrollViewKeepsItsChildrenInTheContainer) {
    ExtensionScrollView* view = ExtensionScrollView::create(cc::Size(100, 80));
    scene->addChild(view);
    cc::Node* child = cc::Node::create();
    view->addChild(child);
    EXPECT_EQ(child->getParent(), view->getContainer());
    EXPECT_EQ(view->getChildren().size(), 1);
    view->setContentSize(cc::Size(300, 200));
    EXPECT_EQ(view->getContentSize(), cc::Size(300, 200));
    EXPECT_EQ(view->getViewSize(), cc::Size(100, 80));
    EXPECT_EQ(view->minContainerOffset(), cc::Vec2(-200, -120));
    EXPECT_EQ(view->maxContainerOffset(), cc::Vec2(0, 0));
    view->setBounceable(false);
    view->setContentOffset(cc::Vec2(50, -500));
    EXPECT_EQ(view->getContentOffset(), cc::Vec2(0, -120)); // clamped without bouncing
    view->setBounceable(true);
    view->setContentOffset(cc::Vec2(50, 0));
    EXPECT_EQ(view->getContentOffset(), cc::Vec2(50, 0));
    EXPECT_TRUE(view->isClippingToBounds());
    EXPECT_EQ(view->getDirection(), ExtensionScrollView::Direction::BOTH);
}

TEST_F(TableViewTest, AnimatedOffsetTellsTheDelegateEachFrameAndAtTheEnd) {
    ExtensionScrollView* view = ExtensionScrollView::create(cc::Size(100, 80));
    view->setContentSize(cc::Size(300, 200));
    Source delegate;
    view->setDelegate(&delegate);
    scene->addChild(view);
    view->setContentOffset(cc::Vec2(-100, -50), true);
    step(0.05f, 5);
    EXPECT_EQ(view->getContentOffset(), cc::Vec2(-100, -50));
    EXPECT_GE(delegate.scrolls, 3);
    const int after = delegate.scrolls;
    step(0.05f, 3);
    EXPECT_EQ(delegate.scrolls, after); // done: no more
}

TEST_F(TableViewTest, ZoomStaysBetweenTheMinAndMaxScale) {
    ExtensionScrollView* view = ExtensionScrollView::create(cc::Size(100, 80));
    scene->addChild(view);
    view->setMinScale(0.5f);
    view->setMaxScale(2.0f);
    view->setZoomScale(4.0f);
    EXPECT_EQ(view->getZoomScale(), 2.0f);
    view->setZoomScale(0.1f);
    EXPECT_EQ(view->getZoomScale(), 0.5f);
}

TEST_F(TableViewTest, AZoomTweenGoesThroughTheViewsUpdateTweenAction) {
    ExtensionScrollView* view = ExtensionScrollView::create(cc::Size(100, 80));
    scene->addChild(view);
    view->setMinScale(0.5f);
    view->setMaxScale(3.0f);
    view->setZoomScaleInDuration(2.0f, 0.5f);
    step(0.25f);
    EXPECT_FLOAT_EQ(view->getZoomScale(), 1.5f);
    step(0.25f);
    EXPECT_FLOAT_EQ(view->getZoomScale(), 2.0f);
    view->runAction(cc::ActionTween::create(0.5f, "anything", 2.0f, 1.0f)); // any key is the zoom, as cocos
    step(0.5f);
    EXPECT_FLOAT_EQ(view->getZoomScale(), 1.0f);
    view->updateTweenAction(9.0f, "zoomScale");
    EXPECT_FLOAT_EQ(view->getZoomScale(), 3.0f); // clamped like setZoomScale
}

TEST_F(TableViewTest, HasVisibleParentsAsksEveryAncestorNotTheView) {
    ExtensionScrollView* view = ExtensionScrollView::create(cc::Size(100, 80));
    EXPECT_TRUE(view->hasVisibleParents()); // no parent at all
    cc::Node* outer = cc::Node::create();
    cc::Node* inner = cc::Node::create();
    scene->addChild(outer);
    outer->addChild(inner);
    inner->addChild(view);
    view->setVisible(false);
    EXPECT_TRUE(view->hasVisibleParents());
    outer->setVisible(false);
    EXPECT_FALSE(view->hasVisibleParents());
    outer->setVisible(true);
    inner->setVisible(false);
    EXPECT_FALSE(view->hasVisibleParents());
}

TEST_F(TableViewTest, ShowsOnlyTheCellsInViewTopDown) {
    TableView* t = table();
    EXPECT_EQ(t->getContentSize(), cc::Size(100, 800));
    EXPECT_EQ(shown(t), (std::vector<long>{0, 1, 2}));
    // TOP_DOWN: cell 0 at the top of the container
    EXPECT_EQ(t->cellAtIndex(0)->getPosition(), cc::Vec2(0, 760));
    EXPECT_EQ(t->cellAtIndex(5), nullptr);
    EXPECT_EQ(t->getCellsFreed().size(), 0);
}

TEST_F(TableViewTest, BottomUpShowsTheLastCellsFirstAsCocosDoes) {
    TableView* t = table(false);
    EXPECT_EQ(t->getVerticalFillOrder(), TableView::VerticalFillOrder::BOTTOM_UP);
    EXPECT_EQ(shown(t), (std::vector<long>{17, 18, 19}));
    EXPECT_EQ(t->cellAtIndex(19)->getPosition(), cc::Vec2(0, 760));
}

TEST_F(TableViewTest, ScrollingRecyclesAndDequeuesCells) {
    TableView* t = table();
    const int madeFirst = source.made;
    for (int y = -700; y <= 0; y += 20)
        t->setContentOffset(cc::Vec2(0, static_cast<float>(y)));
    EXPECT_EQ(shown(t), (std::vector<long>{17, 18, 19}));
    EXPECT_LE(source.made, madeFirst + 1); // one more cell at most: the rest were reused
    EXPECT_NE(std::find(source.log.begin(), source.log.end(), "recycle 0"), source.log.end());
    EXPECT_GE(source.scrolls, 30);
}

TEST_F(TableViewTest, AScrollAsksTheCellCountNoMoreThanCocos) {
    TableView* t = table();
    source.countAsked = 0;
    t->setContentOffset(cc::Vec2(0, -699)); // one point: cells 0 to 2 stay, none enters
    EXPECT_EQ(shown(t), (std::vector<long>{0, 1, 2}));
    // cocos: once in scrollViewDidScroll, twice in each of its two indexFromOffset calls
    EXPECT_LE(source.countAsked, 5);
}

TEST_F(TableViewTest, InsertRemoveAndUpdateMoveTheOtherCells) {
    TableView* t = table();
    source.count = 21;
    t->insertCellAtIndex(1);
    EXPECT_EQ(t->getContentSize().height, 840);
    EXPECT_NE(t->cellAtIndex(1), nullptr);
    EXPECT_NE(t->cellAtIndex(2), nullptr); // the old cell 1, moved on
    TableViewCell* second = t->cellAtIndex(2);
    t->removeCellAtIndex(1);
    source.count = 20;
    EXPECT_EQ(t->cellAtIndex(1), second); // moved back
    TableViewCell* first = t->cellAtIndex(0);
    t->updateCellAtIndex(0);
    EXPECT_NE(t->cellAtIndex(0), nullptr);
    EXPECT_NE(std::find(source.log.begin(), source.log.end(), "recycle 0"), source.log.end());
    (void)first;
    t->updateCellAtIndex(99); // outside: ignored
    t->removeCellAtIndex(-1);
}

TEST_F(TableViewTest, ATapTouchesItsCellInCocosOrder) {
    table();
    source.log.clear(); // the reload's recycling
    // the view is at (10, 10), 100 high; TOP_DOWN: cell 0 is its top 40 points (y 70 .. 110)
    touch(Code::BEGAN, 30, 100);
    touch(Code::ENDED, 30, 100);
    EXPECT_EQ(source.log, (std::vector<std::string>{"highlight 0", "unhighlight 0", "touched 0"}));
    source.log.clear();
    touch(Code::BEGAN, 30, 50); // cell 1
    touch(Code::CANCELLED, 30, 50);
    EXPECT_EQ(source.log, (std::vector<std::string>{"highlight 1", "unhighlight 1"}));
    source.log.clear();
    touch(Code::BEGAN, 300, 300); // outside the view: not claimed
    touch(Code::ENDED, 300, 300);
    EXPECT_TRUE(source.log.empty());
}

TEST_F(TableViewTest, ADragScrollsAndDeceleratesWithoutTouching) {
    TableView* t = table();
    const float start = t->getContentOffset().y; // -700: the top
    touch(Code::BEGAN, 30, 20);
    touch(Code::MOVED, 30, 24); // under 7 points: not a drag yet
    EXPECT_FALSE(t->isTouchMoved());
    EXPECT_EQ(t->getContentOffset().y, start);
    touch(Code::MOVED, 30, 40);
    EXPECT_TRUE(t->isTouchMoved());
    EXPECT_TRUE(t->isDragging());
    touch(Code::MOVED, 30, 70); // 30 up: the content follows
    EXPECT_EQ(t->getContentOffset().y, start + 30);
    touch(Code::ENDED, 30, 70);
    EXPECT_FALSE(t->isDragging());
    EXPECT_EQ(std::count(source.log.begin(), source.log.end(), "touched 2"), 0);
    step(1.0f / 60, 3); // the last step (30) keeps going, slower each frame
    EXPECT_GT(t->getContentOffset().y, start + 60);
    step(1.0f / 60, 200);
    const float settled = t->getContentOffset().y;
    step(1.0f / 60, 5);
    EXPECT_EQ(t->getContentOffset().y, settled); // stopped
    EXPECT_LE(settled, 0.0f);
}

TEST_F(TableViewTest, ADestroyedTableWhileDeceleratingIsSafe) {
    TableView* t = table();
    touch(Code::BEGAN, 30, 20);
    touch(Code::MOVED, 30, 40);
    touch(Code::MOVED, 30, 80);
    touch(Code::ENDED, 30, 80);
    step(1.0f / 60, 2);
    t->removeFromParent(); // decelerating: its schedule goes with it
    step(1.0f / 60, 10);
}

TEST_F(TableViewTest, ADataSourceThatRemovesTheTableIsSafe) {
    TableView* t = table();
    source.onAsk = [](TableView* table, long) { table->removeFromParent(); };
    t->setContentOffset(cc::Vec2(0, -300)); // asks for new cells: the first answer removes the table
    step(1.0f / 60, 2);
}

TEST_F(TableViewTest, ReloadInsideADataSourceHandlerIsDeferred) {
    TableView* t = table();
    int reloads = 0;
    source.onAsk = [&](TableView* table, long) {
        if (reloads++ < 3) table->reloadData(); // asked while the table asks: done after
    };
    t->reloadData();
    EXPECT_EQ(shown(t), (std::vector<long>{0, 1, 2}));
    EXPECT_GE(reloads, 3);
}

TEST_F(TableViewTest, BadCellsFromTheDataSourceAreRefused) {
    kite::test::ScopedLogCapture log;
    class Bad : public Source {
    public:
        TableViewCell* same = nullptr;
        TableViewCell* tableCellAtIndex(TableView* table, long idx) override {
            if (idx == 1) return nullptr;
            if (!same) return same = Source::tableCellAtIndex(table, idx);
            return same; // the same cell for every index
        }
    } bad;
    TableView* t = TableView::create(&bad, cc::Size(100, 100));
    t->setVerticalFillOrder(TableView::VerticalFillOrder::TOP_DOWN);
    scene->addChild(t);
    t->reloadData();
    EXPECT_EQ(t->getCellsUsed().size(), 1);
    EXPECT_NE(log.text().find("no cell for index 1"), std::string::npos);
    EXPECT_NE(log.text().find("gave the cell of index 0 for index 2"), std::string::npos);
}

TEST_F(TableViewTest, CellsKeptAfterTheTableDiesAreFine) {
    cc::RefPtr<TableViewCell> kept;
    {
        TableView* t = table();
        kept = t->cellAtIndex(0);
        t->removeFromParent();
    }
    step(1.0f / 60, 2);
    EXPECT_EQ(kept->getParent(), nullptr);
    EXPECT_EQ(kept->getIdx(), 0);
    kept->reset();
    EXPECT_EQ(kept->getIdx(), TableViewCell::INVALID_INDEX);
}
