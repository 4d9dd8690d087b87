// samples/player/InputLog.h — the --record / --replay file: a run's input, frame by frame.
#pragma once

#include "platform/InputEvent.h"

#include <map>
#include <string>
#include <vector>

namespace kite {

/// What happens before one frame: input events, a player restart, and the frame's time step when
/// the run did not use a fixed one. Frames are numbered from 1, like --frames and --screenshot @N.
struct FrameInput {
    std::vector<cc::InputEvent> events;
    bool restart = false; ///< the player restarted the game before this frame (--watch, R)
    double dt = -1.0;     ///< -1: the log's fixed step
};

/// Text format, one item per line ('#' starts a comment):
///   kite-input 2             magic and version (version 1 files, without arg lines, still load)
///   size 960x640             the design size of the run
///   seed 42                  the run's random seed
///   arg demo                 one per game argument, in order (\\ \n \r \t escaped, and a space at
///                            either end as \s)
///   fixed-dt 0.0166666675    or "dt variable", then per-frame "N dt S" lines
///   N <event>                an InputEvent's text form, for frame N: "12 key-down SPACE"
///   N restart                the player restarted the game before frame N
///   N end                    the recording stopped after frame N (a file without one ends at its
///                            last event, see endImplied)
class InputLog {
public:
    int width = 960;
    int height = 640;
    bool hasSeed = false;
    long seed = 0;
    double fixedDt = -1.0;   ///< -1: variable, see FrameInput::dt
    long endFrame = -1;      ///< the last frame recorded
    bool endImplied = false; ///< load() found no end line and took the last event's frame
    std::vector<std::string> gameArgs;
    std::map<long, FrameInput> frames;

    FrameInput& at(long frame) { return frames[frame]; }
    /// nullptr when nothing happens before @p frame.
    const FrameInput* find(long frame) const;

    bool save(const std::string& path, std::string* error) const;
    /// Reads a file written by save(); errors name the file and line.
    bool load(const std::string& path, std::string* error);
};

} // namespace kite
