// tests/engine/scene/BitmapFontTests.cpp
#include "scene/BitmapFont.h"

#include "scene/FntFile.h"

#include "BitmapFontFixture.h"

#include <gtest/gtest.h>

using BitmapFontLoad = kite::test::BitmapFontTest;

TEST_F(BitmapFontLoad, ReadsGlyphsKerningAndPagesNextToTheFile) {
    std::string error;
    auto font = cc::BitmapFont::loadFnt(write("font.fnt", kite::test::kSampleFnt), cc::Vec2::ZERO, &error);
    ASSERT_NE(font, nullptr) << error;
    EXPECT_FLOAT_EQ(font->getLineHeight(), 12.0f);
    ASSERT_EQ(font->getPageCount(), 1);
    EXPECT_EQ(font->getPage(0)->getPath(), dir + "/font_0.png");
    EXPECT_EQ(font->getPage(1), nullptr);
    cc::BitmapGlyph b;
    ASSERT_TRUE(font->findGlyph('B', &b));
    EXPECT_EQ(b.source, cc::Rect(8, 0, 8, 10));
    EXPECT_FLOAT_EQ(b.offsetX, 1.0f);
    EXPECT_FLOAT_EQ(b.offsetY, 2.0f);
    EXPECT_FLOAT_EQ(b.xAdvance, 10.0f);
    EXPECT_FALSE(font->findGlyph('C', &b));
    EXPECT_FLOAT_EQ(font->kerning('A', 'B'), -2.0f);
    EXPECT_FLOAT_EQ(font->kerning('B', 'A'), 0.0f);
}

TEST_F(BitmapFontLoad, ImageOffsetMovesEverySource) {
    loader.sizes[dir + "/font_0.png"] = {128, 64};
    std::string error;
    auto font = cc::BitmapFont::loadFnt(write("font.fnt", kite::test::kSampleFnt), cc::Vec2(32, 16), &error);
    ASSERT_NE(font, nullptr) << error;
    cc::BitmapGlyph b;
    ASSERT_TRUE(font->findGlyph('B', &b));
    EXPECT_EQ(b.source, cc::Rect(40, 16, 8, 10));
}

TEST_F(BitmapFontLoad, ProblemsAreErrorsNamingTheFile) {
    std::string error;
    EXPECT_EQ(cc::BitmapFont::loadFnt(dir + "/none.fnt", cc::Vec2::ZERO, &error), nullptr);
    EXPECT_NE(error.find("none.fnt"), std::string::npos) << error;

    std::string broken = write("broken.fnt", "common lineHeight=x\n");
    EXPECT_EQ(cc::BitmapFont::loadFnt(broken, cc::Vec2::ZERO, &error), nullptr);
    EXPECT_EQ(error, broken + ":1: 'common': lineHeight=x is not a whole number");

    loader.sizes.erase(dir + "/font_0.png");
    std::string fnt = write("font.fnt", kite::test::kSampleFnt);
    EXPECT_EQ(cc::BitmapFont::loadFnt(fnt, cc::Vec2::ZERO, &error), nullptr);
    EXPECT_EQ(error, fnt + ": its page image 'font_0.png' cannot be loaded");

    loader.sizes[dir + "/font_0.png"] = {12, 32}; // 'B' (8..16) does not fit
    EXPECT_EQ(cc::BitmapFont::loadFnt(fnt, cc::Vec2::ZERO, &error), nullptr);
    EXPECT_EQ(error, fnt + ": char 66 (8x10 at 8,0) lies outside its page image 'font_0.png' (12x32)");
    loader.sizes[dir + "/font_0.png"] = {64, 32};
    EXPECT_EQ(cc::BitmapFont::loadFnt(fnt, cc::Vec2(60, 0), &error), nullptr);
    EXPECT_NE(error.find("lies outside its page image"), std::string::npos) << error;
}

TEST_F(BitmapFontLoad, CharMapCellsRowByRow) {
    loader.sizes["digits.png"] = {35, 25}; // 3 x 2 cells of 10x10 (the rest is margin)
    std::string error;
    auto font = cc::BitmapFont::loadCharMap("digits.png", 10, 10, '0', &error);
    ASSERT_NE(font, nullptr) << error;
    EXPECT_FLOAT_EQ(font->getLineHeight(), 10.0f);
    cc::BitmapGlyph g;
    ASSERT_TRUE(font->findGlyph('0', &g));
    EXPECT_EQ(g.source, cc::Rect(0, 0, 10, 10));
    EXPECT_FLOAT_EQ(g.xAdvance, 10.0f);
    ASSERT_TRUE(font->findGlyph('2', &g));
    EXPECT_EQ(g.source, cc::Rect(20, 0, 10, 10));
    ASSERT_TRUE(font->findGlyph('5', &g));
    EXPECT_EQ(g.source, cc::Rect(20, 10, 10, 10));
    EXPECT_FALSE(font->findGlyph('6', &g));
    EXPECT_FALSE(font->findGlyph('/', &g));
    EXPECT_FLOAT_EQ(font->kerning('0', '1'), 0.0f);
}

TEST_F(BitmapFontLoad, BadCharMapsAreErrors) {
    loader.sizes["digits.png"] = {30, 20};
    std::string error;
    EXPECT_EQ(cc::BitmapFont::loadCharMap("missing.png", 10, 10, '0', &error), nullptr);
    EXPECT_EQ(error, "missing.png: the char map image cannot be loaded");
    EXPECT_EQ(cc::BitmapFont::loadCharMap("digits.png", 40, 10, '0', &error), nullptr);
    EXPECT_EQ(error, "digits.png: char map cells of 40x10 do not fit the image (30x20)");
    EXPECT_EQ(cc::BitmapFont::loadCharMap("digits.png", 0, 10, '0', &error), nullptr);
    EXPECT_EQ(cc::BitmapFont::loadCharMap("digits.png", 10, 10, -1, &error), nullptr);
    EXPECT_EQ(error, "digits.png: char map start -1 is not a character");
    EXPECT_EQ(cc::BitmapFont::fromCharMap(nullptr, 10, 10, 0, &error), nullptr);
}
