// engine/ui/TextField.cpp — see TextField.h.
#include "ui/TextField.h"

#include "base/FileUtils.h"
#include "base/RefPtr.h"

namespace cc {
namespace ui {

TextField* TextField::create() {
    auto* widget = new TextField();
    if (widget->init()) return static_cast<TextField*>(widget->autorelease());
    delete widget;
    return nullptr;
}

TextField* TextField::create(const std::string& placeholder, const std::string& fontName, int fontSize) {
    TextField* widget = create();
    if (!widget) return nullptr;
    widget->setFontName(fontName);
    widget->setFontSize(fontSize);
    widget->setPlaceHolder(placeholder);
    return widget;
}

bool TextField::init() {
    if (!Widget::init()) return false;
    setTouchEnabled(true);
    return true;
}

void TextField::initRenderer() {
    // cocos's renderer starts with this placeholder, font and size until create() sets its own.
    _textFieldRenderer = UICCTextField::create("input words here", "Thonburi", 20.0f);
    addProtectedChild(_textFieldRenderer, -1, -1);
}

void TextField::onEnter() {
    Widget::onEnter();
    scheduleUpdate(); // the events come from update()
}

/* -- Touch ----------------------------------------------------------------------------------- */

void TextField::setTouchSize(const Size& size) {
    _touchWidth = size.width;
    _touchHeight = size.height;
}

bool TextField::hitTest(const Vec2& point) const {
    if (!_useTouchArea) return Widget::hitTest(point);
    // The touch area is centred on the anchor point's share of the content size, as cocos's.
    const Vec2 local = convertToNodeSpace(point);
    const Rect area((_contentSize.width - _touchWidth) * _anchorPoint.x,
                    (_contentSize.height - _touchHeight) * _anchorPoint.y, _touchWidth, _touchHeight);
    return area.containsPoint(local);
}

bool TextField::onTouchBegan(Touch* touch, Event* event) {
    RefPtr<TextField> keep(this); // a touch callback may remove the field
    const bool hit = Widget::onTouchBegan(touch, event);
    if (hit) {
        if (isFocusEnabled()) requestFocus();
        _textFieldRenderer->attachWithIME();
    } else {
        didNotSelectSelf();
    }
    return hit;
}

void TextField::didNotSelectSelf() {
    _textFieldRenderer->detachWithIME();
}

void TextField::attachWithIME() {
    _textFieldRenderer->attachWithIME();
}

/* -- Events ---------------------------------------------------------------------------------- */

void TextField::update(float) {
    RefPtr<TextField> keep(this); // a handler may remove the field
    if (getDetachWithIME()) {
        setDetachWithIME(false);
        dispatchEvent(EventType::DETACH_WITH_IME);
    }
    if (getAttachWithIME()) {
        setAttachWithIME(false);
        dispatchEvent(EventType::ATTACH_WITH_IME);
    }
    if (getDeleteBackward()) {
        setDeleteBackward(false);
        rendererChanged(); // the handler sees the new size
        dispatchEvent(EventType::DELETE_BACKWARD);
    }
    if (getInsertText()) {
        setInsertText(false);
        rendererChanged();
        dispatchEvent(EventType::INSERT_TEXT);
    }
}

void TextField::dispatchEvent(EventType event) {
    if (!_eventCallback) return;
    auto callback = _eventCallback; // the handler may replace itself
    callback(this, event);
}

/* -- Text ------------------------------------------------------------------------------------ */

void TextField::setString(const std::string& text) {
    _textFieldRenderer->setString(_textFieldRenderer->limitedToMaxLength(text));
    rendererChanged();
}

const std::string& TextField::getString() const {
    return _textFieldRenderer->getString();
}

int TextField::getStringLength() const {
    return static_cast<int>(_textFieldRenderer->getCharCount());
}

void TextField::setPlaceHolder(const std::string& value) {
    _textFieldRenderer->setPlaceHolder(value);
    rendererChanged();
}

const std::string& TextField::getPlaceHolder() const {
    return _textFieldRenderer->getPlaceHolder();
}

const Color4B& TextField::getPlaceHolderColor() const {
    return _textFieldRenderer->getColorSpaceHolder();
}

void TextField::setPlaceHolderColor(const Color3B& color) {
    _textFieldRenderer->setColorSpaceHolder(color);
}

void TextField::setPlaceHolderColor(const Color4B& color) {
    _textFieldRenderer->setColorSpaceHolder(color);
}

const Color4B& TextField::getTextColor() const {
    return _textFieldRenderer->getTextColor();
}

void TextField::setTextColor(const Color4B& textColor) {
    _textFieldRenderer->setTextColor(textColor);
}

void TextField::setFontSize(int size) {
    _textFieldRenderer->setSystemFontSize(static_cast<float>(size)); // the one size both fonts use
    _fontSize = size;
    rendererChanged();
}

void TextField::setFontName(const std::string& name) {
    if (!name.empty() && FileUtils::getInstance()->isFileExist(name)) {
        _textFieldRenderer->setTTFFontFile(name);
    } else {
        _textFieldRenderer->setSystemFontName(name);
    }
    _textFieldRenderer->setSystemFontSize(static_cast<float>(_fontSize));
    _fontName = name;
    rendererChanged();
}

void TextField::setMaxLengthEnabled(bool enable) {
    _textFieldRenderer->setMaxLengthEnabled(enable);
}

bool TextField::isMaxLengthEnabled() const {
    return _textFieldRenderer->isMaxLengthEnabled();
}

void TextField::setMaxLength(int length) {
    _textFieldRenderer->setMaxLength(length);
    setString(getString());
}

int TextField::getMaxLength() const {
    return _textFieldRenderer->getMaxLength();
}

void TextField::setPasswordEnabled(bool enable) {
    _textFieldRenderer->setPasswordEnabled(enable);
    if (enable) setPasswordStyleText(_passwordStyleText.c_str());
}

bool TextField::isPasswordEnabled() const {
    return _textFieldRenderer->isPasswordEnabled();
}

void TextField::setPasswordStyleText(const char* styleText) {
    const std::string style = styleText ? styleText : "";
    if (style.size() != 1 || style[0] < 33 || style[0] > 126) return; // as cocos: one printable character
    _passwordStyleText = style;
    _textFieldRenderer->setPasswordTextStyle(style);
    rendererChanged();
}

/* -- Layout ---------------------------------------------------------------------------------- */

void TextField::setTextHorizontalAlignment(TextHAlignment alignment) {
    _textFieldRenderer->setHorizontalAlignment(alignment);
}

TextHAlignment TextField::getTextHorizontalAlignment() const {
    return _textFieldRenderer->getHorizontalAlignment();
}

void TextField::setTextVerticalAlignment(TextVAlignment alignment) {
    _textFieldRenderer->setVerticalAlignment(alignment);
}

TextVAlignment TextField::getTextVerticalAlignment() const {
    return _textFieldRenderer->getVerticalAlignment();
}

void TextField::setCursorEnabled(bool enabled) {
    _textFieldRenderer->setCursorEnabled(enabled);
}

void TextField::setCursorChar(char cursor) {
    _textFieldRenderer->setCursorChar(cursor);
}

void TextField::setCursorPosition(std::size_t cursorPosition) {
    _textFieldRenderer->setCursorPosition(cursorPosition);
}

void TextField::rendererChanged() {
    updateContentSizeWithTextureSize(_textFieldRenderer->getContentSize());
}

void TextField::onSizeChanged() {
    Widget::onSizeChanged();
    if (!_ignoreSize) _textFieldRenderer->setDimensions(_contentSize.width, _contentSize.height);
    _textFieldRenderer->setPosition(_contentSize.width / 2.0f, _contentSize.height / 2.0f);
}

Size TextField::getAutoRenderSize() {
    if (_ignoreSize) return _textFieldRenderer->getContentSize();
    _textFieldRenderer->setDimensions(0.0f, 0.0f);
    const Size size = _textFieldRenderer->getContentSize();
    _textFieldRenderer->setDimensions(_contentSize.width, _contentSize.height);
    return size;
}

Node* TextField::getVirtualRenderer() {
    return _textFieldRenderer;
}

Size TextField::getVirtualRendererSize() const {
    return _textFieldRenderer->getContentSize();
}

/* -- Clone ----------------------------------------------------------------------------------- */

Widget* TextField::createCloneInstance() {
    return TextField::create();
}

void TextField::copySpecialProperties(Widget* model) {
    auto* field = dynamic_cast<TextField*>(model);
    if (!field) return;
    setFontSize(field->_fontSize);
    setFontName(field->_fontName);
    setPlaceHolder(field->getPlaceHolder());
    setMaxLengthEnabled(field->isMaxLengthEnabled());
    setMaxLength(field->getMaxLength());
    setPasswordEnabled(field->isPasswordEnabled());
    setPasswordStyleText(field->_passwordStyleText.c_str());
    setString(field->getString());
    _eventCallback = field->_eventCallback;
}

} // namespace ui
} // namespace cc
