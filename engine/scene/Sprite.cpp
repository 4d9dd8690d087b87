// engine/scene/Sprite.cpp
#include "scene/Sprite.h"

#include "base/Log.h"
#include "director/Director.h"
#include "scene/Animation.h"
#include "scene/AnimationCache.h"
#include "scene/SpriteFrame.h"
#include "scene/SpriteFrameCache.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

#include <algorithm>

namespace cc {
namespace {
template <class Init> Sprite* makeSpriteWith(Init init) {
    auto* sprite = new Sprite();
    if (init(sprite)) return static_cast<Sprite*>(sprite->autorelease());
    delete sprite;
    return nullptr;
}
Texture2D* load(const std::string& filename) {
    return Director::getInstance()->getTextureCache()->addImage(filename);
}
} // namespace

Sprite* Sprite::create() {
    return makeSpriteWith([](Sprite* s) { return s->init(); });
}

Sprite* Sprite::create(const std::string& filename) {
    return makeSpriteWith([&](Sprite* s) { return s->initWithFile(filename); });
}

Sprite* Sprite::create(const std::string& filename, const Rect& rect) {
    return makeSpriteWith([&](Sprite* s) { return s->initWithFile(filename, rect); });
}

Sprite* Sprite::createWithTexture(Texture2D* texture) {
    if (!texture) return nullptr;
    return makeSpriteWith(
        [&](Sprite* s) { return s->initWithTexture(texture, Rect(Vec2::ZERO, texture->getContentSize())); });
}

Sprite* Sprite::createWithTexture(Texture2D* texture, const Rect& rect, bool rotated) {
    if (!texture) return nullptr;
    return makeSpriteWith([&](Sprite* s) { return s->initWithTexture(texture, rect, rotated); });
}

Sprite* Sprite::createWithSpriteFrame(SpriteFrame* frame) {
    if (!frame) return nullptr;
    return makeSpriteWith([&](Sprite* s) { return s->initWithSpriteFrame(frame); });
}

Sprite* Sprite::createWithSpriteFrameName(const std::string& name) {
    SpriteFrame* frame = SpriteFrameCache::getInstance()->getSpriteFrameByName(name);
    if (!frame) {
        logError("Sprite::createWithSpriteFrameName('%s'): no such sprite frame", name.c_str());
        return nullptr;
    }
    return createWithSpriteFrame(frame);
}

Sprite::~Sprite() {
    // Actions are stopped here, while the sprite is whole: Animate's stop() puts the original frame
    // back, and from Node's destructor it would retain it into a sprite already taken apart.
    stopAllActions();
    CC_SAFE_RELEASE_NULL(_spriteFrame);
    CC_SAFE_RELEASE_NULL(_texture);
}

bool Sprite::init() {
    return initWithTexture(nullptr, Rect::ZERO);
}

bool Sprite::initWithTexture(Texture2D* texture, const Rect& rect, bool rotated) {
    setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    replaceTexture(texture);
    CC_SAFE_RELEASE_NULL(_spriteFrame);
    _unflippedOffset = Vec2::ZERO;
    setTextureRect(rect, rotated, rect.size);
    return true;
}

bool Sprite::initWithSpriteFrame(SpriteFrame* frame) {
    if (!frame) return false;
    setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    setSpriteFrame(frame);
    return true;
}

void Sprite::replaceTexture(Texture2D* texture) {
    CC_SAFE_RETAIN(texture);
    CC_SAFE_RELEASE(_texture);
    _texture = texture;
}

void Sprite::setSpriteFrame(SpriteFrame* frame) {
    if (!frame) return;
    if (frame != _spriteFrame) {
        frame->retain();
        CC_SAFE_RELEASE(_spriteFrame);
        _spriteFrame = frame;
    }
    _unflippedOffset = frame->getOffset();
    if (frame->getTexture() != _texture) replaceTexture(frame->getTexture());
    setTextureRect(frame->getRect(), frame->isRotated(), frame->getOriginalSize());
    if (frame->hasAnchorPoint()) setAnchorPoint(frame->getAnchorPoint());
}

void Sprite::setSpriteFrame(const std::string& name) {
    SpriteFrame* frame = SpriteFrameCache::getInstance()->getSpriteFrameByName(name);
    if (!frame) {
        logError("Sprite::setSpriteFrame('%s'): no such sprite frame", name.c_str());
        return;
    }
    setSpriteFrame(frame);
}

SpriteFrame* Sprite::getSpriteFrame() const {
    if (_spriteFrame) return _spriteFrame;
    return SpriteFrame::createWithTexture(_texture, _rect, _rectRotated, _unflippedOffset, getContentSize());
}

void Sprite::setDisplayFrameWithAnimationName(const std::string& animationName, int frameIndex) {
    Animation* animation = AnimationCache::getInstance()->getAnimation(animationName);
    if (!animation) {
        logError("Sprite::setDisplayFrameWithAnimationName: no animation '%s'", animationName.c_str());
        return;
    }
    if (frameIndex < 0 || frameIndex >= animation->getFrames().size()) {
        logError("Sprite::setDisplayFrameWithAnimationName: animation '%s' has no frame %d",
                 animationName.c_str(), frameIndex);
        return;
    }
    setSpriteFrame(animation->getFrames().at(frameIndex)->getSpriteFrame());
}

bool Sprite::isFrameDisplayed(SpriteFrame* frame) const {
    return frame && frame->getRect() == _rect && frame->getTexture() == _texture &&
           frame->getOffset() == _unflippedOffset;
}

bool Sprite::initWithFile(const std::string& filename) {
    Texture2D* texture = load(filename);
    if (!texture) return false;
    return initWithTexture(texture, Rect(Vec2::ZERO, texture->getContentSize()));
}

bool Sprite::initWithFile(const std::string& filename, const Rect& rect) {
    Texture2D* texture = load(filename);
    if (!texture) return false;
    return initWithTexture(texture, rect);
}

void Sprite::setTexture(Texture2D* texture) {
    // cocos2d-x swaps the texture only: the texture rect stays (the file form below resets it)
    if (texture == _texture) return;
    replaceTexture(texture);
    CC_SAFE_RELEASE_NULL(_spriteFrame);
}

void Sprite::setTexture(const std::string& filename) {
    Texture2D* texture = load(filename);
    if (!texture) return;
    setTexture(texture);
    _unflippedOffset = Vec2::ZERO;
    const Rect whole(Vec2::ZERO, texture->getContentSize());
    setTextureRect(whole, false, whole.size);
}

void Sprite::setTextureRect(const Rect& rect) {
    setTextureRect(rect, false, rect.size);
}

void Sprite::setTextureRect(const Rect& rect, bool rotated, const Size& untrimmedSize) {
    _rect = rect;
    _rectRotated = rotated;
    _originalContentSize = untrimmedSize;
    setContentSize(untrimmedSize);
}

namespace {
// content / original per axis, never negative; 1 where the original size is 0 (nothing to scale)
float stretchFactor(float content, float original) {
    return original > 0.0f ? std::max(0.0f, content / original) : 1.0f;
}
} // namespace

Vec2 Sprite::getOffsetPosition() const {
    // cocos2d-x: the rect's centre sits at the original box's centre plus the offset, mirrored by a
    // flip; the result is scaled by the stretch factor whether or not stretching is on.
    const float x = _flippedX ? -_unflippedOffset.x : _unflippedOffset.x;
    const float y = _flippedY ? -_unflippedOffset.y : _unflippedOffset.y;
    const Size& size = getContentSize();
    return Vec2((x + (_originalContentSize.width - _rect.size.width) * 0.5f) *
                    stretchFactor(size.width, _originalContentSize.width),
                (y + (_originalContentSize.height - _rect.size.height) * 0.5f) *
                    stretchFactor(size.height, _originalContentSize.height));
}

Rect Sprite::getQuadRect() const {
    const Vec2 offset = getOffsetPosition();
    const Size& size = getContentSize();
    if (_stretchEnabled)
        return Rect(offset,
                    Size(_rect.size.width * stretchFactor(size.width, _originalContentSize.width),
                         _rect.size.height * stretchFactor(size.height, _originalContentSize.height)));
    // not stretched: the quad keeps its size, centred in a content box of another size
    return Rect(offset + Vec2((size.width - _originalContentSize.width) * 0.5f,
                              (size.height - _originalContentSize.height) * 0.5f),
                _rect.size);
}

} // namespace cc
