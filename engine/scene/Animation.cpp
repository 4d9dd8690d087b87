// engine/scene/Animation.cpp
#include "scene/Animation.h"

#include "base/Log.h"
#include "director/Director.h"
#include "scene/SpriteFrame.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

namespace cc {

const char* const AnimationFrameDisplayedNotification = "CCAnimationFrameDisplayedNotification";

AnimationFrame* AnimationFrame::create(SpriteFrame* spriteFrame, float delayUnits,
                                       const PlistValue& userInfo) {
    if (!spriteFrame) return nullptr;
    auto* frame = new AnimationFrame();
    frame->setSpriteFrame(spriteFrame);
    frame->_delayUnits = delayUnits;
    frame->setUserInfo(userInfo);
    frame->autorelease();
    return frame;
}

AnimationFrame::~AnimationFrame() {
    CC_SAFE_RELEASE_NULL(_spriteFrame);
}

AnimationFrame* AnimationFrame::clone() const {
    return create(_spriteFrame ? _spriteFrame->clone() : nullptr, _delayUnits, _userInfo);
}

void AnimationFrame::setSpriteFrame(SpriteFrame* frame) {
    if (frame == _spriteFrame) return;
    CC_SAFE_RETAIN(frame);
    CC_SAFE_RELEASE(_spriteFrame);
    _spriteFrame = frame;
}

void AnimationFrame::setUserInfo(const PlistValue& info) {
    _userInfo = info.isDict() ? info : PlistValue();
}

Animation* Animation::create() {
    auto* animation = new Animation();
    animation->autorelease();
    return animation;
}

Animation* Animation::createWithSpriteFrames(const Vector<SpriteFrame*>& frames, float delay,
                                             unsigned int loops) {
    Animation* animation = create();
    for (SpriteFrame* frame : frames)
        animation->addSpriteFrame(frame);
    animation->_delayPerUnit = delay;
    animation->_loops = loops;
    return animation;
}

Animation* Animation::create(const Vector<AnimationFrame*>& frames, float delayPerUnit, unsigned int loops) {
    Animation* animation = create();
    animation->setFrames(frames);
    animation->_delayPerUnit = delayPerUnit;
    animation->_loops = loops;
    return animation;
}

void Animation::addSpriteFrame(SpriteFrame* frame) {
    AnimationFrame* animationFrame = AnimationFrame::create(frame, 1.0f, PlistValue());
    if (!animationFrame) return;
    _frames.pushBack(animationFrame);
    _totalDelayUnits += 1.0f;
}

void Animation::addSpriteFrameWithFile(const std::string& filename) {
    Texture2D* texture = Director::getInstance()->getTextureCache()->addImage(filename);
    if (!texture) {
        logError("Animation::addSpriteFrameWithFile('%s'): the image could not be loaded", filename.c_str());
        return;
    }
    addSpriteFrameWithTexture(texture, Rect(Vec2::ZERO, texture->getContentSize()));
}

void Animation::addSpriteFrameWithTexture(Texture2D* texture, const Rect& rect) {
    addSpriteFrame(SpriteFrame::createWithTexture(texture, rect));
}

void Animation::setFrames(const Vector<AnimationFrame*>& frames) {
    _frames = frames;
    _totalDelayUnits = 0.0f;
    for (AnimationFrame* frame : _frames)
        _totalDelayUnits += frame->getDelayUnits();
}

Animation* Animation::clone() const {
    Vector<AnimationFrame*> frames;
    for (AnimationFrame* frame : _frames)
        if (AnimationFrame* copy = frame->clone()) frames.pushBack(copy);
    Animation* copy = create(frames, _delayPerUnit, _loops);
    copy->_restoreOriginalFrame = _restoreOriginalFrame;
    return copy;
}

} // namespace cc
