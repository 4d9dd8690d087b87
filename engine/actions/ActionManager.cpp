// engine/actions/ActionManager.cpp
#include "actions/ActionManager.h"

#include "actions/Action.h"
#include "base/Macros.h"
#include "base/RefPtr.h"
#include "scene/Node.h"

#include <algorithm>

namespace cc {

/// The running actions of one target. Removed actions leave null slots that are compacted between
/// frames, so indices stay valid while update() walks them.
struct ActionManager::Element {
    Node* target = nullptr;
    bool paused = false;
    std::vector<Action*> actions; // each retained; nullptr = removed
    std::size_t live = 0;
};

ActionManager::ActionManager() = default;

ActionManager::~ActionManager() {
    removeAllActions();
}

ActionManager::Element* ActionManager::findElement(const Node* target) const {
    auto it = _byTarget.find(target);
    return it == _byTarget.end() ? nullptr : it->second;
}

void ActionManager::addAction(Action* action, Node* target, bool paused) {
    if (!CC_CHECK(action != nullptr, "ActionManager::addAction: action is null")) return;
    if (!CC_CHECK(target != nullptr, "ActionManager::addAction: target is null")) return;
    if (!CC_CHECK(action->getTarget() == nullptr, "ActionManager::addAction: the action is already running"))
        return;
    Element* element = findElement(target);
    if (!element) {
        _elements.push_back(std::make_unique<Element>());
        element = _elements.back().get();
        element->target = target;
        _byTarget[target] = element;
        element->paused = paused;
    } else if (element->live == 0) {
        element->paused = paused; // an empty element may be left over from a dead node at this address
    }
    element->actions.push_back(action);
    ++element->live;
    action->retain();
    action->startWithTarget(target);
}

void ActionManager::removeSlot(Element* element, std::size_t index, bool stopIt) {
    Action* action = element->actions[index];
    if (!action) return;
    element->actions[index] = nullptr;
    --element->live;
    if (stopIt) action->stop();
    action->release(); // last: a destructor may call back into the manager, which is consistent by now
}

void ActionManager::removeAllActions() {
    for (std::size_t e = 0; e < _elements.size(); ++e)
        removeAllActionsFromTarget(_elements[e]->target);
}

void ActionManager::removeAllActionsFromTarget(Node* target) {
    Element* element = findElement(target);
    if (!element) return;
    for (std::size_t i = 0; i < element->actions.size(); ++i)
        removeSlot(element, i, true);
}

void ActionManager::removeAction(Action* action) {
    if (!action) return;
    Element* element = findElement(action->getOriginalTarget());
    if (!element) return;
    for (std::size_t i = 0; i < element->actions.size(); ++i) {
        if (element->actions[i] == action) {
            removeSlot(element, i, true);
            return;
        }
    }
}

void ActionManager::removeActionByTag(int tag, Node* target) {
    Element* element = findElement(target);
    if (!element) return;
    for (std::size_t i = 0; i < element->actions.size(); ++i) {
        Action* action = element->actions[i];
        if (action && action->getTag() == tag) {
            removeSlot(element, i, true);
            return;
        }
    }
}

void ActionManager::removeAllActionsByTag(int tag, Node* target) {
    Element* element = findElement(target);
    if (!element) return;
    for (std::size_t i = 0; i < element->actions.size(); ++i) {
        Action* action = element->actions[i];
        if (action && action->getTag() == tag) removeSlot(element, i, true);
    }
}

void ActionManager::removeActionsByFlags(unsigned int flags, Node* target) {
    Element* element = findElement(target);
    if (!element || flags == 0) return;
    for (std::size_t i = 0; i < element->actions.size(); ++i) {
        Action* action = element->actions[i];
        if (action && (action->getFlags() & flags) != 0) removeSlot(element, i, true);
    }
}

Action* ActionManager::getActionByTag(int tag, const Node* target) const {
    Element* element = findElement(target);
    if (!element) return nullptr;
    for (Action* action : element->actions)
        if (action && action->getTag() == tag) return action;
    return nullptr;
}

std::ptrdiff_t ActionManager::getNumberOfRunningActionsInTarget(const Node* target) const {
    Element* element = findElement(target);
    return element ? static_cast<std::ptrdiff_t>(element->live) : 0;
}

std::ptrdiff_t ActionManager::getNumberOfRunningActions() const {
    std::ptrdiff_t count = 0;
    for (const auto& element : _elements)
        count += static_cast<std::ptrdiff_t>(element->live);
    return count;
}

void ActionManager::pauseTarget(Node* target) {
    if (Element* element = findElement(target)) element->paused = true;
}

void ActionManager::resumeTarget(Node* target) {
    if (Element* element = findElement(target)) element->paused = false;
}

bool ActionManager::isTargetPaused(const Node* target) const {
    Element* element = findElement(target);
    return element && element->paused;
}

Vector<Node*> ActionManager::pauseAllRunningActions() {
    Vector<Node*> paused;
    for (const auto& element : _elements) {
        if (element->live > 0 && !element->paused) {
            element->paused = true;
            paused.pushBack(element->target);
        }
    }
    return paused;
}

void ActionManager::resumeTargets(const Vector<Node*>& targets) {
    for (Node* target : targets)
        resumeTarget(target);
}

void ActionManager::update(float dt) {
    if (!CC_CHECK(!_updating, "ActionManager::update is not re-entrant")) return;
    RefPtr<ActionManager> keepSelf(this);
    compact();
    _updating = true;
    std::size_t elementCount = _elements.size(); // elements created during the loop start next frame
    for (std::size_t e = 0; e < elementCount; ++e) {
        Element* element = _elements[e].get();
        if (element->paused || element->live == 0) continue;
        RefPtr<Node> keepTarget(element->target);
        std::size_t actionCount = element->actions.size(); // actions added during the loop start next frame
        for (std::size_t i = 0; i < actionCount && !element->paused; ++i) {
            Action* action = element->actions[i];
            if (!action) continue;
            RefPtr<Action> keepAction(action);
            action->step(dt);
            if (element->actions[i] == action && action->isDone()) {
                action->stop();
                if (element->actions[i] == action) removeSlot(element, i, false);
            }
        }
    }
    _updating = false;
    compact();
}

// Only called by update(), before and after its loop, so no caller holds an Element or a slot index.
void ActionManager::compact() {
    for (auto& element : _elements)
        element->actions.erase(std::remove(element->actions.begin(), element->actions.end(), nullptr),
                               element->actions.end());
    auto firstEmpty = std::stable_partition(_elements.begin(), _elements.end(),
                                            [](const std::unique_ptr<Element>& el) { return el->live > 0; });
    for (auto it = firstEmpty; it != _elements.end(); ++it)
        _byTarget.erase((*it)->target);
    _elements.erase(firstEmpty, _elements.end());
}

} // namespace cc
