// engine/platform/SdlResources.h — the engine's TextureLoader and TextMeasurer on SDL2_image and
// SDL2_ttf (platform-internal).
#pragma once

#include "platform/FontCache.h"
#include "scene/TextMeasurer.h"
#include "scene/TextureLoader.h"

#include <SDL.h>

#include <string>

namespace cc {

/// The quality (0..100) of the JPEG files the platform writes: screenshots and saved render textures.
constexpr int kJpegQuality = 95;

/// A decoded image: the surface IMG_Load made (or a render target's pixels), or why there is none
/// (logged on the main thread).
class SdlDecodedImage : public DecodedImage {
public:
    ~SdlDecodedImage() override { SDL_FreeSurface(surface); }
    SDL_Surface* surface = nullptr;
    std::string error;
};

/// Loads PNG/JPG (anything SDL2_image reads) into SDL textures of the platform's renderer. Paths come
/// resolved by FileUtils (TextureCache, Image): a relative one was not found. A file that is missing
/// or does not decode is logged with the reason and reported as a failure (the engine then returns
/// nullptr).
class SdlTextureLoader : public TextureLoader {
public:
    explicit SdlTextureLoader(SDL_Renderer* renderer) : _renderer(renderer) {}
    bool loadTexture(const std::string& path, TextureInfo* info) override;
    /// IMG_Load into a surface (thread-safe); createTexture uploads it.
    std::unique_ptr<DecodedImage> decodeImage(const std::string& path) override;
    /// IMG_Load_RW over the bytes.
    std::unique_ptr<DecodedImage> decodeImageData(const unsigned char* data, std::size_t size,
                                                  const std::string& name) override;
    /// SDL keeps its error text per thread; a thread SDL did not start must free it itself.
    void decodeThreadEnding() override { SDL_TLSCleanup(); }
    bool createTexture(const std::string& path, const DecodedImage& image, TextureInfo* info) override;
    /// PNG, or JPEG for any other name (Image::saveToFile lets only .png, .jpg and .jpeg through).
    bool saveImage(const DecodedImage& image, const std::string& path, std::string* error) override;
    void unloadTexture(void* platformHandle) override;
    void setTextureFilter(void* platformHandle, bool linear) override;
    /// Copies the texture into a target texture, reads that back and uploads the grey pixels.
    bool makeGrayTexture(void* platformHandle, int width, int height, TextureInfo* info) override;

private:
    SDL_Surface* decode(const std::string& path, std::string* error) const;
    bool upload(const std::string& path, SDL_Surface* surface, TextureInfo* info);

    SDL_Renderer* _renderer;
};

/// Measures Label text with the same fonts and wrapping the renderer draws it with.
class SdlTextMeasurer : public TextMeasurer {
public:
    explicit SdlTextMeasurer(FontCache* fonts) : _fonts(fonts) {}
    Size measureText(const std::string& text, const TextStyle& style) override;

private:
    FontCache* _fonts;
};

} // namespace cc
