// tests/engine/platform/SpriteBatchTests.cpp — quads of one texture and blend mode go out in one
// draw call, in the order they came, each where its corners say.
#include "platform/SpriteBatch.h"

#include <SDL.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace {

constexpr int kWidth = 8, kHeight = 2;

class SpriteBatchTest : public ::testing::Test {
protected:
    void SetUp() override {
        surface = SDL_CreateRGBSurfaceWithFormat(0, kWidth, kHeight, 32, SDL_PIXELFORMAT_ARGB8888);
        ASSERT_NE(surface, nullptr) << SDL_GetError();
        renderer = SDL_CreateSoftwareRenderer(surface);
        ASSERT_NE(renderer, nullptr) << SDL_GetError();
        SDL_SetRenderDrawColor(renderer, 40, 40, 40, 255);
        SDL_RenderClear(renderer);
        red = solid(0xFFFF0000);
        green = solid(0xFF00FF00);
        ASSERT_TRUE(red && green) << SDL_GetError();
    }
    void TearDown() override {
        for (SDL_Texture* texture : {red, green})
            if (texture) SDL_DestroyTexture(texture);
        if (renderer) SDL_DestroyRenderer(renderer);
        if (surface) SDL_FreeSurface(surface);
    }

    SDL_Texture* solid(std::uint32_t argb) {
        SDL_Texture* texture =
            SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, 2, 2);
        if (!texture) return nullptr;
        const std::vector<std::uint32_t> pixels(4, argb);
        SDL_UpdateTexture(texture, nullptr, pixels.data(), 2 * 4);
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
        return texture;
    }

    /// The whole texture on the pixels [x0, x1) of both rows.
    static void quad(float x0, float x1, SDL_Vertex (&corners)[4]) {
        const SDL_Color white{255, 255, 255, 255};
        corners[0] = SDL_Vertex{{x0, 0.0f}, white, {0.0f, 0.0f}};
        corners[1] = SDL_Vertex{{x1, 0.0f}, white, {1.0f, 0.0f}};
        corners[2] = SDL_Vertex{{x1, 2.0f}, white, {1.0f, 1.0f}};
        corners[3] = SDL_Vertex{{x0, 2.0f}, white, {0.0f, 1.0f}};
    }

    std::uint32_t pixel(int x, int y) const {
        return static_cast<const std::uint32_t*>(surface->pixels)[y * (surface->pitch / 4) + x] & 0xFFFFFF;
    }

    SDL_Surface* surface = nullptr;
    SDL_Renderer* renderer = nullptr;
    SDL_Texture* red = nullptr;
    SDL_Texture* green = nullptr;
};

TEST_F(SpriteBatchTest, QuadsOfOneTextureAreOneDrawCall) {
    cc::SpriteBatch batch(renderer);
    SDL_Vertex corners[4];
    for (int i = 0; i < 3; ++i) {
        quad(static_cast<float>(i * 2), static_cast<float>(i * 2 + 2), corners);
        batch.add(red, SDL_BLENDMODE_BLEND, corners);
    }
    EXPECT_EQ(batch.drawCalls(), 0); // queued until flushed
    batch.flush();
    batch.flush(); // nothing left: no call
    SDL_RenderPresent(renderer);
    EXPECT_EQ(batch.drawCalls(), 1);
    EXPECT_EQ(batch.quadsDrawn(), 3);
    for (int x = 0; x < 6; ++x)
        EXPECT_EQ(pixel(x, 1), 0xFF0000u) << "x " << x;
    EXPECT_EQ(pixel(7, 1), 0x282828u); // not drawn
}

TEST_F(SpriteBatchTest, AnotherTextureOrBlendModeStartsAnotherCallInOrder) {
    cc::SpriteBatch batch(renderer);
    SDL_Vertex corners[4];
    quad(0.0f, 4.0f, corners);
    batch.add(red, SDL_BLENDMODE_BLEND, corners);
    quad(2.0f, 6.0f, corners); // over the red one's right half
    batch.add(green, SDL_BLENDMODE_BLEND, corners);
    quad(4.0f, 8.0f, corners); // red added onto green's right half
    batch.add(red, SDL_BLENDMODE_ADD, corners);
    batch.flush();
    SDL_RenderPresent(renderer);
    EXPECT_EQ(batch.drawCalls(), 3);
    EXPECT_EQ(pixel(1, 0), 0xFF0000u);
    EXPECT_EQ(pixel(3, 0), 0x00FF00u);
    EXPECT_EQ(pixel(5, 0), 0xFFFF00u);
    EXPECT_EQ(pixel(7, 0), 0xFF2828u);
    SDL_BlendMode mode = SDL_BLENDMODE_NONE;
    SDL_GetTextureBlendMode(red, &mode);
    EXPECT_EQ(mode, SDL_BLENDMODE_BLEND); // the additive call's mode did not stay on the texture
}

} // namespace
