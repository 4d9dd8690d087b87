// engine/events/EventListener.h — the base of every event listener.
#pragma once

#include "base/Ref.h"
#include "script/ScriptHandlerType.h"

#include <string>

namespace cc {

class Event;
class Node;
class Touch;

/// cocos2d-x `EventListener`. The EventDispatcher retains a listener while it is registered.
/// A scene-graph-priority listener points at its node weakly; the node removes its listeners when it
/// dies, and they are paused while the node is paused (not running).
///
/// Script mode: a listener created for a script engine has no C++ callbacks. For each event it would
/// deliver, it sends a ListenerEvent (ListenerEventData) with the matching ScriptHandlerType kind to
/// the current script engine, which finds the handler by (listener, kind). C++ callbacks of a
/// script-mode listener are ignored.
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

    /// Whether the listener can be registered (C++ mode: has the callbacks its type requires).
    virtual bool checkAvailable() = 0;
    /// An autoreleased copy with the same callbacks and mode, not registered.
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

    void setScriptMode(bool scriptMode) { _scriptMode = scriptMode; }
    bool isScriptMode() const { return _scriptMode; }

protected:
    EventListener(Type type, const ListenerID& listenerID) : _type(type), _listenerID(listenerID) {}
    friend class EventDispatcher;

    /// Delivers a non-touch event (keyboard, mouse, custom). Touch listeners are driven by the dispatcher.
    virtual void handleEvent(Event*) {}
    /// Sends a ListenerEvent of @p kind to the script engine (0 when none); retains this listener around it.
    int sendScriptEvent(Event* event, ScriptHandlerType kind, Touch* touch = nullptr);
    void copyStateTo(EventListener* other) const { other->_scriptMode = _scriptMode; }

    Type _type;
    ListenerID _listenerID;
    bool _isRegistered = false;
    bool _paused = false;
    bool _isEnabled = true;
    bool _scriptMode = false;
    int _fixedPriority = 0;
    Node* _node = nullptr; // weak
};

} // namespace cc
