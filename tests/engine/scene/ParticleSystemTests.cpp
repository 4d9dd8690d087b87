// tests/engine/scene/ParticleSystemTests.cpp — emission, the two modes, life, duration, position
// types and determinism, with cocos2d-x 3.17's update rules worked by hand.
#include "base/Random.h"
#include "scene/ParticleSystem.h"
#include "scene/SpriteFrame.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

#include "EngineTest.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

#include <cmath>

using cc::ParticleSystem;
using cc::Vec2;

namespace {

using ParticleSystemTest = kite::test::EngineTest;

/// A system with no randomness: every Var is 0, life 10 s, one particle per 1/rate s.
ParticleSystem* plainSystem(int total, float rate) {
    ParticleSystem* s = cc::ParticleSystemQuad::createWithTotalParticles(total);
    s->setDuration(ParticleSystem::DURATION_INFINITY);
    s->setLife(10.0f);
    s->setEmissionRate(rate);
    s->setStartSize(8.0f);
    s->setEndSize(ParticleSystem::START_SIZE_EQUAL_TO_END_SIZE);
    s->setStartColor(cc::Color4F(1, 1, 1, 1));
    s->setEndColor(cc::Color4F(1, 1, 1, 1));
    return s;
}

const ParticleSystem::Particle& first(ParticleSystem* s) {
    return s->getParticles().at(0);
}

} // namespace

TEST_F(ParticleSystemTest, StartsAsCocosDoes) {
    ParticleSystem* s = cc::ParticleSystemQuad::create();
    EXPECT_EQ(s->getTotalParticles(), 150);
    EXPECT_EQ(s->getParticleCount(), 0u);
    EXPECT_TRUE(s->isActive());
    EXPECT_EQ(s->getEmitterMode(), ParticleSystem::Mode::GRAVITY);
    EXPECT_EQ(s->getPositionType(), ParticleSystem::PositionType::FREE);
    EXPECT_EQ(s->getBlendFunc(), cc::BlendFunc::ALPHA_PREMULTIPLIED);
    EXPECT_FALSE(s->isAutoRemoveOnFinish());
    EXPECT_EQ(ParticleSystem::createWithTotalParticles(-1), nullptr);
}

TEST_F(ParticleSystemTest, EmitsAtTheRateUpToTheTotal) {
    ParticleSystem* s = plainSystem(100, 4.0f);
    for (int i = 0; i < 4; ++i)
        s->update(0.5f);
    EXPECT_EQ(s->getParticleCount(), 8u); // 4 per second for 2 s
    ParticleSystem* full = plainSystem(5, 100.0f);
    full->update(1.0f);
    EXPECT_EQ(full->getParticleCount(), 5u);
    EXPECT_TRUE(full->isFull());
}

TEST_F(ParticleSystemTest, GravityModeMovesByDirectionAndGravity) {
    ParticleSystem* s = plainSystem(1, 1000.0f);
    s->setSpeed(100.0f);
    s->setAngle(0.0f);
    s->setGravity(Vec2(0.0f, -10.0f));
    s->update(0.1f);
    ASSERT_EQ(s->getParticleCount(), 1u);
    // dir = (100, 0) + (0, -10) * 0.1; pos += dir * 0.1
    EXPECT_NEAR(first(s).drawPos.x, 10.0f, 1e-4f);
    EXPECT_NEAR(first(s).drawPos.y, -0.1f, 1e-4f);
    EXPECT_NEAR(first(s).timeToLive, 9.9f, 1e-4f);
    s->update(0.1f);
    EXPECT_NEAR(first(s).drawPos.x, 20.0f, 1e-4f);
    EXPECT_NEAR(first(s).drawPos.y, -0.3f, 1e-4f);
}

TEST_F(ParticleSystemTest, RadialAndTangentialAccelerationActAlongThePosition) {
    ParticleSystem* s = plainSystem(1, 1000.0f);
    s->setSourcePosition(Vec2(10.0f, 0.0f));
    s->setRadialAccel(5.0f);
    s->setTangentialAccel(3.0f);
    s->update(1.0f);
    // radial (1, 0) * 5, tangential (-0, 1) * 3: dir = (5, 3), pos = (10, 0) + dir
    EXPECT_NEAR(first(s).pos.x, 15.0f, 1e-4f);
    EXPECT_NEAR(first(s).pos.y, 3.0f, 1e-4f);
}

TEST_F(ParticleSystemTest, RadiusModeTurnsAboutTheSource) {
    ParticleSystem* s = plainSystem(1, 1000.0f);
    s->setEmitterMode(ParticleSystem::Mode::RADIUS);
    s->setStartRadius(50.0f);
    s->setEndRadius(ParticleSystem::START_RADIUS_EQUAL_TO_END_RADIUS);
    s->setRotatePerSecond(90.0f);
    s->update(0.5f);
    const float a = static_cast<float>(M_PI) / 4.0f; // 45° after half a second
    EXPECT_NEAR(first(s).pos.x, -std::cos(a) * 50.0f, 1e-3f);
    EXPECT_NEAR(first(s).pos.y, -std::sin(a) * 50.0f, 1e-3f);
    s->setEndRadius(0.0f); // new particles shrink to the centre over their life
    s->resetSystem();
    s->update(0.0f);
    s->update(5.0f);
    EXPECT_NEAR(first(s).radius, 25.0f, 1e-3f);
}

TEST_F(ParticleSystemTest, TheOtherModesPropertiesAreRefused) {
    ParticleSystem* s = plainSystem(1, 1.0f);
    s->setStartRadius(5.0f);
    EXPECT_EQ(s->getStartRadius(), 0.0f);
    s->setEmitterMode(ParticleSystem::Mode::RADIUS);
    s->setSpeed(5.0f);
    EXPECT_EQ(s->getSpeed(), 0.0f);
    s->setStartRadius(5.0f);
    EXPECT_EQ(s->getStartRadius(), 5.0f);
}

TEST_F(ParticleSystemTest, ColourSizeAndSpinGoFromStartToEndOverTheLife) {
    ParticleSystem* s = plainSystem(1, 1000.0f);
    s->setLife(2.0f);
    s->setStartColor(cc::Color4F(1, 0, 0, 1));
    s->setEndColor(cc::Color4F(0, 0, 1, 0));
    s->setStartSize(10.0f);
    s->setEndSize(30.0f);
    s->setStartSpin(0.0f);
    s->setEndSpin(90.0f);
    s->update(1.0f);
    EXPECT_NEAR(first(s).color.r, 0.5f, 1e-4f);
    EXPECT_NEAR(first(s).color.b, 0.5f, 1e-4f);
    EXPECT_NEAR(first(s).color.a, 0.5f, 1e-4f);
    EXPECT_NEAR(first(s).size, 20.0f, 1e-4f);
    EXPECT_NEAR(first(s).rotation, 45.0f, 1e-4f);
}

TEST_F(ParticleSystemTest, ParticlesDieAtTheEndOfTheirLife) {
    ParticleSystem* s = plainSystem(100, 4.0f);
    s->setLife(1.0f);
    s->update(0.5f);
    EXPECT_EQ(s->getParticleCount(), 2u);
    s->update(0.5f); // the first two die, two more are born
    EXPECT_EQ(s->getParticleCount(), 2u);
    for (unsigned i = 0; i < s->getParticleCount(); ++i)
        EXPECT_NEAR(s->getParticles()[i].timeToLive, 0.5f, 1e-4f); // the newborn ones
}

TEST_F(ParticleSystemTest, DurationStopsEmissionAndResetRestarts) {
    ParticleSystem* s = plainSystem(100, 4.0f);
    s->setDuration(1.0f);
    s->update(0.5f);
    s->update(0.5f);
    EXPECT_TRUE(s->isActive()); // elapsed 1.0 is not past the duration yet
    s->update(0.5f);
    EXPECT_FALSE(s->isActive());
    const unsigned count = s->getParticleCount();
    s->update(0.5f);
    EXPECT_EQ(s->getParticleCount(), count); // no more emitted; the live ones go on
    s->resetSystem();
    EXPECT_TRUE(s->isActive());
    s->setEmissionRate(0.0f);
    s->update(0.0f);
    EXPECT_EQ(s->getParticleCount(), 0u); // reset killed them
    s->setEmissionRate(4.0f);
    s->stopSystem();
    s->update(1.0f);
    EXPECT_EQ(s->getParticleCount(), 0u);
    s->start(); // cocos's PlayableProtocol names
    EXPECT_TRUE(s->isActive());
    s->stop();
    EXPECT_FALSE(s->isActive());
}

TEST_F(ParticleSystemTest, PausedEmissionsEmitNothing) {
    ParticleSystem* s = plainSystem(100, 4.0f);
    s->pauseEmissions();
    EXPECT_TRUE(s->isPaused());
    s->update(1.0f);
    EXPECT_EQ(s->getParticleCount(), 0u);
    s->resumeEmissions();
    s->update(1.0f);
    EXPECT_GT(s->getParticleCount(), 0u);
}

TEST_F(ParticleSystemTest, RunsInTheSceneAndRemovesItselfWhenFinished) {
    ParticleSystem* s = plainSystem(10, 4.0f);
    s->setLife(0.5f);
    s->setDuration(0.4f);
    s->setAutoRemoveOnFinish(true);
    scene->addChild(s);
    step(0.5f); // two born, both die at once, the emitter has stopped: it leaves the scene
    EXPECT_EQ(scene->getChildrenCount(), 0);
}

TEST_F(ParticleSystemTest, PositionTypesDecideWhatParticlesFollow) {
    cc::Node* parent = cc::Node::create();
    scene->addChild(parent);
    ParticleSystem* systems[3];
    const ParticleSystem::PositionType types[3] = {ParticleSystem::PositionType::FREE,
                                                   ParticleSystem::PositionType::RELATIVE,
                                                   ParticleSystem::PositionType::GROUPED};
    for (int i = 0; i < 3; ++i) {
        systems[i] = plainSystem(1, 1000.0f);
        systems[i]->setPositionType(types[i]);
        systems[i]->setPosition(Vec2(100.0f, 100.0f));
        parent->addChild(systems[i]);
        systems[i]->update(0.01f);
    }
    parent->setPosition(Vec2(0.0f, 50.0f)); // the parent moves
    for (ParticleSystem* s : systems) {
        s->setPosition(Vec2(130.0f, 100.0f)); // and each emitter in it
        s->update(0.0f);
    }
    // FREE stays where it was born in the world: node space moved by (30, 50).
    EXPECT_NEAR(first(systems[0]).drawPos.x, -30.0f, 1e-3f);
    EXPECT_NEAR(first(systems[0]).drawPos.y, -50.0f, 1e-3f);
    // RELATIVE stays where it was born in the parent: only the emitter's own move is undone.
    EXPECT_NEAR(first(systems[1]).drawPos.x, -30.0f, 1e-3f);
    EXPECT_NEAR(first(systems[1]).drawPos.y, 0.0f, 1e-3f);
    // GROUPED moves with the emitter.
    EXPECT_NEAR(first(systems[2]).drawPos.x, 0.0f, 1e-3f);
    EXPECT_NEAR(first(systems[2]).drawPos.y, 0.0f, 1e-3f);
}

TEST_F(ParticleSystemTest, TheSameSeedGivesTheSameParticles) {
    auto run = [](unsigned seed) {
        cc::Random::seed(seed);
        ParticleSystem* s = plainSystem(50, 40.0f);
        s->setLifeVar(2.0f);
        s->setSpeed(50.0f);
        s->setSpeedVar(30.0f);
        s->setAngleVar(180.0f);
        s->setPosVar(Vec2(10.0f, 10.0f));
        s->setStartColorVar(cc::Color4F(0.5f, 0.5f, 0.5f, 0.5f));
        std::vector<float> values;
        for (int i = 0; i < 20; ++i)
            s->update(1.0f / 30.0f);
        for (unsigned i = 0; i < s->getParticleCount(); ++i) {
            const auto& p = s->getParticles()[i];
            values.insert(values.end(), {p.drawPos.x, p.drawPos.y, p.color.r, p.timeToLive});
        }
        return values;
    };
    const std::vector<float> a = run(42);
    EXPECT_FALSE(a.empty());
    EXPECT_EQ(a, run(42));
    EXPECT_NE(a, run(43));
}

TEST_F(ParticleSystemTest, TexturesAndBlendingAnswerAsInCocos) {
    kite::test::FakeTextureLoader loader;
    ParticleSystem* s = plainSystem(1, 1.0f);
    cc::Texture2D* texture = director->getTextureCache()->addImage("hero.png");
    ASSERT_NE(texture, nullptr);
    s->setTexture(texture);
    EXPECT_EQ(s->getTexture(), texture);
    EXPECT_EQ(s->getTextureRect(), cc::Rect(0, 0, 64, 32));
    EXPECT_TRUE(s->isOpacityModifyRGB()); // cocos's premultiplied textures
    EXPECT_EQ(s->getBlendFunc(), cc::BlendFunc::ALPHA_PREMULTIPLIED);
    s->setBlendAdditive(true);
    EXPECT_TRUE(s->isBlendAdditive());
    EXPECT_EQ(s->getBlendFunc(), cc::BlendFunc::ADDITIVE);
    s->setBlendAdditive(false);
    EXPECT_EQ(s->getBlendFunc(), cc::BlendFunc::ALPHA_PREMULTIPLIED);
    EXPECT_FALSE(s->setBlendFunc(cc::BlendFunc{cc::GLBlend::SRC_ALPHA_SATURATE, cc::GLBlend::ONE}));
    EXPECT_EQ(s->getBlendFunc(), cc::BlendFunc::ALPHA_PREMULTIPLIED);
    s->setTextureWithRect(texture, cc::Rect(0, 0, 16, 16));
    EXPECT_EQ(s->getTextureRect(), cc::Rect(0, 0, 16, 16));
    cc::ParticleSystemQuad* quad = cc::ParticleSystemQuad::createWithTotalParticles(1);
    quad->setDisplayFrame(cc::SpriteFrame::createWithTexture(texture, cc::Rect(8, 4, 16, 8)));
    EXPECT_EQ(quad->getTexture(), texture);
    EXPECT_EQ(quad->getTextureRect(), cc::Rect(8, 4, 16, 8));
    s->setTexture(nullptr);
    kite::test::tearDownEngine(); // the textures die while the loader is alive
}

TEST_F(ParticleSystemTest, TotalParticlesShrinkOrGrowThePool) {
    ParticleSystem* s = plainSystem(10, 100.0f);
    s->update(1.0f);
    s->setTotalParticles(4);
    EXPECT_EQ(s->getTotalParticles(), 4);
    EXPECT_EQ(s->getParticleCount(), 4u);
    s->setTotalParticles(20); // grows, and restarts: the live ones are killed on the next update
    EXPECT_EQ(s->getTotalParticles(), 20);
    s->update(1.0f);
    EXPECT_EQ(s->getParticleCount(), 16u); // 16 born into the free places, the 4 killed gone
    s->setTotalParticles(-1);
    EXPECT_EQ(s->getTotalParticles(), 20);
}
