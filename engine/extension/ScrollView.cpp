// engine/extension/ScrollView.cpp
#include "extension/ScrollView.h"

#include "actions/ActionComposite.h"
#include "actions/ActionInstant.h"
#include "actions/ActionTransform.h"
#include "actions/ActionTween.h"
#include "events/EventDispatcher.h"
#include "events/EventListenerTouch.h"
#include "events/Touch.h"

#include <algorithm>
#include <cmath>

namespace cc::extension {
namespace {
// cocos2d-x's constants (CCScrollView.cpp).
constexpr float kDeaccelRate = 0.95f; // the step kept each frame after release
constexpr float kDeaccelDist = 1.0f;  // below this step the deceleration stops
constexpr float kBounceDuration = 0.15f;
constexpr float kInsetRatio = 0.2f;   // how far past its ends the container may go
constexpr float kMoveDistance = 7.0f; // cocos's 7/160 inch at 160 dpi, in points
const char* const kDeaccelerateKey = "ScrollView::deaccelerateScrolling";
const char* const kAnimatedScrollKey = "ScrollView::performedAnimatedScroll";
} // namespace

ScrollView* ScrollView::create() {
    auto* view = new ScrollView();
    if (view->init()) return static_cast<ScrollView*>(view->autorelease());
    delete view;
    return nullptr;
}

ScrollView* ScrollView::create(Size size, Node* container) {
    auto* view = new ScrollView();
    if (view->initWithViewSize(size, container)) return static_cast<ScrollView*>(view->autorelease());
    delete view;
    return nullptr;
}

ScrollView::~ScrollView() {
    if (_touchListener && getEventDispatcher())
        getEventDispatcher()->removeEventListener(_touchListener.get());
}

bool ScrollView::init() {
    return initWithViewSize(Size(200, 200), nullptr);
}

bool ScrollView::initWithViewSize(Size size, Node* container) {
    if (_container && _container->getParent() == this) Layer::removeChild(_container, true); // init again
    _container = nullptr;
    if (!Layer::init()) return false;
    _container = container;
    if (!_container) {
        _container = Layer::create();
        _container->setIgnoreAnchorPointForPosition(false);
        _container->setAnchorPoint(Vec2::ZERO);
    }
    setViewSize(size);
    setTouchEnabled(true);
    _touches.clear();
    _delegate = nullptr;
    _bounceable = true;
    _clippingToBounds = true;
    _direction = Direction::BOTH;
    _container->setPosition(Vec2::ZERO);
    _touchLength = 0.0f;
    Layer::addChild(_container);
    _minScale = _maxScale = 1.0f;
    return true;
}

void ScrollView::setTouchEnabled(bool enabled) {
    if (_touchListener) {
        getEventDispatcher()->removeEventListener(_touchListener.get());
        _touchListener = nullptr;
    }
    if (enabled) {
        _touchListener = EventListenerTouchOneByOne::create();
        _touchListener->onTouchBegan = [this](Touch* t, Event* e) { return onTouchBegan(t, e); };
        _touchListener->onTouchMoved = [this](Touch* t, Event* e) { onTouchMoved(t, e); };
        _touchListener->onTouchEnded = [this](Touch* t, Event* e) { onTouchEnded(t, e); };
        _touchListener->onTouchCancelled = [this](Touch* t, Event* e) { onTouchCancelled(t, e); };
        getEventDispatcher()->addEventListenerWithSceneGraphPriority(_touchListener.get(), this);
    } else {
        _dragging = false;
        _touchMoved = false;
        _touches.clear();
    }
}

bool ScrollView::isTouchEnabled() const {
    return _touchListener != nullptr;
}

void ScrollView::setSwallowTouches(bool swallow) {
    if (_touchListener) _touchListener->setSwallowTouches(swallow);
}

void ScrollView::tellScrolled() {
    if (_delegate) _delegate->scrollViewDidScroll(this);
}

void ScrollView::setContentOffset(Vec2 offset, bool animated) {
    if (animated) {
        setContentOffsetInDuration(offset, kBounceDuration);
        return;
    }
    if (!_bounceable) {
        const Vec2 lo = minContainerOffset(), hi = maxContainerOffset();
        offset.x = std::max(lo.x, std::min(hi.x, offset.x));
        offset.y = std::max(lo.y, std::min(hi.y, offset.y));
    }
    _container->setPosition(offset);
    tellScrolled();
}

void ScrollView::setContentOffsetInDuration(Vec2 offset, float dt) {
    if (_animatedScrollAction) stopAnimatedContentOffset();
    auto* scroll = MoveTo::create(dt, offset);
    auto* expire = CallFuncN::create([this](Node*) { stoppedAnimatedScroll(); });
    _animatedScrollAction = _container->runAction(Sequence::create(scroll, expire, nullptr));
    schedule([this](float dt) { performedAnimatedScroll(dt); }, kAnimatedScrollKey);
}

void ScrollView::stopAnimatedContentOffset() {
    if (_animatedScrollAction) _container->stopAction(_animatedScrollAction.get());
    _animatedScrollAction = nullptr;
    unschedule(kAnimatedScrollKey);
}

Vec2 ScrollView::getContentOffset() const {
    return _container->getPosition();
}

void ScrollView::setZoomScale(float scale) {
    if (_container->getScale() == scale) return;
    Vec2 center;
    if (_touchLength == 0.0f)
        center = convertToWorldSpace(Vec2(_viewSize.width * 0.5f, _viewSize.height * 0.5f));
    else
        center = _touchPoint;
    const Vec2 oldCenter = _container->convertToNodeSpace(center);
    _container->setScale(std::max(_minScale, std::min(_maxScale, scale)));
    const Vec2 newCenter = _container->convertToWorldSpace(oldCenter);
    const Vec2 offset = center - newCenter;
    if (_delegate) _delegate->scrollViewDidZoom(this);
    setContentOffset(_container->getPosition() + offset);
}

void ScrollView::setZoomScale(float scale, bool animated) {
    if (animated)
        setZoomScaleInDuration(scale, kBounceDuration);
    else
        setZoomScale(scale);
}

float ScrollView::getZoomScale() const {
    return _container->getScale();
}

void ScrollView::setZoomScaleInDuration(float scale, float dt) {
    if (dt <= 0.0f) {
        setZoomScale(scale);
        return;
    }
    if (_container->getScale() == scale) return;
    runAction(ActionTween::create(dt, "zoomScale", _container->getScale(), scale)); // this is its delegate
}

void ScrollView::updateTweenAction(float value, const std::string& /*key*/) {
    setZoomScale(value);
}

bool ScrollView::hasVisibleParents() const {
    for (const Node* node = getParent(); node; node = node->getParent())
        if (!node->isVisible()) return false;
    return true;
}

void ScrollView::setViewSize(Size size) {
    _viewSize = size;
    Layer::setContentSize(size);
}

void ScrollView::setContainer(Node* container) {
    if (!container) return; // cocos keeps a container at all times
    removeAllChildrenWithCleanup(true);
    _container = container;
    _container->setIgnoreAnchorPointForPosition(false);
    _container->setAnchorPoint(Vec2::ZERO);
    Layer::addChild(_container);
    setViewSize(_viewSize);
}

void ScrollView::relocateContainer(bool animated) {
    const Vec2 lo = minContainerOffset(), hi = maxContainerOffset();
    const Vec2 old = _container->getPosition();
    float x = old.x, y = old.y;
    if (_direction == Direction::BOTH || _direction == Direction::HORIZONTAL)
        x = std::min(std::max(x, lo.x), hi.x);
    if (_direction == Direction::BOTH || _direction == Direction::VERTICAL)
        y = std::max(std::min(y, hi.y), lo.y);
    if (x != old.x || y != old.y) setContentOffset(Vec2(x, y), animated);
}

Vec2 ScrollView::maxContainerOffset() const {
    const Vec2 anchor =
        _container->isIgnoreAnchorPointForPosition() ? Vec2::ZERO : _container->getAnchorPoint();
    const float w = _container->getContentSize().width * _container->getScaleX();
    const float h = _container->getContentSize().height * _container->getScaleY();
    return Vec2(anchor.x * w, anchor.y * h);
}

Vec2 ScrollView::minContainerOffset() const {
    const Vec2 anchor =
        _container->isIgnoreAnchorPointForPosition() ? Vec2::ZERO : _container->getAnchorPoint();
    const float w = _container->getContentSize().width * _container->getScaleX();
    const float h = _container->getContentSize().height * _container->getScaleY();
    return Vec2(_viewSize.width - (1 - anchor.x) * w, _viewSize.height - (1 - anchor.y) * h);
}

bool ScrollView::isNodeVisible(Node* node) const {
    if (!node) return false;
    const Vec2 offset = getContentOffset();
    const float scale = getZoomScale();
    const Rect view(-offset.x / scale, -offset.y / scale, _viewSize.width / scale, _viewSize.height / scale);
    return view.intersectsRect(node->getBoundingBox());
}

void ScrollView::pause(Ref*) {
    _container->pause();
    for (Node* child : _container->getChildren())
        child->pause();
}

void ScrollView::resume(Ref*) {
    for (Node* child : _container->getChildren())
        child->resume();
    _container->resume();
}

void ScrollView::deaccelerateScrolling(float) {
    if (_dragging) {
        unschedule(kDeaccelerateKey);
        return;
    }
    _container->setPosition(_container->getPosition() + _scrollDistance);
    const Vec2 maxInset = _bounceable ? _maxInset : maxContainerOffset();
    const Vec2 minInset = _bounceable ? _minInset : minContainerOffset();
    const float x = _container->getPosition().x, y = _container->getPosition().y;
    _scrollDistance = _scrollDistance * kDeaccelRate;
    setContentOffset(Vec2(x, y));
    const bool vertical = _direction == Direction::BOTH || _direction == Direction::VERTICAL;
    const bool horizontal = _direction == Direction::BOTH || _direction == Direction::HORIZONTAL;
    if ((std::fabs(_scrollDistance.x) <= kDeaccelDist && std::fabs(_scrollDistance.y) <= kDeaccelDist) ||
        (vertical && (y >= maxInset.y || y <= minInset.y)) ||
        (horizontal && (x >= maxInset.x || x <= minInset.x))) {
        unschedule(kDeaccelerateKey);
        relocateContainer(true);
    }
}

void ScrollView::stoppedAnimatedScroll() {
    unschedule(kAnimatedScrollKey);
    _animatedScrollAction = nullptr;
    // cocos tells the delegate once more when the animation ends (table views fill their last cells).
    tellScrolled();
}

void ScrollView::performedAnimatedScroll(float) {
    if (_dragging) {
        unschedule(kAnimatedScrollKey);
        return;
    }
    tellScrolled();
}

const Size& ScrollView::getContentSize() const {
    return _container ? _container->getContentSize() : Layer::getContentSize();
}

void ScrollView::setContentSize(const Size& size) {
    if (!_container) { // Layer::init sizes the view before it has a container
        Layer::setContentSize(size);
        return;
    }
    _container->setContentSize(size);
    updateInset();
}

void ScrollView::updateInset() {
    if (!_container) return;
    const Vec2 hi = maxContainerOffset(), lo = minContainerOffset();
    _maxInset = Vec2(hi.x + _viewSize.width * kInsetRatio, hi.y + _viewSize.height * kInsetRatio);
    _minInset = Vec2(lo.x - _viewSize.width * kInsetRatio, lo.y - _viewSize.height * kInsetRatio);
}

void ScrollView::addChild(Node* child, int localZOrder, int tag) {
    if (!child) return;
    if (_container != child) {
        _container->addChild(child, localZOrder, tag);
        return;
    }
    Layer::addChild(child, localZOrder, tag);
}

void ScrollView::addChild(Node* child, int localZOrder, const std::string& name) {
    if (!child) return;
    if (_container != child) {
        _container->addChild(child, localZOrder, name);
        return;
    }
    Layer::addChild(child, localZOrder, name);
}

void ScrollView::addChild(Node* child) {
    if (child) addChild(child, child->getLocalZOrder(), child->getTag());
}

void ScrollView::addChild(Node* child, int localZOrder) {
    if (child) addChild(child, localZOrder, child->getTag());
}

Rect ScrollView::getViewRect() const {
    Vec2 screenPos = convertToWorldSpace(Vec2::ZERO);
    float scaleX = getScaleX(), scaleY = getScaleY();
    for (Node* p = getParent(); p; p = p->getParent()) {
        scaleX *= p->getScaleX();
        scaleY *= p->getScaleY();
    }
    if (scaleX < 0.0f) { // negative scales: the rect runs the other way
        screenPos.x += _viewSize.width * scaleX;
        scaleX = -scaleX;
    }
    if (scaleY < 0.0f) {
        screenPos.y += _viewSize.height * scaleY;
        scaleY = -scaleY;
    }
    return Rect(screenPos.x, screenPos.y, _viewSize.width * scaleX, _viewSize.height * scaleY);
}

bool ScrollView::hasTouch(Touch* touch) const {
    return std::any_of(_touches.begin(), _touches.end(),
                       [&](const RefPtr<Touch>& t) { return t.get() == touch; });
}

void ScrollView::removeTouch(Touch* touch) {
    _touches.erase(std::remove_if(_touches.begin(), _touches.end(),
                                  [&](const RefPtr<Touch>& t) { return t.get() == touch; }),
                   _touches.end());
}

bool ScrollView::onTouchBegan(Touch* touch, Event*) {
    for (Node* n = this; n; n = n->getParent())
        if (!n->isVisible()) return false;
    const Rect frame = getViewRect();
    if (_touches.size() > 2 || _touchMoved || !frame.containsPoint(touch->getLocation())) return false;
    if (!hasTouch(touch)) _touches.emplace_back(touch);
    if (_touches.size() == 1) { // a drag
        _touchPoint = convertTouchToNodeSpace(touch);
        _touchMoved = false;
        _dragging = true;
        _scrollDistance = Vec2::ZERO;
        _touchLength = 0.0f;
    } else if (_touches.size() == 2) { // a pinch
        const Vec2 a = _container->convertTouchToNodeSpace(_touches[0].get());
        const Vec2 b = _container->convertTouchToNodeSpace(_touches[1].get());
        _touchPoint = convertToWorldSpace(Vec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f));
        _touchLength = _container->convertTouchToNodeSpace(_touches[0].get())
                           .distance(_container->convertTouchToNodeSpace(_touches[1].get()));
        _dragging = false;
    }
    return true;
}

void ScrollView::onTouchMoved(Touch* touch, Event*) {
    if (!isVisible() || !hasTouch(touch)) return;
    if (_touches.size() == 1 && _dragging) {
        const Vec2 newPoint = convertTouchToNodeSpace(_touches[0].get());
        Vec2 moveDistance = newPoint - _touchPoint;
        float distance = 0.0f;
        if (_direction == Direction::VERTICAL)
            distance = moveDistance.y;
        else if (_direction == Direction::HORIZONTAL)
            distance = moveDistance.x;
        else
            distance = std::sqrt(moveDistance.x * moveDistance.x + moveDistance.y * moveDistance.y);
        if (!_touchMoved && std::fabs(distance) < kMoveDistance) return; // not a drag yet
        if (!_touchMoved) moveDistance = Vec2::ZERO;
        _touchPoint = newPoint;
        _touchMoved = true;
        if (_direction == Direction::VERTICAL) moveDistance = Vec2(0.0f, moveDistance.y);
        if (_direction == Direction::HORIZONTAL) moveDistance = Vec2(moveDistance.x, 0.0f);
        const Vec2 position = _container->getPosition();
        _scrollDistance = moveDistance;
        setContentOffset(Vec2(position.x + moveDistance.x, position.y + moveDistance.y));
    } else if (_touches.size() == 2 && !_dragging) {
        const float length = _container->convertTouchToNodeSpace(_touches[0].get())
                                 .distance(_container->convertTouchToNodeSpace(_touches[1].get()));
        if (_touchLength > 0.0f) setZoomScale(getZoomScale() * length / _touchLength);
    }
}

void ScrollView::onTouchEnded(Touch* touch, Event*) {
    if (!isVisible() || !hasTouch(touch)) return;
    if (_touches.size() == 1 && _touchMoved)
        schedule([this](float dt) { deaccelerateScrolling(dt); }, kDeaccelerateKey);
    removeTouch(touch);
    if (_touches.empty()) {
        _dragging = false;
        _touchMoved = false;
    }
}

void ScrollView::onTouchCancelled(Touch* touch, Event*) {
    if (!isVisible()) return;
    removeTouch(touch);
    if (_touches.empty()) {
        _dragging = false;
        _touchMoved = false;
    }
}

} // namespace cc::extension
