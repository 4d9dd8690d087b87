// engine/events/EventDispatcher.h — delivers events to listeners in priority order.
#pragma once

#include "base/Ref.h"
#include "base/Vector.h"
#include "events/EventListener.h"

#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

namespace cc {

class Event;
class EventCustom;
class EventListenerCustom;
class EventTouch;
class Node;

/// cocos2d-x `EventDispatcher`, owned by the Director.
///
/// Ownership: registered listeners are retained until removed. Scene-graph-priority listeners are
/// removed when their node is destroyed (not on cleanup, so a node can be re-added).
///
/// Order for one event: fixed priorities below 0 (ascending), then scene-graph priority — front-most
/// node first, i.e. the reverse of drawing order in the running scene — then fixed priorities above 0
/// (ascending). Ties keep registration order. Paused (node not running or paused), disabled and
/// removed listeners are skipped; Event::stopPropagation() stops delivery.
///
/// Touches: one-by-one listeners get each touch first; a touch claimed by a swallowing listener is not
/// offered to later listeners or to all-at-once listeners, which get the remaining touches after.
///
/// Reentrancy: delivery walks a snapshot of the listeners (retained), and retains the listener's node
/// around each callback. Listeners added during a dispatch receive the next event, not the current
/// one; listeners removed during a dispatch are not called again. Dispatching from a callback nests.
class EventDispatcher : public Ref {
public:
    EventDispatcher();
    ~EventDispatcher() override;

    /// Registers @p listener for @p node's place in the scene graph; paused while the node is paused.
    void addEventListenerWithSceneGraphPriority(EventListener* listener, Node* node);
    /// Registers @p listener with a fixed priority (must not be 0, which means scene graph).
    void addEventListenerWithFixedPriority(EventListener* listener, int fixedPriority);
    /// Creates and registers a custom listener at fixed priority 1; returns it.
    EventListenerCustom* addCustomEventListener(const std::string& eventName,
                                                const std::function<void(EventCustom*)>& callback);

    void removeEventListener(EventListener* listener);
    void removeEventListenersForType(EventListener::Type type);
    void removeEventListenersForTarget(Node* target, bool recursive = false);
    void removeCustomEventListeners(const std::string& eventName);
    void removeAllEventListeners();

    void pauseEventListenersForTarget(Node* target, bool recursive = false);
    void resumeEventListenersForTarget(Node* target, bool recursive = false);
    /// Changes a fixed-priority listener's priority.
    void setPriority(EventListener* listener, int fixedPriority);

    void setEnabled(bool enabled) { _isEnabled = enabled; }
    bool isEnabled() const { return _isEnabled; }

    void dispatchEvent(Event* event);
    void dispatchCustomEvent(const std::string& eventName, void* optionalUserData = nullptr);

    bool hasEventListener(const EventListener::ListenerID& listenerID) const;
    /// Registered listeners for @p listenerID (for tests and censuses).
    std::ptrdiff_t getListenerCount(const EventListener::ListenerID& listenerID) const;

private:
    struct ListenerList {
        Vector<EventListener*> listeners; // in registration order
        bool dirty = true;
        unsigned long long graphVersion = ~0ull;
        Node* scene = nullptr;
    };

    void addListener(EventListener* listener);
    /// The listeners of @p listenerID in delivery order, as a retained snapshot.
    Vector<EventListener*> sortedSnapshot(const EventListener::ListenerID& listenerID);
    void updateNodePriorities();
    void dispatchTouchEvent(EventTouch* event);
    static bool isDeliverable(const EventListener* listener);

    std::unordered_map<EventListener::ListenerID, ListenerList> _lists;
    std::unordered_map<const Node*, std::vector<EventListener*>> _nodeListeners;
    std::unordered_map<const Node*, int> _nodePriority; // higher = more in front
    unsigned long long _priorityGraphVersion = ~0ull;
    Node* _priorityScene = nullptr;
    bool _isEnabled = true;
};

} // namespace cc
