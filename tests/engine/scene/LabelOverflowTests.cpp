// tests/engine/scene/LabelOverflowTests.cpp
#include "scene/Label.h"

#include "scene/BitmapTextLayout.h"

#include "BitmapFontFixture.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

namespace {

using LabelOverflow = kite::test::BitmapFontTest;

} // namespace

// The fake measurer: 10 wide per byte, the font size high.
TEST_F(LabelOverflow, ShrinkFindsTheLargestSizeThatFits) {
    kite::test::FakeTextMeasurer measurer;
    cc::Label* label = cc::Label::createWithTTF("Hello", "fonts/arcade.ttf", 30, cc::Size(100, 20));
    EXPECT_EQ(label->getOverflow(), cc::LabelOverflow::NONE);
    EXPECT_FLOAT_EQ(label->getRenderingFontSize(), 30.0f);
    label->setOverflow(cc::LabelOverflow::SHRINK);
    EXPECT_FLOAT_EQ(label->getRenderingFontSize(), 20.0f);
    EXPECT_FLOAT_EQ(label->getFontSize(), 30.0f); // the size set stays
    EXPECT_FLOAT_EQ(label->getTextStyle().fontSize, 20.0f);
    EXPECT_EQ(label->getContentSize(), cc::Size(100, 20));
    label->setDimensions(100, 40); // room again: the size set
    EXPECT_FLOAT_EQ(label->getRenderingFontSize(), 30.0f);
    label->setOverflow(cc::LabelOverflow::NONE);
    label->setDimensions(100, 20);
    EXPECT_FLOAT_EQ(label->getRenderingFontSize(), 30.0f);
}

TEST_F(LabelOverflow, ResizeHeightAndWrap) {
    kite::test::FakeTextMeasurer measurer;
    cc::Label* label = cc::Label::createWithSystemFont("Hello", "Arial", 30, cc::Size(100, 10));
    label->enableWrap(false);
    EXPECT_FALSE(label->isWrapEnabled());
    EXPECT_FLOAT_EQ(measurer.lastMaxWidth, 0.0f); // no wrapping at the width
    label->setOverflow(cc::LabelOverflow::RESIZE_HEIGHT);
    EXPECT_TRUE(label->isWrapEnabled()); // as cocos2d-x: resizing wraps
    label->enableWrap(false);
    EXPECT_TRUE(label->isWrapEnabled());
    EXPECT_FLOAT_EQ(measurer.lastMaxWidth, 100.0f);
    EXPECT_EQ(label->getDimensions(), cc::Size(100, 0));
    EXPECT_EQ(label->getContentSize(), cc::Size(100, 30));
    label->setDimensions(100, 50); // the text sets the height
    EXPECT_EQ(label->getDimensions(), cc::Size(100, 0));
}

// "ABABAB" in the sample font is 53 wide and 12 high at its size, 16.
TEST_F(LabelOverflow, BitmapShrinkScalesTheFont) {
    cc::Label* label = cc::Label::createWithBMFont(write("font.fnt", kite::test::kSampleFnt), "ABABAB");
    ASSERT_NE(label, nullptr) << loggedErrors();
    label->setDimensions(30, 12);
    label->enableWrap(false);
    label->setOverflow(cc::LabelOverflow::SHRINK);
    EXPECT_FLOAT_EQ(label->getRenderingFontSize(), 9.0f); // 53 * 9 / 16 fits in 30; 53 * 10 / 16 does not
    EXPECT_FLOAT_EQ(label->getBMFontSize(), 16.0f);
    const auto& letters = label->getBitmapLayout()->letters;
    ASSERT_EQ(letters.size(), 6u);
    EXPECT_FLOAT_EQ(letters[0].quad.size.width, 8.0f * 9.0f / 16.0f);
    EXPECT_EQ(label->getContentSize(), cc::Size(30, 12));
}

TEST_F(LabelOverflow, BitmapClampDropsLettersPastTheWidth) {
    cc::Label* label = cc::Label::createWithBMFont(write("font.fnt", kite::test::kSampleFnt), "ABAB");
    ASSERT_NE(label, nullptr) << loggedErrors();
    label->setDimensions(20, 12);
    label->enableWrap(false);
    EXPECT_EQ(label->getBitmapLayout()->letters.size(), 4u); // NONE draws them all
    label->setOverflow(cc::LabelOverflow::CLAMP);
    ASSERT_EQ(label->getBitmapLayout()->letters.size(), 2u); // the middles at 23 and 31 are outside
    EXPECT_EQ(label->getBitmapLayout()->letters[1].index, 1);
}

TEST_F(LabelOverflow, CharMapsDoNotShrink) {
    loader.sizes[dir + "/digits.png"] = {40, 24};
    cc::Label* label = cc::Label::createWithCharMap(dir + "/digits.png", 10, 12, '0');
    ASSERT_NE(label, nullptr) << loggedErrors();
    label->setOverflow(cc::LabelOverflow::SHRINK);
    EXPECT_EQ(label->getOverflow(), cc::LabelOverflow::NONE);
    label->setOverflow(cc::LabelOverflow::CLAMP);
    EXPECT_EQ(label->getOverflow(), cc::LabelOverflow::CLAMP);
}
