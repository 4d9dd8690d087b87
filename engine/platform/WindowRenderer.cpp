// engine/platform/WindowRenderer.cpp — see WindowRenderer.h.
#include "platform/WindowRenderer.h"

#include <cstring>

namespace cc {
namespace {

/// GL_RENDERER of the OpenGL context an SDL "opengl" or "opengles2" renderer just made current;
/// empty for other renderers.
std::string glRendererOf(SDL_Renderer* renderer) {
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(renderer, &info) != 0) return "";
    if (std::strcmp(info.name, "opengl") != 0 && std::strcmp(info.name, "opengles2") != 0) return "";
    using GetString = const unsigned char* (*)(unsigned int);
    auto getString = reinterpret_cast<GetString>(SDL_GL_GetProcAddress("glGetString"));
    constexpr unsigned int kGlRenderer = 0x1F01; // GL_RENDERER, without including GL's headers
    const unsigned char* name = getString ? getString(kGlRenderer) : nullptr;
    return name ? reinterpret_cast<const char*>(name) : "";
}

} // namespace

bool isSoftwareRasterizer(const std::string& glRenderer) {
    for (const char* name : {"llvmpipe", "softpipe", "Software Rasterizer", "swrast"})
        if (glRenderer.find(name) != std::string::npos) return true;
    return false;
}

SDL_Renderer* createWindowRenderer(SDL_Window* window, bool vsync) {
    const Uint32 flags = SDL_RENDERER_ACCELERATED | (vsync ? SDL_RENDERER_PRESENTVSYNC : 0);
    SDL_Renderer* renderer = SDL_CreateRenderer(window, -1, flags);
    const char* asked = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
    if (renderer && !(asked && *asked) && isSoftwareRasterizer(glRendererOf(renderer))) {
        SDL_DestroyRenderer(renderer);
        renderer = nullptr;
    }
    if (!renderer) renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    return renderer;
}

} // namespace cc
