// engine/platform/ScaledCopies.cpp — see ScaledCopies.h.
#include "platform/ScaledCopies.h"

#include "platform/TextureAsIs.h"

namespace cc {

ScaledCopies::ScaledCopies(SDL_Renderer* renderer, SDL_Texture* source, const SDL_Rect& rect)
    : _renderer(renderer), _source(source), _rect(rect) {
    SDL_RendererInfo info;
    SDL_ScaleMode mode = SDL_ScaleModeNearest;
    float scaleX = 0.0f, scaleY = 0.0f;
    SDL_RenderGetScale(renderer, &scaleX, &scaleY);
    SDL_Rect viewport{};
    SDL_RenderGetViewport(renderer, &viewport);
    _available = SDL_GetRendererInfo(renderer, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE) &&
                 SDL_GetTextureScaleMode(source, &mode) == 0 && mode == SDL_ScaleModeLinear &&
                 SDL_QueryTexture(source, &_format, nullptr, nullptr, nullptr) == 0 &&
                 SDL_GetTextureBlendMode(source, &_blend) == 0 && scaleX == 1.0f && scaleY == 1.0f &&
                 viewport.x == 0 && viewport.y == 0;
}

ScaledCopies::~ScaledCopies() {
    for (auto& size : _sizes)
        if (size.second) SDL_DestroyTexture(size.second);
}

SDL_Texture* ScaledCopies::scaled(int w, int h) {
    auto found = _sizes.find({w, h});
    if (found != _sizes.end()) return found->second;
    SDL_Texture* texture = SDL_CreateTexture(_renderer, _format, SDL_TEXTUREACCESS_TARGET, w, h);
    if (texture) {
        // The stretch SDL makes before blending: the source alone, no mods, no blending.
        SDL_Texture* target = SDL_GetRenderTarget(_renderer);
        const SDL_Rect whole{0, 0, w, h};
        const TextureAsIs plain(_source);
        if (SDL_SetRenderTarget(_renderer, texture) != 0 ||
            SDL_RenderCopy(_renderer, _source, &_rect, &whole) != 0) {
            SDL_DestroyTexture(texture);
            texture = nullptr;
        }
        SDL_SetRenderTarget(_renderer, target);
        if (texture) SDL_SetTextureBlendMode(texture, _blend);
    }
    _sizes.emplace(std::make_pair(w, h), texture);
    return texture;
}

void ScaledCopies::copy(const SDL_Rect& dst, Uint8 r, Uint8 g, Uint8 b, Uint8 a) {
    if (dst.w <= 0 || dst.h <= 0) return; // SDL draws nothing either
    // The rect's own size is an unscaled blit of the source in SDL too.
    SDL_Texture* texture = dst.w == _rect.w && dst.h == _rect.h ? nullptr : scaled(dst.w, dst.h);
    SDL_Texture* drawn = texture ? texture : _source;
    SDL_SetTextureColorMod(drawn, r, g, b);
    SDL_SetTextureAlphaMod(drawn, a);
    SDL_RenderCopy(_renderer, drawn, texture ? nullptr : &_rect, &dst);
    if (!texture) {
        SDL_SetTextureColorMod(_source, 255, 255, 255);
        SDL_SetTextureAlphaMod(_source, 255);
    }
}

} // namespace cc
