// engine/actions/ActionWrappers.h — actions that run another action differently: Speed, ReverseTime,
// TargetedAction, and Follow (which tracks another node).
#pragma once

#include "actions/ActionInterval.h"
#include "math/Rect.h"
#include "math/Vec2.h"

namespace cc {

/// Runs an interval action faster or slower (cocos2d-x `Speed`): each step advances it by dt * speed.
/// Never ends before its inner action. Retains the inner action.
class Speed : public Action {
public:
    static Speed* create(ActionInterval* action, float speed);
    ~Speed() override;

    float getSpeed() const { return _speed; }
    void setSpeed(float speed) { _speed = speed; }
    ActionInterval* getInnerAction() const { return _inner; }
    /// Replaces the inner action (takes effect from the next start).
    void setInnerAction(ActionInterval* action);

    bool isDone() const override;
    void startWithTarget(Node* target) override;
    void stop() override;
    void step(float dt) override;
    Speed* clone() const override;
    /// The inner reverse at the same speed; nullptr when the inner action has none.
    Speed* reverse() const override;

private:
    ActionInterval* _inner = nullptr;
    float _speed = 1.0f;
};

/// Runs an action backwards in time (cocos2d-x `ReverseTime`): update(t) gives the inner action
/// update(1 - t). Retains the inner action. Reverse: a copy of the inner action.
class ReverseTime : public ActionInterval {
public:
    static ReverseTime* create(FiniteTimeAction* action);
    ~ReverseTime() override;
    void startWithTarget(Node* target) override;
    void stop() override;
    void update(float time) override;
    ReverseTime* clone() const override;
    /// The inner action again; an instant action, which has no ActionInterval form, stays wrapped.
    ActionInterval* reverse() const override;

private:
    FiniteTimeAction* _other = nullptr;
};

/// Runs an action on another node than the one it is run on (cocos2d-x `TargetedAction`). Retains
/// that node and the action, so the forced target cannot die while the action exists.
class TargetedAction : public ActionInterval {
public:
    static TargetedAction* create(Node* target, FiniteTimeAction* action);
    ~TargetedAction() override;

    Node* getForcedTarget() const { return _forcedTarget; }
    void setForcedTarget(Node* target);

    void startWithTarget(Node* target) override;
    void stop() override;
    void update(float time) override;
    TargetedAction* clone() const override;
    TargetedAction* reverse() const override;

private:
    FiniteTimeAction* _action = nullptr;
    Node* _forcedTarget = nullptr;
};

/// Keeps a node (usually a layer) positioned so that another node stays in the middle of the screen
/// (cocos2d-x `Follow`), optionally clamped so the view never leaves a world rectangle. Retains the
/// followed node; done when the followed node is no longer running (left the scene). Reverse: a copy.
class Follow : public Action {
public:
    /// @p rect Rect::ZERO for no boundary.
    static Follow* create(Node* followedNode, const Rect& rect = Rect::ZERO);
    /// The followed node is kept at the middle of the screen plus (xOffset, yOffset).
    static Follow* createWithOffset(Node* followedNode, float xOffset, float yOffset,
                                    const Rect& rect = Rect::ZERO);
    ~Follow() override;

    bool isBoundarySet() const { return _boundarySet; }
    void setBoundarySet(bool value) { _boundarySet = value; }

    bool isDone() const override;
    void step(float dt) override;
    Follow* clone() const override;
    Follow* reverse() const override;

private:
    bool initWithTargetAndOffset(Node* followedNode, float xOffset, float yOffset, const Rect& rect);

    Node* _followedNode = nullptr;
    bool _boundarySet = false;
    bool _boundaryFullyCovered = false;
    Vec2 _halfScreenSize;
    float _leftBoundary = 0.0f, _rightBoundary = 0.0f, _topBoundary = 0.0f, _bottomBoundary = 0.0f;
    float _offsetX = 0.0f, _offsetY = 0.0f;
    Rect _worldRect;
};

} // namespace cc
