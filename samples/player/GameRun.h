// samples/player/GameRun.h — one start of a game: a Director set up for the platform, a fresh Lua
// state, main.lua run; and the teardown that --watch and R restart go through.
#pragma once

#include "GameFiles.h"
#include "LuaStack.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace cc {
class InputDispatcher;
class Platform;
} // namespace cc

namespace kite {

class LuaEngine;

struct RunSettings {
    GameLocation game;
    std::vector<std::string> gameArgs;
    bool hasSeed = false;
    long seed = 0;
    bool headless = false;
    long frames = -1; ///< the --frames limit, -1 for none
    bool allowBytecode = false;
    int width = 960;
    int height = 640;
    double frameInterval = 1.0 / 60.0;
    bool displayStats = false;            ///< --show-fps: the Director starts with setDisplayStats(true)
    std::string title;                    ///< the window's title at every start (a restart too)
    std::string identity;                 ///< the save folder's name (conf.lua's t.identity)
    std::string saveDirectory;            ///< where the game's saves go (FileUtils' writable path)
    std::vector<std::string> searchPaths; ///< added to FileUtils' after the game folder
    /// Runs instead of the main script, in the same state (kite --api); false when it failed.
    std::function<bool(LuaStack*)> instead;
};

/// A reported Lua error with where it happened.
struct ReportedError {
    LuaError error;
    bool fatal = false; ///< main.lua itself failed (a callback that failed while it ran is not fatal)
};

class GameRun {
public:
    GameRun(const RunSettings& settings, cc::Platform* platform, cc::InputDispatcher* input);
    ~GameRun();
    GameRun(const GameRun&) = delete;
    GameRun& operator=(const GameRun&) = delete;

    /// Called for every reported error, after it is printed on stderr (an error that repeats the one
    /// before it is counted, not printed again), and once more, as fatal, when main.lua failed.
    void setErrorListener(std::function<void(const ReportedError&)> listener) {
        _listener = std::move(listener);
    }

    /// Creates the Director and the Lua state, and runs main.lua. False when main.lua failed (the
    /// error was reported as fatal); the run can still be stopped and started again.
    bool start();
    /// Ends the Director (scenes exit and clean up while Lua still runs), stops every sound and
    /// releases every audio callback (AudioSystem::shutdown), then closes the state.
    void stop();
    bool isStarted() const { return _engine != nullptr; }

    lua_State* luaState() const;
    /// An engine check that failed inside a call from the game's Lua code, reported like a Lua
    /// error (script line, traceback; not fatal). False when no Lua code is running.
    bool reportEngineCheck(const std::string& message);
    /// Nodes in the running scene, including invisible ones (for --show-fps).
    int nodeCount() const;

private:
    void report(const LuaError& error);
    /// "... repeated N times" for the errors report() held back.
    void flushRepeats();
    LuaError relative(const LuaError& error) const;
    void setGlobals();

    RunSettings _settings;
    cc::Platform* _platform;
    cc::InputDispatcher* _input;
    std::unique_ptr<LuaEngine> _engine;
    std::function<void(const ReportedError&)> _listener;
    std::string _lastReport; ///< the last error printed
    int _repeats = 0;        ///< how often it came again since
};

/// The error as the player prints it: the message, then the traceback, paths relative to the game.
std::string formatError(const LuaError& error);

} // namespace kite
