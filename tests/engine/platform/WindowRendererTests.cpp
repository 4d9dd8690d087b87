// tests/engine/platform/WindowRendererTests.cpp — which OpenGL drivers count as software
// rasterizers (where a window is drawn by SDL's software renderer).
#include "platform/WindowRenderer.h"

#include <gtest/gtest.h>

namespace {

TEST(WindowRenderer, MesasSoftwareRasterizersAreRecognised) {
    EXPECT_TRUE(cc::isSoftwareRasterizer("llvmpipe (LLVM 15.0.6, 256 bits)"));
    EXPECT_TRUE(cc::isSoftwareRasterizer("softpipe"));
    EXPECT_TRUE(cc::isSoftwareRasterizer("Software Rasterizer"));
    EXPECT_TRUE(cc::isSoftwareRasterizer("Mesa X11 swrast"));
}

TEST(WindowRenderer, GpusAreNot) {
    EXPECT_FALSE(cc::isSoftwareRasterizer("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"));
    EXPECT_FALSE(cc::isSoftwareRasterizer("NVIDIA GeForce RTX 3060/PCIe/SSE2"));
    EXPECT_FALSE(
        cc::isSoftwareRasterizer("AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)"));
    EXPECT_FALSE(cc::isSoftwareRasterizer("")); // not OpenGL, or no answer: keep what SDL chose
}

} // namespace
