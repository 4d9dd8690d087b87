// engine/platform/SdlRenderTargets.cpp — see SdlRenderTargets.h.
#include "platform/SdlRenderTargets.h"

#include "platform/ColorBytes.h"
#include "platform/SceneRenderer.h"
#include "platform/SdlResources.h"
#include "scene/TextureLoader.h"

#include <algorithm>
#include <cmath>

namespace cc {

int SdlRenderTargets::maxTargetSize() const {
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(_renderer, &info) != 0) return kMaxTargetSize;
    int limit = std::min(info.max_texture_width, info.max_texture_height);
    return limit > 0 ? std::min(limit, kMaxTargetSize) : kMaxTargetSize;
}

bool SdlRenderTargets::createTarget(int width, int height, TextureInfo* info, std::string* error) {
    SDL_Texture* texture =
        SDL_CreateTexture(_renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, width, height);
    if (!texture) {
        *error = std::string("the renderer cannot make the texture: ") + SDL_GetError();
        return false;
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    info->pixelsWide = width;
    info->pixelsHigh = height;
    info->platformHandle = texture;
    clearTarget(texture, Color4F(0.0f, 0.0f, 0.0f, 0.0f));
    return true;
}

void SdlRenderTargets::clearTarget(void* handle, const Color4F& color) {
    SDL_Texture* previous = SDL_GetRenderTarget(_renderer);
    if (SDL_SetRenderTarget(_renderer, static_cast<SDL_Texture*>(handle)) == 0) {
        SDL_SetRenderDrawColor(_renderer, colorChannelByte(color.r), colorChannelByte(color.g),
                               colorChannelByte(color.b), colorChannelByte(color.a));
        SDL_RenderClear(_renderer);
    }
    SDL_SetRenderTarget(_renderer, previous);
}

void SdlRenderTargets::drawIntoTarget(void* handle, Node* node) {
    _scene->drawIntoTarget(static_cast<SDL_Texture*>(handle), node);
}

std::unique_ptr<DecodedImage> SdlRenderTargets::readTarget(void* handle) {
    auto* texture = static_cast<SDL_Texture*>(handle);
    int width = 0, height = 0;
    if (!texture || SDL_QueryTexture(texture, nullptr, nullptr, &width, &height) != 0) return nullptr;
    auto image = std::make_unique<SdlDecodedImage>();
    image->surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!image->surface) return nullptr;
    SDL_Texture* previous = SDL_GetRenderTarget(_renderer);
    const bool read = SDL_SetRenderTarget(_renderer, texture) == 0 &&
                      SDL_RenderReadPixels(_renderer, nullptr, SDL_PIXELFORMAT_ARGB8888,
                                           image->surface->pixels, image->surface->pitch) == 0;
    SDL_SetRenderTarget(_renderer, previous);
    if (!read) return nullptr;
    image->width = width;
    image->height = height;
    image->alpha = true;
    return image;
}

} // namespace cc
