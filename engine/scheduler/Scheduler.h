// engine/scheduler/Scheduler.h — per-frame updates, timers and entries.
#pragma once

#include "base/Ref.h"
#include "scheduler/Timer.h"

#include <climits>
#include <functional>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <vector>

namespace cc {

using ccSchedulerFunc = std::function<void(float)>;

/// cocos2d-x `Scheduler`, owned by the Director.
///
/// Targets are opaque pointers and are NOT retained: whoever schedules against a target must unschedule
/// before the target dies (Node does this in cleanup() and in its destructor). Callbacks that need their
/// receiver alive across the call retain it themselves (scheduleUpdate and Node's helpers do).
///
/// One `update(dt)` runs, in this order:
///   1. dt is multiplied by the time scale;
///   2. per-frame updates by priority, lowest first (PRIORITY_SYSTEM = the ActionManager, then
///      negative, zero, positive); equal priorities run in the order they were scheduled;
///   3. C++ timers, in the order they were scheduled;
///   4. entries (scheduleEntry), in the order they were scheduled;
///   5. functions queued with performFunctionInCocosThread().
/// Paused targets are skipped. Anything scheduled during an update starts with the next update;
/// anything unscheduled during an update (the running entry included) is skipped from then on, and no
/// other entry is skipped or run twice because of it.
class Scheduler : public Ref {
public:
    /// The ActionManager's priority: before every user update.
    static constexpr int PRIORITY_SYSTEM = INT_MIN;
    /// The lowest priority user code should use.
    static constexpr int PRIORITY_NON_SYSTEM_MIN = INT_MIN + 1;

    Scheduler();
    ~Scheduler() override;

    float getTimeScale() const { return _timeScale; }
    /// Scales every dt (updates, timers, actions, entries): slow motion below 1, fast forward above.
    void setTimeScale(float timeScale) { _timeScale = timeScale; }

    /// Runs one frame; see the class comment for the order. Not re-entrant.
    void update(float dt);

    /* -- Per-frame updates ----------------------------------------------- */

    /// Calls `target->update(dt)` every frame, retaining the target around the call. T must be a Ref.
    template <class T> void scheduleUpdate(T* target, int priority, bool paused) {
        static_assert(std::is_base_of<Ref, T>::value, "scheduleUpdate needs a Ref target");
        schedulePerFrame(
            [target](float dt) {
                target->retain();
                target->update(dt);
                target->release();
            },
            target, priority, paused);
    }
    /// One per-frame callback per target. Scheduling again with the same priority keeps the existing one;
    /// with another priority, replaces it.
    void schedulePerFrame(const ccSchedulerFunc& callback, void* target, int priority, bool paused);
    void unscheduleUpdate(void* target);
    bool isScheduledUpdate(const void* target) const;

    /* -- Timers ------------------------------------------------------------ */

    /// Schedules @p callback under @p key (non-empty) for @p target; see Timer for interval/repeat/delay.
    /// Scheduling a key that is already scheduled for the target replaces that timer (and restarts its
    /// timing). @p paused only applies when the target has nothing scheduled yet; otherwise the target's
    /// current paused state is kept.
    void schedule(const ccSchedulerFunc& callback, void* target, float interval, unsigned int repeat,
                  float delay, bool paused, const std::string& key);
    /// Repeats forever with no delay.
    void schedule(const ccSchedulerFunc& callback, void* target, float interval, bool paused,
                  const std::string& key);
    void unschedule(const std::string& key, void* target);
    bool isScheduled(const std::string& key, const void* target) const;

    /// Removes the target's update, timers and owned entries.
    void unscheduleAllForTarget(void* target);
    /// Removes everything except PRIORITY_SYSTEM updates (so actions keep running, unlike cocos2d-x).
    void unscheduleAll();
    /// Removes updates with priority >= @p minPriority, and every timer and entry.
    void unscheduleAllWithMinPriority(int minPriority);

    /* -- Entries ------------------------------------------------------------- */

    /// An entry known by id (cocos2d-x `scheduleScriptFunc`, which Lua calls): @p callback every
    /// @p interval seconds (0 = every frame), forever. Returns an id that is never reused. The Scheduler
    /// owns the callback until the entry goes away. An entry created paused stays paused until
    /// resumeEntry().
    ///
    /// With @p owner the entry also pauses with pauseTarget(owner) — a Node owner that is not running yet
    /// starts paused — and is removed by unscheduleAllForTarget(owner), which Node calls on cleanup and
    /// destruction, so it never fires for a dead node. The owner is retained around each firing. An
    /// owner that is not a Node must unschedule its entries before it dies.
    unsigned int scheduleEntry(const ccSchedulerFunc& callback, float interval, bool paused,
                               Ref* owner = nullptr);
    /// The full form, with the same repeat/delay semantics as C++ timers (an exhausted entry is removed).
    unsigned int scheduleEntry(const ccSchedulerFunc& callback, float interval, unsigned int repeat,
                               float delay, bool paused, Ref* owner);
    void unscheduleEntry(unsigned int entryId);
    bool isEntryScheduled(unsigned int entryId) const;
    void pauseEntry(unsigned int entryId);
    void resumeEntry(unsigned int entryId);
    /// Live entries (for censuses and tests).
    int getEntryCount() const;

    /* -- Pausing ----------------------------------------------------------- */

    /// Pauses the target's update, timers and owned entries (no-op if it has none scheduled).
    void pauseTarget(void* target);
    void resumeTarget(void* target);
    bool isTargetPaused(const void* target) const;
    /// Pauses every target and returns them, for resumeTargets().
    std::set<void*> pauseAllTargets();
    /// Pauses targets with timers or with an update of priority >= @p minPriority.
    std::set<void*> pauseAllTargetsWithMinPriority(int minPriority);
    void resumeTargets(const std::set<void*>& targets);

    /// Queues @p function to run on the main thread at the end of the next update (thread-safe).
    void performFunctionInCocosThread(std::function<void()> function);
    void removeAllFunctionsToBePerformedInCocosThread();

private:
    struct TargetState;
    struct UpdateEntry;
    struct TimerEntry;

    TargetState* stateFor(void* target, bool paused);
    void addTimerEntry(std::unique_ptr<TimerEntry> entry);
    void killUpdate(UpdateEntry* entry);
    void killTimer(TimerEntry* entry);
    void insertUpdateSorted(std::unique_ptr<UpdateEntry> entry);
    bool isPaused(const TimerEntry& entry) const;
    void runTimers(std::vector<std::unique_ptr<TimerEntry>>& list, float dt);
    void fireEntry(TimerEntry& entry, float dt);
    TimerEntry* findEntry(unsigned int entryId) const;
    /// Outside update(): moves dead entries out of the lists and destroys them (which may run destructors
    /// of captured objects, so it happens after every list is consistent).
    void collectIfIdle();
    void mergePending();

    float _timeScale = 1.0f;
    bool _updating = false;
    bool _hasDead = false;
    unsigned long long _updateSequence = 0;

    std::vector<std::unique_ptr<UpdateEntry>> _updates; // sorted by priority, then arrival
    std::vector<std::unique_ptr<UpdateEntry>> _pendingUpdates;
    std::vector<std::unique_ptr<TimerEntry>> _timers;
    std::vector<std::unique_ptr<TimerEntry>> _entries;
    std::vector<std::unique_ptr<TimerEntry>> _pendingTimers; // both kinds, added during update()
    std::unordered_map<const void*, std::unique_ptr<TargetState>> _targets;
    std::unordered_map<unsigned int, TimerEntry*> _entriesById;

    std::mutex _performMutex;
    std::vector<std::function<void()>> _functionsToPerform;
};

} // namespace cc
