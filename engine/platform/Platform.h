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
    /// The drawing size in pixels, which is also the design size the game sees.
    int width = 960;
    int height = 640;
    std::string title = "Kite";
    bool vsync = true;
    bool resizable = true;   ///< resizing scales the game (the design size stays)
    bool fullscreen = false; ///< the desktop's size, the game scaled to fit
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
    int width() const;
    int height() const;
    /// SDL's video driver ("x11", "wayland", ...; "offscreen" or "dummy" when there is no display),
    /// or "none" headless.
    std::string videoDriver() const;

    /// The renderer to install with Director::setRenderer().
    Renderer* sceneRenderer();

    /// Appends the input that arrived since the last call (closing the window gives a Quit event).
    /// Headless platforms have no input.
    void pollEvents(std::vector<InputEvent>* out);

    /// Starts a frame by clearing the target to black.
    void beginFrame();
    /// Overlays, in target pixels with the origin at the top-left (for the player's own screens).
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
