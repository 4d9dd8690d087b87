// engine/scene/TextFieldTTF.cpp — see TextFieldTTF.h.
#include "scene/TextFieldTTF.h"

#include "base/FileUtils.h"
#include "base/Log.h"
#include "events/IMEDispatcher.h"
#include "scene/BitmapTextLayout.h" // Label's layout: its members are destroyed here too
#include "scene/Utf8Text.h"

namespace cc {
namespace {

constexpr float kCursorBlink = 0.5f; // seconds shown, then hidden (cocos's CURSOR_TIME_SHOW_HIDE)

// The part of @p text before its first "\n" (all of it when there is none).
std::string beforeNewline(const std::string& text, bool* hadNewline) {
    const std::size_t newline = text.find('\n');
    *hadNewline = newline != std::string::npos;
    return *hadNewline ? text.substr(0, newline) : text;
}

} // namespace

TextFieldTTF* TextFieldTTF::textFieldWithPlaceHolder(const std::string& placeholder, const Size& dimensions,
                                                     TextHAlignment alignment, const std::string& fontName,
                                                     float fontSize) {
    auto* field = new TextFieldTTF();
    field->initWithPlaceHolder(placeholder, dimensions, alignment, fontName, fontSize);
    field->autorelease();
    return field;
}

TextFieldTTF* TextFieldTTF::textFieldWithPlaceHolder(const std::string& placeholder,
                                                     const std::string& fontName, float fontSize) {
    auto* field = new TextFieldTTF();
    field->initWithPlaceHolder(placeholder, fontName, fontSize);
    field->autorelease();
    return field;
}

bool TextFieldTTF::initWithPlaceHolder(const std::string& placeholder, const Size& dimensions,
                                       TextHAlignment alignment, const std::string& fontName,
                                       float fontSize) {
    setDimensions(dimensions.width, dimensions.height);
    setAlignment(alignment, TextVAlignment::CENTER);
    return initWithPlaceHolder(placeholder, fontName, fontSize);
}

bool TextFieldTTF::initWithPlaceHolder(const std::string& placeholder, const std::string& fontName,
                                       float fontSize) {
    setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    _placeHolder = toValidUtf8(placeholder);
    if (!fontName.empty() && FileUtils::getInstance()->isFileExist(fontName)) {
        setTTFFontFile(fontName);
    } else {
        setSystemFontName(fontName);
    }
    setSystemFontSize(fontSize);
    updateDisplay();
    return true;
}

/* -- IME ------------------------------------------------------------------------------------- */

bool TextFieldTTF::attachWithIME() {
    if (!IMEDelegate::attachWithIME()) return false;
    IMEDispatcher::sharedDispatcher()->setKeyboardOpen(true);
    return true;
}

bool TextFieldTTF::detachWithIME() {
    if (!IMEDelegate::detachWithIME()) return false;
    IMEDispatcher::sharedDispatcher()->setKeyboardOpen(false);
    return true;
}

bool TextFieldTTF::canAttachWithIME() {
    return !_delegate || !_delegate->onTextFieldAttachWithIME(this);
}

bool TextFieldTTF::canDetachWithIME() {
    return !_delegate || !_delegate->onTextFieldDetachWithIME(this);
}

void TextFieldTTF::didAttachWithIME() {
    setAttachWithIME(true);
}

void TextFieldTTF::didDetachWithIME() {
    setAttachWithIME(false);
}

void TextFieldTTF::setAttachWithIME(bool attached) {
    if (attached == _isAttachWithIME) return;
    _isAttachWithIME = attached;
    if (attached) setCursorPosition(_charCount);
    updateDisplay();
}

void TextFieldTTF::insertText(const char* text, std::size_t len) {
    bool newline = false;
    const std::string insert = toValidUtf8(beforeNewline(std::string(text, len), &newline));
    if (!insert.empty()) {
        if (_delegate && _delegate->onTextFieldInsertText(this, insert.c_str(), insert.size())) return;
        const std::size_t at = _cursorEnabled ? utf8Offset(_inputText, _cursorPosition) : _inputText.size();
        const std::size_t before = _charCount;
        std::string edited = _inputText;
        edited.insert(at, insert);
        const std::size_t cursor = _cursorPosition;
        storeText(edited);
        if (_cursorEnabled) setCursorPosition(cursor + (_charCount - before)); // after the insert
        updateDisplay();
    }
    if (!newline) return;
    if (_delegate && _delegate->onTextFieldInsertText(this, "\n", 1)) return;
    detachWithIME(); // Enter ends the input, unless the delegate took it
}

void TextFieldTTF::deleteBackward() {
    const std::size_t index = _cursorEnabled ? _cursorPosition : _charCount; // the character before it
    if (index == 0 || _inputText.empty()) return;
    const std::size_t from = utf8Offset(_inputText, index - 1);
    const std::size_t to = utf8Offset(_inputText, index);
    if (_delegate && _delegate->onTextFieldDeleteBackward(this, _inputText.c_str() + from, to - from)) return;
    eraseCharAt(index - 1);
    if (_cursorEnabled) setCursorPosition(index - 1);
    updateDisplay();
}

void TextFieldTTF::controlKey(EventKeyboard::KeyCode keyCode) {
    using KeyCode = EventKeyboard::KeyCode;
    if (!_cursorEnabled) return;
    switch (keyCode) {
    case KeyCode::KEY_HOME:
    case KeyCode::KEY_KP_HOME:
        setCursorPosition(0);
        break;
    case KeyCode::KEY_END:
        setCursorPosition(_charCount);
        break;
    case KeyCode::KEY_DELETE:
    case KeyCode::KEY_KP_DELETE:
        if (_cursorPosition < _charCount) eraseCharAt(_cursorPosition);
        break;
    case KeyCode::KEY_LEFT_ARROW:
        if (_cursorPosition > 0) setCursorPosition(_cursorPosition - 1);
        break;
    case KeyCode::KEY_RIGHT_ARROW:
        if (_cursorPosition < _charCount) setCursorPosition(_cursorPosition + 1);
        break;
    default:
        return;
    }
    updateDisplay();
}

/* -- Text ------------------------------------------------------------------------------------ */

void TextFieldTTF::storeText(const std::string& text) {
    std::string valid = toValidUtf8(text);
    if (valid.size() > kMaxTextBytes) {
        logWarning("TextFieldTTF: text of %zu bytes cut to the field's limit of %zu", valid.size(),
                   kMaxTextBytes);
        valid = utf8Prefix(valid, kMaxTextBytes);
    }
    _inputText = std::move(valid);
    _charCount = utf8Length(_inputText);
    if (_cursorPosition > _charCount) _cursorPosition = _charCount;
}

void TextFieldTTF::eraseCharAt(std::size_t index) {
    const std::size_t from = utf8Offset(_inputText, index);
    const std::size_t to = utf8Offset(_inputText, index + 1);
    _inputText.erase(from, to - from);
    --_charCount;
    if (_cursorPosition > _charCount) _cursorPosition = _charCount;
}

void TextFieldTTF::setString(const std::string& text) {
    storeText(text);
    if (_cursorEnabled) _cursorPosition = _charCount; // a new text puts the cursor at its end
    updateDisplay();
}

void TextFieldTTF::appendString(const std::string& text) {
    insertText(text.data(), text.size());
}

void TextFieldTTF::updateDisplay() {
    const bool showCursor = _cursorEnabled && _isAttachWithIME;
    if (_inputText.empty() && !showCursor) { // the placeholder, while there is nothing to edit
        Label::setTextColor(_colorSpaceHolder);
        Label::setString(_placeHolder);
        return;
    }
    std::string shown;
    if (_secureTextEntry) {
        shown.reserve(_charCount * _passwordStyleText.size());
        for (std::size_t i = 0; i < _charCount; ++i)
            shown += _passwordStyleText;
    } else {
        shown = _inputText;
    }
    if (showCursor && _cursorShowingTime >= 0.0f) {
        const std::size_t at = _secureTextEntry ? _cursorPosition * _passwordStyleText.size()
                                                : utf8Offset(_inputText, _cursorPosition);
        shown.insert(at, 1, _cursorChar);
    }
    Label::setTextColor(_colorText);
    Label::setString(shown);
}

void TextFieldTTF::setTextColor(const Color4B& textColor) {
    _colorText = textColor;
    if (!_inputText.empty()) Label::setTextColor(_colorText);
}

void TextFieldTTF::setColorSpaceHolder(const Color3B& color) {
    setColorSpaceHolder(Color4B(color.r, color.g, color.b, 255));
}

void TextFieldTTF::setColorSpaceHolder(const Color4B& color) {
    _colorSpaceHolder = color;
    if (_inputText.empty()) Label::setTextColor(_colorSpaceHolder);
}

void TextFieldTTF::setPlaceHolder(const std::string& text) {
    _placeHolder = toValidUtf8(text);
    updateDisplay();
}

void TextFieldTTF::setSecureTextEntry(bool value) {
    if (_secureTextEntry == value) return;
    _secureTextEntry = value;
    updateDisplay();
}

void TextFieldTTF::setPasswordTextStyle(const std::string& text) {
    if (text.empty() || text == _passwordStyleText) return;
    _passwordStyleText = toValidUtf8(text);
    updateDisplay();
}

/* -- Cursor ---------------------------------------------------------------------------------- */

void TextFieldTTF::setCursorEnabled(bool enabled) {
    if (_cursorEnabled == enabled) return;
    _cursorEnabled = enabled;
    if (enabled) {
        _cursorPosition = _charCount;
        scheduleUpdate();
    } else {
        _cursorPosition = 0;
        unscheduleUpdate();
    }
    updateDisplay();
}

void TextFieldTTF::setCursorChar(char cursor) {
    if (_cursorChar == cursor) return;
    _cursorChar = cursor;
    updateDisplay();
}

void TextFieldTTF::setCursorPosition(std::size_t cursorPosition) {
    if (!_cursorEnabled || cursorPosition > _charCount) return;
    _cursorPosition = cursorPosition;
    _cursorShowingTime = kCursorBlink * 2.0f; // a moved cursor shows at once
}

void TextFieldTTF::update(float delta) {
    if (!_cursorEnabled || !_isAttachWithIME) return;
    const bool shown = _cursorShowingTime >= 0.0f;
    _cursorShowingTime -= delta;
    if (_cursorShowingTime < -kCursorBlink) _cursorShowingTime = kCursorBlink;
    if (shown != (_cursorShowingTime >= 0.0f)) updateDisplay();
}

} // namespace cc
