// bench_particles.cpp -- see bench_particles.h.
// SPDX-License-Identifier: MIT
#include "bench_particles.h"

#include "base/Random.h"
#include "scene/ParticleSystem.h"

namespace bench_particles {
namespace {

constexpr int kParticles = 10000;
constexpr float kDt = 1.0f / 60.0f;
cc::ParticleSystem* s_system = nullptr;

} // namespace

bool isCase(const std::string& id) {
    return id == "particles_frame";
}

// A fountain whose emission keeps the pool full: what dies (about 83 a frame, life 2 s) is born again.
bool prepare(std::string* error) {
    if (s_system) return true;
    cc::Random::seed(20);
    s_system = cc::ParticleSystemQuad::createWithTotalParticles(kParticles);
    if (!s_system) return (*error = "cannot make the particle system", false);
    s_system->retain();
    s_system->setDuration(cc::ParticleSystem::DURATION_INFINITY);
    s_system->setLife(2.0f);
    s_system->setLifeVar(0.5f);
    s_system->setEmissionRate(1.0e6f); // every death is replaced in the frame it happens
    s_system->setAngle(90.0f);
    s_system->setAngleVar(40.0f);
    s_system->setSpeed(200.0f);
    s_system->setSpeedVar(50.0f);
    s_system->setGravity(cc::Vec2(0.0f, -150.0f));
    s_system->setRadialAccel(10.0f);
    s_system->setStartSize(8.0f);
    s_system->setEndSize(2.0f);
    s_system->setStartColor(cc::Color4F(1, 0.5f, 0.2f, 1));
    s_system->setEndColor(cc::Color4F(1, 1, 1, 0));
    for (int i = 0; i < 300; ++i) // 5 s: the first cohort's deaths spread out
        s_system->update(kDt);
    if (s_system->getParticleCount() < 9000u) return (*error = "the system did not fill up", false);
    return true;
}

void unprepare() {
    if (s_system) s_system->release();
    s_system = nullptr;
}

bool run(long calls, std::string* error) {
    if (!s_system && !prepare(error)) return false;
    for (long i = 0; i < calls; ++i)
        s_system->update(kDt);
    if (s_system->getParticleCount() < 9000u) return (*error = "fewer than 9,000 live particles", false);
    return true;
}

} // namespace bench_particles
