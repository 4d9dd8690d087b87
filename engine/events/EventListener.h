// engine/events/EventListener.h — the base of every event listener.
#pragma once

#include "base/Ref.h"

#include <string>

namespace cc {

class Event;
class Node;
class Touch;

/// cocos2d-x `EventListener`. The EventDispatcher retains a listener while it is registered.
/// A scene-graph-priority listener points at its node weakly; the node removes its listeners when it
/// dies, and they are paused while the node is paused (not running).

class EventListener : public Ref {
public:
    enum class Type {
        UNKNOWN,
        TOUCH_ONE_BY_ONE,
        TOUCH_ALL_AT_ONCE,
        KEYBOARD,
        MOUSE,
        ACCELERATION,
        FOCUS,
        GAME_CONTROLLER,
        CUSTOM
    };
    using ListenerID = std::string;

    /// Whether the listener can be registered: it has the callbacks its type requires.
    virtual bool checkAvailable() = 0;
    /// An autoreleased copy with the same callbacks, not registered.
    virtual EventListener* clone() = 0;

    void setEnabled(bool enabled) { _isEnabled = enabled; }
    bool isEnabled() const { return _isEnabled; }
    Type getType() const { return _type; }
    const ListenerID& getListenerID() const { return _listenerID; }
    bool isRegistered() const { return _isRegistered; }
    bool isPaused() const { return _paused; }
    int getFixedPriority() const { return _fixedPriority; }
    /// The node of a scene-graph-priority listener; nullptr for fixed priority.
    Node* getAssociatedNode() const { return _node; }

protected:
    EventListener(Type type, const ListenerID& listenerID) : _type(type), _listenerID(listenerID) {}
    friend class EventDispatcher;

    /// Delivers a non-touch event (keyboard, mouse, custom). Touch listeners are driven by the dispatcher.
    virtual void handleEvent(Event*) {}

    Type _type;
    ListenerID _listenerID;
    bool _isRegistered = false;
    bool _paused = false;
    bool _isEnabled = true;
    int _fixedPriority = 0;
    Node* _node = nullptr; // weak
};

} // namespace cc
