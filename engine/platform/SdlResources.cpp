// engine/platform/SdlResources.cpp — see SdlResources.h.
#include "platform/SdlResources.h"

#include "base/Log.h"
#include "platform/TextTextures.h"

#include <SDL_image.h>

#include <cmath>
#include <filesystem>

namespace fs = std::filesystem;

namespace cc {

bool SdlTextureLoader::loadTexture(const std::string& path, TextureInfo* info) {
    std::error_code ec;
    std::string file = path;
    if (!_root.empty() && fs::path(path).is_relative() && fs::is_regular_file(fs::path(_root) / path, ec))
        file = (fs::path(_root) / path).string();
    if (!fs::is_regular_file(file, ec)) {
        logError("cannot load image '%s': no such file", path.c_str());
        return false;
    }
    SDL_Surface* surface = IMG_Load(file.c_str());
    if (!surface) {
        logError("cannot load image '%s': %s", path.c_str(), IMG_GetError());
        return false;
    }
    SDL_Texture* texture = SDL_CreateTextureFromSurface(_renderer, surface);
    int w = surface->w;
    int h = surface->h;
    SDL_FreeSurface(surface);
    if (!texture) {
        logError("cannot make a texture of '%s' (%dx%d): %s", path.c_str(), w, h, SDL_GetError());
        return false;
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear); // cocos2d-x's default filter
    info->pixelsWide = w;
    info->pixelsHigh = h;
    info->platformHandle = texture;
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

Size SdlTextMeasurer::measureText(const std::string& text, const std::string& font, float fontSize,
                                  float maxLineWidth) {
    int w = 0;
    int h = 0;
    int wrap = maxLineWidth > 0.0f ? static_cast<int>(std::lround(maxLineWidth)) : 0;
    TextTextures::measure(_fonts->font(font, fontSize), text, wrap, &w, &h);
    return Size(static_cast<float>(w), static_cast<float>(h));
}

} // namespace cc
