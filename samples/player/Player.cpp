// samples/player/Player.cpp — see Player.h.
#include "Player.h"

#include "ApiListing.h"
#include "ApiNameCheck.h"

#include "LuaEngine.h"
#include "Watchdog.h"
#include "base/FileUtils.h"
#include "base/Macros.h"
#include "base/RefCensus.h"
#include "director/Director.h"
#include "events/EventKeyboard.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>

namespace kite {
namespace {

constexpr double kBannerSeconds = 5.0;
constexpr double kMaxRealDt = 0.25; // a stall (window drag, breakpoint) must not become one huge step

volatile std::sig_atomic_t s_interrupted = 0;

// Headless, Ctrl+C and SIGTERM become a quit request (SDL does this itself for windows), so the run
// still tears down and saves its recording; a second signal ends the process at once.
void onInterrupt(int sig) {
    if (s_interrupted) {
        std::signal(sig, SIG_DFL);
        std::raise(sig);
    }
    s_interrupted = 1;
}

void say(const std::string& text) {
    std::fprintf(stderr, "kite: %s\n", text.c_str());
    std::fflush(stderr);
}

bool isKey(const cc::InputEvent& e, cc::EventKeyboard::KeyCode key) {
    return e.type == cc::InputEvent::Type::KeyDown && e.key == static_cast<int>(key);
}

std::string firstLine(const std::string& text) {
    return text.substr(0, text.find('\n'));
}

// Whether a file can be written at @p path, asked before the run so that a typo is a usage error
// and not a run whose result is lost at the end.
bool canWriteFile(const std::string& path, std::string* why) {
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path file(path);
    fs::path folder = file.has_parent_path() ? file.parent_path() : fs::path(".");
    if (fs::is_directory(file, ec)) {
        *why = "it is a folder";
    } else if (fs::exists(file, ec)) {
        if (access(path.c_str(), W_OK) == 0) return true;
        *why = "the file is not writable";
    } else if (!fs::is_directory(folder, ec)) {
        *why = "there is no folder " + folder.string();
    } else {
        if (access(folder.c_str(), W_OK) == 0) return true;
        *why = "the folder " + folder.string() + " is not writable";
    }
    return false;
}

bool checkOutputs(const Options& options, std::string* error) {
    std::string why;
    if (!options.record.empty() && !canWriteFile(options.record, &why)) {
        *error = "--record: cannot write " + options.record + ": " + why;
        return false;
    }
    if (!options.audioOut.empty() && !canWriteFile(options.audioOut, &why)) {
        *error = "--audio-out: cannot write " + options.audioOut + ": " + why;
        return false;
    }
    if (!options.screenshot.empty() && !canWriteFile(options.screenshot, &why)) {
        *error = "--screenshot: cannot write " + options.screenshot + ": " + why;
        return false;
    }
    return true;
}

// A seed for a run without --seed: differs from run to run, and fits math.randomseed on both
// backends (Lua 5.1 hands it to srand as an int).
long seedFromClock() {
    auto ticks = static_cast<unsigned long long>(std::chrono::steady_clock::now().time_since_epoch().count());
    std::seed_seq mix{static_cast<unsigned>(ticks), static_cast<unsigned>(ticks >> 32),
                      std::random_device{}()};
    unsigned value = 0;
    mix.generate(&value, &value + 1);
    return static_cast<long>(value % 2147483646u) + 1;
}

// The main script of a cocos project whose config.json names none (cocos's simulator's default).
const char* const kCocosEntry = "src/main.lua";

// The folder a game's saves go to, by its identity (LÖVE's rule): FileUtils' writable path,
// $XDG_DATA_HOME/kite/<identity>, else ~/.local/share/kite/<identity>. Created on first use.
std::string saveDirectoryFor(const std::string& identity) {
    std::string path = cc::FileUtils::writablePathFor(identity);
    path.pop_back(); // kite.saveDirectory has no trailing '/'
    return path;
}

// An engine check that no script call tripped (or after the game is gone).
void printEngineCheck(const cc::AssertInfo& info) {
    std::fprintf(stderr, "kite: engine check failed: %s (%s) at %s:%d\n", info.message, info.condition,
                 info.file, info.line);
}

} // namespace

Player::~Player() {
    cc::setAssertHandler(printEngineCheck); /* the installed handler reads this player's game */
}

namespace {

// Runs @p instead of a main script in a headless start in the current folder, so that it sees the
// state a game gets (bindings, framework, the kite table); no frame is run. The player's status.
int runInThisPlayersState(Options options, const std::string& name, std::function<bool(LuaStack*)> instead) {
    options.headless = true;
    options.frames = 0;
    options.check = options.api = false;
    GameLocation here;
    here.root = std::filesystem::current_path().string();
    here.mainScript = here.root + "/(" + name + ")";
    Player player(std::move(options), std::move(here), GameConfig{});
    player.runInstead(std::move(instead));
    return player.run();
}

// kite --api [PATTERN].
int listApiOfThisPlayer(const Options& options) {
    int disagreements = -1;
    int status = runInThisPlayersState(options, "kite --api", [&](LuaStack* stack) {
        disagreements = listApi(stack, options.target);
        return disagreements >= 0;
    });
    return status != kExitOk ? status : (disagreements == 0 ? kExitOk : kExitLuaError);
}

// kite --check's unknown API names, with this player's names; -1 (and why) when luacheck is missing.
int checkNamesOfThisPlayer(const Options& options, const std::string& root,
                           const std::vector<std::string>& files) {
    if (!luacheckInstalled()) {
        say("luacheck is not installed (Debian: apt-get install lua-check): API names were not checked");
        return -1;
    }
    const std::string config =
        (std::filesystem::temp_directory_path() / ("kite-check-" + std::to_string(getpid()) + ".luacheckrc"))
            .string();
    int status = runInThisPlayersState(options, "kite --check",
                                       [&](LuaStack* stack) { return writeLuacheckConfig(stack, config); });
    int unknown = status == kExitOk ? checkApiNames(root, files, config) : -1;
    std::error_code ec;
    std::filesystem::remove(config, ec);
    if (unknown < 0) say("API names were not checked: luacheck could not be run");
    return unknown;
}

} // namespace

int runPlayer(int argc, char** argv) {
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // the game's print() reaches pipes and IDEs line by line
    Options options;
    std::string error;
    if (!parseOptions(argc, argv, &options, &error)) {
        say(error);
        return kExitUsage;
    }
    if (options.help) {
        std::fputs(helpText().c_str(), stdout);
        return kExitOk;
    }
    if (options.version) {
        std::printf("%s\n", versionText().c_str());
        return kExitOk;
    }
    if (options.api) return listApiOfThisPlayer(options);
    GameLocation game;
    if (!locateGame(options.target, &game, &error)) {
        say(error);
        return kExitUsage;
    }
    if (options.check) {
        // A single file is checked alone: its folder may be anything (a home folder, /tmp).
        bool single = !std::filesystem::is_directory(options.target);
        std::vector<std::string> files =
            single ? std::vector<std::string>{game.mainScript} : luaFilesUnder(game.root);
        int failed = checkLuaFiles(game.root, files, options.allowBytecode);
        int unknown = checkNamesOfThisPlayer(options, game.root, files);
        std::printf("kite --check: %zu file%s, %d with errors", files.size(), files.size() == 1 ? "" : "s",
                    failed);
        if (unknown >= 0) std::printf(", %d unknown API name%s", unknown, unknown == 1 ? "" : "s");
        std::printf("\n");
        return failed || unknown > 0 ? kExitLuaError : kExitOk;
    }
    GameConfig config;
    bool folder = std::filesystem::is_directory(options.target);
    if (folder && readGameConfig(game.root, options.allowBytecode, &config, &error) && !config.entry &&
        config.cocosProject && std::filesystem::is_regular_file(game.root + "/" + kCocosEntry))
        config.entry = kCocosEntry; // cocos's simulator's default; a Kite main.lua otherwise
    if ((folder && !error.empty()) ||
        !useEntry(options.target, config.entry ? &*config.entry : nullptr, &game, &error) ||
        !checkOutputs(options, &error)) {
        say(error);
        return kExitUsage;
    }
    Player player(std::move(options), std::move(game), std::move(config));
    return player.run();
}

/* -- Setting up ------------------------------------------------------------- */

int Player::setUp() {
    std::string error;
    // The game's conf.lua / config.json, under the command line and a recording.
    if (!_options.sizeGiven) {
        _options.width = _config.width.value_or(_options.width);
        _options.height = _config.height.value_or(_options.height);
    }
    if (!_options.replay.empty()) {
        if (!_replay.load(_options.replay, &error)) {
            say(error);
            return kExitUsage;
        }
        if (_replay.endImplied && _options.frames < 0)
            say(_options.replay + " has no 'end' line: the replay ends after its last input, at frame " +
                std::to_string(_replay.endFrame));
        // The recording's conditions, unless the command line says otherwise.
        if (!_options.gameArgsGiven) _options.gameArgs = _replay.gameArgs;
        if (!_options.sizeGiven) {
            _options.width = _replay.width;
            _options.height = _replay.height;
        }
        if (!_options.hasSeed && _replay.hasSeed) {
            _options.hasSeed = true;
            _options.seed = _replay.seed;
        }
    }
    if (!_options.hasSeed) {
        _options.hasSeed = _seedChosen = true;
        _options.seed = seedFromClock();
    }
    if (_options.fixedDt > 0.0)
        _fixedDt = _options.fixedDt;
    else if (!_options.replay.empty())
        _fixedDt = _replay.fixedDt; // -1 when it was recorded in real time: per-frame steps follow
    else if (_config.fixedDt)
        _fixedDt = *_config.fixedDt;
    else if (_options.headless)
        _fixedDt = 1.0 / 60.0;
    _frameInterval = _fixedDt > 0.0 ? _fixedDt : 1.0 / _config.fps.value_or(60.0);

    _settings.gameArgs = _options.gameArgs;
    _settings.hasSeed = _options.hasSeed;
    _settings.seed = _options.seed;
    _settings.headless = _options.headless;
    _settings.frames = _options.frames;
    _settings.allowBytecode = _options.allowBytecode;
    _settings.width = _options.width;
    _settings.height = _options.height;
    _settings.frameInterval = _frameInterval;
    _settings.displayStats = _options.showFps;
    const std::string folderName = std::filesystem::path(_settings.game.root).filename().string();
    _settings.identity = _config.identity.value_or(folderName);
    _settings.saveDirectory = saveDirectoryFor(_settings.identity);
    // cocos's Lua template (AppDelegate) searches src/ and res/ after the project folder.
    if (_config.cocosProject) _settings.searchPaths = {"src", "res"};

    cc::PlatformConfig config;
    config.headless = _options.headless;
    config.width = _options.width;
    config.height = _options.height;
    _settings.title = _config.title.value_or("Kite - " + folderName);
    config.title = _settings.title;
    config.fullscreen = _options.fullscreen || _config.fullscreen.value_or(false);
    config.resizable = _config.resizable.value_or(config.resizable);
    config.vsync = _config.vsync.value_or(config.vsync);
    config.highdpi = _config.highdpi.value_or(config.highdpi);
    if (!_platform.open(config, &error)) {
        say(error + (_options.headless ? "" : " (use --headless to play without a display)"));
        return kExitUsage;
    }

    // Sound: through the sound card in a window unless muted; always mixed by game time.
    cc::AudioConfig audio;
    audio.device = !_options.headless && !_options.mute;
    audio.outputPath = _options.audioOut;
    if (!_audio.open(audio, &error)) {
        if (!_options.audioOut.empty()) {
            say("--audio-out: " + error);
            return kExitUsage;
        }
        say(error + "; the game plays without sound");
    }

    std::string driver = _platform.videoDriver();
    const char* asked = std::getenv("SDL_VIDEODRIVER");
    if (!_options.headless && (driver == "offscreen" || driver == "dummy") && !(asked && *asked))
        say("no display found (SDL uses its '" + driver +
            "' video driver): the window cannot be seen; "
            "--headless is meant for this");

    _record.width = _options.width;
    _record.height = _options.height;
    _record.hasSeed = _options.hasSeed;
    _record.seed = _options.seed;
    _record.gameArgs = _options.gameArgs;
    _record.fixedDt = _fixedDt;
    if (_options.watch) _watcher.emplace(_settings.game.root);

    // Engine checks log and continue (the engine has a safe path after each): the player never aborts.
    // One that a script's call tripped is a script error: it names the script's line, not the engine's.
    cc::setAssertHandler([this](const cc::AssertInfo& info) {
        if (!_game || !_game->reportEngineCheck(info.message)) printEngineCheck(info);
    });
    if (_options.timeout > 0.0) Watchdog::start(_options.timeout);
    if (_options.headless) {
        std::signal(SIGINT, onInterrupt);
        std::signal(SIGTERM, onInterrupt);
    }
    return kExitOk;
}

bool Player::startGame() {
    _fatal.reset();
    _banner.clear();
    _game = std::make_unique<GameRun>(_settings, &_platform, &_input);
    _game->setErrorListener([this](const ReportedError& reported) {
        if (reported.fatal) {
            _fatal = reported.error;
        } else {
            _banner = firstLine(reported.error.message);
            _bannerUntil = cc::Platform::seconds() + kBannerSeconds;
        }
        if (_options.failOnError && _stopStatus < 0) _stopStatus = kExitLuaError;
        if (_seedChosen && !_seedShown) {
            _seedShown = true;
            say("this run's random seed is " + std::to_string(_options.seed) + " (--seed " +
                std::to_string(_options.seed) + " repeats it)");
        }
    });
    bool ok = _game->start();
    Watchdog::setLuaState(_game->luaState());
    if (!ok && !_fatal) _fatal = LuaError{"main.lua failed", ""};
    return ok;
}

void Player::restartGame(const char* why) {
    say(std::string("restarting the game (") + why + ")");
    Watchdog::setLuaState(nullptr);
    _game.reset(); // tears the scene graph down and closes the Lua state
    startGame();
}

/* -- Frames ------------------------------------------------------------------ */

bool Player::isLastFrame(int* status) {
    if (_stopStatus >= 0) {
        *status = _stopStatus;
        return true;
    }
    if (Watchdog::expired()) {
        say("timeout: the run took longer than " + std::to_string(Watchdog::seconds()) + " s (--timeout)");
        *status = kExitLuaError;
        return true;
    }
    cc::Director* director = cc::Director::getExistingInstance();
    if (!_fatal && director && director->isEnding()) {
        *status = kExitOk;
        return true;
    }
    bool limit = _options.frames >= 0 && _frame >= _options.frames;
    bool replayOver = _options.frames < 0 && !_options.replay.empty() && _replay.endFrame >= 0 &&
                      _frame >= _replay.endFrame;
    if (limit || replayOver) {
        *status = _fatal ? kExitLuaError : kExitOk; // ending on the error screen is still an error
        return true;
    }
    return false;
}

void Player::takeScreenshot() {
    std::string error;
    _screenshotTaken = true;
    _screenshotSaved = _platform.saveScreenshot(_options.screenshot, &error);
    if (_screenshotSaved)
        say("screenshot of frame " + std::to_string(_frame) + " saved to " + _options.screenshot);
    else
        say("cannot save the screenshot " + _options.screenshot + ": " + error);
}

FrameInput Player::collectInput(long frame, double now, const char** restartWhy) {
    FrameInput input;
    _platform.pollEvents(&input.events);
    if (!_options.replay.empty()) {
        bool closed = std::any_of(input.events.begin(), input.events.end(), [](const cc::InputEvent& e) {
            return e.type == cc::InputEvent::Type::Quit;
        });
        input.events.clear(); // the recording is the only input; closing the window still quits
        if (closed) input.events.push_back(cc::InputEvent::quit());
        if (const FrameInput* replayed = _replay.find(frame)) {
            input.events.insert(input.events.end(), replayed->events.begin(), replayed->events.end());
            input.restart = replayed->restart;
            input.dt = replayed->dt;
            if (input.restart) *restartWhy = "replayed";
        }
    }
    if (s_interrupted) {
        s_interrupted = 0;
        input.events.push_back(cc::InputEvent::quit());
    }
    if (_watcher) {
        std::string changed = _watcher->poll(now);
        if (!changed.empty()) {
            say(std::filesystem::path(changed).lexically_relative(_settings.game.root).string() + " changed");
            input.restart = true;
            *restartWhy = "--watch";
        }
    }
    if (_fatal) // the error screen's keys (Esc is handled with the quit requests)
        for (const cc::InputEvent& e : input.events) {
            if (isKey(e, cc::EventKeyboard::KeyCode::KEY_R)) {
                input.restart = true;
                *restartWhy = "R";
            }
            if (isKey(e, cc::EventKeyboard::KeyCode::KEY_C) &&
                _platform.setClipboardText(formatError(*_fatal)))
                say("the error was copied to the clipboard");
        }
    return input;
}

void Player::drawFrame(double dt, double now) {
    _platform.beginFrame();
    if (_fatal)
        drawErrorScreen(&_platform, *_fatal, _options.watch);
    else if (cc::Director* director = cc::Director::getExistingInstance())
        director->mainLoop(static_cast<float>(dt));
    if (!_options.headless && !_fatal && !_banner.empty() && now < _bannerUntil)
        drawErrorBanner(&_platform, _banner);
    cc::Director* shown = cc::Director::getExistingInstance();
    if (_game && shown && shown->isDisplayStats()) // --show-fps, or the game's setDisplayStats(true)
        drawStats(&_platform, Stats{_fps.fps(), _game->nodeCount(), cc::RefCensus::liveCount(),
                                    LuaEngine::liveHandlers()});
}

int Player::run() {
    int status = setUp();
    if (status != kExitOk) return status;

    // Headless, a failed start ends the run, unless --watch waits for the fix.
    const bool fatalEnds = _options.headless && !_options.watch;
    bool ok = startGame();
    if (!ok && fatalEnds) return finish(kExitLuaError);
    if (_stopStatus >= 0) return finish(_stopStatus); // --fail-on-error: a callback failed in main.lua
    cc::Director* director = cc::Director::getExistingInstance();
    bool hasScene = director && (director->getRunningScene() || director->getNextScene());
    // Headless with no scene and no frame limit: main.lua was a plain script, and it is done.
    bool script =
        _options.headless && !hasScene && _options.frames < 0 && _options.replay.empty() && !_options.watch;
    if ((ok && script) || _options.frames == 0)
        return finish(!ok ? kExitLuaError : (_stopStatus >= 0 ? _stopStatus : kExitOk));

    double previousStart = cc::Platform::seconds();
    for (;;) {
        const long frame = _frame + 1;
        const double frameStart = cc::Platform::seconds();
        const char* restartWhy = "";
        FrameInput input = collectInput(frame, frameStart, &restartWhy);
        bool quit = std::any_of(input.events.begin(), input.events.end(), [this](const cc::InputEvent& e) {
            return e.type == cc::InputEvent::Type::Quit ||
                   (_fatal && isKey(e, cc::EventKeyboard::KeyCode::KEY_ESCAPE));
        });

        double dt = _fixedDt;
        if (dt <= 0.0 && input.dt >= 0.0) dt = input.dt; // replaying a real-time recording
        if (dt <= 0.0) dt = _frame == 0 ? 1.0 / 60.0 : std::min(frameStart - previousStart, kMaxRealDt);
        previousStart = frameStart;

        if (!_options.record.empty()) {
            FrameInput& recorded = _record.at(frame);
            recorded.events = input.events;
            recorded.restart = input.restart;
            recorded.dt = _fixedDt > 0.0 ? -1.0 : dt;
            _record.endFrame = quit ? _frame : frame; // a quit frame is not drawn
        }
        if (quit) {
            status = _fatal ? kExitLuaError : (_stopStatus >= 0 ? _stopStatus : kExitOk);
            break;
        }
        if (input.restart) {
            restartGame(restartWhy);
            if (_fatal && fatalEnds) {
                status = kExitLuaError;
                break;
            }
        }
        if (!_fatal)
            for (const cc::InputEvent& e : input.events)
                _input.queue(e);

        drawFrame(dt, frameStart);
        _frame = frame;
        _fps.frame(dt);

        bool last = isLastFrame(&status);
        if (!_options.screenshot.empty() && !_screenshotTaken &&
            (_frame == _options.screenshotFrame || (last && _options.screenshotFrame < 0)))
            takeScreenshot();
        _platform.present();
        if (last) break;

        // A window is paced to the Director's animation interval, which the game may change
        // (cc.Director:setAnimationInterval, as in cocos2d-x; vsync may already have waited); so is a
        // headless --watch run, which waits for edits rather than racing through frames.
        if (!_options.headless || _options.watch) {
            cc::Director* paced = cc::Director::getExistingInstance();
            double interval = paced ? paced->getAnimationInterval() : _frameInterval;
            cc::Platform::sleep(interval - (cc::Platform::seconds() - frameStart) - 0.001);
        }
    }
    return finish(status);
}

int Player::finish(int status) {
    if (!_options.screenshot.empty() && !_screenshotTaken) {
        if (_frame == 0)
            say("no frame was drawn, so no screenshot was saved");
        else
            say("the run ended at frame " + std::to_string(_frame) + ", before screenshot frame " +
                std::to_string(_options.screenshotFrame) + "; no screenshot was saved");
    }
    if (!_options.screenshot.empty() && !_screenshotSaved && status == kExitOk) status = kExitOutputMissing;
    if (Watchdog::expired()) Watchdog::disarmHook();
    Watchdog::setLuaState(nullptr);
    _game.reset();
    Watchdog::stop();
    if (!_options.record.empty()) {
        std::string error;
        if (_record.endFrame < 0) _record.endFrame = _frame;
        if (_record.save(_options.record, &error)) {
            say("input of " + std::to_string(_frame) + " frames recorded to " + _options.record);
        } else {
            say(error);
            if (status == kExitOk) status = kExitOutputMissing;
        }
    }
    if (_audio.isOpen()) {
        _audio.close(); // finishes the --audio-out file
        if (!_options.audioOut.empty())
            say("audio of " + std::to_string(_frame) + " frames written to " + _options.audioOut);
    }
    _platform.close();
    if (_options.census || _options.showFps) {
        std::fprintf(stderr, "kite: census at exit: ");
        cc::RefCensus::print(stderr);
        std::fprintf(stderr, "kite: live Lua handlers at exit: %d\n", LuaEngine::liveHandlers());
    }
    return status;
}

} // namespace kite
