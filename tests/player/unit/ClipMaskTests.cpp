// tests/player/unit/ClipMaskTests.cpp — the CPU pass that stands in for a stencil buffer.
#include "platform/ClipMask.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace {

constexpr std::uint32_t argb(std::uint32_t a, std::uint32_t r, std::uint32_t g, std::uint32_t b) {
    return (a << 24) | (r << 16) | (g << 8) | b;
}

TEST(ClipMask, TheRuleFollowsCocosAlphaThreshold) {
    EXPECT_EQ(cc::clipMaskRule(1.0f, false).alphaAbove, 0); // the shape: any drawn pixel
    EXPECT_EQ(cc::clipMaskRule(0.5f, false).alphaAbove, 127);
    EXPECT_EQ(cc::clipMaskRule(0.0f, true).alphaAbove, 0);
    EXPECT_TRUE(cc::clipMaskRule(0.0f, true).inverted);
}

TEST(ClipMask, KeepsContentWhereTheStencilLetsItThroughStraightened) {
    const std::vector<std::uint32_t> stencil{argb(255, 1, 1, 1), argb(0, 0, 0, 0), argb(128, 9, 9, 9),
                                             argb(127, 9, 9, 9), argb(255, 0, 0, 0)};
    // Content drawn over transparent black: colour already multiplied by alpha.
    const std::vector<std::uint32_t> content{argb(255, 10, 20, 30), argb(255, 40, 50, 60),
                                             argb(128, 64, 32, 0), argb(128, 64, 32, 0), argb(0, 0, 0, 0)};
    std::vector<std::uint32_t> out(content.size());
    cc::combineClipped(stencil.data(), content.data(), out.data(), out.size(), cc::clipMaskRule(0.5f, false));
    EXPECT_EQ(out[0], argb(255, 10, 20, 30));
    EXPECT_EQ(out[1], 0u);                    // no stencil there
    EXPECT_EQ(out[2], argb(128, 128, 64, 0)); // alpha 128 > 127.5: through, colour divided by alpha
    EXPECT_EQ(out[3], 0u);                    // alpha 127 is not above the threshold
    EXPECT_EQ(out[4], 0u);                    // nothing drawn there
    cc::combineClipped(stencil.data(), content.data(), out.data(), out.size(), cc::clipMaskRule(1.0f, true));
    EXPECT_EQ(out[0], 0u); // inverted: only where the stencil drew nothing
    EXPECT_EQ(out[1], argb(255, 40, 50, 60));
    EXPECT_EQ(out[2], 0u);
}

} // namespace
