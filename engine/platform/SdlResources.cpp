// engine/platform/SdlResources.cpp — see SdlResources.h.
#include "platform/SdlResources.h"

#include "base/Log.h"
#include "platform/LabelTextRequest.h"
#include "platform/TextTextures.h"
#include "platform/TextureAsIs.h"
#include "scene/Image.h"

#include <SDL_image.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <filesystem>
#include <vector>

namespace fs = std::filesystem;

namespace cc {

SDL_Surface* SdlTextureLoader::decode(const std::string& path, std::string* error) const {
    // The engine resolved the name through FileUtils: a relative path here was not found there
    // (and is not opened relative to the working directory).
    std::error_code ec;
    if (fs::path(path).is_relative() || !fs::is_regular_file(path, ec)) {
        *error = "cannot load image '" + path + "': no such file";
        return nullptr;
    }
    SDL_Surface* surface = IMG_Load(path.c_str());
    if (!surface) *error = "cannot load image '" + path + "': " + IMG_GetError();
    return surface;
}

bool SdlTextureLoader::upload(const std::string& path, SDL_Surface* surface, TextureInfo* info) {
    SDL_Texture* texture = SDL_CreateTextureFromSurface(_renderer, surface);
    if (!texture) {
        logError("cannot make a texture of '%s' (%dx%d): %s", path.c_str(), surface->w, surface->h,
                 SDL_GetError());
        return false;
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear); // cocos2d-x's default filter
    info->pixelsWide = surface->w;
    info->pixelsHigh = surface->h;
    info->platformHandle = texture;
    return true;
}

bool SdlTextureLoader::loadTexture(const std::string& path, TextureInfo* info) {
    std::string error;
    SDL_Surface* surface = decode(path, &error);
    if (!surface) {
        logError("%s", error.c_str());
        return false;
    }
    bool ok = upload(path, surface, info);
    SDL_FreeSurface(surface);
    return ok;
}

std::unique_ptr<DecodedImage> SdlTextureLoader::decodeImage(const std::string& path) {
    auto image = std::make_unique<SdlDecodedImage>();
    image->surface = decode(path, &image->error); // no logging here: this is the worker thread
    if (image->surface) {
        image->width = image->surface->w;
        image->height = image->surface->h;
        image->alpha = SDL_ISPIXELFORMAT_ALPHA(image->surface->format->format);
    }
    return image;
}

std::unique_ptr<DecodedImage> SdlTextureLoader::decodeImageData(const unsigned char* data, std::size_t size,
                                                                const std::string& name) {
    if (size > static_cast<std::size_t>(INT_MAX)) return nullptr;
    SDL_RWops* bytes = SDL_RWFromConstMem(data, static_cast<int>(size));
    SDL_Surface* surface = bytes ? IMG_Load_RW(bytes, 1) : nullptr; // 1: IMG closes the RWops
    if (!surface) {
        logError("cannot load image %s: %s", name.c_str(), IMG_GetError());
        return nullptr;
    }
    auto image = std::make_unique<SdlDecodedImage>();
    image->surface = surface;
    image->width = surface->w;
    image->height = surface->h;
    image->alpha = SDL_ISPIXELFORMAT_ALPHA(surface->format->format);
    return image;
}

bool SdlTextureLoader::createTexture(const std::string& path, const DecodedImage& image, TextureInfo* info) {
    auto* decoded = dynamic_cast<const SdlDecodedImage*>(&image);
    if (!decoded) return false;
    if (!decoded->surface) {
        logError("%s", decoded->error.c_str());
        return false;
    }
    return upload(path, decoded->surface, info);
}

bool SdlTextureLoader::saveImage(const DecodedImage& image, const std::string& path, std::string* error) {
    auto* decoded = dynamic_cast<const SdlDecodedImage*>(&image);
    if (!decoded || !decoded->surface) {
        *error = "cannot save '" + path + "': the image holds no pixels";
        return false;
    }
    const bool png = imageFileFormatOf(path) == ImageFileFormat::PNG; // Image::saveToFile refused the rest
    if ((png ? IMG_SavePNG(decoded->surface, path.c_str())
             : IMG_SaveJPG(decoded->surface, path.c_str(), kJpegQuality)) != 0) {
        *error = "cannot save '" + path + "': " + IMG_GetError();
        return false;
    }
    return true;
}

void SdlTextureLoader::unloadTexture(void* platformHandle) {
    if (platformHandle) SDL_DestroyTexture(static_cast<SDL_Texture*>(platformHandle));
}

void SdlTextureLoader::setTextureFilter(void* platformHandle, bool linear) {
    if (platformHandle)
        SDL_SetTextureScaleMode(static_cast<SDL_Texture*>(platformHandle),
                                linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest);
}

bool SdlTextureLoader::makeGrayTexture(void* platformHandle, int width, int height, TextureInfo* info) {
    auto* source = static_cast<SDL_Texture*>(platformHandle);
    if (!source || width <= 0 || height <= 0) return false;
    SDL_Texture* target =
        SDL_CreateTexture(_renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, width, height);
    if (!target) return false;
    std::vector<Uint32> pixels(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    SDL_Texture* previous = SDL_GetRenderTarget(_renderer);
    // The renderer's scale, viewport and clip belong to the frame being drawn: saved, reset, restored.
    float scaleX = 1.0f, scaleY = 1.0f;
    SDL_RenderGetScale(_renderer, &scaleX, &scaleY);
    SDL_Rect viewport, clip;
    SDL_RenderGetViewport(_renderer, &viewport);
    const bool clipped = SDL_RenderIsClipEnabled(_renderer) == SDL_TRUE;
    SDL_RenderGetClipRect(_renderer, &clip);
    bool ok = SDL_SetRenderTarget(_renderer, target) == 0;
    if (ok) {
        SDL_RenderSetScale(_renderer, 1.0f, 1.0f);
        SDL_RenderSetViewport(_renderer, nullptr);
        SDL_RenderSetClipRect(_renderer, nullptr);
        const TextureAsIs plain(source); // the texels as they are, alpha included
        ok =
            SDL_RenderCopy(_renderer, source, nullptr, nullptr) == 0 &&
            SDL_RenderReadPixels(_renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, pixels.data(), width * 4) == 0;
    }
    SDL_SetRenderTarget(_renderer, previous);
    SDL_RenderSetScale(_renderer, scaleX, scaleY);
    SDL_RenderSetViewport(_renderer, &viewport);
    SDL_RenderSetClipRect(_renderer, clipped ? &clip : nullptr);
    SDL_DestroyTexture(target);
    if (!ok) return false;
    for (Uint32& p : pixels) { // Rec. 709 luminance, as cocos's grey shader
        const float lum = 0.2126f * ((p >> 16) & 0xFF) + 0.7152f * ((p >> 8) & 0xFF) + 0.0722f * (p & 0xFF);
        const Uint32 l = static_cast<Uint32>(std::min(255.0f, lum + 0.5f));
        p = (p & 0xFF000000u) | (l << 16) | (l << 8) | l;
    }
    SDL_Texture* gray =
        SDL_CreateTexture(_renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, width, height);
    if (!gray || SDL_UpdateTexture(gray, nullptr, pixels.data(), width * 4) != 0) {
        if (gray) SDL_DestroyTexture(gray);
        return false;
    }
    SDL_SetTextureBlendMode(gray, SDL_BLENDMODE_BLEND);
    SDL_ScaleMode mode = SDL_ScaleModeLinear;
    SDL_GetTextureScaleMode(source, &mode);
    SDL_SetTextureScaleMode(gray, mode);
    info->pixelsWide = width;
    info->pixelsHigh = height;
    info->platformHandle = gray;
    return true;
}

Size SdlTextMeasurer::measureText(const std::string& text, const TextStyle& style) {
    int w = 0;
    int h = 0;
    TextTextures::Request request = labelTextRequest(*_fonts, text, style);
    request.outline = style.outlineSize; // an outline's ring is the size of the outlined text
    TextTextures::measure(text, request, &w, &h);
    return Size(static_cast<float>(w), static_cast<float>(h));
}

} // namespace cc
