// engine/platform/PlatformImpl.h — Platform's SDL state (platform-internal).
#pragma once

#include "math/Size.h"
#include "platform/FontCache.h"
#include "platform/Platform.h"
#include "platform/SceneRenderer.h"
#include "platform/SdlControllers.h"
#include "platform/SdlRenderTargets.h"
#include "platform/SdlResources.h"
#include "platform/TextTextures.h"

#include <SDL.h>

#include <memory>
#include <string>

namespace cc {

class GLView;

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
    std::unique_ptr<SdlRenderTargets> targets; // RenderTexture's
    Size appliedFrame; // the view's frame as this platform last applied it (to see a game's change)
    std::unique_ptr<SdlControllers> pads; // game controllers (issue 21; windows only)

    /// The renderer's output size in pixels (the frame).
    Size outputSize() const;
    /// The view's frame becomes @p frame, its policy applied again, and is recorded as applied.
    void applyFrame(GLView* view, const Size& frame);
};

/// The Director's view (the one the platform draws and reads input for), or nullptr.
GLView* directorView();

/// Windows only (issue 21): starts SDL's game controllers, and text input, which is off until a
/// text field attaches (the IMEDispatcher's keyboard host starts and stops it). close() undoes it.
void openInputDevices(Platform::Impl& m);
void closeInputDevices(Platform::Impl& m);

} // namespace cc
