// engine/platform/ImageCompare.h — compares two image files (for rendering tests).
#pragma once

#include <string>

namespace cc {

struct ImageDifference {
    int width = 0;
    int height = 0;
    long differing = 0; ///< pixels with a channel further apart than the tolerance
    int maxDelta = 0;   ///< largest channel difference seen
    /// The largest difference of a channel's mean over one kBlock x kBlock block (edge blocks are
    /// smaller). Renderers that disagree on a few edge pixels move a block's mean a little; a
    /// sprite that is missing or in another place moves it a lot.
    int maxBlockDelta = 0;
    static constexpr int kBlock = 8;
};

/// Loads @p actualPath and @p expectedPath (PNG or anything SDL2_image reads) and compares them
/// channel by channel, alpha ignored. False with a reason when a file cannot be read or the sizes
/// differ. When @p diffPath is given and some pixel differs, writes an image of the differences there.
bool compareImages(const std::string& actualPath, const std::string& expectedPath, int tolerance,
                   ImageDifference* result, std::string* error, const std::string& diffPath = std::string());

/// The size of an image file; false when it cannot be read.
bool imageSize(const std::string& path, int* width, int* height, std::string* error);

} // namespace cc
