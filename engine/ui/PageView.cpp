// engine/ui/PageView.cpp — see PageView.h; cocos2d-x 3.17's paging rules.
#include "ui/PageView.h"

#include "ui/PageViewIndicator.h"

#include <algorithm>

namespace cc {
namespace ui {

PageView::PageView() = default;
PageView::~PageView() = default;

bool PageView::init() {
    if (!ListView::init()) return false;
    setDirection(Direction::HORIZONTAL);
    setMagneticType(MagneticType::CENTER);
    setScrollBarEnabled(false);
    return true;
}

void PageView::setDirection(Direction direction) {
    ListView::setDirection(direction);
    if (direction == Direction::HORIZONTAL)
        _indicatorPositionAsAnchorPoint = Vec2(0.5f, 0.1f);
    else if (direction == Direction::VERTICAL)
        _indicatorPositionAsAnchorPoint = Vec2(0.1f, 0.5f);
    if (_indicator) {
        _indicator->setDirection(direction);
        refreshIndicatorPosition();
    }
}

void PageView::scrollToItem(std::ptrdiff_t index) {
    ListView::scrollToItem(index, Vec2(0.5f, 0.5f), Vec2(0.5f, 0.5f));
}

void PageView::scrollToItem(std::ptrdiff_t index, float time) {
    ListView::scrollToItem(index, Vec2(0.5f, 0.5f), Vec2(0.5f, 0.5f), time >= 0.0f ? time : _scrollTime);
}

void PageView::setCurrentPageIndex(std::ptrdiff_t index) {
    jumpToItem(index, Vec2(0.5f, 0.5f), Vec2(0.5f, 0.5f));
}

void PageView::doLayout() {
    if (!_innerContainerDoLayoutDirty) return;
    ListView::doLayout();
    if (_indicator) _indicator->indicate(getIndex(getCenterItemInCurrentView()));
    _innerContainerDoLayoutDirty = false;
}

void PageView::onItemListChanged() {
    ListView::onItemListChanged();
    if (_indicator) _indicator->reset(_items.size());
}

void PageView::onSizeChanged() {
    ListView::onSizeChanged();
    refreshIndicatorPosition();
}

void PageView::moveInnerContainer(const Vec2& deltaMove, bool canStartBounceBack) {
    RefPtr<PageView> keep(this);
    ListView::moveInnerContainer(deltaMove, canStartBounceBack);
    _currentPageIndex = getIndex(getCenterItemInCurrentView());
    if (_indicator) _indicator->indicate(_currentPageIndex);
}

void PageView::handleReleaseLogic(Touch* touch) {
    // ScrollView's: ListView's would start its own magnetic scroll.
    RefPtr<PageView> keep(this);
    ScrollView::handleReleaseLogic(touch);
    if (_items.empty()) return;
    const Vec2 velocity = flattenVectorByDirection(calculateTouchMoveVelocity());
    constexpr float kInertiaThreshold = 500.0f;
    if (velocity.length() < kInertiaThreshold) {
        startMagneticScroll();
        return;
    }
    Widget* current = getItem(_currentPageIndex);
    if (!current) {
        startMagneticScroll();
        return;
    }
    const Vec2 toCurrent = flattenVectorByDirection(
        calculateItemDestination(Vec2(0.5f, 0.5f), current, Vec2(0.5f, 0.5f)) - getInnerContainerPosition());
    // Moving toward the current page: settle there; away from it: the next page that way.
    if (velocity.x * toCurrent.x > 0.0f || velocity.y * toCurrent.y > 0.0f) {
        startMagneticScroll();
        return;
    }
    if (velocity.x < 0.0f || velocity.y > 0.0f)
        ++_currentPageIndex;
    else
        --_currentPageIndex;
    _currentPageIndex = std::clamp<std::ptrdiff_t>(_currentPageIndex, 0, _items.size() - 1);
    scrollToItem(_currentPageIndex);
}

void PageView::addEventListener(const ccPageViewCallback& callback) {
    _pageViewEventCallback = callback;
    _findsTurns = true;
    // cocos: the turn is found through the scroll events (this replaces a scroll listener).
    ScrollView::addEventListener([this](Ref*, ScrollView::EventType type) {
        if (type == ScrollView::EventType::AUTOSCROLL_ENDED && _previousPageIndex != _currentPageIndex)
            pageTurningEvent();
    });
}

void PageView::pageTurningEvent() {
    RefPtr<PageView> keep(this);
    if (_pageViewEventCallback) {
        ccPageViewCallback callback = _pageViewEventCallback; // it may replace itself
        callback(this, EventType::TURNING);
    }
    if (_ccEventCallback) {
        ccWidgetEventCallback callback = _ccEventCallback;
        callback(this, static_cast<int>(EventType::TURNING));
    }
    _previousPageIndex = _currentPageIndex;
}

/* -- Indicator ------------------------------------------------------------------------------------------ */

void PageView::setIndicatorEnabled(bool enabled) {
    if (enabled == (_indicator != nullptr)) return;
    if (!enabled) {
        removeProtectedChild(_indicator);
        _indicator = nullptr;
        return;
    }
    _indicator = PageViewIndicator::create();
    _indicator->setDirection(getDirection());
    addProtectedChild(_indicator, 10000);
    setIndicatorSelectedIndexColor(Color3B(100, 100, 255));
    _indicator->reset(_items.size());
    _indicator->indicate(_currentPageIndex);
    refreshIndicatorPosition();
}

void PageView::refreshIndicatorPosition() {
    if (!_indicator) return;
    _indicator->setPosition(Vec2(_contentSize.width * _indicatorPositionAsAnchorPoint.x,
                                 _contentSize.height * _indicatorPositionAsAnchorPoint.y));
}

void PageView::setIndicatorPositionAsAnchorPoint(const Vec2& positionAsAnchorPoint) {
    _indicatorPositionAsAnchorPoint = positionAsAnchorPoint;
    refreshIndicatorPosition();
}

void PageView::setIndicatorPosition(const Vec2& position) {
    if (!_indicator) return;
    _indicatorPositionAsAnchorPoint =
        Vec2(_contentSize.width != 0.0f ? position.x / _contentSize.width : 0.0f,
             _contentSize.height != 0.0f ? position.y / _contentSize.height : 0.0f);
    _indicator->setPosition(position);
}

// Without an indicator the getters give cocos's fallbacks (cocos asserts on some).
const Vec2& PageView::getIndicatorPosition() const {
    return _indicator ? _indicator->getPosition() : Vec2::ZERO;
}

void PageView::setIndicatorSpaceBetweenIndexNodes(float space) {
    if (_indicator) _indicator->setSpaceBetweenIndexNodes(space);
}

float PageView::getIndicatorSpaceBetweenIndexNodes() const {
    return _indicator ? _indicator->getSpaceBetweenIndexNodes() : 0.0f;
}

void PageView::setIndicatorSelectedIndexColor(const Color3B& color) {
    if (_indicator) _indicator->setSelectedIndexColor(color);
}

const Color3B& PageView::getIndicatorSelectedIndexColor() const {
    return _indicator ? _indicator->getSelectedIndexColor() : Color3B::WHITE;
}

void PageView::setIndicatorIndexNodesColor(const Color3B& color) {
    if (_indicator) _indicator->setIndexNodesColor(color);
}

const Color3B& PageView::getIndicatorIndexNodesColor() const {
    return _indicator ? _indicator->getIndexNodesColor() : Color3B::WHITE;
}

void PageView::setIndicatorSelectedIndexOpacity(GLubyte opacity) {
    if (_indicator) _indicator->setSelectedIndexOpacity(opacity);
}

GLubyte PageView::getIndicatorSelectedIndexOpacity() const {
    return _indicator ? _indicator->getSelectedIndexOpacity() : 0;
}

void PageView::setIndicatorIndexNodesOpacity(GLubyte opacity) {
    if (_indicator) _indicator->setIndexNodesOpacity(opacity);
}

GLubyte PageView::getIndicatorIndexNodesOpacity() const {
    return _indicator ? _indicator->getIndexNodesOpacity() : 0;
}

void PageView::setIndicatorIndexNodesScale(float scale) {
    if (_indicator) _indicator->setIndexNodesScale(scale);
}

float PageView::getIndicatorIndexNodesScale() const {
    return _indicator ? _indicator->getIndexNodesScale() : 0.0f;
}

void PageView::setIndicatorIndexNodesTexture(const std::string& textureName, TextureResType type) {
    if (_indicator) _indicator->setIndexNodesTexture(textureName, type);
}

void PageView::copySpecialProperties(Widget* model) {
    auto* view = dynamic_cast<PageView*>(model);
    if (!view) return;
    ListView::copySpecialProperties(model);
    // The copied scroll listener is the model's turn finder (it names the model): install ours.
    if (view->_findsTurns) addEventListener(view->_pageViewEventCallback);
    _customScrollThreshold = view->_customScrollThreshold;
    _usingCustomScrollThreshold = view->_usingCustomScrollThreshold;
    setIndicatorEnabled(view->getIndicatorEnabled());
    if (view->_indicator) {
        setIndicatorPositionAsAnchorPoint(view->_indicatorPositionAsAnchorPoint);
        setIndicatorSelectedIndexColor(view->getIndicatorSelectedIndexColor());
        setIndicatorIndexNodesColor(view->getIndicatorIndexNodesColor());
        setIndicatorIndexNodesOpacity(view->getIndicatorIndexNodesOpacity());
        setIndicatorSelectedIndexOpacity(view->getIndicatorSelectedIndexOpacity());
        setIndicatorSpaceBetweenIndexNodes(view->getIndicatorSpaceBetweenIndexNodes());
        setIndicatorIndexNodesScale(view->getIndicatorIndexNodesScale());
    }
}

} // namespace ui
} // namespace cc
