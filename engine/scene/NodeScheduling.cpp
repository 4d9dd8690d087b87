// engine/scene/NodeScheduling.cpp — Node's actions, timers, update and pause/resume.
#include "scene/Node.h"

#include "actions/Action.h"
#include "actions/ActionManager.h"
#include "base/RefPtr.h"
#include "events/EventDispatcher.h"
#include "scheduler/Scheduler.h"

namespace cc {

/* -- Actions ------------------------------------------------------------------ */

Action* Node::runAction(Action* action) {
    if (!CC_CHECK(action != nullptr, "Node::runAction: action must not be null")) return nullptr;
    _actionManager->addAction(action, this, _paused);
    return action;
}

void Node::stopAllActions() {
    _actionManager->removeAllActionsFromTarget(this);
}

void Node::stopAction(Action* action) {
    _actionManager->removeAction(action);
}

void Node::stopActionByTag(int tag) {
    CC_ASSERT(tag != INVALID_TAG, "Node::stopActionByTag: invalid tag");
    _actionManager->removeActionByTag(tag, this);
}

void Node::stopAllActionsByTag(int tag) {
    _actionManager->removeAllActionsByTag(tag, this);
}

void Node::stopActionsByFlags(unsigned int flags) {
    _actionManager->removeActionsByFlags(flags, this);
}

Action* Node::getActionByTag(int tag) const {
    return _actionManager->getActionByTag(tag, this);
}

std::ptrdiff_t Node::getNumberOfRunningActions() const {
    return _actionManager->getNumberOfRunningActionsInTarget(this);
}

/* -- Scheduling ------------------------------------------------------------------- */

void Node::scheduleUpdateWithPriority(int priority) {
    _scheduler->scheduleUpdate(this, priority, _paused);
}

void Node::scheduleUpdateCallback(const std::function<void(float)>& callback, int priority) {
    if (!CC_CHECK(static_cast<bool>(callback), "Node::scheduleUpdateCallback: callback is empty")) return;
    unscheduleUpdate();
    _scheduler->schedulePerFrame(
        [this, callback](float dt) {
            RefPtr<Node> keep(this);
            callback(dt);
        },
        this, priority, _paused);
}

void Node::unscheduleUpdate() {
    _scheduler->unscheduleUpdate(this);
}

void Node::schedule(const std::function<void(float)>& callback, const std::string& key) {
    schedule(callback, 0.0f, CC_REPEAT_FOREVER, 0.0f, key);
}

void Node::schedule(const std::function<void(float)>& callback, float interval, const std::string& key) {
    schedule(callback, interval, CC_REPEAT_FOREVER, 0.0f, key);
}

void Node::schedule(const std::function<void(float)>& callback, float interval, unsigned int repeat,
                    float delay, const std::string& key) {
    if (!CC_CHECK(static_cast<bool>(callback), "Node::schedule: callback is empty")) return;
    auto guarded = [this, callback](float dt) {
        RefPtr<Node> keep(this);
        callback(dt);
    };
    _scheduler->schedule(guarded, this, interval, repeat, delay, _paused, key);
}

void Node::scheduleOnce(const std::function<void(float)>& callback, float delay, const std::string& key) {
    schedule(callback, 0.0f, 0, delay, key);
}

void Node::unschedule(const std::string& key) {
    _scheduler->unschedule(key, this);
}

bool Node::isScheduled(const std::string& key) const {
    return _scheduler->isScheduled(key, this);
}

void Node::unscheduleAllCallbacks() {
    _scheduler->unscheduleAllForTarget(this);
}

/* -- Pause ------------------------------------------------------------------------- */

void Node::pause() {
    _paused = true;
    _scheduler->pauseTarget(this);
    _actionManager->pauseTarget(this);
    _eventDispatcher->pauseEventListenersForTarget(this);
}

void Node::resume() {
    _paused = false;
    _scheduler->resumeTarget(this);
    _actionManager->resumeTarget(this);
    _eventDispatcher->resumeEventListenersForTarget(this);
}

} // namespace cc
