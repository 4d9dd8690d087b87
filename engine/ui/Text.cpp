// engine/ui/Text.cpp
#include "ui/Text.h"

#include "base/FileUtils.h"
#include "ui/WidgetTextures.h"

namespace cc {
namespace ui {

Text* Text::create() {
    auto* widget = new Text();
    if (widget->init()) return static_cast<Text*>(widget->autorelease());
    delete widget;
    return nullptr;
}

Text* Text::create(const std::string& textContent, const std::string& fontName, float fontSize) {
    Text* widget = create();
    if (!widget) return nullptr;
    widget->setFontName(fontName);
    widget->setFontSize(fontSize);
    widget->setString(textContent);
    return widget;
}

void Text::initRenderer() {
    _labelRenderer = Label::create();
    addProtectedChild(_labelRenderer, -1, -1);
}

void Text::setString(const std::string& text) {
    if (text == _labelRenderer->getString()) return;
    _labelRenderer->setString(text);
    labelChanged();
}

const std::string& Text::getString() const {
    return _labelRenderer->getString();
}

std::ptrdiff_t Text::getStringLength() const {
    return _labelRenderer->getStringLength();
}

void Text::setFontSize(float size) {
    _labelRenderer->setSystemFontSize(size); // the one size both kinds of font use
    _fontSize = size;
    labelChanged();
}

void Text::setFontName(const std::string& name) {
    if (!name.empty() && FileUtils::getInstance()->isFileExist(name)) {
        _labelRenderer->setTTFFontFile(name);
        _type = Type::TTF;
    } else {
        _labelRenderer->setSystemFontName(name);
        _type = Type::SYSTEM;
    }
    _labelRenderer->setSystemFontSize(_fontSize);
    _fontName = name;
    labelChanged();
}

void Text::setTextAreaSize(const Size& size) {
    _labelRenderer->setDimensions(size.width, size.height);
    if (!_ignoreSize) _customSize = size;
    labelChanged();
}

const Size& Text::getTextAreaSize() const {
    return _labelRenderer->getDimensions();
}

void Text::setTextHorizontalAlignment(TextHAlignment alignment) {
    _labelRenderer->setHorizontalAlignment(alignment);
}

TextHAlignment Text::getTextHorizontalAlignment() const {
    return _labelRenderer->getHorizontalAlignment();
}

void Text::setTextVerticalAlignment(TextVAlignment alignment) {
    _labelRenderer->setVerticalAlignment(alignment);
}

TextVAlignment Text::getTextVerticalAlignment() const {
    return _labelRenderer->getVerticalAlignment();
}

void Text::setTextColor(const Color4B& color) {
    _labelRenderer->setTextColor(color);
}

const Color4B& Text::getTextColor() const {
    return _labelRenderer->getTextColor();
}

void Text::enableShadow(const Color4B& shadowColor, const Size& offset, int blurRadius) {
    _labelRenderer->enableShadow(shadowColor, offset, blurRadius);
}

void Text::enableOutline(const Color4B& outlineColor, int outlineSize) {
    _labelRenderer->enableOutline(outlineColor, outlineSize);
    labelChanged(); // an outline widens the label
}

void Text::enableGlow(const Color4B& glowColor) {
    _labelRenderer->enableGlow(glowColor);
}

void Text::disableEffect() {
    _labelRenderer->disableEffect();
    labelChanged();
}

void Text::disableEffect(LabelEffect effect) {
    _labelRenderer->disableEffect(effect);
    labelChanged();
}

bool Text::isShadowEnabled() const {
    return _labelRenderer->isShadowEnabled();
}

Size Text::getShadowOffset() const {
    return _labelRenderer->getShadowOffset();
}

float Text::getShadowBlurRadius() const {
    return _labelRenderer->getShadowBlurRadius();
}

Color4B Text::getShadowColor() const {
    return Color4B(_labelRenderer->getShadowColor());
}

int Text::getOutlineSize() const {
    return static_cast<int>(_labelRenderer->getOutlineSize());
}

LabelEffect Text::getLabelEffectType() const {
    return _labelRenderer->getLabelEffectType();
}

Color4B Text::getEffectColor() const {
    return Color4B(_labelRenderer->getEffectColor());
}

Size Text::getAutoRenderSize() {
    return _labelRenderer->getContentSize();
}

void Text::labelChanged() {
    updateContentSizeWithTextureSize(_labelRenderer->getContentSize());
}

void Text::onSizeChanged() {
    Widget::onSizeChanged();
    if (!_ignoreSize) _labelRenderer->setDimensions(_contentSize.width, _contentSize.height);
    _normalScale = fitRendererToSize(_labelRenderer, _contentSize, _ignoreSize);
}

Node* Text::getVirtualRenderer() {
    return _labelRenderer;
}

Size Text::getVirtualRendererSize() const {
    return _labelRenderer->getContentSize();
}

void Text::onPressStateChangedToNormal() {
    if (_touchScaleChangeEnabled) _labelRenderer->setScale(_normalScale.x, _normalScale.y);
}

void Text::onPressStateChangedToPressed() {
    if (_touchScaleChangeEnabled)
        _labelRenderer->setScale(_normalScale.x + _onSelectedScaleOffset,
                                 _normalScale.y + _onSelectedScaleOffset);
}

Sprite* Text::getLetter(int letterIndex) {
    return _labelRenderer->getLetter(letterIndex);
}

void Text::setBlendFunc(const BlendFunc& blendFunc) {
    _labelRenderer->setBlendFunc(blendFunc);
}

const BlendFunc& Text::getBlendFunc() const {
    return _labelRenderer->getBlendFunc();
}

Widget* Text::createCloneInstance() {
    return Text::create();
}

void Text::copySpecialProperties(Widget* model) {
    auto* text = dynamic_cast<Text*>(model);
    if (!text) return;
    setFontName(text->_fontName);
    setFontSize(text->_fontSize);
    setTextColor(text->getTextColor());
    setString(text->getString());
    setTouchScaleChangeEnabled(text->_touchScaleChangeEnabled);
    setTextHorizontalAlignment(text->getTextHorizontalAlignment());
    setTextVerticalAlignment(text->getTextVerticalAlignment());
    setTextAreaSize(text->getTextAreaSize());
    if (text->getLabelEffectType() == LabelEffect::OUTLINE)
        enableOutline(text->getEffectColor(), text->getOutlineSize());
    if (text->isShadowEnabled())
        enableShadow(text->getShadowColor(), text->getShadowOffset(),
                     static_cast<int>(text->getShadowBlurRadius()));
}

} // namespace ui
} // namespace cc
