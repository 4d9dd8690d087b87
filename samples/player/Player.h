// samples/player/Player.h — the kite program: options in, a game played, an exit status out.
#pragma once

#include "FileWatcher.h"
#include "GameConfig.h"
#include "GameRun.h"
#include "InputLog.h"
#include "Options.h"
#include "Overlays.h"
#include "platform/InputDispatcher.h"
#include "platform/Platform.h"
#include "platform/SdlAudio.h"

#include <memory>
#include <optional>

namespace kite {

/// Exit statuses (see --help).
enum ExitStatus {
    kExitOk = 0,
    kExitLuaError = 1,
    kExitOutputMissing = 1, ///< an output asked for (--screenshot, --record, --audio-out) was not written
    kExitUsage = 2,
};

/// Runs `kite` with @p argc / @p argv and returns the exit status.
int runPlayer(int argc, char** argv);

/// One play session: the platform stays open while the game may be started several times.
///
/// Each frame: poll the platform (or take the frame's input from --replay), record it (--record),
/// handle quit / restart / the error screen's keys, queue the game's input for the Director's input
/// step, Director::mainLoop(dt) (or draw the error screen), draw overlays, take the screenshot,
/// present, then decide whether the run is over. Audio advances inside the Director's frame, by the
/// frame's dt: a run with fixed steps (headless, --fixed-dt, a replay) hears the same every time.
class Player {
public:
    Player(Options options, GameLocation game, GameConfig config)
        : _options(std::move(options)), _config(std::move(config)) {
        _settings.game = std::move(game);
    }
    ~Player();
    Player(const Player&) = delete;
    Player& operator=(const Player&) = delete;
    int run();
    /// Runs @p instead of the game's main script (kite --api), in the state a game gets.
    void runInstead(std::function<bool(LuaStack*)> instead) { _settings.instead = std::move(instead); }

private:
    int setUp();
    bool startGame();
    /// The input before @p frame: polled (or replayed), plus quit requests and restarts.
    FrameInput collectInput(long frame, double now, const char** restartWhy);
    /// Runs the Director's frame (or draws the error screen) and the overlays.
    void drawFrame(double dt, double now);
    void restartGame(const char* why);
    /// Whether the frame just drawn is the last one (and the status to end with).
    bool isLastFrame(int* status);
    void takeScreenshot();
    int finish(int status);

    Options _options;
    GameConfig _config;
    RunSettings _settings;
    cc::Platform _platform;
    cc::SdlAudio _audio; ///< closed before the platform (which shuts SDL down)
    cc::InputDispatcher _input;
    std::unique_ptr<GameRun> _game;
    InputLog _replay;
    InputLog _record;
    std::optional<FileWatcher> _watcher;
    FpsCounter _fps;

    double _fixedDt = -1.0;             ///< -1: real time
    double _frameInterval = 1.0 / 60.0; ///< what a window (or --watch) is paced to
    long _frame = 0;                    ///< frames drawn so far
    bool _seedChosen = false;           ///< no --seed: the player picked one from the clock
    bool _seedShown = false;
    bool _screenshotTaken = false;
    bool _screenshotSaved = false;
    bool _quit = false;
    int _stopStatus = -1;           ///< set by --fail-on-error or a fatal error headless
    std::optional<LuaError> _fatal; ///< shown on the error screen
    std::string _banner;
    double _bannerUntil = 0.0;
};

} // namespace kite
