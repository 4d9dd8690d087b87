// engine/scene/Node.h — the scene-graph node.
#pragma once

#include "base/Ref.h"
#include "base/Vector.h"
#include "math/AffineTransform.h"
#include "math/Color.h"
#include "math/Rect.h"
#include "math/Size.h"
#include "math/Vec2.h"

#include <functional>
#include <memory>
#include <string>

namespace cc {

class Action;
class ActionManager;
class EventDispatcher;
class PhysicsBody;
class Scene;
class Scheduler;
class Touch;

/// The lifecycle events one callback can follow (Lua: "enter", "exit", "enterTransitionFinish",
/// "exitTransitionStart", "cleanup").
enum class NodeEvent { Enter, Exit, EnterTransitionDidFinish, ExitTransitionDidStart, Cleanup };
using NodeEventCallback = std::function<void(NodeEvent)>;

/// cocos2d-x `Node`.
///
/// Ownership: a parent retains its children (a Vector); the parent pointer is weak. The user object is
/// retained, the user data pointer is not. A node retains the Director's Scheduler, ActionManager and
/// EventDispatcher that existed when it was constructed, and unschedules / stops / removes everything
/// it registered there when it is destroyed.
///
/// Lifecycle order (one rule for every callback):
///   entering  — onEnter, onEnterTransitionDidFinish: parent first, then its children in z-order
///               (pre-order). The node is already running (and resumed) when its own enter callbacks
///               fire.
///   leaving   — onExitTransitionDidStart, onExit, cleanup: children first, then the parent
///               (post-order). onExit pauses the node and clears `running` before its own exit
///               callbacks fire; cleanup stops actions and unschedules (update callback and owned
///               scheduler entries included) before its cleanup callbacks fire.
/// Within a node, the per-event callback (setOnEnterCallback, ...) runs before the node event
/// callback (setNodeEventCallback, what Lua's registerScriptHandler sets).
/// Removal with cleanup: onExitTransitionDidStart, onExit (if running), cleanup, then the parent
/// releases the child (which may delete it). Removal without cleanup skips cleanup: the node keeps its
/// actions and schedules (paused) and can be added again.
///
/// Reentrancy: every lifecycle walk retains the node and iterates over a snapshot of its children, so
/// a callback may remove or destroy itself, its parent or a sibling, or add children; a child removed
/// by a callback is not visited afterwards, and one added during a walk is handled by addChild itself.
class Node : public Ref {
public:
    Node();
    ~Node() override;

    /// New autoreleased node.
    static Node* create();
    virtual bool init() { return true; }

    /* -- Children --------------------------------------------------------- */

    /// Adds @p child keeping its current z-order, tag and name.
    virtual void addChild(Node* child);
    virtual void addChild(Node* child, int localZOrder);
    virtual void addChild(Node* child, int localZOrder, int tag);
    virtual void addChild(Node* child, int localZOrder, const std::string& name);

    Node* getChildByTag(int tag) const;
    Node* getChildByName(const std::string& name) const;
    template <class T> T getChildByName(const std::string& name) const {
        return static_cast<T>(getChildByName(name));
    }
    /// The children; sorted by (z-order, arrival) after sortAllChildren() or a visit.
    Vector<Node*>& getChildren() { return _children; }
    const Vector<Node*>& getChildren() const { return _children; }
    std::ptrdiff_t getChildrenCount() const { return _children.size(); }
    Node* getParent() const { return _parent; }
    /// The Scene at the root of this node's tree, or nullptr.
    Scene* getScene() const;
    /// Whether @p node is this node or one of its ancestors.
    bool isDescendantOf(const Node* node) const;

    void removeFromParent() { removeFromParentAndCleanup(true); }
    virtual void removeFromParentAndCleanup(bool cleanup);
    virtual void removeChild(Node* child, bool cleanup = true);
    void removeChildByTag(int tag, bool cleanup = true);
    void removeChildByName(const std::string& name, bool cleanup = true);
    void removeAllChildren() { removeAllChildrenWithCleanup(true); }
    virtual void removeAllChildrenWithCleanup(bool cleanup);

    /// Changes a child's z-order; it moves after every sibling with the same z.
    virtual void reorderChild(Node* child, int localZOrder);
    /// Sorts children by (z-order, order of arrival); only does work after a change.
    virtual void sortAllChildren();

    /* -- Identity ---------------------------------------------------------- */

    int getTag() const { return _tag; }
    void setTag(int tag) { _tag = tag; }
    const std::string& getName() const { return _name; }
    void setName(const std::string& name) { _name = name; }
    void* getUserData() const { return _userData; }
    /// Not retained.
    void setUserData(void* data) { _userData = data; }
    Ref* getUserObject() const { return _userObject; }
    /// Retained until replaced or the node dies.
    void setUserObject(Ref* object);

    /* -- Ordering ---------------------------------------------------------- */

    virtual void setLocalZOrder(int localZOrder);
    int getLocalZOrder() const { return _localZOrder; }
    unsigned long long getOrderOfArrival() const { return _orderOfArrival; }

    /* -- Geometry ---------------------------------------------------------- */

    virtual void setPosition(const Vec2& position);
    void setPosition(float x, float y) { setPosition(Vec2(x, y)); }
    const Vec2& getPosition() const { return _position; }
    void getPosition(float* x, float* y) const;
    void setPositionX(float x) { setPosition(Vec2(x, _position.y)); }
    void setPositionY(float y) { setPosition(Vec2(_position.x, y)); }
    float getPositionX() const { return _position.x; }
    float getPositionY() const { return _position.y; }

    /// Normalised (0..1) point of the content that sits at the position. Node default (0, 0).
    virtual void setAnchorPoint(const Vec2& anchor);
    const Vec2& getAnchorPoint() const { return _anchorPoint; }
    const Vec2& getAnchorPointInPoints() const { return _anchorPointInPoints; }
    /// When set, the position places the bottom-left corner instead of the anchor (Layer, Scene, Menu).
    void setIgnoreAnchorPointForPosition(bool ignore);
    bool isIgnoreAnchorPointForPosition() const { return _ignoreAnchorPointForPosition; }

    virtual void setContentSize(const Size& size);
    const Size& getContentSize() const { return _contentSize; }

    virtual void setScale(float scale);
    void setScale(float scaleX, float scaleY);
    virtual void setScaleX(float scaleX);
    virtual void setScaleY(float scaleY);
    /// The X scale (cocos2d-x asserts X == Y here; we return X).
    float getScale() const { return _scaleX; }
    float getScaleX() const { return _scaleX; }
    float getScaleY() const { return _scaleY; }

    /// Degrees, clockwise (cocos2d-x convention): sets both rotation skews.
    virtual void setRotation(float degrees);
    /// The X rotation skew, as cocos's getRotation (which asserts the two are equal).
    float getRotation() const { return _rotationSkewX; }
    /// cocos2d-x's rotation skews: X turns the node's vertical axis, Y its horizontal one (equal,
    /// they are a plain rotation; apart, they shear the node).
    virtual void setRotationSkewX(float degrees);
    virtual void setRotationSkewY(float degrees);
    float getRotationSkewX() const { return _rotationSkewX; }
    float getRotationSkewY() const { return _rotationSkewY; }

    /// Degrees. Skew X slants vertical edges (x += tan(skewX) * y), skew Y horizontal ones, about the
    /// anchor point, applied after scale (cocos2d-x's order).
    virtual void setSkewX(float degrees);
    virtual void setSkewY(float degrees);
    float getSkewX() const { return _skewX; }
    float getSkewY() const { return _skewY; }

    virtual void setVisible(bool visible) { _visible = visible; }
    bool isVisible() const { return _visible; }

    /* -- Colour and opacity (cascading) --------------------------------------------- */

    virtual void setColor(const Color3B& color);
    const Color3B& getColor() const { return _realColor; }
    /// The colour after cascading from ancestors that have cascade colour enabled.
    const Color3B& getDisplayedColor() const { return _displayedColor; }
    virtual void setOpacity(GLubyte opacity);
    GLubyte getOpacity() const { return _realOpacity; }
    GLubyte getDisplayedOpacity() const { return _displayedOpacity; }
    /// When enabled, children's displayed colour is multiplied by this node's displayed colour.
    virtual void setCascadeColorEnabled(bool enabled);
    bool isCascadeColorEnabled() const { return _cascadeColorEnabled; }
    virtual void setCascadeOpacityEnabled(bool enabled);
    bool isCascadeOpacityEnabled() const { return _cascadeOpacityEnabled; }
    virtual void updateDisplayedColor(const Color3B& parentColor);
    virtual void updateDisplayedOpacity(GLubyte parentOpacity);

    /* -- Transforms ------------------------------------------------------------------- */

    /// Node space -> parent space: translate(position) * rotate * scale * skew * translate(-anchorInPoints).
    const AffineTransform& getNodeToParentAffineTransform() const;
    /// Node space -> @p ancestor's space (world space when @p ancestor is nullptr).
    AffineTransform getNodeToParentAffineTransform(const Node* ancestor) const;
    AffineTransform getParentToNodeAffineTransform() const;
    AffineTransform getNodeToWorldAffineTransform() const;
    AffineTransform getWorldToNodeAffineTransform() const;
    Vec2 convertToNodeSpace(const Vec2& worldPoint) const;
    Vec2 convertToWorldSpace(const Vec2& nodePoint) const;
    /// Like convertToNodeSpace, relative to the anchor point.
    Vec2 convertToNodeSpaceAR(const Vec2& worldPoint) const;
    Vec2 convertToWorldSpaceAR(const Vec2& nodePoint) const;
    Vec2 convertTouchToNodeSpace(const Touch* touch) const;
    Vec2 convertTouchToNodeSpaceAR(const Touch* touch) const;
    /// The content rectangle in the parent's space (axis-aligned bounds of the transformed rect).
    Rect getBoundingBox() const;

    /// Sorts children and records node-to-world transforms for the subtree; invisible subtrees are
    /// skipped. The Director visits the running scene every frame, before drawing.
    virtual void visit(const AffineTransform& parentToWorld);
    /// A visit from the top (identity parent). Between a RenderTexture's begin and end it also draws
    /// the subtree into that texture, as in cocos2d-x (where a begin left open catches the frame's
    /// scene too).
    void visit();
    /// The node-to-world transform recorded by the last visit (what a renderer should draw with).
    const AffineTransform& getVisitTransform() const { return _visitTransform; }

    /* -- Lifecycle ---------------------------------------------------------------------- */

    /// See the class comment for the order. Overrides must call the base implementation.
    virtual void onEnter();
    virtual void onEnterTransitionDidFinish();
    virtual void onExitTransitionDidStart();
    virtual void onExit();
    /// Stops actions and unschedules everything (recursively, children first); listeners stay, so a
    /// node can be added again (cocos2d-x #18104).
    virtual void cleanup();
    bool isRunning() const { return _running; }

    void setOnEnterCallback(const std::function<void()>& callback) {
        setLifecycle(&Lifecycle::onEnter, callback);
    }
    void setOnExitCallback(const std::function<void()>& callback) {
        setLifecycle(&Lifecycle::onExit, callback);
    }
    void setOnEnterTransitionDidFinishCallback(const std::function<void()>& callback) {
        setLifecycle(&Lifecycle::onEnterTransitionDidFinish, callback);
    }
    void setOnExitTransitionDidStartCallback(const std::function<void()>& callback) {
        setLifecycle(&Lifecycle::onExitTransitionDidStart, callback);
    }
    /// Kite extension: called from cleanup(), before the node event callback's Cleanup.
    void setOnCleanupCallback(const std::function<void()>& callback) {
        setLifecycle(&Lifecycle::onCleanup, callback);
    }
    /// One callback for all five lifecycle events, after the per-event one (cocos2d-x's script node
    /// handler; empty to remove). It may replace or clear itself while it runs, if it touches none of
    /// its own captures afterwards.
    void setNodeEventCallback(const NodeEventCallback& callback) { _nodeEventCallback = callback; }
    bool hasNodeEventCallback() const { return static_cast<bool>(_nodeEventCallback); }

    /* -- Actions --------------------------------------------------------------------------- */

    /// Runs @p action on this node (paused until the node is running). Returns @p action.
    Action* runAction(Action* action);
    void stopAllActions();
    void stopAction(Action* action);
    void stopActionByTag(int tag);
    void stopAllActionsByTag(int tag);
    void stopActionsByFlags(unsigned int flags);
    Action* getActionByTag(int tag) const;
    std::ptrdiff_t getNumberOfRunningActions() const;

    /* -- Scheduling ------------------------------------------------------------------------ */

    /// Calls update(dt) every frame at priority 0.
    void scheduleUpdate() { scheduleUpdateWithPriority(0); }
    void scheduleUpdateWithPriority(int priority);
    /// Calls @p callback(dt) every frame instead of update(), replacing this node's update (Lua's
    /// scheduleUpdateWithPriorityLua). The node is retained around each call; the scheduler owns the
    /// callback until unscheduleUpdate() or cleanup.
    void scheduleUpdateCallback(const std::function<void(float)>& callback, int priority);
    /// Unschedules update() or the update callback.
    void unscheduleUpdate();

    /// A timer under @p key (replacing one with the same key): every frame, every @p interval seconds,
    /// or with repeat/delay (see cc::Timer). The node is retained around each call.
    void schedule(const std::function<void(float)>& callback, const std::string& key);
    void schedule(const std::function<void(float)>& callback, float interval, const std::string& key);
    void schedule(const std::function<void(float)>& callback, float interval, unsigned int repeat,
                  float delay, const std::string& key);
    void scheduleOnce(const std::function<void(float)>& callback, float delay, const std::string& key);
    void unschedule(const std::string& key);
    bool isScheduled(const std::string& key) const;
    /// Removes the update (or update callback), every timer and owned scheduler entries.
    void unscheduleAllCallbacks();

    /// Called every frame once scheduleUpdate() was called. The base does nothing.
    virtual void update(float dt) {}

    /// Pauses timers, update, actions and event listeners of this node (not its children).
    virtual void pause();
    virtual void resume();
    /// Paused by pause() or because the node is not running.
    bool isPaused() const { return _paused; }

    /* -- Physics ----------------------------------------------------------------------------- */

    /// cocos2d-x 3.17's Node::setPhysicsBody: the node retains @p body (nullptr removes the current
    /// one). A body on another node moves here. While the node runs in a physics scene, its body is
    /// in that scene's world (onEnter adds it, onExit removes it) and follows the node both ways.
    void setPhysicsBody(PhysicsBody* body);
    PhysicsBody* getPhysicsBody() const { return _physicsBody; }

    /* -- Services ---------------------------------------------------------------------------- */

    Scheduler* getScheduler() const { return _scheduler; }
    ActionManager* getActionManager() const { return _actionManager; }
    EventDispatcher* getEventDispatcher() const { return _eventDispatcher; }

    /// Bumped whenever any node gains or loses a child or changes z-order; the EventDispatcher uses it
    /// to know when scene-graph priorities must be recomputed.
    static unsigned long long getSceneGraphVersion() { return s_sceneGraphVersion; }

protected:
    /// Whether this node retains @p node besides its children (a transition its two scenes). addChild
    /// refuses a child whose tree holds the new parent or one of its ancestors: a reference cycle
    /// nothing would break.
    virtual bool holdsBesidesChildren(const Node* node) const { return false; }
    /// How many live nodes override holdsBesidesChildren with something to hold: while none lives,
    /// addChild skips that walk.
    static int s_nodesHoldingOthers;

    /// Hook for subclasses when the displayed colour or opacity changed.
    virtual void updateColor() {}
    void updateCascadeColor();
    void updateCascadeOpacity();
    void setTransformDirty() { _transformDirty = true; }
    /// The per-event callbacks, allocated by the first setter: most nodes have none, so a node stays
    /// small (the node event callback, which every Lua node handler uses, stays inline). Never freed
    /// before the node, so a callback may replace itself while it runs.
    struct Lifecycle {
        std::function<void()> onEnter;
        std::function<void()> onExit;
        std::function<void()> onEnterTransitionDidFinish;
        std::function<void()> onExitTransitionDidStart;
        std::function<void()> onCleanup;
    };
    template <class Callback> void setLifecycle(Callback Lifecycle::*slot, const Callback& callback) {
        if (!_lifecycle) {
            if (!callback) return;
            _lifecycle = std::make_unique<Lifecycle>();
        }
        (*_lifecycle).*slot = callback;
    }
    void runLifecycle(std::function<void()> Lifecycle::*slot) {
        if (_lifecycle && (*_lifecycle).*slot) ((*_lifecycle).*slot)();
    }
    void sendNodeEvent(NodeEvent event) {
        if (_nodeEventCallback) _nodeEventCallback(event);
    }

    Vector<Node*> _children;
    Node* _parent = nullptr; // weak

    int _tag = INVALID_TAG;
    std::string _name;
    void* _userData = nullptr;
    Ref* _userObject = nullptr;

    int _localZOrder = 0;
    unsigned long long _orderOfArrival = 0;
    bool _reorderChildDirty = false;

    Vec2 _position;
    Vec2 _anchorPoint;
    Vec2 _anchorPointInPoints;
    Size _contentSize;
    float _scaleX = 1.0f;
    float _scaleY = 1.0f;
    float _rotationSkewX = 0.0f;
    float _rotationSkewY = 0.0f;
    float _skewX = 0.0f;
    float _skewY = 0.0f;
    bool _visible = true;
    bool _ignoreAnchorPointForPosition = false;
    mutable AffineTransform _transform;
    mutable bool _transformDirty = true;
    AffineTransform _visitTransform;

    Color3B _realColor = Color3B::WHITE;
    Color3B _displayedColor = Color3B::WHITE;
    GLubyte _realOpacity = 255;
    GLubyte _displayedOpacity = 255;
    bool _cascadeColorEnabled = false;
    bool _cascadeOpacityEnabled = false;

    bool _running = false;
    bool _exiting = false; // inside onExit: children added now (by exit handlers) do not enter
    bool _paused = true;   // not running yet
    bool _isTransitionFinished = false;

    Scheduler* _scheduler;
    ActionManager* _actionManager;
    EventDispatcher* _eventDispatcher;

    std::unique_ptr<Lifecycle> _lifecycle;
    NodeEventCallback _nodeEventCallback;
    PhysicsBody* _physicsBody = nullptr; // retained

private:
    void addChildHelper(Node* child, int localZOrder, int tag, const std::string& name, bool setTag);
    void detachChild(Node* child, bool cleanup);
    /// Whether a node of this tree holds @p node or one of its ancestors besides children.
    bool treeHoldsAnAncestorOf(const Node* node) const;
    /// Exits a running child that is being removed; false when it is no longer this node's child
    /// or keeps running (its callbacks entered it again each time).
    bool exitChildForRemoval(Node* child);

    static unsigned long long s_sceneGraphVersion;
    static unsigned long long s_globalOrderOfArrival;
};

} // namespace cc
