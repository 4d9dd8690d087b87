// engine/platform/BlendModes.h — cocos blend functions as SDL blend modes (platform-internal).
#pragma once

#include "scene/BlendFunc.h"

#include <SDL.h>

namespace cc {

/// The SDL blend mode that draws @p blend's look (BlendFunc.h lists them); an unsupported pair,
/// which setBlendFunc never stores, draws as alpha.
inline SDL_BlendMode sdlBlendMode(const BlendFunc& blend) {
    switch (blend.look()) {
    case BlendFunc::Look::Additive:
        return SDL_BLENDMODE_ADD;
    case BlendFunc::Look::Multiply:
        return SDL_BLENDMODE_MOD;
    case BlendFunc::Look::MultiplyAlpha:
        return SDL_BLENDMODE_MUL;
    case BlendFunc::Look::Opaque:
        return SDL_BLENDMODE_NONE;
    case BlendFunc::Look::Alpha:
    case BlendFunc::Look::Unsupported:
        break;
    }
    return SDL_BLENDMODE_BLEND;
}

/// Draws with @p blend until the scope ends: on @p texture when given, else as the renderer's draw
/// mode (untextured triangles); both go back to alpha blending, their mode between drawables.
class ScopedBlendMode {
public:
    ScopedBlendMode(SDL_Renderer* renderer, SDL_Texture* texture, const BlendFunc& blend)
        : _renderer(renderer), _texture(texture), _changed(blend.look() != BlendFunc::Look::Alpha) {
        if (!_changed) return;
        if (_texture)
            SDL_SetTextureBlendMode(_texture, sdlBlendMode(blend));
        else
            SDL_SetRenderDrawBlendMode(_renderer, sdlBlendMode(blend));
    }
    ~ScopedBlendMode() {
        if (!_changed) return;
        if (_texture)
            SDL_SetTextureBlendMode(_texture, SDL_BLENDMODE_BLEND);
        else
            SDL_SetRenderDrawBlendMode(_renderer, SDL_BLENDMODE_BLEND);
    }
    ScopedBlendMode(const ScopedBlendMode&) = delete;
    ScopedBlendMode& operator=(const ScopedBlendMode&) = delete;

private:
    SDL_Renderer* _renderer;
    SDL_Texture* _texture;
    bool _changed;
};

} // namespace cc
