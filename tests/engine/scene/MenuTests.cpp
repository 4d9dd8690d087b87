// tests/engine/scene/MenuTests.cpp — menus driven by dispatched touches.
#include "events/EventDispatcher.h"
#include "events/EventListenerTouch.h"
#include "events/EventTouch.h"
#include "events/Touch.h"
#include "scene/Label.h"
#include "scene/Menu.h"
#include "scene/MenuItem.h"

#include "EngineTest.h"
#include "TestObjects.h"

#include <gtest/gtest.h>

using Code = cc::EventTouch::EventCode;

namespace {

/// A menu at the window centre (480, 320) with two font items: "Play" at (0, 40), "Quit" at (0, -40).
/// With the estimated font metrics each item is 0.6 * 32 * 4 = 76.8 wide and 32 high.
class MenuTest : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        play = cc::MenuItemFont::create("Play", [this](cc::Ref* sender) {
            clicks.push_back("play");
            EXPECT_EQ(sender, play);
        });
        quit = cc::MenuItemFont::create("Quit", [this](cc::Ref*) { clicks.push_back("quit"); });
        play->setPosition(0, 40);
        quit->setPosition(0, -40);
        menu = cc::Menu::create(play, quit, nullptr);
        scene->addChild(menu);
        touch = cc::makeRef<cc::Touch>();
    }
    void send(Code code, float x, float y) {
        touch->setTouchInfo(0, x, y);
        cc::EventTouch event(code, {touch.get()});
        director->getEventDispatcher()->dispatchEvent(&event);
    }
    void tap(float x, float y) {
        send(Code::BEGAN, x, y);
        send(Code::ENDED, x, y);
    }
    cc::Menu* menu = nullptr;
    cc::MenuItemFont* play = nullptr;
    cc::MenuItemFont* quit = nullptr;
    cc::RefPtr<cc::Touch> touch;
    std::vector<std::string> clicks;
    int drops = 0; // DropProbe destructions
};

} // namespace

TEST_F(MenuTest, DefaultsFollowCocos) {
    EXPECT_EQ(menu->getPosition(), cc::Vec2(480, 320));
    EXPECT_EQ(menu->getContentSize(), cc::Size(960, 640));
    EXPECT_EQ(play->getContentSize(), cc::Size(76.8f, 32));
    EXPECT_EQ(play->rect(), cc::Rect(-38.4f, 24, 76.8f, 32));
    EXPECT_EQ(static_cast<cc::Label*>(play->getLabel())->getString(), "Play");
}

TEST_F(MenuTest, TapOnAnItemActivatesIt) {
    tap(480, 360);
    tap(500, 280);
    tap(100, 100); // on nothing
    EXPECT_EQ(clicks, (std::vector<std::string>{"play", "quit"}));
}

TEST_F(MenuTest, SelectionFollowsTheFingerAndOnlyTheFinalItemActivates) {
    send(Code::BEGAN, 480, 360);
    EXPECT_TRUE(play->isSelected());
    EXPECT_EQ(menu->getState(), cc::Menu::State::TRACKING_TOUCH);
    send(Code::MOVED, 480, 280);
    EXPECT_FALSE(play->isSelected());
    EXPECT_TRUE(quit->isSelected());
    send(Code::MOVED, 100, 100);
    EXPECT_FALSE(quit->isSelected());
    send(Code::ENDED, 100, 100);
    EXPECT_TRUE(clicks.empty());
    EXPECT_EQ(menu->getState(), cc::Menu::State::WAITING);
    send(Code::BEGAN, 480, 360);
    send(Code::CANCELLED, 480, 360);
    EXPECT_TRUE(clicks.empty());
    EXPECT_FALSE(play->isSelected());
}

TEST_F(MenuTest, DisabledInvisibleOrHiddenMenusDoNotReact) {
    play->setEnabled(false);
    EXPECT_EQ(play->getLabel()->getColor(), cc::Color3B(126, 126, 126));
    tap(480, 360);
    play->setEnabled(true);
    EXPECT_EQ(play->getLabel()->getColor(), cc::Color3B::WHITE);
    quit->setVisible(false);
    tap(480, 280);
    menu->setEnabled(false);
    tap(480, 360);
    menu->setEnabled(true);
    scene->setVisible(false); // an invisible ancestor
    tap(480, 360);
    EXPECT_TRUE(clicks.empty());
}

TEST_F(MenuTest, TheMenuSwallowsTouchesOnItemsOnly) {
    int behind = 0;
    auto* l = cc::EventListenerTouchOneByOne::create();
    l->onTouchBegan = [&](cc::Touch*, cc::Event*) {
        ++behind;
        return false;
    };
    director->getEventDispatcher()->addEventListenerWithFixedPriority(l, 1);
    tap(480, 360); // claimed and swallowed by the menu
    tap(100, 100); // not on an item: passes through
    EXPECT_EQ(behind, 1);
}

TEST_F(MenuTest, AClickThatRemovesTheMenuIsSafe) {
    play->setCallback([this](cc::Ref*) {
        clicks.push_back("play");
        menu->removeFromParent();
    });
    tap(480, 360);
    step(0.0f);
    tap(480, 360);
    EXPECT_EQ(clicks, (std::vector<std::string>{"play"}));
    EXPECT_EQ(scene->getChildrenCount(), 0);
}

TEST_F(MenuTest, AClickCallbackMayReplaceItself) {
    play->setCallback([this, probe = kite::test::dropProbe(drops)](cc::Ref*) {
        clicks.push_back("first");
        play->setCallback([this](cc::Ref*) { clicks.push_back("second"); }); // touches nothing after
    });
    tap(480, 360);
    EXPECT_EQ(drops, 1); // destroyed by its own replacement
    tap(480, 360);
    EXPECT_EQ(clicks, (std::vector<std::string>{"first", "second"}));
}

TEST_F(MenuTest, SelectedLabelItemZoomsAndComesBack) {
    send(Code::BEGAN, 480, 360);
    step(0.1f);
    EXPECT_FLOAT_EQ(play->getScale(), 1.2f);
    send(Code::MOVED, 100, 100);
    step(0.1f);
    EXPECT_FLOAT_EQ(play->getScale(), 1.0f);
}

// A script's removeAllChildren takes the label out of its item: the item keeps it (a stress
// program under ASan read the freed label through setString).
TEST_F(MenuTest, ALabelItemKeepsItsLabelAfterItsChildrenAreRemoved) {
    cc::Node* label = play->getLabel();
    ASSERT_NE(label, nullptr);
    play->removeAllChildrenWithCleanup(true);
    step(0.0f); // a frame: the autorelease pool lets go of the label too
    EXPECT_EQ(play->getLabel(), label);
    EXPECT_EQ(label->getParent(), nullptr);
    play->setString("Again");
    EXPECT_EQ(static_cast<cc::Label*>(label)->getString(), "Again");
    play->setLabel(label); // the same label again: nothing changes
    EXPECT_EQ(play->getLabel(), label);
    play->setEnabled(false);
    EXPECT_EQ(label->getColor(), play->getDisabledColor());
}

TEST_F(MenuTest, AlignItems) {
    menu->alignItemsVerticallyWithPadding(10);
    EXPECT_EQ(play->getPosition(), cc::Vec2(0, 21));
    EXPECT_EQ(quit->getPosition(), cc::Vec2(0, -21));
    menu->alignItemsHorizontallyWithPadding(10);
    EXPECT_FLOAT_EQ(play->getPositionX(), -43.4f);
    EXPECT_FLOAT_EQ(quit->getPositionX(), 43.4f);
}
