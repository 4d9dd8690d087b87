// engine/platform/SpriteBatch.cpp — see SpriteBatch.h.
#include "platform/SpriteBatch.h"

namespace cc {

void SpriteBatch::add(SDL_Texture* texture, SDL_BlendMode blend, const SDL_Vertex (&corners)[4]) {
    if (texture != _texture || blend != _blend) {
        flush();
        _texture = texture;
        _blend = blend;
    }
    const int first = static_cast<int>(_vertices.size());
    _vertices.insert(_vertices.end(), corners, corners + 4);
    for (int corner : {0, 1, 2, 0, 2, 3})
        _indices.push_back(first + corner);
}

void SpriteBatch::flush() {
    if (_vertices.empty()) return;
    // Between drawables a texture blends as alpha (ScopedBlendMode): another mode is for this call only.
    if (_blend != SDL_BLENDMODE_BLEND) SDL_SetTextureBlendMode(_texture, _blend);
    SDL_RenderGeometry(_renderer, _texture, _vertices.data(), static_cast<int>(_vertices.size()),
                       _indices.data(), static_cast<int>(_indices.size()));
    if (_blend != SDL_BLENDMODE_BLEND) SDL_SetTextureBlendMode(_texture, SDL_BLENDMODE_BLEND);
    _quadsDrawn += static_cast<int>(_vertices.size() / 4);
    ++_drawCalls;
    _vertices.clear();
    _indices.clear();
}

} // namespace cc
