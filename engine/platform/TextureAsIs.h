// engine/platform/TextureAsIs.h — a texture drawn as its texels are while the object lives
// (platform-internal): a copy of it into a target texture, not a draw of the scene.
#pragma once

#include <SDL.h>

namespace cc {

/// Sets no colour or alpha mod and no blending on @p texture; puts its own back when destroyed.
class TextureAsIs {
public:
    explicit TextureAsIs(SDL_Texture* texture) : _texture(texture) {
        SDL_GetTextureBlendMode(texture, &_blend);
        SDL_GetTextureColorMod(texture, &_r, &_g, &_b);
        SDL_GetTextureAlphaMod(texture, &_a);
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE);
        SDL_SetTextureColorMod(texture, 255, 255, 255);
        SDL_SetTextureAlphaMod(texture, 255);
    }
    ~TextureAsIs() {
        SDL_SetTextureBlendMode(_texture, _blend);
        SDL_SetTextureColorMod(_texture, _r, _g, _b);
        SDL_SetTextureAlphaMod(_texture, _a);
    }
    TextureAsIs(const TextureAsIs&) = delete;
    TextureAsIs& operator=(const TextureAsIs&) = delete;

private:
    SDL_Texture* _texture;
    SDL_BlendMode _blend = SDL_BLENDMODE_BLEND;
    Uint8 _r = 255, _g = 255, _b = 255, _a = 255;
};

} // namespace cc
