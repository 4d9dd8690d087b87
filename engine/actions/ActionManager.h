// engine/actions/ActionManager.h — runs actions on their targets, once per frame.
#pragma once

#include "base/Ref.h"
#include "base/Vector.h"

#include <cstddef>
#include <memory>
#include <unordered_map>
#include <vector>

namespace cc {

class Action;
class Node;

/// cocos2d-x `ActionManager`, owned by the Director and updated by the Scheduler at PRIORITY_SYSTEM, so
/// actions advance before any user update.
///
/// Ownership: the manager retains every action it runs until it is done or removed. It does NOT keep
/// targets alive between frames (a node removed without cleanup and dropped by everyone dies, and its
/// destructor removes its actions); while it steps a target's actions it retains that target and the
/// action being stepped, so an action that removes or releases its own target (RemoveSelf, CallFunc)
/// is safe.
///
/// Actions of one target run in the order they were added; targets run in the order they first got an
/// action. Actions added during update() take their first step in the next frame.
class ActionManager : public Ref {
public:
    ActionManager();
    ~ActionManager() override;

    /// Starts @p action on @p target (startWithTarget is called now; the first step is the next update).
    /// @p paused applies when the target has no running actions yet.
    void addAction(Action* action, Node* target, bool paused);

    void removeAllActions();
    void removeAllActionsFromTarget(Node* target);
    void removeAction(Action* action);
    /// Removes the first running action of @p target with @p tag.
    void removeActionByTag(int tag, Node* target);
    void removeAllActionsByTag(int tag, Node* target);
    /// Removes the target's actions whose flags share a bit with @p flags.
    void removeActionsByFlags(unsigned int flags, Node* target);

    Action* getActionByTag(int tag, const Node* target) const;
    std::ptrdiff_t getNumberOfRunningActionsInTarget(const Node* target) const;
    std::ptrdiff_t getNumberOfRunningActions() const;

    void pauseTarget(Node* target);
    void resumeTarget(Node* target);
    bool isTargetPaused(const Node* target) const;
    /// Pauses every target with running actions and returns them, for resumeTargets().
    Vector<Node*> pauseAllRunningActions();
    void resumeTargets(const Vector<Node*>& targets);

    /// Steps every running action of every unpaused target by @p dt.
    void update(float dt);

private:
    struct Element;
    Element* findElement(const Node* target) const;
    /// Takes @p action out of its slot, stops it if asked, then releases it.
    void removeSlot(Element* element, std::size_t index, bool stopIt);
    void compact();

    std::vector<std::unique_ptr<Element>> _elements; // in order of first action
    std::unordered_map<const Node*, Element*> _byTarget;
    bool _updating = false;
};

} // namespace cc
