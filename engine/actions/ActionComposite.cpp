// engine/actions/ActionComposite.cpp
#include "actions/ActionComposite.h"

#include "scheduler/Timer.h"

#include <algorithm>
#include <cmath>
#include <cstdarg>

namespace cc {
namespace {

constexpr double kEps = Timer::kTimeEpsilon;

Vector<FiniteTimeAction*> collect(FiniteTimeAction* first, va_list args) {
    Vector<FiniteTimeAction*> actions;
    for (FiniteTimeAction* a = first; a; a = va_arg(args, FiniteTimeAction*))
        actions.pushBack(a);
    return actions;
}

} // namespace

/* -- Sequence --------------------------------------------------------------------------- */

Sequence* Sequence::create(FiniteTimeAction* action1, ...) {
    va_list args;
    va_start(args, action1);
    Vector<FiniteTimeAction*> actions = collect(action1, args);
    va_end(args);
    return create(actions);
}

Sequence* Sequence::create(const Vector<FiniteTimeAction*>& actions) {
    auto* sequence = new Sequence();
    if (sequence->initWithActions(actions)) return static_cast<Sequence*>(sequence->autorelease());
    delete sequence;
    return nullptr;
}

Sequence* Sequence::createWithTwoActions(FiniteTimeAction* one, FiniteTimeAction* two) {
    return create(one, two, nullptr);
}

bool Sequence::initWithActions(const Vector<FiniteTimeAction*>& actions) {
    if (!CC_CHECK(!actions.empty(), "Sequence needs at least one action")) return false;
    _actions = actions;
    double total = 0.0;
    _starts.clear();
    for (FiniteTimeAction* a : _actions) {
        _starts.push_back(total);
        total += a->getDuration();
    }
    ActionInterval::initWithDuration(static_cast<float>(total));
    return true;
}

void Sequence::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _current = 0;
    _currentStarted = false;
    _lastInstantDone = false;
}

void Sequence::stop() {
    if (_current < static_cast<std::size_t>(_actions.size()) && _currentStarted && !_lastInstantDone)
        _actions.at(static_cast<std::ptrdiff_t>(_current))->stop();
    _currentStarted = false;
    ActionInterval::stop();
}

void Sequence::rewind() {
    FiniteTimeAction* leaving = _actions.at(static_cast<std::ptrdiff_t>(_current));
    const bool fired = _current + 1 == static_cast<std::size_t>(_actions.size()) && _lastInstantDone;
    if (leaving->getDuration() > 0.0f) leaving->update(0.0f);
    if (!_target) return; // the action stopped this sequence
    if (!fired) leaving->stop();
    _current = 0;
    _currentStarted = false;
    _lastInstantDone = false;
}

void Sequence::update(float t) {
    const std::size_t count = static_cast<std::size_t>(_actions.size());
    const double now = static_cast<double>(t) * _duration;
    // Time fell back into an earlier action: _starts[i + 1] is where action i ends, so one look
    // at the current action's start tells it.
    if (_currentStarted && _current > 0 && now + kEps < _starts[_current]) rewind();
    while (_target && _current < count) {
        FiniteTimeAction* action = _actions.at(static_cast<std::ptrdiff_t>(_current));
        const bool last = _current + 1 == count;
        const double start = _starts[_current];
        const double duration = action->getDuration();
        if (!_currentStarted) {
            action->startWithTarget(_target);
            _currentStarted = true;
        }
        if (!last && now + kEps >= start + duration) { // finished: give it its end, move on
            action->update(1.0f);
            if (!_target) return; // the action stopped this sequence
            action->stop();
            ++_current;
            _currentStarted = false;
            continue;
        }
        if (duration <= 0.0) { // a trailing instant action fires once
            if (!_lastInstantDone) {
                _lastInstantDone = true;
                action->update(1.0f);
            }
        } else {
            double local = t >= 1.0f ? 1.0 : (now - start) / duration;
            action->update(static_cast<float>(local));
        }
        return;
    }
}

Sequence* Sequence::clone() const {
    Vector<FiniteTimeAction*> copies;
    for (FiniteTimeAction* a : _actions)
        copies.pushBack(a->clone());
    return create(copies);
}

Sequence* Sequence::reverse() const {
    Vector<FiniteTimeAction*> reversed;
    for (auto it = _actions.rbegin(); it != _actions.rend(); ++it) {
        FiniteTimeAction* r = (*it)->reverse();
        if (!r) return nullptr;
        reversed.pushBack(r);
    }
    return create(reversed);
}

/* -- Spawn ------------------------------------------------------------------------------- */

Spawn* Spawn::create(FiniteTimeAction* action1, ...) {
    va_list args;
    va_start(args, action1);
    Vector<FiniteTimeAction*> actions = collect(action1, args);
    va_end(args);
    return create(actions);
}

Spawn* Spawn::create(const Vector<FiniteTimeAction*>& actions) {
    auto* spawn = new Spawn();
    if (spawn->initWithActions(actions)) return static_cast<Spawn*>(spawn->autorelease());
    delete spawn;
    return nullptr;
}

Spawn* Spawn::createWithTwoActions(FiniteTimeAction* one, FiniteTimeAction* two) {
    return create(one, two, nullptr);
}

bool Spawn::initWithActions(const Vector<FiniteTimeAction*>& actions) {
    if (!CC_CHECK(!actions.empty(), "Spawn needs at least one action")) return false;
    _actions = actions;
    float longest = 0.0f;
    for (FiniteTimeAction* a : _actions)
        longest = std::max(longest, a->getDuration());
    ActionInterval::initWithDuration(longest);
    return true;
}

void Spawn::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _finished.assign(static_cast<std::size_t>(_actions.size()), false);
    for (FiniteTimeAction* a : _actions)
        a->startWithTarget(target);
}

void Spawn::stop() {
    for (std::size_t i = 0; i < _finished.size(); ++i)
        if (!_finished[i]) _actions.at(static_cast<std::ptrdiff_t>(i))->stop();
    _finished.assign(_finished.size(), true);
    ActionInterval::stop();
}

void Spawn::update(float t) {
    const double now = static_cast<double>(t) * _duration;
    for (std::size_t i = 0; i < _finished.size() && _target; ++i) {
        FiniteTimeAction* action = _actions.at(static_cast<std::ptrdiff_t>(i));
        const double duration = action->getDuration();
        const bool longest = duration >= _duration;
        if (_finished[i]) {
            // Time came back into a shorter action that had ended (cocos2d-x pads it with a delay in
            // a Sequence, which restarts it then): start it again.
            if (duration <= 0.0 || now + kEps >= duration) continue;
            action->startWithTarget(_target);
            _finished[i] = false;
        }
        if (duration <= 0.0 || (!longest && now + kEps >= duration)) { // a shorter action ends once
            _finished[i] = true;
            action->update(1.0f);
            if (_target) action->stop();
        } else {
            action->update(longest ? t : static_cast<float>(now / duration));
        }
    }
}

Spawn* Spawn::clone() const {
    Vector<FiniteTimeAction*> copies;
    for (FiniteTimeAction* a : _actions)
        copies.pushBack(a->clone());
    return create(copies);
}

Spawn* Spawn::reverse() const {
    Vector<FiniteTimeAction*> reversed;
    for (FiniteTimeAction* a : _actions) {
        FiniteTimeAction* r = a->reverse();
        if (!r) return nullptr;
        reversed.pushBack(r);
    }
    return create(reversed);
}

/* -- Repeat ------------------------------------------------------------------------------- */

Repeat* Repeat::create(FiniteTimeAction* action, unsigned int times) {
    if (!CC_CHECK(action != nullptr, "Repeat needs an action")) return nullptr;
    auto* repeat = new Repeat();
    repeat->initWithDuration(action->getDuration() * static_cast<float>(times));
    repeat->_inner = action;
    action->retain();
    repeat->_times = times;
    repeat->autorelease();
    return repeat;
}

Repeat::~Repeat() {
    CC_SAFE_RELEASE(_inner);
}

void Repeat::setInnerAction(FiniteTimeAction* action) {
    if (!action || action == _inner) return;
    action->retain();
    const bool running = _target && _total < _times;
    if (running) _inner->stop();
    CC_SAFE_RELEASE(_inner);
    _inner = action;
    if (running) _inner->startWithTarget(_target);
}

void Repeat::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _total = 0;
    if (_times > 0) _inner->startWithTarget(target);
}

void Repeat::stop() {
    if (_total < _times) _inner->stop();
    _total = _times;
    ActionInterval::stop();
}

void Repeat::update(float t) {
    double now = t >= 1.0f ? static_cast<double>(_times) : static_cast<double>(t) * _times;
    while (_target && _total < _times && now + kEps >= _total + 1.0) {
        _inner->update(1.0f);
        if (!_target) return; // the inner action stopped us
        _inner->stop();
        ++_total;
        if (_total < _times) _inner->startWithTarget(_target);
    }
    // Time that went back (ReverseTime) moves the running action within its own run, as cocos2d-x
    // does: it is not restarted.
    if (_target && _total < _times && _inner->getDuration() > 0.0f)
        _inner->update(
            static_cast<float>(now + kEps >= _total ? std::max(0.0, now - _total) : now - std::floor(now)));
}

Repeat* Repeat::clone() const {
    return create(_inner->clone(), _times);
}

Repeat* Repeat::reverse() const {
    FiniteTimeAction* r = _inner->reverse();
    return r ? create(r, _times) : nullptr;
}

/* -- RepeatForever --------------------------------------------------------------------------- */

RepeatForever* RepeatForever::create(ActionInterval* action) {
    if (!CC_CHECK(action != nullptr, "RepeatForever needs an action")) return nullptr;
    auto* repeat = new RepeatForever();
    repeat->_inner = action;
    action->retain();
    repeat->autorelease();
    return repeat;
}

RepeatForever::~RepeatForever() {
    CC_SAFE_RELEASE(_inner);
}

void RepeatForever::setInnerAction(ActionInterval* action) {
    if (!action || action == _inner) return;
    action->retain();
    if (_target) _inner->stop();
    CC_SAFE_RELEASE(_inner);
    _inner = action;
    if (_target) _inner->startWithTarget(_target);
}

void RepeatForever::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _inner->startWithTarget(target);
}

void RepeatForever::stop() {
    _inner->stop();
    ActionInterval::stop();
}

void RepeatForever::step(float dt) {
    _inner->step(dt);
    if (!_target || !_inner->isDone()) return;
    const double duration = _inner->getDuration();
    const double overshoot = std::max(0.0, static_cast<double>(_inner->getElapsed()) - duration);
    // As cocos2d-x: the inner action is restarted without stop() (an Animate does not flash its
    // original frame between loops) and always stepped, so the new loop shows its start this frame.
    _inner->startWithTarget(_target);
    if (duration > 0.0) _inner->step(static_cast<float>(std::fmod(overshoot, duration)));
}

RepeatForever* RepeatForever::clone() const {
    return create(_inner->clone());
}

RepeatForever* RepeatForever::reverse() const {
    ActionInterval* r = _inner->reverse();
    return r ? create(r) : nullptr;
}

} // namespace cc
