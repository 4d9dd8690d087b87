// tests/engine/director/DirectorTests.cpp — the frame order and the scene stack.
#include "actions/ActionComposite.h"
#include "actions/ActionInstant.h"
#include "actions/ActionInterval.h"
#include "base/AutoreleasePool.h"
#include "base/PoolManager.h"
#include "base/RefCensus.h"
#include "director/Director.h"
#include "director/Renderer.h"
#include "events/EventDispatcher.h"
#include "scene/Scene.h"
#include "scheduler/Scheduler.h"

#include "EngineTest.h"
#include "KiteTestSupport.h"
#include "TestObjects.h"

#include <gtest/gtest.h>

using Log = std::vector<std::string>;

namespace {

class LoggingRenderer : public cc::Renderer {
public:
    explicit LoggingRenderer(Log* log) : _log(log) {}
    void render(cc::Scene* scene) override {
        _log->push_back("draw");
        rendered = scene;
        framesAtDraw = cc::Director::getInstance()->getTotalFrames();
    }
    cc::Scene* rendered = nullptr;
    unsigned int framesAtDraw = 0;

private:
    Log* _log;
};

struct PoolProbe : cc::Ref {
    explicit PoolProbe(Log* log) : _log(log) {}
    ~PoolProbe() override { _log->push_back("pool"); }
    Log* _log;
};

/// Scenes whose lifecycle callbacks log "name.kind".
class DirectorTest : public ::testing::Test {
protected:
    void TearDown() override { kite::test::tearDownEngine(); }
    cc::Scene* scene(const std::string& name) {
        cc::Scene* s = cc::Scene::create();
        s->setName(name);
        s->setOnEnterCallback([this, s] { log.push_back(s->getName() + ".enter"); });
        s->setOnEnterTransitionDidFinishCallback([this, s] { log.push_back(s->getName() + ".enterFinish"); });
        s->setOnExitTransitionDidStartCallback([this, s] { log.push_back(s->getName() + ".exitStart"); });
        s->setOnExitCallback([this, s] { log.push_back(s->getName() + ".exit"); });
        s->setOnCleanupCallback([this, s] { log.push_back(s->getName() + ".cleanup"); });
        return s;
    }
    void frame(float dt = 0.1f) { cc::Director::getInstance()->mainLoop(dt); }
    cc::Director* director = cc::Director::getInstance();
    Log log;
    int drops = 0; // DropProbe destructions
};

} // namespace

TEST_F(DirectorTest, DefaultsAndWindowHelpers) {
    EXPECT_EQ(director->getWinSize(), cc::Size(960, 640));
    EXPECT_EQ(director->getVisibleSize(), cc::Size(960, 640));
    EXPECT_EQ(director->getVisibleOrigin(), cc::Vec2::ZERO);
    director->setWinSize(cc::Size(320, 200));
    EXPECT_EQ(director->getWinSize(), cc::Size(320, 200));
    EXPECT_EQ(director->convertToGL(cc::Vec2(10, 0)), cc::Vec2(10, 200));
    EXPECT_EQ(director->convertToUI(cc::Vec2(10, 200)), cc::Vec2(10, 0));
    EXPECT_EQ(cc::Director::getInstance(), director);
    EXPECT_NE(director->getScheduler(), nullptr);
    EXPECT_NE(director->getActionManager(), nullptr);
    EXPECT_NE(director->getEventDispatcher(), nullptr);
    EXPECT_NE(director->getTextureCache(), nullptr);
}

TEST_F(DirectorTest, FrameOrderIsPinned) {
    LoggingRenderer renderer(&log);
    director->setRenderer(&renderer);
    director->setInputPoller([this] { log.push_back("input"); });
    cc::EventDispatcher* events = director->getEventDispatcher();
    for (const char* name :
         {cc::Director::EVENT_BEFORE_UPDATE, cc::Director::EVENT_AFTER_UPDATE,
          cc::Director::EVENT_BEFORE_SET_NEXT_SCENE, cc::Director::EVENT_AFTER_SET_NEXT_SCENE,
          cc::Director::EVENT_AFTER_VISIT, cc::Director::EVENT_AFTER_DRAW}) {
        std::string label = name;
        events->addCustomEventListener(name, [this, label](cc::EventCustom*) { log.push_back(label); });
    }
    cc::Scene* s = scene("S");
    director->runWithScene(s);
    cc::Node* node = cc::Node::create();
    s->addChild(node); // enters with the scene at the switch
    node->schedule([this](float dt) { log.push_back("update dt=" + std::to_string(dt).substr(0, 4)); }, "u");
    node->runAction(cc::CallFunc::create([this] { log.push_back("action"); }));
    (new PoolProbe(&log))->autorelease();

    frame(0.25f);
    EXPECT_EQ(log, (Log{"input", "director_before_update", "director_after_update",
                        "director_before_set_next_scene", "S.enter", "S.enterFinish",
                        "director_after_set_next_scene", "director_after_visit", "draw",
                        "director_after_draw", "pool"}));
    EXPECT_EQ(renderer.rendered, s);
    EXPECT_EQ(renderer.framesAtDraw, 0u); // the counter moves after drawing
    EXPECT_EQ(director->getTotalFrames(), 1u);

    log.clear();
    (new PoolProbe(&log))->autorelease();
    frame(0.25f);
    EXPECT_EQ(log,
              (Log{"input", "director_before_update", "action", "update dt=0.25", "director_after_update",
                   "director_after_visit", "draw", "director_after_draw", "pool"}));
    EXPECT_FLOAT_EQ(director->getDeltaTime(), 0.25f);
    EXPECT_EQ(director->getTotalFrames(), 2u);
    director->setRenderer(nullptr);
}

TEST_F(DirectorTest, PauseStopsTheSchedulerButNotTheFrame) {
    director->runWithScene(scene("S"));
    frame();
    int updates = 0;
    director->getRunningScene()->schedule([&](float) { ++updates; }, "u");
    director->pause();
    EXPECT_TRUE(director->isPaused());
    frame();
    frame();
    EXPECT_EQ(updates, 0);
    EXPECT_EQ(director->getTotalFrames(), 3u);
    director->resume();
    frame();
    EXPECT_EQ(updates, 1);
}

TEST_F(DirectorTest, RunWithSceneEntersAtTheFirstFrame) {
    cc::Scene* s = scene("S");
    director->runWithScene(s);
    EXPECT_EQ(director->getRunningScene(), nullptr);
    EXPECT_TRUE(log.empty());
    frame();
    EXPECT_EQ(director->getRunningScene(), s);
    EXPECT_TRUE(s->isRunning());
    EXPECT_EQ(log, (Log{"S.enter", "S.enterFinish"}));
    kite::test::ScopedAssertCapture asserts;
    director->runWithScene(scene("T"));
    EXPECT_EQ(asserts.count(), 1);
}

TEST_F(DirectorTest, ReplaceSceneAfterTheLastSceneWasPoppedIsRefusedByName) {
    director->runWithScene(scene("A"));
    frame();
    director->popScene(); // the Director is ending: A stays until the end of the frame
    kite::test::ScopedAssertCapture asserts;
    director->replaceScene(scene("B"));
    EXPECT_EQ(asserts.count(), 1);
    EXPECT_TRUE(asserts.contains("Director::replaceScene: the Director is ending")) << asserts.messages()[0];
    EXPECT_TRUE(director->isEnding());
}

TEST_F(DirectorTest, ReplaceSceneSwitchesAtTheNextFrameAndCleansUp) {
    cc::Scene* a = scene("A");
    director->runWithScene(a);
    frame();
    a->runAction(cc::DelayTime::create(10.0f));
    unsigned int aId = a->_ID;
    log.clear();
    cc::Scene* b = scene("B");
    director->replaceScene(b);
    EXPECT_TRUE(log.empty()); // nothing happens until the frame's switch
    EXPECT_EQ(director->getRunningScene(), a);
    frame();
    EXPECT_EQ(log, (Log{"A.exitStart", "A.exit", "A.cleanup", "B.enter", "B.enterFinish"}));
    EXPECT_EQ(director->getRunningScene(), b);
    EXPECT_EQ(director->getScenesStackSize(), 1);
    bool aAlive = false;
    for (auto& entry : cc::RefCensus::countsByClass())
        aAlive |= entry.first == "cc::Scene" && entry.second > 1;
    EXPECT_FALSE(aAlive) << aId; // the old scene died at the switch
}

TEST_F(DirectorTest, SecondReplaceInTheSameFrameDropsThePendingScene) {
    director->runWithScene(scene("A"));
    frame();
    log.clear();
    director->replaceScene(scene("B"));
    director->replaceScene(scene("C"));
    EXPECT_EQ(log, (Log{"B.cleanup"})); // B never ran
    frame();
    EXPECT_EQ(log, (Log{"B.cleanup", "A.exitStart", "A.exit", "A.cleanup", "C.enter", "C.enterFinish"}));
    EXPECT_EQ(director->getRunningScene()->getName(), "C");
}

TEST_F(DirectorTest, PushKeepsTheCoveredSceneAndPopReturnsToIt) {
    cc::Scene* a = scene("A");
    director->runWithScene(a);
    frame();
    int actions = 0;
    a->runAction(cc::Sequence::create(cc::DelayTime::create(0.25f), cc::CallFunc::create([&] { ++actions; }),
                                      nullptr));
    log.clear();
    director->pushScene(scene("B"));
    frame(0.1f); // the action ticks in the update before the switch
    EXPECT_EQ(log, (Log{"A.exitStart", "A.exit", "B.enter", "B.enterFinish"}));
    EXPECT_EQ(director->getScenesStackSize(), 2);
    frame(1.0f);
    EXPECT_EQ(actions, 0); // paused while covered, not cleaned up
    log.clear();
    director->popScene();
    frame(0.0f);
    EXPECT_EQ(log, (Log{"B.exitStart", "B.exit", "B.cleanup", "A.enter", "A.enterFinish"}));
    frame(0.25f);
    EXPECT_EQ(actions, 1);
}

TEST_F(DirectorTest, PopToRootCleansIntermediatesAtOnceAndTheRunningSceneAtTheSwitch) {
    director->runWithScene(scene("A"));
    frame();
    director->pushScene(scene("B"));
    frame();
    director->pushScene(scene("C"));
    frame();
    log.clear();
    director->popToRootScene();
    EXPECT_EQ(log, (Log{"B.cleanup"}));
    frame();
    EXPECT_EQ(log, (Log{"B.cleanup", "C.exitStart", "C.exit", "C.cleanup", "A.enter", "A.enterFinish"}));
    EXPECT_EQ(director->getScenesStackSize(), 1);
    EXPECT_EQ(director->getRunningScene()->getName(), "A");
}

// Found by a long stress run (seed 4247): B's cleanup pushed B again on every pop, and
// popToRootScene popped forever. It pops what was above the root when called; pushes stay on top.
TEST_F(DirectorTest, PopToRootEndsWhenACleanupPushesAScene) {
    director->runWithScene(scene("A"));
    frame();
    cc::Scene* b = scene("B");
    director->pushScene(b);
    frame();
    director->pushScene(scene("C"));
    frame();
    int pushes = 0;
    b->setOnCleanupCallback([&] {
        ++pushes;
        director->pushScene(b);
    });
    director->popToRootScene();
    EXPECT_EQ(pushes, 1);
    EXPECT_EQ(director->getScenesStackSize(), 2); // A and B again
    b->setOnCleanupCallback(nullptr);
    frame();
    EXPECT_EQ(director->getRunningScene()->getName(), "B");
}

TEST_F(DirectorTest, PoppingTheLastSceneEndsTheLoop) {
    director->runWithScene(scene("A"));
    frame();
    director->popScene();
    EXPECT_TRUE(director->isEnding());
    unsigned int frames = director->getTotalFrames();
    frame();
    EXPECT_EQ(director->getTotalFrames(), frames); // mainLoop is a no-op now
    log.clear();
    cc::Director::destroyInstance(); // the host's job: the running scene leaves and is cleaned up
    EXPECT_EQ(log, (Log{"A.exitStart", "A.exit", "A.cleanup"}));
}

TEST_F(DirectorTest, EndFromAnUpdateFinishesTheFrame) {
    director->runWithScene(scene("A"));
    frame();
    director->getRunningScene()->schedule([](float) { cc::Director::getInstance()->end(); }, "quit");
    frame();
    EXPECT_TRUE(director->isEnding());
    EXPECT_EQ(director->getTotalFrames(), 2u);
}

TEST_F(DirectorTest, DestroyInstanceTearsEverythingDown) {
    director->runWithScene(scene("A"));
    frame();
    director->pushScene(scene("B"));
    frame();
    director->getScheduler()->scheduleEntry([probe = kite::test::dropProbe(drops)](float) {}, 1.0f, false);
    log.clear();
    cc::Director::destroyInstance();
    EXPECT_EQ(log, (Log{"B.exitStart", "B.exit", "B.cleanup", "A.cleanup"}));
    EXPECT_EQ(drops, 1); // the scheduler went, with its entries
    EXPECT_EQ(cc::Director::getExistingInstance(), nullptr);
    cc::PoolManager::getInstance()->drainCurrentPool();
    EXPECT_EQ(cc::RefCensus::liveCount(), 0) << cc::RefCensus::report();
}

TEST_F(DirectorTest, DestroyInstanceInsideMainLoopIsRefused) {
    director->runWithScene(scene("A"));
    frame();
    kite::test::ScopedAssertCapture asserts;
    director->getRunningScene()->scheduleOnce([](float) { cc::Director::destroyInstance(); }, 0.0f, "bad");
    frame();
    EXPECT_EQ(asserts.count(), 1);
    EXPECT_NE(cc::Director::getExistingInstance(), nullptr);
}
