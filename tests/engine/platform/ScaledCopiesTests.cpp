// tests/engine/platform/ScaledCopiesTests.cpp — ScaledCopies draws what SDL's own scaled copies draw.
#include "platform/ScaledCopies.h"

#include <SDL.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

namespace {

constexpr int kSize = 64;

class ScaledCopiesTest : public ::testing::Test {
protected:
    void SetUp() override {
        surface = SDL_CreateRGBSurfaceWithFormat(0, kSize, kSize, 32, SDL_PIXELFORMAT_ARGB8888);
        ASSERT_NE(surface, nullptr) << SDL_GetError();
        renderer = SDL_CreateSoftwareRenderer(surface);
        ASSERT_NE(renderer, nullptr) << SDL_GetError();
        source = spot(SDL_ScaleModeLinear);
        ASSERT_NE(source, nullptr) << SDL_GetError();
    }
    void TearDown() override {
        if (source) SDL_DestroyTexture(source);
        if (renderer) SDL_DestroyRenderer(renderer);
        if (surface) SDL_FreeSurface(surface);
    }

    /// A 24 x 24 soft spot of varying colour on a transparent ground inside a 32 x 32 texture (the
    /// copies show the inner rect), blended by alpha.
    SDL_Texture* spot(SDL_ScaleMode mode) {
        SDL_Texture* texture =
            SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, 32, 32);
        if (!texture) return nullptr;
        std::vector<Uint32> pixels(32 * 32);
        for (int y = 0; y < 32; ++y)
            for (int x = 0; x < 32; ++x) {
                const double d = std::hypot(x - 15.5, y - 15.5) / 12.0;
                const Uint32 a = d >= 1.0 ? 0 : static_cast<Uint32>(255.0 * (1.0 - d));
                pixels[y * 32 + x] =
                    a << 24 | static_cast<Uint32>(x * 8) << 16 | static_cast<Uint32>(y * 8) << 8 | 0x80;
            }
        SDL_UpdateTexture(texture, nullptr, pixels.data(), 32 * 4);
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(texture, mode);
        return texture;
    }

    void clear() {
        SDL_SetRenderDrawColor(renderer, 20, 30, 40, 255);
        SDL_RenderClear(renderer);
    }
    std::vector<Uint32> pixels() const {
        const auto* p = static_cast<const Uint32*>(surface->pixels);
        return std::vector<Uint32>(p, p + kSize * kSize);
    }

    SDL_Surface* surface = nullptr;
    SDL_Renderer* renderer = nullptr;
    SDL_Texture* source = nullptr;
    const SDL_Rect rect{4, 4, 24, 24};
};

struct Copy {
    SDL_Rect dst;
    Uint8 r, g, b, a;
};

// Sizes below, at and above the rect's, one repeated, squares and not, some off the edges, one empty.
const Copy kCopies[] = {
    {{2, 3, 8, 8}, 255, 128, 64, 255},     {{20, 5, 13, 13}, 100, 255, 200, 180},
    {{40, 30, 24, 24}, 255, 255, 255, 90}, {{5, 40, 8, 8}, 30, 60, 255, 255},
    {{-4, 20, 10, 10}, 255, 0, 0, 200},    {{58, 58, 12, 12}, 0, 255, 0, 255},
    {{30, 20, 31, 9}, 200, 200, 0, 128},   {{10, 10, 0, 6}, 255, 255, 255, 255},
    {{44, 2, 3, 3}, 255, 255, 255, 255},
};

TEST_F(ScaledCopiesTest, DrawsTheSamePixelsAsSdlsOwnScaledCopies) {
    for (SDL_BlendMode mode : {SDL_BLENDMODE_BLEND, SDL_BLENDMODE_ADD}) {
        SDL_SetTextureBlendMode(source, mode);
        clear();
        for (const Copy& c : kCopies) {
            SDL_SetTextureColorMod(source, c.r, c.g, c.b);
            SDL_SetTextureAlphaMod(source, c.a);
            SDL_RenderCopy(renderer, source, &rect, &c.dst);
        }
        SDL_SetTextureColorMod(source, 255, 255, 255);
        SDL_SetTextureAlphaMod(source, 255);
        const std::vector<Uint32> expected = pixels();

        clear();
        {
            cc::ScaledCopies copies(renderer, source, rect);
            ASSERT_TRUE(copies.available());
            for (const Copy& c : kCopies)
                copies.copy(c.dst, c.r, c.g, c.b, c.a);
        }
        const std::vector<Uint32> actual = pixels();
        int differing = 0;
        for (std::size_t i = 0; i < expected.size(); ++i)
            differing += expected[i] != actual[i];
        EXPECT_EQ(differing, 0) << "blend mode " << mode;
        // The source is left as it was found.
        SDL_BlendMode after = SDL_BLENDMODE_NONE;
        SDL_GetTextureBlendMode(source, &after);
        EXPECT_EQ(after, mode);
    }
    // Something was drawn at all (the comparison above is not between two blank frames).
    const std::vector<Uint32> drawn = pixels();
    clear();
    EXPECT_NE(drawn, pixels());
}

TEST_F(ScaledCopiesTest, IsNotAvailableWhereSdlScalesOtherwise) {
    SDL_Texture* nearest = spot(SDL_ScaleModeNearest);
    ASSERT_NE(nearest, nullptr);
    EXPECT_FALSE(cc::ScaledCopies(renderer, nearest, rect).available()); // sampled in the blit itself
    SDL_DestroyTexture(nearest);

    SDL_RenderSetScale(renderer, 2.0f, 2.0f); // SDL scales the destination again
    EXPECT_FALSE(cc::ScaledCopies(renderer, source, rect).available());
    SDL_RenderSetScale(renderer, 1.0f, 1.0f);

    const SDL_Rect offset{8, 8, 32, 32}; // SDL moves the destination before truncating it
    SDL_RenderSetViewport(renderer, &offset);
    EXPECT_FALSE(cc::ScaledCopies(renderer, source, rect).available());
    SDL_RenderSetViewport(renderer, nullptr);
    EXPECT_TRUE(cc::ScaledCopies(renderer, source, rect).available());
}

} // namespace
