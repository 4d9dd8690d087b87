// engine/ui/Widget.h — the base of every ccui widget.
#pragma once

#include "base/RefPtr.h"
#include "scene/ProtectedNode.h"
#include "ui/LayoutParameter.h"

#include <functional>
#include <map>
#include <string>

namespace cc {

class Event;
class EventListenerTouchOneByOne;
class Touch;

namespace ui {

/// cocos2d-x 3.17 `ui::Widget`: a ProtectedNode whose renderers are protected children, with
/// cocos's touch handling, bright/highlight states, size and position types and focus.
///
/// Touch (setTouchEnabled(true) registers a swallowing one-by-one listener at the widget's place in
/// the scene graph): a touch begins on the widget when it, its ancestors, and its widget ancestors'
/// enabled flags allow it and it hits the content rectangle inside every clipping parent; then the
/// widget is highlighted and hears BEGAN. Every move is MOVED, the highlight following whether the
/// touch is over the widget. The end is ENDED (then the click listener) when the touch is released
/// over the widget, CANCELED otherwise; a cancelled touch is CANCELED. With propagation on (the
/// default), each phase goes first to the widget parents' interceptTouchEvent. The widget is
/// retained around its callbacks, so a callback may remove it or replace its scene.
///
/// Sizes: the content size is the custom size, or the renderer's own size while
/// ignoreContentAdaptWithSize(true) (the default); setSizeType(PERCENT) / setPositionType(PERCENT)
/// take the size and position as fractions of the parent's content size, applied when the widget
/// enters and when a widget parent changes size.
class Widget : public ProtectedNode {
public:
    enum class FocusDirection { LEFT, RIGHT, UP, DOWN };
    enum class PositionType { ABSOLUTE, PERCENT };
    enum class SizeType { ABSOLUTE, PERCENT };
    enum class TouchEventType { BEGAN, MOVED, ENDED, CANCELED };
    enum class TextureResType { LOCAL = 0, PLIST = 1 };
    enum class BrightStyle { NONE = -1, NORMAL, HIGHLIGHT };

    using ccWidgetTouchCallback = std::function<void(Ref*, TouchEventType)>;
    using ccWidgetClickCallback = std::function<void(Ref*)>;
    using ccWidgetEventCallback = std::function<void(Ref*, int)>;

    static Widget* create();
    ~Widget() override;
    bool init() override;

    /* -- State ------------------------------------------------------------------------ */

    /// cocos: also sets bright (a disabled widget looks disabled).
    virtual void setEnabled(bool enabled);
    bool isEnabled() const { return _enabled; }
    void setBright(bool bright);
    bool isBright() const { return _bright; }
    void setBrightStyle(BrightStyle style);
    BrightStyle getBrightStyle() const { return _brightStyle; }
    void setHighlighted(bool highlight);
    bool isHighlighted() const { return _highlight; }

    /* -- Touch ------------------------------------------------------------------------ */

    virtual void setTouchEnabled(bool enabled);
    bool isTouchEnabled() const { return _touchEnabled; }
    void setSwallowTouches(bool swallow);
    /// false while touch is disabled (there is no listener), as in cocos.
    bool isSwallowTouches() const;
    void setPropagateTouchEvents(bool propagate) { _propagateTouchEvents = propagate; }
    bool isPropagateTouchEvents() const { return _propagateTouchEvents; }
    void addTouchEventListener(const ccWidgetTouchCallback& callback) { _touchEventCallback = callback; }
    void addClickEventListener(const ccWidgetClickCallback& callback) { _clickEventListener = callback; }
    /// The callback a subclass's own events go to (cocos's addCCSEventListener).
    void addCCSEventListener(const ccWidgetEventCallback& callback) { _ccEventCallback = callback; }

    /// Whether @p point (world space) is inside the content rectangle.
    virtual bool hitTest(const Vec2& point) const;
    /// Whether @p point is inside every clipping ancestor (a clipping layout, or a
    /// ClippingRectangleNode with clipping on) up the tree.
    bool isClippingParentContainsPoint(const Vec2& point);
    const Vec2& getTouchBeganPosition() const { return _touchBeganPosition; }
    const Vec2& getTouchMovePosition() const { return _touchMovePosition; }
    const Vec2& getTouchEndPosition() const { return _touchEndPosition; }

    virtual bool onTouchBegan(Touch* touch, Event* event);
    virtual void onTouchMoved(Touch* touch, Event* event);
    virtual void onTouchEnded(Touch* touch, Event* event);
    virtual void onTouchCancelled(Touch* touch, Event* event);
    /// A child widget's touch phase, before the child handles it (ScrollView and friends override);
    /// the base passes it on to its own widget parent.
    virtual void interceptTouchEvent(TouchEventType event, Widget* sender, Touch* touch);
    void propagateTouchEvent(TouchEventType event, Widget* sender, Touch* touch);

    /* -- Size and position -------------------------------------------------------------- */

    void setContentSize(const Size& size) override;
    /// cocos's older name for setContentSize.
    void setSize(const Size& size) { setContentSize(size); }
    const Size& getSize() const { return _contentSize; }
    void setPosition(const Vec2& position) override;
    using Node::setPosition;
    void setPositionPercent(const Vec2& percent);
    const Vec2& getPositionPercent() const { return _positionPercent; }
    void setPositionType(PositionType type);
    PositionType getPositionType() const { return _positionType; }
    void setSizePercent(const Vec2& percent);
    const Vec2& getSizePercent() const { return _sizePercent; }
    void setSizeType(SizeType type);
    SizeType getSizeType() const { return _sizeType; }
    const Size& getCustomSize() const { return _customSize; }
    virtual const Size& getLayoutSize() { return _contentSize; }
    virtual void ignoreContentAdaptWithSize(bool ignore);
    bool isIgnoreContentAdaptWithSize() const { return _ignoreSize; }
    void setUnifySizeEnabled(bool enable) { _unifySize = enable; }
    bool isUnifySizeEnabled() const { return _unifySize; }
    /// Applies the size and position types against the parent's content size.
    void updateSizeAndPosition();
    void updateSizeAndPosition(const Size& parentSize);

    float getLeftBoundary() const;
    float getBottomBoundary() const;
    float getRightBoundary() const;
    float getTopBoundary() const;
    /// The anchor point's position in world space.
    Vec2 getWorldPosition() const;
    /// The node that draws the widget (the widget itself for the base).
    virtual Node* getVirtualRenderer() { return this; }
    virtual Size getVirtualRendererSize() const { return _contentSize; }

    virtual void setFlippedX(bool flippedX);
    bool isFlippedX() const { return _flippedX; }
    virtual void setFlippedY(bool flippedY);
    bool isFlippedY() const { return _flippedY; }

    void setLayoutParameter(LayoutParameter* parameter);
    LayoutParameter* getLayoutParameter() const;

    /* -- Focus -------------------------------------------------------------------------- */

    bool isFocused() const { return _focused; }
    /// Focusing one widget makes it the current one (getCurrentFocusedWidget).
    void setFocused(bool focused);
    bool isFocusEnabled() const { return _focusEnabled; }
    void setFocusEnabled(bool enable) { _focusEnabled = enable; }
    /// The widget focus moves to from @p current in @p direction: the base keeps @p current (a
    /// layout overrides this to walk its children).
    virtual Widget* findNextFocusedWidget(FocusDirection direction, Widget* current);
    /// Moves the focus here from the current widget (both hear onFocusChanged).
    void requestFocus();
    /// cocos's focus hand-over, public as there: @p gained hears onFocusChanged first, then
    /// @p lost (a @p lost that is not focused stands for the focused widget); nothing when they
    /// are the same.
    void dispatchFocusEvent(Widget* lost, Widget* gained);
    /// The default onFocusChanged: @p lost unfocused, @p gained focused.
    virtual void onFocusChange(Widget* lost, Widget* gained);
    static Widget* getCurrentFocusedWidget();
    /// (lost, gained); by default setFocused(false) on the first and setFocused(true) on the second.
    std::function<void(Widget*, Widget*)> onFocusChanged;
    std::function<Widget*(FocusDirection)> onNextFocusedWidget;

    /* -- Identity ------------------------------------------------------------------------ */

    Widget* clone();
    void setActionTag(int tag) { _actionTag = tag; }
    int getActionTag() const { return _actionTag; }
    void setCallbackName(const std::string& name) { _callbackName = name; }
    const std::string& getCallbackName() const { return _callbackName; }
    void setCallbackType(const std::string& type) { _callbackType = type; }
    const std::string& getCallbackType() const { return _callbackType; }
    /// The nearest ancestor that is a Widget, or nullptr.
    Widget* getWidgetParent() const;

    void onEnter() override;
    void onExit() override;

protected:
    Widget() = default;
    /// Makes the renderers (protected children); called by init().
    virtual void initRenderer() {}
    /// After the content size changed: lays out the renderers; the base updates widget children.
    virtual void onSizeChanged();
    virtual void onPressStateChangedToNormal() {}
    virtual void onPressStateChangedToPressed() {}
    virtual void onPressStateChangedToDisabled() {}
    /// After a renderer changed: the content size becomes @p size while the widget adapts to its
    /// renderer (or unifies sizes), else stays the custom size; then onSizeChanged() refits the
    /// renderers either way.
    void updateContentSizeWithTextureSize(const Size& size);
    /// setContentSize(@p size), or onSizeChanged() alone when the size stays.
    void resizeOrRefit(const Size& size);
    /// Whether this widget clips its children for hit tests (a clipping Layout).
    virtual bool clipsChildrenForHitTest() const { return false; }

    /// The phases' callbacks, each with the widget retained around it (subclasses add their own
    /// events after the base's).
    virtual void pushDownEvent();
    virtual void moveEvent();
    virtual void releaseUpEvent();
    virtual void cancelUpEvent();
    bool isAncestorsEnabled() const;
    bool isAncestorsVisible() const;

    /// clone()'s steps: a new instance of the same class, its properties, its widget children.
    virtual Widget* createCloneInstance();
    virtual void copySpecialProperties(Widget* /*model*/) {}
    virtual void copyClonedWidgetChildren(Widget* model);
    void copyProperties(Widget* model);

    bool _enabled = true;
    bool _bright = true;
    bool _touchEnabled = false;
    bool _highlight = false;
    bool _ignoreSize = false;
    bool _propagateTouchEvents = true;
    bool _unifySize = false;
    bool _flippedX = false;
    bool _flippedY = false;
    bool _focused = false;
    bool _focusEnabled = true;
    BrightStyle _brightStyle = BrightStyle::NONE;
    SizeType _sizeType = SizeType::ABSOLUTE;
    PositionType _positionType = PositionType::ABSOLUTE;
    Size _customSize;
    Vec2 _sizePercent;
    Vec2 _positionPercent;
    Vec2 _touchBeganPosition;
    Vec2 _touchMovePosition;
    Vec2 _touchEndPosition;
    int _actionTag = 0;
    std::string _callbackName;
    std::string _callbackType;
    EventListenerTouchOneByOne* _touchListener = nullptr; // retained while touch is enabled
    ccWidgetTouchCallback _touchEventCallback;
    ccWidgetClickCallback _clickEventListener;
    ccWidgetEventCallback _ccEventCallback;
    std::map<LayoutParameter::Type, RefPtr<LayoutParameter>> _layoutParameters;
    LayoutParameter::Type _layoutParameterType = LayoutParameter::Type::NONE;
};

} // namespace ui
} // namespace cc
