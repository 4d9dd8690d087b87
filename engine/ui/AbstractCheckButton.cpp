// engine/ui/AbstractCheckButton.cpp
#include "ui/AbstractCheckButton.h"

#include "ui/GraySprite.h"
#include "ui/WidgetTextures.h"

namespace cc {
namespace ui {

bool AbstractCheckButton::init() {
    if (!Widget::init()) return false;
    setSelected(false);
    setTouchEnabled(true);
    return true;
}

void AbstractCheckButton::initRenderer() {
    for (GraySprite*& renderer : _renderers) {
        renderer = GraySprite::create();
        addProtectedChild(renderer, -1, -1);
    }
    _renderers[kBackgroundSelected]->setVisible(false);
    _renderers[kFrontCross]->setVisible(false);
    _renderers[kBackgroundDisabled]->setVisible(false);
    _renderers[kFrontCrossDisabled]->setVisible(false);
}

void AbstractCheckButton::loadTextures(const std::string& background, const std::string& backgroundSelected,
                                       const std::string& cross, const std::string& backgroundDisabled,
                                       const std::string& frontCrossDisabled, TextureResType texType) {
    loadTextureBackGround(background, texType);
    loadTextureBackGroundSelected(backgroundSelected, texType);
    loadTextureFrontCross(cross, texType);
    loadTextureBackGroundDisabled(backgroundDisabled, texType);
    loadTextureFrontCrossDisabled(frontCrossDisabled, texType);
}

void AbstractCheckButton::loadImage(Image image, const std::string& name, TextureResType texType) {
    if (name.empty()) return;
    _files[image] = name;
    _types[image] = texType;
    _loaded[image] = loadSpriteTexture(_renderers[image], name, texType);
    if (image == kBackground)
        updateContentSizeWithTextureSize(_renderers[kBackground]->getContentSize());
    else
        onSizeChanged();
}

void AbstractCheckButton::loadTextureBackGround(const std::string& name, TextureResType texType) {
    loadImage(kBackground, name, texType);
}

void AbstractCheckButton::loadTextureBackGroundSelected(const std::string& name, TextureResType texType) {
    loadImage(kBackgroundSelected, name, texType);
}

void AbstractCheckButton::loadTextureFrontCross(const std::string& name, TextureResType texType) {
    loadImage(kFrontCross, name, texType);
}

void AbstractCheckButton::loadTextureBackGroundDisabled(const std::string& name, TextureResType texType) {
    loadImage(kBackgroundDisabled, name, texType);
}

void AbstractCheckButton::loadTextureFrontCrossDisabled(const std::string& name, TextureResType texType) {
    loadImage(kFrontCrossDisabled, name, texType);
}

void AbstractCheckButton::setSelected(bool selected) {
    if (selected == _isSelected) return;
    _isSelected = selected;
    _renderers[kFrontCross]->setVisible(_isSelected);
}

void AbstractCheckButton::onSizeChanged() {
    Widget::onSizeChanged();
    for (int i = 0; i < kImages; ++i) {
        Vec2 scale = fitRendererToSize(_renderers[i], _contentSize, _ignoreSize);
        if (i == kBackground) _backgroundScale = scale;
    }
    if (_bright && _brightStyle == BrightStyle::HIGHLIGHT) onPressStateChangedToPressed();
}

void AbstractCheckButton::scaleBackgroundAndCross(float add) {
    _renderers[kBackground]->setScale(_backgroundScale.x + add, _backgroundScale.y + add);
    _renderers[kFrontCross]->setScale(_backgroundScale.x + add, _backgroundScale.y + add);
}

void AbstractCheckButton::grayBackgroundAndCross(bool gray) {
    _renderers[kBackground]->setGray(gray);
    _renderers[kFrontCross]->setGray(gray);
}

void AbstractCheckButton::onPressStateChangedToNormal() {
    grayBackgroundAndCross(false);
    _renderers[kBackground]->setVisible(true);
    _renderers[kBackgroundSelected]->setVisible(false);
    _renderers[kBackgroundDisabled]->setVisible(false);
    _renderers[kFrontCrossDisabled]->setVisible(false);
    scaleBackgroundAndCross(0.0f);
    if (_isSelected) _renderers[kFrontCross]->setVisible(true);
}

void AbstractCheckButton::onPressStateChangedToPressed() {
    grayBackgroundAndCross(false);
    if (!_loaded[kBackgroundSelected]) {
        scaleBackgroundAndCross(_zoomScale);
        return;
    }
    _renderers[kBackground]->setVisible(false);
    _renderers[kBackgroundSelected]->setVisible(true);
    _renderers[kBackgroundDisabled]->setVisible(false);
    _renderers[kFrontCrossDisabled]->setVisible(false);
}

void AbstractCheckButton::onPressStateChangedToDisabled() {
    if (_loaded[kBackgroundDisabled] && _loaded[kFrontCrossDisabled]) {
        _renderers[kBackground]->setVisible(false);
        _renderers[kBackgroundDisabled]->setVisible(true);
    } else {
        grayBackgroundAndCross(true); // cocos: the grey GLProgramState
    }
    _renderers[kBackgroundSelected]->setVisible(false);
    _renderers[kFrontCross]->setVisible(false);
    scaleBackgroundAndCross(0.0f);
    if (_isSelected) _renderers[kFrontCrossDisabled]->setVisible(true);
}

Node* AbstractCheckButton::getVirtualRenderer() {
    return _renderers[kBackground];
}

Size AbstractCheckButton::getVirtualRendererSize() const {
    return _renderers[kBackground]->getContentSize();
}

void AbstractCheckButton::copySpecialProperties(Widget* model) {
    auto* button = dynamic_cast<AbstractCheckButton*>(model);
    if (!button) return;
    for (int i = 0; i < kImages; ++i)
        loadImage(static_cast<Image>(i), button->_files[i], button->_types[i]);
    setSelected(button->_isSelected);
    setZoomScale(button->_zoomScale);
}

} // namespace ui
} // namespace cc
