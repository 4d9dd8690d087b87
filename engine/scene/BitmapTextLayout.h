// engine/scene/BitmapTextLayout.h — where each glyph of a bitmap-font label goes.
#pragma once

#include "math/Rect.h"
#include "scene/Label.h"

#include <string>
#include <vector>

namespace cc {

class BitmapFont;

/// One glyph to draw: @p quad in the label's node space (y up), showing @p source texels of page
/// @p page (from the image's top-left). Glyphs cut by the label's height show only their inside part.
struct BitmapLetter {
    Rect quad;
    Rect source;
    int page = 0;
    int index = 0; ///< the character's index in the text (code points)
};

/// What a bitmap-font label lays out, as cocos2d-x 3.17's Label does (multilineTextWrap and
/// computeAlignmentOffset): glyphs on a pen that moves by each advance, the kerning with the next
/// character and the additional kerning; lines `lineHeight + lineSpacing` apart; lines broken at
/// '\n' and, when maxLineWidth > 0, before the word (or with breakWithoutSpace, the character)
/// that would end past it — a word alone on its line stays whole. A character the font lacks
/// takes no room.
struct BitmapTextStyle {
    /// Glyph sizes, offsets, advances and kerning are multiplied by this (Label::setBMFontSize);
    /// the line height is given already scaled.
    float scale = 1.0f;
    float lineHeight = 0.0f;
    float lineSpacing = 0.0f;
    float additionalKerning = 0.0f;
    float maxLineWidth = 0.0f;
    float labelWidth = 0.0f;  ///< dimensions: 0 = as wide as the longest line
    float labelHeight = 0.0f; ///< 0 = as high as the lines; otherwise glyphs outside are cut
    bool breakWithoutSpace = false;
    /// Leaves out the glyphs whose middle is outside the label's width (CLAMP without wrapping).
    bool clampToWidth = false;
    TextHAlignment hAlignment = TextHAlignment::LEFT;
    TextVAlignment vAlignment = TextVAlignment::TOP;
};

struct BitmapTextLayout {
    Size contentSize;
    Size textSize;      ///< the longest line's width and the lines' height, whatever the dimensions
    int lines = 0;      ///< 0 for empty text
    float scale = 1.0f; ///< the style's scale: a glyph's quad is its texels times this
    std::vector<BitmapLetter> letters; ///< in text order (by index)

    static BitmapTextLayout make(const BitmapFont& font, const std::u32string& text,
                                 const BitmapTextStyle& style);
};

/// UTF-8 to code points; a malformed byte becomes U+FFFD.
std::u32string decodeUtf8(const std::string& text);

} // namespace cc
