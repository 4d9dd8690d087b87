// engine/base/Random.h — the engine's own random numbers (particles), seeded by the player's --seed.
#pragma once

#include <cstdint>

namespace cc {

/// One process-wide generator for what the engine itself randomises (particle emission), so that a
/// run with a fixed seed and a fixed step is the same every time. A 32-bit Mersenne Twister whose
/// output is turned into floats by plain arithmetic (the standard distributions differ between
/// standard libraries). The player seeds it with --seed, as it seeds Lua's math.random.
class Random {
public:
    static void seed(std::uint32_t value);
    /// Uniform in [-1, 1] (cocos2d-x's CCRANDOM_MINUS1_1).
    static float minus1To1();
    /// Uniform in [0, 1] (cocos2d-x's CCRANDOM_0_1).
    static float zeroTo1();
};

} // namespace cc
