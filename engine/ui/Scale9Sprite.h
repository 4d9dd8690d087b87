// engine/ui/Scale9Sprite.h — a sprite stretched in nine parts: corners kept, edges and centre stretched.
#pragma once

#include "scene/Sprite.h"
#include "scene/TexturedVertex.h"

#include <string>

namespace cc::ui {

/// cocos2d-x 3.17 `ui::Scale9Sprite` (Lua: ccui.Scale9Sprite, also cc.Scale9Sprite). A Sprite whose
/// image is cut by its cap insets into a 3x3 grid: in SLICE rendering the four corners keep their
/// size, the edges stretch along one axis and the centre along both to fill the content size (the
/// preferred size); in SIMPLE rendering the whole image stretches like a plain sprite. When the
/// content is smaller than two opposite caps together, both shrink in proportion and the middle
/// vanishes, as in cocos.
///
/// Cap insets are a rect in the untrimmed image's pixels from its top-left: what lies inside it is
/// the centre. Rect::ZERO means cocos's default, the middle third each way. The four insets
/// (left, top, right, bottom) are the margins around that rect; insets reaching outside the image
/// are clamped to it (logged). A sheet's rotated and trimmed frames slice like the original image.
///
/// Drawn as up to nine quads in one batch of textured triangles (getTriangles(), four per quad). The GRAY
/// state draws the texture's grey twin (Texture2D::getGrayTexture()) tinted by the luminance of the node
/// colour: cocos's grey shader takes the luminance of texel x colour, which is the same for white
/// and grey tints. Flips mirror the whole nine-slice, not each part.
class Scale9Sprite : public Sprite {
public:
    enum class State { NORMAL = 0, GRAY = 1 };
    enum class RenderingType { SIMPLE = 0, SLICE = 1 };

    /// Empty (no texture, size 0) until a frame or texture is given.
    static Scale9Sprite* create();
    /// @p file's @p rect (pixels from the top-left; Rect::ZERO: the whole image) cut by @p capInsets.
    /// nullptr (logged, naming the file) when the image cannot be loaded.
    static Scale9Sprite* create(const std::string& file, const Rect& rect, const Rect& capInsets);
    static Scale9Sprite* create(const Rect& capInsets, const std::string& file);
    static Scale9Sprite* create(const std::string& file, const Rect& rect);
    static Scale9Sprite* create(const std::string& file);
    /// nullptr for a null frame.
    static Scale9Sprite* createWithSpriteFrame(SpriteFrame* frame, const Rect& capInsets = Rect::ZERO);
    /// nullptr (logged, naming it) when the SpriteFrameCache has no frame @p name.
    static Scale9Sprite* createWithSpriteFrameName(const std::string& name,
                                                   const Rect& capInsets = Rect::ZERO);

    bool init() override;
    bool initWithFile(const std::string& file, const Rect& rect, const Rect& capInsets);
    bool initWithFile(const Rect& capInsets, const std::string& file);
    bool initWithFile(const std::string& file, const Rect& rect);
    bool initWithFile(const std::string& file);
    bool initWithSpriteFrame(SpriteFrame* frame, const Rect& capInsets = Rect::ZERO);
    bool initWithSpriteFrameName(const std::string& name, const Rect& capInsets = Rect::ZERO);
    /// Shows @p rect of @p sprite's texture (stored @p rotated, trimmed from @p originalSize with the
    /// rect's centre @p offset from the original's) cut by @p capInsets; false without a sprite.
    bool init(Sprite* sprite, const Rect& rect, bool rotated, const Vec2& offset, const Size& originalSize,
              const Rect& capInsets);
    bool init(Sprite* sprite, const Rect& rect, bool rotated, const Rect& capInsets);
    bool init(Sprite* sprite, const Rect& rect, const Rect& capInsets);
    bool updateWithSprite(Sprite* sprite, const Rect& rect, bool rotated, const Vec2& offset,
                          const Size& originalSize, const Rect& capInsets);
    bool updateWithSprite(Sprite* sprite, const Rect& rect, bool rotated, const Rect& capInsets);

    /// A new Scale9Sprite of the same frame cut by @p capInsets (this one is untouched).
    Scale9Sprite* resizableSpriteWithCapInsets(const Rect& capInsets) const;
    /// Copies what is shown and how (frame, insets, size, rendering type, state, flips) to @p copy.
    void copyTo(Scale9Sprite* copy) const;

    /// Shows @p frame cut by @p capInsets; the content size becomes the frame's original size.
    void setSpriteFrame(SpriteFrame* frame, const Rect& capInsets = Rect::ZERO);
    using Sprite::setSpriteFrame;
    /// The frame shown, with the untrimmed image's size as its original size (a Sprite's made-up
    /// frame takes the content size, which here is the preferred size).
    SpriteFrame* getSpriteFrame() const;

    void setCapInsets(const Rect& capInsets);
    /// The centre rect in use (the middle third when Rect::ZERO was given).
    Rect getCapInsets() const { return _capInsets; }
    void setInsetLeft(float inset);
    void setInsetTop(float inset);
    void setInsetRight(float inset);
    void setInsetBottom(float inset);
    float getInsetLeft() const { return _insetLeft; }
    float getInsetTop() const { return _insetTop; }
    float getInsetRight() const { return _insetRight; }
    float getInsetBottom() const { return _insetBottom; }

    /// The content size: what the nine parts fill.
    void setPreferredSize(const Size& size) { setContentSize(size); }
    Size getPreferredSize() const { return getContentSize(); }
    /// The untrimmed image's size.
    Size getOriginalSize() const { return getOriginalContentSize(); }

    void setRenderingType(RenderingType type) { _renderingType = type; }
    RenderingType getRenderingType() const { return _renderingType; }
    /// cocos's older switch: true is SLICE rendering, false SIMPLE.
    void setScale9Enabled(bool enabled);
    bool isScale9Enabled() const { return _renderingType == RenderingType::SLICE; }
    void setState(State state) { _state = state; }
    State getState() const { return _state; }
    /// cocos 3.17 returns the sprite itself (Scale9Sprite is a Sprite there too).
    Sprite* getSprite() { return this; }
    /// cocos rebuilds its quads here; Kite builds them at each draw, so there is nothing to redo.
    void resetRender() {}

    /// What to draw, in node space: empty without a texture or with an empty content size.
    TexturedTriangles getTriangles() const;

private:
    /// The four insets from the cap insets rect, clamped to the image (logged when they were not).
    void applyCapInsets(const Rect& capInsets);
    /// setCapInsets() from the four insets.
    void capInsetsFromInsets();

    Rect _capInsets;
    float _insetLeft = 0.0f, _insetTop = 0.0f, _insetRight = 0.0f, _insetBottom = 0.0f;
    RenderingType _renderingType = RenderingType::SLICE;
    State _state = State::NORMAL;
};

} // namespace cc::ui
