// tests/engine/scheduler/SchedulerTests.cpp
#include "base/RefPtr.h"
#include "scheduler/Scheduler.h"

#include "FakeScriptEngine.h"
#include "KiteTestSupport.h"

#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

using kite::test::FakeScriptEngine;
using Log = std::vector<std::string>;

namespace {

struct Target : cc::Ref {
    Log* log = nullptr;
    std::string name;
    int updates = 0;
    float lastDt = 0.0f;
    void update(float dt) {
        ++updates;
        lastDt = dt;
        if (log) log->push_back(name);
    }
};

class SchedulerTest : public ::testing::Test {
protected:
    cc::RefPtr<cc::Scheduler> scheduler = cc::makeRef<cc::Scheduler>();
    int a = 0, b = 0, c = 0, d = 0; // addresses used as opaque targets
    Log log;
    cc::ccSchedulerFunc logger(const std::string& name) {
        return [this, name](float) { log.push_back(name); };
    }
};

} // namespace

/* -- Per-frame updates ------------------------------------------------------------- */

TEST_F(SchedulerTest, UpdatesRunByPriorityThenArrival) {
    scheduler->schedulePerFrame(logger("zero1"), &a, 0, false);
    scheduler->schedulePerFrame(logger("pos"), &b, 5, false);
    scheduler->schedulePerFrame(logger("neg"), &c, -5, false);
    scheduler->schedulePerFrame(logger("zero2"), &d, 0, false);
    scheduler->update(0.1f);
    EXPECT_EQ(log, (Log{"neg", "zero1", "zero2", "pos"}));
}

TEST_F(SchedulerTest, ScheduleUpdateCallsUpdateWithTheFrameDt) {
    auto target = cc::makeRef<Target>();
    scheduler->scheduleUpdate(target.get(), 0, false);
    scheduler->update(0.25f);
    scheduler->update(0.5f);
    EXPECT_EQ(target->updates, 2);
    EXPECT_FLOAT_EQ(target->lastDt, 0.5f);
    EXPECT_EQ(target->getReferenceCount(), 1u); // retained only during the call
    scheduler->unscheduleAllForTarget(target.get());
}

TEST_F(SchedulerTest, ReschedulingWithAnotherPriorityMovesTheUpdate) {
    scheduler->schedulePerFrame(logger("a"), &a, 0, false);
    scheduler->schedulePerFrame(logger("b"), &b, 1, false);
    scheduler->schedulePerFrame(logger("a2"), &a, 2, false);      // replaces a's update
    scheduler->schedulePerFrame(logger("b-again"), &b, 1, false); // same priority: kept as is
    scheduler->update(0.1f);
    EXPECT_EQ(log, (Log{"b", "a2"}));
}

TEST_F(SchedulerTest, TimeScaleScalesEveryDt) {
    float seen = 0.0f;
    scheduler->schedulePerFrame([&](float dt) { seen = dt; }, &a, 0, false);
    scheduler->setTimeScale(0.5f);
    scheduler->update(0.25f);
    EXPECT_FLOAT_EQ(seen, 0.125f);
}

TEST_F(SchedulerTest, PausedTargetsAreSkipped) {
    scheduler->schedulePerFrame(logger("a-update"), &a, 0, false);
    scheduler->schedule(logger("a-timer"), &a, 0.0f, false, "t");
    scheduler->schedulePerFrame(logger("b-update"), &b, 0, false);
    scheduler->pauseTarget(&a);
    EXPECT_TRUE(scheduler->isTargetPaused(&a));
    scheduler->update(0.1f);
    EXPECT_EQ(log, (Log{"b-update"}));
    scheduler->resumeTarget(&a);
    log.clear();
    scheduler->update(0.1f);
    EXPECT_EQ(log, (Log{"a-update", "b-update", "a-timer"}));
}

TEST_F(SchedulerTest, PausedAtScheduleTimeWhenTheTargetIsNew) {
    scheduler->schedule(logger("a"), &a, 0.0f, true, "t");
    scheduler->update(0.1f);
    EXPECT_TRUE(log.empty());
    scheduler->schedule(logger("a2"), &a, 0.0f, false, "t2"); // the target's state wins: still paused
    scheduler->update(0.1f);
    EXPECT_TRUE(log.empty());
    scheduler->resumeTarget(&a);
    scheduler->update(0.1f);
    EXPECT_EQ(log, (Log{"a", "a2"}));
}

TEST_F(SchedulerTest, PauseAllTargetsAndResumeThem) {
    scheduler->schedulePerFrame(logger("a"), &a, 0, false);
    scheduler->schedule(logger("b"), &b, 0.0f, false, "t");
    std::set<void*> paused = scheduler->pauseAllTargets();
    EXPECT_EQ(paused.size(), 2u);
    scheduler->update(0.1f);
    EXPECT_TRUE(log.empty());
    scheduler->resumeTargets(paused);
    scheduler->update(0.1f);
    EXPECT_EQ(log, (Log{"a", "b"}));
}

/* -- Reentrancy ----------------------------------------------------------------------- */

TEST_F(SchedulerTest, UnschedulingTheRunningUpdateSkipsNothingElse) {
    scheduler->schedulePerFrame(logger("a"), &a, 0, false);
    scheduler->schedulePerFrame(
        [this](float) {
            log.push_back("b");
            scheduler->unscheduleUpdate(&b);
        },
        &b, 0, false);
    scheduler->schedulePerFrame(logger("c"), &c, 0, false);
    scheduler->update(0.1f);
    scheduler->update(0.1f);
    EXPECT_EQ(log, (Log{"a", "b", "c", "a", "c"}));
}

TEST_F(SchedulerTest, UnschedulingALaterUpdateDuringTheFrameSkipsIt) {
    scheduler->schedulePerFrame(
        [this](float) {
            log.push_back("a");
            scheduler->unscheduleUpdate(&c);
            scheduler->unscheduleUpdate(&a); // and itself
        },
        &a, 0, false);
    scheduler->schedulePerFrame(logger("b"), &b, 0, false);
    scheduler->schedulePerFrame(logger("c"), &c, 0, false);
    scheduler->update(0.1f);
    scheduler->update(0.1f);
    EXPECT_EQ(log, (Log{"a", "b", "b"}));
}

TEST_F(SchedulerTest, SchedulingDuringAnUpdateStartsNextFrame) {
    scheduler->schedulePerFrame(
        [this](float) {
            log.push_back("a");
            if (!scheduler->isScheduledUpdate(&b)) scheduler->schedulePerFrame(logger("b"), &b, -10, false);
            if (!scheduler->isScheduled("late", &c))
                scheduler->schedule(logger("timer"), &c, 0.0f, false, "late");
        },
        &a, 0, false);
    scheduler->update(0.1f);
    EXPECT_EQ(log, (Log{"a"}));
    scheduler->update(0.1f);
    EXPECT_EQ(log, (Log{"a", "b", "a", "timer"}));
}

TEST_F(SchedulerTest, UnscheduleAllDuringAnUpdateStopsTheRestButKeepsSystemUpdates) {
    scheduler->schedulePerFrame(logger("system"), &d, cc::Scheduler::PRIORITY_SYSTEM, false);
    scheduler->schedulePerFrame(
        [this](float) {
            log.push_back("a");
            scheduler->unscheduleAll();
        },
        &a, 0, false);
    scheduler->schedulePerFrame(logger("b"), &b, 0, false);
    scheduler->schedule(logger("timer"), &c, 0.0f, false, "t");
    scheduler->update(0.1f);
    scheduler->update(0.1f);
    EXPECT_EQ(log, (Log{"system", "a", "system"}));
}

TEST_F(SchedulerTest, TimerUnschedulingItselfDuringCatchUpFiresOnce) {
    int calls = 0;
    scheduler->schedule(
        [&](float) {
            ++calls;
            scheduler->unschedule("t", &a);
        },
        &a, 0.1f, false, "t");
    scheduler->update(1.0f); // would catch up ten times
    EXPECT_EQ(calls, 1);
    EXPECT_FALSE(scheduler->isScheduled("t", &a));
}

TEST_F(SchedulerTest, ReschedulingTheSameKeyFromItsOwnCallbackIsSafe) {
    int calls = 0;
    std::function<void(float)> self;
    self = [&](float) {
        ++calls;
        scheduler->schedule(self, &a, 0.5f, false, "t"); // replaces the running timer
    };
    scheduler->schedule(self, &a, 0.25f, false, "t");
    scheduler->update(0.25f); // fires, replaced by a 0.5 s timer starting next frame
    scheduler->update(0.25f);
    EXPECT_EQ(calls, 1);
    scheduler->update(0.25f);
    EXPECT_EQ(calls, 2);
}

/* -- Timers ---------------------------------------------------------------------------- */

TEST_F(SchedulerTest, IntervalRepeatAndDelayCountExactly) {
    int every = 0, repeated = 0, delayed = 0, once = 0;
    scheduler->schedule([&](float) { ++every; }, &a, 0.5f, false, "every");
    scheduler->schedule([&](float) { ++repeated; }, &b, 0.25f, 3, 0.0f, false, "repeat");
    scheduler->schedule([&](float) { ++delayed; }, &c, 0.5f, CC_REPEAT_FOREVER, 1.0f, false, "delay");
    scheduler->schedule([&](float) { ++once; }, &d, 0.0f, 0, 0.75f, false, "once");
    for (int i = 0; i < 10; ++i)
        scheduler->update(0.25f); // 2.5 s
    EXPECT_EQ(every, 5);
    EXPECT_EQ(repeated, 4);
    EXPECT_EQ(delayed, 4); // at 1.0, 1.5, 2.0, 2.5
    EXPECT_EQ(once, 1);
    EXPECT_FALSE(scheduler->isScheduled("repeat", &b));
    EXPECT_FALSE(scheduler->isScheduled("once", &d));
    EXPECT_TRUE(scheduler->isScheduled("every", &a));
}

TEST_F(SchedulerTest, TimersRunInSchedulingOrderAfterUpdates) {
    scheduler->schedule(logger("t1"), &a, 0.0f, false, "x");
    scheduler->schedulePerFrame(logger("u"), &b, 0, false);
    scheduler->schedule(logger("t2"), &c, 0.0f, false, "x");
    scheduler->schedule(logger("t3"), &a, 0.0f, false, "y");
    scheduler->update(0.1f);
    EXPECT_EQ(log, (Log{"u", "t1", "t2", "t3"}));
}

TEST_F(SchedulerTest, UnscheduleAllForTargetRemovesUpdateAndTimers) {
    scheduler->schedulePerFrame(logger("u"), &a, 0, false);
    scheduler->schedule(logger("t"), &a, 0.0f, false, "x");
    scheduler->schedule(logger("other"), &b, 0.0f, false, "x");
    scheduler->unscheduleAllForTarget(&a);
    EXPECT_FALSE(scheduler->isScheduledUpdate(&a));
    EXPECT_FALSE(scheduler->isScheduled("x", &a));
    scheduler->update(0.1f);
    EXPECT_EQ(log, (Log{"other"}));
}

TEST_F(SchedulerTest, EmptyKeyIsRejected) {
    kite::test::ScopedAssertCapture asserts;
    scheduler->schedule(logger("x"), &a, 0.0f, false, "");
    EXPECT_EQ(asserts.count(), 1);
    scheduler->update(0.1f);
    EXPECT_TRUE(log.empty());
}

TEST_F(SchedulerTest, FunctionsFromOtherThreadsRunAtTheEndOfTheUpdate) {
    scheduler->schedulePerFrame(logger("update"), &a, 0, false);
    std::thread worker(
        [this] { scheduler->performFunctionInCocosThread([this] { log.push_back("queued"); }); });
    worker.join();
    scheduler->update(0.1f);
    scheduler->update(0.1f);
    EXPECT_EQ(log, (Log{"update", "queued", "update"}));
}

/* -- Script entries ------------------------------------------------------------------------ */

TEST_F(SchedulerTest, ScriptEntriesSendEventsWithHandlerDtAndId) {
    FakeScriptEngine engine;
    unsigned int id = scheduler->scheduleScriptFunc(42, 0.5f, false);
    for (int i = 0; i < 4; ++i)
        scheduler->update(0.25f);
    auto events = engine.eventsOfType(cc::ScriptEventType::SchedulerEntry);
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(events[0].scheduler.handler, 42);
    EXPECT_FLOAT_EQ(events[0].scheduler.dt, 0.5f);
    EXPECT_EQ(events[0].scheduler.entryId, static_cast<int>(id));
    scheduler->unscheduleScriptEntry(id);
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{42}));
}

TEST_F(SchedulerTest, ScriptEntryIdsAreNeverReused) {
    FakeScriptEngine engine;
    unsigned int first = scheduler->scheduleScriptFunc(1, 0.0f, false);
    scheduler->unscheduleScriptEntry(first);
    unsigned int second = scheduler->scheduleScriptFunc(2, 0.0f, false);
    auto other = cc::makeRef<cc::Scheduler>();
    unsigned int third = other->scheduleScriptFunc(3, 0.0f, false);
    EXPECT_GT(second, first);
    EXPECT_GT(third, second);
    EXPECT_FALSE(scheduler->isScriptEntryScheduled(first));
    EXPECT_TRUE(scheduler->isScriptEntryScheduled(second));
}

TEST_F(SchedulerTest, ScriptEntryUnschedulingItselfFiresOnceAndReleasesAfterItsCall) {
    FakeScriptEngine engine;
    unsigned int id = 0;
    std::vector<int> removedDuringCall;
    engine.onEvent = [&](const cc::ScriptEvent&) {
        scheduler->unscheduleScriptEntry(id);
        removedDuringCall = engine.removedHandlers;
        return 0;
    };
    id = scheduler->scheduleScriptFunc(7, 0.1f, false);
    scheduler->update(1.0f);
    scheduler->update(1.0f);
    EXPECT_EQ(engine.eventsOfType(cc::ScriptEventType::SchedulerEntry).size(), 1u);
    EXPECT_TRUE(removedDuringCall.empty()); // the running handler is released after it returns
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{7}));
}

TEST_F(SchedulerTest, ScriptEntryRemovingAnotherDuringDispatchSkipsIt) {
    FakeScriptEngine engine;
    unsigned int second = 0;
    engine.onEvent = [&](const cc::ScriptEvent& e) {
        auto* data = static_cast<const cc::SchedulerScriptData*>(e.data);
        if (data->handler == 1) scheduler->unscheduleScriptEntry(second);
        return 0;
    };
    scheduler->scheduleScriptFunc(1, 0.0f, false);
    second = scheduler->scheduleScriptFunc(2, 0.0f, false);
    unsigned int third = scheduler->scheduleScriptFunc(3, 0.0f, false);
    scheduler->update(0.1f);
    auto events = engine.eventsOfType(cc::ScriptEventType::SchedulerEntry);
    ASSERT_EQ(events.size(), 2u);
    EXPECT_EQ(events[0].scheduler.handler, 1);
    EXPECT_EQ(events[1].scheduler.handler, 3);
    EXPECT_EQ(scheduler->getScriptEntryCount(), 2);
    scheduler->unscheduleScriptEntry(third);
}

TEST_F(SchedulerTest, PausedScriptEntryWaitsForResume) {
    FakeScriptEngine engine;
    unsigned int id = scheduler->scheduleScriptFunc(5, 0.0f, true);
    scheduler->update(0.1f);
    EXPECT_TRUE(engine.events.empty());
    scheduler->resumeScriptEntry(id);
    scheduler->update(0.1f);
    EXPECT_EQ(engine.events.size(), 1u);
    scheduler->pauseScriptEntry(id);
    scheduler->update(0.1f);
    EXPECT_EQ(engine.events.size(), 1u);
}

TEST_F(SchedulerTest, OwnedScriptEntriesFollowTheOwner) {
    FakeScriptEngine engine;
    auto owner = cc::makeRef<Target>();
    scheduler->scheduleScriptFunc(11, 0.0f, false, owner.get());
    scheduler->pauseTarget(owner.get());
    scheduler->update(0.1f);
    EXPECT_TRUE(engine.events.empty());
    scheduler->resumeTarget(owner.get());
    scheduler->update(0.1f);
    EXPECT_EQ(engine.events.size(), 1u);
    scheduler->unscheduleAllForTarget(owner.get()); // what Node does on cleanup and destruction
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{11}));
    EXPECT_EQ(scheduler->getScriptEntryCount(), 0);
}

TEST_F(SchedulerTest, ScriptEntryWithRepeatAndDelayEndsAndReleasesItsHandler) {
    FakeScriptEngine engine;
    scheduler->scheduleScriptFunc(9, 0.25f, 1, 0.5f, false, nullptr);
    for (int i = 0; i < 8; ++i)
        scheduler->update(0.25f);
    EXPECT_EQ(engine.eventsOfType(cc::ScriptEventType::SchedulerEntry).size(), 2u); // at 0.5 and 0.75
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{9}));
}

TEST_F(SchedulerTest, ScriptEntriesRunAfterTimersAndObeyTimeScale) {
    FakeScriptEngine engine;
    engine.onEvent = [&](const cc::ScriptEvent&) {
        log.push_back("script");
        return 0;
    };
    scheduler->scheduleScriptFunc(1, 0.0f, false);
    scheduler->schedule(logger("timer"), &a, 0.0f, false, "t");
    scheduler->schedulePerFrame(logger("update"), &b, 0, false);
    scheduler->setTimeScale(2.0f);
    scheduler->update(0.125f);
    EXPECT_EQ(log, (Log{"update", "timer", "script"}));
    EXPECT_FLOAT_EQ(engine.events[0].scheduler.dt, 0.25f);
}

TEST_F(SchedulerTest, DestroyingTheSchedulerReleasesScriptHandlers) {
    FakeScriptEngine engine;
    scheduler->scheduleScriptFunc(21, 0.0f, false);
    scheduler->scheduleScriptFunc(22, 0.0f, true);
    scheduler.reset();
    EXPECT_EQ(engine.removedHandlers.size(), 2u);
}

TEST_F(SchedulerTest, UnscheduleAllReleasesScriptHandlers) {
    FakeScriptEngine engine;
    scheduler->scheduleScriptFunc(31, 0.0f, false);
    scheduler->unscheduleAll();
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{31}));
    EXPECT_EQ(scheduler->getScriptEntryCount(), 0);
}
