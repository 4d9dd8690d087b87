// engine/scene/LabelEffects.cpp — Label's outline, shadow, glow and styles (see Label.h).
#include "base/Log.h"
#include "scene/Label.h"

#include <algorithm>
#include <cmath>

namespace cc {

bool Label::refuseOnBitmapFont(const char* what) const {
    if (!_bitmapFont) return false;
    logWarning(
        "Label::%s: only system and TTF fonts have it; a bitmap-font label ignores it (as in cocos2d-x)",
        what);
    return true;
}

void Label::enableOutline(const Color4B& outlineColor, int outlineSize) {
    if (refuseOnBitmapFont("enableOutline")) return;
    if (outlineSize <= 0 && _effect != LabelEffect::OUTLINE) return; // cocos: nothing to keep
    _effectColor = Color4F(outlineColor);
    if (outlineSize > 0) _outlineSize = outlineSize;
    _effect = LabelEffect::OUTLINE;
    updateContentSize();
}

void Label::enableShadow(const Color4B& shadowColor, const Size& offset, int blurRadius) {
    _shadowEnabled = true;
    _shadowOffset = offset;
    _shadowBlurRadius = static_cast<float>(blurRadius);
    _shadowColor = Color4F(shadowColor);
}

void Label::enableGlow(const Color4B& glowColor) {
    if (refuseOnBitmapFont("enableGlow")) return;
    const bool wasOutline = _effect == LabelEffect::OUTLINE;
    _effect = LabelEffect::GLOW;
    _effectColor = Color4F(glowColor);
    if (wasOutline) updateContentSize(); // the outline's room goes
}

int Label::getGlowRadius() const {
    return std::max(1, static_cast<int>(std::lround(getRenderingFontSize() / 8.0f)));
}

void Label::enableItalics() {
    setRotationSkewX(12.0f);
    _italics = true;
}

void Label::enableBold() {
    if (_bold) return;
    _bold = true;
    if (_bitmapFont) { // cocos2d-x's bold: a white shadow a little to the right, one more point apart
        enableShadow(Color4B::WHITE, Size(0.9f, 0.0f), 0);
        setAdditionalKerning(_additionalKerning + 1.0f);
        return;
    }
    updateContentSize();
}

void Label::enableUnderline() {
    if (refuseOnBitmapFont("enableUnderline") || _underline) return;
    _underline = true;
    updateContentSize();
}

void Label::enableStrikethrough() {
    if (refuseOnBitmapFont("enableStrikethrough") || _strikethrough) return;
    _strikethrough = true;
    updateContentSize();
}

void Label::disableEffect() {
    disableEffect(LabelEffect::ALL);
}

void Label::disableEffect(LabelEffect effect) {
    switch (effect) {
    case LabelEffect::OUTLINE:
        if (_effect != LabelEffect::OUTLINE) break;
        _effect = LabelEffect::NORMAL;
        _outlineSize = 0;
        updateContentSize();
        break;
    case LabelEffect::SHADOW:
        _shadowEnabled = false;
        break;
    case LabelEffect::GLOW:
        if (_effect == LabelEffect::GLOW) _effect = LabelEffect::NORMAL;
        break;
    case LabelEffect::ITALICS:
        setRotationSkewX(0.0f);
        _italics = false;
        break;
    case LabelEffect::BOLD:
        if (!_bold) break;
        _bold = false;
        if (_bitmapFont) {
            disableEffect(LabelEffect::SHADOW);
            setAdditionalKerning(_additionalKerning - 1.0f);
        } else {
            updateContentSize();
        }
        break;
    case LabelEffect::UNDERLINE:
        _underline = false;
        updateContentSize();
        break;
    case LabelEffect::STRIKETHROUGH:
        _strikethrough = false;
        updateContentSize();
        break;
    case LabelEffect::ALL:
        for (LabelEffect each :
             {LabelEffect::SHADOW, LabelEffect::GLOW, LabelEffect::OUTLINE, LabelEffect::ITALICS,
              LabelEffect::BOLD, LabelEffect::UNDERLINE, LabelEffect::STRIKETHROUGH})
            disableEffect(each);
        break;
    case LabelEffect::NORMAL:
        break;
    }
}

TextStyle Label::getTextStyle() const {
    TextStyle style;
    style.font = _fontName;
    style.fontSize = getRenderingFontSize();
    style.maxLineWidth = _wrapEnabled ? _maxLineWidth : 0.0f;
    style.bold = _bold;
    style.underline = _underline;
    style.strikethrough = _strikethrough;
    style.outlineSize = _effect == LabelEffect::OUTLINE ? _outlineSize : 0;
    return style;
}

} // namespace cc
