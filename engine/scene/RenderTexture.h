// engine/scene/RenderTexture.h — cocos2d-x `RenderTexture`: nodes drawn into a texture.
#pragma once

#include "base/RefPtr.h"
#include "math/Color.h"
#include "scene/Node.h"
#include "scene/Texture2D.h"

#include <functional>
#include <string>

namespace cc {

class Image;
class Sprite;

/// A texture the game draws into through the installed RenderTargets (director/RenderTargets.h).
/// begin() / beginWithClear() ... end() bracket the drawing: a node's visit() in between draws its
/// subtree into the texture with its own transform (its parent's is ignored), origin at the texture's
/// bottom-left, one point per pixel. Drawing is immediate, so what a frame shows is what was drawn
/// before it. With auto-draw on, a visit clears the texture (by the clear flags) and draws the
/// children into it with this node's own transform, as cocos2d-x does.
///
/// As in cocos2d-x, the texture's rows are stored bottom-up (Texture2D::isRenderTarget()), so its
/// sprite (getSprite(), also the first child) is flipped vertically to show it upright; a visit draws
/// that sprite only, never the other children on screen. The sprite draws with ALPHA_PREMULTIPLIED.
/// Kite's textures keep colours straight, so a partly transparent pixel drawn into a texture cleared
/// to transparent comes out with its colour multiplied by its alpha twice (a darker fringe); opaque
/// pixels and textures cleared to an opaque colour show exactly as drawn on screen.
/// Kite has no depth or stencil buffer: depth and stencil values and flags are kept and reported
/// back, and clearing them changes nothing.
class RenderTexture : public Node {
public:
    /// cocos2d-x's GL clear bits (setClearFlags).
    static constexpr unsigned COLOR_BUFFER_BIT = 0x4000;
    static constexpr unsigned DEPTH_BUFFER_BIT = 0x0100;
    static constexpr unsigned STENCIL_BUFFER_BIT = 0x0400;
    using PixelFormat = Texture2D::PixelFormat; // the bindings name it here

    /// nullptr (logged) when the size is not positive, is larger than the renderer allows, or no
    /// renderer is installed. Every pixel format is kept as RGBA8888, as cocos2d-x 3.17 does.
    static RenderTexture* create(int w, int h,
                                 Texture2D::PixelFormat format = Texture2D::PixelFormat::RGBA8888,
                                 unsigned depthStencilFormat = 0);
    ~RenderTexture() override;
    bool initWithWidthAndHeight(int w, int h, Texture2D::PixelFormat format, unsigned depthStencilFormat = 0);

    /// Starts drawing into the texture; begins may nest (the innermost draws).
    void begin();
    void beginWithClear(float r, float g, float b, float a);
    void beginWithClear(float r, float g, float b, float a, float depthValue);
    void beginWithClear(float r, float g, float b, float a, float depthValue, int stencilValue);
    void beginWithClear(float r, float g, float b, float a, float depthValue, int stencilValue,
                        unsigned flags);
    /// Ends the innermost begin (this texture's); an end without a begin is reported and ignored.
    void end();
    void clear(float r, float g, float b, float a);
    void clearDepth(float depthValue);
    void clearStencil(int stencilValue);

    const Color4F& getClearColor() const { return _clearColor; }
    void setClearColor(const Color4F& color) { _clearColor = color; }
    float getClearDepth() const { return _clearDepth; }
    void setClearDepth(float depth) { _clearDepth = depth; }
    int getClearStencil() const { return _clearStencil; }
    void setClearStencil(int stencil) { _clearStencil = stencil; }
    unsigned getClearFlags() const { return _clearFlags; }
    void setClearFlags(unsigned flags) { _clearFlags = flags; }
    bool isAutoDraw() const { return _autoDraw; }
    void setAutoDraw(bool autoDraw) { _autoDraw = autoDraw; }
    /// Kite has no matrix stack to keep: the flag is kept and changes nothing.
    void setKeepMatrix(bool keepMatrix) { _keepMatrix = keepMatrix; }
    bool isKeepMatrix() const { return _keepMatrix; }

    Sprite* getSprite() const { return _sprite.get(); }
    /// The sprite a visit shows (retained). The first one is also a child, as in cocos2d-x; one set
    /// later is not added.
    void setSprite(Sprite* sprite);
    Texture2D* getTexture() const { return _texture.get(); }

    /// cocos2d-x's Image::Format values for saveToFile (cc.IMAGE_FORMAT_JPEG / PNG).
    enum class ImageFormat { JPEG = 0, PNG = 1 };
    using SaveCallback = std::function<void(RenderTexture*, const std::string&)>;
    /// Writes the texture to getWritablePath() + @p fileName now, PNG or JPEG as the name ends (as
    /// cocos2d-x's Image decides; @p format only says whether alpha may be kept: JPEG has none);
    /// @p callback (this, full path) runs after the current script code, with the scheduler's queued
    /// functions, as cocos calls it from the frame's render. False (logged) when the pixels cannot be
    /// read or the file cannot be written; the callback runs either way, as in cocos2d-x.
    bool saveToFile(const std::string& fileName, ImageFormat format, bool isRGBA = true,
                    SaveCallback callback = nullptr);
    /// The format from the name: .png, else JPEG (cocos2d-x's rule).
    bool saveToFile(const std::string& fileName, bool isRGBA = true, SaveCallback callback = nullptr);
    /// The texture's pixels as an autoreleased Image, upright (top row first); nullptr (logged) when
    /// they cannot be read.
    Image* newImage(bool flipImage = true);

    using Node::visit;
    void visit(const AffineTransform& parentToWorld) override;

    /// The texture being drawn into (the innermost begin), or nullptr.
    static RenderTexture* drawing();
    /// Draws @p node's visited subtree into this texture (Node::visit() calls it while begun).
    void drawVisited(Node* node);

private:
    RenderTexture() = default;
    void clearNow();

    RefPtr<Texture2D> _texture;
    RefPtr<Sprite> _sprite;
    Color4F _clearColor{0.0f, 0.0f, 0.0f, 0.0f};
    float _clearDepth = 0.0f;
    int _clearStencil = 0;
    unsigned _clearFlags = 0;
    bool _autoDraw = false;
    bool _keepMatrix = false;
    Texture2D::PixelFormat _pixelFormat = Texture2D::PixelFormat::RGBA8888;
    unsigned _depthStencilFormat = 0;
};

} // namespace cc
