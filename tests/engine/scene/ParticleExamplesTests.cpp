// tests/engine/scene/ParticleExamplesTests.cpp — the eleven built-in systems with cocos2d-x 3.17's
// counts and parameters, placed by the win size, sharing Kite's own texture.
#include "scene/ParticleExamples.h"
#include "scene/Texture2D.h"

#include "EngineTest.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

using cc::ParticleSystem;

namespace {

class ParticleExamplesTest : public kite::test::EngineTest {
protected:
    void TearDown() override { EngineTest::TearDown(); } // the loader outlives the textures
    kite::test::FakeTextureLoader loader;
};

} // namespace

TEST_F(ParticleExamplesTest, EachHasCocossCountAndAnInfiniteOrShortDuration) {
    const std::pair<ParticleSystem*, int> examples[] = {
        {cc::ParticleFire::create(), 250},   {cc::ParticleFireworks::create(), 1500},
        {cc::ParticleSun::create(), 350},    {cc::ParticleGalaxy::create(), 200},
        {cc::ParticleFlower::create(), 250}, {cc::ParticleMeteor::create(), 150},
        {cc::ParticleSpiral::create(), 500}, {cc::ParticleExplosion::create(), 700},
        {cc::ParticleSmoke::create(), 200},  {cc::ParticleSnow::create(), 700},
        {cc::ParticleRain::create(), 1000},
    };
    for (const auto& example : examples) {
        ParticleSystem* s = example.first;
        ASSERT_NE(s, nullptr);
        EXPECT_EQ(s->getTotalParticles(), example.second);
        EXPECT_EQ(s->getEmitterMode(), ParticleSystem::Mode::GRAVITY);
        ASSERT_NE(s->getTexture(), nullptr);
        EXPECT_EQ(s->getTexture()->getPixelsWide(), 32);
        EXPECT_EQ(s->getTexture(), examples[0].first->getTexture()); // one shared texture
    }
    EXPECT_EQ(cc::ParticleExplosion::create()->getDuration(), 0.1f);
    EXPECT_EQ(cc::ParticleRain::create()->getDuration(), ParticleSystem::DURATION_INFINITY);
}

TEST_F(ParticleExamplesTest, ParametersAndPlacementAreCocoss) {
    const cc::Size win = director->getWinSize();
    cc::ParticleFire* fire = cc::ParticleFire::create();
    EXPECT_EQ(fire->getPosition(), cc::Vec2(win.width / 2, 60));
    EXPECT_EQ(fire->getPosVar(), cc::Vec2(40, 20));
    EXPECT_EQ(fire->getSpeed(), 60.0f);
    EXPECT_EQ(fire->getLife(), 3.0f);
    EXPECT_FLOAT_EQ(fire->getEmissionRate(), 250.0f / 3.0f);
    EXPECT_EQ(fire->getStartColor(), cc::Color4F(0.76f, 0.25f, 0.12f, 1.0f));
    EXPECT_TRUE(fire->isBlendAdditive());
    cc::ParticleGalaxy* galaxy = cc::ParticleGalaxy::create();
    EXPECT_EQ(galaxy->getRadialAccel(), -80.0f);
    EXPECT_EQ(galaxy->getTangentialAccel(), 80.0f);
    cc::ParticleSnow* snow = cc::ParticleSnow::create();
    EXPECT_EQ(snow->getPosition(), cc::Vec2(win.width / 2, win.height + 10));
    EXPECT_EQ(snow->getPosVar(), cc::Vec2(win.width / 2, 0));
    EXPECT_EQ(snow->getEmissionRate(), 10.0f);
    EXPECT_FALSE(snow->isBlendAdditive());
}

TEST_F(ParticleExamplesTest, ACountOfTheirOwnAndAnExplosionThatEnds) {
    cc::ParticleExplosion* explosion = cc::ParticleExplosion::createWithTotalParticles(20);
    EXPECT_EQ(explosion->getTotalParticles(), 20);
    EXPECT_FLOAT_EQ(explosion->getEmissionRate(), 200.0f); // total / duration
    scene->addChild(explosion);
    step(0.05f, 4); // 0.2 s: past its 0.1 s
    EXPECT_FALSE(explosion->isActive());
    EXPECT_EQ(explosion->getParticleCount(), 20u);
}
