// samples/player/Options.cpp — parsing and help (see Options.h).
#include "Options.h"

#include "platform/Platform.h"

extern "C" {
#include "lua.h"
}
#ifdef KITE_LUAJIT
#include "luajit.h"
#endif

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <functional>
#include <map>

#ifndef KITE_VERSION
#define KITE_VERSION "0.0.0"
#endif

namespace kite {
namespace {

bool parseLong(const std::string& text, long* out) {
    if (text.empty()) return false;
    char* end = nullptr;
    errno = 0;
    long value = std::strtol(text.c_str(), &end, 10);
    if (*end || errno) return false;
    *out = value;
    return true;
}

bool parseDouble(const std::string& text, double* out) {
    if (text.empty()) return false;
    char* end = nullptr;
    errno = 0;
    double value = std::strtod(text.c_str(), &end);
    if (*end || errno) return false;
    *out = value;
    return true;
}

// "FILE" or "FILE@N": what follows the last '@' is a frame number of 1 or more, unless it holds a
// '.' or a '/' (then it is part of the name: "a@b.png"). FILE's ending picks the format.
bool parseScreenshot(const std::string& text, Options* o, std::string* error) {
    std::string file = text;
    long frame = -1;
    size_t at = text.rfind('@');
    if (at != std::string::npos && text.find_first_of("./", at) == std::string::npos) {
        file = text.substr(0, at);
        if (!parseLong(text.substr(at + 1), &frame) || frame < 1) {
            *error = "--screenshot FILE@N: N must be a frame number of 1 or more (got '" + text + "')";
            return false;
        }
    }
    if (file.empty()) {
        *error = "--screenshot needs a file name";
        return false;
    }
    if (!cc::Platform::canSaveScreenshotAs(file)) {
        *error = "--screenshot: the file name must end in .png, .jpg or .jpeg (got '" + file + "')";
        return false;
    }
    o->screenshot = file;
    o->screenshotFrame = frame;
    return true;
}

bool parseSize(const std::string& text, Options* o, std::string* error) {
    size_t x = text.find_first_of("xX");
    long w = 0, h = 0;
    if (x == std::string::npos || !parseLong(text.substr(0, x), &w) || !parseLong(text.substr(x + 1), &h) ||
        w < 1 || h < 1 || w > 16384 || h > 16384) {
        *error = "--size expects WIDTHxHEIGHT, e.g. 960x640 (got '" + text + "')";
        return false;
    }
    o->width = static_cast<int>(w);
    o->height = static_cast<int>(h);
    o->sizeGiven = true;
    return true;
}

using Setter = std::function<bool(const std::string&, Options*, std::string*)>;

struct ValueOption {
    const char* metavar;
    Setter set;
};

const std::map<std::string, ValueOption>& valueOptions() {
    static const std::map<std::string, ValueOption> table = {
        {"--frames",
         {"N",
          [](const std::string& v, Options* o, std::string* e) {
              if (parseLong(v, &o->frames) && o->frames >= 0) return true;
              *e = "--frames expects a whole number of frames (got '" + v + "')";
              return false;
          }}},
        {"--fixed-dt",
         {"S",
          [](const std::string& v, Options* o, std::string* e) {
              if (parseDouble(v, &o->fixedDt) && o->fixedDt > 0.0 && o->fixedDt <= 1.0) return true;
              *e = "--fixed-dt expects seconds per frame above 0 and at most 1 (got '" + v + "')";
              return false;
          }}},
        {"--seed",
         {"N",
          [](const std::string& v, Options* o, std::string* e) {
              if (parseLong(v, &o->seed)) return o->hasSeed = true;
              *e = "--seed expects a whole number (got '" + v + "')";
              return false;
          }}},
        {"--screenshot", {"FILE[@FRAME]", parseScreenshot}},
        {"--size", {"WxH", parseSize}},
        {"--record",
         {"FILE",
          [](const std::string& v, Options* o, std::string*) {
              o->record = v;
              return true;
          }}},
        {"--replay",
         {"FILE",
          [](const std::string& v, Options* o, std::string*) {
              o->replay = v;
              return true;
          }}},
        {"--audio-out",
         {"FILE",
          [](const std::string& v, Options* o, std::string* e) {
              std::string lower = v;
              for (char& c : lower)
                  c = char(std::tolower(static_cast<unsigned char>(c)));
              if (lower.size() > 4 && lower.compare(lower.size() - 4, 4, ".wav") == 0) {
                  o->audioOut = v;
                  return true;
              }
              *e = "--audio-out: the file name must end in .wav (got '" + v + "')";
              return false;
          }}},
        {"--timeout",
         {"S",
          [](const std::string& v, Options* o, std::string* e) {
              if (parseDouble(v, &o->timeout) && o->timeout > 0.0) return true;
              *e = "--timeout expects seconds above 0 (got '" + v + "')";
              return false;
          }}},
    };
    return table;
}

const std::map<std::string, bool Options::*>& flagOptions() {
    static const std::map<std::string, bool Options::*> table = {
        {"--headless", &Options::headless},
        {"--fullscreen", &Options::fullscreen},
        {"--mute", &Options::mute},
        {"--show-fps", &Options::showFps},
        {"--census", &Options::census},
        {"--watch", &Options::watch},
        {"--check", &Options::check},
        {"--api", &Options::api},
        {"--fail-on-error", &Options::failOnError},
        {"--allow-bytecode", &Options::allowBytecode},
        {"--help", &Options::help},
        {"-h", &Options::help},
        {"--version", &Options::version},
        {"-v", &Options::version},
    };
    return table;
}

} // namespace

bool parseOptions(int argc, char** argv, Options* o, std::string* error) {
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "--") {
            o->gameArgsGiven = true;
            for (++i; i < argc; ++i)
                o->gameArgs.emplace_back(argv[i]);
            break;
        }
        if (arg.size() > 1 && arg[0] == '-') {
            std::string name = arg, value;
            bool inlineValue = false;
            size_t eq = arg.find('=');
            if (eq != std::string::npos && arg.compare(0, 2, "--") == 0) {
                name = arg.substr(0, eq);
                value = arg.substr(eq + 1);
                inlineValue = true;
            }
            auto flag = flagOptions().find(name);
            if (flag != flagOptions().end() && !inlineValue) {
                o->*(flag->second) = true;
                continue;
            }
            auto option = valueOptions().find(name);
            if (option == valueOptions().end()) {
                *error = "unknown option '" + arg + "' (see kite --help)";
                return false;
            }
            if (!inlineValue) {
                if (i + 1 >= argc) {
                    *error = name + " needs a value: " + name + " " + option->second.metavar;
                    return false;
                }
                value = argv[++i];
            }
            if (!option->second.set(value, o, error)) return false;
            continue;
        }
        if (!o->target.empty()) {
            *error = "unexpected argument '" + arg + "' after the game '" + o->target +
                     "' (arguments for the game go after --)";
            return false;
        }
        o->target = arg;
    }
    if (o->help || o->version || o->api) return true; /* --api's argument is an optional pattern */
    if (o->target.empty()) {
        *error = "no game given: kite [options] <game-dir | file.lua> (see kite --help)";
        return false;
    }
    if (!o->record.empty() && o->record == o->replay) {
        *error = "--record and --replay name the same file";
        return false;
    }
    return true;
}

std::string versionText() {
#ifdef KITE_LUAJIT
    const char* backend = LUAJIT_VERSION;
#else
    const char* backend = LUA_RELEASE;
#endif
    return std::string("kite ") + KITE_VERSION + " (" + backend + ")";
}

std::string helpText() {
    return "Usage: kite [options] <game-dir | file.lua> [-- game args...]\n"
           "       kite --api [PATTERN]\n"
           "\n"
           "Plays a Lua game: a folder with a main.lua, or a single .lua file. A folder's conf.lua\n"
           "(love.conf(t) or kite.conf(t)) and config.json (cocos's init_cfg) configure the run;\n"
           "the options below override them.\n"
           "\n"
           "Running:\n"
           "  --headless             no window: draw off-screen with SDL's software renderer\n"
           "  --frames N             quit with status 0 after N frames\n"
           "  --fixed-dt S           fixed time step of S seconds (default headless: 1/60)\n"
           "  --seed N               seed math.random with N (default: a new seed each run, shown\n"
           "                         with the first error and kept by --record)\n"
           "  --size WxH             window (frame) size in pixels (default 960x640), also the design\n"
           "                         size until the game sets one (cc.GLView)\n"
           "  --fullscreen           fill the screen (the game scales by its resolution policy)\n"
           "  --mute                 play no sound in a window (audio still advances with the game)\n"
           "  --timeout S            end the run with status 1 after S seconds (infinite-loop guard)\n"
           "  --watch                restart the game when one of its .lua files changes\n"
           "  --fail-on-error        end the run with status 1 at the first Lua error\n"
           "  --allow-bytecode       load precompiled Lua chunks (refused by default: they can crash the "
           "VM)\n"
           "\n"
           "Output:\n"
           "  --screenshot FILE[@N]  write frame N (default: the last frame) to FILE, a .png or .jpg\n"
           "  --audio-out FILE.wav   write the run's mixed audio to FILE.wav (16-bit PCM; headless too)\n"
           "  --show-fps             on-screen stats: fps, nodes, live Refs, live Lua handlers\n"
           "  --census               print the live-object census when the run ends\n"
           "  --record FILE          save this run's input, frame by frame\n"
           "  --replay FILE          play back input saved with --record (its size, seed, timing and\n"
           "                         game arguments too)\n"
           "\n"
           "Other:\n"
           "  --check                compile every .lua of the game, report syntax errors, and (with\n"
           "                         luacheck) unknown cc/ccui/ccexp/kite names; exit 1 if any\n"
           "  --api [PATTERN]        list the API of this player: classes, functions with their\n"
           "                         signatures, fields; PATTERN picks names ('Sprite', 'cc.Node:set*');\n"
           "                         exit 1 if the live API and its reference disagree\n"
           "  --version, -v          print the Kite version and the Lua backend\n"
           "  --help, -h             print this help\n"
           "\n"
           "Options also take the form --name=value. Arguments after -- reach the game as arg[1..].\n"
           "In a window, an error in main.lua is shown on screen: Esc quits, R restarts.\n"
           "Exit status: 0 clean quit or frame limit; 1 Lua error, timeout, or an output asked for\n"
           "(--screenshot, --record, --audio-out) not written; 2 usage error, no game, or a bad conf.lua or "
           "config.json.\n";
}

} // namespace kite
