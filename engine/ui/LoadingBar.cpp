// engine/ui/LoadingBar.cpp
#include "ui/LoadingBar.h"

#include "ui/Scale9Sprite.h"
#include "ui/WidgetTextures.h"

#include <algorithm>

namespace cc {
namespace ui {

LoadingBar* LoadingBar::create() {
    auto* widget = new LoadingBar();
    if (widget->init()) return static_cast<LoadingBar*>(widget->autorelease());
    delete widget;
    return nullptr;
}

LoadingBar* LoadingBar::create(const std::string& textureName, float percentage) {
    return create(textureName, TextureResType::LOCAL, percentage);
}

LoadingBar* LoadingBar::create(const std::string& textureName, TextureResType texType, float percentage) {
    LoadingBar* widget = create();
    if (!widget) return nullptr;
    widget->loadTexture(textureName, texType);
    widget->setPercent(percentage);
    return widget;
}

void LoadingBar::initRenderer() {
    _barRenderer = makeScale9Renderer();
    _barRenderer->setAnchorPoint(Vec2(0.0f, 0.5f));
    addProtectedChild(_barRenderer, -1, -1);
}

void LoadingBar::setDirection(Direction direction) {
    if (_direction == direction) return;
    _direction = direction;
    onSizeChanged();
}

void LoadingBar::loadTexture(const std::string& texture, TextureResType texType) {
    if (texture.empty()) return;
    _textureFile = texture;
    _renderBarTexType = texType;
    loadScale9Texture(_barRenderer, texture, texType, _capInsets);
    _barRendererTextureSize = _barRenderer->getContentSize();
    updateContentSizeWithTextureSize(_barRendererTextureSize);
}

void LoadingBar::setScale9Enabled(bool enabled) {
    if (_scale9Enabled == enabled) return;
    _scale9Enabled = enabled;
    _barRenderer->setScale9Enabled(enabled);
    adaptSizeToScale9(this, enabled, &_prevIgnoreSize);
    onSizeChanged();
}

void LoadingBar::setCapInsets(const Rect& capInsets) {
    _capInsets = capInsets;
    _barRenderer->setCapInsets(capInsets);
}

void LoadingBar::setPercent(float percent) {
    percent = std::min(100.0f, std::max(0.0f, percent));
    if (percent == _percent) return;
    _percent = percent;
    showPercent();
}

void LoadingBar::showPercent() {
    if (_totalLength <= 0.0f) return;
    if (_scale9Enabled)
        _barRenderer->setPreferredSize(Size(_totalLength * _percent / 100.0f, _contentSize.height));
    else
        showLeftFraction(_barRenderer, _barRendererTextureSize, _percent / 100.0f);
}

void LoadingBar::onSizeChanged() {
    Widget::onSizeChanged();
    const bool right = _direction == Direction::RIGHT;
    _barRenderer->setAnchorPoint(Vec2(right ? 1.0f : 0.0f, 0.5f));
    _barRenderer->setFlippedX(right && !_scale9Enabled);
    showLeftFraction(_barRenderer, _barRendererTextureSize, 1.0f); // the fit uses the whole image
    fitRendererToSize(_barRenderer, _contentSize, _ignoreSize);
    _totalLength = _ignoreSize ? _barRendererTextureSize.width : _contentSize.width;
    _barRenderer->setPosition(right ? _totalLength : 0.0f, _contentSize.height / 2.0f);
    showPercent();
}

Node* LoadingBar::getVirtualRenderer() {
    return _barRenderer;
}

Widget* LoadingBar::createCloneInstance() {
    return LoadingBar::create();
}

void LoadingBar::copySpecialProperties(Widget* model) {
    auto* bar = dynamic_cast<LoadingBar*>(model);
    if (!bar) return;
    _prevIgnoreSize = bar->_prevIgnoreSize;
    setScale9Enabled(bar->_scale9Enabled);
    _capInsets = bar->_capInsets;
    loadTexture(bar->_textureFile, bar->_renderBarTexType);
    setPercent(bar->_percent);
    setDirection(bar->_direction);
}

} // namespace ui
} // namespace cc
