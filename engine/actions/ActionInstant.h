// engine/actions/ActionInstant.h — actions that happen at once.
#pragma once

#include "actions/Action.h"
#include "math/Vec2.h"

#include <functional>

namespace cc {

/// cocos2d-x `ActionInstant`: done after its single step (update(1)).
class ActionInstant : public FiniteTimeAction {
public:
    bool isDone() const override { return _done; }
    void startWithTarget(Node* target) override;
    void step(float dt) override;
    void update(float time) override;

    ActionInstant* clone() const override = 0;
    ActionInstant* reverse() const override = 0;

protected:
    bool _done = false;
};

class Show : public ActionInstant {
public:
    static Show* create();
    void update(float time) override;
    Show* clone() const override;
    ActionInstant* reverse() const override;
};

class Hide : public ActionInstant {
public:
    static Hide* create();
    void update(float time) override;
    Hide* clone() const override;
    ActionInstant* reverse() const override;
};

class ToggleVisibility : public ActionInstant {
public:
    static ToggleVisibility* create();
    void update(float time) override;
    ToggleVisibility* clone() const override;
    ToggleVisibility* reverse() const override;
};

/// Removes the target from its parent (with cleanup by default).
class RemoveSelf : public ActionInstant {
public:
    static RemoveSelf* create(bool isNeedCleanUp = true);
    void update(float time) override;
    RemoveSelf* clone() const override;
    RemoveSelf* reverse() const override;

private:
    bool _isNeedCleanUp = true;
};

/// Moves the target to a position.
class Place : public ActionInstant {
public:
    static Place* create(const Vec2& position);
    void update(float time) override;
    Place* clone() const override;
    Place* reverse() const override;

private:
    Vec2 _position;
};

/// Sets a Sprite's horizontal flip (cocos2d-x `FlipX`); reverse: the opposite flip. On a target that is
/// not a Sprite it warns and does nothing.
class FlipX : public ActionInstant {
public:
    static FlipX* create(bool x);
    void update(float time) override;
    FlipX* clone() const override;
    FlipX* reverse() const override;

private:
    bool _flipX = false;
};

/// Sets a Sprite's vertical flip (cocos2d-x `FlipY`); reverse: the opposite flip.
class FlipY : public ActionInstant {
public:
    static FlipY* create(bool y);
    void update(float time) override;
    FlipY* clone() const override;
    FlipY* reverse() const override;

private:
    bool _flipY = false;
};

/// Calls a function; the target is retained around the call. Clones copy the function.
class CallFunc : public ActionInstant {
public:
    static CallFunc* create(const std::function<void()>& func);

    virtual void execute();
    void update(float time) override;
    CallFunc* clone() const override;
    CallFunc* reverse() const override;

protected:
    std::function<void()> _function;
};

/// Calls a function with the target (what Lua's cc.CallFunc:create makes).
class CallFuncN : public CallFunc {
public:
    static CallFuncN* create(const std::function<void(Node*)>& func);
    void execute() override;
    CallFuncN* clone() const override;

private:
    std::function<void(Node*)> _functionN;
};

} // namespace cc
