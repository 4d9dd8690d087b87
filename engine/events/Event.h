// engine/events/Event.h — the base of every dispatched event.
#pragma once

#include "base/Ref.h"

namespace cc {

class Node;

/// cocos2d-x `Event`. Events are usually created on the stack by whoever dispatches them; the
/// EventDispatcher retains the event while dispatching it.
class Event : public Ref {
public:
    enum class Type { TOUCH, KEYBOARD, ACCELERATION, MOUSE, FOCUS, GAME_CONTROLLER, CUSTOM };

    explicit Event(Type type) : _type(type) {}

    Type getType() const { return _type; }
    /// Stops delivery to the remaining listeners.
    void stopPropagation() { _isStopped = true; }
    bool isStopped() const { return _isStopped; }
    /// The node of the scene-graph-priority listener being called (nullptr for fixed priority).
    Node* getCurrentTarget() const { return _currentTarget; }

protected:
    friend class EventDispatcher;
    void setCurrentTarget(Node* target) { _currentTarget = target; }

    Type _type;
    bool _isStopped = false;
    Node* _currentTarget = nullptr;
};

} // namespace cc
