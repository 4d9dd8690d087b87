// engine/scene/LabelOverflow.cpp — Label's overflow modes and wrapping (see Label.h).
#include "scene/BitmapFont.h"
#include "scene/BitmapTextLayout.h"
#include "scene/Label.h"

#include <cmath>

namespace cc {

void Label::setOverflow(LabelOverflow overflow) {
    if (overflow == _overflow) return;
    if (overflow == LabelOverflow::SHRINK && _bitmapFont && _bmFontPath.empty()) return; // char map
    _overflow = overflow;
    if (overflow == LabelOverflow::RESIZE_HEIGHT) {
        _wrapEnabled = true;
        setDimensions(_dimensions.width, 0.0f);
        return;
    }
    updateContentSize();
}

void Label::enableWrap(bool enable) {
    if (enable == _wrapEnabled || _overflow == LabelOverflow::RESIZE_HEIGHT)
        return; // it wraps, as in cocos2d-x
    _wrapEnabled = enable;
    updateContentSize();
}

float Label::getRenderingFontSize() const {
    if (_shrunkFontSize > 0.0f) return _shrunkFontSize;
    return _bitmapFont ? _bmFontSize : _fontSize;
}

bool Label::overflowsBox(const Size& size) const {
    return (_dimensions.width > 0.0f && size.width > _dimensions.width) ||
           (_dimensions.height > 0.0f && size.height > _dimensions.height);
}

// cocos2d-x steps the size down a point at a time until the text fits; the text only grows with
// the size, so a bisection over whole sizes finds the same size with fewer measurements.
float Label::shrinkToFit(float fontSize, const std::function<Size(float)>& measure) const {
    int fits = 1;
    int tooBig = static_cast<int>(std::floor(fontSize));
    if (tooBig <= fits) return 1.0f;
    if (!overflowsBox(measure(static_cast<float>(tooBig)))) return static_cast<float>(tooBig);
    while (tooBig - fits > 1) {
        const int middle = (fits + tooBig) / 2;
        if (overflowsBox(measure(static_cast<float>(middle))))
            tooBig = middle;
        else
            fits = middle;
    }
    return static_cast<float>(fits);
}

void Label::layOutBitmapText(const std::u32string& text, float fontSize) {
    BitmapTextStyle style;
    const float original = std::fabs(_bitmapFont->getOriginalFontSize());
    if (fontSize <= 0.0f) fontSize = _bmFontSize;
    if (!_bmFontPath.empty() && original > 0.0f && fontSize > 0.0f) style.scale = fontSize / original;
    style.lineHeight = _lineHeight * style.scale;
    style.lineSpacing = _lineSpacing;
    style.additionalKerning = _additionalKerning;
    style.maxLineWidth = _wrapEnabled ? _maxLineWidth : 0.0f;
    style.labelWidth = _dimensions.width;
    style.labelHeight = _dimensions.height;
    style.clampToWidth = _overflow == LabelOverflow::CLAMP && !_wrapEnabled;
    style.breakWithoutSpace = _lineBreakWithoutSpace;
    style.hAlignment = _hAlignment;
    style.vAlignment = _vAlignment;
    *_layout = BitmapTextLayout::make(*_bitmapFont, text, style);
}

} // namespace cc
