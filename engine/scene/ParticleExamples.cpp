// engine/scene/ParticleExamples.cpp — see ParticleExamples.h. The numbers are cocos2d-x 3.17's.
#include "scene/ParticleExamples.h"

#include "director/Director.h"

namespace cc {
namespace {

enum class Rate { PerLife, PerDuration, Fixed };

/// One example's parameters; positions are a fraction of the win size plus points.
struct Example {
    int defaultParticles;
    float duration;
    Vec2 gravity;
    float speed, speedVar, radialAccel, radialAccelVar, tangentialAccel, tangentialAccelVar;
    float angle, angleVar;
    Vec2 positionOfWin, positionOffset, posVarOfWin, posVarOffset;
    float life, lifeVar, startSize, startSizeVar;
    Rate rate;
    float fixedRate;
    Color4F startColor, startColorVar, endColor, endColorVar;
    bool additive;
};

constexpr float INF = ParticleSystem::DURATION_INFINITY;
const Vec2 CENTRE(0.5f, 0.5f);

// clang-format off
const Example kFire{250, INF, {0, 0}, 60, 20, 0, 0, 0, 0, 90, 10, {0.5f, 0}, {0, 60}, {}, {40, 20},
    3, 0.25f, 54, 10, Rate::PerLife, 0, {0.76f, 0.25f, 0.12f, 1}, {}, {0, 0, 0, 1}, {}, true};
const Example kFireworks{1500, INF, {0, -90}, 180, 50, 0, 0, 0, 0, 90, 20, CENTRE, {}, {}, {},
    3.5f, 1, 8, 2, Rate::PerLife, 0, {0.5f, 0.5f, 0.5f, 1}, {0.5f, 0.5f, 0.5f, 0.1f}, {0.1f, 0.1f, 0.1f, 0.2f},
    {0.1f, 0.1f, 0.1f, 0.2f}, false};
const Example kSun{350, INF, {0, 0}, 20, 5, 0, 0, 0, 0, 90, 360, CENTRE, {}, {}, {},
    1, 0.5f, 30, 10, Rate::PerLife, 0, {0.76f, 0.25f, 0.12f, 1}, {}, {0, 0, 0, 1}, {}, true};
const Example kGalaxy{200, INF, {0, 0}, 60, 10, -80, 0, 80, 0, 90, 360, CENTRE, {}, {}, {},
    4, 1, 37, 10, Rate::PerLife, 0, {0.12f, 0.25f, 0.76f, 1}, {}, {0, 0, 0, 1}, {}, true};
const Example kFlower{250, INF, {0, 0}, 80, 10, -60, 0, 15, 0, 90, 360, CENTRE, {}, {}, {},
    4, 1, 30, 10, Rate::PerLife, 0, {0.5f, 0.5f, 0.5f, 1}, {0.5f, 0.5f, 0.5f, 0.5f}, {0, 0, 0, 1}, {}, true};
const Example kMeteor{150, INF, {-200, 200}, 15, 5, 0, 0, 0, 0, 90, 360, CENTRE, {}, {}, {},
    2, 1, 60, 10, Rate::PerLife, 0, {0.2f, 0.4f, 0.7f, 1}, {0, 0, 0.2f, 0.1f}, {0, 0, 0, 1}, {}, true};
const Example kSpiral{500, INF, {0, 0}, 150, 0, -380, 0, 45, 0, 90, 0, CENTRE, {}, {}, {},
    12, 0, 20, 0, Rate::PerLife, 0, {0.5f, 0.5f, 0.5f, 1}, {0.5f, 0.5f, 0.5f, 0}, {0.5f, 0.5f, 0.5f, 1},
    {0.5f, 0.5f, 0.5f, 0}, false};
const Example kExplosion{700, 0.1f, {0, 0}, 70, 40, 0, 0, 0, 0, 90, 360, CENTRE, {}, {}, {},
    5, 2, 15, 10, Rate::PerDuration, 0, {0.7f, 0.1f, 0.2f, 1}, {0.5f, 0.5f, 0.5f, 0}, {0.5f, 0.5f, 0.5f, 0},
    {0.5f, 0.5f, 0.5f, 0}, false};
const Example kSmoke{200, INF, {0, 0}, 25, 10, 0, 0, 0, 0, 90, 5, {0.5f, 0}, {}, {}, {20, 0},
    4, 1, 60, 10, Rate::PerLife, 0, {0.8f, 0.8f, 0.8f, 1}, {0.02f, 0.02f, 0.02f, 0}, {0, 0, 0, 1}, {}, false};
const Example kSnow{700, INF, {0, -1}, 5, 1, 0, 1, 0, 1, -90, 5, {0.5f, 1}, {0, 10}, {0.5f, 0}, {},
    45, 15, 10, 5, Rate::Fixed, 10, {1, 1, 1, 1}, {}, {1, 1, 1, 0}, {}, false};
const Example kRain{1000, INF, {10, -10}, 130, 30, 0, 1, 0, 1, -90, 5, {0.5f, 1}, {}, {0.5f, 0}, {},
    4.5f, 0, 4, 2, Rate::Fixed, 20, {0.7f, 0.8f, 1, 1}, {}, {0.7f, 0.8f, 1, 0.5f}, {}, false};
// clang-format on

Vec2 ofWin(const Vec2& fraction, const Vec2& offset) {
    const Size win = Director::getInstance()->getWinSize();
    return Vec2(win.width * fraction.x + offset.x, win.height * fraction.y + offset.y);
}

} // namespace

/// Sets what cocos's example sets; the system is in gravity mode with zeroed mode values.
static void applyExample(ParticleSystem* s, const Example& e) {
    s->setDuration(e.duration);
    s->setEmitterMode(ParticleSystem::Mode::GRAVITY);
    s->setGravity(e.gravity);
    s->setSpeed(e.speed);
    s->setSpeedVar(e.speedVar);
    s->setRadialAccel(e.radialAccel);
    s->setRadialAccelVar(e.radialAccelVar);
    s->setTangentialAccel(e.tangentialAccel);
    s->setTangentialAccelVar(e.tangentialAccelVar);
    s->setAngle(e.angle);
    s->setAngleVar(e.angleVar);
    s->setPosition(ofWin(e.positionOfWin, e.positionOffset));
    s->setPosVar(ofWin(e.posVarOfWin, e.posVarOffset));
    s->setLife(e.life);
    s->setLifeVar(e.lifeVar);
    s->setStartSize(e.startSize);
    s->setStartSizeVar(e.startSizeVar);
    s->setEndSize(ParticleSystem::START_SIZE_EQUAL_TO_END_SIZE);
    const float total = static_cast<float>(s->getTotalParticles());
    s->setEmissionRate(e.rate == Rate::Fixed         ? e.fixedRate
                       : e.rate == Rate::PerDuration ? total / e.duration
                                                     : total / e.life);
    s->setStartColor(e.startColor);
    s->setStartColorVar(e.startColorVar);
    s->setEndColor(e.endColor);
    s->setEndColorVar(e.endColorVar);
    if (Texture2D* texture = defaultParticleTexture()) s->setTexture(texture);
    s->setBlendAdditive(e.additive);
}

// create() makes cocos's default count; init() does too, initWithTotalParticles sets the example up.
#define KITE_PARTICLE_EXAMPLE_DEFINE(Name, params)                                                           \
    Name* Name::create() {                                                                                   \
        return createWithTotalParticles(params.defaultParticles);                                            \
    }                                                                                                        \
    Name* Name::createWithTotalParticles(int numberOfParticles) {                                            \
        auto* system = new Name();                                                                           \
        return finishCreate(system, system->initWithTotalParticles(numberOfParticles));                      \
    }                                                                                                        \
    bool Name::init() {                                                                                      \
        return initWithTotalParticles(params.defaultParticles);                                              \
    }                                                                                                        \
    bool Name::initWithTotalParticles(int numberOfParticles) {                                               \
        if (!ParticleSystemQuad::initWithTotalParticles(numberOfParticles)) return false;                    \
        applyExample(this, params);                                                                          \
        return true;                                                                                         \
    }
KITE_PARTICLE_EXAMPLE_DEFINE(ParticleFire, kFire)
KITE_PARTICLE_EXAMPLE_DEFINE(ParticleFireworks, kFireworks)
KITE_PARTICLE_EXAMPLE_DEFINE(ParticleSun, kSun)
KITE_PARTICLE_EXAMPLE_DEFINE(ParticleGalaxy, kGalaxy)
KITE_PARTICLE_EXAMPLE_DEFINE(ParticleFlower, kFlower)
KITE_PARTICLE_EXAMPLE_DEFINE(ParticleMeteor, kMeteor)
KITE_PARTICLE_EXAMPLE_DEFINE(ParticleSpiral, kSpiral)
KITE_PARTICLE_EXAMPLE_DEFINE(ParticleExplosion, kExplosion)
KITE_PARTICLE_EXAMPLE_DEFINE(ParticleSmoke, kSmoke)
KITE_PARTICLE_EXAMPLE_DEFINE(ParticleSnow, kSnow)
KITE_PARTICLE_EXAMPLE_DEFINE(ParticleRain, kRain)
#undef KITE_PARTICLE_EXAMPLE_DEFINE

} // namespace cc
