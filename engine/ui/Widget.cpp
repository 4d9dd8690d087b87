// engine/ui/Widget.cpp — state, touch and focus; sizes and cloning are in WidgetLayout.cpp.
#include "ui/Widget.h"

#include "events/EventDispatcher.h"
#include "events/EventListenerTouch.h"
#include "events/Touch.h"
#include "scene/ClippingRectangleNode.h"

namespace cc {
namespace ui {

namespace {
Widget* s_focusedWidget = nullptr; // weak: a dying widget clears it
} // namespace

Widget* Widget::create() {
    auto* widget = new Widget();
    if (widget->init()) return static_cast<Widget*>(widget->autorelease());
    delete widget;
    return nullptr;
}

Widget::~Widget() {
    if (s_focusedWidget == this) s_focusedWidget = nullptr;
    if (_touchListener) {
        _eventDispatcher->removeEventListener(_touchListener);
        CC_SAFE_RELEASE_NULL(_touchListener);
    }
}

bool Widget::init() {
    if (!ProtectedNode::init()) return false;
    initRenderer();
    setBright(true);
    onFocusChanged = [this](Widget* lost, Widget* gained) { onFocusChange(lost, gained); };
    setAnchorPoint(Vec2(0.5f, 0.5f));
    ignoreContentAdaptWithSize(true);
    return true;
}

/* -- State ------------------------------------------------------------------------------ */

void Widget::setEnabled(bool enabled) {
    _enabled = enabled;
    setBright(enabled);
}

void Widget::setBright(bool bright) {
    _bright = bright;
    if (_bright) {
        _brightStyle = BrightStyle::NONE;
        setBrightStyle(BrightStyle::NORMAL);
    } else {
        onPressStateChangedToDisabled();
    }
}

void Widget::setBrightStyle(BrightStyle style) {
    if (_brightStyle == style) return;
    _brightStyle = style;
    if (style == BrightStyle::NORMAL) onPressStateChangedToNormal();
    if (style == BrightStyle::HIGHLIGHT) onPressStateChangedToPressed();
}

void Widget::setHighlighted(bool highlight) {
    if (highlight == _highlight) return;
    _highlight = highlight;
    if (_bright)
        setBrightStyle(_highlight ? BrightStyle::HIGHLIGHT : BrightStyle::NORMAL);
    else
        onPressStateChangedToDisabled();
}

/* -- Touch ------------------------------------------------------------------------------ */

void Widget::setTouchEnabled(bool enabled) {
    if (enabled == _touchEnabled) return;
    _touchEnabled = enabled;
    if (_touchEnabled) {
        _touchListener = EventListenerTouchOneByOne::create();
        _touchListener->retain();
        _touchListener->setSwallowTouches(true);
        _touchListener->onTouchBegan = [this](Touch* t, Event* e) { return onTouchBegan(t, e); };
        _touchListener->onTouchMoved = [this](Touch* t, Event* e) { onTouchMoved(t, e); };
        _touchListener->onTouchEnded = [this](Touch* t, Event* e) { onTouchEnded(t, e); };
        _touchListener->onTouchCancelled = [this](Touch* t, Event* e) { onTouchCancelled(t, e); };
        _eventDispatcher->addEventListenerWithSceneGraphPriority(_touchListener, this);
    } else {
        _eventDispatcher->removeEventListener(_touchListener);
        CC_SAFE_RELEASE_NULL(_touchListener);
    }
}

void Widget::setSwallowTouches(bool swallow) {
    if (_touchListener) _touchListener->setSwallowTouches(swallow);
}

bool Widget::isSwallowTouches() const {
    return _touchListener && _touchListener->isSwallowTouches();
}

bool Widget::hitTest(const Vec2& point) const {
    const Vec2 local = convertToNodeSpace(point);
    return Rect(0.0f, 0.0f, _contentSize.width, _contentSize.height).containsPoint(local);
}

bool Widget::isClippingParentContainsPoint(const Vec2& point) {
    for (Node* parent = getParent(); parent; parent = parent->getParent()) {
        auto* widget = dynamic_cast<Widget*>(parent);
        if (widget && widget->clipsChildrenForHitTest())
            return widget->hitTest(point) && widget->isClippingParentContainsPoint(point);
        auto* rectangle = dynamic_cast<ClippingRectangleNode*>(parent);
        if (rectangle && rectangle->isClippingEnabled() &&
            !rectangle->getClippingRegion().containsPoint(rectangle->convertToNodeSpace(point)))
            return false;
    }
    return true;
}

Widget* Widget::getWidgetParent() const {
    return dynamic_cast<Widget*>(getParent());
}

bool Widget::isAncestorsEnabled() const {
    for (Node* parent = getParent(); parent; parent = parent->getParent()) {
        auto* widget = dynamic_cast<Widget*>(parent);
        if (widget && !widget->isEnabled()) return false;
    }
    return true;
}

bool Widget::isAncestorsVisible() const {
    for (Node* parent = getParent(); parent; parent = parent->getParent())
        if (!parent->isVisible()) return false;
    return true;
}

bool Widget::onTouchBegan(Touch* touch, Event*) {
    bool hit = false;
    if (isVisible() && isEnabled() && isAncestorsEnabled() && isAncestorsVisible()) {
        _touchBeganPosition = touch->getLocation();
        hit = hitTest(_touchBeganPosition) && isClippingParentContainsPoint(_touchBeganPosition);
    }
    if (!hit) return false;
    RefPtr<Widget> keep(this); // a callback may remove the widget
    setHighlighted(true);
    if (_propagateTouchEvents) propagateTouchEvent(TouchEventType::BEGAN, this, touch);
    pushDownEvent();
    return true;
}

void Widget::onTouchMoved(Touch* touch, Event*) {
    RefPtr<Widget> keep(this);
    _touchMovePosition = touch->getLocation();
    setHighlighted(hitTest(_touchMovePosition));
    if (_propagateTouchEvents) propagateTouchEvent(TouchEventType::MOVED, this, touch);
    moveEvent();
}

void Widget::onTouchEnded(Touch* touch, Event*) {
    RefPtr<Widget> keep(this);
    _touchEndPosition = touch->getLocation();
    if (_propagateTouchEvents) propagateTouchEvent(TouchEventType::ENDED, this, touch);
    const bool highlight = _highlight;
    setHighlighted(false);
    if (highlight)
        releaseUpEvent();
    else
        cancelUpEvent();
}

void Widget::onTouchCancelled(Touch*, Event*) {
    RefPtr<Widget> keep(this);
    setHighlighted(false);
    cancelUpEvent();
}

void Widget::propagateTouchEvent(TouchEventType event, Widget* sender, Touch* touch) {
    if (Widget* parent = getWidgetParent()) parent->interceptTouchEvent(event, sender, touch);
}

void Widget::interceptTouchEvent(TouchEventType event, Widget* sender, Touch* touch) {
    if (Widget* parent = getWidgetParent()) parent->interceptTouchEvent(event, sender, touch);
}

// Copies of the callbacks run: a callback may replace the listener (or drop the widget) meanwhile.
void Widget::pushDownEvent() {
    RefPtr<Widget> keep(this);
    if (auto callback = _touchEventCallback) callback(this, TouchEventType::BEGAN);
}

void Widget::moveEvent() {
    RefPtr<Widget> keep(this);
    if (auto callback = _touchEventCallback) callback(this, TouchEventType::MOVED);
}

void Widget::releaseUpEvent() {
    RefPtr<Widget> keep(this);
    if (isFocusEnabled()) requestFocus();
    if (auto callback = _touchEventCallback) callback(this, TouchEventType::ENDED);
    if (auto click = _clickEventListener) click(this);
}

void Widget::cancelUpEvent() {
    RefPtr<Widget> keep(this);
    if (auto callback = _touchEventCallback) callback(this, TouchEventType::CANCELED);
}

/* -- Focus ------------------------------------------------------------------------------- */

void Widget::setFocused(bool focused) {
    _focused = focused;
    if (focused)
        s_focusedWidget = this;
    else if (s_focusedWidget == this)
        s_focusedWidget = nullptr;
}

Widget* Widget::getCurrentFocusedWidget() {
    return s_focusedWidget;
}

Widget* Widget::findNextFocusedWidget(FocusDirection direction, Widget* current) {
    if (onNextFocusedWidget) {
        if (Widget* next = onNextFocusedWidget(direction)) return next;
    }
    return current;
}

void Widget::requestFocus() {
    if (this == s_focusedWidget) return;
    dispatchFocusEvent(s_focusedWidget, this);
}

void Widget::dispatchFocusEvent(Widget* lost, Widget* gained) {
    if (lost && !lost->isFocused()) lost = s_focusedWidget;
    if (gained == lost) return;
    RefPtr<Widget> keepLost(lost), keepGained(gained);
    if (gained && gained->onFocusChanged) gained->onFocusChanged(lost, gained);
    if (lost && lost->onFocusChanged) lost->onFocusChanged(lost, gained);
}

void Widget::onFocusChange(Widget* lost, Widget* gained) {
    if (lost) lost->setFocused(false);
    if (gained) gained->setFocused(true);
}

} // namespace ui
} // namespace cc
