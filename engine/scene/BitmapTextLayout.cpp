// engine/scene/BitmapTextLayout.cpp — see BitmapTextLayout.h.
#include "scene/BitmapTextLayout.h"

#include "scene/BitmapFont.h"

#include <algorithm>

namespace cc {
namespace {

/// Unicode's white space, where a line may break (cocos2d-x's StringUtils::isUnicodeSpace).
bool isUnicodeSpace(char32_t c) {
    return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0xA0 || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F ||
           c == 0x3000;
}

/// Scripts written without spaces, where every character is a word of its own.
bool isCjk(char32_t c) {
    return (c >= 0x2E80 && c <= 0x2FDF) || (c >= 0x2FF0 && c <= 0x30FF) || (c >= 0x3100 && c <= 0x31BF) ||
           (c >= 0x31C0 && c <= 0x4DFF) || (c >= 0x4E00 && c <= 0x9FBF) || (c >= 0xAC00 && c <= 0xD7AF) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0x1F004 && c <= 0x1F682);
}

/// A glyph placed on a line: x from the line's start, y of its top from the first line's top (y up).
struct Placed {
    int index;
    int line;
    float x;
    float y;
    BitmapGlyph glyph;
};

class Wrapper {
public:
    Wrapper(const BitmapFont& font, const std::u32string& text, const BitmapTextStyle& style)
        : _font(font), _text(text), _style(style) {}

    void wrap() {
        if (_style.maxLineWidth > 0.0f && !_style.breakWithoutSpace)
            wrapByWord();
        else
            wrapByCharacter();
        _lineWidths.push_back(_right);
    }

    std::vector<Placed> placed;
    const std::vector<float>& lineWidths() const { return _lineWidths; }
    int lines() const { return _line + 1; }
    float longest() const { return _longest; }
    float highest() const { return _highest; }
    float lowest() const { return _lowest; }

private:
    void newLine() {
        _lineWidths.push_back(_right);
        _right = 0.0f;
        ++_line;
        _penY -= _style.lineHeight + _style.lineSpacing;
    }
    /// The glyph of @p c with its offsets and advance at the style's scale (its texels stay).
    bool fetch(char32_t c, BitmapGlyph* glyph) const {
        if (!_font.findGlyph(c, glyph)) return false;
        glyph->offsetX *= _style.scale;
        glyph->offsetY *= _style.scale;
        glyph->xAdvance *= _style.scale;
        return true;
    }
    float width(const BitmapGlyph& glyph) const { return glyph.source.size.width * _style.scale; }
    float height(const BitmapGlyph& glyph) const { return glyph.source.size.height * _style.scale; }
    /// How far the pen moves after the character at @p i.
    float advance(std::size_t i, const BitmapGlyph& glyph) const {
        float kerning = i + 1 < _text.size() ? _font.kerning(_text[i], _text[i + 1]) * _style.scale : 0.0f;
        return kerning + glyph.xAdvance + _style.additionalKerning;
    }
    bool overflows(float pen, float x, const BitmapGlyph& glyph) const {
        return _style.maxLineWidth > 0.0f && pen > 0.0f && x + width(glyph) > _style.maxLineWidth;
    }
    void note(float x, float y, const BitmapGlyph& glyph, float* right, float* highest, float* lowest) const {
        *right = x + width(glyph);
        *highest = std::max(*highest, y);
        *lowest = std::min(*lowest, y - height(glyph));
    }

    void wrapByCharacter() {
        float pen = 0.0f;
        for (std::size_t i = 0; i < _text.size(); ++i) {
            const char32_t c = _text[i];
            if (c == '\r') continue;
            if (c == '\n') {
                newLine();
                pen = 0.0f;
                continue;
            }
            BitmapGlyph glyph;
            if (!fetch(c, &glyph)) continue;
            float x = pen + glyph.offsetX;
            if (overflows(pen, x, glyph)) {
                newLine();
                pen = 0.0f;
                x = glyph.offsetX;
            }
            const float y = _penY - glyph.offsetY;
            placed.push_back(Placed{static_cast<int>(i), _line, x, y, glyph});
            pen += advance(i, glyph);
            note(x, y, glyph, &_right, &_highest, &_lowest);
            _longest = std::max(_longest, _right);
        }
    }

    /// The characters from @p start that make a word: a space, a CJK character or '\n' alone, else
    /// everything up to the next of those.
    std::size_t wordLength(std::size_t start) const {
        auto breaks = [](char32_t c) { return c == '\n' || isUnicodeSpace(c) || isCjk(c); };
        if (breaks(_text[start])) return 1;
        std::size_t end = start + 1;
        while (end < _text.size() && !breaks(_text[end]))
            ++end;
        return end - start;
    }

    void wrapByWord() {
        float wordX = 0.0f;
        std::size_t i = 0;
        while (i < _text.size()) {
            if (_text[i] == '\n') {
                newLine();
                wordX = 0.0f;
                ++i;
                continue;
            }
            const std::size_t length = wordLength(i);
            const std::size_t placedBefore = placed.size();
            float pen = wordX, right = _right, highest = _highest, lowest = _lowest;
            bool movedDown = false;
            for (std::size_t j = i; j < i + length; ++j) {
                BitmapGlyph glyph;
                if (_text[j] == '\r' || !fetch(_text[j], &glyph)) continue;
                const float x = pen + glyph.offsetX;
                if (overflows(wordX, x, glyph)) { // the whole word starts the next line
                    newLine();
                    wordX = 0.0f;
                    movedDown = true;
                    break;
                }
                const float y = _penY - glyph.offsetY;
                placed.push_back(Placed{static_cast<int>(j), _line, x, y, glyph});
                pen += advance(j, glyph);
                note(x, y, glyph, &right, &highest, &lowest);
            }
            if (movedDown) {
                placed.resize(placedBefore);
                continue;
            }
            wordX = pen;
            _right = right;
            _highest = highest;
            _lowest = lowest;
            _longest = std::max(_longest, _right);
            i += length;
        }
    }

    const BitmapFont& _font;
    const std::u32string& _text;
    const BitmapTextStyle& _style;
    std::vector<float> _lineWidths;
    int _line = 0;
    float _penY = 0.0f;
    float _right = 0.0f;
    float _longest = 0.0f;
    float _highest = 0.0f;
    float _lowest = 0.0f;
};

} // namespace

BitmapTextLayout BitmapTextLayout::make(const BitmapFont& font, const std::u32string& text,
                                        const BitmapTextStyle& style) {
    BitmapTextLayout layout;
    layout.scale = style.scale;
    if (text.empty()) return layout; // cocos2d-x: no text, no size (whatever the dimensions)
    Wrapper wrapper(font, text, style);
    wrapper.wrap();
    layout.lines = wrapper.lines();
    const float textHeight = static_cast<float>(layout.lines) * style.lineHeight +
                             static_cast<float>(layout.lines - 1) * style.lineSpacing;
    layout.contentSize = Size(style.labelWidth > 0.0f ? style.labelWidth : wrapper.longest(),
                              style.labelHeight > 0.0f ? style.labelHeight : textHeight);
    layout.textSize = Size(wrapper.longest(), textHeight);
    const Size& box = layout.contentSize;

    // Glyphs reaching above the first line or below the last are not cut (cocos's tailored edges).
    const float top = box.height + std::max(0.0f, wrapper.highest());
    const float bottom = wrapper.lowest() < -textHeight ? textHeight + wrapper.lowest() : 0.0f;
    float firstTop = box.height; // TOP
    if (style.vAlignment == TextVAlignment::CENTER) firstTop = (box.height + textHeight) * 0.5f;
    if (style.vAlignment == TextVAlignment::BOTTOM) firstTop = textHeight;
    const std::vector<float>& widths = wrapper.lineWidths();

    for (const Placed& p : wrapper.placed) {
        float shift = 0.0f;
        if (style.hAlignment == TextHAlignment::CENTER) shift = (box.width - widths[p.line]) * 0.5f;
        if (style.hAlignment == TextHAlignment::RIGHT) shift = box.width - widths[p.line];
        Rect source = p.glyph.source; // texels; the quad is that size times the scale
        const float scale = style.scale;
        const float w = source.size.width * scale;
        float h = source.size.height * scale;
        float y = p.y + firstTop;
        if (style.labelHeight > 0.0f) {
            if (y > top) { // cut at the top: the image loses its upper rows
                const float cut = y - top;
                source.origin.y += cut / scale;
                h -= cut;
                y = top;
            }
            if (y - h < bottom) h = y < bottom ? 0.0f : y - bottom;
            source.size.height = h / scale;
        }
        if (w <= 0.0f || h <= 0.0f) continue;
        const float middle = p.x + shift + w * 0.5f;
        if (style.clampToWidth && style.labelWidth > 0.0f && (middle < 0.0f || middle > box.width)) continue;
        layout.letters.push_back(BitmapLetter{Rect(p.x + shift, y - h, w, h), source, p.glyph.page, p.index});
    }
    return layout;
}

std::u32string decodeUtf8(const std::string& text) {
    std::u32string out;
    out.reserve(text.size());
    std::size_t i = 0;
    while (i < text.size()) {
        const unsigned char lead = static_cast<unsigned char>(text[i]);
        int extra = lead < 0x80           ? 0
                    : (lead >> 5) == 0x6  ? 1
                    : (lead >> 4) == 0xE  ? 2
                    : (lead >> 3) == 0x1E ? 3
                                          : -1;
        char32_t c = extra == 0   ? lead
                     : extra == 1 ? (lead & 0x1F)
                     : extra == 2 ? (lead & 0x0F)
                                  : (lead & 0x07);
        bool ok = extra >= 0 && i + static_cast<std::size_t>(extra) < text.size();
        for (int k = 1; ok && k <= extra; ++k) {
            const unsigned char next = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
            if ((next & 0xC0) != 0x80) ok = false;
            c = (c << 6) | (next & 0x3F);
        }
        // Overlong forms, surrogates and values past U+10FFFF are malformed too.
        static const char32_t kSmallest[4] = {0, 0x80, 0x800, 0x10000};
        if (ok && (c < kSmallest[extra] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))) ok = false;
        if (!ok) {
            out.push_back(0xFFFD);
            ++i;
            continue;
        }
        out.push_back(c);
        i += static_cast<std::size_t>(extra) + 1;
    }
    return out;
}

} // namespace cc
