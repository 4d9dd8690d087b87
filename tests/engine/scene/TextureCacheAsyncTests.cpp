// tests/engine/scene/TextureCacheAsyncTests.cpp — addImageAsync: decoded on a worker thread,
// delivered on the main thread in a later frame, and safe to abandon.
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

#include "EngineTest.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

namespace {

/// Decodes on whatever thread calls it, slowly when asked, and records that thread.
class ThreadedLoader : public kite::test::FakeTextureLoader {
public:
    std::unique_ptr<cc::DecodedImage> decodeImage(const std::string& path) override {
        decodeThread = std::this_thread::get_id();
        std::this_thread::sleep_for(std::chrono::milliseconds(delayMs));
        if (!sizes.count(path)) return nullptr;
        return std::make_unique<cc::DecodedImage>();
    }
    std::atomic<std::thread::id> decodeThread{};
    int delayMs = 0;
};

class TextureCacheAsyncTest : public kite::test::EngineTest {
protected:
    cc::TextureCache* cache() { return director->getTextureCache(); }
    /// Runs frames until @p done or 5 s pass; returns the frames run.
    template <class Done> int stepUntil(Done done) {
        int frames = 0;
        auto end = std::chrono::steady_clock::now() + std::chrono::seconds(5);
        while (!done() && std::chrono::steady_clock::now() < end) {
            step(0.016f);
            ++frames;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return frames;
    }
    ThreadedLoader loader;
};

} // namespace

TEST_F(TextureCacheAsyncTest, DecodesOnAWorkerAndCallsBackOnTheMainThreadInALaterFrame) {
    cc::Texture2D* got = nullptr;
    int calls = 0;
    std::thread::id callbackThread;
    cache()->addImageAsync("hero.png", [&](cc::Texture2D* t) {
        got = t;
        ++calls;
        callbackThread = std::this_thread::get_id();
    });
    EXPECT_EQ(calls, 0); // never at once
    EXPECT_EQ(cache()->getAsyncLoadCount(), 1u);
    int frames = stepUntil([&] { return calls > 0; });
    EXPECT_GE(frames, 1);
    ASSERT_EQ(calls, 1);
    ASSERT_NE(got, nullptr);
    EXPECT_EQ(got, cache()->getTextureForKey("hero.png"));
    EXPECT_EQ(got->getPixelsWide(), 64);
    EXPECT_EQ(callbackThread, std::this_thread::get_id());
    EXPECT_NE(loader.decodeThread.load(), std::this_thread::get_id());
    EXPECT_EQ(cache()->getAsyncLoadCount(), 0u);

    // cached: the callback runs at once, as in cocos2d-x
    int again = 0;
    cache()->addImageAsync("hero.png", [&](cc::Texture2D* t) { again += t == got; });
    EXPECT_EQ(again, 1);
}

TEST_F(TextureCacheAsyncTest, MissingImagesCallBackWithNullAndUnboundLoadsStillCache) {
    bool missingCalled = false;
    cc::Texture2D* missing = reinterpret_cast<cc::Texture2D*>(1);
    cache()->addImageAsync("missing.png", [&](cc::Texture2D* t) {
        missingCalled = true;
        missing = t;
    });
    int unboundCalls = 0;
    cache()->addImageAsync("tiles.png", [&](cc::Texture2D*) { ++unboundCalls; });
    cache()->unbindImageAsync("tiles.png");
    stepUntil([&] { return cache()->getAsyncLoadCount() == 0; });
    EXPECT_TRUE(missingCalled);
    EXPECT_EQ(missing, nullptr);
    EXPECT_EQ(unboundCalls, 0);
    EXPECT_NE(cache()->getTextureForKey("tiles.png"), nullptr);
}

TEST_F(TextureCacheAsyncTest, ACacheDestroyedWithLoadsInFlightDoesNotCrashOrLeak) {
    loader.delayMs = 50;
    int calls = 0;
    for (const char* path : {"hero.png", "tiles.png", "missing.png"})
        cache()->addImageAsync(path, [&](cc::Texture2D*) { ++calls; });
    step(0.016f);
    kite::test::tearDownEngine(); // joins the worker mid-way; the census check follows the test
    EXPECT_EQ(calls, 0);
}
