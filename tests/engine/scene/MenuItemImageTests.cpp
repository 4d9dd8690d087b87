// tests/engine/scene/MenuItemImageTests.cpp — MenuItemSprite / MenuItemImage states, MenuItemToggle
// cycling, and Menu's column and row layouts.
#include "events/EventDispatcher.h"
#include "events/EventTouch.h"
#include "events/Touch.h"
#include "scene/Menu.h"
#include "scene/MenuItemSprite.h"
#include "scene/MenuItemToggle.h"
#include "scene/Sprite.h"
#include "scene/SpriteFrame.h"
#include "scene/TextureCache.h"

#include "EngineTest.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

using Code = cc::EventTouch::EventCode;

namespace {

cc::Sprite* boxSprite(float w, float h) {
    cc::Sprite* s = cc::Sprite::create();
    s->setTextureRect(cc::Rect(0, 0, w, h));
    return s;
}

/// Which of the item's images show: "n", "s", "d" in that order.
std::string itemShowing(cc::MenuItemSprite* item) {
    std::string s;
    if (item->getNormalImage() && item->getNormalImage()->isVisible()) s += "n";
    if (item->getSelectedImage() && item->getSelectedImage()->isVisible()) s += "s";
    if (item->getDisabledImage() && item->getDisabledImage()->isVisible()) s += "d";
    return s;
}

class MenuItems : public kite::test::EngineTest {
protected:
    void tap(float x, float y) {
        auto touch = cc::makeRef<cc::Touch>();
        touch->setTouchInfo(0, x, y);
        for (Code code : {Code::BEGAN, Code::ENDED}) {
            cc::EventTouch event(code, {touch.get()});
            director->getEventDispatcher()->dispatchEvent(&event);
        }
    }
    std::vector<std::string> log;
};

} // namespace

TEST_F(MenuItems, SpriteItemShowsOneImagePerState) {
    cc::MenuItemSprite* item =
        cc::MenuItemSprite::create(boxSprite(40, 20), boxSprite(30, 10), boxSprite(20, 5));
    EXPECT_EQ(item->getContentSize(), cc::Size(40, 20)) << "the normal image's size";
    EXPECT_EQ(item->getNormalImage()->getAnchorPoint(), cc::Vec2(0, 0));
    EXPECT_EQ(item->getChildrenCount(), 3);
    EXPECT_EQ(itemShowing(item), "n");
    item->selected();
    EXPECT_EQ(itemShowing(item), "s");
    item->unselected();
    EXPECT_EQ(itemShowing(item), "n");
    item->setEnabled(false);
    EXPECT_EQ(itemShowing(item), "d");
    item->setEnabled(true);
    EXPECT_EQ(itemShowing(item), "n");
}

TEST_F(MenuItems, MissingImagesFallBackToTheNormalOne) {
    cc::MenuItemSprite* item = cc::MenuItemSprite::create(boxSprite(40, 20), nullptr);
    item->selected();
    EXPECT_EQ(itemShowing(item), "n");
    item->unselected();
    item->setEnabled(false);
    EXPECT_EQ(itemShowing(item), "n");
    item->setSelectedImage(boxSprite(1, 1));
    EXPECT_EQ(item->getChildrenCount(), 2);
    item->setNormalImage(boxSprite(50, 60));
    EXPECT_EQ(item->getContentSize(), cc::Size(50, 60));
    EXPECT_EQ(item->getChildrenCount(), 2) << "the old normal image was removed";
    EXPECT_EQ(cc::MenuItemImage::create()->getContentSize(), cc::Size(0, 0));
}

TEST_F(MenuItems, ImageItemLoadsNothingForEmptyNames) {
    cc::MenuItemImage* item = cc::MenuItemImage::create("", "");
    EXPECT_EQ(item->getNormalImage(), nullptr);
    EXPECT_EQ(item->getChildrenCount(), 0);
}

TEST_F(MenuItems, ATappedSpriteItemCallsBackWithItself) {
    cc::MenuItemSprite* item =
        cc::MenuItemSprite::create(boxSprite(40, 20), boxSprite(40, 20), [&](cc::Ref* sender) {
            log.push_back(sender == item ? "item" : "other");
        });
    cc::Menu* menu = cc::Menu::create(item, nullptr);
    scene->addChild(menu);
    tap(480, 320);
    tap(480 + 25, 320); // outside the 40-wide item
    EXPECT_EQ(log, (std::vector<std::string>{"item"}));
    EXPECT_EQ(itemShowing(item), "n") << "unselected again after the tap";
}

TEST_F(MenuItems, ToggleAdvancesBeforeCallingBack) {
    cc::MenuItemSprite* on = cc::MenuItemSprite::create(boxSprite(40, 20), nullptr);
    cc::MenuItemSprite* off = cc::MenuItemSprite::create(boxSprite(60, 30), nullptr);
    cc::MenuItemToggle* toggle = nullptr;
    toggle = cc::MenuItemToggle::createWithCallback(
        [&](cc::Ref* sender) {
            EXPECT_EQ(sender, toggle);
            log.push_back(std::to_string(toggle->getSelectedIndex()));
        },
        on, off, nullptr);
    EXPECT_EQ(toggle->getSelectedIndex(), 0);
    EXPECT_EQ(toggle->getSelectedItem(), on);
    EXPECT_EQ(toggle->getContentSize(), cc::Size(40, 20));
    EXPECT_EQ(on->getPosition(), cc::Vec2(20, 10)) << "centred in the toggle";
    EXPECT_EQ(toggle->getChildrenCount(), 1);
    toggle->activate();
    EXPECT_EQ(toggle->getSelectedItem(), off);
    EXPECT_EQ(toggle->getContentSize(), cc::Size(60, 30));
    EXPECT_EQ(on->getParent(), nullptr);
    toggle->activate();
    EXPECT_EQ(log, (std::vector<std::string>{"1", "0"}));
    toggle->setEnabled(false);
    EXPECT_FALSE(off->isEnabled()) << "enabling reaches every sub-item";
    toggle->activate();
    EXPECT_EQ(toggle->getSelectedIndex(), 0) << "a disabled toggle neither advances nor calls back";
    EXPECT_EQ(log.size(), 2u);
    toggle->setEnabled(true);
    toggle->selected();
    EXPECT_TRUE(on->isSelected());
    toggle->unselected();
    EXPECT_FALSE(on->isSelected());
}

TEST_F(MenuItems, ToggleSubItemsAndBadIndexes) {
    cc::MenuItemToggle* toggle = cc::MenuItemToggle::create();
    EXPECT_EQ(toggle->getSelectedItem(), nullptr);
    toggle->activate(); // nothing to cycle through
    cc::MenuItem* first = cc::MenuItem::create();
    toggle->addSubItem(first);
    EXPECT_EQ(toggle->getSelectedItem(), first) << "the first sub-item shows at once";
    toggle->addSubItem(cc::MenuItem::create());
    EXPECT_EQ(toggle->getSubItems().size(), 2);
    {
        kite::test::ScopedAssertCapture capture;
        toggle->setSelectedIndex(2);
        EXPECT_TRUE(capture.contains("index out of range"));
    }
    EXPECT_EQ(toggle->getSelectedIndex(), 0);
    toggle->setSelectedIndex(1);
    EXPECT_EQ(first->getParent(), nullptr);
}

TEST_F(MenuItems, AlignInColumnsFollowsCocos) {
    // Window 960x640; rows of 2 and 1 items 40x20 / 30x10: height = -5 + (20 + 5) + (10 + 5) = 35.
    cc::Menu* menu = cc::Menu::create(cc::MenuItemSprite::create(boxSprite(40, 20), nullptr),
                                      cc::MenuItemSprite::create(boxSprite(40, 20), nullptr),
                                      cc::MenuItemSprite::create(boxSprite(30, 10), nullptr), nullptr);
    menu->alignItemsInColumnsWithArray({2, 1});
    const auto& c = menu->getChildren();
    EXPECT_EQ(c.at(0)->getPosition(), cc::Vec2(320 - 480, 17 - 10)); // y = 35 / 2 = 17 (integer)
    EXPECT_EQ(c.at(1)->getPosition(), cc::Vec2(640 - 480, 17 - 10));
    EXPECT_EQ(c.at(2)->getPosition(), cc::Vec2(480 - 480, 17 - 25 - 5));
    {
        kite::test::ScopedAssertCapture capture;
        menu->alignItemsInColumnsWithArray({2, 2});
        EXPECT_TRUE(capture.contains("do not match"));
    }
    EXPECT_EQ(c.at(2)->getPosition(), cc::Vec2(0, -13)) << "nothing moved";
}

TEST_F(MenuItems, AlignInRowsFollowsCocos) {
    // Columns of 1 and 2 items: widths 40 and 30, width = -10 + 50 + 40 = 80, x starts at -40.
    cc::Menu* menu = cc::Menu::create(cc::MenuItemSprite::create(boxSprite(40, 20), nullptr),
                                      cc::MenuItemSprite::create(boxSprite(30, 10), nullptr),
                                      cc::MenuItemSprite::create(boxSprite(20, 10), nullptr), nullptr);
    menu->alignItemsInRowsWithArray({1, 2});
    const auto& c = menu->getChildren();
    // column heights: -5 + 25 = 20; -5 + 15 + 15 = 25; y = height - 320
    EXPECT_EQ(c.at(0)->getPosition(), cc::Vec2(-40 + 20, 20 - 320));
    EXPECT_EQ(c.at(1)->getPosition(), cc::Vec2(-40 + 45 + 15, 25 - 320));
    EXPECT_EQ(c.at(2)->getPosition(), cc::Vec2(-40 + 45 + 15, 25 - 320 - 20));
}

TEST_F(MenuItems, ToggleRefusesToHoldItselfOrAnAncestor) {
    cc::MenuItemToggle* inner = cc::MenuItemToggle::create(cc::MenuItem::create());
    cc::MenuItemToggle* outer = cc::MenuItemToggle::create(inner);
    kite::test::ScopedAssertCapture capture;
    inner->addSubItem(outer);
    outer->addSubItem(outer);
    EXPECT_EQ(capture.count(), 2);
    EXPECT_EQ(inner->getSubItems().size(), 1);
    EXPECT_EQ(outer->getSubItems().size(), 1);
}

namespace {
class MenuItemFrames : public MenuItems {
protected:
    kite::test::FakeTextureLoader loader; // outlives the Director teardown in EngineTest::TearDown
};
} // namespace

TEST_F(MenuItemFrames, ImageItemStatesTakeSpriteFrames) {
    cc::Texture2D* sheet = director->getTextureCache()->addImage("hero.png");
    ASSERT_NE(sheet, nullptr);
    cc::MenuItemImage* item = cc::MenuItemImage::create();
    item->setNormalSpriteFrame(cc::SpriteFrame::createWithTexture(sheet, cc::Rect(0, 0, 32, 16)));
    item->setSelectedSpriteFrame(cc::SpriteFrame::createWithTexture(sheet, cc::Rect(32, 0, 32, 16)));
    item->setDisabledSpriteFrame(cc::SpriteFrame::createWithTexture(sheet, cc::Rect(0, 16, 20, 16)));
    EXPECT_EQ(item->getContentSize(), cc::Size(32, 16)) << "the normal frame's size";
    auto rectOf = [](cc::Node* image) { return static_cast<cc::Sprite*>(image)->getTextureRect(); };
    EXPECT_EQ(rectOf(item->getNormalImage()), cc::Rect(0, 0, 32, 16));
    EXPECT_EQ(rectOf(item->getSelectedImage()), cc::Rect(32, 0, 32, 16));
    EXPECT_EQ(rectOf(item->getDisabledImage()), cc::Rect(0, 16, 20, 16));
    item->selected();
    EXPECT_EQ(itemShowing(item), "s");
    item->setSelectedSpriteFrame(nullptr);
    EXPECT_EQ(item->getSelectedImage(), nullptr);
    EXPECT_EQ(itemShowing(item), "n") << "no selected image: the normal one shows";
    EXPECT_EQ(item->getChildrenCount(), 2);
}

// A script may remove an item's image children; the item keeps them and its states still work.
TEST_F(MenuItems, ImagesRemovedAsChildrenDoNotDangle) {
    auto* item = cc::MenuItemSprite::create(boxSprite(10, 10), boxSprite(10, 10), boxSprite(10, 10));
    scene->addChild(item);
    cc::Node* normal = item->getNormalImage();
    item->removeAllChildren();
    step(0.0f); // the pool lets go of the images: only the item holds them now
    EXPECT_EQ(item->getNormalImage(), normal);
    EXPECT_EQ(normal->getParent(), nullptr);
    item->setEnabled(false);
    item->selected();
    item->unselected();
    item->setNormalImage(boxSprite(5, 5)); // replacing one that is no longer a child
    EXPECT_EQ(item->getChildrenCount(), 1);
}
