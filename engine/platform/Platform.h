// engine/platform/Platform.h — the window (or off-screen surface), input and presentation, on SDL2.
// This header includes no SDL: the player and tests use the platform through it.
#pragma once

#include "math/Color.h"
#include "platform/InputEvent.h"

#include <memory>
#include <string>
#include <vector>

namespace cc {

class Renderer;

struct PlatformConfig {
    /// No window and no video driver: SDL's software renderer draws into an off-screen surface.
    bool headless = false;
    /// The frame size in pixels: the window's (or surface's) size, and the design size the game sees
    /// until it chooses one (cc.GLView:setDesignResolutionSize).
    int width = 960;
    int height = 640;
    std::string title = "Kite";
    bool vsync = true;
    bool resizable = true;   ///< resizing scales the game by its resolution policy (SHOW_ALL if none)
    bool fullscreen = false; ///< the desktop's size, the game scaled by its policy
    bool highdpi = false;    ///< a full-resolution drawable on high-DPI screens
};

/// Owns SDL for the run: the window (or surface), the SDL renderer, the image and font libraries,
/// the scene renderer installed on the Director, and the texture loader and text measurer installed
/// into the engine (TextureCache::setTextureLoader, Label::setTextMeasurer) while it is open.
/// One Platform at a time; it outlives every Director made while it is open.
class Platform {
public:
    Platform();
    ~Platform();
    Platform(const Platform&) = delete;
    Platform& operator=(const Platform&) = delete;

    /// Opens the window or the off-screen target; false with a reason in @p error (e.g. no display).
    bool open(const PlatformConfig& config, std::string* error);
    /// Uninstalls from the engine and shuts SDL down. Safe to call twice.
    void close();
    bool isOpen() const;
    bool isHeadless() const;
    /// The frame: the window's drawable size in pixels now (it changes when the window is resized),
    /// or the surface's.
    int width() const;
    int height() const;
    /// SDL's video driver ("x11", "wayland", ...; "offscreen" or "dummy" when there is no display),
    /// or "none" headless.
    std::string videoDriver() const;
    /// SDL's renderer drawing the frame: "software" headless and where OpenGL is itself a software
    /// rasterizer (WindowRenderer.h), else "opengl", "opengles2", ...
    std::string rendererName() const;

    /// The renderer to install with Director::setRenderer(). It draws the Director's view: design
    /// points mapped into the view's viewport (letterboxed, cropped or stretched by its policy).
    Renderer* sceneRenderer();
    /// Makes the Director's view (cc.GLView) and this platform agree; beginFrame() calls it, and so
    /// does the Director's view host the player installs (Director::setViewHost), when a view is set.
    /// A view not drawn yet is adopted: its name becomes the title; a window takes its frame size (or
    /// goes full screen for createWithFullScreen); a headless surface or a full-screen window keeps its
    /// size, which becomes the view's frame (its policy applied again). Later, a frame size the game
    /// sets resizes the window; headless or full screen it is refused with an error.
    void syncView();

    /// Appends the input that arrived since the last call (closing the window gives a Quit event),
    /// positions in the design coordinates of the Director's view (origin bottom-left), converted as
    /// cocos converts touches and the mouse. A resized window resizes the view's frame. Headless
    /// platforms have no input.
    void pollEvents(std::vector<InputEvent>* out);

    /// Starts a frame: syncView(), then the whole frame cleared to black (letterbox bars stay black).
    void beginFrame();
    /// Overlays, in frame pixels with the origin at the top-left (for the player's own screens).
    void fillRect(float x, float y, float w, float h, const Color4B& color);
    /// Draws @p text (lines split at '\n', wrapped at @p wrapWidth when above 0) in the monospace
    /// debug font; returns the height it took.
    float drawText(float x, float y, const std::string& text, const Color4B& color, int pointSize,
                   float wrapWidth = 0.0f);
    /// The size @p text takes in the debug font.
    void measureText(const std::string& text, int pointSize, int* w, int* h);
    /// Writes the current frame (as drawn so far) to a PNG or JPEG file, as the name ends.
    bool saveScreenshot(const std::string& path, std::string* error);
    /// Whether saveScreenshot knows the format of @p path: .png, .jpg or .jpeg (any case).
    static bool canSaveScreenshotAs(const std::string& path);
    /// Shows the frame (a no-op headless).
    void present();
    /// The window's title (kept headless too, for a game that reads it back).
    void setTitle(const std::string& title);
    const std::string& title() const;
    /// Puts @p text on the system clipboard (windows only); false when there is none.
    bool setClipboardText(const std::string& text);

    /// Monotonic seconds, and sleeping, for the host's frame pacing.
    static double seconds();
    static void sleep(double seconds);

    struct Impl;

private:
    std::unique_ptr<Impl> _impl;
};

} // namespace cc
