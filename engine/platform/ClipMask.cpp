// engine/platform/ClipMask.cpp — see ClipMask.h.
#include "platform/ClipMask.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace cc {

ClipMaskRule clipMaskRule(float alphaThreshold, bool inverted) {
    ClipMaskRule rule;
    rule.inverted = inverted;
    if (alphaThreshold < 1.0f)
        rule.alphaAbove = std::max(0, static_cast<int>(std::floor(std::max(0.0f, alphaThreshold) * 255.0f)));
    return rule;
}

void combineClipped(const std::uint32_t* stencil, const std::uint32_t* content, std::uint32_t* out,
                    std::size_t count, const ClipMaskRule& rule) {
    for (std::size_t i = 0; i < count; ++i) {
        const int stencilAlpha = static_cast<int>(stencil[i] >> 24);
        const bool inside = (stencilAlpha > rule.alphaAbove) != rule.inverted;
        const std::uint32_t pixel = content[i];
        const std::uint32_t alpha = pixel >> 24;
        if (!inside || alpha == 0) {
            out[i] = 0;
            continue;
        }
        if (alpha == 255) {
            out[i] = pixel;
            continue;
        }
        auto straight = [alpha](std::uint32_t channel) {
            return std::min<std::uint32_t>(255u, (channel * 255u + alpha / 2u) / alpha);
        };
        out[i] = (alpha << 24) | (straight((pixel >> 16) & 0xffu) << 16) |
                 (straight((pixel >> 8) & 0xffu) << 8) | straight(pixel & 0xffu);
    }
}

} // namespace cc
