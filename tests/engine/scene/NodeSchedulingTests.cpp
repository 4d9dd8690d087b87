// tests/engine/scene/NodeSchedulingTests.cpp — Node's update, timers, pause and script update handler.
#include "actions/ActionInterval.h"
#include "base/RefPtr.h"
#include "scene/Node.h"
#include "scheduler/Scheduler.h"

#include "EngineTest.h"
#include "FakeScriptEngine.h"

#include <gtest/gtest.h>

using kite::test::EngineTest;
using kite::test::FakeScriptEngine;

namespace {

class Ticker : public cc::Node {
public:
    static Ticker* create() {
        auto* t = new Ticker();
        t->autorelease();
        return t;
    }
    void update(float dt) override {
        ++updates;
        total += dt;
        if (onUpdate) onUpdate();
        cc::Node::update(dt);
    }
    int updates = 0;
    float total = 0.0f;
    std::function<void()> onUpdate;
};

using NodeScheduling = EngineTest;

} // namespace

TEST_F(NodeScheduling, UpdateRunsOnlyWhileRunning) {
    cc::RefPtr<Ticker> keep(Ticker::create()); // survives the pool clear at the end of each frame
    Ticker* t = keep.get();
    t->scheduleUpdate();
    step(0.25f);
    EXPECT_EQ(t->updates, 0); // not in a running scene: paused
    scene->addChild(t);
    step(0.25f, 4);
    EXPECT_EQ(t->updates, 4);
    EXPECT_FLOAT_EQ(t->total, 1.0f);
    t->removeFromParentAndCleanup(false);
    step(0.25f);
    EXPECT_EQ(t->updates, 4);
}

TEST_F(NodeScheduling, TimersCountExactlyWithAFixedStep) {
    cc::Node* n = cc::Node::create();
    scene->addChild(n);
    int every = 0, interval = 0, once = 0, repeated = 0;
    n->schedule([&](float) { ++every; }, "every");
    n->schedule([&](float) { ++interval; }, 0.5f, "interval");
    n->scheduleOnce([&](float) { ++once; }, 1.0f, "once");
    n->schedule([&](float) { ++repeated; }, 0.25f, 2, 0.5f, "repeated");
    step(0.25f, 12); // 3 s
    EXPECT_EQ(every, 12);
    EXPECT_EQ(interval, 6);
    EXPECT_EQ(once, 1);
    EXPECT_EQ(repeated, 3);
    EXPECT_TRUE(n->isScheduled("every"));
    EXPECT_FALSE(n->isScheduled("once"));
    n->unschedule("every");
    step(0.25f);
    EXPECT_EQ(every, 12);
}

TEST_F(NodeScheduling, PauseAndResumeStopTimersUpdatesAndActions) {
    Ticker* t = Ticker::create();
    scene->addChild(t);
    t->scheduleUpdate();
    int timer = 0;
    t->schedule([&](float) { ++timer; }, "t");
    t->runAction(cc::DelayTime::create(5.0f));
    t->pause();
    step(0.5f, 2);
    EXPECT_EQ(t->updates, 0);
    EXPECT_EQ(timer, 0);
    auto* delay = static_cast<cc::ActionInterval*>(t->getActionByTag(cc::INVALID_TAG));
    EXPECT_FLOAT_EQ(delay->getElapsed(), 0.0f);
    t->resume();
    step(0.5f);
    EXPECT_EQ(t->updates, 1);
    EXPECT_EQ(timer, 1);
    EXPECT_FLOAT_EQ(delay->getElapsed(), 0.5f);
}

TEST_F(NodeScheduling, ScheduleAfterPauseStaysPaused) {
    cc::Node* n = cc::Node::create();
    scene->addChild(n);
    n->pause();
    int calls = 0;
    n->schedule([&](float) { ++calls; }, "t");
    step(0.1f);
    EXPECT_EQ(calls, 0);
}

TEST_F(NodeScheduling, CleanupStopsEverything) {
    Ticker* t = Ticker::create();
    scene->addChild(t);
    t->retain();
    t->scheduleUpdate();
    t->schedule([](float) {}, "t");
    t->runAction(cc::DelayTime::create(5.0f));
    t->removeFromParent();
    EXPECT_FALSE(t->isScheduled("t"));
    EXPECT_FALSE(t->getScheduler()->isScheduledUpdate(t));
    EXPECT_EQ(t->getNumberOfRunningActions(), 0);
    t->release();
}

TEST_F(NodeScheduling, RemovingItselfDuringUpdateIsSafe) {
    Ticker* a = Ticker::create();
    Ticker* b = Ticker::create();
    scene->addChild(a);
    scene->addChild(b);
    a->scheduleUpdate();
    b->scheduleUpdate();
    a->onUpdate = [a] { a->removeFromParent(); }; // a dies at the end of its own update
    step(0.1f, 3);
    EXPECT_EQ(b->updates, 3);
    EXPECT_EQ(scene->getChildrenCount(), 1);
}

TEST_F(NodeScheduling, RemovingASiblingDuringUpdateSkipsItsUpdate) {
    Ticker* a = Ticker::create();
    Ticker* b = Ticker::create();
    scene->addChild(a);
    scene->addChild(b);
    a->scheduleUpdate();
    b->scheduleUpdate();
    int bUpdates = -1;
    a->onUpdate = [&, b] {
        bUpdates = b->updates;
        b->removeFromParent();
    };
    step(0.1f);
    EXPECT_EQ(bUpdates, 0);
    EXPECT_EQ(scene->getChildrenCount(), 1);
}

TEST_F(NodeScheduling, RemovingTheParentFromAChildTimerIsSafe) {
    cc::Node* parent = cc::Node::create();
    cc::Node* child = cc::Node::create();
    parent->addChild(child);
    scene->addChild(parent);
    int calls = 0;
    child->schedule(
        [&, parent](float) {
            ++calls;
            parent->removeFromParent(); // destroys parent and child once the callback returns
        },
        "t");
    step(0.1f, 3);
    EXPECT_EQ(calls, 1);
    EXPECT_EQ(scene->getChildrenCount(), 0);
}

TEST_F(NodeScheduling, ScriptUpdateHandlerLifecycle) {
    FakeScriptEngine engine;
    Ticker* t = Ticker::create();
    scene->addChild(t);
    t->scheduleUpdateWithPriorityLua(5, 0);
    step(0.25f, 2);
    auto updates = engine.eventsOfType(cc::ScriptEventType::NodeUpdate);
    ASSERT_EQ(updates.size(), 2u);
    EXPECT_EQ(updates[0].update.node, t);
    EXPECT_EQ(updates[0].update.handler, 5);
    EXPECT_FLOAT_EQ(updates[0].update.dt, 0.25f);
    t->scheduleUpdateWithPriorityLua(6, 0); // replacing frees the old handler
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{5}));
    t->unscheduleUpdate();
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{5, 6}));
    step(0.25f);
    EXPECT_EQ(engine.eventsOfType(cc::ScriptEventType::NodeUpdate).size(), 2u);
    t->scheduleUpdateWithPriorityLua(7, 0);
    t->removeFromParent(); // cleanup frees it too
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{5, 6, 7}));
}

TEST_F(NodeScheduling, ScriptUpdateHandlerIsFreedWhenTheNodeDies) {
    FakeScriptEngine engine;
    {
        auto n = cc::RefPtr<cc::Node>::adopt(new cc::Node());
        n->scheduleUpdateWithPriorityLua(8, 0);
    }
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{8}));
}

TEST_F(NodeScheduling, ScriptUpdateRemovingItsNodeIsSafe) {
    FakeScriptEngine engine;
    cc::Node* n = cc::Node::create();
    scene->addChild(n);
    n->scheduleUpdateWithPriorityLua(3, 0);
    engine.onEvent = [n](const cc::ScriptEvent& e) {
        if (e.type == cc::ScriptEventType::NodeUpdate) n->removeFromParent();
        return 0;
    };
    step(0.1f, 2);
    EXPECT_EQ(engine.eventsOfType(cc::ScriptEventType::NodeUpdate).size(), 1u);
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{3}));
}

TEST_F(NodeScheduling, OwnedScriptEntryWaitsForItsNodeToRun) {
    FakeScriptEngine engine;
    cc::RefPtr<cc::Node> n(cc::Node::create());
    n->getScheduler()->scheduleScriptFunc(12, 0.0f, false, n.get()); // not paused itself, but the node is
    step(0.1f);
    EXPECT_TRUE(engine.eventsOfType(cc::ScriptEventType::SchedulerEntry).empty());
    scene->addChild(n.get());
    step(0.1f);
    EXPECT_EQ(engine.eventsOfType(cc::ScriptEventType::SchedulerEntry).size(), 1u);
    n->removeFromParent();
}

TEST_F(NodeScheduling, OwnedScriptEntryStopsWithItsNode) {
    FakeScriptEngine engine;
    cc::Node* n = cc::Node::create();
    scene->addChild(n);
    n->getScheduler()->scheduleScriptFunc(4, 0.0f, !n->isRunning(), n);
    step(0.1f);
    n->pause();
    step(0.1f);
    n->resume();
    step(0.1f);
    EXPECT_EQ(engine.eventsOfType(cc::ScriptEventType::SchedulerEntry).size(), 2u);
    n->removeFromParent();
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{4}));
    step(0.1f);
    EXPECT_EQ(engine.eventsOfType(cc::ScriptEventType::SchedulerEntry).size(), 2u);
}
