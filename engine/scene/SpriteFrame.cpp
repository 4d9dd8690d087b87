// engine/scene/SpriteFrame.cpp
#include "scene/SpriteFrame.h"

#include "director/Director.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

namespace cc {

SpriteFrame* SpriteFrame::create(const std::string& filename, const Rect& rect) {
    return create(filename, rect, false, Vec2::ZERO, rect.size);
}

SpriteFrame* SpriteFrame::create(const std::string& filename, const Rect& rect, bool rotated,
                                 const Vec2& offset, const Size& originalSize) {
    Texture2D* texture = Director::getInstance()->getTextureCache()->addImage(filename);
    if (!texture) return nullptr;
    return createWithTexture(texture, rect, rotated, offset, originalSize);
}

SpriteFrame* SpriteFrame::createWithTexture(Texture2D* texture, const Rect& rect) {
    return createWithTexture(texture, rect, false, Vec2::ZERO, rect.size);
}

SpriteFrame* SpriteFrame::createWithTexture(Texture2D* texture, const Rect& rect, bool rotated,
                                            const Vec2& offset, const Size& originalSize) {
    if (!texture) return nullptr;
    auto* frame = new SpriteFrame();
    frame->setTexture(texture);
    frame->_rect = rect;
    frame->_rotated = rotated;
    frame->_offset = offset;
    frame->_originalSize = originalSize;
    frame->autorelease();
    return frame;
}

SpriteFrame::~SpriteFrame() {
    CC_SAFE_RELEASE_NULL(_texture);
}

SpriteFrame* SpriteFrame::clone() const {
    SpriteFrame* copy = createWithTexture(_texture, _rect, _rotated, _offset, _originalSize);
    if (copy && _hasAnchorPoint) copy->setAnchorPoint(_anchorPoint);
    return copy;
}

void SpriteFrame::setTexture(Texture2D* texture) {
    if (texture == _texture) return;
    CC_SAFE_RETAIN(texture);
    CC_SAFE_RELEASE(_texture);
    _texture = texture;
}

} // namespace cc
