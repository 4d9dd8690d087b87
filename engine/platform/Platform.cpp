// engine/platform/Platform.cpp — see Platform.h. Input translation is in PlatformInput.cpp.
#include "platform/Platform.h"

#include "base/Log.h"
#include "director/Director.h"
#include "director/GLView.h"
#include "platform/PlatformImpl.h"
#include "platform/WindowRenderer.h"
#include "scene/Label.h"
#include "scene/TextureCache.h"

#include <SDL_image.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>

namespace cc {
namespace {

enum class ScreenshotFormat { None, Png, Jpeg };

ScreenshotFormat screenshotFormatOf(const std::string& path) {
    size_t dot = path.rfind('.');
    if (dot == std::string::npos || path.find('/', dot) != std::string::npos) return ScreenshotFormat::None;
    std::string ending = path.substr(dot + 1);
    std::transform(ending.begin(), ending.end(), ending.begin(),
                   [](unsigned char c) { return std::tolower(c); });
    if (ending == "png") return ScreenshotFormat::Png;
    if (ending == "jpg" || ending == "jpeg") return ScreenshotFormat::Jpeg;
    return ScreenshotFormat::None;
}

Uint32 windowFlags(const PlatformConfig& config) {
    Uint32 flags = SDL_WINDOW_SHOWN;
    if (config.resizable) flags |= SDL_WINDOW_RESIZABLE;
    if (config.fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    if (config.highdpi) flags |= SDL_WINDOW_ALLOW_HIGHDPI;
    return flags;
}

/// SDL's OpenGL renderer replaces a window made without SDL_WINDOW_OPENGL by a new one: a new X
/// window, which a tool that found the first (xdotool in the window tests, a window manager rule)
/// loses. When that renderer comes first, the window is made for it from the start, so it is made
/// once (also when SDL_RENDER_DRIVER asks for it); without OpenGL the plain window follows.
SDL_Window* openWindow(const PlatformConfig& config) {
    auto create = [&config](Uint32 flags) {
        return SDL_CreateWindow(config.title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                config.width, config.height, flags);
    };
    const char* driver = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
    SDL_RendererInfo first;
    const bool openglFirst = driver && *driver ? std::strcmp(driver, "opengl") == 0
                                               : SDL_GetRenderDriverInfo(0, &first) == 0 &&
                                                     std::strcmp(first.name, "opengl") == 0;
    if (openglFirst)
        if (SDL_Window* window = create(windowFlags(config) | SDL_WINDOW_OPENGL)) return window;
    return create(windowFlags(config));
}

} // namespace

Platform::Platform() : _impl(std::make_unique<Impl>()) {}

Platform::~Platform() {
    close();
}

bool Platform::isOpen() const {
    return _impl->renderer != nullptr;
}
bool Platform::isHeadless() const {
    return _impl->config.headless;
}
Size Platform::Impl::outputSize() const {
    int w = config.width, h = config.height;
    if (window && renderer) SDL_GetRendererOutputSize(renderer, &w, &h);
    return Size(static_cast<float>(w), static_cast<float>(h));
}

void Platform::Impl::applyFrame(GLView* view, const Size& frame) {
    if (!view->getFrameSize().equals(frame)) view->resizeFrame(frame.width, frame.height);
    appliedFrame = view->getFrameSize();
}

GLView* directorView() {
    Director* director = Director::getExistingInstance();
    return director ? director->getOpenGLView() : nullptr;
}

int Platform::width() const {
    return static_cast<int>(_impl->outputSize().width);
}
int Platform::height() const {
    return static_cast<int>(_impl->outputSize().height);
}

std::string Platform::rendererName() const {
    SDL_RendererInfo info;
    return _impl->renderer && SDL_GetRendererInfo(_impl->renderer, &info) == 0 ? info.name : "none";
}

std::string Platform::videoDriver() const {
    const char* driver = _impl->window ? SDL_GetCurrentVideoDriver() : nullptr;
    return driver ? driver : "none";
}

bool Platform::open(const PlatformConfig& config, std::string* error) {
    close();
    Impl& m = *_impl;
    m.config = config;
    auto fail = [&](const std::string& what, const char* why) {
        if (error) *error = what + ": " + (why ? why : "unknown error");
        close();
        return false;
    };
    if (config.width <= 0 || config.height <= 0) return fail("bad size", "width and height must be positive");

    // Headless needs no video subsystem at all: the software renderer draws into memory.
    Uint32 systems = config.headless ? 0 : SDL_INIT_VIDEO | SDL_INIT_EVENTS;
    if (SDL_Init(systems) != 0) return fail("cannot open a window (no display?)", SDL_GetError());
    m.sdlStarted = true;
    if (TTF_Init() != 0) return fail("cannot start SDL_ttf", TTF_GetError());
    m.ttfStarted = true;
    IMG_Init(IMG_INIT_PNG | IMG_INIT_JPG);
    m.imgStarted = true;

    if (config.headless) {
        m.surface =
            SDL_CreateRGBSurfaceWithFormat(0, config.width, config.height, 32, SDL_PIXELFORMAT_ARGB8888);
        if (!m.surface) return fail("cannot create the off-screen surface", SDL_GetError());
        m.renderer = SDL_CreateSoftwareRenderer(m.surface);
        if (!m.renderer) return fail("cannot create the software renderer", SDL_GetError());
    } else {
        m.window = openWindow(config);
        if (!m.window) return fail("cannot open a window", SDL_GetError());
        m.renderer = createWindowRenderer(m.window, config.vsync);
        if (!m.renderer) return fail("cannot create a renderer for the window", SDL_GetError());
        // No SDL logical size: the view's policy scales the game (SceneRenderer, syncView).
        openInputDevices(m); // gamepads and text input (issue 21)
    }

    m.text = std::make_unique<TextTextures>(m.renderer);
    m.loader = std::make_unique<SdlTextureLoader>(m.renderer);
    m.measurer = std::make_unique<SdlTextMeasurer>(&m.fonts);
    m.scene =
        std::make_unique<SceneRenderer>(m.renderer, &m.fonts, m.text.get(), config.width, config.height);
    m.targets = std::make_unique<SdlRenderTargets>(m.renderer, m.scene.get());
    TextureCache::setTextureLoader(m.loader.get());
    Label::setTextMeasurer(m.measurer.get());
    RenderTargets::install(m.targets.get());
    return true;
}

void Platform::close() {
    Impl& m = *_impl;
    closeInputDevices(m); // gamepads and text input (issue 21)
    if (TextureCache::getTextureLoader() == m.loader.get()) TextureCache::setTextureLoader(nullptr);
    if (Label::getTextMeasurer() == m.measurer.get()) Label::setTextMeasurer(nullptr);
    if (RenderTargets::get() == m.targets.get()) RenderTargets::install(nullptr);
    m.targets.reset();
    m.scene.reset();
    m.measurer.reset();
    m.loader.reset();
    m.text.reset(); // textures before their renderer
    m.fonts.clear();
    if (m.renderer) SDL_DestroyRenderer(m.renderer); // also frees textures still held by the engine
    m.renderer = nullptr;
    if (m.surface) SDL_FreeSurface(m.surface);
    m.surface = nullptr;
    if (m.window) SDL_DestroyWindow(m.window);
    m.window = nullptr;
    if (m.imgStarted) IMG_Quit();
    if (m.ttfStarted) TTF_Quit();
    if (m.sdlStarted) SDL_Quit();
    m.imgStarted = m.ttfStarted = m.sdlStarted = false;
}

Renderer* Platform::sceneRenderer() {
    return _impl->scene.get();
}

void Platform::syncView() {
    Impl& m = *_impl;
    GLView* view = m.renderer ? directorView() : nullptr;
    if (!view) return;
    if (!view->isOpenGLReady()) { // a view this platform has not drawn yet
        view->setOpenGLReady(true);
        if (!view->getViewName().empty()) setTitle(view->getViewName());
        if (m.window && view->wantsFullScreen())
            SDL_SetWindowFullscreen(m.window, SDL_WINDOW_FULLSCREEN_DESKTOP);
        if (m.window && !(SDL_GetWindowFlags(m.window) & SDL_WINDOW_FULLSCREEN)) {
            // The window takes the view's frame; if the window manager gives another size, the
            // resize event brings it to the view.
            const Size frame = view->getFrameSize();
            if (!frame.equals(m.outputSize()))
                SDL_SetWindowSize(m.window, static_cast<int>(frame.width), static_cast<int>(frame.height));
            m.appliedFrame = frame;
        } else {
            // A headless surface or a full-screen window keeps its size (no resize event will come).
            m.applyFrame(view, m.outputSize());
        }
        return;
    }
    // Every frame: only a frame size the game set since (GLView:setFrameSize) goes on.
    const Size asked = view->getFrameSize();
    if (asked.equals(m.appliedFrame)) return;
    const Size output = m.outputSize();
    const bool fullScreen = m.window && (SDL_GetWindowFlags(m.window) & SDL_WINDOW_FULLSCREEN);
    if (m.window && !fullScreen && asked.width >= 1.0f && asked.height >= 1.0f) {
        SDL_SetWindowSize(m.window, static_cast<int>(asked.width), static_cast<int>(asked.height));
        view->resizeFrame(asked.width, asked.height); // the policy again, as cocos's window callback does
        m.appliedFrame = view->getFrameSize();
        return;
    }
    const char* why = !m.window    ? "a headless run draws into a surface of a fixed size (--size)"
                      : fullScreen ? "a full-screen window keeps the screen's size"
                                   : "a window needs at least one pixel each way";
    logError("GLView:setFrameSize(%g, %g): %s; the frame stays %gx%g", static_cast<double>(asked.width),
             static_cast<double>(asked.height), why, static_cast<double>(output.width),
             static_cast<double>(output.height));
    m.applyFrame(view, output);
}

void Platform::beginFrame() {
    Impl& m = *_impl;
    if (!m.renderer) return;
    syncView();
    SDL_SetRenderDrawColor(m.renderer, kScreenClearColor.r, kScreenClearColor.g, kScreenClearColor.b,
                           kScreenClearColor.a);
    SDL_RenderClear(m.renderer);
}

void Platform::fillRect(float x, float y, float w, float h, const Color4B& color) {
    Impl& m = *_impl;
    if (!m.renderer) return;
    SDL_SetRenderDrawBlendMode(m.renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(m.renderer, color.r, color.g, color.b, color.a);
    SDL_FRect rect{x, y, w, h};
    SDL_RenderFillRectF(m.renderer, &rect);
}

float Platform::drawText(float x, float y, const std::string& text, const Color4B& color, int pointSize,
                         float wrapWidth) {
    Impl& m = *_impl;
    if (!m.renderer || text.empty()) return 0.0f;
    TextTextures::Request request;
    request.font = m.fonts.debugFont(pointSize);
    request.wrapWidth = static_cast<int>(std::lround(wrapWidth));
    const TextTextures::Entry& entry = m.text->get(text, request);
    if (!entry.texture) return 0.0f;
    SDL_SetTextureColorMod(entry.texture, color.r, color.g, color.b);
    SDL_SetTextureAlphaMod(entry.texture, color.a);
    SDL_FRect rect{x, y, static_cast<float>(entry.width), static_cast<float>(entry.height)};
    SDL_RenderCopyF(m.renderer, entry.texture, nullptr, &rect);
    SDL_SetTextureColorMod(entry.texture, 255, 255, 255);
    SDL_SetTextureAlphaMod(entry.texture, 255);
    return static_cast<float>(entry.height);
}

void Platform::measureText(const std::string& text, int pointSize, int* w, int* h) {
    TextTextures::Request request;
    request.font = _impl->fonts.debugFont(pointSize);
    TextTextures::measure(text, request, w, h);
}

bool Platform::saveScreenshot(const std::string& path, std::string* error) {
    Impl& m = *_impl;
    if (!m.renderer) {
        if (error) *error = "nothing to capture";
        return false;
    }
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(m.renderer, &w, &h);
    SDL_Surface* shot = SDL_CreateRGBSurfaceWithFormat(0, w, h, 24, SDL_PIXELFORMAT_RGB24);
    if (!shot) {
        if (error) *error = SDL_GetError();
        return false;
    }
    SDL_Rect all{0, 0, w, h};
    bool ok = SDL_RenderReadPixels(m.renderer, &all, SDL_PIXELFORMAT_RGB24, shot->pixels, shot->pitch) == 0;
    if (ok) {
        ScreenshotFormat format = screenshotFormatOf(path);
        if (format == ScreenshotFormat::Png)
            ok = IMG_SavePNG(shot, path.c_str()) == 0;
        else if (format == ScreenshotFormat::Jpeg)
            ok = IMG_SaveJPG(shot, path.c_str(), kJpegQuality) == 0;
        else
            ok = SDL_SetError("the file name must end in .png, .jpg or .jpeg") == 0; // SDL_SetError gives -1
    }
    if (!ok && error) *error = SDL_GetError();
    SDL_FreeSurface(shot);
    return ok;
}

void Platform::present() {
    Impl& m = *_impl;
    if (!m.renderer) return;
    m.text->endFrame();
    if (m.window)
        SDL_RenderPresent(m.renderer);
    else
        SDL_RenderFlush(m.renderer);
}

void Platform::setTitle(const std::string& title) {
    _impl->config.title = title;
    if (_impl->window) SDL_SetWindowTitle(_impl->window, title.c_str());
}

const std::string& Platform::title() const {
    return _impl->config.title;
}

bool Platform::canSaveScreenshotAs(const std::string& path) {
    return screenshotFormatOf(path) != ScreenshotFormat::None;
}

bool Platform::setClipboardText(const std::string& text) {
    return _impl->window && SDL_SetClipboardText(text.c_str()) == 0;
}

double Platform::seconds() {
    return static_cast<double>(SDL_GetPerformanceCounter()) /
           static_cast<double>(SDL_GetPerformanceFrequency());
}

void Platform::sleep(double seconds) {
    if (seconds > 0.0) SDL_Delay(static_cast<Uint32>(seconds * 1000.0));
}

} // namespace cc
