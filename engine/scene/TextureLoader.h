// engine/scene/TextureLoader.h — how the engine gets images it cannot decode itself.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

namespace cc {

/// Pixels a loader decoded (what they are is the loader's): off the main thread for
/// TextureCache::addImageAsync, or held by a cc::Image.
class DecodedImage {
public:
    virtual ~DecodedImage() = default;
    int width = 0;
    int height = 0;
    bool alpha = false;
};

/// What a TextureLoader reports for one image.
struct TextureInfo {
    int pixelsWide = 0;
    int pixelsHigh = 0;
    void* platformHandle = nullptr; ///< owned by the loader; handed back in unloadTexture()
};

/// Implemented by the platform (SDL2_image) and by tests (a fake). Installed process-wide with
/// TextureCache::setTextureLoader(); not owned by the engine and must outlive every texture it made.
class TextureLoader {
public:
    virtual ~TextureLoader() = default;
    /// Loads @p path; returns false (and leaves @p info alone) when the image cannot be loaded.
    virtual bool loadTexture(const std::string& path, TextureInfo* info) = 0;
    /// Frees what loadTexture() created; called when the Texture2D dies.
    virtual void unloadTexture(void* platformHandle) { (void)platformHandle; }
    /// Decodes @p path for TextureCache::addImageAsync. Runs on a worker thread: it must touch
    /// nothing but the file and the image it returns. nullptr when the image cannot be decoded.
    /// The default decodes nothing and leaves the whole load to createTexture().
    virtual std::unique_ptr<DecodedImage> decodeImage(const std::string& path) {
        (void)path;
        return std::make_unique<DecodedImage>();
    }
    /// Decodes an image file's bytes held in memory (a particle plist's embedded texture); @p name is
    /// for messages. nullptr when they do not decode; the default decodes nothing.
    virtual std::unique_ptr<DecodedImage> decodeImageData(const unsigned char* data, std::size_t size,
                                                          const std::string& name) {
        (void)data;
        (void)size;
        (void)name;
        return nullptr;
    }
    /// Called on the decoding worker thread as it ends (frees per-thread state the decoder kept).
    virtual void decodeThreadEnding() {}
    /// On the main thread: the texture of what decodeImage() returned. The default loads @p path.
    virtual bool createTexture(const std::string& path, const DecodedImage& image, TextureInfo* info) {
        (void)image;
        return loadTexture(path, info);
    }
    /// Writes @p image to @p path (PNG or JPEG, as imageFileFormatOf(path) says); false with @p error set
    /// when it cannot.
    virtual bool saveImage(const DecodedImage& image, const std::string& path, std::string* error) {
        (void)image;
        *error = "cannot save '" + path + "': this loader does not write images";
        return false;
    }
    /// A grey copy of the texture @p platformHandle (@p width x @p height): each texel's Rec. 709
    /// luminance, alpha kept, rows in the same order. False when the loader cannot read textures back.
    virtual bool makeGrayTexture(void* platformHandle, int width, int height, TextureInfo* info) {
        (void)platformHandle;
        (void)width;
        (void)height;
        (void)info;
        return false;
    }
    /// Linear (smooth) or nearest-neighbour sampling when the texture is drawn scaled. Textures
    /// start linear, as in cocos2d-x.
    virtual void setTextureFilter(void* platformHandle, bool linear) {
        (void)platformHandle;
        (void)linear;
    }
};

} // namespace cc
