// engine/scene/Label.cpp
#include "scene/Label.h"

#include "base/Log.h"
#include "scene/BitmapFont.h"
#include "scene/BitmapTextLayout.h"
#include "scene/Sprite.h"
#include "scene/TextMeasurer.h"
#include "scene/Utf8Text.h"

#include <algorithm>
#include <cmath>

namespace cc {
namespace {

TextMeasurer* s_measurer = nullptr;

/// The fallback measurement: 0.6 * size per character, size per line.
Size estimate(const std::string& text, float fontSize) {
    if (text.empty()) return Size::ZERO;
    int lines = 0, widest = 0;
    std::size_t start = 0;
    while (true) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        widest =
            std::max(widest, static_cast<int>(utf8Length(std::string_view(text).substr(start, end - start))));
        ++lines;
        if (end == text.size()) break;
        start = end + 1;
    }
    return Size(0.6f * fontSize * static_cast<float>(widest), fontSize * static_cast<float>(lines));
}

/// An autoreleased label set up by @p init, or nullptr when it fails.
template <class Init> Label* makeLabelWith(Init init) {
    auto* label = new Label();
    label->setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    if (init(label)) return static_cast<Label*>(label->autorelease());
    delete label;
    return nullptr;
}

Label* makeLabel(const std::string& text, const std::string& font, float fontSize, bool isTTF,
                 const Size& dimensions, TextHAlignment h, TextVAlignment v) {
    return makeLabelWith(
        [&](Label* label) { return label->initWithFont(text, font, fontSize, isTTF, dimensions, h, v); });
}

} // namespace

Label::~Label() = default;

void Label::setTextMeasurer(TextMeasurer* measurer) {
    s_measurer = measurer;
}

TextMeasurer* Label::getTextMeasurer() {
    return s_measurer;
}

Label* Label::create() {
    return makeLabel("", "Arial", 12.0f, false, Size::ZERO, TextHAlignment::LEFT, TextVAlignment::TOP);
}

Label* Label::createWithSystemFont(const std::string& text, const std::string& font, float fontSize,
                                   const Size& dimensions, TextHAlignment hAlignment,
                                   TextVAlignment vAlignment) {
    return makeLabel(text, font, fontSize, false, dimensions, hAlignment, vAlignment);
}

Label* Label::createWithTTF(const std::string& text, const std::string& fontFilePath, float fontSize,
                            const Size& dimensions, TextHAlignment hAlignment, TextVAlignment vAlignment) {
    return makeLabel(text, fontFilePath, fontSize, true, dimensions, hAlignment, vAlignment);
}

Label* Label::createWithBMFont(const std::string& bmfontPath, const std::string& text,
                               TextHAlignment hAlignment, int maxLineWidth, const Vec2& imageOffset) {
    return makeLabelWith([&](Label* label) {
        label->_text = toValidUtf8(text);
        label->_maxLineWidth = static_cast<float>(maxLineWidth);
        label->_hAlignment = hAlignment;
        return label->setBMFontFilePath(bmfontPath, imageOffset);
    });
}

Label* Label::createWithCharMap(const std::string& charMapFile, int itemWidth, int itemHeight,
                                int startCharMap) {
    return makeLabelWith(
        [&](Label* label) { return label->setCharMap(charMapFile, itemWidth, itemHeight, startCharMap); });
}

Label* Label::createWithCharMap(Texture2D* texture, int itemWidth, int itemHeight, int startCharMap) {
    return makeLabelWith(
        [&](Label* label) { return label->setCharMap(texture, itemWidth, itemHeight, startCharMap); });
}

Label* Label::createWithCharMap(const std::string& plistFile) {
    return makeLabelWith([&](Label* label) { return label->setCharMap(plistFile); });
}

bool Label::useBitmapFont(std::shared_ptr<const BitmapFont> font, const std::string& path,
                          const std::string& error, const char* what) {
    if (!font) {
        logError("Label::%s: %s", what, error.c_str());
        return false;
    }
    _bitmapFont = std::move(font);
    _bmFontPath = path;
    if (path.empty()) _bmFontSize = 0.0f; // char maps have no size of their own
    _isTTF = false;
    _lineHeight = _bitmapFont->getLineHeight();
    if (!_layout) _layout = std::make_unique<BitmapTextLayout>();
    updateContentSize();
    return true;
}

bool Label::setBMFontFilePath(const std::string& bmfontFilePath, const Vec2& imageOffset, float fontSize) {
    std::string error;
    auto font = BitmapFont::loadFnt(bmfontFilePath, imageOffset, &error);
    if (font) _bmFontSize = fontSize > 0.0f ? fontSize : font->getOriginalFontSize();
    return useBitmapFont(std::move(font), bmfontFilePath, error, "setBMFontFilePath");
}

void Label::setBMFontSize(float fontSize) {
    if (!_bitmapFont || _bmFontPath.empty() || fontSize <= 0.0f) return;
    _bmFontSize = fontSize;
    updateContentSize();
}

bool Label::setCharMap(const std::string& charMapFile, int itemWidth, int itemHeight, int startCharMap) {
    std::string error;
    auto font = BitmapFont::loadCharMap(charMapFile, itemWidth, itemHeight, startCharMap, &error);
    return useBitmapFont(std::move(font), "", error, "setCharMap");
}

bool Label::setCharMap(Texture2D* texture, int itemWidth, int itemHeight, int startCharMap) {
    std::string error;
    auto font = BitmapFont::fromCharMap(texture, itemWidth, itemHeight, startCharMap, &error);
    return useBitmapFont(std::move(font), "", error, "setCharMap");
}

bool Label::setCharMap(const std::string& plistFile) {
    std::string error;
    auto font = BitmapFont::loadCharMapPlist(plistFile, &error);
    return useBitmapFont(std::move(font), "", error, "setCharMap");
}

bool Label::initWithFont(const std::string& text, const std::string& font, float fontSize, bool isTTF,
                         const Size& dimensions, TextHAlignment hAlignment, TextVAlignment vAlignment) {
    setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    _text = toValidUtf8(text); // font renderers only ever see valid UTF-8
    _fontName = font;
    _fontSize = fontSize;
    _isTTF = isTTF;
    _dimensions = dimensions;
    _maxLineWidth = dimensions.width;
    _hAlignment = hAlignment;
    _vAlignment = vAlignment;
    updateContentSize();
    return true;
}

void Label::setString(const std::string& text) {
    std::string valid = toValidUtf8(text); // a bad sequence becomes U+FFFD (no renderer sees it)
    if (valid == _text) return;
    _text = std::move(valid);
    updateContentSize();
}

int Label::getStringLength() const {
    return static_cast<int>(utf8Length(_text));
}

void Label::setSystemFontName(const std::string& font) {
    dropBitmapFont();
    _fontName = font;
    _isTTF = false;
    updateContentSize();
}

void Label::dropBitmapFont() {
    for (auto& entry : _letters) // no glyphs left to show (cocos2d-x keeps the sprites too)
        entry.second->setTextureRect(Rect());
    _bitmapFont.reset();
    _layout.reset();
    _bmFontPath.clear();
    _bmFontSize = 0.0f;
    _lineHeight = 0.0f;
}

void Label::setSystemFontSize(float fontSize) {
    _fontSize = fontSize;
    updateContentSize();
}

void Label::setTTFFontFile(const std::string& fontFilePath) {
    dropBitmapFont();
    _fontName = fontFilePath;
    _isTTF = true;
    updateContentSize();
}

void Label::setAlignment(TextHAlignment hAlignment) {
    _hAlignment = hAlignment;
    updateContentSize();
}

void Label::setAlignment(TextHAlignment hAlignment, TextVAlignment vAlignment) {
    _hAlignment = hAlignment;
    _vAlignment = vAlignment;
    updateContentSize();
}

void Label::setHorizontalAlignment(TextHAlignment hAlignment) {
    setAlignment(hAlignment, _vAlignment);
}

void Label::setVerticalAlignment(TextVAlignment vAlignment) {
    setAlignment(_hAlignment, vAlignment);
}

void Label::setDimensions(float width, float height) {
    if (_overflow == LabelOverflow::RESIZE_HEIGHT) height = 0.0f; // the text sets it
    _dimensions = Size(width, height);
    _maxLineWidth = width;
    updateContentSize();
}

void Label::setMaxLineWidth(float maxLineWidth) {
    if (_dimensions.width > 0.0f) return; // the dimensions' width wins, as in cocos2d-x
    _maxLineWidth = maxLineWidth;
    updateContentSize();
}

void Label::setLineHeight(float height) {
    if (!_bitmapFont) {
        logWarning("Label::setLineHeight: system and TTF fonts keep their own line height in Kite");
        return;
    }
    _lineHeight = height;
    updateContentSize();
}

void Label::setLineSpacing(float spacing) {
    _lineSpacing = spacing;
    updateContentSize();
}

void Label::setAdditionalKerning(float space) {
    _additionalKerning = space;
    updateContentSize();
}

void Label::setLineBreakWithoutSpace(bool breakWithoutSpace) {
    _lineBreakWithoutSpace = breakWithoutSpace;
    updateContentSize();
}

int Label::getStringNumLines() const {
    if (_layout) return _layout->lines;
    if (_text.empty()) return 0;
    return 1 + static_cast<int>(std::count(_text.begin(), _text.end(), '\n'));
}

Size Label::measureSystemText(float fontSize) const {
    TextStyle style = getTextStyle();
    style.fontSize = fontSize;
    return s_measurer ? s_measurer->measureText(_text, style) : estimate(_text, fontSize);
}

void Label::updateContentSize() {
    _shrunkFontSize = 0.0f;
    if (_bitmapFont) {
        const bool canShrink = !_bmFontPath.empty() && _bmFontSize > 0.0f;
        const std::u32string text = decodeUtf8(_text); // once, however many sizes SHRINK tries
        layOutBitmapText(text, 0.0f);
        if (_overflow == LabelOverflow::SHRINK && canShrink && overflowsBox(_layout->textSize)) {
            const float size = shrinkToFit(_bmFontSize, [this, &text](float fontSize) {
                layOutBitmapText(text, fontSize);
                return _layout->textSize;
            });
            _shrunkFontSize = size;
            layOutBitmapText(text, size);
        }
        setContentSize(_layout->contentSize);
        updateLetterSprites();
        return;
    }
    Size size = measureSystemText(_fontSize);
    if (_overflow == LabelOverflow::SHRINK && overflowsBox(size)) {
        _shrunkFontSize =
            shrinkToFit(_fontSize, [this](float fontSize) { return measureSystemText(fontSize); });
        size = measureSystemText(_shrunkFontSize);
    }
    if (_dimensions.width > 0.0f) size.width = _dimensions.width;
    if (_dimensions.height > 0.0f) size.height = _dimensions.height;
    setContentSize(size);
}

} // namespace cc
