// tests/engine/ui/TabControlTests.cpp — ccui::TabControl and ccui::TabHeader: cocos2d-x 3.17's
// header strip on each dock, containers, selection by index / header / tap and what the listener
// hears, header sizes and zoom, titles, refused input, clones, and lifetimes (a control removed by
// its own listener, tabs removed while one is selected, headers that outlive their control).
#include "base/Log.h"
#include "scene/Label.h"
#include "scene/Sprite.h"
#include "ui/Layout.h"
#include "ui/TabControl.h"

#include "FakePlatform.h"
#include "WidgetTouchTest.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using cc::Size;
using cc::Vec2;
using cc::ui::Layout;
using cc::ui::TabControl;
using cc::ui::TabHeader;
using Log = std::vector<std::string>;

namespace {

/// A 200x200 control whose bottom-left is at (100, 100) (anchored at its centre) with three tabs "A", "B",
/// "C" over tab.png (40x16) and cross.png; the listener logs "tab <index>".
class TabControlTest : public kite::test::WidgetTouchTest {
protected:
    void SetUp() override {
        WidgetTouchTest::SetUp();
        loader.sizes["tab.png"] = {40, 16};
        loader.sizes["cross.png"] = {16, 16};
        previousLog = cc::setLogHandler([this](cc::LogLevel level, const char* message) {
            if (level == cc::LogLevel::Error) errors.push_back(message);
        });
        control = TabControl::create();
        control->setPosition(Vec2(200, 200));
        scene->addChild(control);
        control->setTabChangedEventListener([this](int index, TabControl::EventType type) {
            EXPECT_EQ(type, TabControl::EventType::SELECT_CHANGED);
            log.push_back("tab " + std::to_string(index));
        });
        for (const char* title : {"A", "B", "C"})
            addTab(title);
    }
    void TearDown() override {
        cc::setLogHandler(previousLog);
        WidgetTouchTest::TearDown();
    }
    void addTab(const std::string& title) {
        headers.push_back(TabHeader::create(title, "tab.png", "cross.png"));
        containers.push_back(Layout::create());
        control->insertTab(static_cast<int>(control->getTabCount()), headers.back(), containers.back());
    }
    /// Which containers are visible, as "100" for the first.
    std::string visibleContainers() const {
        std::string shown;
        for (Layout* container : containers)
            shown += container->isVisible() ? '1' : '0';
        return shown;
    }

    kite::test::FakeTextureLoader loader;
    kite::test::FakeTextMeasurer measurer;
    cc::LogHandler previousLog;
    Log errors;
    TabControl* control = nullptr;
    std::vector<TabHeader*> headers;
    std::vector<Layout*> containers;
};

TEST_F(TabControlTest, DefaultsFollowCocos) {
    auto* plain = TabControl::create();
    EXPECT_EQ(plain->getContentSize(), Size(200, 200));
    EXPECT_EQ(plain->getAnchorPoint(), Vec2(0.5f, 0.5f)); // Widget::init's, over cocos's constructor's (0, 0)
    EXPECT_FLOAT_EQ(plain->getHeaderWidth(), 50.0f);
    EXPECT_EQ(plain->getHeaderHeight(), 20);
    EXPECT_FLOAT_EQ(plain->getHeaderSelectedZoom(), 0.1f);
    EXPECT_EQ(plain->getHeaderDockPlace(), TabControl::Dock::TOP);
    EXPECT_TRUE(plain->isIgnoreHeadersTextureSize());
    EXPECT_EQ(plain->getTabCount(), 0u);
    EXPECT_EQ(plain->getSelectedTabIndex(), -1);
    EXPECT_EQ(plain->getTabHeader(0), nullptr);
    EXPECT_EQ(plain->getTabContainer(0), nullptr);
    auto* header = TabHeader::create();
    EXPECT_EQ(header->getAnchorPoint(), Vec2(0.5f, 0.0f));
    EXPECT_FLOAT_EQ(header->getTitleFontSize(), 12.0f);
    EXPECT_EQ(header->getTitleText(), "");
    EXPECT_EQ(header->getIndexInTabControl(), -1);
    EXPECT_FALSE(header->isSelected());
    EXPECT_FALSE(header->getRendererFrontCross()->isVisible());
}

TEST_F(TabControlTest, TheFirstTabIsSelectedAndHeadersLineTheTop) {
    EXPECT_EQ(log, (Log{"tab 0"})); // only the first insert selects
    EXPECT_EQ(control->getTabCount(), 3u);
    EXPECT_EQ(control->getSelectedTabIndex(), 0);
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(headers[i]->getPosition(), Vec2(25 + 50 * i, 180)) << i;
        EXPECT_EQ(headers[i]->getContentSize(), Size(50, 20)) << i; // the image stretched
        EXPECT_EQ(headers[i]->getAnchorPoint(), Vec2(0.5f, 0.0f));
        EXPECT_EQ(headers[i]->getIndexInTabControl(), i);
        EXPECT_EQ(control->indexOfTabHeader(headers[i]), i);
        EXPECT_EQ(control->getTabHeader(i), headers[i]);
        EXPECT_EQ(control->getTabContainer(i), containers[i]);
        EXPECT_EQ(containers[i]->getPosition(), Vec2(0, 0));
        EXPECT_EQ(containers[i]->getContentSize(), Size(200, 180));
        EXPECT_EQ(headers[i]->getParent(), control);
    }
    EXPECT_EQ(visibleContainers(), "100");
    EXPECT_FLOAT_EQ(headers[0]->getScale(), 1.1f);
    EXPECT_FLOAT_EQ(headers[1]->getScale(), 1.0f);
    EXPECT_TRUE(headers[0]->isSelected());
    EXPECT_TRUE(headers[0]->getRendererFrontCross()->isVisible());
    EXPECT_FALSE(headers[1]->isSelected());
    EXPECT_EQ(headers[0]->getLocalZOrder(), -1);
    EXPECT_EQ(headers[1]->getLocalZOrder(), -2);
    EXPECT_EQ(containers[0]->getLocalZOrder(), -3);
    EXPECT_TRUE(control->getChildren().empty()); // all protected
    EXPECT_EQ(headers[1]->getTitleRenderer()->getPosition(), Vec2(25, 10));
}

TEST_F(TabControlTest, InsertingInTheMiddleShiftsTheLaterHeaders) {
    auto* header = TabHeader::create("X", "tab.png", "cross.png");
    control->insertTab(1, header, Layout::create());
    EXPECT_EQ(header->getPosition(), Vec2(75, 180));
    EXPECT_EQ(headers[1]->getPosition(), Vec2(125, 180));
    EXPECT_EQ(headers[2]->getPosition(), Vec2(175, 180));
    EXPECT_EQ(control->getSelectedTabIndex(), 0);
    EXPECT_FALSE(control->getTabContainer(1)->isVisible());
}

TEST_F(TabControlTest, EachDockPlacesHeadersAndContainers) {
    control->setHeaderDockPlace(TabControl::Dock::LEFT);
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(headers[i]->getPosition(), Vec2(50, 190 - 20 * i)) << i;
        EXPECT_EQ(headers[i]->getAnchorPoint(), Vec2(1.0f, 0.5f));
    }
    EXPECT_EQ(containers[2]->getPosition(), Vec2(50, 0));
    EXPECT_EQ(containers[2]->getContentSize(), Size(150, 200));
    control->setHeaderDockPlace(TabControl::Dock::BOTTOM);
    EXPECT_EQ(headers[1]->getPosition(), Vec2(75, 20));
    EXPECT_EQ(headers[1]->getAnchorPoint(), Vec2(0.5f, 1.0f));
    EXPECT_EQ(containers[1]->getPosition(), Vec2(0, 20));
    EXPECT_EQ(containers[1]->getContentSize(), Size(200, 180));
    control->setHeaderDockPlace(TabControl::Dock::RIGHT);
    EXPECT_EQ(headers[2]->getPosition(), Vec2(150, 150));
    EXPECT_EQ(headers[2]->getAnchorPoint(), Vec2(0.0f, 0.5f));
    EXPECT_EQ(containers[0]->getPosition(), Vec2(0, 0));
    EXPECT_EQ(containers[0]->getContentSize(), Size(150, 200));
    control->setContentSize(Size(300, 100)); // a new size places everything again
    EXPECT_EQ(headers[0]->getPosition(), Vec2(250, 90));
    EXPECT_EQ(containers[0]->getContentSize(), Size(250, 100));
}

TEST_F(TabControlTest, SelectingByIndexAlwaysReportsByHeaderOnlyAChange) {
    log.clear();
    control->setSelectTab(2);
    EXPECT_EQ(control->getSelectedTabIndex(), 2);
    EXPECT_EQ(visibleContainers(), "001");
    EXPECT_FLOAT_EQ(headers[0]->getScale(), 1.0f);
    EXPECT_FLOAT_EQ(headers[2]->getScale(), 1.1f);
    control->setSelectTab(2);          // by index: reported again
    control->setSelectTab(headers[2]); // by header: the selected one, nothing
    EXPECT_EQ(log, (Log{"tab 2", "tab 2"}));
    control->setSelectTab(headers[1]);
    EXPECT_EQ(log.back(), "tab 1");
    control->setSelectTab(7); // out of range: none selected
    EXPECT_EQ(log.back(), "tab -1");
    EXPECT_EQ(control->getSelectedTabIndex(), -1);
    EXPECT_EQ(visibleContainers(), "000");
    control->setSelectTab(0);
    auto* stranger = TabHeader::create();
    control->setSelectTab(stranger); // a header of no tab: none selected, as cocos
    EXPECT_EQ(log, (Log{"tab 2", "tab 2", "tab 1", "tab -1", "tab 0", "tab -1"}));
}

TEST_F(TabControlTest, ATapSelectsAHeaderAfterItsTouchEvents) {
    listen(headers[1], "B");
    headers[1]->addCCSEventListener(
        [this](cc::Ref*, int type) { log.push_back("B event " + std::to_string(type)); });
    log.clear();
    tap(175, 290); // header B spans x 150..200, y 280..300
    EXPECT_EQ(log, (Log{"B began", "B ended", "B click", "tab 1", "B event 0"}));
    EXPECT_EQ(control->getSelectedTabIndex(), 1);
    EXPECT_EQ(visibleContainers(), "010");
    log.clear();
    tap(175, 290); // the selected header: touch events only
    EXPECT_EQ(log, (Log{"B began", "B ended", "B click"}));
    tap(225, 290); // header C
    EXPECT_EQ(control->getSelectedTabIndex(), 2);
}

TEST_F(TabControlTest, RemovingTheSelectedTabLeavesNoneSelectedAndReportsNothing) {
    control->setSelectTab(1);
    log.clear();
    cc::RefPtr<TabHeader> removed(headers[1]);
    control->removeTab(1);
    EXPECT_TRUE(log.empty());
    EXPECT_EQ(control->getTabCount(), 2u);
    EXPECT_EQ(control->getSelectedTabIndex(), -1);
    EXPECT_EQ(removed->getParent(), nullptr);
    EXPECT_EQ(removed->getIndexInTabControl(), -1);
    EXPECT_EQ(headers[2]->getPosition(), Vec2(75, 180)); // moved up
    EXPECT_EQ(control->indexOfTabHeader(headers[2]), 1);
    control->removeTab(2); // out of range: logged, nothing removed
    control->removeTab(-1);
    EXPECT_EQ(errors.size(), 2u);
    EXPECT_EQ(control->getTabCount(), 2u);
    removed->setSelected(false);
    scene->addChild(removed.get()); // a detached header tapped reaches no control
    removed->setPosition(Vec2(500, 500));
    tap(500, 510);
    EXPECT_TRUE(removed->isSelected());
    EXPECT_EQ(log, (Log{}));
}

TEST_F(TabControlTest, AHeaderOrContainerTakenOutByHandTakesItsTab) {
    headers[0]->removeFromParent(); // the selected tab
    EXPECT_EQ(control->getTabCount(), 2u);
    EXPECT_EQ(control->getSelectedTabIndex(), -1);
    EXPECT_EQ(control->getTabHeader(0), headers[1]);
    containers[2]->removeFromParent();
    EXPECT_EQ(control->getTabCount(), 1u);
    EXPECT_EQ(headers[2]->getParent(), nullptr);
    control->removeAllProtectedChildren();
    EXPECT_EQ(control->getTabCount(), 0u);
    EXPECT_EQ(headers[1]->getIndexInTabControl(), -1);
}

TEST_F(TabControlTest, BadInsertsAreRefused) {
    control->insertTab(4, TabHeader::create(), Layout::create());
    control->insertTab(-1, TabHeader::create(), Layout::create());
    control->insertTab(0, nullptr, Layout::create());
    control->insertTab(0, TabHeader::create(), nullptr);
    control->insertTab(0, headers[1], Layout::create()); // already in a tab
    auto* elsewhere = Layout::create();
    scene->addChild(elsewhere);
    control->insertTab(0, TabHeader::create(), elsewhere);
    EXPECT_EQ(errors.size(), 6u);
    EXPECT_EQ(control->getTabCount(), 3u);
    EXPECT_EQ(control->getTabHeader(-1), nullptr);
    EXPECT_EQ(control->getTabContainer(3), nullptr);
}

TEST_F(TabControlTest, HeaderSizesAndZoom) {
    control->setHeaderWidth(60); // top dock: headers move, keep their size
    EXPECT_EQ(headers[1]->getPosition(), Vec2(90, 180));
    EXPECT_EQ(headers[1]->getContentSize(), Size(50, 20));
    control->setHeaderHeight(30.7f); // kept as an int; the containers shrink
    EXPECT_EQ(control->getHeaderHeight(), 30);
    EXPECT_EQ(containers[0]->getContentSize(), Size(200, 170));
    control->setHeaderSelectedZoom(0.5f);
    EXPECT_FLOAT_EQ(headers[0]->getScale(), 1.5f);
    control->setSelectTab(1);
    EXPECT_FLOAT_EQ(headers[1]->getScale(), 1.5f);
    EXPECT_FLOAT_EQ(headers[0]->getScale(), 1.0f);
    control->ignoreHeadersTextureSize(false); // the image's own size
    EXPECT_FALSE(control->isIgnoreHeadersTextureSize());
    EXPECT_EQ(headers[2]->getContentSize(), Size(40, 16));
    addTab("D");
    EXPECT_EQ(headers[3]->getContentSize(), Size(40, 16));
    control->ignoreHeadersTextureSize(true);
    EXPECT_EQ(headers[3]->getContentSize(), Size(60, 30));
}

TEST_F(TabControlTest, TitlesTakeTextColourSizeAndFont) {
    TabHeader* header = headers[0];
    EXPECT_EQ(header->getTitleText(), "A");
    header->setTitleText("Options");
    EXPECT_EQ(header->getTitleRenderer()->getString(), "Options");
    EXPECT_EQ(header->getTitleRenderer()->getPosition(), Vec2(25, 10));
    header->setTitleColor(cc::Color4B(10, 20, 30, 40));
    EXPECT_EQ(header->getTitleColor(), cc::Color4B(10, 20, 30, 40));
    header->setTitleFontSize(20);
    EXPECT_FLOAT_EQ(header->getTitleFontSize(), 20.0f);
    EXPECT_FLOAT_EQ(header->getTitleRenderer()->getSystemFontSize(), 20.0f);
    header->setTitleFontName("Serif"); // no such file: a system font
    EXPECT_EQ(header->getTitleFontName(), "Serif");
    EXPECT_FLOAT_EQ(header->getTitleRenderer()->getSystemFontSize(), 20.0f);
    EXPECT_EQ(header->getContentSize(), Size(50, 20)); // the custom size stays
}

TEST_F(TabControlTest, ClonesCopyTheSettingsNotTheTabs) {
    control->setHeaderWidth(70);
    control->setHeaderDockPlace(TabControl::Dock::BOTTOM);
    control->setHeaderSelectedZoom(0.3f);
    auto* copy = dynamic_cast<TabControl*>(control->clone());
    ASSERT_NE(copy, nullptr);
    EXPECT_FLOAT_EQ(copy->getHeaderWidth(), 70.0f);
    EXPECT_EQ(copy->getHeaderDockPlace(), TabControl::Dock::BOTTOM);
    EXPECT_FLOAT_EQ(copy->getHeaderSelectedZoom(), 0.3f);
    EXPECT_EQ(copy->getTabCount(), 0u);
    headers[2]->setTitleFontSize(30);
    auto* header = dynamic_cast<TabHeader*>(headers[2]->clone());
    ASSERT_NE(header, nullptr);
    EXPECT_FLOAT_EQ(header->getTitleFontSize(), 30.0f);
    EXPECT_EQ(header->getIndexInTabControl(), -1);
}

/* -- Lifetimes ------------------------------------------------------------------------------- */

TEST_F(TabControlTest, AControlRemovedByItsOwnListenerDuringATap) {
    control->setTabChangedEventListener([this](int index, TabControl::EventType) {
        log.push_back("tab " + std::to_string(index));
        control->removeFromParent(); // the last owner: it dies once the tap is done with it
    });
    headers[1]->addCCSEventListener([this](cc::Ref* sender, int) {
        log.push_back(static_cast<TabHeader*>(sender)->getIndexInTabControl() == 1 ? "B in" : "B out");
    });
    step(0.0f); // the autorelease pool lets go: the scene is the control's only owner
    log.clear();
    tap(175, 290);
    EXPECT_EQ(log, (Log{"tab 1", "B in"})); // the control lives until the tap is done with it
    step(0.0f);                             // the census checks everything went
}

TEST_F(TabControlTest, TabsRemovedByTheListenerWhileOneIsSelected) {
    control->setTabChangedEventListener([this](int index, TabControl::EventType) {
        log.push_back("tab " + std::to_string(index));
        while (control->getTabCount() > 0)
            control->removeTab(0);
    });
    step(0.0f);
    log.clear();
    tap(175, 290);
    EXPECT_EQ(log, (Log{"tab 1"}));
    EXPECT_EQ(control->getTabCount(), 0u);
    EXPECT_EQ(control->getSelectedTabIndex(), -1);
    addTab("again"); // a new first tab is selected, and this listener removes it at once
    EXPECT_EQ(control->getTabCount(), 0u);
    EXPECT_EQ(log, (Log{"tab 1", "tab 0"}));
}

TEST_F(TabControlTest, HeadersOutliveTheirControl) {
    cc::RefPtr<TabHeader> kept(headers[1]);
    control->removeFromParent();
    step(0.0f);
    EXPECT_EQ(kept->getIndexInTabControl(), -1);
    EXPECT_EQ(kept->getParent(), nullptr);
    scene->addChild(kept.get());
    kept->setPosition(Vec2(300, 300));
    tap(300, 310); // selects it, reaches no control
    EXPECT_TRUE(kept->isSelected());
}

} // namespace
