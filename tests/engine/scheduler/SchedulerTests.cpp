// tests/engine/scheduler/SchedulerTests.cpp
#include "base/RefPtr.h"
#include "scheduler/Scheduler.h"

#include "FakeScriptHook.h"
#include "KiteTestSupport.h"
#include "TestObjects.h"

#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

using kite::test::dropProbe;
using kite::test::FakeScriptHook;
using kite::test::ScopedAssertCapture;
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
    int drops = 0; // DropProbe destructions; declared first so it outlives the scheduler
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
    ScopedAssertCapture asserts;
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

/* -- Entries (scheduleEntry) -------------------------------------------------------------- */

TEST_F(SchedulerTest, EntriesFireWithTheirDtUntilUnscheduledById) {
    std::vector<float> dts;
    unsigned int id = scheduler->scheduleEntry(
        [&dts, probe = dropProbe(drops)](float dt) { dts.push_back(dt); }, 0.5f, false);
    EXPECT_NE(id, 0u);
    EXPECT_TRUE(scheduler->isEntryScheduled(id));
    EXPECT_EQ(scheduler->getEntryCount(), 1);
    for (int i = 0; i < 4; ++i)
        scheduler->update(0.25f);
    ASSERT_EQ(dts.size(), 2u);
    EXPECT_FLOAT_EQ(dts[0], 0.5f);
    EXPECT_EQ(drops, 0);
    scheduler->unscheduleEntry(id);
    EXPECT_EQ(drops, 1); // the scheduler let go of the callback
    EXPECT_FALSE(scheduler->isEntryScheduled(id));
    EXPECT_EQ(scheduler->getEntryCount(), 0);
}

TEST_F(SchedulerTest, EmptyEntryCallbackIsRefused) {
    ScopedAssertCapture asserts;
    EXPECT_EQ(scheduler->scheduleEntry(cc::ccSchedulerFunc(), 0.0f, false), 0u);
    EXPECT_EQ(asserts.count(), 1);
    EXPECT_EQ(scheduler->getEntryCount(), 0);
}

TEST_F(SchedulerTest, EntryIdsAreNeverReused) {
    auto noop = [](float) {};
    unsigned int first = scheduler->scheduleEntry(noop, 0.0f, false);
    scheduler->unscheduleEntry(first);
    unsigned int second = scheduler->scheduleEntry(noop, 0.0f, false);
    auto other = cc::makeRef<cc::Scheduler>();
    unsigned int third = other->scheduleEntry(noop, 0.0f, false);
    EXPECT_GT(second, first);
    EXPECT_GT(third, second);
    EXPECT_FALSE(scheduler->isEntryScheduled(first));
    EXPECT_TRUE(scheduler->isEntryScheduled(second));
}

TEST_F(SchedulerTest, EntryUnschedulingItselfFiresOnceAndIsDroppedAfterItsCall) {
    unsigned int id = 0;
    int calls = 0, dropsDuringCall = -1;
    id = scheduler->scheduleEntry(
        [this, &id, &calls, &dropsDuringCall, probe = dropProbe(drops)](float) {
            ++calls;
            scheduler->unscheduleEntry(id);
            dropsDuringCall = drops;
        },
        0.1f, false);
    scheduler->update(1.0f); // would catch up ten times
    scheduler->update(1.0f);
    EXPECT_EQ(calls, 1);
    EXPECT_EQ(dropsDuringCall, 0); // the running callback is destroyed after it returns
    EXPECT_EQ(drops, 1);
}

TEST_F(SchedulerTest, EntryRemovingALaterOneDuringTheUpdateSkipsIt) {
    unsigned int second = 0;
    scheduler->scheduleEntry(
        [this, &second](float) {
            log.push_back("1");
            scheduler->unscheduleEntry(second);
        },
        0.0f, false);
    second = scheduler->scheduleEntry(logger("2"), 0.0f, false);
    scheduler->scheduleEntry(logger("3"), 0.0f, false);
    scheduler->update(0.1f);
    EXPECT_EQ(log, (Log{"1", "3"}));
    EXPECT_EQ(scheduler->getEntryCount(), 2);
}

TEST_F(SchedulerTest, PausedEntryWaitsForResume) {
    unsigned int id = scheduler->scheduleEntry(logger("e"), 0.0f, true);
    scheduler->update(0.1f);
    EXPECT_TRUE(log.empty());
    scheduler->resumeEntry(id);
    scheduler->update(0.1f);
    EXPECT_EQ(log.size(), 1u);
    scheduler->pauseEntry(id);
    scheduler->update(0.1f);
    EXPECT_EQ(log.size(), 1u);
}

TEST_F(SchedulerTest, OwnedEntriesFollowTheOwnerWhichIsRetainedAroundEachCall) {
    auto owner = cc::makeRef<Target>();
    unsigned int countDuringCall = 0;
    cc::Ref* raw = owner.get();
    scheduler->scheduleEntry([raw, &countDuringCall, probe = dropProbe(drops)](
                                 float) { countDuringCall = raw->getReferenceCount(); },
                             0.0f, false, owner.get());
    scheduler->pauseTarget(owner.get());
    scheduler->update(0.1f);
    EXPECT_EQ(countDuringCall, 0u);
    scheduler->resumeTarget(owner.get());
    scheduler->update(0.1f);
    EXPECT_EQ(countDuringCall, 2u);
    EXPECT_EQ(owner->getReferenceCount(), 1u);
    scheduler->unscheduleAllForTarget(owner.get()); // what Node does on cleanup and destruction
    EXPECT_EQ(drops, 1);
    EXPECT_EQ(scheduler->getEntryCount(), 0);
}

TEST_F(SchedulerTest, EntryWithRepeatAndDelayEndsAndDropsItsCallback) {
    int calls = 0;
    scheduler->scheduleEntry([&calls, probe = dropProbe(drops)](float) { ++calls; }, 0.25f, 1, 0.5f, false,
                             nullptr);
    for (int i = 0; i < 8; ++i)
        scheduler->update(0.25f);
    EXPECT_EQ(calls, 2); // at 0.5 and 0.75
    EXPECT_EQ(drops, 1);
    EXPECT_EQ(scheduler->getEntryCount(), 0);
}

TEST_F(SchedulerTest, EntriesRunAfterTimersAndObeyTimeScale) {
    float seen = 0.0f;
    scheduler->scheduleEntry(
        [this, &seen](float dt) {
            log.push_back("entry");
            seen = dt;
        },
        0.0f, false);
    scheduler->schedule(logger("timer"), &a, 0.0f, false, "t");
    scheduler->schedulePerFrame(logger("update"), &b, 0, false);
    scheduler->setTimeScale(2.0f);
    scheduler->update(0.125f);
    EXPECT_EQ(log, (Log{"update", "timer", "entry"}));
    EXPECT_FLOAT_EQ(seen, 0.25f);
}

TEST_F(SchedulerTest, DestroyingTheSchedulerDropsEntryCallbacks) {
    scheduler->scheduleEntry([probe = dropProbe(drops)](float) {}, 0.0f, false);
    scheduler->scheduleEntry([probe = dropProbe(drops)](float) {}, 0.0f, true);
    scheduler.reset();
    EXPECT_EQ(drops, 2);
}

TEST_F(SchedulerTest, UnscheduleAllDropsEntryCallbacks) {
    scheduler->scheduleEntry([probe = dropProbe(drops)](float) {}, 0.0f, false);
    scheduler->unscheduleAll();
    EXPECT_EQ(drops, 1);
    EXPECT_EQ(scheduler->getEntryCount(), 0);
}

/* -- Script hook ------------------------------------------------------------------------- */

TEST_F(SchedulerTest, EachUpdateIsOneCallbackRunOnTheScriptHook) {
    FakeScriptHook hook;
    int begunDuringCall = -1, endedDuringCall = -1;
    scheduler->schedulePerFrame(logger("update"), &a, 0, false);
    scheduler->scheduleEntry(
        [&](float) {
            begunDuringCall = hook.runsBegun;
            endedDuringCall = hook.runsEnded;
        },
        0.0f, false);
    scheduler->update(0.1f);
    EXPECT_EQ(begunDuringCall, 1);
    EXPECT_EQ(endedDuringCall, 0);
    EXPECT_EQ(hook.runsEnded, 1);
    scheduler->update(0.1f);
    EXPECT_EQ(hook.runsBegun, 2);
    EXPECT_EQ(hook.runsEnded, 2);
}
