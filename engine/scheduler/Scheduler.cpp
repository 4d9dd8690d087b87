// engine/scheduler/Scheduler.cpp
#include "scheduler/Scheduler.h"

#include "base/Log.h"
#include "scene/Node.h"
#include "script/ScriptHook.h"

#include <algorithm>

namespace cc {
namespace {
unsigned int s_nextEntryId = 1; // process-wide so ids are never reused, even across Schedulers
} // namespace

/// What is scheduled for one target. Exists while the target has at least one live entry, so a new
/// object at a dead target's address never inherits its paused state.
struct Scheduler::TargetState {
    bool paused = false;
    UpdateEntry* update = nullptr;
    std::vector<TimerEntry*> timers; // timers and owned entries
    bool empty() const { return update == nullptr && timers.empty(); }
};

struct Scheduler::UpdateEntry {
    void* target = nullptr;
    int priority = 0;
    ccSchedulerFunc callback;
    TargetState* state = nullptr;
    bool dead = false;
};

struct Scheduler::TimerEntry {
    void* target = nullptr; // the owner for entries; nullptr for ownerless ones
    Ref* owner = nullptr;
    std::string key;
    Timer timer;
    ccSchedulerFunc callback;
    unsigned int id = 0; // an entry's (scheduleEntry); 0 for a keyed timer
    bool dead = false;
    bool ownPaused = false;
    TargetState* state = nullptr;
};

Scheduler::Scheduler() = default;

Scheduler::~Scheduler() {
    // Move everything out first: destroying callbacks and handles may call back into this object.
    auto updates = std::move(_updates);
    auto pendingUpdates = std::move(_pendingUpdates);
    auto timers = std::move(_timers);
    auto entries = std::move(_entries);
    auto pendingTimers = std::move(_pendingTimers);
    _targets.clear();
    _entriesById.clear();
}

/* -- Bookkeeping ------------------------------------------------------------ */

Scheduler::TargetState* Scheduler::stateFor(void* target, bool paused) {
    auto& slot = _targets[target];
    if (!slot) {
        slot = std::make_unique<TargetState>();
        slot->paused = paused;
    }
    return slot.get();
}

void Scheduler::killUpdate(UpdateEntry* entry) {
    if (entry->dead) return;
    entry->dead = true;
    _hasDead = true;
    TargetState* state = entry->state;
    entry->state = nullptr;
    if (state->update == entry) state->update = nullptr;
    if (state->empty()) _targets.erase(entry->target);
}

void Scheduler::killTimer(TimerEntry* entry) {
    if (entry->dead) return;
    entry->dead = true;
    _hasDead = true;
    if (entry->id != 0) _entriesById.erase(entry->id);
    if (TargetState* state = entry->state) {
        entry->state = nullptr;
        state->timers.erase(std::remove(state->timers.begin(), state->timers.end(), entry),
                            state->timers.end());
        if (state->empty()) _targets.erase(entry->target);
    }
}

void Scheduler::insertUpdateSorted(std::unique_ptr<UpdateEntry> entry) {
    auto at = std::upper_bound(
        _updates.begin(), _updates.end(), entry->priority,
        [](int priority, const std::unique_ptr<UpdateEntry>& e) { return priority < e->priority; });
    _updates.insert(at, std::move(entry));
}

void Scheduler::addTimerEntry(std::unique_ptr<TimerEntry> entry) {
    if (_updating)
        _pendingTimers.push_back(std::move(entry));
    else if (entry->id != 0)
        _entries.push_back(std::move(entry));
    else
        _timers.push_back(std::move(entry));
}

void Scheduler::mergePending() {
    for (auto& entry : _pendingUpdates)
        insertUpdateSorted(std::move(entry)); // dead ones are collected below
    _pendingUpdates.clear();
    for (auto& entry : _pendingTimers)
        (entry->id != 0 ? _entries : _timers).push_back(std::move(entry));
    _pendingTimers.clear();
}

void Scheduler::collectIfIdle() {
    if (_updating || !_hasDead) return;
    _hasDead = false;
    std::vector<std::unique_ptr<UpdateEntry>> deadUpdates;
    std::vector<std::unique_ptr<TimerEntry>> deadTimers;
    auto sweep = [](auto& list, auto& graveyard) {
        auto firstDead =
            std::stable_partition(list.begin(), list.end(), [](const auto& e) { return !e->dead; });
        for (auto it = firstDead; it != list.end(); ++it)
            graveyard.push_back(std::move(*it));
        list.erase(firstDead, list.end());
    };
    sweep(_updates, deadUpdates);
    sweep(_timers, deadTimers);
    sweep(_entries, deadTimers);
    // deadUpdates / deadTimers are destroyed here, with every list already consistent
}

bool Scheduler::isPaused(const TimerEntry& entry) const {
    return entry.ownPaused || (entry.state && entry.state->paused);
}

/* -- The frame ---------------------------------------------------------------- */

void Scheduler::update(float dt) {
    if (!CC_CHECK(!_updating, "Scheduler::update is not re-entrant")) return;
    retain(); // a callback may drop the last other owner of this scheduler
    _updating = true;
    CallbackRun run; // a script layer sets up once for this tick's callbacks
    dt *= _timeScale;

    // Entries added during the loops go to the pending lists, so these vectors never reallocate here.
    for (std::size_t i = 0; i < _updates.size(); ++i) {
        UpdateEntry* entry = _updates[i].get();
        if (entry->dead || entry->state->paused) continue;
        entry->callback(dt);
    }
    runTimers(_timers, dt);
    runTimers(_entries, dt);

    _updating = false;
    mergePending();
    collectIfIdle();

    std::vector<std::function<void()>> functions;
    {
        std::lock_guard<std::mutex> lock(_performMutex);
        functions.swap(_functionsToPerform); // run unlocked, so a function may queue more
    }
    for (auto& function : functions)
        function();
    release();
}

void Scheduler::runTimers(std::vector<std::unique_ptr<TimerEntry>>& list, float dt) {
    for (std::size_t i = 0; i < list.size(); ++i) {
        TimerEntry* entry = list[i].get();
        if (entry->dead || isPaused(*entry)) continue;
        bool exhausted = entry->timer.advance(dt, [this, entry](float firedDt) {
            if (entry->owner)
                fireEntry(*entry, firedDt);
            else
                entry->callback(firedDt);
            return !entry->dead && !isPaused(*entry);
        });
        if (exhausted) killTimer(entry);
    }
}

void Scheduler::fireEntry(TimerEntry& entry, float dt) {
    Ref* owner = entry.owner;
    owner->retain();
    entry.callback(dt);
    owner->release(); // may destroy the owner, which unschedules this entry
}

/* -- Per-frame updates ----------------------------------------------------------- */

void Scheduler::schedulePerFrame(const ccSchedulerFunc& callback, void* target, int priority, bool paused) {
    if (!CC_CHECK(target != nullptr, "Scheduler::schedulePerFrame: target is null")) return;
    TargetState* state = stateFor(target, paused);
    UpdateEntry* old = state->update;
    if (old && old->priority == priority) return; // cocos2d-x keeps the existing update
    auto entry = std::make_unique<UpdateEntry>();
    entry->target = target;
    entry->priority = priority;
    entry->callback = callback;
    entry->state = state;
    state->update = entry.get(); // registered before the old one dies, so the state (and its pause) survives
    if (old) {
        old->state = nullptr;
        old->dead = true;
        _hasDead = true;
    }
    if (_updating)
        _pendingUpdates.push_back(std::move(entry));
    else
        insertUpdateSorted(std::move(entry));
    collectIfIdle();
}

void Scheduler::unscheduleUpdate(void* target) {
    auto it = _targets.find(target);
    if (it == _targets.end() || !it->second->update) return;
    killUpdate(it->second->update);
    collectIfIdle();
}

bool Scheduler::isScheduledUpdate(const void* target) const {
    auto it = _targets.find(target);
    return it != _targets.end() && it->second->update != nullptr;
}

/* -- Timers ------------------------------------------------------------------------ */

void Scheduler::schedule(const ccSchedulerFunc& callback, void* target, float interval, unsigned int repeat,
                         float delay, bool paused, const std::string& key) {
    if (!CC_CHECK(target != nullptr, "Scheduler::schedule: target is null")) return;
    if (!CC_CHECK(!key.empty(), "Scheduler::schedule: key must not be empty")) return;
    TargetState* state = stateFor(target, paused);
    TimerEntry* old = nullptr;
    for (TimerEntry* t : state->timers)
        if (t->id == 0 && t->key == key) old = t;
    auto entry = std::make_unique<TimerEntry>();
    entry->target = target;
    entry->key = key;
    entry->callback = callback;
    entry->timer.setup(interval, repeat, delay);
    entry->state = state;
    state->timers.push_back(entry.get());
    if (old) killTimer(old);
    addTimerEntry(std::move(entry));
    collectIfIdle();
}

void Scheduler::schedule(const ccSchedulerFunc& callback, void* target, float interval, bool paused,
                         const std::string& key) {
    schedule(callback, target, interval, CC_REPEAT_FOREVER, 0.0f, paused, key);
}

void Scheduler::unschedule(const std::string& key, void* target) {
    auto it = _targets.find(target);
    if (it == _targets.end()) return;
    for (TimerEntry* t : it->second->timers) {
        if (t->id == 0 && t->key == key) {
            killTimer(t); // invalidates the iteration, so stop here (keys are unique per target)
            break;
        }
    }
    collectIfIdle();
}

bool Scheduler::isScheduled(const std::string& key, const void* target) const {
    auto it = _targets.find(target);
    if (it == _targets.end()) return false;
    for (const TimerEntry* t : it->second->timers)
        if (t->id == 0 && t->key == key) return true;
    return false;
}

void Scheduler::unscheduleAllForTarget(void* target) {
    auto it = _targets.find(target);
    if (it == _targets.end()) return;
    TargetState* state = it->second.get();
    std::vector<TimerEntry*> timers = state->timers; // killing edits the state (and may erase it)
    UpdateEntry* update = state->update;
    for (TimerEntry* t : timers)
        killTimer(t);
    if (update) killUpdate(update);
    collectIfIdle();
}

void Scheduler::unscheduleAll() {
    unscheduleAllWithMinPriority(PRIORITY_NON_SYSTEM_MIN);
}

void Scheduler::unscheduleAllWithMinPriority(int minPriority) {
    auto killAll = [this](std::vector<std::unique_ptr<TimerEntry>>& list) {
        for (auto& t : list)
            killTimer(t.get());
    };
    for (auto& u : _updates)
        if (u->priority >= minPriority) killUpdate(u.get());
    for (auto& u : _pendingUpdates)
        if (u->priority >= minPriority) killUpdate(u.get());
    killAll(_timers);
    killAll(_entries);
    killAll(_pendingTimers);
    collectIfIdle();
}

/* -- Entries -------------------------------------------------------------------------- */

unsigned int Scheduler::scheduleEntry(const ccSchedulerFunc& callback, float interval, bool paused,
                                      Ref* owner) {
    return scheduleEntry(callback, interval, CC_REPEAT_FOREVER, 0.0f, paused, owner);
}

unsigned int Scheduler::scheduleEntry(const ccSchedulerFunc& callback, float interval, unsigned int repeat,
                                      float delay, bool paused, Ref* owner) {
    if (!CC_CHECK(static_cast<bool>(callback), "Scheduler::scheduleEntry: callback is empty")) return 0;
    auto entry = std::make_unique<TimerEntry>();
    entry->id = s_nextEntryId++;
    entry->callback = callback;
    entry->timer.setup(interval, repeat, delay);
    entry->ownPaused = paused;
    if (owner) {
        // A node owner that is not running (or was paused) pauses the entry until it resumes.
        auto* node = dynamic_cast<Node*>(owner);
        entry->owner = owner;
        entry->target = owner;
        entry->state = stateFor(owner, node && node->isPaused());
        entry->state->timers.push_back(entry.get());
    }
    unsigned int id = entry->id;
    _entriesById[id] = entry.get();
    addTimerEntry(std::move(entry));
    return id;
}

Scheduler::TimerEntry* Scheduler::findEntry(unsigned int entryId) const {
    auto it = _entriesById.find(entryId);
    return it == _entriesById.end() ? nullptr : it->second;
}

void Scheduler::unscheduleEntry(unsigned int entryId) {
    if (TimerEntry* entry = findEntry(entryId)) killTimer(entry);
    collectIfIdle();
}

bool Scheduler::isEntryScheduled(unsigned int entryId) const {
    return findEntry(entryId) != nullptr;
}

void Scheduler::pauseEntry(unsigned int entryId) {
    if (TimerEntry* entry = findEntry(entryId)) entry->ownPaused = true;
}

void Scheduler::resumeEntry(unsigned int entryId) {
    if (TimerEntry* entry = findEntry(entryId)) entry->ownPaused = false;
}

int Scheduler::getEntryCount() const {
    return static_cast<int>(_entriesById.size());
}

/* -- Pausing ------------------------------------------------------------------------------ */

void Scheduler::pauseTarget(void* target) {
    auto it = _targets.find(target);
    if (it != _targets.end()) it->second->paused = true;
}

void Scheduler::resumeTarget(void* target) {
    auto it = _targets.find(target);
    if (it != _targets.end()) it->second->paused = false;
}

bool Scheduler::isTargetPaused(const void* target) const {
    auto it = _targets.find(target);
    return it != _targets.end() && it->second->paused;
}

std::set<void*> Scheduler::pauseAllTargets() {
    return pauseAllTargetsWithMinPriority(PRIORITY_SYSTEM);
}

std::set<void*> Scheduler::pauseAllTargetsWithMinPriority(int minPriority) {
    std::set<void*> paused;
    for (auto& pair : _targets) {
        TargetState& state = *pair.second;
        if (!state.timers.empty() || (state.update && state.update->priority >= minPriority)) {
            state.paused = true;
            paused.insert(const_cast<void*>(pair.first));
        }
    }
    return paused;
}

void Scheduler::resumeTargets(const std::set<void*>& targets) {
    for (void* target : targets)
        resumeTarget(target);
}

void Scheduler::performFunctionInCocosThread(std::function<void()> function) {
    std::lock_guard<std::mutex> lock(_performMutex);
    _functionsToPerform.push_back(std::move(function));
}

void Scheduler::removeAllFunctionsToBePerformedInCocosThread() {
    std::lock_guard<std::mutex> lock(_performMutex);
    _functionsToPerform.clear();
}

} // namespace cc
