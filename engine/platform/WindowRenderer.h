// engine/platform/WindowRenderer.h — which SDL renderer draws a window (platform-internal).
#pragma once

#include <SDL.h>

#include <string>

namespace cc {

/// The renderer for @p window: SDL's accelerated one, unless its OpenGL is a software rasterizer
/// (Mesa's llvmpipe, softpipe or swrast: Xvfb, a VM, a machine without a GPU driver). There SDL's
/// own software renderer draws sprites several times faster than the rasterizer shades them, and
/// draws the same pixels as a headless run. SDL_RENDER_DRIVER, when set, picks the driver as SDL
/// documents, and is obeyed. Null when no renderer could be made.
SDL_Renderer* createWindowRenderer(SDL_Window* window, bool vsync);

/// Whether @p glRenderer (OpenGL's GL_RENDERER string) names a software rasterizer.
bool isSoftwareRasterizer(const std::string& glRenderer);

} // namespace cc
