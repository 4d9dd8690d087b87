// tests/engine/scene/BitmapTextLayoutTests.cpp — where glyphs go, against numbers worked out by hand
// from the sample font (BitmapFontFixture.h): 'A'/'B' 8x10 images drawn 1 right and 2 down from
// the pen, advancing 10, "AB" kerned by -2, ' ' advancing 5, lines 12 apart.
#include "scene/BitmapTextLayout.h"

#include "scene/BitmapFont.h"
#include "scene/FntFile.h"

#include "BitmapFontFixture.h"

#include <gtest/gtest.h>

namespace {

class BitmapTextLayoutTest : public kite::test::BitmapFontTest {
protected:
    void SetUp() override {
        BitmapFontTest::SetUp();
        cc::FntFile fnt;
        std::string error;
        ASSERT_TRUE(cc::FntFile::parse(kite::test::kSampleFnt, "sample.fnt", &fnt, &error)) << error;
        font = cc::BitmapFont::fromFnt(fnt, dir + "/sample.fnt", cc::Vec2::ZERO, &error);
        ASSERT_NE(font, nullptr) << error;
        style.lineHeight = 12.0f;
    }
    void TearDown() override {
        font.reset();
        BitmapFontTest::TearDown();
    }
    cc::BitmapTextLayout layout(const std::string& text) const {
        return cc::BitmapTextLayout::make(*font, cc::decodeUtf8(text), style);
    }
    /// The bottom-left corner of each glyph's quad.
    static std::vector<cc::Vec2> corners(const cc::BitmapTextLayout& l) {
        std::vector<cc::Vec2> out;
        for (const cc::BitmapLetter& letter : l.letters)
            out.push_back(letter.quad.origin);
        return out;
    }

    std::shared_ptr<const cc::BitmapFont> font;
    cc::BitmapTextStyle style;
};

using V = std::vector<cc::Vec2>;

} // namespace

TEST_F(BitmapTextLayoutTest, OneLineWithKerning) {
    cc::BitmapTextLayout l = layout("AB");
    EXPECT_EQ(l.lines, 1);
    ASSERT_EQ(l.letters.size(), 2u);
    // A: x = 0 + 1, top = 12 - 2. B: pen 10 - 2 (kerning) = 8, x = 9. Width: B's right edge.
    EXPECT_EQ(l.letters[0].quad, cc::Rect(1, 0, 8, 10));
    EXPECT_EQ(l.letters[0].source, cc::Rect(0, 0, 8, 10));
    EXPECT_EQ(l.letters[1].quad, cc::Rect(9, 0, 8, 10));
    EXPECT_EQ(l.letters[1].source, cc::Rect(8, 0, 8, 10));
    EXPECT_EQ(l.letters[1].index, 1);
    EXPECT_EQ(l.contentSize, cc::Size(17, 12));

    style.additionalKerning = 3.0f;
    EXPECT_EQ(corners(layout("AB")), (V{{1, 0}, {12, 0}}));
}

TEST_F(BitmapTextLayoutTest, LinesAndMissingCharacters) {
    cc::BitmapTextLayout l = layout("A\r\nBA");
    EXPECT_EQ(l.lines, 2);
    EXPECT_EQ(l.contentSize, cc::Size(19, 24));
    EXPECT_EQ(corners(l), (V{{1, 12}, {1, 0}, {11, 0}}));
    EXPECT_EQ(l.letters[1].index, 3);

    style.lineSpacing = 4.0f;
    l = layout("A\nA");
    EXPECT_EQ(l.contentSize, cc::Size(9, 28));
    EXPECT_EQ(corners(l), (V{{1, 16}, {1, 0}}));

    style.lineSpacing = 0.0f;
    l = layout("A?\xE2\x98\x83"
               "A"); // '?' and a snowman are not in the font: they take no room
    EXPECT_EQ(corners(l), (V{{1, 0}, {11, 0}}));
    EXPECT_EQ(l.letters[1].index, 3);

    l = layout("");
    EXPECT_EQ(l.lines, 0);
    EXPECT_TRUE(l.letters.empty());
    EXPECT_EQ(l.contentSize, cc::Size::ZERO);
    style.labelWidth = 50.0f; // no text, no size, whatever the box (cocos2d-x)
    EXPECT_EQ(layout("").contentSize, cc::Size::ZERO);
}

TEST_F(BitmapTextLayoutTest, WrapsBeforeTheWordThatWouldPassTheWidth) {
    style.maxLineWidth = 30.0f;
    // "AB AB": the first word ends at 17, the space (an empty image at 18) moves the pen to 23;
    // the second 'A' would end at 32 > 30, so the whole word starts the next line. The first
    // line ends at the space's edge, 18, as in cocos2d-x.
    cc::BitmapTextLayout l = layout("AB AB");
    EXPECT_EQ(l.lines, 2);
    EXPECT_EQ(corners(l), (V{{1, 12}, {9, 12}, {1, 0}, {9, 0}}));
    EXPECT_EQ(l.contentSize, cc::Size(18, 24));
    std::vector<int> indices; // in text order, the moved word too: Label::getLetter searches them
    for (const cc::BitmapLetter& letter : l.letters)
        indices.push_back(letter.index);
    EXPECT_EQ(indices, (std::vector<int>{0, 1, 3, 4}));

    // A word longer than the line stays whole on a line of its own.
    l = layout("AAAAA");
    EXPECT_EQ(l.lines, 1);
    EXPECT_FLOAT_EQ(l.contentSize.width, 49.0f);
    l = layout("A AAAA");
    EXPECT_EQ(l.lines, 2);
    EXPECT_EQ(l.letters[1].quad.origin, cc::Vec2(1, 0));

    // Breaking without spaces: any character that would pass the width starts a line.
    style.breakWithoutSpace = true;
    l = layout("AAAAA");
    EXPECT_EQ(l.lines, 2);
    EXPECT_EQ(corners(l), (V{{1, 12}, {11, 12}, {21, 12}, {1, 0}, {11, 0}}));
}

TEST_F(BitmapTextLayoutTest, AlignsLinesInTheBox) {
    style.labelWidth = 40.0f;
    style.hAlignment = cc::TextHAlignment::CENTER;
    cc::BitmapTextLayout l = layout("AB\nA");
    EXPECT_EQ(l.contentSize, cc::Size(40, 24));
    // Line widths 17 and 9: shifted by (40 - 17) / 2 and (40 - 9) / 2.
    EXPECT_EQ(corners(l), (V{{12.5f, 12}, {20.5f, 12}, {16.5f, 0}}));
    style.hAlignment = cc::TextHAlignment::RIGHT;
    EXPECT_EQ(corners(layout("AB\nA")), (V{{24, 12}, {32, 12}, {32, 0}}));
    // The box width also wraps, as cocos2d-x's setDimensions does through maxLineWidth (the label
    // passes it on); here only the box is given: no wrapping.
    EXPECT_EQ(layout("AB AB AB AB").lines, 1);

    style.hAlignment = cc::TextHAlignment::LEFT;
    style.labelHeight = 40.0f;
    EXPECT_EQ(corners(layout("A")), (V{{1, 28}}));
    style.vAlignment = cc::TextVAlignment::CENTER;
    EXPECT_EQ(corners(layout("A")), (V{{1, 14}})); // first line's top at (40 + 12) / 2
    style.vAlignment = cc::TextVAlignment::BOTTOM;
    EXPECT_EQ(corners(layout("A")), (V{{1, 0}}));
}

TEST_F(BitmapTextLayoutTest, GlyphsOutsideTheBoxHeightAreCut) {
    style.labelHeight = 6.0f; // the first line's top at 6: 'A' spans 4 down to -6, cut at 0
    cc::BitmapTextLayout l = layout("A");
    ASSERT_EQ(l.letters.size(), 1u);
    EXPECT_EQ(l.letters[0].quad, cc::Rect(1, 0, 8, 4));
    EXPECT_EQ(l.letters[0].source, cc::Rect(0, 0, 8, 4)); // its upper rows
    l = layout("A\nA");                                   // the second line lies wholly below the box
    EXPECT_EQ(l.letters.size(), 1u);
    EXPECT_EQ(l.contentSize, cc::Size(9, 6));

    style.vAlignment = cc::TextVAlignment::BOTTOM; // text 12 high at the bottom: its top at 12, cut at 6
    l = layout("A");
    ASSERT_EQ(l.letters.size(), 1u);
    EXPECT_EQ(l.letters[0].quad, cc::Rect(1, 0, 8, 6));
    EXPECT_EQ(l.letters[0].source, cc::Rect(0, 4, 8, 6)); // its lower rows
}

TEST_F(BitmapTextLayoutTest, ScaledGlyphsKeepTheirTexels) {
    style.scale = 2.0f;
    style.lineHeight = 24.0f; // given scaled
    cc::BitmapTextLayout l = layout("AB");
    EXPECT_EQ(l.contentSize, cc::Size(34, 24));
    EXPECT_EQ(corners(l), (V{{2, 0}, {18, 0}}));
    EXPECT_EQ(l.letters[1].quad.size, cc::Size(16, 20));
    EXPECT_EQ(l.letters[1].source, cc::Rect(8, 0, 8, 10));
    style.maxLineWidth = 30.0f; // "AB" ends at 34 but is one word: it stays whole
    EXPECT_EQ(layout("AB").lines, 1);
    EXPECT_EQ(layout("A A").lines, 2); // the second A would end at 2 + 20 + 10 + 16 = 48 > 30
    style.maxLineWidth = 0.0f;
    style.labelHeight = 12.0f; // A's top at 12 - 4 = 8, 20 high: cut at 0, 4 texel rows left
    l = layout("A");
    ASSERT_EQ(l.letters.size(), 1u);
    EXPECT_EQ(l.letters[0].quad, cc::Rect(2, 0, 16, 8));
    EXPECT_EQ(l.letters[0].source, cc::Rect(0, 0, 8, 4));
}

TEST(BitmapTextLayoutUtf8, DecodesCodePointsAndReplacesMalformedBytes) {
    EXPECT_EQ(cc::decodeUtf8("a\xC3\xA9\xE2\x98\x83\xF0\x9F\x98\x80"),
              (std::u32string{'a', 0xE9, 0x2603, 0x1F600}));
    EXPECT_EQ(cc::decodeUtf8("\xC3"), std::u32string{0xFFFD});                           // cut short
    EXPECT_EQ(cc::decodeUtf8("\xC0\xAF"), (std::u32string{0xFFFD, 0xFFFD}));             // overlong
    EXPECT_EQ(cc::decodeUtf8("\xED\xA0\x80"), (std::u32string{0xFFFD, 0xFFFD, 0xFFFD})); // a surrogate
    EXPECT_EQ(cc::decodeUtf8("\x80x"), (std::u32string{0xFFFD, 'x'}));
}
