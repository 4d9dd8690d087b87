// engine/platform/SpriteBatch.h — textured quads that share a texture and a blend mode, drawn with
// one SDL_RenderGeometry call (platform-internal).
#pragma once

#include <SDL.h>

#include <vector>

namespace cc {

/// A GPU renderer pays for every draw call (SDL's OpenGL one issues one per copy), so sprites cut
/// from one image are queued here and drawn together when the texture or the blend mode changes, or
/// when anything else is about to draw or change the renderer's state (SceneRenderer flushes).
class SpriteBatch {
public:
    explicit SpriteBatch(SDL_Renderer* renderer) : _renderer(renderer) {}

    /// Queues the quad @p corners (in order around it) on @p texture drawn with @p blend.
    void add(SDL_Texture* texture, SDL_BlendMode blend, const SDL_Vertex (&corners)[4]);
    /// Draws what is queued.
    void flush();
    /// Quads drawn by flush() so far, and the calls they took (for tests).
    int quadsDrawn() const { return _quadsDrawn; }
    int drawCalls() const { return _drawCalls; }

private:
    SDL_Renderer* _renderer;
    SDL_Texture* _texture = nullptr;
    SDL_BlendMode _blend = SDL_BLENDMODE_BLEND;
    std::vector<SDL_Vertex> _vertices; // kept from frame to frame to reuse their memory
    std::vector<int> _indices;
    int _quadsDrawn = 0;
    int _drawCalls = 0;
};

} // namespace cc
