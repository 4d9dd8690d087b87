// engine/scene/NodeTransform.cpp — Node geometry, colour cascade, transforms and visit.
#include "scene/Node.h"
#include "scene/RenderTexture.h"

#include "events/Touch.h"

#include <cmath>

namespace cc {

/* -- Geometry ------------------------------------------------------------------ */

void Node::setPosition(const Vec2& position) {
    _position = position;
    _transformDirty = true;
}

void Node::getPosition(float* x, float* y) const {
    if (x) *x = _position.x;
    if (y) *y = _position.y;
}

void Node::setAnchorPoint(const Vec2& anchor) {
    _anchorPoint = anchor;
    _anchorPointInPoints = Vec2(_contentSize.width * anchor.x, _contentSize.height * anchor.y);
    _transformDirty = true;
}

void Node::setIgnoreAnchorPointForPosition(bool ignore) {
    _ignoreAnchorPointForPosition = ignore;
    _transformDirty = true;
}

void Node::setContentSize(const Size& size) {
    _contentSize = size;
    _anchorPointInPoints = Vec2(size.width * _anchorPoint.x, size.height * _anchorPoint.y);
    _transformDirty = true;
}

void Node::setScale(float scale) {
    setScale(scale, scale);
}

void Node::setScale(float scaleX, float scaleY) {
    _scaleX = scaleX;
    _scaleY = scaleY;
    _transformDirty = true;
}

void Node::setScaleX(float scaleX) {
    setScale(scaleX, _scaleY);
}

void Node::setScaleY(float scaleY) {
    setScale(_scaleX, scaleY);
}

void Node::setRotation(float degrees) {
    _rotationSkewX = degrees;
    _rotationSkewY = degrees;
    _transformDirty = true;
}

void Node::setRotationSkewX(float degrees) {
    _rotationSkewX = degrees;
    _transformDirty = true;
}

void Node::setRotationSkewY(float degrees) {
    _rotationSkewY = degrees;
    _transformDirty = true;
}

void Node::setSkewX(float degrees) {
    _skewX = degrees;
    _transformDirty = true;
}

void Node::setSkewY(float degrees) {
    _skewY = degrees;
    _transformDirty = true;
}

/* -- Colour and opacity ------------------------------------------------------------ */

void Node::setColor(const Color3B& color) {
    _realColor = color;
    _displayedColor = color;
    updateCascadeColor();
}

void Node::updateCascadeColor() {
    Color3B parentColor = Color3B::WHITE;
    if (_parent && _parent->isCascadeColorEnabled()) parentColor = _parent->getDisplayedColor();
    updateDisplayedColor(parentColor);
}

void Node::updateDisplayedColor(const Color3B& parentColor) {
    _displayedColor.r = static_cast<GLubyte>(_realColor.r * parentColor.r / 255);
    _displayedColor.g = static_cast<GLubyte>(_realColor.g * parentColor.g / 255);
    _displayedColor.b = static_cast<GLubyte>(_realColor.b * parentColor.b / 255);
    updateColor();
    const Color3B childParent = _cascadeColorEnabled ? _displayedColor : Color3B::WHITE;
    for (Node* child : _children)
        child->updateDisplayedColor(childParent);
}

void Node::setCascadeColorEnabled(bool enabled) {
    if (_cascadeColorEnabled == enabled) return;
    _cascadeColorEnabled = enabled;
    updateDisplayedColor(_parent && _parent->isCascadeColorEnabled() ? _parent->getDisplayedColor()
                                                                     : Color3B::WHITE);
}

void Node::setOpacity(GLubyte opacity) {
    _realOpacity = opacity;
    _displayedOpacity = opacity;
    updateCascadeOpacity();
}

void Node::updateCascadeOpacity() {
    GLubyte parentOpacity = 255;
    if (_parent && _parent->isCascadeOpacityEnabled()) parentOpacity = _parent->getDisplayedOpacity();
    updateDisplayedOpacity(parentOpacity);
}

void Node::updateDisplayedOpacity(GLubyte parentOpacity) {
    _displayedOpacity = static_cast<GLubyte>(_realOpacity * parentOpacity / 255);
    updateColor();
    const GLubyte childParent = _cascadeOpacityEnabled ? _displayedOpacity : 255;
    for (Node* child : _children)
        child->updateDisplayedOpacity(childParent);
}

void Node::setCascadeOpacityEnabled(bool enabled) {
    if (_cascadeOpacityEnabled == enabled) return;
    _cascadeOpacityEnabled = enabled;
    updateDisplayedOpacity(_parent && _parent->isCascadeOpacityEnabled() ? _parent->getDisplayedOpacity()
                                                                         : 255);
}

/* -- Transforms ---------------------------------------------------------------------- */

const AffineTransform& Node::getNodeToParentAffineTransform() const {
    if (_transformDirty) {
        float x = _position.x, y = _position.y;
        if (_ignoreAnchorPointForPosition) { // position places the corner: shift by the anchor offset
            x += _anchorPointInPoints.x;
            y += _anchorPointInPoints.y;
        }
        // Clockwise degrees; the Y skew turns the x axis and the X skew the y axis, as in cocos.
        // Equal skews (a plain rotation, the usual case) share one sine and cosine.
        float cx = 1.0f, sx = 0.0f;
        if (_rotationSkewX != 0.0f) {
            cx = std::cos(-CC_DEGREES_TO_RADIANS(_rotationSkewX));
            sx = std::sin(-CC_DEGREES_TO_RADIANS(_rotationSkewX));
        }
        float cy = cx, sy = sx;
        if (_rotationSkewY != _rotationSkewX) {
            cy = std::cos(-CC_DEGREES_TO_RADIANS(_rotationSkewY));
            sy = std::sin(-CC_DEGREES_TO_RADIANS(_rotationSkewY));
        }
        AffineTransform t;
        t.a = cy * _scaleX;
        t.b = sy * _scaleX;
        t.c = -sx * _scaleY;
        t.d = cx * _scaleY;
        if (_skewX != 0.0f || _skewY != 0.0f) { // (rotate * scale) * [1 tanX; tanY 1]
            const float tanX = std::tan(CC_DEGREES_TO_RADIANS(_skewX));
            const float tanY = std::tan(CC_DEGREES_TO_RADIANS(_skewY));
            const AffineTransform rs = t;
            t.a = rs.a + rs.c * tanY;
            t.b = rs.b + rs.d * tanY;
            t.c = rs.a * tanX + rs.c;
            t.d = rs.b * tanX + rs.d;
        }
        t.tx = x - (t.a * _anchorPointInPoints.x + t.c * _anchorPointInPoints.y);
        t.ty = y - (t.b * _anchorPointInPoints.x + t.d * _anchorPointInPoints.y);
        _transform = t;
        _transformDirty = false;
    }
    return _transform;
}

AffineTransform Node::getNodeToParentAffineTransform(const Node* ancestor) const {
    AffineTransform t = getNodeToParentAffineTransform();
    for (const Node* p = _parent; p && p != ancestor; p = p->_parent)
        t = AffineTransformConcat(t, p->getNodeToParentAffineTransform());
    return t;
}

AffineTransform Node::getParentToNodeAffineTransform() const {
    return AffineTransformInvert(getNodeToParentAffineTransform());
}

AffineTransform Node::getNodeToWorldAffineTransform() const {
    return getNodeToParentAffineTransform(nullptr);
}

AffineTransform Node::getWorldToNodeAffineTransform() const {
    return AffineTransformInvert(getNodeToWorldAffineTransform());
}

Vec2 Node::convertToNodeSpace(const Vec2& worldPoint) const {
    return PointApplyAffineTransform(worldPoint, getWorldToNodeAffineTransform());
}

Vec2 Node::convertToWorldSpace(const Vec2& nodePoint) const {
    return PointApplyAffineTransform(nodePoint, getNodeToWorldAffineTransform());
}

Vec2 Node::convertToNodeSpaceAR(const Vec2& worldPoint) const {
    return convertToNodeSpace(worldPoint) - _anchorPointInPoints;
}

Vec2 Node::convertToWorldSpaceAR(const Vec2& nodePoint) const {
    return convertToWorldSpace(nodePoint + _anchorPointInPoints);
}

Vec2 Node::convertTouchToNodeSpace(const Touch* touch) const {
    return convertToNodeSpace(touch->getLocation());
}

Vec2 Node::convertTouchToNodeSpaceAR(const Touch* touch) const {
    return convertToNodeSpaceAR(touch->getLocation());
}

Rect Node::getBoundingBox() const {
    Rect rect(0.0f, 0.0f, _contentSize.width, _contentSize.height);
    return RectApplyAffineTransform(rect, getNodeToParentAffineTransform());
}

void Node::visit() {
    visit(AffineTransform::IDENTITY);
    if (RenderTexture* target = RenderTexture::drawing()) target->drawVisited(this);
}

void Node::visit(const AffineTransform& parentToWorld) {
    if (!_visible) return;
    sortAllChildren();
    _visitTransform = AffineTransformConcat(getNodeToParentAffineTransform(), parentToWorld);
    for (Node* child : _children)
        child->visit(_visitTransform);
}

} // namespace cc
