// tests/engine/scene/LabelBMFontTests.cpp
#include "scene/LabelBMFont.h"

#include "scene/BitmapTextLayout.h"

#include "BitmapFontFixture.h"

#include <gtest/gtest.h>

using LabelBMFontTest = kite::test::BitmapFontTest;

TEST_F(LabelBMFontTest, ALabelChildDrawsTheText) {
    std::string fnt = write("font.fnt", kite::test::kSampleFnt);
    cc::LabelBMFont* label = cc::LabelBMFont::create("AB", fnt);
    ASSERT_NE(label, nullptr) << loggedErrors();
    EXPECT_EQ(label->getString(), "AB");
    EXPECT_EQ(label->getFntFile(), fnt);
    EXPECT_EQ(label->getAnchorPoint(), cc::Vec2::ANCHOR_MIDDLE);
    EXPECT_TRUE(label->isCascadeOpacityEnabled());
    ASSERT_EQ(label->getChildrenCount(), 1);
    EXPECT_EQ(label->getChildren().at(0), label->getLabel());
    EXPECT_EQ(label->getLabel()->getAnchorPoint(), cc::Vec2::ANCHOR_BOTTOM_LEFT);
    EXPECT_EQ(label->getContentSize(), cc::Size(17, 12));

    label->setString("AB AB");
    EXPECT_EQ(label->getContentSize(), cc::Size(40, 12));
    label->setWidth(30);
    EXPECT_EQ(label->getContentSize(), cc::Size(18, 24));
    label->setAlignment(cc::TextHAlignment::RIGHT);
    EXPECT_EQ(label->getLabel()->getHorizontalAlignment(), cc::TextHAlignment::RIGHT);
    label->setString("AAAA");
    label->setLineBreakWithoutSpace(true);
    EXPECT_EQ(label->getLabel()->getStringNumLines(), 2);

    label->setColor(cc::Color3B(10, 20, 30));
    EXPECT_EQ(label->getColor(), cc::Color3B(10, 20, 30));
    EXPECT_EQ(label->getLabel()->getDisplayedColor(), cc::Color3B(10, 20, 30));
    label->setOpacity(100);
    EXPECT_EQ(label->getLabel()->getDisplayedOpacity(), 100);
    scene->addChild(label);
    step(0.1f);
}

TEST_F(LabelBMFontTest, WidthAlignmentAndOffsetAtCreation) {
    loader.sizes[dir + "/font_0.png"] = {128, 64};
    std::string fnt = write("font.fnt", kite::test::kSampleFnt);
    cc::LabelBMFont* label =
        cc::LabelBMFont::create("AB AB", fnt, 30, cc::TextHAlignment::CENTER, cc::Vec2(8, 4));
    ASSERT_NE(label, nullptr) << loggedErrors();
    EXPECT_EQ(label->getContentSize(), cc::Size(18, 24));
    EXPECT_EQ(label->getLabel()->getHorizontalAlignment(), cc::TextHAlignment::CENTER);
    EXPECT_EQ(label->getLabel()->getBitmapLayout()->letters[0].source, cc::Rect(8, 4, 8, 10));
}

TEST_F(LabelBMFontTest, EmptyThenAFontAndBadFonts) {
    cc::LabelBMFont* label = cc::LabelBMFont::create();
    ASSERT_NE(label, nullptr);
    EXPECT_EQ(label->getString(), "");
    EXPECT_EQ(label->getFntFile(), "");
    std::string fnt = write("font.fnt", kite::test::kSampleFnt);
    label->setFntFile(fnt);
    label->setString("A");
    EXPECT_EQ(label->getFntFile(), fnt);
    EXPECT_EQ(label->getContentSize(), cc::Size(9, 12));

    label->setFntFile(dir + "/missing.fnt"); // logged; the font stays
    EXPECT_EQ(label->getFntFile(), fnt);
    EXPECT_NE(loggedErrors().find("missing.fnt"), std::string::npos) << loggedErrors();
    EXPECT_EQ(cc::LabelBMFont::create("A", dir + "/missing.fnt"), nullptr);
}
