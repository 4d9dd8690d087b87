// engine/scene/ParticleExamples.h — cocos2d-x's eleven ready-made particle systems.
#pragma once

#include "scene/ParticleSystem.h"

namespace cc {

/// The built-in systems of cocos2d-x 3.17 (CCParticleExamples), with its parameters and default
/// particle counts; each is placed by the win size when made, as in cocos. They share one texture,
/// a soft white spot Kite draws itself (cocos embeds a fire image), cached as "/__firePngData".
#define KITE_PARTICLE_EXAMPLE(Name)                                                                          \
    class Name : public ParticleSystemQuad {                                                                 \
    public:                                                                                                  \
        static Name* create();                                                                               \
        static Name* createWithTotalParticles(int numberOfParticles);                                        \
        bool init() override;                                                                                \
        bool initWithTotalParticles(int numberOfParticles) override;                                         \
        Name() = default; /* public, as cocos's CC_CONSTRUCTOR_ACCESS */                                     \
    };
KITE_PARTICLE_EXAMPLE(ParticleFire)
KITE_PARTICLE_EXAMPLE(ParticleFireworks)
KITE_PARTICLE_EXAMPLE(ParticleSun)
KITE_PARTICLE_EXAMPLE(ParticleGalaxy)
KITE_PARTICLE_EXAMPLE(ParticleFlower)
KITE_PARTICLE_EXAMPLE(ParticleMeteor)
KITE_PARTICLE_EXAMPLE(ParticleSpiral)
KITE_PARTICLE_EXAMPLE(ParticleExplosion)
KITE_PARTICLE_EXAMPLE(ParticleSmoke)
KITE_PARTICLE_EXAMPLE(ParticleSnow)
KITE_PARTICLE_EXAMPLE(ParticleRain)
#undef KITE_PARTICLE_EXAMPLE

/// The examples' shared texture (made once, then cached); nullptr when no texture can be made.
Texture2D* defaultParticleTexture();

} // namespace cc
