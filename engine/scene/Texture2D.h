// engine/scene/Texture2D.h — an image the platform loaded, as the engine sees it.
#pragma once

#include "base/Ref.h"
#include "math/Size.h"

#include <string>

namespace cc {

/// A texture: its path, pixel size and an opaque platform handle. When it dies, the handle goes back
/// to the installed TextureLoader (unloadTexture). Sprites retain their texture; the TextureCache
/// retains the textures it loaded.
class Texture2D : public Ref {
public:
    /// Autoreleased texture wrapping an already-loaded image.
    static Texture2D* create(const std::string& path, int pixelsWide, int pixelsHigh, void* platformHandle);
    ~Texture2D() override;

    const std::string& getPath() const { return _path; }
    int getPixelsWide() const { return _pixelsWide; }
    int getPixelsHigh() const { return _pixelsHigh; }
    /// In points, which are pixels in Kite.
    Size getContentSize() const {
        return Size(static_cast<float>(_pixelsWide), static_cast<float>(_pixelsHigh));
    }
    void* getPlatformHandle() const { return _platformHandle; }

    /// cocos2d-x's pixel formats, with its values (cc.TEXTURE2_D_PIXEL_FORMAT_* in Lua).
    enum class PixelFormat {
        AUTO = 0,
        BGRA8888,
        RGBA8888,
        RGB888,
        RGB565,
        A8,
        I8,
        AI88,
        RGBA4444,
        RGB5A1,
        PVRTC4,
        PVRTC4A,
        PVRTC2,
        PVRTC2A,
        ETC,
        S3TC_DXT1,
        S3TC_DXT3,
        S3TC_DXT5,
        DEFAULT = AUTO
    };
    /// cocos2d-x loads new textures in this format to save memory. Kite keeps every texture as 32-bit
    /// RGBA whatever it says: the format is recorded and reported back, and a format that would
    /// change how a texture looks in cocos (16-bit, alpha-only, no alpha) is warned about once.
    static void setDefaultAlphaPixelFormat(PixelFormat format);
    static PixelFormat getDefaultAlphaPixelFormat();

    /// Smooth (linear) sampling when drawn scaled: the default, as in cocos2d-x.
    void setAntiAliasTexParameters();
    /// Nearest-neighbour sampling: crisp pixel art.
    void setAliasTexParameters();
    bool isAntiAlias() const { return _antiAlias; }

    /// A RenderTexture's texture: its rows are bottom-up, as a GL framebuffer's are in cocos2d-x, so
    /// a sprite shows it upright when flipped vertically (the renderer mirrors such a texture).
    bool isRenderTarget() const { return _renderTarget; }
    void setRenderTarget(bool renderTarget) { _renderTarget = renderTarget; }

    /// The same image in shades of grey (Rec. 709 luminance, alpha kept), made once by the installed
    /// TextureLoader and owned by this texture (ui::Scale9Sprite's GRAY state); nullptr when the
    /// loader cannot make one. A render texture's twin shows its pixels when the twin was made.
    Texture2D* getGrayTexture();

private:
    friend class TextureCache; // creates textures it owns without going through the autorelease pool
    Texture2D(const std::string& path, int w, int h, void* handle)
        : _path(path), _pixelsWide(w), _pixelsHigh(h), _platformHandle(handle) {}

    std::string _path;
    int _pixelsWide;
    int _pixelsHigh;
    void* _platformHandle;
    bool _antiAlias = true;
    bool _renderTarget = false;
    Texture2D* _gray = nullptr; ///< getGrayTexture()'s, retained
    bool _grayTried = false;    ///< a loader that could not make it is not asked every frame
};

} // namespace cc
