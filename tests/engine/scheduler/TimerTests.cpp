// tests/engine/scheduler/TimerTests.cpp
#include "scheduler/Timer.h"

#include <gtest/gtest.h>

#include <vector>

namespace {
/// Advances @p timer @p frames times by @p dt and returns every dt it fired with.
std::vector<float> run(cc::Timer& timer, float dt, int frames, bool* exhausted = nullptr) {
    std::vector<float> fired;
    for (int i = 0; i < frames; ++i) {
        bool done = timer.advance(dt, [&](float t) {
            fired.push_back(t);
            return true;
        });
        if (exhausted) *exhausted = done;
        if (done) break;
    }
    return fired;
}
} // namespace

TEST(Timer, IntervalFiresOncePerIntervalWithTheIntervalAsDt) {
    cc::Timer timer;
    timer.setup(0.5f, CC_REPEAT_FOREVER, 0.0f);
    EXPECT_EQ(run(timer, 0.25f, 8), (std::vector<float>{0.5f, 0.5f, 0.5f, 0.5f}));
}

TEST(Timer, LongFrameCatchesUp) {
    cc::Timer timer;
    timer.setup(0.25f, CC_REPEAT_FOREVER, 0.0f);
    EXPECT_EQ(run(timer, 1.0f, 1).size(), 4u);
}

TEST(Timer, RepeatMeansRepeatPlusOneFirings) {
    cc::Timer timer;
    timer.setup(0.25f, 2, 0.0f);
    bool exhausted = false;
    EXPECT_EQ(run(timer, 0.25f, 10, &exhausted).size(), 3u);
    EXPECT_TRUE(exhausted);
}

TEST(Timer, DelayThenInterval) {
    cc::Timer timer;
    timer.setup(0.5f, 2, 1.0f);
    std::vector<float> fired;
    std::vector<int> frames;
    for (int frame = 1; frame <= 20; ++frame) {
        bool done = timer.advance(0.25f, [&](float t) {
            fired.push_back(t);
            frames.push_back(frame);
            return true;
        });
        if (done) break;
    }
    EXPECT_EQ(fired, (std::vector<float>{1.0f, 0.5f, 0.5f})); // the delayed firing passes the delay
    EXPECT_EQ(frames, (std::vector<int>{4, 6, 8}));
}

TEST(Timer, ZeroIntervalFiresEveryFrameWithTheFrameDt) {
    cc::Timer timer;
    timer.setup(0.0f, CC_REPEAT_FOREVER, 0.0f);
    EXPECT_EQ(run(timer, 0.125f, 3), (std::vector<float>{0.125f, 0.125f, 0.125f}));
}

TEST(Timer, OnceWithDelay) {
    cc::Timer timer;
    timer.setup(0.0f, 0, 0.5f);
    bool exhausted = false;
    EXPECT_EQ(run(timer, 0.25f, 10, &exhausted), (std::vector<float>{0.5f}));
    EXPECT_TRUE(exhausted);
}

TEST(Timer, SixtiethSecondStepsReachOneSecondOnFrameSixty) {
    cc::Timer timer;
    timer.setup(1.0f, CC_REPEAT_FOREVER, 0.0f);
    int firstFrame = 0;
    for (int frame = 1; frame <= 200 && firstFrame == 0; ++frame)
        timer.advance(1.0f / 60.0f, [&](float) {
            firstFrame = frame;
            return true;
        });
    EXPECT_EQ(firstFrame, 60);
}

TEST(Timer, StoppingInsideTheCallbackEndsTheCatchUp) {
    cc::Timer timer;
    timer.setup(0.1f, CC_REPEAT_FOREVER, 0.0f);
    int calls = 0;
    timer.advance(1.0f, [&](float) {
        ++calls;
        return calls < 2;
    });
    EXPECT_EQ(calls, 2);
}
