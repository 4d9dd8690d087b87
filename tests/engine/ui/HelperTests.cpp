// tests/engine/ui/HelperTests.cpp — ccui::Helper's small helpers (cocos 3.17): UTF-8 substrings, cap
// insets fitted to a texture, a node's box in window pixels, and the layout pass switch.
#include "base/Log.h"
#include "director/GLView.h"
#include "ui/Helper.h"
#include "ui/Widget.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using cc::Rect;
using cc::Size;
using cc::ui::Helper;

namespace {

class HelperTest : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        previousLog = cc::setLogHandler([this](cc::LogLevel level, const char* message) {
            if (level == cc::LogLevel::Error) errors.push_back(message);
        });
    }
    void TearDown() override {
        cc::setLogHandler(previousLog);
        Helper::changeLayoutSystemActiveState(true);
        EngineTest::TearDown();
    }
    cc::LogHandler previousLog;
    std::vector<std::string> errors;
};

TEST_F(HelperTest, SubStringsCountCharactersNotBytes) {
    const std::string text = "h\xC3\xA9llo \xE4\xB8\x96\xE7\x95\x8C!"; // "héllo 世界!"
    EXPECT_EQ(Helper::getSubStringOfUTF8String(text, 1, 4), "\xC3\xA9llo");
    EXPECT_EQ(Helper::getSubStringOfUTF8String(text, 6, 2), "\xE4\xB8\x96\xE7\x95\x8C");
    EXPECT_EQ(Helper::getSubStringOfUTF8String(text, 6, 100), "\xE4\xB8\x96\xE7\x95\x8C!"); // to the end
    EXPECT_EQ(Helper::getSubStringOfUTF8String(text, 9, 1), ""); // the end itself: empty, no error
    EXPECT_EQ(Helper::getSubStringOfUTF8String(text, 0, std::string::npos), text);
    EXPECT_TRUE(errors.empty());
    EXPECT_EQ(Helper::getSubStringOfUTF8String(text, 10, 1), "");        // past the end
    EXPECT_EQ(Helper::getSubStringOfUTF8String("ab\xFF\xFE", 0, 2), ""); // not UTF-8
    ASSERT_EQ(errors.size(), 2u);
    EXPECT_NE(errors[0].find("start 10 is past the string's 9 characters"), std::string::npos);
    EXPECT_NE(errors[1].find("not UTF-8"), std::string::npos);
}

TEST_F(HelperTest, CapInsetsLongerThanTheTextureBecomeAMiddleSlice) {
    EXPECT_EQ(Helper::restrictCapInsetRect(Rect(2, 3, 4, 5), Size(10, 10)), Rect(2, 3, 4, 5));
    EXPECT_EQ(Helper::restrictCapInsetRect(Rect(2, 3, 40, 5), Size(10, 10)), Rect(5, 3, 1, 5));
    EXPECT_EQ(Helper::restrictCapInsetRect(Rect(2, 3, 4, 50), Size(10, 20)), Rect(2, 10, 4, 1));
    EXPECT_EQ(Helper::restrictCapInsetRect(Rect(2, 3, 4, 5), Size(0, 0)), Rect(0, 0, 0, 0));
}

TEST_F(HelperTest, ABoundingBoxOnScreenIsInWindowPixelsFromTheTop) {
    auto* view = cc::GLViewImpl::createWithRect("helper", Rect(0, 0, 200, 100));
    view->setDesignResolutionSize(160, 120, cc::ResolutionPolicy::EXACT_FIT); // x 1.25, y 5/6
    director->setOpenGLView(view);
    auto* widget = cc::ui::Widget::create();
    widget->ignoreContentAdaptWithSize(false);
    widget->setContentSize(Size(32, 24));
    widget->setAnchorPoint(cc::Vec2::ZERO);
    widget->setPosition(cc::Vec2(16, 12));
    scene->addChild(widget);
    const Rect box = Helper::convertBoundingBoxToScreen(widget);
    EXPECT_FLOAT_EQ(box.origin.x, 20.0f);
    EXPECT_FLOAT_EQ(box.origin.y, 70.0f);
    EXPECT_FLOAT_EQ(box.size.width, 40.0f);
    EXPECT_FLOAT_EQ(box.size.height, 20.0f);
    EXPECT_EQ(Helper::convertBoundingBoxToScreen(nullptr), Rect());
}

TEST_F(HelperTest, TheLayoutPassSwitchIsKeptAndDoLayoutMovesNothing) {
    EXPECT_TRUE(Helper::isLayoutSystemActive());
    auto* widget = cc::ui::Widget::create();
    widget->setPosition(cc::Vec2(5, 6));
    scene->addChild(widget);
    Helper::doLayout(scene); // no LayoutComponent can exist in Kite: nothing to refresh
    EXPECT_EQ(widget->getPosition(), cc::Vec2(5, 6));
    Helper::changeLayoutSystemActiveState(false);
    EXPECT_FALSE(Helper::isLayoutSystemActive());
    Helper::doLayout(nullptr); // refused quietly
    Helper::changeLayoutSystemActiveState(true);
    EXPECT_TRUE(Helper::isLayoutSystemActive());
}

} // namespace
