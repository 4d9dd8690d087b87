// engine/ui/ScrollView.cpp — see ScrollView.h. The motion is cocos2d-x 3.17's: the same boundaries,
// braking, quintic ease-out and event order.
#include "ui/ScrollView.h"

#include "events/Touch.h"
#include "ui/ScrollViewBar.h"

#include <cmath>

namespace cc {
namespace ui {

namespace {
constexpr std::size_t kGatheredTouchMoves = 5;
constexpr float kOutOfBoundaryBrakingFactor = 0.05f;
constexpr float kBounceBackDuration = 1.0f;
constexpr float kStopEpsilon = 1.1920929e-07f; // cocos's FLT_EPSILON

bool nearZero(const Vec2& v) {
    return std::fabs(v.x) <= 0.0001f && std::fabs(v.y) <= 0.0001f;
}

float quinticEaseOut(float t) {
    t -= 1.0f;
    return t * t * t * t * t + 1.0f;
}
} // namespace

ScrollView::ScrollView() {
    _propagateTouchEvents = false;
}

ScrollView::~ScrollView() = default;

bool ScrollView::init() {
    if (!initAs(Type::ABSOLUTE)) return false;
    setTouchEnabled(true);
    setClippingEnabled(true);
    _innerContainer->setTouchEnabled(false);
    if (_scrollBarEnabled) initScrollBar();
    return true;
}

void ScrollView::initRenderer() {
    Layout::initRenderer();
    _innerContainer = Layout::create();
    _innerContainer->setCascadeColorEnabled(true);
    _innerContainer->setCascadeOpacityEnabled(true);
    addProtectedChild(_innerContainer, 1, 1);
}

void ScrollView::onEnter() {
    Layout::onEnter();
    scheduleUpdate();
}

void ScrollView::onSizeChanged() {
    Layout::onSizeChanged();
    if (!_innerContainer) return; // Widget::init sizes the view before initRenderer made it
    _topBoundary = _contentSize.height;
    _rightBoundary = _contentSize.width;
    const Size inner = _innerContainer->getContentSize();
    _innerContainer->setContentSize(
        Size(std::max(inner.width, _contentSize.width), std::max(inner.height, _contentSize.height)));
    setInnerContainerPosition(Vec2(0.0f, _contentSize.height - _innerContainer->getContentSize().height));
    updateScrollBar(getHowMuchOutOfBoundary());
}

void ScrollView::doLayout() {
    _doLayoutDirty = false; // the inner container lays out its own children
}

/* -- Inner container ------------------------------------------------------------------------------- */

void ScrollView::setInnerContainerSize(const Size& size) {
    // A side smaller than the view's is raised to it (cocos logs it in debug builds only).
    const Size innerSize(std::max(size.width, _contentSize.width),
                         std::max(size.height, _contentSize.height));
    _innerContainer->setContentSize(innerSize);
    Vec2 position = _innerContainer->getPosition();
    const Vec2 anchor = _innerContainer->getAnchorPoint();
    if (_innerContainer->getLeftBoundary() != 0.0f) position.x = anchor.x * innerSize.width;
    if (_innerContainer->getTopBoundary() != _contentSize.height)
        position.y = _contentSize.height - (1.0f - anchor.y) * innerSize.height;
    setInnerContainerPosition(position);
    updateScrollBar(Vec2::ZERO);
}

const Size& ScrollView::getInnerContainerSize() const {
    return _innerContainer->getContentSize();
}

const Vec2& ScrollView::getInnerContainerPosition() const {
    return _innerContainer->getPosition();
}

void ScrollView::setInnerContainerPosition(const Vec2& position) {
    if (position == _innerContainer->getPosition()) return;
    RefPtr<ScrollView> keep(this); // the listeners below may release the view
    _innerContainer->setPosition(position);
    _outOfBoundaryAmountDirty = true;
    if (_bounceEnabled) // TOP, BOTTOM, LEFT: cocos's loop stops before RIGHT
        for (MoveDirection direction : {MoveDirection::TOP, MoveDirection::BOTTOM, MoveDirection::LEFT})
            if (isOutOfBoundary(direction))
                dispatchEvent(direction == MoveDirection::TOP      ? EventType::BOUNCE_TOP
                              : direction == MoveDirection::BOTTOM ? EventType::BOUNCE_BOTTOM
                                                                   : EventType::BOUNCE_LEFT);
    dispatchEvent(EventType::CONTAINER_MOVED);
}

void ScrollView::setDirection(Direction direction) {
    _direction = direction;
    if (_scrollBarEnabled) {
        removeScrollBar();
        initScrollBar();
    }
}

void ScrollView::setLayoutType(Type type) {
    _innerContainer->setLayoutType(type);
}

Layout::Type ScrollView::getLayoutType() const {
    return _innerContainer->getLayoutType();
}

/* -- Children: the inner container's ------------------------------------------------------------------ */

void ScrollView::addChild(Node* child) {
    ScrollView::addChild(child, child->getLocalZOrder(), child->getTag());
}

void ScrollView::addChild(Node* child, int localZOrder) {
    ScrollView::addChild(child, localZOrder, child->getTag());
}

void ScrollView::addChild(Node* child, int localZOrder, int tag) {
    _innerContainer->addChild(child, localZOrder, tag);
}

void ScrollView::addChild(Node* child, int localZOrder, const std::string& name) {
    _innerContainer->addChild(child, localZOrder, name);
}

void ScrollView::removeChild(Node* child, bool cleanup) {
    _innerContainer->removeChild(child, cleanup);
}

void ScrollView::removeAllChildrenWithCleanup(bool cleanup) {
    _innerContainer->removeAllChildrenWithCleanup(cleanup);
}

Vector<Node*>& ScrollView::getChildren() {
    return _innerContainer->getChildren();
}

const Vector<Node*>& ScrollView::getChildren() const {
    return _innerContainer->getChildren();
}

std::ptrdiff_t ScrollView::getChildrenCount() const {
    return _innerContainer->getChildrenCount();
}

Node* ScrollView::getChildByTag(int tag) const {
    return _innerContainer->getChildByTag(tag);
}

Node* ScrollView::getChildByName(const std::string& name) const {
    return _innerContainer->getChildByName(name);
}

/* -- Boundaries ----------------------------------------------------------------------------------------- */

Vec2 ScrollView::flattenVectorByDirection(const Vec2& vector) const {
    return Vec2(_direction == Direction::VERTICAL ? 0.0f : vector.x,
                _direction == Direction::HORIZONTAL ? 0.0f : vector.y);
}

Vec2 ScrollView::getHowMuchOutOfBoundary(const Vec2& addition) {
    if (addition == Vec2::ZERO && !_outOfBoundaryAmountDirty) return _outOfBoundaryAmount;
    Vec2 amount;
    const float left = _innerContainer->getLeftBoundary() + addition.x;
    const float right = _innerContainer->getRightBoundary() + addition.x;
    const float top = _innerContainer->getTopBoundary() + addition.y;
    const float bottom = _innerContainer->getBottomBoundary() + addition.y;
    if (left > _leftBoundary)
        amount.x = _leftBoundary - left;
    else if (right < _rightBoundary)
        amount.x = _rightBoundary - right;
    if (top < _topBoundary)
        amount.y = _topBoundary - top;
    else if (bottom > _bottomBoundary)
        amount.y = _bottomBoundary - bottom;
    if (addition == Vec2::ZERO) {
        _outOfBoundaryAmount = amount;
        _outOfBoundaryAmountDirty = false;
    }
    return amount;
}

bool ScrollView::isOutOfBoundary(MoveDirection direction) {
    const Vec2 out = getHowMuchOutOfBoundary();
    switch (direction) {
    case MoveDirection::TOP:
        return out.y > 0.0f;
    case MoveDirection::BOTTOM:
        return out.y < 0.0f;
    case MoveDirection::LEFT:
        return out.x < 0.0f;
    case MoveDirection::RIGHT:
        return out.x > 0.0f;
    }
    return false;
}

bool ScrollView::isOutOfBoundary() {
    return !nearZero(getHowMuchOutOfBoundary());
}

/* -- Moving --------------------------------------------------------------------------------------------- */

void ScrollView::moveInnerContainer(const Vec2& deltaMove, bool canStartBounceBack) {
    RefPtr<ScrollView> keep(this);
    setInnerContainerPosition(getInnerContainerPosition() + flattenVectorByDirection(deltaMove));
    updateScrollBar(getHowMuchOutOfBoundary());
    if (_bounceEnabled && canStartBounceBack) startBounceBackIfNeeded();
}

void ScrollView::scrollChildren(const Vec2& deltaMove) {
    Vec2 realMove = deltaMove;
    if (_bounceEnabled) { // past an edge, a drag moves half as far
        const Vec2 out = getHowMuchOutOfBoundary();
        realMove.x *= out.x == 0.0f ? 1.0f : 0.5f;
        realMove.y *= out.y == 0.0f ? 1.0f : 0.5f;
    } else {
        realMove += getHowMuchOutOfBoundary(realMove);
    }
    bool toLeft = false, toRight = false, toTop = false, toBottom = false;
    if (realMove.y > 0.0f)
        toBottom = _innerContainer->getBottomBoundary() + realMove.y >= _bottomBoundary;
    else if (realMove.y < 0.0f)
        toTop = _innerContainer->getTopBoundary() + realMove.y <= _topBoundary;
    if (realMove.x < 0.0f)
        toRight = _innerContainer->getRightBoundary() + realMove.x <= _rightBoundary;
    else if (realMove.x > 0.0f)
        toLeft = _innerContainer->getLeftBoundary() + realMove.x >= _leftBoundary;
    RefPtr<ScrollView> keep(this);
    moveInnerContainer(realMove, false);
    if (realMove.x != 0.0f || realMove.y != 0.0f) {
        _scrolling = true; // until the finger lifts (or stopScroll)
        dispatchEvent(EventType::SCROLLING);
    }
    if (toBottom) dispatchEvent(EventType::SCROLL_TO_BOTTOM);
    if (toTop) dispatchEvent(EventType::SCROLL_TO_TOP);
    if (toLeft) dispatchEvent(EventType::SCROLL_TO_LEFT);
    if (toRight) dispatchEvent(EventType::SCROLL_TO_RIGHT);
}

void ScrollView::startAutoScrollToDestination(const Vec2& destination, float timeInSec, bool attenuated) {
    startAutoScroll(destination - _innerContainer->getPosition(), timeInSec, attenuated);
}

void ScrollView::startAttenuatingAutoScroll(const Vec2& deltaMove, const Vec2& initialVelocity) {
    // cocos: the time of a quintic ease-out from the initial speed
    const float time = std::sqrt(std::sqrt(initialVelocity.length() / 5.0f));
    startAutoScroll(deltaMove, time, true);
}

void ScrollView::startAutoScroll(const Vec2& deltaMove, float timeInSec, bool attenuated) {
    const Vec2 adjusted = flattenVectorByDirection(deltaMove);
    _autoScrolling = true;
    _autoScrollTargetDelta = adjusted;
    _autoScrollAttenuate = attenuated;
    _autoScrollStartPosition = _innerContainer->getPosition();
    _autoScrollTotalTime = timeInSec;
    _autoScrollAccumulatedTime = 0.0f;
    _autoScrollBraking = false;
    _autoScrollBrakingStartPosition = Vec2::ZERO;
    // Already past an edge and going further past it: brake from the start.
    const Vec2 current = getHowMuchOutOfBoundary();
    if (!nearZero(current)) {
        _autoScrollCurrentlyOutOfBoundary = true;
        const Vec2 after = getHowMuchOutOfBoundary(adjusted);
        if (current.x * after.x > 0.0f || current.y * after.y > 0.0f) _autoScrollBraking = true;
    }
}

void ScrollView::stopAutoScroll() {
    if (!_autoScrolling) return;
    RefPtr<ScrollView> keep(this); // the listener may remove the view
    forEachScrollBar([](ScrollViewBar* bar) { bar->onTouchEnded(); });
    _autoScrolling = false;
    _autoScrollAttenuate = true;
    _autoScrollTotalTime = 0.0f;
    _autoScrollAccumulatedTime = 0.0f;
    dispatchEvent(EventType::AUTOSCROLL_ENDED);
}

void ScrollView::stopScroll() {
    if (!_scrolling) return;
    RefPtr<ScrollView> keep(this);
    forEachScrollBar([](ScrollViewBar* bar) { bar->onTouchEnded(); });
    _scrolling = false;
    _bePressed = false; // the rest of this drag moves nothing
    startBounceBackIfNeeded();
}

void ScrollView::stopOverallScroll() {
    RefPtr<ScrollView> keep(this);
    stopScroll();
    stopAutoScroll();
}

float ScrollView::getScrolledPercentVertical() const {
    const float minY = _contentSize.height - _innerContainer->getContentSize().height;
    if (minY == 0.0f) return 0.0f; // nothing to scroll (cocos divides by zero)
    return (1.0f - _innerContainer->getPositionY() / minY) * 100.0f;
}

float ScrollView::getScrolledPercentHorizontal() const {
    const float minX = _contentSize.width - _innerContainer->getContentSize().width;
    if (minX == 0.0f) return 0.0f;
    return _innerContainer->getPositionX() / minX * 100.0f;
}

Vec2 ScrollView::getScrolledPercentBothDirection() const {
    return Vec2(getScrolledPercentHorizontal(), getScrolledPercentVertical());
}

bool ScrollView::isNecessaryAutoScrollBrake() {
    if (_autoScrollBraking) return true;
    if (isOutOfBoundary()) {
        if (!_autoScrollCurrentlyOutOfBoundary) { // it has just gone past an edge
            _autoScrollCurrentlyOutOfBoundary = true;
            _autoScrollBraking = true;
            _autoScrollBrakingStartPosition = getInnerContainerPosition();
            return true;
        }
    } else {
        _autoScrollCurrentlyOutOfBoundary = false;
    }
    return false;
}

void ScrollView::processAutoScrolling(float dt) {
    const float brakingFactor = isNecessaryAutoScrollBrake() ? kOutOfBoundaryBrakingFactor : 1.0f;
    _autoScrollAccumulatedTime += dt * (1.0f / brakingFactor);
    float percentage = _autoScrollTotalTime > 0.0f
                           ? std::min(1.0f, _autoScrollAccumulatedTime / _autoScrollTotalTime)
                           : 1.0f;
    if (_autoScrollAttenuate) percentage = quinticEaseOut(percentage);
    Vec2 newPosition = _autoScrollStartPosition + _autoScrollTargetDelta * percentage;
    bool reachedEnd = std::fabs(percentage - 1.0f) <= kStopEpsilon;
    if (_bounceEnabled) {
        newPosition =
            _autoScrollBrakingStartPosition + (newPosition - _autoScrollBrakingStartPosition) * brakingFactor;
    } else {
        const Vec2 out = getHowMuchOutOfBoundary(newPosition - getInnerContainerPosition());
        if (!nearZero(out)) {
            newPosition += out;
            reachedEnd = true;
        }
    }
    RefPtr<ScrollView> keep(this);
    if (reachedEnd) {
        _autoScrolling = false;
        dispatchEvent(EventType::AUTOSCROLL_ENDED);
    }
    moveInnerContainer(newPosition - getInnerContainerPosition(), reachedEnd);
}

bool ScrollView::startBounceBackIfNeeded() {
    if (!_bounceEnabled) return false;
    const Vec2 amount = getHowMuchOutOfBoundary();
    if (nearZero(amount)) return false;
    startAutoScroll(amount, kBounceBackDuration, true);
    return true;
}

void ScrollView::jumpToDestination(const Vec2& destination) {
    _autoScrolling = false;
    moveInnerContainer(destination - getInnerContainerPosition(), true);
}

void ScrollView::update(float dt) {
    _clock += dt;
    if (_autoScrolling) processAutoScrolling(dt);
}

/* -- scrollTo* and jumpTo* --------------------------------------------------------------------------------
 */

void ScrollView::scrollToBottom(float timeInSec, bool attenuated) {
    startAutoScrollToDestination(Vec2(_innerContainer->getPositionX(), 0.0f), timeInSec, attenuated);
}

void ScrollView::scrollToTop(float timeInSec, bool attenuated) {
    startAutoScrollToDestination(
        Vec2(_innerContainer->getPositionX(), _contentSize.height - _innerContainer->getContentSize().height),
        timeInSec, attenuated);
}

void ScrollView::scrollToLeft(float timeInSec, bool attenuated) {
    startAutoScrollToDestination(Vec2(0.0f, _innerContainer->getPositionY()), timeInSec, attenuated);
}

void ScrollView::scrollToRight(float timeInSec, bool attenuated) {
    startAutoScrollToDestination(
        Vec2(_contentSize.width - _innerContainer->getContentSize().width, _innerContainer->getPositionY()),
        timeInSec, attenuated);
}

void ScrollView::scrollToTopLeft(float timeInSec, bool attenuated) {
    if (_direction != Direction::BOTH) return;
    startAutoScrollToDestination(Vec2(0.0f, _contentSize.height - _innerContainer->getContentSize().height),
                                 timeInSec, attenuated);
}

void ScrollView::scrollToTopRight(float timeInSec, bool attenuated) {
    if (_direction != Direction::BOTH) return;
    startAutoScrollToDestination(Vec2(_contentSize.width - _innerContainer->getContentSize().width,
                                      _contentSize.height - _innerContainer->getContentSize().height),
                                 timeInSec, attenuated);
}

void ScrollView::scrollToBottomLeft(float timeInSec, bool attenuated) {
    if (_direction != Direction::BOTH) return;
    startAutoScrollToDestination(Vec2::ZERO, timeInSec, attenuated);
}

void ScrollView::scrollToBottomRight(float timeInSec, bool attenuated) {
    if (_direction != Direction::BOTH) return;
    startAutoScrollToDestination(Vec2(_contentSize.width - _innerContainer->getContentSize().width, 0.0f),
                                 timeInSec, attenuated);
}

void ScrollView::scrollToPercentVertical(float percent, float timeInSec, bool attenuated) {
    const float minY = _contentSize.height - _innerContainer->getContentSize().height;
    startAutoScrollToDestination(Vec2(_innerContainer->getPositionX(), minY - percent * minY / 100.0f),
                                 timeInSec, attenuated);
}

void ScrollView::scrollToPercentHorizontal(float percent, float timeInSec, bool attenuated) {
    const float w = _innerContainer->getContentSize().width - _contentSize.width;
    startAutoScrollToDestination(Vec2(-(percent * w / 100.0f), _innerContainer->getPositionY()), timeInSec,
                                 attenuated);
}

void ScrollView::scrollToPercentBothDirection(const Vec2& percent, float timeInSec, bool attenuated) {
    if (_direction != Direction::BOTH) return;
    const float minY = _contentSize.height - _innerContainer->getContentSize().height;
    const float w = _innerContainer->getContentSize().width - _contentSize.width;
    startAutoScrollToDestination(Vec2(-(percent.x * w / 100.0f), minY - percent.y * minY / 100.0f), timeInSec,
                                 attenuated);
}

// Each jump lays out first (doLayout is virtual): a ListView lands where its items are now, as
// cocos's ListView overrides make it.
void ScrollView::jumpToBottom() {
    doLayout();
    jumpToDestination(Vec2(_innerContainer->getPositionX(), 0.0f));
}

void ScrollView::jumpToTop() {
    doLayout();
    jumpToDestination(Vec2(_innerContainer->getPositionX(),
                           _contentSize.height - _innerContainer->getContentSize().height));
}

void ScrollView::jumpToLeft() {
    doLayout();
    jumpToDestination(Vec2(0.0f, _innerContainer->getPositionY()));
}

void ScrollView::jumpToRight() {
    doLayout();
    jumpToDestination(
        Vec2(_contentSize.width - _innerContainer->getContentSize().width, _innerContainer->getPositionY()));
}

void ScrollView::jumpToTopLeft() {
    doLayout();
    if (_direction != Direction::BOTH) return;
    jumpToDestination(Vec2(0.0f, _contentSize.height - _innerContainer->getContentSize().height));
}

void ScrollView::jumpToTopRight() {
    doLayout();
    if (_direction != Direction::BOTH) return;
    jumpToDestination(Vec2(_contentSize.width - _innerContainer->getContentSize().width,
                           _contentSize.height - _innerContainer->getContentSize().height));
}

void ScrollView::jumpToBottomLeft() {
    doLayout();
    if (_direction != Direction::BOTH) return;
    jumpToDestination(Vec2::ZERO);
}

void ScrollView::jumpToBottomRight() {
    doLayout();
    if (_direction != Direction::BOTH) return;
    jumpToDestination(Vec2(_contentSize.width - _innerContainer->getContentSize().width, 0.0f));
}

void ScrollView::jumpToPercentVertical(float percent) {
    doLayout();
    const float minY = _contentSize.height - _innerContainer->getContentSize().height;
    jumpToDestination(Vec2(_innerContainer->getPositionX(), minY - percent * minY / 100.0f));
}

void ScrollView::jumpToPercentHorizontal(float percent) {
    doLayout();
    const float w = _innerContainer->getContentSize().width - _contentSize.width;
    jumpToDestination(Vec2(-(percent * w / 100.0f), _innerContainer->getPositionY()));
}

void ScrollView::jumpToPercentBothDirection(const Vec2& percent) {
    doLayout();
    if (_direction != Direction::BOTH) return;
    const float minY = _contentSize.height - _innerContainer->getContentSize().height;
    const float w = _innerContainer->getContentSize().width - _contentSize.width;
    jumpToDestination(Vec2(-(percent.x * w / 100.0f), minY - percent.y * minY / 100.0f));
}

/* -- Touch -------------------------------------------------------------------------------------------------
 */

bool ScrollView::touchDelta(Touch* touch, Vec2* delta) const {
    // cocos takes both points through the camera that hit the view, and ignores a move off it.
    if (!hitTest(touch->getLocation()) || !hitTest(touch->getPreviousLocation())) return false;
    *delta = convertToNodeSpace(touch->getLocation()) - convertToNodeSpace(touch->getPreviousLocation());
    return true;
}

void ScrollView::gatherTouchMove(const Vec2& delta) {
    while (_touchMoveDisplacements.size() >= kGatheredTouchMoves) {
        _touchMoveDisplacements.pop_front();
        _touchMoveTimeDeltas.pop_front();
    }
    _touchMoveDisplacements.push_back(delta);
    _touchMoveTimeDeltas.push_back(_clock - _touchMovePreviousTimestamp);
    _touchMovePreviousTimestamp = _clock;
}

Vec2 ScrollView::calculateTouchMoveVelocity() const {
    float totalTime = 0.0f;
    for (float timeDelta : _touchMoveTimeDeltas)
        totalTime += timeDelta;
    if (totalTime == 0.0f || totalTime >= _touchTotalTimeThreshold) return Vec2::ZERO;
    Vec2 totalMovement;
    for (const Vec2& displacement : _touchMoveDisplacements)
        totalMovement += displacement;
    return totalMovement / totalTime;
}

void ScrollView::handlePressLogic(Touch*) {
    _bePressed = true;
    _autoScrolling = false;
    _touchMovePreviousTimestamp = _clock;
    _touchMoveDisplacements.clear();
    _touchMoveTimeDeltas.clear();
    forEachScrollBar([](ScrollViewBar* bar) { bar->onTouchBegan(); });
}

void ScrollView::handleMoveLogic(Touch* touch) {
    if (!_bePressed) return; // stopScroll() ended this drag
    Vec2 delta;
    if (!touchDelta(touch, &delta)) return;
    RefPtr<ScrollView> keep(this);
    scrollChildren(delta);
    gatherTouchMove(delta);
}

void ScrollView::handleReleaseLogic(Touch* touch) {
    if (!_bePressed) return; // stopScroll() ended this drag
    Vec2 delta;
    if (touchDelta(touch, &delta)) gatherTouchMove(delta);
    _bePressed = false;
    _scrolling = false;
    const bool bouncing = startBounceBackIfNeeded();
    if (!bouncing && _inertiaScrollEnabled) {
        const Vec2 velocity = calculateTouchMoveVelocity();
        if (velocity != Vec2::ZERO) startAttenuatingAutoScroll(velocity * 0.7f, velocity); // cocos's factor
    }
    forEachScrollBar([](ScrollViewBar* bar) { bar->onTouchEnded(); });
}

bool ScrollView::onTouchBegan(Touch* touch, Event* event) {
    RefPtr<ScrollView> keep(this); // the widget's callbacks may remove the view
    const bool hit = Layout::onTouchBegan(touch, event);
    if (!_isInterceptTouch && hit) handlePressLogic(touch);
    return hit;
}

void ScrollView::onTouchMoved(Touch* touch, Event* event) {
    RefPtr<ScrollView> keep(this);
    Layout::onTouchMoved(touch, event);
    if (!_isInterceptTouch) handleMoveLogic(touch);
}

void ScrollView::onTouchEnded(Touch* touch, Event* event) {
    RefPtr<ScrollView> keep(this);
    Layout::onTouchEnded(touch, event);
    if (!_isInterceptTouch) handleReleaseLogic(touch);
    _isInterceptTouch = false;
}

void ScrollView::onTouchCancelled(Touch* touch, Event* event) {
    RefPtr<ScrollView> keep(this);
    Layout::onTouchCancelled(touch, event);
    if (!_isInterceptTouch) handleReleaseLogic(touch);
    _isInterceptTouch = false;
}

void ScrollView::interceptTouchEvent(TouchEventType event, Widget* sender, Touch* touch) {
    if (!_touchEnabled) {
        Layout::interceptTouchEvent(event, sender, touch);
        return;
    }
    if (_direction == Direction::NONE) return;
    RefPtr<ScrollView> keep(this);
    RefPtr<Widget> keepSender(sender);
    const Vec2 point = touch->getLocation();
    switch (event) {
    case TouchEventType::BEGAN:
        _isInterceptTouch = true;
        _touchBeganPosition = point;
        handlePressLogic(touch);
        break;
    case TouchEventType::MOVED: {
        _touchMovePosition = point;
        const Vec2 began = sender->getTouchBeganPosition();
        float offset = 0.0f;
        switch (_direction) {
        case Direction::HORIZONTAL:
            offset = std::fabs(began.x - point.x);
            break;
        case Direction::VERTICAL:
            offset = std::fabs(began.y - point.y);
            break;
        default:
            offset = (began - point).length();
            break;
        }
        if (offset > _childFocusCancelOffset) {
            sender->setHighlighted(false);
            handleMoveLogic(touch);
        }
        break;
    }
    case TouchEventType::CANCELED:
    case TouchEventType::ENDED:
        _touchEndPosition = point;
        handleReleaseLogic(touch);
        if (sender->isSwallowTouches()) _isInterceptTouch = false;
        break;
    }
}

void ScrollView::dispatchEvent(EventType type) {
    RefPtr<ScrollView> keep(this);
    if (_eventCallback) {
        ccScrollViewCallback callback = _eventCallback; // it may replace itself
        callback(this, type);
    }
    if (_ccEventCallback) {
        ccWidgetEventCallback callback = _ccEventCallback;
        callback(this, static_cast<int>(type));
    }
}

/* -- Scroll bars
 * ---------------------------------------------------------------------------------------------- */

void ScrollView::initScrollBar() {
    if (_direction != Direction::HORIZONTAL && !_verticalScrollBar) {
        _verticalScrollBar = ScrollViewBar::create(this, Direction::VERTICAL);
        addProtectedChild(_verticalScrollBar, 2);
    }
    if (_direction != Direction::VERTICAL && !_horizontalScrollBar) {
        _horizontalScrollBar = ScrollViewBar::create(this, Direction::HORIZONTAL);
        addProtectedChild(_horizontalScrollBar, 2);
    }
}

void ScrollView::removeScrollBar() {
    if (_verticalScrollBar) removeProtectedChild(_verticalScrollBar);
    if (_horizontalScrollBar) removeProtectedChild(_horizontalScrollBar);
    _verticalScrollBar = nullptr;
    _horizontalScrollBar = nullptr;
}

void ScrollView::updateScrollBar(const Vec2& outOfBoundary) {
    forEachScrollBar([&](ScrollViewBar* bar) { bar->onScrolled(outOfBoundary); });
}

void ScrollView::setScrollBarEnabled(bool enabled) {
    if (_scrollBarEnabled == enabled) return;
    if (_scrollBarEnabled) removeScrollBar();
    _scrollBarEnabled = enabled;
    if (_scrollBarEnabled) initScrollBar();
}

void ScrollView::setScrollBarPositionFromCorner(const Vec2& positionFromCorner) {
    if (_direction != Direction::HORIZONTAL) setScrollBarPositionFromCornerForVertical(positionFromCorner);
    if (_direction != Direction::VERTICAL) setScrollBarPositionFromCornerForHorizontal(positionFromCorner);
}

// cocos asserts a bar is there; Kite does nothing (getters give cocos's fallbacks).
void ScrollView::setScrollBarPositionFromCornerForVertical(const Vec2& positionFromCorner) {
    if (_verticalScrollBar) _verticalScrollBar->setPositionFromCorner(positionFromCorner);
}

Vec2 ScrollView::getScrollBarPositionFromCornerForVertical() const {
    return _verticalScrollBar ? _verticalScrollBar->getPositionFromCorner() : Vec2::ZERO;
}

void ScrollView::setScrollBarPositionFromCornerForHorizontal(const Vec2& positionFromCorner) {
    if (_horizontalScrollBar) _horizontalScrollBar->setPositionFromCorner(positionFromCorner);
}

Vec2 ScrollView::getScrollBarPositionFromCornerForHorizontal() const {
    return _horizontalScrollBar ? _horizontalScrollBar->getPositionFromCorner() : Vec2::ZERO;
}

void ScrollView::setScrollBarWidth(float width) {
    forEachScrollBar([&](ScrollViewBar* bar) { bar->setWidth(width); });
}

float ScrollView::getScrollBarWidth() const {
    const ScrollViewBar* bar = firstScrollBar();
    return bar ? bar->getWidth() : 0.0f;
}

void ScrollView::setScrollBarColor(const Color3B& color) {
    forEachScrollBar([&](ScrollViewBar* bar) { bar->setColor(color); });
}

const Color3B& ScrollView::getScrollBarColor() const {
    const ScrollViewBar* bar = firstScrollBar();
    return bar ? bar->getColor() : Color3B::WHITE;
}

void ScrollView::setScrollBarOpacity(GLubyte opacity) {
    forEachScrollBar([&](ScrollViewBar* bar) { bar->setBarOpacity(opacity); });
}

GLubyte ScrollView::getScrollBarOpacity() const {
    const ScrollViewBar* bar = firstScrollBar();
    return bar ? bar->getBarOpacity() : 255; // cocos returns (GLubyte) -1
}

void ScrollView::setScrollBarAutoHideEnabled(bool enabled) {
    forEachScrollBar([&](ScrollViewBar* bar) { bar->setAutoHideEnabled(enabled); });
}

bool ScrollView::isScrollBarAutoHideEnabled() const {
    const ScrollViewBar* bar = firstScrollBar();
    return bar ? bar->isAutoHideEnabled() : false;
}

void ScrollView::setScrollBarAutoHideTime(float time) {
    forEachScrollBar([&](ScrollViewBar* bar) { bar->setAutoHideTime(time); });
}

float ScrollView::getScrollBarAutoHideTime() const {
    const ScrollViewBar* bar = firstScrollBar();
    return bar ? bar->getAutoHideTime() : 0.0f;
}

/* -- Clone
 * --------------------------------------------------------------------------------------------------- */

void ScrollView::copyClonedWidgetChildren(Widget* model) {
    auto* view = dynamic_cast<ScrollView*>(model);
    if (!view) return;
    for (Node* child : Vector<Node*>(view->getChildren()))
        if (auto* widget = dynamic_cast<Widget*>(child)) addChild(widget->clone());
}

void ScrollView::copySpecialProperties(Widget* model) {
    auto* view = dynamic_cast<ScrollView*>(model);
    if (!view) return;
    Layout::copySpecialProperties(model);
    setDirection(view->_direction);
    setInnerContainerPosition(view->getInnerContainerPosition());
    setInnerContainerSize(view->getInnerContainerSize());
    _topBoundary = view->_topBoundary;
    _bottomBoundary = view->_bottomBoundary;
    _leftBoundary = view->_leftBoundary;
    _rightBoundary = view->_rightBoundary;
    _childFocusCancelOffset = view->_childFocusCancelOffset;
    setInertiaScrollEnabled(view->_inertiaScrollEnabled);
    setBounceEnabled(view->_bounceEnabled);
    _eventCallback = view->_eventCallback;
    _ccEventCallback = view->_ccEventCallback;
    setScrollBarEnabled(view->isScrollBarEnabled());
    if (isScrollBarEnabled()) {
        if (_direction != Direction::HORIZONTAL)
            setScrollBarPositionFromCornerForVertical(view->getScrollBarPositionFromCornerForVertical());
        if (_direction != Direction::VERTICAL)
            setScrollBarPositionFromCornerForHorizontal(view->getScrollBarPositionFromCornerForHorizontal());
        setScrollBarWidth(view->getScrollBarWidth());
        setScrollBarColor(view->getScrollBarColor());
        setScrollBarAutoHideEnabled(view->isScrollBarAutoHideEnabled());
        setScrollBarAutoHideTime(view->getScrollBarAutoHideTime());
    }
}

} // namespace ui
} // namespace cc
