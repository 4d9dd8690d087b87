// samples/player/Overlays.h — what the player itself draws: the error screen, the error banner for
// callback errors, and the --show-fps stats.
#pragma once

#include <string>

namespace cc {
class Platform;
}

namespace kite {

struct LuaError;

/// The full-window screen shown when main.lua fails in a window (LÖVE-style): message, traceback
/// and the keys that work (Esc quits, R restarts).
void drawErrorScreen(cc::Platform* platform, const LuaError& error, bool watching);

/// A strip at the top with the last callback error, while the game goes on.
void drawErrorBanner(cc::Platform* platform, const std::string& message);

struct Stats {
    double fps = 0.0;
    int nodes = 0;
    int refs = 0;
    int handlers = 0;
};

/// cocos2d-x-style stats in the bottom-left corner.
void drawStats(cc::Platform* platform, const Stats& stats);

/// Averages frame times over half-second windows of game time, so the number reads steadily and
/// does not change between identical headless runs.
class FpsCounter {
public:
    void frame(double dt);
    double fps() const { return _fps; }

private:
    double _elapsed = 0.0;
    int _frames = 0;
    double _fps = 0.0;
};

} // namespace kite
