// engine/actions/ActionAnimate.cpp — the frame timing follows cocos2d-x 3.17's Animate.
#include "actions/ActionAnimate.h"

#include "base/Log.h"
#include "base/RefPtr.h"
#include "director/Director.h"
#include "events/EventCustom.h"
#include "events/EventDispatcher.h"
#include "scene/Animation.h"
#include "scene/Sprite.h"
#include "scene/SpriteFrame.h"

#include <cmath>

namespace cc {

Animate* Animate::create(Animation* animation) {
    if (!animation) return nullptr;
    auto* action = new Animate();
    action->initWithAnimation(animation);
    action->autorelease();
    return action;
}

Animate::~Animate() {
    CC_SAFE_RELEASE_NULL(_animation);
    CC_SAFE_RELEASE_NULL(_originalFrame);
}

bool Animate::initWithAnimation(Animation* animation) {
    float singleDuration = animation->getDuration();
    ActionInterval::initWithDuration(singleDuration * static_cast<float>(animation->getLoops()));
    _splitTimes.clear();
    float accumulated = 0.0f;
    float unit =
        animation->getTotalDelayUnits() > 0.0f ? singleDuration / animation->getTotalDelayUnits() : 0.0f;
    for (AnimationFrame* frame : animation->getFrames()) {
        _splitTimes.push_back(singleDuration > 0.0f ? accumulated * unit / singleDuration : 0.0f);
        accumulated += frame->getDelayUnits();
    }
    setAnimation(animation);
    return true;
}

void Animate::setAnimation(Animation* animation) {
    if (animation == _animation) return;
    CC_SAFE_RETAIN(animation);
    CC_SAFE_RELEASE(_animation);
    _animation = animation;
}

void Animate::startWithTarget(Node* target) {
    ActionInterval::startWithTarget(target);
    _sprite = dynamic_cast<Sprite*>(target);
    if (!_sprite) logWarning("Animate: the target is not a Sprite; its frames are not shown");
    CC_SAFE_RELEASE_NULL(_originalFrame);
    if (_sprite && _animation->getRestoreOriginalFrame()) {
        _originalFrame = _sprite->getSpriteFrame();
        CC_SAFE_RETAIN(_originalFrame);
    }
    _nextFrame = 0;
    _executedLoops = 0;
}

void Animate::stop() {
    if (_sprite && _animation->getRestoreOriginalFrame() && _originalFrame)
        _sprite->setSpriteFrame(_originalFrame);
    CC_SAFE_RELEASE_NULL(_originalFrame);
    _sprite = nullptr;
    ActionInterval::stop();
}

void Animate::update(float t) {
    Sprite* sprite = _sprite;
    if (!sprite) return;
    if (t < 1.0f) { // which loop, and how far into it
        t *= static_cast<float>(_animation->getLoops());
        auto loop = static_cast<unsigned int>(t);
        if (loop > _executedLoops) {
            _nextFrame = 0;
            ++_executedLoops;
        }
        t = std::fmod(t, 1.0f);
    }
    const Vector<AnimationFrame*>& frames = _animation->getFrames();
    const int count = static_cast<int>(frames.size());
    for (int i = _nextFrame; i < count && i < static_cast<int>(_splitTimes.size()); ++i) {
        if (_splitTimes[i] > t) break; // later frames are later still
        _currentFrameIndex = i;
        AnimationFrame* frame = frames.at(i);
        sprite->setSpriteFrame(frame->getSpriteFrame());
        _nextFrame = i + 1;
        if (!frame->getUserInfo().dict().empty()) {
            AnimationFrame::DisplayedEventInfo info{sprite, &frame->getUserInfo()};
            EventCustom event(AnimationFrameDisplayedNotification);
            event.setUserData(&info);
            RefPtr<AnimationFrame> keep(frame); // a listener may change the animation
            Director::getInstance()->getEventDispatcher()->dispatchEvent(&event);
            if (_target != sprite || frames.size() != static_cast<std::ptrdiff_t>(count)) return;
        }
    }
}

Animate* Animate::clone() const {
    return create(_animation->clone());
}

Animate* Animate::reverse() const {
    Vector<AnimationFrame*> frames;
    const Vector<AnimationFrame*>& ours = _animation->getFrames();
    for (auto it = ours.rbegin(); it != ours.rend(); ++it)
        if (AnimationFrame* copy = (*it)->clone()) frames.pushBack(copy);
    Animation* reversed = Animation::create(frames, _animation->getDelayPerUnit(), _animation->getLoops());
    reversed->setRestoreOriginalFrame(_animation->getRestoreOriginalFrame());
    return create(reversed);
}

} // namespace cc
