// engine/platform/ColorBytes.h — a colour component in [0, 1] as one of SDL's 0..255 bytes
// (platform-internal; shared by the renderers that hand colours to SDL).
#pragma once

#include <SDL.h>

#include <algorithm>
#include <cmath>

namespace cc {

/// @p value clamped to [0, 1], scaled to 0..255 and rounded to the nearest byte.
inline Uint8 colorChannelByte(float value) {
    return static_cast<Uint8>(std::lround(std::clamp(value, 0.0f, 1.0f) * 255.0f));
}

} // namespace cc
