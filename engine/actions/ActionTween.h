// engine/actions/ActionTween.h — actions that animate a number rather than a node property.
#pragma once

#include "actions/ActionInterval.h"

#include <functional>
#include <string>

namespace cc {

/// Animates a float from one value to another and hands each value to a callback (cocos2d-x
/// `ActionFloat`): value = to - (to - from) * (1 - t). Reverse: from and to swapped, same callback.
class ActionFloat : public ActionInterval {
public:
    using ActionFloatCallback = std::function<void(float value)>;
    static ActionFloat* create(float duration, float from, float to, ActionFloatCallback callback);
    void startWithTarget(Node* target) override;
    void update(float time) override;
    ActionFloat* clone() const override;
    ActionFloat* reverse() const override;

private:
    float _from = 0.0f, _to = 0.0f, _delta = 0.0f;
    ActionFloatCallback _callback;
};

/// What ActionTween drives: a node that also implements this receives updateTweenAction each step.
class ActionTweenDelegate {
public:
    virtual ~ActionTweenDelegate() = default;
    virtual void updateTweenAction(float value, const std::string& key) = 0;
};

/// Animates a named value of its target (cocos2d-x `ActionTween`): each step calls the target's
/// updateTweenAction(value, key) with value = to - (to - from) * (1 - t). The target is an
/// ActionTweenDelegate, or the action carries a forwarder (the Lua binding sets one that calls the
/// target's Lua method). A target with neither is an error, reported once at start; the action then
/// does nothing. Reverse: from and to swapped.
class ActionTween : public ActionInterval {
public:
    using Forwarder = std::function<void(Node* target, float value, const std::string& key)>;
    static ActionTween* create(float duration, const std::string& key, float from, float to);
    /// Used for targets that are not ActionTweenDelegates (copied by clone and reverse).
    void setForwarder(Forwarder forwarder) { _forwarder = std::move(forwarder); }

    void startWithTarget(Node* target) override;
    void update(float time) override;
    ActionTween* clone() const override;
    ActionTween* reverse() const override;

private:
    std::string _key;
    float _from = 0.0f, _to = 0.0f, _delta = 0.0f;
    ActionTweenDelegate* _delegate = nullptr;
    Forwarder _forwarder;
};

} // namespace cc
