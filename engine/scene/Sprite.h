// engine/scene/Sprite.h — a textured (or plain coloured) rectangle.
#pragma once

#include "scene/BlendFunc.h"
#include "scene/Node.h"

#include <string>

namespace cc {

class SpriteFrame;
class Texture2D;

/// cocos2d-x `Sprite`, as data: which texture, which part of it (the texture rect, in pixels), and
/// whether it is flipped. The node colour tints it and the node opacity fades it. Anchor (0.5, 0.5);
/// content size = the texture rect's size, or a trimmed frame's original size. An untextured sprite
/// is drawn as a solid rectangle of its colour once it has a texture rect. The sprite retains its
/// texture and the sprite frame it was last given.
///
/// Sheets: a frame stored rotated (90° clockwise in the texture) and a trimmed frame (a smaller
/// rect, offset from the original image's centre) draw exactly like the original image: the drawn
/// quad is the texture rect's size placed at getOffsetPosition() inside the original-size box.
///
/// Stretching (cocos2d-x 3.17, on by default): a content size other than the original one (set by
/// setContentSize or a Resize action) scales the drawn quad, offset included, to fill it. With
/// stretching off the quad keeps its size and is centred in the content box.
class Sprite : public Node, public BlendProtocol {
public:
    /// Untextured sprite (content size 0 until setTextureRect()).
    static Sprite* create();
    /// Loads @p filename through the TextureCache; nullptr when it cannot be loaded.
    static Sprite* create(const std::string& filename);
    static Sprite* create(const std::string& filename, const Rect& rect);
    static Sprite* createWithTexture(Texture2D* texture);
    /// @p rotated: the rect is stored turned 90° clockwise in the texture, as in a sheet.
    static Sprite* createWithTexture(Texture2D* texture, const Rect& rect, bool rotated = false);
    /// nullptr for a null frame.
    static Sprite* createWithSpriteFrame(SpriteFrame* frame);
    /// The SpriteFrameCache's frame @p name; nullptr (logged) when there is none.
    static Sprite* createWithSpriteFrameName(const std::string& name);
    ~Sprite() override;

    bool init() override;
    bool initWithTexture(Texture2D* texture, const Rect& rect, bool rotated = false);
    bool initWithFile(const std::string& filename);
    bool initWithFile(const std::string& filename, const Rect& rect);
    bool initWithSpriteFrame(SpriteFrame* frame);

    /// Shows @p frame (retained): its texture, rect, rotation, trim offset and original size (and
    /// its anchor point when it has one).
    void setSpriteFrame(SpriteFrame* frame);
    /// The SpriteFrameCache's frame @p name; logged and ignored when there is none.
    void setSpriteFrame(const std::string& name);
    /// The frame last set, else a new frame describing what the sprite shows.
    SpriteFrame* getSpriteFrame() const;
    /// Shows frame @p frameIndex of the AnimationCache's animation @p animationName (logged and
    /// ignored when there is no such animation or frame).
    void setDisplayFrameWithAnimationName(const std::string& animationName, int frameIndex);
    /// Whether the sprite shows @p frame's texture, rect and offset.
    bool isFrameDisplayed(SpriteFrame* frame) const;

    /// Replaces the texture (retained). The texture rect becomes the whole texture, untrimmed and
    /// unrotated, and the sprite frame is forgotten.
    void setTexture(Texture2D* texture);
    /// Loads and sets @p filename; keeps the current texture when it cannot be loaded.
    void setTexture(const std::string& filename);
    Texture2D* getTexture() const { return _texture; }

    /// The part of the texture to draw, in pixels; also becomes the content size.
    void setTextureRect(const Rect& rect);
    /// @p rect as drawn (a rotated rect occupies its height x width texels), the content size
    /// becomes @p untrimmedSize.
    void setTextureRect(const Rect& rect, bool rotated, const Size& untrimmedSize);
    const Rect& getTextureRect() const { return _rect; }
    bool isTextureRectRotated() const { return _rectRotated; }
    /// cocos2d-x's offset position: the trim offset (mirrored by the flips) plus half the trimmed
    /// margin, scaled by the stretch factor (content size / original size).
    Vec2 getOffsetPosition() const;
    /// The drawn quad in the content box (node space): where the texture rect goes.
    Rect getQuadRect() const;
    /// The untrimmed size the texture rect was set with (the image's size before a packer trimmed it).
    const Size& getOriginalContentSize() const { return _originalContentSize; }
    /// The texture rect's centre offset from the untrimmed image's centre (y up), flips not applied.
    const Vec2& getUnflippedOffset() const { return _unflippedOffset; }

    void setStretchEnabled(bool enabled) { _stretchEnabled = enabled; }
    bool isStretchEnabled() const { return _stretchEnabled; }

    void setFlippedX(bool flipped) { _flippedX = flipped; }
    void setFlippedY(bool flipped) { _flippedY = flipped; }
    bool isFlippedX() const { return _flippedX; }
    bool isFlippedY() const { return _flippedY; }

private:
    void replaceTexture(Texture2D* texture);

    Texture2D* _texture = nullptr;
    SpriteFrame* _spriteFrame = nullptr;
    Rect _rect;
    bool _rectRotated = false;
    Size _originalContentSize; ///< the untrimmed size the texture rect was set with
    bool _stretchEnabled = true;
    Vec2 _unflippedOffset; ///< the frame's offset of the rect centre from the content centre
    bool _flippedX = false;
    bool _flippedY = false;
};

} // namespace cc
