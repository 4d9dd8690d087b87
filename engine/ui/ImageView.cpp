// engine/ui/ImageView.cpp
#include "ui/ImageView.h"

#include "ui/Scale9Sprite.h"
#include "ui/WidgetTextures.h"

namespace cc {
namespace ui {

ImageView* ImageView::create() {
    auto* widget = new ImageView();
    if (widget->init()) return static_cast<ImageView*>(widget->autorelease());
    delete widget;
    return nullptr;
}

ImageView* ImageView::create(const std::string& imageFileName, TextureResType texType) {
    ImageView* widget = create();
    if (widget) widget->loadTexture(imageFileName, texType);
    return widget;
}

void ImageView::initRenderer() {
    _imageRenderer = makeScale9Renderer();
    addProtectedChild(_imageRenderer, -1, -1);
}

void ImageView::loadTexture(const std::string& fileName, TextureResType texType) {
    if (fileName.empty()) return;
    _textureFile = fileName;
    _imageTexType = texType;
    loadScale9Texture(_imageRenderer, fileName, texType, _capInsets);
    // cocos: a widget that does not adapt and has no size yet takes the image's
    if (!_ignoreSize && _customSize.equals(Size::ZERO)) _customSize = _imageRenderer->getContentSize();
    setupTexture();
}

void ImageView::setScale9Enabled(bool enabled) {
    if (_scale9Enabled == enabled) return;
    _scale9Enabled = enabled;
    _imageRenderer->setScale9Enabled(enabled);
    if (!enabled) _imageRenderer->setPreferredSize(_imageTextureSize);
    adaptSizeToScale9(this, enabled, &_prevIgnoreSize);
    setCapInsets(_capInsets);
}

void ImageView::setCapInsets(const Rect& capInsets) {
    _capInsets = capInsets;
    _imageRenderer->setCapInsets(capInsets);
    onSizeChanged();
}

void ImageView::setTextureRect(const Rect& rect) {
    _imageRenderer->setTextureRect(rect);
    setupTexture();
}

void ImageView::setupTexture() {
    _imageTextureSize = _imageRenderer->getContentSize();
    updateContentSizeWithTextureSize(_imageTextureSize);
}

void ImageView::onSizeChanged() {
    Widget::onSizeChanged();
    fitRendererToSize(_imageRenderer, _contentSize, _ignoreSize);
}

Node* ImageView::getVirtualRenderer() {
    return _imageRenderer;
}

void ImageView::setFlippedX(bool flippedX) {
    Widget::setFlippedX(flippedX);
    _imageRenderer->setFlippedX(flippedX);
}

void ImageView::setFlippedY(bool flippedY) {
    Widget::setFlippedY(flippedY);
    _imageRenderer->setFlippedY(flippedY);
}

void ImageView::setBlendFunc(const BlendFunc& blendFunc) {
    _imageRenderer->setBlendFunc(blendFunc);
}

const BlendFunc& ImageView::getBlendFunc() const {
    return _imageRenderer->getBlendFunc();
}

Widget* ImageView::createCloneInstance() {
    return ImageView::create();
}

void ImageView::copySpecialProperties(Widget* model) {
    auto* image = dynamic_cast<ImageView*>(model);
    if (!image) return;
    _prevIgnoreSize = image->_prevIgnoreSize;
    setScale9Enabled(image->_scale9Enabled);
    _capInsets = image->_capInsets;
    loadTexture(image->_textureFile, image->_imageTexType);
}

} // namespace ui
} // namespace cc
