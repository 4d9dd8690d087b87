// engine/scene/Label.cpp
#include "scene/Label.h"

#include "scene/TextMeasurer.h"

#include <algorithm>

namespace cc {
namespace {

TextMeasurer* s_measurer = nullptr;

int countCodePoints(const std::string& text, std::size_t begin, std::size_t end) {
    int count = 0;
    for (std::size_t i = begin; i < end; ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++count; // skip continuation bytes
    return count;
}

/// The fallback measurement: 0.6 * size per character, size per line.
Size estimate(const std::string& text, float fontSize) {
    if (text.empty()) return Size::ZERO;
    int lines = 0, widest = 0;
    std::size_t start = 0;
    while (true) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        widest = std::max(widest, countCodePoints(text, start, end));
        ++lines;
        if (end == text.size()) break;
        start = end + 1;
    }
    return Size(0.6f * fontSize * static_cast<float>(widest), fontSize * static_cast<float>(lines));
}

Label* make(const std::string& text, const std::string& font, float fontSize, bool isTTF,
            const Size& dimensions, TextHAlignment h, TextVAlignment v) {
    auto* label = new Label();
    if (label->initWithFont(text, font, fontSize, isTTF, dimensions, h, v))
        return static_cast<Label*>(label->autorelease());
    delete label;
    return nullptr;
}

} // namespace

void Label::setTextMeasurer(TextMeasurer* measurer) {
    s_measurer = measurer;
}

TextMeasurer* Label::getTextMeasurer() {
    return s_measurer;
}

Label* Label::create() {
    return make("", "Arial", 12.0f, false, Size::ZERO, TextHAlignment::LEFT, TextVAlignment::TOP);
}

Label* Label::createWithSystemFont(const std::string& text, const std::string& font, float fontSize,
                                   const Size& dimensions, TextHAlignment hAlignment,
                                   TextVAlignment vAlignment) {
    return make(text, font, fontSize, false, dimensions, hAlignment, vAlignment);
}

Label* Label::createWithTTF(const std::string& text, const std::string& fontFilePath, float fontSize,
                            const Size& dimensions, TextHAlignment hAlignment, TextVAlignment vAlignment) {
    return make(text, fontFilePath, fontSize, true, dimensions, hAlignment, vAlignment);
}

bool Label::initWithFont(const std::string& text, const std::string& font, float fontSize, bool isTTF,
                         const Size& dimensions, TextHAlignment hAlignment, TextVAlignment vAlignment) {
    setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    _text = text;
    _fontName = font;
    _fontSize = fontSize;
    _isTTF = isTTF;
    _dimensions = dimensions;
    _hAlignment = hAlignment;
    _vAlignment = vAlignment;
    updateContentSize();
    return true;
}

void Label::setString(const std::string& text) {
    if (text == _text) return;
    _text = text;
    updateContentSize();
}

int Label::getStringLength() const {
    return countCodePoints(_text, 0, _text.size());
}

void Label::setSystemFontName(const std::string& font) {
    _fontName = font;
    _isTTF = false;
    updateContentSize();
}

void Label::setSystemFontSize(float fontSize) {
    _fontSize = fontSize;
    updateContentSize();
}

void Label::setTTFFontFile(const std::string& fontFilePath) {
    _fontName = fontFilePath;
    _isTTF = true;
    updateContentSize();
}

void Label::setDimensions(float width, float height) {
    _dimensions = Size(width, height);
    updateContentSize();
}

void Label::updateContentSize() {
    Size size = s_measurer ? s_measurer->measureText(_text, _fontName, _fontSize, _dimensions.width)
                           : estimate(_text, _fontSize);
    if (_dimensions.width > 0.0f) size.width = _dimensions.width;
    if (_dimensions.height > 0.0f) size.height = _dimensions.height;
    setContentSize(size);
}

} // namespace cc
