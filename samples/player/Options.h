// samples/player/Options.h — the kite command line.
#pragma once

#include <string>
#include <vector>

namespace kite {

/// Everything the command line can say. Unset numbers are negative.
struct Options {
    std::string target; ///< game folder or .lua file, as given
    std::vector<std::string> gameArgs;
    bool gameArgsGiven = false; ///< "--" was on the command line (a replay keeps its own otherwise)

    bool headless = false;
    long frames = -1;      ///< quit with status 0 after this many frames
    double fixedDt = -1.0; ///< fixed time step; headless defaults to 1/60
    bool hasSeed = false;
    long seed = 0;
    std::string screenshot;    ///< .png or .jpg/.jpeg path (the name picks the format)
    long screenshotFrame = -1; ///< 1-based frame; -1 = the last frame drawn
    int width = 960;
    int height = 640;
    bool sizeGiven = false;
    bool fullscreen = false;
    bool mute = false;    ///< a window plays no sound (audio still advances)
    std::string audioOut; ///< a .wav file that gets the run's mixed audio
    bool showFps = false;
    bool census = false;
    std::string record;
    std::string replay;
    bool watch = false;
    bool check = false;
    bool api = false; ///< --api: list the API; `target` is then the pattern, if any
    bool failOnError = false;
    bool allowBytecode = false;
    double timeout = -1.0;
    bool help = false;
    bool version = false;
};

/// Parses argv; false with a one-line reason in @p error on a usage error (exit status 2).
bool parseOptions(int argc, char** argv, Options* options, std::string* error);

/// The --help text.
std::string helpText();
/// "kite 0.1.0 (Lua 5.1.5)" or "kite 0.1.0 (LuaJIT 2.1.0-beta3)".
std::string versionText();

} // namespace kite
