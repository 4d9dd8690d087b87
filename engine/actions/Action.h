// engine/actions/Action.h — the base of every action, and of actions with a duration.
#pragma once

#include "base/Macros.h"
#include "base/Ref.h"

namespace cc {

class Node;

/// cocos2d-x `Action`. An action is run on one target at a time by the ActionManager, which retains it
/// while it runs; the action does not retain its target (the manager keeps the target alive while it
/// steps the action).
///
/// Lifecycle: startWithTarget(target) -> step(dt) once per frame -> when isDone(), stop().
/// Removing a running action (stopAction, stopAllActions, node cleanup) also calls stop().
class Action : public Ref {
public:
    /// A fresh, autoreleased copy that has not started.
    virtual Action* clone() const = 0;
    /// An autoreleased action doing the opposite, or nullptr where cocos2d-x has no reverse.
    virtual Action* reverse() const = 0;

    virtual bool isDone() const { return true; }
    virtual void startWithTarget(Node* target);
    /// Called once after the last step, or when the action is removed early. Sets the target to null.
    virtual void stop();
    /// Advances by @p dt seconds.
    virtual void step(float dt);
    /// Applies progress @p time: 0 = start, 1 = end (easing may go outside that range).
    virtual void update(float time);

    Node* getTarget() const { return _target; }
    void setTarget(Node* target) { _target = target; }
    Node* getOriginalTarget() const { return _originalTarget; }
    void setOriginalTarget(Node* target) { _originalTarget = target; }
    int getTag() const { return _tag; }
    void setTag(int tag) { _tag = tag; }
    unsigned int getFlags() const { return _flags; }
    void setFlags(unsigned int flags) { _flags = flags; }

protected:
    Action() = default;

    Node* _originalTarget = nullptr;
    Node* _target = nullptr;
    int _tag = INVALID_TAG;
    unsigned int _flags = 0;
};

/// An action with a known duration (cocos2d-x `FiniteTimeAction`).
class FiniteTimeAction : public Action {
public:
    float getDuration() const { return _duration; }
    void setDuration(float duration) { _duration = duration; }

    FiniteTimeAction* clone() const override = 0;
    FiniteTimeAction* reverse() const override = 0;

protected:
    float _duration = 0.0f;
};

} // namespace cc
