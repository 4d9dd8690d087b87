// engine/ui/Button.cpp
#include "ui/Button.h"

#include "actions/ActionTransform.h"
#include "base/FileUtils.h"
#include "scene/Label.h"
#include "ui/Helper.h"
#include "ui/Scale9Sprite.h"
#include "ui/WidgetTextures.h"

namespace cc {
namespace ui {

namespace {
constexpr int kImageZ = -2;
constexpr int kTitleZ = 1;
constexpr float kZoomTime = 0.05f; // cocos's ZOOM_ACTION_TIME_STEP

void zoomTo(Node* renderer, float scaleX, float scaleY) {
    renderer->stopAllActions();
    renderer->runAction(ScaleTo::create(kZoomTime, scaleX, scaleY));
}

void scaleTo(Node* renderer, float scaleX, float scaleY) {
    renderer->stopAllActions();
    renderer->setScale(scaleX, scaleY);
}
} // namespace

Button* Button::create() {
    auto* widget = new Button();
    if (widget->init()) return static_cast<Button*>(widget->autorelease());
    delete widget;
    return nullptr;
}

Button* Button::create(const std::string& normalImage, const std::string& selectedImage,
                       const std::string& disableImage, TextureResType texType) {
    Button* widget = create();
    if (widget) widget->loadTextures(normalImage, selectedImage, disableImage, texType);
    return widget;
}

bool Button::init() {
    if (!Widget::init()) return false;
    setTouchEnabled(true);
    return true;
}

void Button::initRenderer() {
    _buttonNormalRenderer = makeScale9Renderer();
    _buttonClickedRenderer = makeScale9Renderer();
    _buttonDisabledRenderer = makeScale9Renderer();
    _buttonClickedRenderer->setVisible(false);
    _buttonDisabledRenderer->setVisible(false);
    addProtectedChild(_buttonNormalRenderer, kImageZ, -1);
    addProtectedChild(_buttonClickedRenderer, kImageZ, -1);
    addProtectedChild(_buttonDisabledRenderer, kImageZ, -1);
}

void Button::createTitleRendererIfNull() {
    if (_titleRenderer) return;
    _titleRenderer = Label::create();
    _titleRenderer->setAnchorPoint(Vec2(0.5f, 0.5f));
    _titleRenderer->setSystemFontSize(_fontSize);
    addProtectedChild(_titleRenderer, kTitleZ, -1);
    _titleRenderer->setPosition(_contentSize.width / 2.0f, _contentSize.height / 2.0f);
}

void Button::setTitleLabel(Label* label) {
    if (!label || label == _titleRenderer) return;
    if (_titleRenderer) removeProtectedChild(_titleRenderer);
    _titleRenderer = label;
    addProtectedChild(_titleRenderer, kTitleZ, -1);
    _titleRenderer->setPosition(_contentSize.width / 2.0f, _contentSize.height / 2.0f);
}

void Button::resetNormalRender() {
    _normalFileName.clear();
    _normalTexType = TextureResType::LOCAL;
    _normalTextureSize = Size::ZERO;
    _normalTextureLoaded = false;
    _buttonNormalRenderer->resetRender();
}

void Button::resetPressedRender() {
    _clickedFileName.clear();
    _pressedTexType = TextureResType::LOCAL;
    _pressedTextureSize = Size::ZERO;
    _pressedTextureLoaded = false;
    _buttonClickedRenderer->resetRender();
}

void Button::resetDisabledRender() {
    _disabledFileName.clear();
    _disabledTexType = TextureResType::LOCAL;
    _disabledTextureSize = Size::ZERO;
    _disabledTextureLoaded = false;
    _buttonDisabledRenderer->resetRender();
}

void Button::loadTextures(const std::string& normal, const std::string& selected, const std::string& disabled,
                          TextureResType texType) {
    loadTextureNormal(normal, texType);
    loadTexturePressed(selected, texType);
    loadTextureDisabled(disabled, texType);
}

void Button::loadTextureNormal(const std::string& normal, TextureResType texType) {
    if (normal.empty()) return;
    _normalFileName = normal;
    _normalTexType = texType;
    _normalTextureLoaded = loadScale9Texture(_buttonNormalRenderer, normal, texType, _capInsetsNormal);
    _normalTextureSize = _buttonNormalRenderer->getContentSize();
    updateContentSizeWithTextureSize(getVirtualRendererSize());
}

void Button::loadTexturePressed(const std::string& selected, TextureResType texType) {
    if (selected.empty()) return;
    _clickedFileName = selected;
    _pressedTexType = texType;
    _pressedTextureLoaded = loadScale9Texture(_buttonClickedRenderer, selected, texType, _capInsetsPressed);
    _pressedTextureSize = _buttonClickedRenderer->getContentSize();
    onSizeChanged();
}

void Button::loadTextureDisabled(const std::string& disabled, TextureResType texType) {
    if (disabled.empty()) return;
    _disabledFileName = disabled;
    _disabledTexType = texType;
    _disabledTextureLoaded =
        loadScale9Texture(_buttonDisabledRenderer, disabled, texType, _capInsetsDisabled);
    _disabledTextureSize = _buttonDisabledRenderer->getContentSize();
    onSizeChanged();
}

void Button::setScale9Enabled(bool enabled) {
    if (_scale9Enabled == enabled) return;
    _scale9Enabled = enabled;
    for (Scale9Sprite* sprite : {_buttonNormalRenderer, _buttonClickedRenderer, _buttonDisabledRenderer})
        sprite->setScale9Enabled(enabled);
    if (!enabled) {
        _buttonNormalRenderer->setPreferredSize(_normalTextureSize);
        _buttonClickedRenderer->setPreferredSize(_pressedTextureSize);
        _buttonDisabledRenderer->setPreferredSize(_disabledTextureSize);
    }
    adaptSizeToScale9(this, enabled, &_prevIgnoreSize);
    onSizeChanged();
}

void Button::setCapInsets(const Rect& capInsets) {
    setCapInsetsNormalRenderer(capInsets);
    setCapInsetsPressedRenderer(capInsets);
    setCapInsetsDisabledRenderer(capInsets);
}

// Each restricted to its image as cocos's (Helper::restrictCapInsetRect): no warning for a state
// without an image, whose insets come out empty.
void Button::setCapInsetsNormalRenderer(const Rect& capInsets) {
    _capInsetsNormal = Helper::restrictCapInsetRect(capInsets, _normalTextureSize);
    _buttonNormalRenderer->setCapInsets(_capInsetsNormal);
}

void Button::setCapInsetsPressedRenderer(const Rect& capInsets) {
    _capInsetsPressed = Helper::restrictCapInsetRect(capInsets, _pressedTextureSize);
    _buttonClickedRenderer->setCapInsets(_capInsetsPressed);
}

void Button::setCapInsetsDisabledRenderer(const Rect& capInsets) {
    _capInsetsDisabled = Helper::restrictCapInsetRect(capInsets, _disabledTextureSize);
    _buttonDisabledRenderer->setCapInsets(_capInsetsDisabled);
}

void Button::onSizeChanged() {
    Widget::onSizeChanged();
    const bool adapt = _ignoreSize && !_unifySize;
    _normalScaleInSize = fitRendererToSize(_buttonNormalRenderer, _contentSize, adapt);
    _pressedScaleInSize = fitRendererToSize(_buttonClickedRenderer, _contentSize, adapt);
    fitRendererToSize(_buttonDisabledRenderer, _contentSize, adapt);
    if (_titleRenderer) _titleRenderer->setPosition(_contentSize.width / 2.0f, _contentSize.height / 2.0f);
    // the state's own scales (a zoomed press) win over the fit
    if (_brightStyle == BrightStyle::HIGHLIGHT && _bright) onPressStateChangedToPressed();
}

void Button::showRenderers(bool normal, bool clicked, bool disabled) {
    _buttonNormalRenderer->setVisible(normal);
    _buttonClickedRenderer->setVisible(clicked);
    _buttonDisabledRenderer->setVisible(disabled);
}

void Button::onPressStateChangedToNormal() {
    showRenderers(true, false, false);
    _buttonNormalRenderer->setState(Scale9Sprite::State::NORMAL);
    scaleTo(_buttonNormalRenderer, _normalScaleInSize.x, _normalScaleInSize.y);
    if (_pressedTextureLoaded) scaleTo(_buttonClickedRenderer, _pressedScaleInSize.x, _pressedScaleInSize.y);
    if (_titleRenderer) scaleTo(_titleRenderer, 1.0f, 1.0f);
}

void Button::onPressStateChangedToPressed() {
    _buttonNormalRenderer->setState(Scale9Sprite::State::NORMAL);
    if (!_pressedTextureLoaded) { // the normal image, zoomed at once
        showRenderers(true, false, false);
        scaleTo(_buttonNormalRenderer, _normalScaleInSize.x + _zoomScale, _normalScaleInSize.y + _zoomScale);
        if (_titleRenderer) scaleTo(_titleRenderer, 1.0f + _zoomScale, 1.0f + _zoomScale);
        return;
    }
    showRenderers(false, true, false);
    if (!_pressedActionEnabled) return;
    zoomTo(_buttonClickedRenderer, _pressedScaleInSize.x + _zoomScale, _pressedScaleInSize.y + _zoomScale);
    scaleTo(_buttonNormalRenderer, _pressedScaleInSize.x + _zoomScale, _pressedScaleInSize.y + _zoomScale);
    if (_titleRenderer) zoomTo(_titleRenderer, 1.0f + _zoomScale, 1.0f + _zoomScale);
}

void Button::onPressStateChangedToDisabled() {
    if (_disabledTextureLoaded) {
        showRenderers(false, false, true);
    } else {
        showRenderers(true, false, false);
        if (_normalTextureLoaded) _buttonNormalRenderer->setState(Scale9Sprite::State::GRAY);
    }
    scaleTo(_buttonNormalRenderer, _normalScaleInSize.x, _normalScaleInSize.y);
    scaleTo(_buttonClickedRenderer, _pressedScaleInSize.x, _pressedScaleInSize.y);
}

Node* Button::getVirtualRenderer() {
    if (!_bright) return _buttonDisabledRenderer;
    if (_brightStyle == BrightStyle::NORMAL) return _buttonNormalRenderer;
    if (_brightStyle == BrightStyle::HIGHLIGHT) return _buttonClickedRenderer;
    return nullptr;
}

Size Button::getVirtualRendererSize() const {
    if (_unifySize) return _normalTextureLoaded ? _normalTextureSize : _contentSize;
    if (_titleRenderer && !_normalTextureLoaded && !_titleRenderer->getString().empty())
        return _titleRenderer->getContentSize();
    return _normalTextureSize;
}

void Button::setFlippedX(bool flippedX) {
    Widget::setFlippedX(flippedX);
    for (Scale9Sprite* sprite : {_buttonNormalRenderer, _buttonClickedRenderer, _buttonDisabledRenderer})
        sprite->setFlippedX(flippedX);
}

void Button::setFlippedY(bool flippedY) {
    Widget::setFlippedY(flippedY);
    for (Scale9Sprite* sprite : {_buttonNormalRenderer, _buttonClickedRenderer, _buttonDisabledRenderer})
        sprite->setFlippedY(flippedY);
}

/* -- Title ------------------------------------------------------------------------------- */

void Button::setTitleText(const std::string& text) {
    if (text == getTitleText()) return;
    createTitleRendererIfNull();
    _titleRenderer->setString(text);
    updateContentSizeWithTextureSize(getVirtualRendererSize());
}

std::string Button::getTitleText() const {
    return _titleRenderer ? _titleRenderer->getString() : std::string();
}

void Button::setTitleColor(const Color3B& color) {
    createTitleRendererIfNull();
    _titleRenderer->setTextColor(Color4B(color));
}

Color3B Button::getTitleColor() const {
    if (!_titleRenderer) return Color3B::WHITE;
    const Color4B& color = _titleRenderer->getTextColor();
    return Color3B(color.r, color.g, color.b);
}

void Button::setTitleFontSize(float size) {
    createTitleRendererIfNull();
    _fontSize = size;
    _titleRenderer->setSystemFontSize(size); // the one size both kinds of font use
    updateContentSizeWithTextureSize(getVirtualRendererSize());
}

float Button::getTitleFontSize() const {
    return _titleRenderer ? _titleRenderer->getFontSize() : _fontSize;
}

void Button::setTitleFontName(const std::string& fontName) {
    createTitleRendererIfNull();
    if (!fontName.empty() && FileUtils::getInstance()->isFileExist(fontName))
        _titleRenderer->setTTFFontFile(fontName);
    else
        _titleRenderer->setSystemFontName(fontName);
    _titleRenderer->setSystemFontSize(_fontSize);
    _fontName = fontName;
    updateContentSizeWithTextureSize(getVirtualRendererSize());
}

std::string Button::getTitleFontName() const {
    return _titleRenderer ? _titleRenderer->getFontName() : _fontName;
}

void Button::setTitleAlignment(TextHAlignment hAlignment) {
    createTitleRendererIfNull();
    _titleRenderer->setHorizontalAlignment(hAlignment);
}

void Button::setTitleAlignment(TextHAlignment hAlignment, TextVAlignment vAlignment) {
    createTitleRendererIfNull();
    _titleRenderer->setAlignment(hAlignment, vAlignment);
}

/* -- Cloning ------------------------------------------------------------------------------- */

Widget* Button::createCloneInstance() {
    return Button::create();
}

void Button::copySpecialProperties(Widget* model) {
    auto* button = dynamic_cast<Button*>(model);
    if (!button) return;
    _prevIgnoreSize = button->_prevIgnoreSize;
    setScale9Enabled(button->_scale9Enabled);
    _capInsetsNormal = button->_capInsetsNormal;
    _capInsetsPressed = button->_capInsetsPressed;
    _capInsetsDisabled = button->_capInsetsDisabled;
    loadTextureNormal(button->_normalFileName, button->_normalTexType);
    loadTexturePressed(button->_clickedFileName, button->_pressedTexType);
    loadTextureDisabled(button->_disabledFileName, button->_disabledTexType);
    if (button->_titleRenderer) {
        setTitleFontName(button->_fontName);
        setTitleFontSize(button->getTitleFontSize());
        setTitleColor(button->getTitleColor());
        setTitleText(button->getTitleText());
    }
    setPressedActionEnabled(button->_pressedActionEnabled);
    setZoomScale(button->_zoomScale);
}

} // namespace ui
} // namespace cc
