// bench_particles.cpp -- see bench_particles.h.
// SPDX-License-Identifier: MIT
#include "bench_particles.h"

#include "base/Random.h"
#include "director/Director.h"
#include "scene/ParticleExamples.h"
#include "scene/ParticleSystem.h"
#include "scene/Scene.h"
#include "scene/TextureCache.h"

#ifdef KITE_BENCH_PLATFORM
#include "director/Renderer.h"
#include "platform/Platform.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <memory>
#endif

#include <algorithm>

namespace bench_particles {
namespace {

constexpr int kParticles = 10000;
constexpr float kDt = 1.0f / 60.0f;
constexpr int kWidth = 960, kHeight = 640;
cc::ParticleSystem* s_system = nullptr; // particles_frame's

// A fountain whose emission keeps the pool full: what dies (about 83 a frame, life 2 s) is born again.
cc::ParticleSystem* makeFountain(std::string* error) {
    cc::Random::seed(20);
    cc::ParticleSystem* system = cc::ParticleSystemQuad::createWithTotalParticles(kParticles);
    if (!system) return (*error = "cannot make the particle system", nullptr);
    system->retain();
    system->setDuration(cc::ParticleSystem::DURATION_INFINITY);
    system->setLife(2.0f);
    system->setLifeVar(0.5f);
    system->setEmissionRate(1.0e6f); // every death is replaced in the frame it happens
    system->setAngle(90.0f);
    system->setAngleVar(40.0f);
    system->setSpeed(200.0f);
    system->setSpeedVar(50.0f);
    system->setGravity(cc::Vec2(0.0f, -150.0f));
    system->setRadialAccel(10.0f);
    system->setStartSize(8.0f);
    system->setEndSize(2.0f);
    system->setStartColor(cc::Color4F(1, 0.5f, 0.2f, 1));
    system->setEndColor(cc::Color4F(1, 1, 1, 0));
    return system;
}

// 5 s of updates: the first cohort's deaths spread out.
bool fill(cc::ParticleSystem* system, std::string* error) {
    for (int i = 0; i < 300; ++i)
        system->update(kDt);
    if (system->getParticleCount() < 9000u) return (*error = "the system did not fill up", false);
    return true;
}

bool stillFull(const cc::ParticleSystem* system, std::string* error) {
    if (system->getParticleCount() < 9000u) return (*error = "fewer than 9,000 live particles", false);
    return true;
}

#ifdef KITE_BENCH_PLATFORM
// The drawn row's world. The scene (holding the system) and the cached texture go while the
// platform, whose loader made the texture and whose renderer holds it, is still open.
struct DrawnWorld {
    std::unique_ptr<cc::Platform> platform;
    cc::Scene* scene = nullptr;
    cc::ParticleSystem* system = nullptr;
    cc::Texture2D* texture = nullptr; // owned by the Director's texture cache
};
DrawnWorld s_drawn;

void dropDrawn() {
    DrawnWorld& w = s_drawn;
    if (w.system) w.system->release();
    if (w.scene) w.scene->release();
    if (w.texture)
        cc::Director::getInstance()->getTextureCache()->removeTexture(w.texture); /* its last owner */
    if (w.platform)
        w.platform->close(); /* SDL_Quit: the audio rows have stopped by now (bench_engine::stop) */
    w = DrawnWorld();
}

// One frame as the player draws it headless: clear, update, visit, render (the software renderer
// does not batch: every draw is done by the time render() returns).
void drawnFrame() {
    DrawnWorld& w = s_drawn;
    w.platform->beginFrame();
    w.system->update(kDt);
    w.scene->visit();
    w.platform->sceneRenderer()->render(w.scene);
}

// Checked once, outside the measurements: a drawn frame holds the fountain. Its screenshot is a
// PNG; a black 960 x 640 frame compresses to about 3 KB, 10,000 particles to far more.
bool fountainDrawn(std::string* error) {
    const std::string path = "/tmp/kite_bench_particles_" + std::to_string(getpid()) + ".png";
    drawnFrame();
    if (!s_drawn.platform->saveScreenshot(path, error)) return false;
    struct stat info {};
    const bool big = stat(path.c_str(), &info) == 0 && info.st_size > 32 * 1024;
    std::remove(path.c_str());
    if (!big)
        *error = "the drawn frame looks empty (its screenshot is " + std::to_string(info.st_size) + " bytes)";
    return big;
}

// Platform::open headless: an ARGB surface drawn by SDL's software renderer, the texture loader.
bool prepareDrawn(std::string* error) {
    DrawnWorld& w = s_drawn;
    if (w.system) return true;
    cc::PlatformConfig config;
    config.headless = true;
    config.width = kWidth;
    config.height = kHeight;
    w.platform = std::make_unique<cc::Platform>();
    std::string why;
    if (!w.platform->open(config, &why)) {
        *error = "cannot open the headless platform: " + why;
        dropDrawn();
        return false;
    }
    w.texture = cc::defaultParticleTexture(); // the built-in systems' soft spot, 32 x 32
    w.scene = cc::Scene::create();
    w.scene->retain();
    w.system = makeFountain(error);
    if (!w.texture || !w.system) {
        if (!w.texture) *error = "cannot make the particle texture";
        dropDrawn();
        return false;
    }
    w.system->setTexture(w.texture);
    w.system->setPosition(kWidth / 2.0f, kHeight / 4.0f);
    w.scene->addChild(w.system);
    if (!fill(w.system, error) || !fountainDrawn(error)) {
        dropDrawn();
        return false;
    }
    return true;
}
#endif

} // namespace

bool isCase(const std::string& id) {
    return id == "particles_frame" || id == "particles_drawn";
}

bool available(const std::string& id) {
#ifdef KITE_BENCH_PLATFORM
    return isCase(id);
#else
    return id == "particles_frame";
#endif
}

long instructionFrames(const std::string& id, long wanted) {
    return std::min(wanted, id == "particles_drawn" ? 2L : 200L); /* 10^8 and 10^6 instructions a frame */
}

bool prepare(const std::string& id, std::string* error) {
#ifdef KITE_BENCH_PLATFORM
    if (id == "particles_drawn") return prepareDrawn(error);
#endif
    if (id != "particles_frame") return (*error = id + ": not available", false);
    if (s_system) return true;
    s_system = makeFountain(error);
    return s_system && fill(s_system, error);
}

void unprepare() {
    if (s_system) s_system->release();
    s_system = nullptr;
#ifdef KITE_BENCH_PLATFORM
    dropDrawn();
#endif
}

bool run(const std::string& id, long calls, std::string* error) {
    if (!prepare(id, error)) return false;
#ifdef KITE_BENCH_PLATFORM
    if (id == "particles_drawn") {
        for (long i = 0; i < calls; ++i)
            drawnFrame();
        return stillFull(s_drawn.system, error);
    }
#endif
    for (long i = 0; i < calls; ++i)
        s_system->update(kDt);
    return stillFull(s_system, error);
}

} // namespace bench_particles
