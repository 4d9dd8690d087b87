// engine/platform/ScaledCopies.h — one texture rect scaled to each size once, for many copies
// (platform-internal).
#pragma once

#include <SDL.h>

#include <map>
#include <utility>

namespace cc {

/// SDL's software renderer draws a scaled copy of a linearly filtered texture with colour or alpha
/// mods or blending by stretching the source into a new surface of the destination's size, then
/// blitting that surface with the mods and blending: three allocations and a stretch per copy. A
/// particle system draws thousands of copies of one rect in a few sizes; this makes each size once
/// (the same linear stretch, into a target texture of the source's format, with no mods and no
/// blending) so that every copy is a plain blit of the pre-scaled texture, which is the second half
/// of what SDL does: the pixels are the same. Only for the software renderer at a render scale of 1
/// and a viewport at the origin (otherwise SDL moves and scales the destination before truncating
/// it to whole pixels) and linearly filtered sources (nearest filtering
/// samples in the blit itself); available() says whether it applies. The textures live as long as
/// this object: one drawable's draw.
class ScaledCopies {
public:
    ScaledCopies(SDL_Renderer* renderer, SDL_Texture* source, const SDL_Rect& rect);
    ~ScaledCopies();
    ScaledCopies(const ScaledCopies&) = delete;
    ScaledCopies& operator=(const ScaledCopies&) = delete;

    bool available() const { return _available; }
    /// Draws the rect onto @p dst (whole pixels, as SDL_RenderCopyF truncates its float rect in the
    /// software renderer) with the colour and alpha mods and the source's blend mode.
    void copy(const SDL_Rect& dst, Uint8 r, Uint8 g, Uint8 b, Uint8 a);

private:
    /// The rect stretched to @p w x @p h; nullptr when SDL cannot make a target texture.
    SDL_Texture* scaled(int w, int h);

    SDL_Renderer* _renderer;
    SDL_Texture* _source;
    SDL_Rect _rect;
    Uint32 _format = 0;
    SDL_BlendMode _blend = SDL_BLENDMODE_BLEND;
    bool _available = false;
    std::map<std::pair<int, int>, SDL_Texture*> _sizes;
};

} // namespace cc
