// engine/actions/ActionInstant.cpp
#include "actions/ActionInstant.h"

#include "base/Log.h"
#include "base/RefPtr.h"
#include "scene/Node.h"
#include "scene/Sprite.h"

namespace cc {
namespace {
template <class T> T* makeAutoreleased() {
    auto* action = new T();
    action->autorelease();
    return action;
}
} // namespace

void ActionInstant::startWithTarget(Node* target) {
    FiniteTimeAction::startWithTarget(target);
    _done = false;
}

void ActionInstant::step(float) {
    update(1.0f);
}

void ActionInstant::update(float) {
    _done = true;
}

/* -- Visibility ------------------------------------------------------------------ */

Show* Show::create() {
    return makeAutoreleased<Show>();
}
void Show::update(float time) {
    ActionInstant::update(time);
    if (_target) _target->setVisible(true);
}
Show* Show::clone() const {
    return create();
}
ActionInstant* Show::reverse() const {
    return Hide::create();
}

Hide* Hide::create() {
    return makeAutoreleased<Hide>();
}
void Hide::update(float time) {
    ActionInstant::update(time);
    if (_target) _target->setVisible(false);
}
Hide* Hide::clone() const {
    return create();
}
ActionInstant* Hide::reverse() const {
    return Show::create();
}

ToggleVisibility* ToggleVisibility::create() {
    return makeAutoreleased<ToggleVisibility>();
}
void ToggleVisibility::update(float time) {
    ActionInstant::update(time);
    if (_target) _target->setVisible(!_target->isVisible());
}
ToggleVisibility* ToggleVisibility::clone() const {
    return create();
}
ToggleVisibility* ToggleVisibility::reverse() const {
    return create();
}

/* -- RemoveSelf, Place --------------------------------------------------------------- */

RemoveSelf* RemoveSelf::create(bool isNeedCleanUp) {
    RemoveSelf* action = makeAutoreleased<RemoveSelf>();
    action->_isNeedCleanUp = isNeedCleanUp;
    return action;
}
void RemoveSelf::update(float time) {
    ActionInstant::update(time);
    if (_target) _target->removeFromParentAndCleanup(_isNeedCleanUp);
}
RemoveSelf* RemoveSelf::clone() const {
    return create(_isNeedCleanUp);
}
RemoveSelf* RemoveSelf::reverse() const {
    return create(_isNeedCleanUp);
}

Place* Place::create(const Vec2& position) {
    Place* action = makeAutoreleased<Place>();
    action->_position = position;
    return action;
}
void Place::update(float time) {
    ActionInstant::update(time);
    if (_target) _target->setPosition(_position);
}
Place* Place::clone() const {
    return create(_position);
}
Place* Place::reverse() const {
    return create(_position);
}

/* -- FlipX, FlipY ------------------------------------------------------------------- */

namespace {
Sprite* spriteTarget(Node* target, const char* action) {
    if (!target) return nullptr;
    auto* sprite = dynamic_cast<Sprite*>(target);
    if (!sprite) logWarning("%s needs a Sprite target; the node is left as it is", action);
    return sprite;
}
} // namespace

FlipX* FlipX::create(bool x) {
    FlipX* action = makeAutoreleased<FlipX>();
    action->_flipX = x;
    return action;
}
void FlipX::update(float time) {
    ActionInstant::update(time);
    if (Sprite* sprite = spriteTarget(_target, "FlipX")) sprite->setFlippedX(_flipX);
}
FlipX* FlipX::clone() const {
    return create(_flipX);
}
FlipX* FlipX::reverse() const {
    return create(!_flipX);
}

FlipY* FlipY::create(bool y) {
    FlipY* action = makeAutoreleased<FlipY>();
    action->_flipY = y;
    return action;
}
void FlipY::update(float time) {
    ActionInstant::update(time);
    if (Sprite* sprite = spriteTarget(_target, "FlipY")) sprite->setFlippedY(_flipY);
}
FlipY* FlipY::clone() const {
    return create(_flipY);
}
FlipY* FlipY::reverse() const {
    return create(!_flipY);
}

/* -- CallFunc ------------------------------------------------------------------------ */

CallFunc* CallFunc::create(const std::function<void()>& func) {
    CallFunc* action = makeAutoreleased<CallFunc>();
    action->_function = func;
    return action;
}

void CallFunc::update(float time) {
    ActionInstant::update(time);
    execute();
}

void CallFunc::execute() {
    RefPtr<Node> keep(_target);
    RefPtr<CallFunc> keepSelf(this);
    if (_function) _function();
}

CallFunc* CallFunc::clone() const {
    CallFunc* copy = makeAutoreleased<CallFunc>();
    copy->_function = _function;
    return copy;
}

CallFunc* CallFunc::reverse() const {
    return clone();
}

CallFuncN* CallFuncN::create(const std::function<void(Node*)>& func) {
    CallFuncN* action = makeAutoreleased<CallFuncN>();
    action->_functionN = func;
    return action;
}

void CallFuncN::execute() {
    RefPtr<Node> keep(_target);
    RefPtr<CallFuncN> keepSelf(this); // the function may stop this action
    if (_functionN) _functionN(keep.get());
}

CallFuncN* CallFuncN::clone() const {
    return create(_functionN);
}

} // namespace cc
