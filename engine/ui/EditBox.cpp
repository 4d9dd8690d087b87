// engine/ui/EditBox.cpp — see EditBox.h.
#include "ui/EditBox.h"

#include "base/Log.h"
#include "base/RefPtr.h"
#include "events/IMEDispatcher.h"
#include "scene/BitmapTextLayout.h" // Label's layout: its members are destroyed here too
#include "scene/TextFieldTTF.h"
#include "scene/Utf8Text.h"
#include "ui/Scale9Sprite.h"
#include "ui/WidgetTextures.h"

#include <algorithm>

namespace cc {
namespace ui {
namespace {

constexpr float kPadding = 5.0f;                  // cocos's CC_EDIT_BOX_PADDING
const char* const kPasswordChar = "\xE2\x97\x8F"; // U+25CF, cocos's desktop password character
const char kCursorChar = '|';

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

/// The characters of valid UTF-8 @p text that @p mode takes, after @p current text.
std::string acceptedByMode(const std::string& text, EditBox::InputMode mode, const std::string& current) {
    using Mode = EditBox::InputMode;
    if (mode != Mode::NUMERIC && mode != Mode::DECIMAL && mode != Mode::PHONE_NUMBER) return text;
    bool hasPoint = current.find('.') != std::string::npos;
    std::string kept;
    for (char c : text) { // every accepted character is ASCII: other bytes are dropped whole
        bool take = isDigit(c);
        if (mode == Mode::DECIMAL && c == '.' && !hasPoint) take = hasPoint = true;
        if (mode == Mode::PHONE_NUMBER && std::string("+*#()-. ").find(c) != std::string::npos) take = true;
        if (take) kept += c;
    }
    return kept;
}

} // namespace

/* -- Creation -------------------------------------------------------------------------------- */

EditBox* EditBox::create(const Size& size, Scale9Sprite* normalSprite, Scale9Sprite* pressedSprite,
                         Scale9Sprite* disabledSprite) {
    auto* box = new EditBox();
    if (box->initWithSizeAndBackgroundSprite(size, normalSprite, pressedSprite, disabledSprite))
        return static_cast<EditBox*>(box->autorelease());
    delete box;
    return nullptr;
}

EditBox* EditBox::create(const Size& size, const std::string& normalImage, const std::string& pressedImage,
                         const std::string& disabledImage, TextureResType texType) {
    auto* box = new EditBox();
    if (box->initWithSizeAndTexture(size, normalImage, pressedImage, disabledImage, texType))
        return static_cast<EditBox*>(box->autorelease());
    delete box;
    return nullptr;
}

bool EditBox::initWithSizeAndBackgroundSprite(const Size& size, Scale9Sprite* normalSprite,
                                              Scale9Sprite* pressedSprite, Scale9Sprite* disabledSprite) {
    if (!Widget::init()) return false;
    if (normalSprite) setBackground(_normalRenderer, normalSprite);
    if (pressedSprite) setBackground(_pressedRenderer, pressedSprite);
    if (disabledSprite) setBackground(_disabledRenderer, disabledSprite);
    _pressedLoaded = pressedSprite != nullptr;
    _disabledLoaded = disabledSprite != nullptr;
    ignoreContentAdaptWithSize(false);
    setContentSize(size);
    setTouchEnabled(true);
    return true;
}

bool EditBox::initWithSizeAndTexture(const Size& size, const std::string& normalImage,
                                     const std::string& pressedImage, const std::string& disabledImage,
                                     TextureResType texType) {
    if (!initWithSizeAndBackgroundSprite(size, nullptr)) return false;
    loadTextures(normalImage, pressedImage, disabledImage, texType);
    return true;
}

void EditBox::initRenderer() {
    for (Scale9Sprite** slot : {&_normalRenderer, &_pressedRenderer, &_disabledRenderer}) {
        *slot = Scale9Sprite::create();
        addProtectedChild(*slot, -2, -1);
    }
    _label = Label::create();
    _label->setAnchorPoint(Vec2(0.0f, 1.0f));
    _label->setOverflow(LabelOverflow::CLAMP);
    _label->setVisible(false);
    addProtectedChild(_label, 1, -1);
    _labelPlaceHolder = Label::create();
    _labelPlaceHolder->setAnchorPoint(Vec2(0.0f, 1.0f));
    _labelPlaceHolder->setTextColor(_placeholderFontColor);
    _labelPlaceHolder->enableWrap(false);
    addProtectedChild(_labelPlaceHolder, 1, -1);
}

void EditBox::setBackground(Scale9Sprite*& slot, Scale9Sprite* sprite) {
    if (slot == sprite) return;
    if (slot) removeProtectedChild(slot);
    slot = sprite;
    addProtectedChild(slot, -2, -1);
    onSizeChanged();
}

void EditBox::loadTextures(const std::string& normal, const std::string& pressed, const std::string& disabled,
                           TextureResType texType) {
    loadTextureNormal(normal, texType);
    loadTexturePressed(pressed, texType);
    loadTextureDisabled(disabled, texType);
}

void EditBox::loadTextureNormal(const std::string& normal, TextureResType texType) {
    if (normal.empty()) return;
    loadScale9Texture(_normalRenderer, normal, texType, Rect::ZERO);
    onSizeChanged();
}

void EditBox::loadTexturePressed(const std::string& pressed, TextureResType texType) {
    if (pressed.empty()) return;
    _pressedLoaded = loadScale9Texture(_pressedRenderer, pressed, texType, Rect::ZERO);
    onSizeChanged();
}

void EditBox::loadTextureDisabled(const std::string& disabled, TextureResType texType) {
    if (disabled.empty()) return;
    _disabledLoaded = loadScale9Texture(_disabledRenderer, disabled, texType, Rect::ZERO);
    onSizeChanged();
}

/* -- Layout and look ------------------------------------------------------------------------- */

void EditBox::setContentSize(const Size& size) {
    Widget::setContentSize(size);
    if (!_label) return; // before initRenderer
    // cocos sizes both fonts to two thirds of the height until they are set
    if (_fontSize < 0) _label->setSystemFontSize(size.height * 2.0f / 3.0f);
    if (_placeholderFontSize < 0) _labelPlaceHolder->setSystemFontSize(size.height * 2.0f / 3.0f);
    placeLabels();
}

void EditBox::onSizeChanged() {
    Widget::onSizeChanged();
    for (Scale9Sprite* renderer : {_normalRenderer, _pressedRenderer, _disabledRenderer}) {
        if (!renderer) continue;
        renderer->setRenderingType(Scale9Sprite::RenderingType::SLICE);
        renderer->setPreferredSize(_contentSize);
        renderer->setPosition(_contentSize.width / 2.0f, _contentSize.height / 2.0f);
    }
    placeLabels();
}

void EditBox::placeLabels() {
    if (!_label) return;
    const Size area(std::max(_contentSize.width - kPadding * 2.0f, 0.0f), _contentSize.height);
    _label->setDimensions(area.width, area.height);
    if (_inputMode == InputMode::ANY) { // multi-line: from the top, wrapped
        _label->setPosition(kPadding, area.height - kPadding);
        _label->setVerticalAlignment(TextVAlignment::TOP);
        _label->enableWrap(true);
        _labelPlaceHolder->setPosition(kPadding, area.height - kPadding);
        _labelPlaceHolder->setVerticalAlignment(TextVAlignment::TOP);
    } else {
        _label->enableWrap(false);
        _label->setPosition(kPadding, area.height);
        _label->setVerticalAlignment(TextVAlignment::CENTER);
        const float placeholderHeight = _labelPlaceHolder->getContentSize().height;
        _labelPlaceHolder->setPosition(kPadding, (area.height + placeholderHeight) / 2.0f);
        _labelPlaceHolder->setVerticalAlignment(TextVAlignment::CENTER);
    }
}

void EditBox::refreshLabels() {
    std::string shown;
    if (_inputFlag == InputFlag::PASSWORD) {
        shown.reserve(_charCount * 3);
        for (std::size_t i = 0; i < _charCount; ++i)
            shown += kPasswordChar;
    } else {
        shown = _text;
    }
    if (_editing) shown += kCursorChar;
    _label->setString(shown);
    _label->setHorizontalAlignment(_alignment);
    _labelPlaceHolder->setHorizontalAlignment(_alignment);
    const bool showText = _editing || !_text.empty();
    _label->setVisible(showText);
    _labelPlaceHolder->setVisible(!showText);
}

void EditBox::showBackground(Scale9Sprite* shown) {
    for (Scale9Sprite* renderer : {_normalRenderer, _pressedRenderer, _disabledRenderer})
        renderer->setVisible(renderer == shown);
}

void EditBox::onPressStateChangedToNormal() {
    showBackground(_normalRenderer);
    _normalRenderer->setState(Scale9Sprite::State::NORMAL);
}

void EditBox::onPressStateChangedToPressed() {
    showBackground(_pressedLoaded ? _pressedRenderer : _normalRenderer);
}

void EditBox::onPressStateChangedToDisabled() {
    showBackground(_disabledLoaded ? _disabledRenderer : _normalRenderer);
    if (!_disabledLoaded) _normalRenderer->setState(Scale9Sprite::State::GRAY);
}

Node* EditBox::getVirtualRenderer() {
    return _normalRenderer;
}

/* -- Properties ------------------------------------------------------------------------------ */

void EditBox::setText(const char* text) {
    if (!text) return;
    std::string valid = toValidUtf8(text);
    if (valid.size() > TextFieldTTF::kMaxTextBytes) {
        logWarning("EditBox: text of %zu bytes cut to the limit of %zu", valid.size(),
                   TextFieldTTF::kMaxTextBytes);
        valid = utf8Prefix(valid, TextFieldTTF::kMaxTextBytes);
    }
    _text = std::move(valid);
    _charCount = utf8Length(_text);
    refreshLabels();
}

void EditBox::setFont(const char* fontName, int fontSize) {
    setFontName(fontName);
    setFontSize(fontSize);
}

void EditBox::setFontName(const char* fontName) {
    if (!fontName || !*fontName) return;
    _fontName = fontName;
    _label->setSystemFontName(_fontName);
}

void EditBox::setFontSize(int fontSize) {
    if (fontSize <= 0) return;
    _fontSize = fontSize;
    _label->setSystemFontSize(static_cast<float>(fontSize));
}

void EditBox::setFontColor(const Color3B& color) {
    setFontColor(Color4B(color.r, color.g, color.b, 255));
}

void EditBox::setFontColor(const Color4B& color) {
    _fontColor = color;
    _label->setTextColor(color);
}

void EditBox::setPlaceholderFont(const char* fontName, int fontSize) {
    setPlaceholderFontName(fontName);
    setPlaceholderFontSize(fontSize);
}

void EditBox::setPlaceholderFontName(const char* fontName) {
    if (!fontName || !*fontName) return;
    _placeholderFontName = fontName;
    _labelPlaceHolder->setSystemFontName(_placeholderFontName);
    placeLabels();
}

void EditBox::setPlaceholderFontSize(int fontSize) {
    if (fontSize <= 0) return;
    _placeholderFontSize = fontSize;
    _labelPlaceHolder->setSystemFontSize(static_cast<float>(fontSize));
    placeLabels();
}

void EditBox::setPlaceholderFontColor(const Color3B& color) {
    setPlaceholderFontColor(Color4B(color.r, color.g, color.b, 255));
}

void EditBox::setPlaceholderFontColor(const Color4B& color) {
    _placeholderFontColor = color;
    _labelPlaceHolder->setTextColor(color);
}

void EditBox::setPlaceHolder(const char* text) {
    if (!text) return;
    _placeHolder = utf8Prefix(toValidUtf8(text), TextFieldTTF::kMaxTextBytes);
    _labelPlaceHolder->setString(_placeHolder);
    placeLabels();
}

void EditBox::setInputMode(InputMode inputMode) {
    _inputMode = inputMode;
    placeLabels();
}

void EditBox::setInputFlag(InputFlag inputFlag) {
    _inputFlag = inputFlag;
    refreshLabels();
}

void EditBox::setTextHorizontalAlignment(TextHAlignment alignment) {
    _alignment = alignment;
    refreshLabels();
}

/* -- Editing --------------------------------------------------------------------------------- */

bool EditBox::onTouchBegan(Touch* touch, Event* event) {
    RefPtr<EditBox> keep(this); // a touch callback may remove the box
    const bool hit = Widget::onTouchBegan(touch, event);
    if (!hit) closeKeyboard(); // a touch elsewhere ends editing, as a native box loses focus
    return hit;
}

void EditBox::releaseUpEvent() {
    RefPtr<EditBox> keep(this);
    Widget::releaseUpEvent();
    if (getParent()) openKeyboard(); // cocos opens it on a release over the box
}

void EditBox::openKeyboard() {
    RefPtr<EditBox> keep(this); // "began" may remove the box
    if (attachWithIME() && _editing) IMEDispatcher::sharedDispatcher()->setKeyboardOpen(true);
}

void EditBox::closeKeyboard() {
    RefPtr<EditBox> keep(this);
    if (detachWithIME()) IMEDispatcher::sharedDispatcher()->setKeyboardOpen(false);
}

void EditBox::didAttachWithIME() {
    RefPtr<EditBox> keep(this);
    _editing = true;
    setBrightStyle(BrightStyle::HIGHLIGHT);
    refreshLabels();
    sendEvent("began");
}

void EditBox::didDetachWithIME() {
    RefPtr<EditBox> keep(this);
    _editing = false;
    setBrightStyle(BrightStyle::NORMAL);
    refreshLabels();
    sendEvent("ended");
    sendEvent("return");
}

void EditBox::insertText(const char* text, std::size_t len) {
    RefPtr<EditBox> keep(this);
    const std::string input(text, len);
    const bool singleLine = _inputMode != InputMode::ANY;
    const std::size_t newline = singleLine ? input.find_first_of("\r\n") : std::string::npos;
    if (appendTyped(input.substr(0, newline))) {
        refreshLabels();
        sendEvent("changed");
    }
    if (newline != std::string::npos && _editing) closeKeyboard(); // Enter ends a single-line box
}

bool EditBox::appendTyped(const std::string& text) {
    std::string add = acceptedByMode(toValidUtf8(text), _inputMode, _text);
    if (add.empty()) return false;
    if (_maxLength > 0) {
        const std::size_t room = _charCount >= static_cast<std::size_t>(_maxLength)
                                     ? 0
                                     : static_cast<std::size_t>(_maxLength) - _charCount;
        add.resize(utf8Offset(add, room));
    }
    const std::size_t byteRoom =
        TextFieldTTF::kMaxTextBytes - std::min(_text.size(), TextFieldTTF::kMaxTextBytes);
    if (add.size() > byteRoom) add = utf8Prefix(add, byteRoom);
    if (add.empty()) return false;
    _text += add;
    _charCount += utf8Length(add);
    return true;
}

void EditBox::deleteBackward() {
    RefPtr<EditBox> keep(this);
    if (_text.empty()) return;
    std::size_t last = _text.size() - 1; // the last character's lead byte: no scan from the start
    while (last > 0 && (static_cast<unsigned char>(_text[last]) & 0xC0) == 0x80)
        --last;
    _text.erase(last);
    --_charCount;
    refreshLabels();
    sendEvent("changed");
}

void EditBox::sendEvent(const char* name) {
    if (!_scriptHandler) return;
    auto handler = _scriptHandler; // the handler may replace or clear itself
    handler(name, this);
}

} // namespace ui
} // namespace cc
