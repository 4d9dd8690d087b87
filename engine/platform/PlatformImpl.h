// engine/platform/PlatformImpl.h — Platform's SDL state (platform-internal).
#pragma once

#include "platform/FontCache.h"
#include "platform/Platform.h"
#include "platform/SceneRenderer.h"
#include "platform/SdlResources.h"
#include "platform/TextTextures.h"

#include <SDL.h>

#include <memory>
#include <string>

namespace cc {

struct Platform::Impl {
    PlatformConfig config;
    SDL_Window* window = nullptr;
    SDL_Surface* surface = nullptr; // headless target
    SDL_Renderer* renderer = nullptr;
    bool sdlStarted = false;
    bool ttfStarted = false;
    bool imgStarted = false;
    FontCache fonts;
    std::unique_ptr<TextTextures> text;
    std::unique_ptr<SdlTextureLoader> loader;
    std::unique_ptr<SdlTextMeasurer> measurer;
    std::unique_ptr<SceneRenderer> scene;
    float appliedFrameWidth = 0.0f; // the frame size the window was last given for the view
    float appliedFrameHeight = 0.0f;

    /// The renderer's output size in pixels (the frame).
    void outputSize(int* w, int* h) const;
};

} // namespace cc
