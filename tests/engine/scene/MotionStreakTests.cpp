// tests/engine/scene/MotionStreakTests.cpp — points appended, faded and drawn as a ribbon.
#include "scene/MotionStreak.h"

#include "EngineTest.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

using kite::test::FakeTextureLoader;

namespace {

constexpr float kStep = 1.0f / 60.0f;

class MotionStreakTest : public kite::test::EngineTest {
protected:
    cc::MotionStreak* streak(float fade, float minSeg, float stroke) {
        cc::MotionStreak* s =
            cc::MotionStreak::create(fade, minSeg, stroke, cc::Color3B(255, 0, 0), "hero.png");
        scene->addChild(s);
        return s;
    }
    FakeTextureLoader loader;
};

} // namespace

TEST_F(MotionStreakTest, StartsAsCocosAndWaitsForAPosition) {
    cc::MotionStreak* s = streak(1.0f, -1, 10);
    EXPECT_EQ(s->getTexture()->getPath(), "hero.png");
    EXPECT_EQ(s->getBlendFunc(), cc::BlendFunc::ALPHA_NON_PREMULTIPLIED);
    EXPECT_TRUE(s->isFastMode());
    EXPECT_FALSE(s->isStartingPositionInitialized());
    EXPECT_EQ(s->getColor(), cc::Color3B(255, 0, 0));
    step(kStep, 5);
    EXPECT_EQ(s->getPointCount(), 0u); // no position yet
    s->setPosition(10, 10);
    EXPECT_TRUE(s->isStartingPositionInitialized());
    step(kStep);
    EXPECT_EQ(s->getPointCount(), 1u);
    EXPECT_TRUE(s->getTriangles().empty()); // one point is no ribbon
}

TEST_F(MotionStreakTest, AppendsPointsAtLeastMinSegApartAndDrawsAStrip) {
    cc::MotionStreak* s = streak(1.0f, 5, 4);
    s->setPosition(0, 0);
    step(kStep);
    s->setPosition(3, 0); // closer than minSeg: not added
    step(kStep);
    EXPECT_EQ(s->getPointCount(), 1u);
    s->setPosition(10, 0);
    step(kStep);
    s->setPosition(20, 0);
    step(kStep);
    ASSERT_EQ(s->getPointCount(), 3u);
    const cc::TexturedTriangles t = s->getTriangles();
    ASSERT_EQ(t.size(), 12u); // two steps of two triangles
    // a horizontal line: the sides are 2 above and below, u across, v along from the oldest point
    EXPECT_EQ(t[0].position, cc::Vec2(0, -2));
    EXPECT_EQ(t[1].position, cc::Vec2(0, 2));
    EXPECT_EQ(t[0].uv, cc::Vec2(0, 0));
    EXPECT_EQ(t[1].uv, cc::Vec2(1, 0));
    EXPECT_NEAR(t[11].uv.y, 2.0f / 3.0f, 1e-6f); // v of the newest point is (n - 1) / n
    EXPECT_EQ(t[0].color.r, 255);
    EXPECT_EQ(t[0].color.g, 0);
}

TEST_F(MotionStreakTest, PointsFadeOutOverTheFadeTime) {
    cc::MotionStreak* s = streak(0.4f, 1, 4); // steps of 0.1 s age a point by a quarter, exactly
    s->setPosition(0, 0);
    step(0.1f);
    s->setPosition(10, 0);
    step(0.1f);
    const cc::TexturedTriangles t = s->getTriangles();
    ASSERT_FALSE(t.empty());
    EXPECT_EQ(t[0].color.a, 191);     // 0.75 x 255: aged one update
    EXPECT_EQ(t.back().color.a, 255); // just added
    step(0.1f, 2);
    EXPECT_EQ(s->getPointCount(), 2u);
    step(0.1f); // the first point has lived 0.4 s: gone
    EXPECT_EQ(s->getPointCount(), 1u);
    EXPECT_TRUE(s->getTriangles().empty());
    step(0.1f); // the second is gone too, and a fresh one marks where the node stands
    ASSERT_EQ(s->getPointCount(), 1u);
    s->setPosition(20, 0);
    step(0.1f);
    EXPECT_EQ(s->getTriangles().front().color.a, 191);
}

TEST_F(MotionStreakTest, KeepsAtMostFadeTimesFramesPerSecondPlusTwoPoints) {
    cc::MotionStreak* s =
        streak(0.1f, 1, 4); // as cocos: int(0.1 x 59.99...) + 2 (the interval is a float 1/60)
    for (int i = 0; i < 20; ++i) {
        s->setPosition(static_cast<float>(i * 10), 0);
        step(0.001f); // barely ageing
    }
    EXPECT_EQ(s->getPointCount(), 7u);
}

TEST_F(MotionStreakTest, ResetTintAndSlowModeAsCocos) {
    cc::MotionStreak* s = streak(1.0f, 1, 4);
    s->setFastMode(false);
    for (int i = 0; i < 4; ++i) {
        s->setPosition(static_cast<float>(i * 10), static_cast<float>(i % 2) * 10);
        step(kStep);
    }
    ASSERT_EQ(s->getPointCount(), 4u);
    s->tintWithColor(cc::Color3B(0, 0, 255));
    for (const cc::TexturedVertex& v : s->getTriangles())
        EXPECT_EQ(v.color.b, 255);
    EXPECT_EQ(s->getColor(), cc::Color3B(0, 0, 255));
    s->reset();
    EXPECT_EQ(s->getPointCount(), 0u);
    s->setStartingPositionInitialized(false); // stops appending until a position is set again
    step(kStep);
    EXPECT_EQ(s->getPointCount(), 0u);
}
