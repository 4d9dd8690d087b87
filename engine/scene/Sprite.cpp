// engine/scene/Sprite.cpp
#include "scene/Sprite.h"

#include "director/Director.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

namespace cc {
namespace {
template <class Init> Sprite* make(Init init) {
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
    return make([](Sprite* s) { return s->init(); });
}

Sprite* Sprite::create(const std::string& filename) {
    return make([&](Sprite* s) { return s->initWithFile(filename); });
}

Sprite* Sprite::create(const std::string& filename, const Rect& rect) {
    return make([&](Sprite* s) { return s->initWithFile(filename, rect); });
}

Sprite* Sprite::createWithTexture(Texture2D* texture) {
    if (!texture) return nullptr;
    return make(
        [&](Sprite* s) { return s->initWithTexture(texture, Rect(Vec2::ZERO, texture->getContentSize())); });
}

Sprite* Sprite::createWithTexture(Texture2D* texture, const Rect& rect) {
    if (!texture) return nullptr;
    return make([&](Sprite* s) { return s->initWithTexture(texture, rect); });
}

Sprite::~Sprite() {
    CC_SAFE_RELEASE_NULL(_texture);
}

bool Sprite::init() {
    return initWithTexture(nullptr, Rect::ZERO);
}

bool Sprite::initWithTexture(Texture2D* texture, const Rect& rect) {
    setAnchorPoint(Vec2::ANCHOR_MIDDLE);
    CC_SAFE_RETAIN(texture);
    CC_SAFE_RELEASE(_texture);
    _texture = texture;
    setTextureRect(rect);
    return true;
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
    if (texture == _texture) return;
    CC_SAFE_RETAIN(texture);
    CC_SAFE_RELEASE(_texture);
    _texture = texture;
    setTextureRect(texture ? Rect(Vec2::ZERO, texture->getContentSize()) : Rect::ZERO);
}

void Sprite::setTexture(const std::string& filename) {
    if (Texture2D* texture = load(filename)) setTexture(texture);
}

void Sprite::setTextureRect(const Rect& rect) {
    _rect = rect;
    setContentSize(rect.size);
}

} // namespace cc
