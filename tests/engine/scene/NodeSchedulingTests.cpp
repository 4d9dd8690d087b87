// tests/engine/scene/NodeSchedulingTests.cpp — Node's update, update callback, timers, pause.
#include "actions/ActionInterval.h"
#include "base/RefPtr.h"
#include "scene/Node.h"
#include "scheduler/Scheduler.h"

#include "EngineTest.h"
#include "KiteTestSupport.h"
#include "TestObjects.h"

#include <gtest/gtest.h>

using kite::test::dropProbe;
using kite::test::EngineTest;

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

class NodeScheduling : public EngineTest {
protected:
    int drops = 0; // DropProbe destructions
};

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

TEST_F(NodeScheduling, UpdateCallbackReplacesUpdateUntilUnscheduledOrCleanedUp) {
    Ticker* t = Ticker::create();
    scene->addChild(t);
    std::vector<float> dts;
    t->scheduleUpdateCallback([&dts, probe = dropProbe(drops)](float dt) { dts.push_back(dt); }, 0);
    EXPECT_TRUE(t->getScheduler()->isScheduledUpdate(t));
    step(0.25f, 2);
    ASSERT_EQ(dts.size(), 2u);
    EXPECT_FLOAT_EQ(dts[0], 0.25f);
    EXPECT_EQ(t->updates, 0);                                           // instead of update()
    t->scheduleUpdateCallback([probe = dropProbe(drops)](float) {}, 0); // replacing drops the old one
    EXPECT_EQ(drops, 1);
    t->unscheduleUpdate();
    EXPECT_EQ(drops, 2);
    EXPECT_FALSE(t->getScheduler()->isScheduledUpdate(t));
    step(0.25f);
    EXPECT_EQ(dts.size(), 2u);
    t->scheduleUpdateCallback([probe = dropProbe(drops)](float) {}, 0);
    t->removeFromParent(); // cleanup drops it too
    EXPECT_EQ(drops, 3);
}

TEST_F(NodeScheduling, UpdateCallbacksRunByPriority) {
    cc::Node* late = cc::Node::create();
    cc::Node* early = cc::Node::create();
    scene->addChild(late);
    scene->addChild(early);
    std::vector<std::string> log;
    late->scheduleUpdateCallback([&log](float) { log.push_back("late"); }, 5);
    early->scheduleUpdateCallback([&log](float) { log.push_back("early"); }, -5);
    step(0.1f);
    EXPECT_EQ(log, (std::vector<std::string>{"early", "late"}));
    late->unscheduleUpdate();
    early->unscheduleUpdate();
}

TEST_F(NodeScheduling, EmptyUpdateCallbackIsRefused) {
    cc::Node* n = cc::Node::create();
    scene->addChild(n);
    n->scheduleUpdate();
    kite::test::ScopedAssertCapture asserts;
    n->scheduleUpdateCallback(std::function<void(float)>(), 0);
    EXPECT_EQ(asserts.count(), 1);
    EXPECT_TRUE(n->getScheduler()->isScheduledUpdate(n)); // what was scheduled stays
}

TEST_F(NodeScheduling, UpdateCallbackIsDroppedWhenTheNodeDies) {
    {
        auto n = cc::RefPtr<cc::Node>::adopt(new cc::Node());
        n->scheduleUpdateCallback([probe = dropProbe(drops)](float) {}, 0);
    }
    EXPECT_EQ(drops, 1);
}

TEST_F(NodeScheduling, UpdateCallbackRemovingItsNodeIsSafe) {
    cc::Node* n = cc::Node::create();
    scene->addChild(n);
    step(0.0f); // only the scene holds n now
    unsigned int held = n->getReferenceCount();
    unsigned int heldDuringCall = 0;
    int calls = 0;
    n->scheduleUpdateCallback(
        [n, &calls, &heldDuringCall, probe = dropProbe(drops)](float) {
            ++calls;
            heldDuringCall = n->getReferenceCount();
            n->removeFromParent(); // n lives until the callback returns
        },
        0);
    step(0.1f, 2);
    EXPECT_EQ(calls, 1);
    EXPECT_EQ(heldDuringCall, held + 1); // retained around the call
    EXPECT_EQ(drops, 1);
    EXPECT_EQ(scene->getChildrenCount(), 0);
}

TEST_F(NodeScheduling, OwnedEntryWaitsForItsNodeToRun) {
    cc::RefPtr<cc::Node> n(cc::Node::create());
    int calls = 0;
    n->getScheduler()->scheduleEntry([&calls](float) { ++calls; }, 0.0f, false,
                                     n.get()); // not paused itself, but the node is
    step(0.1f);
    EXPECT_EQ(calls, 0);
    scene->addChild(n.get());
    step(0.1f);
    EXPECT_EQ(calls, 1);
    n->removeFromParent();
}

TEST_F(NodeScheduling, OwnedEntryStopsWithItsNode) {
    cc::Node* n = cc::Node::create();
    scene->addChild(n);
    int calls = 0;
    n->getScheduler()->scheduleEntry([&calls, probe = dropProbe(drops)](float) { ++calls; }, 0.0f,
                                     !n->isRunning(), n);
    step(0.1f);
    n->pause();
    step(0.1f);
    n->resume();
    step(0.1f);
    EXPECT_EQ(calls, 2);
    n->removeFromParent();
    EXPECT_EQ(drops, 1);
    step(0.1f);
    EXPECT_EQ(calls, 2);
}
