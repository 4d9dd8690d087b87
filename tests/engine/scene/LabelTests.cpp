// tests/engine/scene/LabelTests.cpp
#include "scene/Label.h"

#include "FakePlatform.h"

#include <gtest/gtest.h>

TEST(Label, EstimatesWithoutAMeasurer) {
    cc::Label* label = cc::Label::createWithSystemFont("Hello", "Arial", 20);
    EXPECT_FALSE(label->isTTF());
    EXPECT_EQ(label->getFontName(), "Arial");
    EXPECT_FLOAT_EQ(label->getFontSize(), 20.0f);
    EXPECT_EQ(label->getContentSize(), cc::Size(60, 20)); // 0.6 * 20 per character
    EXPECT_EQ(label->getAnchorPoint(), cc::Vec2::ANCHOR_MIDDLE);
    label->setString("ab\nabcd");
    EXPECT_EQ(label->getContentSize(), cc::Size(48, 40)); // widest line, two lines
    label->setString("\xc3\xa9t\xc3\xa9");                // "été": three characters, five bytes
    EXPECT_EQ(label->getStringLength(), 3);
    EXPECT_EQ(label->getContentSize(), cc::Size(36, 20));
    label->setString("");
    EXPECT_EQ(label->getContentSize(), cc::Size::ZERO);
}

TEST(Label, UsesTheInstalledMeasurer) {
    kite::test::FakeTextMeasurer measurer;
    cc::Label* label = cc::Label::createWithTTF("Score", "fonts/arcade.ttf", 24, cc::Size(300, 0));
    EXPECT_TRUE(label->isTTF());
    EXPECT_EQ(measurer.lastFont, "fonts/arcade.ttf");
    EXPECT_FLOAT_EQ(measurer.lastMaxWidth, 300.0f);
    EXPECT_EQ(label->getContentSize(), cc::Size(300, 24)); // dimensions win on width
    label->setDimensions(0, 0);
    EXPECT_EQ(label->getContentSize(), cc::Size(50, 24));
    label->setSystemFontSize(30);
    EXPECT_EQ(label->getContentSize(), cc::Size(50, 30));
}

TEST(Label, StoresColourAndAlignment) {
    cc::Label* label = cc::Label::create();
    EXPECT_EQ(label->getString(), "");
    label->setTextColor(cc::Color4B::RED);
    label->setAlignment(cc::TextHAlignment::CENTER, cc::TextVAlignment::BOTTOM);
    EXPECT_EQ(label->getTextColor(), cc::Color4B::RED);
    EXPECT_EQ(label->getHorizontalAlignment(), cc::TextHAlignment::CENTER);
    EXPECT_EQ(label->getVerticalAlignment(), cc::TextVAlignment::BOTTOM);
}
