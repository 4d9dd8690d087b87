// engine/platform/ClipMask.h — the CPU pass that stands in for a stencil buffer (platform-internal).
#pragma once

#include <cstddef>
#include <cstdint>

namespace cc {

/// What a ClippingNode lets through, for combineClipped.
struct ClipMaskRule {
    /// A stencil pixel counts when its alpha is above this (0..255): 0 for the whole shape
    /// (threshold 1: every drawn pixel), else the threshold scaled to 0..255.
    int alphaAbove = 0;
    bool inverted = false;
};

/// ClipMaskRule for cocos2d-x's alpha threshold (1 or more: the shape; below: alpha above it).
ClipMaskRule clipMaskRule(float alphaThreshold, bool inverted);

/// Combines @p count ARGB8888 pixels: @p content (the children drawn over transparent black, so
/// their colour is multiplied by their alpha) is kept where @p stencil lets it through and cleared
/// elsewhere, and its colour is divided by its alpha again (straight alpha, as SDL blends), into @p out
/// (which may be @p content). The cost is one pass over the pixels, no allocation.
void combineClipped(const std::uint32_t* stencil, const std::uint32_t* content, std::uint32_t* out,
                    std::size_t count, const ClipMaskRule& rule);

} // namespace cc
