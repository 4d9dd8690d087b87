// engine/ui/Layout.cpp — see Layout.h; the layout managers are in LayoutManagers.cpp.
#include "ui/Layout.h"

#include "scene/LayerColor.h"
#include "scene/LayerGradient.h"
#include "ui/LayoutManagers.h"
#include "ui/LinearLayoutParameter.h"
#include "ui/RelativeLayoutParameter.h"
#include "ui/Scale9Sprite.h"

namespace cc {
namespace ui {

namespace {
// cocos's z-orders of the background renderers, under every child.
constexpr int kBackGroundColorZ = -2;
constexpr int kBackGroundImageZ = -1;
} // namespace

bool Layout::initAs(Type type, const Size* size) {
    if (!Widget::init()) return false;
    ignoreContentAdaptWithSize(false);
    setContentSize(size ? *size : Size::ZERO);
    setAnchorPoint(Vec2::ZERO);
    if (type != Type::ABSOLUTE) setLayoutType(type);
    return true;
}

/* -- Children --------------------------------------------------------------------------------- */

void Layout::addChild(Node* child) {
    addChild(child, child->getLocalZOrder(), child->getTag());
}

void Layout::addChild(Node* child, int localZOrder) {
    addChild(child, localZOrder, child->getTag());
}

void Layout::addChild(Node* child, int localZOrder, int tag) {
    if (auto* widget = dynamic_cast<Widget*>(child)) supplyTheLayoutParameterLackToChild(widget);
    Widget::addChild(child, localZOrder, tag);
    _doLayoutDirty = true;
}

void Layout::addChild(Node* child, int localZOrder, const std::string& name) {
    if (auto* widget = dynamic_cast<Widget*>(child)) supplyTheLayoutParameterLackToChild(widget);
    Widget::addChild(child, localZOrder, name);
    _doLayoutDirty = true;
}

void Layout::removeChild(Node* child, bool cleanup) {
    Widget::removeChild(child, cleanup);
    _doLayoutDirty = true;
}

void Layout::removeAllChildrenWithCleanup(bool cleanup) {
    Widget::removeAllChildrenWithCleanup(cleanup);
    _doLayoutDirty = true;
}

/* -- Size and drawing --------------------------------------------------------------------------- */

void Layout::onSizeChanged() {
    Widget::onSizeChanged();
    _doLayoutDirty = true;
    if (_backGroundImage) {
        _backGroundImage->setPosition(_contentSize.width / 2.0f, _contentSize.height / 2.0f);
        if (_backGroundScale9Enabled) _backGroundImage->setPreferredSize(_contentSize);
    }
    if (_colorRender) _colorRender->setContentSize(_contentSize);
    if (_gradientRender) _gradientRender->setContentSize(_contentSize);
}

void Layout::visit(const AffineTransform& parentToWorld) {
    if (!_visible) return;
    doLayout(); // before the transforms are recorded: the children move
    Widget::visit(parentToWorld);
}

Rect Layout::getWorldClippingRect() const {
    return worldRectOf(this, Rect(Vec2::ZERO, _contentSize));
}

void Layout::setClippingEnabled(bool enabled) {
    _clippingEnabled = enabled;
}

void Layout::setClippingType(ClippingType type) {
    _clippingType = type; // both are the rectangle clip
}

/* -- Layout types --------------------------------------------------------------------------------- */

void Layout::setLayoutType(Type type) {
    _layoutType = type;
    for (Node* child : Vector<Node*>(_children))
        if (auto* widget = dynamic_cast<Widget*>(child)) supplyTheLayoutParameterLackToChild(widget);
    _doLayoutDirty = true;
}

void Layout::forceDoLayout() {
    requestDoLayout();
    doLayout();
}

void Layout::doLayout() {
    if (!_doLayoutDirty) return;
    sortAllChildren();
    RefPtr<Layout> keep(this); // a child's setPosition may run script code that releases us
    switch (_layoutType) {
    case Type::ABSOLUTE:
        break;
    case Type::VERTICAL:
        layoutLinearVertical(*this);
        break;
    case Type::HORIZONTAL:
        layoutLinearHorizontal(*this);
        break;
    case Type::RELATIVE:
        layoutRelative(*this);
        break;
    }
    _doLayoutDirty = false;
}

void Layout::supplyTheLayoutParameterLackToChild(Widget* child) {
    if (!child) return;
    switch (_layoutType) {
    case Type::ABSOLUTE:
        break;
    case Type::VERTICAL:
    case Type::HORIZONTAL:
        if (!dynamic_cast<LinearLayoutParameter*>(child->getLayoutParameter()))
            child->setLayoutParameter(LinearLayoutParameter::create());
        break;
    case Type::RELATIVE:
        if (!dynamic_cast<RelativeLayoutParameter*>(child->getLayoutParameter()))
            child->setLayoutParameter(RelativeLayoutParameter::create());
        break;
    }
}

/* -- Background colour ------------------------------------------------------------------------------- */

void Layout::setBackGroundColorType(BackGroundColorType type) {
    if (_colorType == type) return;
    if (_colorRender) removeProtectedChild(_colorRender, true);
    if (_gradientRender) removeProtectedChild(_gradientRender, true);
    _colorRender = nullptr;
    _gradientRender = nullptr;
    _colorType = type;
    switch (type) {
    case BackGroundColorType::NONE:
        break;
    case BackGroundColorType::SOLID:
        _colorRender = LayerColor::create();
        _colorRender->setContentSize(_contentSize);
        _colorRender->setOpacity(_colorOpacity);
        _colorRender->setColor(_color);
        addProtectedChild(_colorRender, kBackGroundColorZ, -1);
        break;
    case BackGroundColorType::GRADIENT:
        _gradientRender = LayerGradient::create();
        _gradientRender->setContentSize(_contentSize);
        _gradientRender->setOpacity(_colorOpacity);
        _gradientRender->setStartColor(_gradientStartColor);
        _gradientRender->setEndColor(_gradientEndColor);
        _gradientRender->setVector(_alongVector);
        addProtectedChild(_gradientRender, kBackGroundColorZ, -1);
        break;
    }
}

void Layout::setBackGroundColor(const Color3B& color) {
    _color = color;
    if (_colorRender) _colorRender->setColor(color);
}

void Layout::setBackGroundColor(const Color3B& startColor, const Color3B& endColor) {
    _gradientStartColor = startColor;
    _gradientEndColor = endColor;
    if (_gradientRender) {
        _gradientRender->setStartColor(startColor);
        _gradientRender->setEndColor(endColor);
    }
}

void Layout::setBackGroundColorOpacity(GLubyte opacity) {
    _colorOpacity = opacity;
    if (_colorRender) _colorRender->setOpacity(opacity);
    if (_gradientRender) _gradientRender->setOpacity(opacity);
}

void Layout::setBackGroundColorVector(const Vec2& vector) {
    _alongVector = vector;
    if (_gradientRender) _gradientRender->setVector(vector);
}

/* -- Background image ---------------------------------------------------------------------------------- */

void Layout::setBackGroundImage(const std::string& fileName, TextureResType type) {
    if (fileName.empty()) return;
    // The loaders log the error naming a missing file or frame; the layout then shows no picture.
    Scale9Sprite* image = type == TextureResType::LOCAL ? Scale9Sprite::create(fileName)
                                                        : Scale9Sprite::createWithSpriteFrameName(fileName);
    removeBackGroundImage();
    if (!image) return;
    _backGroundImage = image;
    _backGroundImageFileName = fileName;
    _backGroundImageTextureType = type;
    image->setScale9Enabled(_backGroundScale9Enabled);
    if (_backGroundScale9Enabled) {
        image->setCapInsets(_backGroundImageCapInsets);
        image->setPreferredSize(_contentSize);
    }
    _backGroundImageTextureSize = image->getContentSize(); // cocos reads it after the preferred size
    image->setPosition(_contentSize.width / 2.0f, _contentSize.height / 2.0f);
    addProtectedChild(image, kBackGroundImageZ, -1);
    updateBackGroundImageRGBA();
}

void Layout::removeBackGroundImage() {
    if (!_backGroundImage) return;
    removeProtectedChild(_backGroundImage, true);
    _backGroundImage = nullptr;
    _backGroundImageFileName.clear();
    _backGroundImageTextureSize = Size::ZERO;
}

void Layout::setBackGroundImageScale9Enabled(bool enabled) {
    if (_backGroundScale9Enabled == enabled) return;
    _backGroundScale9Enabled = enabled;
    if (!_backGroundImage) return;
    _backGroundImage->setScale9Enabled(enabled);
    _backGroundImage->setPreferredSize(enabled ? _contentSize : _backGroundImageTextureSize);
    setBackGroundImageCapInsets(_backGroundImageCapInsets);
}

void Layout::setBackGroundImageCapInsets(const Rect& capInsets) {
    _backGroundImageCapInsets = capInsets;
    if (_backGroundScale9Enabled && _backGroundImage) _backGroundImage->setCapInsets(capInsets);
}

void Layout::setBackGroundImageColor(const Color3B& color) {
    _backGroundImageColor = color;
    updateBackGroundImageRGBA();
}

void Layout::setBackGroundImageOpacity(GLubyte opacity) {
    _backGroundImageOpacity = opacity;
    updateBackGroundImageRGBA();
}

void Layout::updateBackGroundImageRGBA() {
    if (!_backGroundImage) return;
    _backGroundImage->setColor(_backGroundImageColor);
    _backGroundImage->setOpacity(_backGroundImageOpacity);
}

/* -- Clone ----------------------------------------------------------------------------------------------- */

Widget* Layout::createCloneInstance() {
    return Layout::create();
}

void Layout::copySpecialProperties(Widget* model) {
    auto* layout = dynamic_cast<Layout*>(model);
    if (!layout) return;
    setBackGroundImageScale9Enabled(layout->_backGroundScale9Enabled);
    setBackGroundImage(layout->_backGroundImageFileName, layout->_backGroundImageTextureType);
    setBackGroundImageCapInsets(layout->_backGroundImageCapInsets);
    setBackGroundColorType(layout->_colorType);
    setBackGroundColor(layout->_color);
    setBackGroundColor(layout->_gradientStartColor, layout->_gradientEndColor);
    setBackGroundColorOpacity(layout->_colorOpacity);
    setBackGroundColorVector(layout->_alongVector);
    setLayoutType(layout->_layoutType);
    setClippingEnabled(layout->_clippingEnabled);
    setClippingType(layout->_clippingType);
    _loopFocus = layout->_loopFocus;
    _passFocusToChild = layout->_passFocusToChild;
}

} // namespace ui
} // namespace cc
