// tests/engine/platform/TextTexturesTests.cpp — hostile text through SDL_ttf: a megabyte on one
// line is measured but never rendered (one warning naming the limit), wrapped text too tall is
// refused the same way, and right-to-left, combining and replacement characters render.
#include "base/Log.h"
#include "platform/TextTextures.h"

#include <SDL.h>
#include <SDL_ttf.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

class TextTexturesTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_EQ(TTF_Init(), 0) << TTF_GetError();
        font = TTF_OpenFont("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 16);
        ASSERT_NE(font, nullptr) << TTF_GetError();
        surface = SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888);
        renderer = SDL_CreateSoftwareRenderer(surface);
        ASSERT_NE(renderer, nullptr) << SDL_GetError();
        request.font = font;
        previous = cc::setLogHandler([this](cc::LogLevel level, const char* message) {
            if (level == cc::LogLevel::Warning) warnings.push_back(message);
        });
    }
    void TearDown() override {
        cc::setLogHandler(previous);
        if (renderer) SDL_DestroyRenderer(renderer);
        if (surface) SDL_FreeSurface(surface);
        if (font) TTF_CloseFont(font);
        TTF_Quit();
    }
    TTF_Font* font = nullptr;
    SDL_Surface* surface = nullptr;
    SDL_Renderer* renderer = nullptr;
    cc::TextTextures::Request request;
    cc::LogHandler previous;
    std::vector<std::string> warnings;
};

TEST_F(TextTexturesTest, AMegabyteOnOneLineIsMeasuredButNotRendered) {
    std::string huge;
    while (huge.size() < (1u << 20))
        huge += "long line ";
    int w = 0, h = 0;
    cc::TextTextures::measure(huge, request, &w, &h);
    EXPECT_GT(w, 8192);
    EXPECT_GT(h, 0);
    EXPECT_TRUE(warnings.empty()) << "measuring is silent";
    cc::TextTextures textures(renderer);
    const auto& entry = textures.get(huge, request);
    EXPECT_EQ(entry.texture, nullptr);
    textures.get(huge, request); // drawn again: no second render, no second warning
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_NE(warnings[0].find("over the 8192 limit"), std::string::npos) << warnings[0];
}

TEST_F(TextTexturesTest, WrappedTextTooTallIsRefused) {
    std::string huge(400000, 'x');
    request.wrapWidth = 200;
    cc::TextTextures textures(renderer);
    EXPECT_EQ(textures.get(huge, request).texture, nullptr);
    EXPECT_EQ(warnings.size(), 1u);
}

TEST_F(TextTexturesTest, RightToLeftCombiningAndReplacementCharactersRender) {
    cc::TextTextures textures(renderer);
    for (const char* text : {"\xd9\x85\xd8\xb1\xd8\xad\xd8\xa8\xd8\xa7 \xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d",
                             "e\xcc\x81\xcc\x81\xcc\x81 a\xcd\x85", "bad \xef\xbf\xbd bytes"}) {
        const auto& entry = textures.get(text, request);
        EXPECT_NE(entry.texture, nullptr) << text;
        EXPECT_GT(entry.width, 0);
    }
    EXPECT_TRUE(warnings.empty());
}

} // namespace
