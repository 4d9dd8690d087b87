// engine/actions/ActionTween.cpp
#include "actions/ActionTween.h"

#include "base/RefPtr.h"
#include "scene/Node.h"

namespace cc {

/* -- ActionFloat ------------------------------------------------------------------------------ */

ActionFloat* ActionFloat::create(float duration, float from, float to, ActionFloatCallback callback) {
    auto* action = new ActionFloat();
    action->initWithDuration(duration);
    action->_from = from;
    action->_to = to;
    action->_callback = std::move(callback);
    action->autorelease();
    return action;
}

void ActionFloat::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _delta = _to - _from;
}

void ActionFloat::update(float t) {
    if (!_callback) return;
    RefPtr<ActionFloat> keep(this);                 // the callback may stop this action
    const ActionFloatCallback callback = _callback; // and may be destroyed with it
    callback(_to - _delta * (1.0f - t));
}

ActionFloat* ActionFloat::clone() const {
    return create(_duration, _from, _to, _callback);
}

ActionFloat* ActionFloat::reverse() const {
    return create(_duration, _to, _from, _callback);
}

/* -- ActionTween ------------------------------------------------------------------------------ */

ActionTween* ActionTween::create(float duration, const std::string& key, float from, float to) {
    auto* action = new ActionTween();
    action->initWithDuration(duration);
    action->_key = key;
    action->_from = from;
    action->_to = to;
    action->autorelease();
    return action;
}

void ActionTween::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _delegate = dynamic_cast<ActionTweenDelegate*>(target);
    CC_CHECK(_delegate || _forwarder, "ActionTween needs a target that is an ActionTweenDelegate");
    _delta = _to - _from;
}

void ActionTween::update(float t) {
    if (!_target) return;
    const float value = _to - _delta * (1.0f - t);
    if (_delegate) {
        _delegate->updateTweenAction(value, _key);
    } else if (_forwarder) {
        RefPtr<ActionTween> keep(this);
        RefPtr<Node> keepTarget(_target);
        const Forwarder forwarder = _forwarder;
        forwarder(keepTarget.get(), value, _key);
    }
}

ActionTween* ActionTween::clone() const {
    ActionTween* copy = create(_duration, _key, _from, _to);
    copy->_forwarder = _forwarder;
    return copy;
}

ActionTween* ActionTween::reverse() const {
    ActionTween* reversed = create(_duration, _key, _to, _from);
    reversed->_forwarder = _forwarder;
    return reversed;
}

} // namespace cc
