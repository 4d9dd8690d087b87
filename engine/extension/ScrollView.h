// engine/extension/ScrollView.h — cocos2d-x's extension ScrollView: a clipped window onto a larger
// container dragged by touch.
#pragma once

#include "actions/Action.h"
#include "actions/ActionTween.h"
#include "base/RefPtr.h"
#include "events/EventListenerTouch.h"
#include "math/Rect.h"
#include "scene/Layer.h"
#include "scene/RectangleClipper.h"

#include <vector>

namespace cc {
class Event;
class Touch;
} // namespace cc

namespace cc::extension {

class ScrollView;

/// Told when the container moves or zooms (cocos's ScrollViewDelegate; not retained).
class ScrollViewDelegate {
public:
    virtual ~ScrollViewDelegate() = default;
    virtual void scrollViewDidScroll(ScrollView* view) { (void)view; }
    virtual void scrollViewDidZoom(ScrollView* view) { (void)view; }
};

/// cocos2d-x 3.17 `extension::ScrollView` (Lua: cc.ScrollView). The view is a rectangle of the view
/// size at the node's origin; the container (a Layer made for it unless one is given) is its only
/// child, anchored at its bottom-left, and every child added to the view goes into the container.
/// The content offset is the container's position: 0 at most, view size - content size at least.
///
/// Touch (one-by-one listener at the view's scene-graph priority, not swallowing unless asked): a
/// touch inside the view rect begins a drag; once it has moved 7 points (cocos's 7/160 inch at 160
/// dpi), the container follows it along the direction. On release the last step keeps going, 0.95 of
/// itself each frame, until it is under a point or reaches the bounce insets (a fifth of the view
/// past either end), then the container is put back inside its bounds in 0.15 s. Two touches zoom
/// between the min and max scale. Without bouncing the offset stays inside the bounds.
///
/// The delegate hears every offset change (setContentOffset, each frame of an animated scroll and of
/// the deceleration) and zoom. Clipping (on by default) cuts the children to the view rect on screen.
class ScrollView : public Layer, public RectangleClipper, public ActionTweenDelegate {
public:
    enum class Direction { NONE = -1, HORIZONTAL = 0, VERTICAL = 1, BOTH = 2 };

    /// A 200x200 view.
    static ScrollView* create();
    static ScrollView* create(Size size, Node* container = nullptr);
    ~ScrollView() override;

    bool init() override;
    bool initWithViewSize(Size size, Node* container = nullptr);

    /// Moves the container (clamped to the bounds when not bounceable); animated: over 0.15 s.
    void setContentOffset(Vec2 offset, bool animated = false);
    Vec2 getContentOffset() const;
    /// Moves the container to @p offset over @p dt seconds, telling the delegate each frame.
    void setContentOffsetInDuration(Vec2 offset, float dt);
    void stopAnimatedContentOffset();
    /// Scales the container about the view's centre (or the pinch's), clamped to the min and max.
    void setZoomScale(float scale);
    void setZoomScale(float scale, bool animated);
    float getZoomScale() const;
    /// Runs cc.ActionTween "zoomScale" from the current scale to @p scale.
    void setZoomScaleInDuration(float scale, float dt);
    /// An ActionTween's step: the zoom scale, whatever the key (as cocos).
    void updateTweenAction(float value, const std::string& key) override;
    void setMinScale(float scale) { _minScale = scale; }
    void setMaxScale(float scale) { _maxScale = scale; }

    Vec2 minContainerOffset() const;
    Vec2 maxContainerOffset() const;
    /// Whether every ancestor is visible (the view itself is not asked).
    bool hasVisibleParents() const;
    /// Whether @p node (a container child) lies at least partly in the view.
    bool isNodeVisible(Node* node) const;
    /// Pauses (resumes) the container and its children's actions and schedules.
    void pause(Ref* sender);
    void resume(Ref* sender);
    using Layer::pause;
    using Layer::resume;

    void setTouchEnabled(bool enabled);
    bool isTouchEnabled() const;
    void setSwallowTouches(bool swallow);
    bool isDragging() const { return _dragging; }
    bool isTouchMoved() const { return _touchMoved; }
    bool isBounceable() const { return _bounceable; }
    void setBounceable(bool bounceable) { _bounceable = bounceable; }

    Size getViewSize() const { return _viewSize; }
    void setViewSize(Size size);
    Node* getContainer() const { return _container; }
    /// Replaces the container (the old one and every other child are removed); null is ignored.
    void setContainer(Node* container);
    Direction getDirection() const { return _direction; }
    virtual void setDirection(Direction direction) { _direction = direction; }
    ScrollViewDelegate* getDelegate() const { return _delegate; }
    void setDelegate(ScrollViewDelegate* delegate) { _delegate = delegate; }
    void updateInset();
    bool isClippingToBounds() const { return _clippingToBounds; }
    void setClippingToBounds(bool clipping) { _clippingToBounds = clipping; }
    /// The view rectangle in world points (what clipping and touches use), as cocos computes it.
    Rect getViewRect() const;
    /// The renderer cuts the container to the view rectangle while clipping to bounds.
    bool isRectangleClipping() const override { return _clippingToBounds; }
    Rect getWorldClippingRect() const override { return getViewRect(); }

    /// The container's content size (cocos's getContentSize/setContentSize of a scroll view).
    const Size& getContentSize() const;
    void setContentSize(const Size& size) override;

    /// Children go into the container (the container itself into the view).
    using Layer::addChild;
    void addChild(Node* child, int localZOrder, int tag) override;
    void addChild(Node* child, int localZOrder, const std::string& name) override;
    void addChild(Node* child) override;
    void addChild(Node* child, int localZOrder) override;

    virtual bool onTouchBegan(Touch* touch, Event* event);
    virtual void onTouchMoved(Touch* touch, Event* event);
    virtual void onTouchEnded(Touch* touch, Event* event);
    virtual void onTouchCancelled(Touch* touch, Event* event);

    /// The touches in hand (1 drags, 2 zoom).
    std::size_t touchCount() const { return _touches.size(); }
    /// Keeps @p object alive as long as the view: what a script layer made to be its delegate or
    /// data source (the delegate pointers do not retain).
    void setScriptObject(Ref* object) { _scriptObject = object; }
    Ref* getScriptObject() const { return _scriptObject.get(); }

protected:
    ScrollView() = default;
    /// Puts the container back inside its bounds (animated or not).
    void relocateContainer(bool animated);
    void deaccelerateScrolling(float dt);
    void stoppedAnimatedScroll();
    void performedAnimatedScroll(float dt);
    void tellScrolled();
    bool hasTouch(Touch* touch) const;
    void removeTouch(Touch* touch);

    Node* _container = nullptr; ///< a child (retained by the children list)
    ScrollViewDelegate* _delegate = nullptr;
    Direction _direction = Direction::BOTH;
    bool _dragging = false;
    bool _touchMoved = false;
    bool _bounceable = true;
    bool _clippingToBounds = true;
    Vec2 _touchPoint;
    float _touchLength = 0.0f;
    Vec2 _scrollDistance;
    Vec2 _minInset, _maxInset;
    Size _viewSize;
    float _minScale = 1.0f, _maxScale = 1.0f;
    std::vector<RefPtr<Touch>> _touches;
    RefPtr<EventListenerTouchOneByOne> _touchListener;
    RefPtr<Action> _animatedScrollAction;
    RefPtr<Ref> _scriptObject;
};

} // namespace cc::extension
