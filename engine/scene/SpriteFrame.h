// engine/scene/SpriteFrame.h — one image inside a texture (usually a sprite sheet).
#pragma once

#include "base/Ref.h"
#include "math/Rect.h"

#include <string>

namespace cc {

class Texture2D;

/// cocos2d-x `SpriteFrame`: a texture, the rectangle of the image in it (origin at the texture's
/// top-left, in pixels; the size is the image's size as drawn, before a packer's rotation), whether
/// the packer stored it rotated 90° clockwise (then it occupies rect.size.height x rect.size.width
/// texels), and for trimmed images the offset of the rect's centre from the original image's
/// centre (y up) and the original size. Points are pixels in Kite, so the "InPixels" accessors
/// are the same values. A frame retains its texture.
class SpriteFrame : public Ref {
public:
    /// Loads @p filename through the TextureCache; nullptr when it cannot be loaded.
    static SpriteFrame* create(const std::string& filename, const Rect& rect);
    static SpriteFrame* create(const std::string& filename, const Rect& rect, bool rotated,
                               const Vec2& offset, const Size& originalSize);
    static SpriteFrame* createWithTexture(Texture2D* texture, const Rect& rect);
    static SpriteFrame* createWithTexture(Texture2D* texture, const Rect& rect, bool rotated,
                                          const Vec2& offset, const Size& originalSize);
    ~SpriteFrame() override;

    /// An autoreleased copy sharing the texture.
    SpriteFrame* clone() const;

    const Rect& getRect() const { return _rect; }
    void setRect(const Rect& rect) { _rect = rect; }
    const Rect& getRectInPixels() const { return _rect; }
    void setRectInPixels(const Rect& rect) { _rect = rect; }
    bool isRotated() const { return _rotated; }
    void setRotated(bool rotated) { _rotated = rotated; }
    const Vec2& getOffset() const { return _offset; }
    void setOffset(const Vec2& offset) { _offset = offset; }
    const Vec2& getOffsetInPixels() const { return _offset; }
    void setOffsetInPixels(const Vec2& offset) { _offset = offset; }
    const Size& getOriginalSize() const { return _originalSize; }
    void setOriginalSize(const Size& size) { _originalSize = size; }
    const Size& getOriginalSizeInPixels() const { return _originalSize; }
    void setOriginalSizeInPixels(const Size& size) { _originalSize = size; }

    Texture2D* getTexture() const { return _texture; }
    /// Replaces the texture (retained).
    void setTexture(Texture2D* texture);

    /// A frame may carry the anchor point its sprite should use (TexturePacker's "anchor").
    bool hasAnchorPoint() const { return _hasAnchorPoint; }
    const Vec2& getAnchorPoint() const { return _anchorPoint; }
    void setAnchorPoint(const Vec2& anchor) {
        _anchorPoint = anchor;
        _hasAnchorPoint = true;
    }

private:
    SpriteFrame() = default;

    Texture2D* _texture = nullptr;
    Rect _rect;
    bool _rotated = false;
    Vec2 _offset;
    Size _originalSize;
    Vec2 _anchorPoint;
    bool _hasAnchorPoint = false;
};

} // namespace cc
