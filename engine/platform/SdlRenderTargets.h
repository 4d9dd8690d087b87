// engine/platform/SdlRenderTargets.h — RenderTargets on SDL target textures (platform-internal).
#pragma once

#include "director/RenderTargets.h"

#include <SDL.h>

namespace cc {

class SceneRenderer;

/// RenderTexture's targets: SDL target textures (ARGB8888) of the platform's renderer, drawn by its
/// SceneRenderer. The largest size is the renderer's (SDL_RendererInfo), or kMaxTargetSize when it
/// names none (the software renderer). Textures die with their Texture2D (the TextureLoader
/// destroys them) or with the renderer.
class SdlRenderTargets : public RenderTargets {
public:
    static constexpr int kMaxTargetSize = 8192;

    SdlRenderTargets(SDL_Renderer* renderer, SceneRenderer* scene) : _renderer(renderer), _scene(scene) {}
    int maxTargetSize() const override;
    bool createTarget(int width, int height, TextureInfo* info, std::string* error) override;
    void clearTarget(void* handle, const Color4F& color) override;
    void drawIntoTarget(void* handle, Node* node) override;
    std::unique_ptr<DecodedImage> readTarget(void* handle) override;

private:
    SDL_Renderer* _renderer;
    SceneRenderer* _scene;
};

} // namespace cc
