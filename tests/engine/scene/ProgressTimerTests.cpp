// tests/engine/scene/ProgressTimerTests.cpp — ProgressTimer's state and the triangles it draws.
#include "scene/ProgressTimer.h"
#include "scene/Sprite.h"
#include "scene/Texture2D.h"

#include "EngineTest.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

using kite::test::FakeTextureLoader;
using Type = cc::ProgressTimer::Type;

namespace {

class ProgressTimerTest : public kite::test::EngineTest {
protected:
    /// hero.png is 64 x 32: node space (0,0)-(64,32), uv (0,0) at its top-left.
    cc::ProgressTimer* hero() { return cc::ProgressTimer::create(cc::Sprite::create("hero.png")); }
    FakeTextureLoader loader;
};

std::vector<cc::Vec2> positions(const cc::TexturedTriangles& t) {
    std::vector<cc::Vec2> out;
    for (const cc::TexturedVertex& v : t)
        out.push_back(v.position);
    return out;
}

std::vector<cc::Vec2> uvs(const cc::TexturedTriangles& t) {
    std::vector<cc::Vec2> out;
    for (const cc::TexturedVertex& v : t)
        out.push_back(v.uv);
    return out;
}

void expectAllNear(const std::vector<cc::Vec2>& actual, const std::vector<cc::Vec2>& expected) {
    ASSERT_EQ(actual.size(), expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i) {
        EXPECT_NEAR(actual[i].x, expected[i].x, 1e-4f) << "vertex " << i;
        EXPECT_NEAR(actual[i].y, expected[i].y, 1e-4f) << "vertex " << i;
    }
}

} // namespace

TEST_F(ProgressTimerTest, StartsAsCocosAndClampsWhatItIsGiven) {
    cc::ProgressTimer* timer = hero();
    EXPECT_EQ(timer->getType(), Type::RADIAL);
    EXPECT_EQ(timer->getPercentage(), 0.0f);
    EXPECT_EQ(timer->getMidpoint(), cc::Vec2(0.5f, 0.5f));
    EXPECT_EQ(timer->getBarChangeRate(), cc::Vec2(1, 1));
    EXPECT_FALSE(timer->isReverseDirection());
    EXPECT_EQ(timer->getAnchorPoint(), cc::Vec2(0.5f, 0.5f));
    EXPECT_EQ(timer->getContentSize(), cc::Size(64, 32));
    EXPECT_TRUE(timer->getTriangles().empty()); // 0%: nothing
    timer->setPercentage(150);
    EXPECT_EQ(timer->getPercentage(), 100.0f);
    timer->setPercentage(-3);
    EXPECT_EQ(timer->getPercentage(), 0.0f);
    timer->setMidpoint(cc::Vec2(-1, 2));
    EXPECT_EQ(timer->getMidpoint(), cc::Vec2(0, 1));
    timer->setColor(cc::Color3B(255, 255, 0));
    timer->setOpacity(128);
    EXPECT_EQ(timer->getSprite()->getColor(), cc::Color3B(255, 255, 0));
    EXPECT_EQ(timer->getSprite()->getOpacity(), 128);
    EXPECT_EQ(timer->getOpacity(), 128);
    timer->setPercentage(50);
    for (const cc::TexturedVertex& v : timer->getTriangles())
        EXPECT_EQ(v.color, cc::Color4B(255, 255, 0, 128));
    EXPECT_TRUE(cc::ProgressTimer::create(nullptr)->getTriangles().empty());
}

TEST_F(ProgressTimerTest, RadialSweepsClockwiseFromTwelveOClock) {
    cc::ProgressTimer* timer = hero();
    timer->setPercentage(25); // 12 to 3 o'clock: the fan centre, top middle, top-right corner, right middle
    const cc::TexturedTriangles quarter = timer->getTriangles();
    expectAllNear(positions(quarter), {{32, 16}, {32, 32}, {64, 32}, {32, 16}, {64, 32}, {64, 16}});
    expectAllNear(uvs(quarter), {{0.5f, 0.5f}, {0.5f, 0}, {1, 0}, {0.5f, 0.5f}, {1, 0}, {1, 0.5f}});

    timer->setReverseDirection(true); // counter-clockwise: the top-left quarter
    expectAllNear(positions(timer->getTriangles()),
                  {{32, 16}, {32, 32}, {0, 32}, {32, 16}, {0, 32}, {0, 16}});

    timer->setReverseDirection(false);
    timer->setPercentage(100); // top middle, four corners, top middle: five triangles
    EXPECT_EQ(timer->getTriangles().size(), 15u);
    timer->setPercentage(62.5f); // 12 to 7:30: top middle, two corners, the bottom-left corner hit
    const cc::TexturedTriangles most = timer->getTriangles();
    ASSERT_EQ(most.size(), 9u);
    EXPECT_NEAR(most.back().position.x, 0.0f, 1e-3f); // 7:30 of the unit square is the bottom-left corner
    EXPECT_NEAR(most.back().position.y, 0.0f, 1e-3f);
}

TEST_F(ProgressTimerTest, RadialTurnsAboutTheMidpoint) {
    cc::ProgressTimer* timer = hero();
    timer->setMidpoint(cc::Vec2(0, 0)); // from the bottom-left corner, 12 o'clock is the left edge
    timer->setPercentage(12.5f);        // an eighth of a turn: up to the top-right corner
    expectAllNear(positions(timer->getTriangles()), {{0, 0}, {0, 32}, {64, 32}});
    timer->setMidpoint(cc::Vec2(0.5f, 0)); // a gauge on the bottom edge: 45 degrees leave by the right edge
    expectAllNear(positions(timer->getTriangles()),
                  {{32, 0}, {32, 32}, {64, 32}, {32, 0}, {64, 32}, {64, 16}});
}

TEST_F(ProgressTimerTest, BarsGrowFromTheMidpointAtTheChangeRate) {
    cc::ProgressTimer* timer = hero();
    timer->setType(Type::BAR);
    timer->setMidpoint(cc::Vec2(0, 0.5f));
    timer->setBarChangeRate(cc::Vec2(1, 0)); // left to right, full height
    timer->setPercentage(50);
    expectAllNear(positions(timer->getTriangles()), {{0, 32}, {0, 0}, {32, 32}, {0, 0}, {32, 0}, {32, 32}});
    expectAllNear(uvs(timer->getTriangles()), {{0, 0}, {0, 1}, {0.5f, 0}, {0, 1}, {0.5f, 1}, {0.5f, 0}});

    timer->setMidpoint(cc::Vec2(0.5f, 0.5f));
    timer->setBarChangeRate(cc::Vec2(1, 1)); // both axes from the middle
    expectAllNear(positions(timer->getTriangles()),
                  {{16, 24}, {16, 8}, {48, 24}, {16, 8}, {48, 8}, {48, 24}});

    timer->setMidpoint(cc::Vec2(0, 0.5f));
    timer->setBarChangeRate(cc::Vec2(1, 0));
    timer->setPercentage(25);
    timer->setReverseDirection(true); // reversed: what lies outside the bar (cocos's two strips)
    const cc::TexturedTriangles outside = timer->getTriangles();
    ASSERT_EQ(outside.size(), 12u);
    expectAllNear(positions(outside), {{0, 32},
                                       {0, 0},
                                       {0, 32},
                                       {0, 0},
                                       {0, 0},
                                       {0, 32}, // empty left strip
                                       {16, 32},
                                       {16, 0},
                                       {64, 32},
                                       {16, 0},
                                       {64, 0},
                                       {64, 32}});
}

TEST_F(ProgressTimerTest, ShowsTheSpritesTextureRectAndFlips) {
    cc::Sprite* tile = cc::Sprite::create("tiles.png", cc::Rect(32, 0, 32, 16));
    cc::ProgressTimer* timer = cc::ProgressTimer::create(tile);
    timer->setType(Type::BAR);
    timer->setPercentage(100);
    std::vector<cc::Vec2> u = uvs(timer->getTriangles());
    expectAllNear(
        u, {{0.125f, 0}, {0.125f, 0.0625f}, {0.25f, 0}, {0.125f, 0.0625f}, {0.25f, 0.0625f}, {0.25f, 0}});
    tile->setFlippedX(true);
    u = uvs(timer->getTriangles());
    EXPECT_NEAR(u[0].x, 0.25f, 1e-6f); // the left edge shows the rect's right column
}

TEST_F(ProgressTimerTest, TheSpriteLivesAsLongAsTheTimerHoldsIt) {
    cc::ProgressTimer* timer = hero();
    scene->addChild(timer);
    timer->setSprite(cc::Sprite::create("tiles.png"));
    EXPECT_EQ(timer->getContentSize(), cc::Size(256, 256));
    step(1.0f / 60.0f,
         2); // the pool drains: the first sprite is gone (the census checks), the second is held
    EXPECT_EQ(timer->getSprite()->getTexture()->getPath(), "tiles.png");
}
