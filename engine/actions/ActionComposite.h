// engine/actions/ActionComposite.h — Sequence, Spawn, Repeat, RepeatForever.
#pragma once

#include "actions/ActionInterval.h"
#include "base/Vector.h"

#include <vector>

namespace cc {

/// Runs actions one after another (cocos2d-x `Sequence`, n-ary here rather than nested pairs).
/// Each action starts when the previous one finishes and receives update(1) exactly once when it
/// ends; instant actions therefore fire exactly once while time goes forward. Progress outside
/// [0, 1] (from easing) goes to the current action; the last action may overshoot. If an action
/// stops the sequence (say a CallFunc calling stopAllActions), the sequence goes no further.
///
/// Time may also go back (ReverseTime, an ease that swings back). When it falls into an earlier
/// action, Kite does what cocos2d-x's nested pairs do: the current action is updated to 0 (an
/// instant is not fired by that) and stopped, then the actions before the one time fell into are
/// played again from their start to their end, and that one is restarted where they leave the
/// target. So a reversed sequence of MoveTo visits the points in reverse order. Retains its actions.
class Sequence : public ActionInterval {
public:
    /// Actions followed by nullptr.
    static Sequence* create(FiniteTimeAction* action1, ...);
    static Sequence* create(const Vector<FiniteTimeAction*>& actions);
    static Sequence* createWithTwoActions(FiniteTimeAction* one, FiniteTimeAction* two);
    bool initWithActions(const Vector<FiniteTimeAction*>& actions);

    void startWithTarget(Node* target) override;
    void stop() override;
    void update(float time) override;
    Sequence* clone() const override;
    /// The reversed actions in reverse order; nullptr if one of them has no reverse.
    Sequence* reverse() const override;

private:
    /// Time went back before the current action: rewinds and stops it; the next update plays the
    /// actions from the first again.
    void rewind();

    Vector<FiniteTimeAction*> _actions;
    std::vector<double> _starts; // start time of each action
    std::size_t _current = 0;
    bool _currentStarted = false;
    bool _lastInstantDone = false;
};

/// Runs actions at the same time; lasts as long as the longest (cocos2d-x `Spawn`). Shorter actions
/// receive update(1) once when they end, and start again if time goes back into them
/// (ReverseTime). Retains its actions.
class Spawn : public ActionInterval {
public:
    static Spawn* create(FiniteTimeAction* action1, ...);
    static Spawn* create(const Vector<FiniteTimeAction*>& actions);
    static Spawn* createWithTwoActions(FiniteTimeAction* one, FiniteTimeAction* two);
    bool initWithActions(const Vector<FiniteTimeAction*>& actions);

    void startWithTarget(Node* target) override;
    void stop() override;
    void update(float time) override;
    Spawn* clone() const override;
    Spawn* reverse() const override;

private:
    Vector<FiniteTimeAction*> _actions;
    std::vector<bool> _finished;
};

/// Runs an action @p times times (cocos2d-x `Repeat`); each run ends with update(1) and stop().
/// When time goes back (ReverseTime), the running action gets the fraction of the current run, as in
/// cocos2d-x; it is not restarted.
class Repeat : public ActionInterval {
public:
    static Repeat* create(FiniteTimeAction* action, unsigned int times);
    void startWithTarget(Node* target) override;
    void stop() override;
    void update(float time) override;
    Repeat* clone() const override;
    Repeat* reverse() const override;
    FiniteTimeAction* getInnerAction() const { return _inner; }
    /// Replaces the action (the duration stays, as in cocos2d-x); while running, the old one is
    /// stopped and the new one started on the target.
    void setInnerAction(FiniteTimeAction* action);
    ~Repeat() override;

private:
    FiniteTimeAction* _inner = nullptr;
    unsigned int _times = 1;
    unsigned int _total = 0;
};

/// Runs an interval action again and again; never done (cocos2d-x `RepeatForever`). Time left over at
/// the end of a run carries into the next one, so long runs do not drift.
class RepeatForever : public ActionInterval {
public:
    static RepeatForever* create(ActionInterval* action);
    ~RepeatForever() override;
    void startWithTarget(Node* target) override;
    void stop() override;
    void step(float dt) override;
    bool isDone() const override { return false; }
    RepeatForever* clone() const override;
    RepeatForever* reverse() const override;
    ActionInterval* getInnerAction() const { return _inner; }
    /// Replaces the action; while running, the old one is stopped and the new one started.
    void setInnerAction(ActionInterval* action);

private:
    ActionInterval* _inner = nullptr;
};

} // namespace cc
