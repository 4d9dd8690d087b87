// engine/ui/WidgetLayout.cpp — Widget's sizes, positions, layout parameters and cloning, with
// cocos2d-x 3.17's rules for when percentages follow absolute values and back.
#include "ui/Widget.h"

namespace cc {
namespace ui {

namespace {
// The size percentages and positions are taken against: a widget parent's, else any parent's.
Size parentSizeOf(const Widget* widget) {
    if (Widget* parent = widget->getWidgetParent()) return parent->getContentSize();
    return widget->getParent() ? widget->getParent()->getContentSize() : Size();
}

Vec2 fractionOf(const Vec2& value, const Size& of) {
    return Vec2(of.width > 0.0f ? value.x / of.width : 0.0f, of.height > 0.0f ? value.y / of.height : 0.0f);
}
} // namespace

void Widget::onEnter() {
    if (getParent()) updateSizeAndPosition();
    ProtectedNode::onEnter();
}

void Widget::onExit() {
    unscheduleUpdate();
    ProtectedNode::onExit();
}

void Widget::setContentSize(const Size& size) {
    if (_contentSize.equals(size)) return;
    ProtectedNode::setContentSize(size);
    _customSize = size;
    // Unified sizes keep the custom size as the content size even while adapting.
    if (_ignoreSize && !_unifySize) ProtectedNode::setContentSize(getVirtualRendererSize());
    if (_running && getParent())
        _sizePercent = fractionOf(Vec2(_customSize.width, _customSize.height), parentSizeOf(this));
    onSizeChanged();
}

void Widget::updateContentSizeWithTextureSize(const Size& size) {
    resizeOrRefit(_unifySize || _ignoreSize ? size : _customSize);
}

// setContentSize refits only on a change: the renderers are refitted once either way.
void Widget::resizeOrRefit(const Size& size) {
    if (_contentSize.equals(size))
        onSizeChanged();
    else
        setContentSize(size);
}

void Widget::onSizeChanged() {
    Vector<Node*> children(_children); // a child's update may add or remove widgets
    for (Node* child : children)
        if (auto* widget = dynamic_cast<Widget*>(child)) widget->updateSizeAndPosition();
}

void Widget::setSizePercent(const Vec2& percent) {
    _sizePercent = percent;
    Size size = _customSize;
    if (_running && getParent()) {
        const Size parent = parentSizeOf(this);
        size = Size(parent.width * percent.x, parent.height * percent.y);
    }
    if (_ignoreSize)
        setContentSize(getVirtualRendererSize());
    else
        setContentSize(size);
    _customSize = size;
}

void Widget::setSizeType(SizeType type) {
    _sizeType = type;
}

// The types apply at the next updateSizeAndPosition (entering, a parent's resize), as in cocos.
void Widget::setPositionType(PositionType type) {
    _positionType = type;
}

void Widget::setPosition(const Vec2& position) {
    if (_running) {
        if (Widget* parent = getWidgetParent())
            _positionPercent = fractionOf(position, parent->getContentSize());
    }
    ProtectedNode::setPosition(position);
}

void Widget::setPositionPercent(const Vec2& percent) {
    _positionPercent = percent;
    if (!_running) return;
    if (Widget* parent = getWidgetParent()) {
        const Size size = parent->getContentSize();
        setPosition(Vec2(size.width * percent.x, size.height * percent.y));
    }
}

void Widget::updateSizeAndPosition() {
    updateSizeAndPosition(getParent() ? getParent()->getContentSize() : Size());
}

void Widget::updateSizeAndPosition(const Size& parentSize) {
    if (_sizeType == SizeType::ABSOLUTE) {
        setContentSize(_ignoreSize ? getVirtualRendererSize() : _customSize);
        _sizePercent = fractionOf(Vec2(_customSize.width, _customSize.height), parentSize);
    } else {
        const Size size(parentSize.width * _sizePercent.x, parentSize.height * _sizePercent.y);
        setContentSize(_ignoreSize ? getVirtualRendererSize() : size);
        _customSize = size;
    }
    Vec2 position = getPosition();
    if (_positionType == PositionType::ABSOLUTE) {
        if (parentSize.width <= 0.0f || parentSize.height <= 0.0f)
            _positionPercent = Vec2::ZERO;
        else
            _positionPercent = fractionOf(position, parentSize);
    } else {
        position = Vec2(parentSize.width * _positionPercent.x, parentSize.height * _positionPercent.y);
    }
    setPosition(position);
}

void Widget::ignoreContentAdaptWithSize(bool ignore) {
    if (_unifySize) {
        setContentSize(_customSize);
        return;
    }
    if (_ignoreSize == ignore) return;
    _ignoreSize = ignore;
    // As cocos: adapting stores the renderer's size as the custom size too. The renderers are
    // refitted even when the size stays.
    resizeOrRefit(_ignoreSize ? getVirtualRendererSize() : _customSize);
}

float Widget::getLeftBoundary() const {
    return getPosition().x - getAnchorPoint().x * _contentSize.width;
}

float Widget::getBottomBoundary() const {
    return getPosition().y - getAnchorPoint().y * _contentSize.height;
}

float Widget::getRightBoundary() const {
    return getLeftBoundary() + _contentSize.width;
}

float Widget::getTopBoundary() const {
    return getBottomBoundary() + _contentSize.height;
}

Vec2 Widget::getWorldPosition() const {
    return convertToWorldSpace(
        Vec2(_anchorPoint.x * _contentSize.width, _anchorPoint.y * _contentSize.height));
}

void Widget::setFlippedX(bool flippedX) {
    _flippedX = flippedX;
}

void Widget::setFlippedY(bool flippedY) {
    _flippedY = flippedY;
}

void Widget::setLayoutParameter(LayoutParameter* parameter) {
    if (!parameter) return;
    _layoutParameters[parameter->getLayoutType()] = parameter;
    _layoutParameterType = parameter->getLayoutType();
}

LayoutParameter* Widget::getLayoutParameter() const {
    auto found = _layoutParameters.find(_layoutParameterType);
    return found == _layoutParameters.end() ? nullptr : found->second.get();
}

/* -- Cloning ----------------------------------------------------------------------------- */

Widget* Widget::clone() {
    Widget* copy = createCloneInstance();
    copy->copyProperties(this);
    copy->copyClonedWidgetChildren(this);
    return copy;
}

Widget* Widget::createCloneInstance() {
    return Widget::create();
}

void Widget::copyClonedWidgetChildren(Widget* model) {
    for (Node* child : model->getChildren())
        if (auto* widget = dynamic_cast<Widget*>(child)) addChild(widget->clone());
}

void Widget::copyProperties(Widget* model) {
    setEnabled(model->isEnabled());
    setVisible(model->isVisible());
    setBright(model->isBright());
    setTouchEnabled(model->isTouchEnabled());
    setLocalZOrder(model->getLocalZOrder());
    setTag(model->getTag());
    setName(model->getName());
    setActionTag(model->getActionTag());
    _ignoreSize = model->_ignoreSize;
    setContentSize(model->_contentSize);
    _customSize = model->_customSize;
    _sizeType = model->_sizeType;
    _sizePercent = model->_sizePercent;
    _positionType = model->_positionType;
    _positionPercent = model->_positionPercent;
    setPosition(model->getPosition());
    setAnchorPoint(model->getAnchorPoint());
    setScaleX(model->getScaleX());
    setScaleY(model->getScaleY());
    setRotationSkewX(model->getRotationSkewX());
    setRotationSkewY(model->getRotationSkewY());
    setFlippedX(model->isFlippedX());
    setFlippedY(model->isFlippedY());
    setColor(model->getColor());
    setOpacity(model->getOpacity());
    setCascadeColorEnabled(model->isCascadeColorEnabled());
    setCascadeOpacityEnabled(model->isCascadeOpacityEnabled());
    _touchEventCallback = model->_touchEventCallback;
    _clickEventListener = model->_clickEventListener;
    _ccEventCallback = model->_ccEventCallback;
    _focused = model->_focused;
    _focusEnabled = model->_focusEnabled;
    _propagateTouchEvents = model->_propagateTouchEvents;
    _callbackName = model->_callbackName;
    _callbackType = model->_callbackType;
    for (const auto& entry : model->_layoutParameters)
        _layoutParameters[entry.first] = entry.second->clone();
    _layoutParameterType = model->_layoutParameterType;
    copySpecialProperties(model);
}

} // namespace ui
} // namespace cc
