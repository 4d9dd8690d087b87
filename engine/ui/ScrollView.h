// engine/ui/ScrollView.h — cocos2d-x 3.17 `ui::ScrollView` (ccui.ScrollView, not the extension's
// cc.ScrollView): a clipping layout whose children live in an inner container the user drags.
#pragma once

#include "ui/Layout.h"

#include <deque>
#include <functional>
#include <initializer_list>

namespace cc {
namespace ui {

class ScrollViewBar;

/// Touch: a drag moves the inner container (half as far while it is past an edge with bounce on;
/// never past an edge with bounce off). On release, a container past an edge bounces back (bounce
/// on); otherwise, with inertia on, the speed of the last five moves (taken within 0.5 s, the touch
/// total time threshold) carries it on, slowing as cocos's quintic ease-out does. A touch that starts
/// on a child widget reaches the scroll view through interceptTouchEvent: once it has moved 7 points
/// (cocos's 7/160 inch at 160 dpi; Kite has no device DPI) the child loses its highlight and the view
/// scrolls. Time is game time: the scroll view counts the frames' deltas (update), so a fixed frame
/// step replays the same fling.
///
/// Events (addEventListener, with the view retained around the call): SCROLLING on every drag move,
/// SCROLL_TO_TOP / BOTTOM / LEFT / RIGHT when a move reaches an edge, BOUNCE_* while the container is
/// past an edge (the right edge never: cocos's loop stops before it), CONTAINER_MOVED on every
/// position change, AUTOSCROLL_ENDED when a scrollTo*, inertia or bounce ends. The widget event
/// callback (addCCSEventListener) hears the same values as ints.
///
/// addChild, removeChild, removeAllChildren, getChildren, getChildrenCount, getChildByTag and
/// getChildByName act on the inner container, as in cocos (Node's getters are not virtual in Kite:
/// through a Node* they see the scroll view's own, empty, list).
class ScrollView : public Layout {
public:
    enum class Direction { NONE, VERTICAL, HORIZONTAL, BOTH };
    enum class EventType {
        SCROLL_TO_TOP,
        SCROLL_TO_BOTTOM,
        SCROLL_TO_LEFT,
        SCROLL_TO_RIGHT,
        SCROLLING,
        BOUNCE_TOP,
        BOUNCE_BOTTOM,
        BOUNCE_LEFT,
        BOUNCE_RIGHT,
        CONTAINER_MOVED,
        AUTOSCROLL_ENDED
    };
    enum class MoveDirection { TOP, BOTTOM, LEFT, RIGHT };
    using ccScrollViewCallback = std::function<void(Ref*, EventType)>;

    ScrollView();
    ~ScrollView() override;
    static ScrollView* create() {
        return makeWidget<ScrollView>([](ScrollView* view) { return view->init(); });
    }
    bool init() override;

    virtual void setDirection(Direction direction);
    Direction getDirection() const { return _direction; }
    Layout* getInnerContainer() const { return _innerContainer; }
    /// At least the view's size in each direction (a smaller one is raised to it); the container
    /// keeps its left and top edges at the view's.
    void setInnerContainerSize(const Size& size);
    const Size& getInnerContainerSize() const;
    void setInnerContainerPosition(const Vec2& position);
    const Vec2& getInnerContainerPosition() const;

    /* -- Moving in time (attenuated: quintic ease-out) ------------------------------------------------- */

    void scrollToBottom(float timeInSec, bool attenuated);
    void scrollToTop(float timeInSec, bool attenuated);
    void scrollToLeft(float timeInSec, bool attenuated);
    void scrollToRight(float timeInSec, bool attenuated);
    /// The corner forms need Direction::BOTH (otherwise nothing happens, as in cocos).
    void scrollToTopLeft(float timeInSec, bool attenuated);
    void scrollToTopRight(float timeInSec, bool attenuated);
    void scrollToBottomLeft(float timeInSec, bool attenuated);
    void scrollToBottomRight(float timeInSec, bool attenuated);
    /// @p percent 0 is the top (left), 100 the bottom (right).
    void scrollToPercentVertical(float percent, float timeInSec, bool attenuated);
    void scrollToPercentHorizontal(float percent, float timeInSec, bool attenuated);
    void scrollToPercentBothDirection(const Vec2& percent, float timeInSec, bool attenuated);

    /* -- Moving at once -------------------------------------------------------------------------------- */
    /// Each runs doLayout() first, so a ListView jumps by its current items.

    virtual void jumpToBottom();
    virtual void jumpToTop();
    virtual void jumpToLeft();
    virtual void jumpToRight();
    virtual void jumpToTopLeft();
    virtual void jumpToTopRight();
    virtual void jumpToBottomLeft();
    virtual void jumpToBottomRight();
    virtual void jumpToPercentVertical(float percent);
    virtual void jumpToPercentHorizontal(float percent);
    virtual void jumpToPercentBothDirection(const Vec2& percent);

    /* -- Behaviour -------------------------------------------------------------------------------------- */

    void setBounceEnabled(bool enabled) { _bounceEnabled = enabled; }
    bool isBounceEnabled() const { return _bounceEnabled; }
    void setInertiaScrollEnabled(bool enabled) { _inertiaScrollEnabled = enabled; }
    bool isInertiaScrollEnabled() const { return _inertiaScrollEnabled; }
    void setTouchTotalTimeThreshold(float threshold) { _touchTotalTimeThreshold = threshold; }
    float getTouchTotalTimeThreshold() const { return _touchTotalTimeThreshold; }
    /// Whether a scrollTo*, inertia or bounce is under way (Kite; not in cocos's Lua API).
    bool isAutoScrolling() const { return _autoScrolling; }
    /// Whether a drag has moved the container since the finger went down (until it lifts).
    bool isScrolling() const { return _scrolling; }
    /// Ends the drag under way: the rest of its moves and its release do nothing (no inertia); a
    /// view past an edge bounces back.
    void stopScroll();
    /// Ends a scrollTo*, inertia or bounce where it is, with AUTOSCROLL_ENDED.
    void stopAutoScroll();
    void stopOverallScroll();
    /// How far the container is scrolled: 0 at the top (left), 100 at the bottom (right), as
    /// jumpToPercent* takes it; 0 when the container is no longer than the view.
    float getScrolledPercentVertical() const;
    float getScrolledPercentHorizontal() const;
    Vec2 getScrolledPercentBothDirection() const;
    virtual void addEventListener(const ccScrollViewCallback& callback) { _eventCallback = callback; }

    /* -- Scroll bars (a rounded bar per scrolling direction, fading 0.2 s after a move) ---------------- */

    void setScrollBarEnabled(bool enabled);
    bool isScrollBarEnabled() const { return _scrollBarEnabled; }
    void setScrollBarPositionFromCorner(const Vec2& positionFromCorner);
    void setScrollBarPositionFromCornerForVertical(const Vec2& positionFromCorner);
    Vec2 getScrollBarPositionFromCornerForVertical() const;
    void setScrollBarPositionFromCornerForHorizontal(const Vec2& positionFromCorner);
    Vec2 getScrollBarPositionFromCornerForHorizontal() const;
    void setScrollBarWidth(float width);
    float getScrollBarWidth() const;
    void setScrollBarColor(const Color3B& color);
    const Color3B& getScrollBarColor() const;
    void setScrollBarOpacity(GLubyte opacity);
    GLubyte getScrollBarOpacity() const;
    void setScrollBarAutoHideEnabled(bool enabled);
    bool isScrollBarAutoHideEnabled() const;
    void setScrollBarAutoHideTime(float time);
    float getScrollBarAutoHideTime() const;

    /* -- The inner container's children --------------------------------------------------------------- */

    void setLayoutType(Type type) override;
    Type getLayoutType() const override;
    void addChild(Node* child) override;
    void addChild(Node* child, int localZOrder) override;
    void addChild(Node* child, int localZOrder, int tag) override;
    void addChild(Node* child, int localZOrder, const std::string& name) override;
    void removeChild(Node* child, bool cleanup = true) override;
    void removeAllChildrenWithCleanup(bool cleanup) override;
    Vector<Node*>& getChildren();
    const Vector<Node*>& getChildren() const;
    std::ptrdiff_t getChildrenCount() const;
    Node* getChildByTag(int tag) const;
    Node* getChildByName(const std::string& name) const;

    bool onTouchBegan(Touch* touch, Event* event) override;
    void onTouchMoved(Touch* touch, Event* event) override;
    void onTouchEnded(Touch* touch, Event* event) override;
    void onTouchCancelled(Touch* touch, Event* event) override;
    void interceptTouchEvent(TouchEventType event, Widget* sender, Touch* touch) override;
    void update(float dt) override;
    void onEnter() override;
    void doLayout() override;

protected:
    void initRenderer() override;
    void onSizeChanged() override;
    Widget* createCloneInstance() override { return create(); }
    void copySpecialProperties(Widget* model) override;
    /// The model's inner children, cloned into this view's inner container.
    void copyClonedWidgetChildren(Widget* model) override;

    virtual void handlePressLogic(Touch* touch);
    virtual void handleMoveLogic(Touch* touch);
    virtual void handleReleaseLogic(Touch* touch);
    virtual void moveInnerContainer(const Vec2& deltaMove, bool canStartBounceBack);
    virtual void startAttenuatingAutoScroll(const Vec2& deltaMove, const Vec2& initialVelocity);
    virtual void onItemListChanged() {}
    void startAutoScroll(const Vec2& deltaMove, float timeInSec, bool attenuated);
    void startAutoScrollToDestination(const Vec2& destination, float timeInSec, bool attenuated);
    void jumpToDestination(const Vec2& destination);
    /// How far the container must move (by @p addition more) to be back inside the edges.
    Vec2 getHowMuchOutOfBoundary(const Vec2& addition = Vec2::ZERO);
    bool isOutOfBoundary(MoveDirection direction);
    bool isOutOfBoundary();
    Vec2 flattenVectorByDirection(const Vec2& vector) const;
    Vec2 calculateTouchMoveVelocity() const;
    void dispatchEvent(EventType type);

    Layout* _innerContainer = nullptr; // a protected child
    Direction _direction = Direction::VERTICAL;
    bool _autoScrolling = false;
    bool _scrolling = false;
    bool _outOfBoundaryAmountDirty = true;
    bool _isInterceptTouch = false;

private:
    void scrollChildren(const Vec2& deltaMove);
    void processAutoScrolling(float dt);
    bool isNecessaryAutoScrollBrake();
    bool startBounceBackIfNeeded();
    void gatherTouchMove(const Vec2& delta);
    void updateScrollBar(const Vec2& outOfBoundary);
    void initScrollBar();
    void removeScrollBar();
    /// The view's touch point pair (current and previous) in its own space; false when either misses it.
    bool touchDelta(Touch* touch, Vec2* delta) const;

    float _topBoundary = 0.0f, _bottomBoundary = 0.0f, _leftBoundary = 0.0f, _rightBoundary = 0.0f;
    float _childFocusCancelOffset = 7.0f;
    bool _bePressed = false;
    float _clock = 0.0f; // game seconds since entering: the touch moves' timestamps
    std::deque<Vec2> _touchMoveDisplacements;
    std::deque<float> _touchMoveTimeDeltas;
    float _touchMovePreviousTimestamp = 0.0f;
    float _touchTotalTimeThreshold = 0.5f;

    bool _autoScrollAttenuate = true;
    Vec2 _autoScrollStartPosition;
    Vec2 _autoScrollTargetDelta;
    float _autoScrollTotalTime = 0.0f;
    float _autoScrollAccumulatedTime = 0.0f;
    bool _autoScrollCurrentlyOutOfBoundary = false;
    bool _autoScrollBraking = false;
    Vec2 _autoScrollBrakingStartPosition;

    bool _inertiaScrollEnabled = true;
    bool _bounceEnabled = false;
    Vec2 _outOfBoundaryAmount;

    bool _scrollBarEnabled = true;
    ScrollViewBar* _verticalScrollBar = nullptr; // protected children
    ScrollViewBar* _horizontalScrollBar = nullptr;
    /// Runs @p apply on each scroll bar there is (the scroll bar setters set both).
    template <typename Apply> void forEachScrollBar(Apply&& apply) {
        for (ScrollViewBar* bar : {_verticalScrollBar, _horizontalScrollBar})
            if (bar) apply(bar);
    }
    /// The bar the scroll bar getters read: the vertical one first, as in cocos.
    const ScrollViewBar* firstScrollBar() const {
        return _verticalScrollBar ? _verticalScrollBar : _horizontalScrollBar;
    }

    ccScrollViewCallback _eventCallback;
};

} // namespace ui
} // namespace cc
