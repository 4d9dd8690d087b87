// samples/player/GameRun.cpp — see GameRun.h.
#include "GameRun.h"

#include "LuaCallSite.h"
#include "LuaEngine.h"
#include "audio/AudioSystem.h"
#include "base/AutoreleasePool.h"
#include "base/FileUtils.h"
#include "base/PoolManager.h"
#include "base/Random.h"
#include "data/UserDefault.h"
#include "director/Director.h"
#include "director/GLView.h"
#include "platform/Application.h"
#include "platform/InputDispatcher.h"
#include "platform/Platform.h"
#include "scene/Scene.h"

#if defined(KITE_HAS_BINDINGS) && __has_include("KiteBindings.h")
#include "KiteBindings.h"
#define KITE_REGISTER_BINDINGS 1
#endif

extern "C" {
#include "lauxlib.h"
#include "lua.h"
}

#include <cstdio>

namespace kite {
namespace {

int countNodes(const cc::Node* node) {
    int count = 1;
    for (const cc::Node* child : node->getChildren())
        count += countNodes(child);
    return count;
}

std::string withoutRootPrefix(const std::string& root, std::string text) {
    const std::string prefix = root + "/";
    for (size_t at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at))
        text.erase(at, prefix.size());
    return text;
}

// kite.setTitle(text): the window's title (upvalue 1: the Platform).
/// @lua kite.setTitle(title: string)
/// Sets the window's title (a --watch restart goes back to the configured one).
int luaSetTitle(lua_State* L) {
    auto* platform = static_cast<cc::Platform*>(lua_touserdata(L, lua_upvalueindex(1)));
    platform->setTitle(luaL_checkstring(L, 1));
    return 0;
}

// kite.getTitle() -> text
/// @lua kite.getTitle(): string
/// The window's title now.
int luaGetTitle(lua_State* L) {
    auto* platform = static_cast<cc::Platform*>(lua_touserdata(L, lua_upvalueindex(1)));
    lua_pushstring(L, platform->title().c_str());
    return 1;
}

// kite.getTime() -> seconds
/// @lua kite.getTime(): number
/// Seconds on a monotonic wall clock, as LÖVE's love.timer.getTime: for measuring (game logic keeps to dt,
/// which --fixed-dt and --replay repeat).
int luaGetTime(lua_State* L) {
    lua_pushnumber(L, cc::Platform::seconds());
    return 1;
}

void drainPool() {
    cc::PoolManager::getInstance()->getCurrentPool()->clear();
}

} // namespace

std::string formatError(const LuaError& error) {
    std::string text = error.message;
    if (!error.traceback.empty()) text += "\n" + error.traceback;
    return text;
}

GameRun::GameRun(const RunSettings& settings, cc::Platform* platform, cc::InputDispatcher* input)
    : _settings(settings), _platform(platform), _input(input) {}

GameRun::~GameRun() {
    stop();
}

lua_State* GameRun::luaState() const {
    return _engine ? _engine->getLuaState() : nullptr;
}

int GameRun::nodeCount() const {
    cc::Director* director = cc::Director::getExistingInstance();
    cc::Scene* scene = director ? director->getRunningScene() : nullptr;
    return scene ? countNodes(scene) : 0;
}

bool GameRun::reportEngineCheck(const std::string& message) {
    LuaError error;
    if (!_engine || !describeScriptCall(_engine->getLuaState(), message, &error)) return false;
    report(error);
    return true;
}

LuaError GameRun::relative(const LuaError& raw) const {
    // Chunk names are already relative; this catches absolute paths in loader messages too.
    return {withoutRootPrefix(_settings.game.root, raw.message),
            withoutRootPrefix(_settings.game.root, raw.traceback)};
}

void GameRun::report(const LuaError& raw) {
    LuaError error = relative(raw);
    std::string text = formatError(error);
    if (text == _lastReport) {
        ++_repeats; // an error in every frame would flood the terminal
    } else {
        flushRepeats();
        std::fprintf(stderr, "%s\n", text.c_str());
        std::fflush(stderr);
        _lastReport = std::move(text);
    }
    if (_listener) _listener(ReportedError{error, false});
}

void GameRun::flushRepeats() {
    if (_repeats > 0) std::fprintf(stderr, "... repeated %d time%s\n", _repeats, _repeats == 1 ? "" : "s");
    _repeats = 0;
}

void GameRun::setGlobals() {
    lua_State* L = _engine->getLuaState();
    // arg, as lua.c sets it: arg[0] the script, arg[1..] the game arguments.
    lua_newtable(L);
    lua_pushstring(L, _engine->getLuaStack()->chunkNameFor(_settings.game.mainScript).c_str() + 1);
    lua_rawseti(L, -2, 0);
    for (size_t i = 0; i < _settings.gameArgs.size(); ++i) {
        lua_pushstring(L, _settings.gameArgs[i].c_str());
        lua_rawseti(L, -2, static_cast<int>(i + 1));
    }
    lua_setglobal(L, "arg");
    // What the game may want to know about the run: kite.headless (a demo mode plays itself
    // then), kite.frames (the --frames limit), kite.seed (the run's random seed), kite.identity and
    // kite.saveDirectory (where saves go), kite.renderer; kite.setTitle / kite.getTitle for the window, and
    // kite.getTime, a wall clock.
    lua_getglobal(L, "kite");
    if (lua_istable(L, -1)) {
        /// @lua kite.headless: boolean
        /// True when the player runs without a window (--headless), so that a demo mode can play itself.
        lua_pushboolean(L, _settings.headless);
        lua_setfield(L, -2, "headless");
        /// @lua kite.identity: string
        /// The name of the game's save folder: conf.lua's t.identity, else the game folder's name.
        lua_pushstring(L, _settings.identity.c_str());
        lua_setfield(L, -2, "identity");
        /// @lua kite.saveDirectory: string
        /// The folder the game's saves go to (cc.FileUtils' writable path), without a trailing '/'.
        lua_pushstring(L, _settings.saveDirectory.c_str());
        lua_setfield(L, -2, "saveDirectory");
        /// @lua kite.renderer: string
        /// SDL's renderer drawing the frame: "software" headless and where OpenGL is only a software
        /// rasterizer (Xvfb, no GPU driver), else "opengl" or the driver SDL_RENDER_DRIVER names.
        lua_pushstring(L, _platform->rendererName().c_str());
        lua_setfield(L, -2, "renderer");
        lua_pushlightuserdata(L, _platform);
        lua_pushcclosure(L, luaSetTitle, 1);
        lua_setfield(L, -2, "setTitle");
        lua_pushlightuserdata(L, _platform);
        lua_pushcclosure(L, luaGetTitle, 1);
        lua_setfield(L, -2, "getTitle");
        lua_pushcfunction(L, luaGetTime);
        lua_setfield(L, -2, "getTime");
        if (_settings.frames >= 0) {
            /// @lua kite.frames: integer|nil
            /// The number of frames the run stops after (--frames), or nil when it has no limit.
            lua_pushnumber(L, static_cast<lua_Number>(_settings.frames));
            lua_setfield(L, -2, "frames");
        }
        if (_settings.hasSeed) {
            /// @lua kite.seed: integer
            /// This run's random seed (--seed, else a new one each run), already given to math.randomseed.
            lua_pushnumber(L, static_cast<lua_Number>(_settings.seed));
            lua_setfield(L, -2, "seed");
        }
    }
    lua_pop(L, 1);
    if (_settings.hasSeed) {
        // The engine's own randomness (particle emission) repeats with the seed, as math.random does.
        cc::Random::seed(static_cast<std::uint32_t>(_settings.seed));
        lua_getglobal(L, "math");
        lua_getfield(L, -1, "randomseed"); /* stack: math randomseed */
        lua_pushnumber(L, static_cast<lua_Number>(_settings.seed));
        _engine->getLuaStack()->executeFunction(1); /* pops randomseed and the seed */
        lua_pop(L, 1);
    }
}

bool GameRun::start() {
    stop();
    cc::Director* director = cc::Director::getInstance();
    // The one view the player draws (cc.Director:getOpenGLView()): its frame is the window's, named by
    // the configured title (not what the last run set), design size = frame until the game chooses one.
    _platform->setTitle(_settings.title);
    cc::Platform* platform = _platform;
    director->setViewHost([platform](cc::GLView*) { platform->syncView(); });
    director->setOpenGLView(cc::GLViewImpl::createWithRect(
        _settings.title,
        cc::Rect(0.0f, 0.0f, static_cast<float>(_settings.width), static_cast<float>(_settings.height))));
    director->setAnimationInterval(static_cast<float>(_settings.frameInterval));
    director->setDisplayStats(_settings.displayStats);
    director->setRenderer(_platform->sceneRenderer());
    cc::InputDispatcher* input = _input;
    director->setInputPoller([input] {
        if (cc::Director* d = cc::Director::getExistingInstance())
            input->dispatchQueued(d->getEventDispatcher());
    });
    // Every run (a --watch restart too) starts from cocos's defaults: the game folder searched
    // first, then the layout's folders; saves under the game's identity.
    cc::FileUtils::destroyInstance();
    cc::FileUtils* files = cc::FileUtils::getInstance();
    files->setDefaultResourceRootPath(_settings.game.root);
    for (const std::string& path : _settings.searchPaths)
        files->addSearchPath(path);
    files->setWritablePath(_settings.saveDirectory);

    _engine = std::make_unique<LuaEngine>();
    LuaStack* stack = _engine->getLuaStack();
    stack->setErrorHandler([this](const LuaError& error) { report(error); });
    stack->setGameRoot(_settings.game.root);
    stack->setAllowBytecode(_settings.allowBytecode);
#ifdef KITE_REGISTER_BINDINGS
    registerBindings(_engine->getLuaState());
#endif
    setGlobals();
    // A window run opens URLs with xdg-open, a headless one refuses them (Application::openURL
    // logs why).
    cc::Application::getInstance()->setUrlOpener(_settings.headless ? cc::Application::UrlOpener()
                                                                    : &cc::Application::openWithXdgOpen);

    int status = _settings.instead ? (_settings.instead(stack) ? 0 : LUA_ERRRUN)
                                   : stack->executeScriptFile(_settings.game.mainScript);
    drainPool(); // what main.lua autoreleased and did not keep
    // main.lua's own error was the last one reported (callbacks it ran report theirs on the way).
    if (status != 0 && _listener) _listener(ReportedError{relative(stack->getLastError()), true});
    return status == 0;
}

void GameRun::stop() {
    if (!_engine) return;
    if (cc::Director* director = cc::Director::getExistingInstance()) {
        director->end();
        cc::Director::destroyInstance(); // exit/cleanup handlers still reach Lua here
    }
    // Every sound stops and every audio callback (Lua functions among them) is released while the
    // Lua state is still open; after the scene teardown, whose handlers may still play sounds.
    cc::AudioSystem::shutdown();
    drainPool();
    _input->reset();
    _engine.reset();
    cc::UserDefault::destroyInstance(); // saves anything a failed save left, after Lua is gone
    drainPool();
    flushRepeats();
}

} // namespace kite
