// engine/actions/ActionAppearance.cpp
#include "actions/ActionAppearance.h"

#include "base/Log.h"
#include "scene/Node.h"

#include <algorithm>
#include <cmath>

namespace cc {
namespace {
/// Truncates like cocos2d-x, clamped first so eased values outside [0, 1] stay representable.
GLubyte channel(float value) {
    return static_cast<GLubyte>(std::min(255.0f, std::max(0.0f, value)));
}
} // namespace

/* -- Fades -------------------------------------------------------------------------- */

FadeTo* FadeTo::create(float duration, GLubyte opacity) {
    auto* action = new FadeTo();
    action->initWithDuration(duration, opacity);
    action->autorelease();
    return action;
}

bool FadeTo::initWithDuration(float duration, GLubyte opacity) {
    ActionInterval::initWithDuration(duration);
    _toOpacity = opacity;
    return true;
}

void FadeTo::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _fromOpacity = target->getOpacity();
}

void FadeTo::update(float t) {
    if (_target) _target->setOpacity(channel(_fromOpacity + (_toOpacity - _fromOpacity) * t));
}

FadeTo* FadeTo::clone() const {
    return create(_duration, _toOpacity);
}

FadeTo* FadeTo::reverse() const {
    logWarning("FadeTo has no reverse");
    return nullptr;
}

FadeIn* FadeIn::create(float duration) {
    auto* action = new FadeIn();
    action->initWithDuration(duration, 255);
    action->autorelease();
    return action;
}

FadeIn* FadeIn::clone() const {
    return create(_duration);
}

FadeTo* FadeIn::reverse() const {
    return FadeOut::create(_duration);
}

FadeOut* FadeOut::create(float duration) {
    auto* action = new FadeOut();
    action->initWithDuration(duration, 0);
    action->autorelease();
    return action;
}

FadeOut* FadeOut::clone() const {
    return create(_duration);
}

FadeTo* FadeOut::reverse() const {
    return FadeIn::create(_duration);
}

/* -- Tints --------------------------------------------------------------------------- */

TintTo* TintTo::create(float duration, GLubyte red, GLubyte green, GLubyte blue) {
    return create(duration, Color3B(red, green, blue));
}

TintTo* TintTo::create(float duration, const Color3B& color) {
    auto* action = new TintTo();
    action->initWithDuration(duration);
    action->_to = color;
    action->autorelease();
    return action;
}

void TintTo::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _from = target->getColor();
}

void TintTo::update(float t) {
    if (!_target) return;
    _target->setColor(Color3B(channel(_from.r + (_to.r - _from.r) * t),
                              channel(_from.g + (_to.g - _from.g) * t),
                              channel(_from.b + (_to.b - _from.b) * t)));
}

TintTo* TintTo::clone() const {
    return create(_duration, _to);
}

TintTo* TintTo::reverse() const {
    logWarning("TintTo has no reverse");
    return nullptr;
}

TintBy* TintBy::create(float duration, short deltaRed, short deltaGreen, short deltaBlue) {
    auto* action = new TintBy();
    action->initWithDuration(duration);
    action->_deltaR = deltaRed;
    action->_deltaG = deltaGreen;
    action->_deltaB = deltaBlue;
    action->autorelease();
    return action;
}

void TintBy::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    const Color3B& c = target->getColor();
    _fromR = c.r;
    _fromG = c.g;
    _fromB = c.b;
}

void TintBy::update(float t) {
    if (!_target) return;
    _target->setColor(
        Color3B(channel(_fromR + _deltaR * t), channel(_fromG + _deltaG * t), channel(_fromB + _deltaB * t)));
}

TintBy* TintBy::clone() const {
    return create(_duration, _deltaR, _deltaG, _deltaB);
}

TintBy* TintBy::reverse() const {
    return create(_duration, static_cast<short>(-_deltaR), static_cast<short>(-_deltaG),
                  static_cast<short>(-_deltaB));
}

/* -- Blink ------------------------------------------------------------------------------ */

Blink* Blink::create(float duration, int times) {
    auto* action = new Blink();
    action->initWithDuration(duration);
    action->_times = times > 0 ? times : 1;
    action->autorelease();
    return action;
}

void Blink::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _originalState = target->isVisible();
}

void Blink::update(float t) {
    if (!_target || isDone()) return;
    float slice = 1.0f / static_cast<float>(_times);
    float m = std::fmod(t, slice);
    _target->setVisible(m > slice / 2.0f);
}

void Blink::stop() {
    if (_target) _target->setVisible(_originalState);
    ActionInterval::stop();
}

Blink* Blink::clone() const {
    return create(_duration, _times);
}

Blink* Blink::reverse() const {
    return clone();
}

} // namespace cc
