// engine/ui/ScrollViewBar.cpp — see ScrollViewBar.h; lengths and positions are cocos2d-x 3.17's.
#include "ui/ScrollViewBar.h"

#include "scene/DrawNode.h"

#include <algorithm>
#include <cmath>

namespace cc {
namespace ui {

ScrollViewBar::ScrollViewBar(ScrollView* parent, ScrollView::Direction direction)
    : _parent(parent), _direction(direction) {
    setCascadeColorEnabled(true);
    setCascadeOpacityEnabled(true);
}

ScrollViewBar* ScrollViewBar::create(ScrollView* parent, ScrollView::Direction direction) {
    auto* bar = new ScrollViewBar(parent, direction);
    if (!bar->initBar()) {
        delete bar;
        return nullptr;
    }
    bar->autorelease();
    return bar;
}

bool ScrollViewBar::initBar() {
    _shape = DrawNode::create();
    addChild(_shape);
    Node::setColor(Color3B(52, 65, 87));
    onScrolled(Vec2::ZERO);
    Node::setOpacity(0);
    _autoHideRemainingTime = 0.0f;
    if (_direction == ScrollView::Direction::HORIZONTAL) setRotation(90.0f);
    return true;
}

void ScrollViewBar::redraw() {
    _shape->clear();
    const Color3B& c = getColor();
    // The body from 0 to the length, a half circle past each end (cocos's caps), centred on x = 0.
    _shape->drawSegment(Vec2(0.0f, 0.0f), Vec2(0.0f, _length), _width / 2.0f,
                        Color4F(c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, 1.0f));
}

void ScrollViewBar::setColor(const Color3B& color) {
    Node::setColor(color);
    redraw();
}

void ScrollViewBar::setPositionFromCorner(const Vec2& positionFromCorner) {
    if (_direction == ScrollView::Direction::VERTICAL) {
        _marginForLength = positionFromCorner.y;
        _marginFromBoundary = positionFromCorner.x;
    } else {
        _marginForLength = positionFromCorner.x;
        _marginFromBoundary = positionFromCorner.y;
    }
}

Vec2 ScrollViewBar::getPositionFromCorner() const {
    if (_direction == ScrollView::Direction::VERTICAL) return Vec2(_marginFromBoundary, _marginForLength);
    return Vec2(_marginForLength, _marginFromBoundary);
}

void ScrollViewBar::setWidth(float width) {
    _width = width;
    redraw();
}

void ScrollViewBar::setAutoHideEnabled(bool enabled) {
    _autoHideEnabled = enabled;
    Node::setOpacity(!_autoHideEnabled && !_touching && _autoHideRemainingTime <= 0.0f ? _opacity : 0);
}

void ScrollViewBar::onEnter() {
    Node::onEnter();
    scheduleUpdate();
}

void ScrollViewBar::update(float dt) {
    if (!_autoHideEnabled || _autoHideRemainingTime <= 0.0f || _touching) return;
    _autoHideRemainingTime -= dt;
    if (_autoHideRemainingTime <= _autoHideTime) {
        _autoHideRemainingTime = std::max(0.0f, _autoHideRemainingTime);
        Node::setOpacity(static_cast<GLubyte>(_opacity * (_autoHideRemainingTime / _autoHideTime)));
    }
}

void ScrollViewBar::onTouchBegan() {
    if (_autoHideEnabled) _touching = true;
}

void ScrollViewBar::onTouchEnded() {
    if (!_autoHideEnabled) return;
    _touching = false;
    // Zero: it did not move since the touch began, so it is not showing.
    if (_autoHideRemainingTime > 0.0f) _autoHideRemainingTime = _autoHideTime;
}

void ScrollViewBar::onScrolled(const Vec2& outOfBoundary) {
    if (_autoHideEnabled) {
        _autoHideRemainingTime = _autoHideTime;
        Node::setOpacity(_opacity);
    }
    Layout* inner = _parent->getInnerContainer();
    const bool vertical = _direction == ScrollView::Direction::VERTICAL;
    const float innerMeasure = vertical ? inner->getContentSize().height : inner->getContentSize().width;
    const float viewMeasure = vertical ? _parent->getContentSize().height : _parent->getContentSize().width;
    const float out = vertical ? outOfBoundary.y : outOfBoundary.x;
    const float innerPosition = vertical ? -inner->getPositionY() : -inner->getPositionX();
    const float length = calculateLength(innerMeasure, viewMeasure, out);
    setPosition(calculatePosition(innerMeasure, viewMeasure, innerPosition, out, length));
    // Within the edges a scroll only moves the bar: its shape is rebuilt when the length changes.
    if (length == _length) return;
    _length = length;
    redraw();
}

float ScrollViewBar::calculateLength(float innerMeasure, float viewMeasure, float outOfBoundary) const {
    float denominator = innerMeasure;
    if (outOfBoundary != 0.0f)
        denominator += std::fabs(outOfBoundary) * 20.0f; // shorter quickly past an edge
    if (denominator == 0.0f) return 0.0f;
    return std::fabs(viewMeasure - 2.0f * _marginForLength) * (viewMeasure / denominator);
}

Vec2 ScrollViewBar::calculatePosition(float innerMeasure, float viewMeasure, float innerPosition,
                                      float outOfBoundary, float length) const {
    float denominator = innerMeasure - viewMeasure;
    if (outOfBoundary != 0.0f) denominator += std::fabs(outOfBoundary);
    float ratio = 0.0f;
    if (denominator != 0.0f) ratio = std::clamp(innerPosition / denominator, 0.0f, 1.0f);
    const float position = (viewMeasure - length - 2.0f * _marginForLength) * ratio + _marginForLength;
    if (_direction == ScrollView::Direction::VERTICAL)
        return Vec2(_parent->getContentSize().width - _marginFromBoundary, position);
    return Vec2(position, _marginFromBoundary);
}

} // namespace ui
} // namespace cc
