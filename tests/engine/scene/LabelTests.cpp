// tests/engine/scene/LabelTests.cpp
#include "scene/Label.h"

#include "director/Director.h"
#include "scene/BitmapFont.h"
#include "scene/BitmapTextLayout.h"
#include "scene/TextureCache.h"

#include "BitmapFontFixture.h"
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

namespace {

using LabelBitmap = kite::test::BitmapFontTest;

} // namespace

TEST_F(LabelBitmap, CreateWithBMFontLaysTheTextOut) {
    std::string fnt = write("font.fnt", kite::test::kSampleFnt);
    cc::Label* label = cc::Label::createWithBMFont(fnt, "AB\nA", cc::TextHAlignment::RIGHT);
    ASSERT_NE(label, nullptr) << loggedErrors();
    EXPECT_EQ(label->getBMFontFilePath(), fnt);
    EXPECT_FALSE(label->isTTF());
    ASSERT_NE(label->getBitmapFont(), nullptr);
    EXPECT_EQ(label->getContentSize(), cc::Size(17, 24));
    EXPECT_EQ(label->getAnchorPoint(), cc::Vec2::ANCHOR_MIDDLE);
    EXPECT_EQ(label->getStringNumLines(), 2);
    EXPECT_FLOAT_EQ(label->getLineHeight(), 12.0f);
    ASSERT_EQ(label->getBitmapLayout()->letters.size(), 3u);
    EXPECT_EQ(label->getBitmapLayout()->letters[2].quad.origin, cc::Vec2(9, 0)); // right-aligned under "AB"

    label->setString("A");
    EXPECT_EQ(label->getContentSize(), cc::Size(9, 12));
    label->setLineHeight(20);
    label->setString("A\nA");
    EXPECT_EQ(label->getContentSize(), cc::Size(9, 40));
    label->setAdditionalKerning(5);
    label->setString("AA");
    EXPECT_EQ(label->getContentSize(), cc::Size(24, 20));
    label->setString("");
    EXPECT_EQ(label->getStringNumLines(), 0);
    EXPECT_EQ(label->getContentSize(), cc::Size::ZERO);
    EXPECT_TRUE(errors.empty()) << loggedErrors();
}

TEST_F(LabelBitmap, BMFontSizeScalesTheGlyphs) {
    std::string fnt = write("font.fnt", kite::test::kSampleFnt); // made at size 16
    cc::Label* label = cc::Label::createWithBMFont(fnt, "AB");
    ASSERT_NE(label, nullptr) << loggedErrors();
    EXPECT_FLOAT_EQ(label->getBMFontSize(), 16.0f);
    label->setBMFontSize(32); // twice the size: A at 2, 16x20; B after 2 * (10 - 2) at 18
    EXPECT_FLOAT_EQ(label->getBMFontSize(), 32.0f);
    EXPECT_EQ(label->getContentSize(), cc::Size(34, 24));
    const auto& letters = label->getBitmapLayout()->letters;
    ASSERT_EQ(letters.size(), 2u);
    EXPECT_EQ(letters[0].quad, cc::Rect(2, 0, 16, 20));
    EXPECT_EQ(letters[0].source, cc::Rect(0, 0, 8, 10)); // the same texels, drawn larger
    EXPECT_EQ(letters[1].quad.origin, cc::Vec2(18, 0));
    label->setBMFontSize(0); // ignored
    EXPECT_FLOAT_EQ(label->getBMFontSize(), 32.0f);
    ASSERT_TRUE(label->setBMFontFilePath(fnt, cc::Vec2::ZERO, 8)); // half the size
    EXPECT_EQ(label->getContentSize(), cc::Size(8.5f, 6));
    ASSERT_TRUE(label->setBMFontFilePath(fnt));
    EXPECT_FLOAT_EQ(label->getBMFontSize(), 16.0f);
    loader.sizes["digits.png"] = {30, 20};
    ASSERT_TRUE(label->setCharMap("digits.png", 10, 10, '0'));
    EXPECT_FLOAT_EQ(label->getBMFontSize(), 0.0f);
    label->setBMFontSize(20); // char maps keep their cells
    label->setString("12");
    EXPECT_EQ(label->getContentSize(), cc::Size(20, 10));
}

TEST_F(LabelBitmap, WidthsAndWrapping) {
    std::string fnt = write("font.fnt", kite::test::kSampleFnt);
    cc::Label* label = cc::Label::createWithBMFont(fnt, "AB AB", cc::TextHAlignment::LEFT, 30);
    ASSERT_NE(label, nullptr) << loggedErrors();
    EXPECT_FLOAT_EQ(label->getMaxLineWidth(), 30.0f);
    EXPECT_EQ(label->getStringNumLines(), 2);
    label->setMaxLineWidth(0);
    EXPECT_EQ(label->getStringNumLines(), 1);
    label->setWidth(30); // the box's width wraps too, and then wins over setMaxLineWidth
    EXPECT_FLOAT_EQ(label->getWidth(), 30.0f);
    EXPECT_EQ(label->getStringNumLines(), 2);
    EXPECT_EQ(label->getContentSize(), cc::Size(30, 24));
    label->setMaxLineWidth(100);
    EXPECT_FLOAT_EQ(label->getMaxLineWidth(), 30.0f);
    label->setHeight(50);
    EXPECT_EQ(label->getDimensions(), cc::Size(30, 50));
    EXPECT_EQ(label->getContentSize(), cc::Size(30, 50));
    label->setDimensions(0, 0);
    label->setMaxLineWidth(25);
    label->setString("AAA");
    EXPECT_EQ(label->getStringNumLines(), 1);
    label->setLineBreakWithoutSpace(true);
    EXPECT_EQ(label->getStringNumLines(), 2);
}

TEST_F(LabelBitmap, AlignmentSettersMoveTheGlyphs) {
    cc::Label* label = cc::Label::createWithBMFont(write("font.fnt", kite::test::kSampleFnt), "A");
    ASSERT_NE(label, nullptr) << loggedErrors();
    label->setDimensions(29, 32);
    EXPECT_EQ(label->getBitmapLayout()->letters[0].quad.origin, cc::Vec2(1, 20));
    label->setHorizontalAlignment(cc::TextHAlignment::CENTER);
    label->setVerticalAlignment(cc::TextVAlignment::CENTER);
    EXPECT_EQ(label->getBitmapLayout()->letters[0].quad.origin, cc::Vec2(11, 10));
    label->setAlignment(cc::TextHAlignment::RIGHT, cc::TextVAlignment::BOTTOM);
    EXPECT_EQ(label->getBitmapLayout()->letters[0].quad.origin, cc::Vec2(21, 0));
    label->setAlignment(cc::TextHAlignment::LEFT);
    EXPECT_EQ(label->getBitmapLayout()->letters[0].quad.origin, cc::Vec2(1, 0));
}

TEST_F(LabelBitmap, CharMapsFromAnImageATextureOrAList) {
    loader.sizes["digits.png"] = {30, 20};
    cc::Label* label = cc::Label::createWithCharMap("digits.png", 10, 10, '0');
    ASSERT_NE(label, nullptr) << loggedErrors();
    label->setString("250");
    EXPECT_EQ(label->getContentSize(), cc::Size(30, 10));
    ASSERT_EQ(label->getBitmapLayout()->letters.size(), 3u);
    EXPECT_EQ(label->getBitmapLayout()->letters[0].source, cc::Rect(20, 0, 10, 10));
    EXPECT_EQ(label->getBitmapLayout()->letters[1].source, cc::Rect(20, 10, 10, 10));
    EXPECT_EQ(label->getBitmapLayout()->letters[1].quad, cc::Rect(10, 0, 10, 10));

    cc::Texture2D* texture = director->getTextureCache()->addImage("digits.png");
    cc::Label* fromTexture = cc::Label::createWithCharMap(texture, 15, 20, 'a');
    ASSERT_NE(fromTexture, nullptr);
    fromTexture->setString("ba");
    EXPECT_EQ(fromTexture->getBitmapLayout()->letters[0].source, cc::Rect(15, 0, 15, 20));

    loader.sizes[dir + "/d.png"] = {30, 20};
    std::string plist = write("d.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict>"
                                         "<key>version</key><integer>1</integer><key>textureFilename</key>"
                                         "<string>d.png</string><key>itemWidth</key><integer>10</integer>"
                                         "<key>itemHeight</key><integer>20</integer><key>firstChar</key>"
                                         "<integer>65</integer></dict></plist>\n");
    cc::Label* fromList = cc::Label::createWithCharMap(plist);
    ASSERT_NE(fromList, nullptr) << loggedErrors();
    fromList->setString("CA");
    EXPECT_EQ(fromList->getContentSize(), cc::Size(20, 20));
    EXPECT_EQ(fromList->getBitmapLayout()->letters[0].source, cc::Rect(20, 0, 10, 20));
    EXPECT_TRUE(fromList->getBMFontFilePath().empty());
}

TEST_F(LabelBitmap, AFontThatCannotBeReadIsALoggedError) {
    EXPECT_EQ(cc::Label::createWithBMFont(dir + "/none.fnt", "x"), nullptr);
    EXPECT_NE(loggedErrors().find("Label::setBMFontFilePath: " + dir + "/none.fnt: "), std::string::npos)
        << loggedErrors();
    errors.clear();
    EXPECT_EQ(cc::Label::createWithCharMap("nothing.png", 10, 10, 48), nullptr);
    EXPECT_NE(loggedErrors().find("nothing.png: the char map image cannot be loaded"), std::string::npos)
        << loggedErrors();

    // A label keeps its font when a new one cannot be read.
    std::string fnt = write("font.fnt", kite::test::kSampleFnt);
    cc::Label* label = cc::Label::createWithBMFont(fnt, "AB");
    ASSERT_NE(label, nullptr);
    EXPECT_FALSE(label->setBMFontFilePath(write("bad.fnt", "garbage\n")));
    EXPECT_EQ(label->getBMFontFilePath(), fnt);
    EXPECT_EQ(label->getContentSize(), cc::Size(17, 12));
}

TEST_F(LabelBitmap, BackToASystemFont) {
    kite::test::FakeTextMeasurer measurer;
    cc::Label* label = cc::Label::createWithBMFont(write("font.fnt", kite::test::kSampleFnt), "AB");
    ASSERT_NE(label, nullptr);
    label->setSystemFontName("Arial");
    EXPECT_EQ(label->getBitmapFont(), nullptr);
    EXPECT_EQ(label->getBitmapLayout(), nullptr);
    EXPECT_TRUE(label->getBMFontFilePath().empty());
    EXPECT_EQ(label->getContentSize(), cc::Size(20, 12)); // the fake measurer: 10 per byte
    EXPECT_FLOAT_EQ(label->getLineHeight(), 0.0f);
    label->setMaxLineWidth(50); // system fonts wrap at it too
    EXPECT_FLOAT_EQ(measurer.lastMaxWidth, 50.0f);
    label->setString("a\nb\nc");
    EXPECT_EQ(label->getStringNumLines(), 3);
}
