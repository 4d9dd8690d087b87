// engine/ui/ListView.cpp — see ListView.h; cocos2d-x 3.17's item bookkeeping and magnetic stops.
#include "ui/ListView.h"

#include "ui/LinearLayoutParameter.h"

#include <algorithm>

namespace cc {
namespace ui {

ListView::ListView() = default;

ListView::~ListView() {
    CC_SAFE_RELEASE_NULL(_model);
}

bool ListView::init() {
    if (!ScrollView::init()) return false;
    setDirection(Direction::VERTICAL);
    return true;
}

void ListView::setItemModel(Widget* model) {
    if (!model) return; // cocos logs "Can't set a nullptr to item model!"
    model->retain();
    CC_SAFE_RELEASE(_model);
    _model = model;
}

/* -- Items ------------------------------------------------------------------------------------- */

void ListView::pushBackDefaultItem() {
    if (!_model) return;
    Widget* item = _model->clone();
    remedyLayoutParameter(item);
    addChild(item);
    requestDoLayout();
}

void ListView::insertDefaultItem(std::ptrdiff_t index) {
    if (!_model) return;
    insertCustomItem(_model->clone(), index);
}

void ListView::pushBackCustomItem(Widget* item) {
    if (!item) return;
    remedyLayoutParameter(item);
    addChild(item);
    requestDoLayout();
}

void ListView::insertCustomItem(Widget* item, std::ptrdiff_t index) {
    if (!item) return;
    index = std::clamp<std::ptrdiff_t>(index, 0, _items.size()); // cocos asserts
    RefPtr<Widget> keep(item);
    ScrollView::addChild(item, item->getLocalZOrder(), item->getTag());
    // Only what the container took: an ancestor of the list, or a widget with a parent, is refused.
    if (item->getParent() != _innerContainer || _items.contains(item)) return;
    if (_curSelectedIndex != -1 && _curSelectedIndex >= index) _curSelectedIndex += 1;
    _items.insert(index, item);
    onItemListChanged();
    remedyLayoutParameter(item);
    requestDoLayout();
}

void ListView::removeItem(std::ptrdiff_t index) {
    Widget* item = getItem(index);
    if (!item) return;
    removeChild(item, true);
    requestDoLayout();
}

void ListView::removeLastItem() {
    removeItem(_items.size() - 1);
}

void ListView::removeAllItems() {
    removeAllChildren();
}

Widget* ListView::getItem(std::ptrdiff_t index) const {
    if (index < 0 || index >= _items.size()) return nullptr;
    return _items.at(index);
}

std::ptrdiff_t ListView::getIndex(Widget* item) const {
    return item ? _items.getIndex(item) : -1;
}

void ListView::addChild(Node* child) {
    addChild(child, child->getLocalZOrder(), child->getName());
}

void ListView::addChild(Node* child, int localZOrder) {
    addChild(child, localZOrder, child->getName());
}

void ListView::addChild(Node* child, int localZOrder, int tag) {
    ScrollView::addChild(child, localZOrder, tag);
    addedToContainer(child);
}

void ListView::addChild(Node* child, int localZOrder, const std::string& name) {
    ScrollView::addChild(child, localZOrder, name);
    addedToContainer(child);
}

void ListView::addedToContainer(Node* child) {
    // Only what the container took: an ancestor of the list is refused (and would be a cycle here).
    auto* widget = dynamic_cast<Widget*>(child);
    if (!widget || child->getParent() != _innerContainer || _items.contains(widget)) return;
    _items.pushBack(widget);
    onItemListChanged();
}

void ListView::forgetItem(Widget* item) {
    const std::ptrdiff_t removed = getIndex(item);
    if (removed == -1) return;
    if (_curSelectedIndex != -1) {
        if (_curSelectedIndex > removed)
            _curSelectedIndex -= 1;
        else if (_curSelectedIndex == removed)
            _curSelectedIndex = -1;
    }
    _items.eraseObject(item);
    onItemListChanged();
}

void ListView::removeChild(Node* child, bool cleanup) {
    RefPtr<Node> keep(child); // the items held the last reference, maybe
    if (auto* widget = dynamic_cast<Widget*>(child)) forgetItem(widget);
    ScrollView::removeChild(child, cleanup);
}

void ListView::removeAllChildrenWithCleanup(bool cleanup) {
    ScrollView::removeAllChildrenWithCleanup(cleanup);
    _items.clear();
    _curSelectedIndex = -1;
    onItemListChanged();
}

void ListView::onItemListChanged() {
    _outOfBoundaryAmountDirty = true;
}

/* -- Layout ------------------------------------------------------------------------------------------ */

void ListView::setDirection(Direction direction) {
    if (direction == Direction::VERTICAL)
        setLayoutType(Type::VERTICAL);
    else if (direction == Direction::HORIZONTAL)
        setLayoutType(Type::HORIZONTAL);
    ScrollView::setDirection(direction);
}

void ListView::setGravity(Gravity gravity) {
    if (_gravity == gravity) return;
    _gravity = gravity;
    requestDoLayout();
}

void ListView::setMagneticType(MagneticType type) {
    _magneticType = type;
    onItemListChanged();
    startMagneticScroll();
}

void ListView::setItemsMargin(float margin) {
    if (_itemsMargin == margin) return;
    _itemsMargin = margin;
    requestDoLayout();
}

void ListView::setPadding(float left, float top, float right, float bottom) {
    if (left == _leftPadding && top == _topPadding && right == _rightPadding && bottom == _bottomPadding)
        return;
    _leftPadding = left;
    _topPadding = top;
    _rightPadding = right;
    _bottomPadding = bottom;
    requestDoLayout();
}

void ListView::setLeftPadding(float left) {
    setPadding(left, _topPadding, _rightPadding, _bottomPadding);
}

void ListView::setTopPadding(float top) {
    setPadding(_leftPadding, top, _rightPadding, _bottomPadding);
}

void ListView::setRightPadding(float right) {
    setPadding(_leftPadding, _topPadding, right, _bottomPadding);
}

void ListView::setBottomPadding(float bottom) {
    setPadding(_leftPadding, _topPadding, _rightPadding, bottom);
}

Margin ListView::itemMargin(std::ptrdiff_t index) const {
    const std::ptrdiff_t last = _items.size() - 1;
    if (_direction == Direction::VERTICAL) {
        if (index == 0) return Margin(_leftPadding, _topPadding, _rightPadding, 0.0f);
        if (index == last) return Margin(_leftPadding, _itemsMargin, _rightPadding, _bottomPadding);
        return Margin(_leftPadding, _itemsMargin, _rightPadding, 0.0f);
    }
    // cocos tests the last horizontal item against the item count, which no index equals: no item
    // gets the right padding (it only lengthens the inner container), kept so lists match.
    if (index == 0) return Margin(_leftPadding, _topPadding, 0.0f, _bottomPadding);
    return Margin(_itemsMargin, _topPadding, 0.0f, _bottomPadding);
}

void ListView::remedyLayoutParameter(Widget* item) {
    auto* parameter = dynamic_cast<LinearLayoutParameter*>(item->getLayoutParameter());
    RefPtr<LinearLayoutParameter> created;
    if (!parameter) {
        created = LinearLayoutParameter::create();
        parameter = created.get();
    }
    using LinearGravity = LinearLayoutParameter::LinearGravity;
    if (_direction == Direction::VERTICAL) {
        if (_gravity == Gravity::LEFT) parameter->setGravity(LinearGravity::LEFT);
        if (_gravity == Gravity::RIGHT) parameter->setGravity(LinearGravity::RIGHT);
        if (_gravity == Gravity::CENTER_HORIZONTAL) parameter->setGravity(LinearGravity::CENTER_HORIZONTAL);
        parameter->setMargin(itemMargin(getIndex(item)));
    } else if (_direction == Direction::HORIZONTAL) {
        if (_gravity == Gravity::TOP) parameter->setGravity(LinearGravity::TOP);
        if (_gravity == Gravity::BOTTOM) parameter->setGravity(LinearGravity::BOTTOM);
        if (_gravity == Gravity::CENTER_VERTICAL) parameter->setGravity(LinearGravity::CENTER_VERTICAL);
        parameter->setMargin(itemMargin(getIndex(item)));
    }
    if (created) item->setLayoutParameter(parameter);
}

void ListView::updateInnerContainerSize() {
    // cocos multiplies (count - 1) unsigned: an empty list with a margin is huge there; here it is 0.
    const float margins = _items.size() > 0 ? (_items.size() - 1) * _itemsMargin : 0.0f;
    const bool any = _items.size() > 0; // an empty list has no padding either, as in cocos
    if (_direction == Direction::VERTICAL) {
        float height = margins + (any ? _topPadding + _bottomPadding : 0.0f);
        for (Widget* item : _items)
            height += item->getContentSize().height;
        setInnerContainerSize(Size(_contentSize.width, height));
    } else if (_direction == Direction::HORIZONTAL) {
        float width = margins + (any ? _leftPadding + _rightPadding : 0.0f);
        for (Widget* item : _items)
            width += item->getContentSize().width;
        setInnerContainerSize(Size(width, _contentSize.height));
    }
}

void ListView::doLayout() {
    if (!_innerContainerDoLayoutDirty) return;
    RefPtr<ListView> keep(this);
    for (std::ptrdiff_t i = 0; i < _items.size(); ++i) {
        Widget* item = _items.at(i);
        item->setLocalZOrder(static_cast<int>(i));
        remedyLayoutParameter(item);
    }
    updateInnerContainerSize();
    _innerContainer->forceDoLayout();
    _innerContainerDoLayoutDirty = false;
}

void ListView::onSizeChanged() {
    ScrollView::onSizeChanged();
    requestDoLayout();
}

/* -- Finding items -------------------------------------------------------------------------------------- */

Vec2 ListView::calculateItemPositionWithAnchor(Widget* item, const Vec2& itemAnchorPoint) {
    const Size size = item->getContentSize();
    return Vec2(item->getLeftBoundary() + size.width * itemAnchorPoint.x,
                item->getBottomBoundary() + size.height * itemAnchorPoint.y);
}

namespace {
// cocos's binary search between two items whose distances are known.
Widget* findClosestItem(const Vec2& target, const Vector<Widget*>& items, const Vec2& anchor,
                        std::ptrdiff_t first, float distanceFromFirst, std::ptrdiff_t last,
                        float distanceFromLast, Vec2 (*positionOf)(Widget*, const Vec2&)) {
    while (true) {
        if (first == last) return items.at(first);
        if (last - first == 1)
            return distanceFromFirst <= distanceFromLast ? items.at(first) : items.at(last);
        const std::ptrdiff_t mid = (first + last) / 2;
        const float distanceFromMid = (target - positionOf(items.at(mid), anchor)).length();
        if (distanceFromFirst <= distanceFromLast) {
            last = mid;
            distanceFromLast = distanceFromMid;
        } else {
            first = mid;
            distanceFromFirst = distanceFromMid;
        }
    }
}
} // namespace

Widget* ListView::getClosestItemToPosition(const Vec2& targetPosition, const Vec2& itemAnchorPoint) {
    if (_items.empty()) return nullptr;
    const std::ptrdiff_t last = _items.size() - 1;
    const float fromFirst =
        targetPosition.distance(calculateItemPositionWithAnchor(_items.at(0), itemAnchorPoint));
    const float fromLast =
        targetPosition.distance(calculateItemPositionWithAnchor(_items.at(last), itemAnchorPoint));
    return findClosestItem(targetPosition, _items, itemAnchorPoint, 0, fromFirst, last, fromLast,
                           &ListView::calculateItemPositionWithAnchor);
}

Widget* ListView::getClosestItemToPositionInCurrentView(const Vec2& positionRatioInView,
                                                        const Vec2& itemAnchorPoint) {
    Vec2 target = -_innerContainer->getPosition();
    target.x += _contentSize.width * positionRatioInView.x;
    target.y += _contentSize.height * positionRatioInView.y;
    return getClosestItemToPosition(target, itemAnchorPoint);
}

Widget* ListView::getCenterItemInCurrentView() {
    return getClosestItemToPositionInCurrentView(Vec2(0.5f, 0.5f), Vec2(0.5f, 0.5f));
}

Widget* ListView::getLeftmostItemInCurrentView() {
    if (_direction != Direction::HORIZONTAL) return nullptr;
    return getClosestItemToPositionInCurrentView(Vec2(0.0f, 0.5f), Vec2(0.5f, 0.5f));
}

Widget* ListView::getRightmostItemInCurrentView() {
    if (_direction != Direction::HORIZONTAL) return nullptr;
    return getClosestItemToPositionInCurrentView(Vec2(1.0f, 0.5f), Vec2(0.5f, 0.5f));
}

Widget* ListView::getTopmostItemInCurrentView() {
    if (_direction != Direction::VERTICAL) return nullptr;
    return getClosestItemToPositionInCurrentView(Vec2(0.5f, 1.0f), Vec2(0.5f, 0.5f));
}

Widget* ListView::getBottommostItemInCurrentView() {
    if (_direction != Direction::VERTICAL) return nullptr;
    return getClosestItemToPositionInCurrentView(Vec2(0.5f, 0.0f), Vec2(0.5f, 0.5f));
}

/* -- Moving to items
 * ----------------------------------------------------------------------------------------- */

Vec2 ListView::calculateItemDestination(const Vec2& positionRatioInView, Widget* item,
                                        const Vec2& itemAnchorPoint) const {
    const Vec2 inView(_contentSize.width * positionRatioInView.x,
                      _contentSize.height * positionRatioInView.y);
    return -(calculateItemPositionWithAnchor(item, itemAnchorPoint) - inView);
}

void ListView::jumpToItem(std::ptrdiff_t itemIndex, const Vec2& positionRatioInView,
                          const Vec2& itemAnchorPoint) {
    Widget* item = getItem(itemIndex);
    if (!item) return;
    doLayout();
    Vec2 destination = calculateItemDestination(positionRatioInView, item, itemAnchorPoint);
    if (!_magneticAllowedOutOfBoundary)
        destination += getHowMuchOutOfBoundary(destination - getInnerContainerPosition());
    jumpToDestination(destination);
}

void ListView::scrollToItem(std::ptrdiff_t itemIndex, const Vec2& positionRatioInView,
                            const Vec2& itemAnchorPoint) {
    scrollToItem(itemIndex, positionRatioInView, itemAnchorPoint, _scrollTime);
}

void ListView::scrollToItem(std::ptrdiff_t itemIndex, const Vec2& positionRatioInView,
                            const Vec2& itemAnchorPoint, float timeInSec) {
    Widget* item = getItem(itemIndex);
    if (!item) return;
    doLayout();
    Vec2 destination = calculateItemDestination(positionRatioInView, item, itemAnchorPoint);
    if (!_magneticAllowedOutOfBoundary)
        destination += getHowMuchOutOfBoundary(destination - getInnerContainerPosition());
    startAutoScrollToDestination(destination, timeInSec, true);
}

/* -- Magnetic stops
 * -------------------------------------------------------------------------------------------- */

Vec2 ListView::getAnchorPointByMagneticType(MagneticType type) const {
    switch (type) {
    case MagneticType::NONE:
        return Vec2::ZERO;
    case MagneticType::BOTH_END:
        return _direction == Direction::HORIZONTAL ? Vec2(0.0f, 0.5f) : Vec2(0.5f, 1.0f);
    case MagneticType::CENTER:
        return Vec2(0.5f, 0.5f);
    case MagneticType::LEFT:
        return Vec2(0.0f, 0.5f);
    case MagneticType::RIGHT:
        return Vec2(1.0f, 0.5f);
    case MagneticType::TOP:
        return Vec2(0.5f, 1.0f);
    case MagneticType::BOTTOM:
        return Vec2(0.5f, 0.0f);
    }
    return Vec2::ZERO;
}

void ListView::startMagneticScroll() {
    if (_items.empty() || _magneticType == MagneticType::NONE) return;
    const Vec2 anchor = getAnchorPointByMagneticType(_magneticType);
    Vec2 position = -_innerContainer->getPosition();
    position.x += _contentSize.width * anchor.x;
    position.y += _contentSize.height * anchor.y;
    Widget* target = getClosestItemToPosition(position, anchor);
    scrollToItem(getIndex(target), anchor, anchor);
}

void ListView::handleReleaseLogic(Touch* touch) {
    ScrollView::handleReleaseLogic(touch);
    if (!_autoScrolling) startMagneticScroll();
}

void ListView::startAttenuatingAutoScroll(const Vec2& deltaMove, const Vec2& initialVelocity) {
    Vec2 adjusted = deltaMove;
    if (!_items.empty() && _magneticType != MagneticType::NONE) {
        adjusted = flattenVectorByDirection(adjusted);
        // A destination past an edge is left to the bounce.
        if (getHowMuchOutOfBoundary(adjusted) == Vec2::ZERO) {
            MagneticType type = _magneticType;
            if (type == MagneticType::BOTH_END) {
                if (_direction == Direction::HORIZONTAL)
                    type = adjusted.x > 0.0f ? MagneticType::LEFT : MagneticType::RIGHT;
                else if (_direction == Direction::VERTICAL)
                    type = adjusted.y > 0.0f ? MagneticType::BOTTOM : MagneticType::TOP;
            }
            const Vec2 anchor = getAnchorPointByMagneticType(type);
            Vec2 position = -_innerContainer->getPosition();
            position.x += _contentSize.width * anchor.x;
            position.y += _contentSize.height * anchor.y;
            position -= adjusted;
            // The item nearest where the magnetic point would land; the fling is stretched or
            // shortened to bring that item's point to the view's.
            Widget* target = getClosestItemToPosition(position, anchor);
            adjusted += position - calculateItemPositionWithAnchor(target, anchor);
        }
    }
    ScrollView::startAttenuatingAutoScroll(adjusted, initialVelocity);
}

/* -- Selection
 * ------------------------------------------------------------------------------------------------- */

void ListView::setCurSelectedIndex(int itemIndex) {
    if (!getItem(itemIndex)) return;
    _curSelectedIndex = itemIndex;
    selectedItemEvent(TouchEventType::ENDED);
}

void ListView::selectedItemEvent(TouchEventType event) {
    RefPtr<ListView> keep(this);
    const EventType type =
        event == TouchEventType::BEGAN ? EventType::ON_SELECTED_ITEM_START : EventType::ON_SELECTED_ITEM_END;
    if (_listViewEventCallback) {
        ccListViewCallback callback = _listViewEventCallback; // it may replace itself
        callback(this, type);
    }
    if (_ccEventCallback) {
        ccWidgetEventCallback callback = _ccEventCallback;
        callback(this, static_cast<int>(type));
    }
}

void ListView::interceptTouchEvent(TouchEventType event, Widget* sender, Touch* touch) {
    RefPtr<ListView> keep(this);
    RefPtr<Widget> keepSender(sender);
    ScrollView::interceptTouchEvent(event, sender, touch);
    if (!_touchEnabled || event == TouchEventType::MOVED) return;
    for (Widget* widget = sender; widget; widget = dynamic_cast<Widget*>(widget->getParent()))
        if (widget->getParent() == _innerContainer) {
            _curSelectedIndex = getIndex(widget);
            break;
        }
    if (sender->isHighlighted()) selectedItemEvent(event);
}

/* -- Clone
 * ------------------------------------------------------------------------------------------------------- */

void ListView::copySpecialProperties(Widget* model) {
    auto* view = dynamic_cast<ListView*>(model);
    if (!view) return;
    ScrollView::copySpecialProperties(model);
    setItemModel(view->_model);
    setItemsMargin(view->_itemsMargin);
    setGravity(view->_gravity);
    _listViewEventCallback = view->_listViewEventCallback;
    setMagneticType(view->_magneticType);
}

void ListView::copyClonedWidgetChildren(Widget* model) {
    auto* view = dynamic_cast<ListView*>(model);
    if (!view) return;
    for (Widget* item : Vector<Widget*>(view->_items))
        pushBackCustomItem(item->clone());
}

} // namespace ui
} // namespace cc
