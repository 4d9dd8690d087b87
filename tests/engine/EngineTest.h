// tests/engine/EngineTest.h — a fixture with a running scene and a fixed-step frame helper.
#pragma once

#include "director/Director.h"
#include "scene/Scene.h"

#include "KiteTestSupport.h"

#include <gtest/gtest.h>

namespace kite {
namespace test {

/// Runs frames on the Director with a fixed step.
inline void runFrames(int frames, float dt) {
    for (int i = 0; i < frames; ++i)
        cc::Director::getInstance()->mainLoop(dt);
}

/// SetUp runs a fresh Scene and enters it (one frame of dt 0), so nodes added to `scene` are running.
/// TearDown destroys the Director (exit/cleanup callbacks fire then), and the test support checks the
/// census after every test. Callbacks that outlive the test body must only capture fixture members.
class EngineTest : public ::testing::Test {
protected:
    void SetUp() override {
        director = cc::Director::getInstance();
        scene = cc::Scene::create();
        director->runWithScene(scene);
        director->mainLoop(0.0f);
        ASSERT_EQ(director->getRunningScene(), scene);
    }
    /// Tears the Director down while the fixture (whose members callbacks may capture) is still alive.
    void TearDown() override { kite::test::tearDownEngine(); }
    /// Runs @p frames frames of @p dt seconds.
    void step(float dt, int frames = 1) { runFrames(frames, dt); }

    cc::Director* director = nullptr;
    cc::Scene* scene = nullptr;
};

} // namespace test
} // namespace kite
