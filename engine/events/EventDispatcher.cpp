// engine/events/EventDispatcher.cpp
#include "events/EventDispatcher.h"

#include "base/Macros.h"
#include "base/RefPtr.h"
#include "director/Director.h"
#include "events/EventCustom.h"
#include "events/EventKeyboard.h"
#include "events/EventListenerCustom.h"
#include "events/EventListenerKeyboard.h"
#include "events/EventListenerMouse.h"
#include "events/EventListenerTouch.h"
#include "events/EventMouse.h"
#include "events/EventTouch.h"
#include "scene/Node.h"
#include "scene/ProtectedNode.h"
#include "scene/Scene.h"

#include <algorithm>

namespace cc {

EventDispatcher::EventDispatcher() = default;

EventDispatcher::~EventDispatcher() {
    removeAllEventListeners();
}

bool EventDispatcher::isDeliverable(const EventListener* listener) {
    return listener->_isRegistered && !listener->_paused && listener->_isEnabled;
}

/* -- Registration ----------------------------------------------------------------- */

void EventDispatcher::addListener(EventListener* listener) {
    listener->_isRegistered = true;
    ListenerList& list = _lists[listener->_listenerID];
    list.listeners.pushBack(listener);
    list.dirty = true;
    if (listener->_node) _nodeListeners[listener->_node].push_back(listener);
}

void EventDispatcher::addEventListenerWithSceneGraphPriority(EventListener* listener, Node* node) {
    if (!CC_CHECK(listener != nullptr && node != nullptr,
                  "EventDispatcher: listener and node must not be null"))
        return;
    if (!CC_CHECK(!listener->_isRegistered,
                  "EventDispatcher: the listener is already added; clone() it instead"))
        return;
    if (!CC_CHECK(listener->checkAvailable(), "EventDispatcher: the listener has no callbacks")) return;
    listener->_node = node;
    listener->_fixedPriority = 0;
    listener->_paused = node->isPaused();
    addListener(listener);
}

void EventDispatcher::addEventListenerWithFixedPriority(EventListener* listener, int fixedPriority) {
    if (!CC_CHECK(listener != nullptr, "EventDispatcher: listener must not be null")) return;
    if (!CC_CHECK(!listener->_isRegistered,
                  "EventDispatcher: the listener is already added; clone() it instead"))
        return;
    if (!CC_CHECK(listener->checkAvailable(), "EventDispatcher: the listener has no callbacks")) return;
    if (!CC_CHECK(fixedPriority != 0,
                  "EventDispatcher: fixed priority 0 is reserved for scene graph priority"))
        return;
    listener->_node = nullptr;
    listener->_fixedPriority = fixedPriority;
    listener->_paused = false;
    addListener(listener);
}

EventListenerCustom*
EventDispatcher::addCustomEventListener(const std::string& eventName,
                                        const std::function<void(EventCustom*)>& callback) {
    EventListenerCustom* listener = EventListenerCustom::create(eventName, callback);
    addEventListenerWithFixedPriority(listener, 1);
    return listener;
}

void EventDispatcher::removeEventListener(EventListener* listener) {
    if (!listener || !listener->_isRegistered) return;
    RefPtr<EventListener> keep(listener); // released after every table is consistent
    listener->_isRegistered = false;
    if (Node* node = listener->_node) {
        auto it = _nodeListeners.find(node);
        if (it != _nodeListeners.end()) {
            auto& vec = it->second;
            vec.erase(std::remove(vec.begin(), vec.end(), listener), vec.end());
            if (vec.empty()) _nodeListeners.erase(it);
        }
        listener->_node = nullptr;
    }
    if (listener->_type == EventListener::Type::TOUCH_ONE_BY_ONE)
        static_cast<EventListenerTouchOneByOne*>(listener)->_claimedTouches.clear();
    auto it = _lists.find(listener->_listenerID);
    if (it != _lists.end()) {
        it->second.listeners.eraseObject(listener);
        if (it->second.listeners.empty()) _lists.erase(it); // dispatches in progress hold their own snapshot
    }
}

void EventDispatcher::removeEventListenersForType(EventListener::Type type) {
    Vector<EventListener*> doomed;
    for (auto& pair : _lists)
        for (EventListener* listener : pair.second.listeners)
            if (listener->_type == type) doomed.pushBack(listener);
    for (EventListener* listener : doomed)
        removeEventListener(listener);
}

void EventDispatcher::removeEventListenersForTarget(Node* target, bool recursive) {
    if (!target) return;
    auto it = _nodeListeners.find(target);
    if (it != _nodeListeners.end()) {
        std::vector<EventListener*> doomed = it->second; // removal edits the table
        for (EventListener* listener : doomed)
            removeEventListener(listener);
    }
    if (recursive)
        for (Node* child : target->getChildren())
            removeEventListenersForTarget(child, true);
}

void EventDispatcher::removeCustomEventListeners(const std::string& eventName) {
    auto it = _lists.find(eventName);
    if (it == _lists.end()) return;
    Vector<EventListener*> doomed = it->second.listeners;
    for (EventListener* listener : doomed)
        removeEventListener(listener);
}

void EventDispatcher::removeAllEventListeners() {
    Vector<EventListener*> doomed;
    for (auto& pair : _lists)
        doomed.pushBack(pair.second.listeners);
    for (EventListener* listener : doomed)
        removeEventListener(listener);
}

void EventDispatcher::pauseEventListenersForTarget(Node* target, bool recursive) {
    auto it = _nodeListeners.find(target);
    if (it != _nodeListeners.end())
        for (EventListener* listener : it->second)
            listener->_paused = true;
    if (recursive)
        for (Node* child : target->getChildren())
            pauseEventListenersForTarget(child, true);
}

void EventDispatcher::resumeEventListenersForTarget(Node* target, bool recursive) {
    auto it = _nodeListeners.find(target);
    if (it != _nodeListeners.end())
        for (EventListener* listener : it->second)
            listener->_paused = false;
    if (recursive)
        for (Node* child : target->getChildren())
            resumeEventListenersForTarget(child, true);
}

void EventDispatcher::setPriority(EventListener* listener, int fixedPriority) {
    if (!listener || !listener->_isRegistered || listener->_node) return;
    if (!CC_CHECK(fixedPriority != 0,
                  "EventDispatcher: fixed priority 0 is reserved for scene graph priority"))
        return;
    listener->_fixedPriority = fixedPriority;
    _lists[listener->_listenerID].dirty = true;
}

bool EventDispatcher::hasEventListener(const EventListener::ListenerID& listenerID) const {
    auto it = _lists.find(listenerID);
    return it != _lists.end() && !it->second.listeners.empty();
}

std::ptrdiff_t EventDispatcher::getListenerCount(const EventListener::ListenerID& listenerID) const {
    auto it = _lists.find(listenerID);
    return it == _lists.end() ? 0 : it->second.listeners.size();
}

/* -- Ordering ------------------------------------------------------------------------ */

void EventDispatcher::updateNodePriorities() {
    Director* director = Director::getExistingInstance();
    Node* scene = director ? director->getRunningScene() : nullptr;
    if (scene == _priorityScene && Node::getSceneGraphVersion() == _priorityGraphVersion) return;
    _nodePriority.clear();
    int counter = 0;
    // Visit order (children with z < 0, the node, the rest): later = drawn on top = higher priority.
    // A ProtectedNode's protected children (a widget's renderers, a scroll view's inner container)
    // interleave as they are drawn: children < 0, protected < 0, the node, protected, children.
    std::function<void(Node*)> visit = [&](Node* node) {
        node->sortAllChildren();
        const auto& children = node->getChildren();
        std::ptrdiff_t i = 0, n = children.size();
        for (; i < n && children.at(i)->getLocalZOrder() < 0; ++i)
            visit(children.at(i));
        auto* holder = dynamic_cast<ProtectedNode*>(node);
        if (holder) holder->sortAllProtectedChildren();
        const Vector<Node*>* renderers = holder ? &holder->getProtectedChildren() : nullptr;
        std::ptrdiff_t j = 0, m = renderers ? renderers->size() : 0;
        for (; j < m && renderers->at(j)->getLocalZOrder() < 0; ++j)
            visit(renderers->at(j));
        _nodePriority[node] = ++counter;
        for (; j < m; ++j)
            visit(renderers->at(j));
        for (; i < n; ++i)
            visit(children.at(i));
    };
    if (scene) visit(scene);
    _priorityScene = scene;
    _priorityGraphVersion = Node::getSceneGraphVersion();
}

Vector<EventListener*> EventDispatcher::sortedSnapshot(const EventListener::ListenerID& listenerID) {
    auto it = _lists.find(listenerID);
    if (it == _lists.end()) return Vector<EventListener*>();
    ListenerList& list = it->second;
    bool hasSceneGraph = std::any_of(list.listeners.begin(), list.listeners.end(),
                                     [](const EventListener* l) { return l->_node != nullptr; });
    if (hasSceneGraph) updateNodePriorities();
    bool stale = list.dirty || (hasSceneGraph &&
                                (list.graphVersion != _priorityGraphVersion || list.scene != _priorityScene));
    if (stale) {
        auto group = [](const EventListener* l) { return l->_node ? 1 : (l->_fixedPriority < 0 ? 0 : 2); };
        auto priorityOf = [this](const EventListener* l) {
            auto p = _nodePriority.find(l->_node);
            return p == _nodePriority.end() ? 0 : p->second;
        };
        std::stable_sort(list.listeners.data().begin(), list.listeners.data().end(),
                         [&](const EventListener* a, const EventListener* b) {
                             int ga = group(a), gb = group(b);
                             if (ga != gb) return ga < gb;
                             if (ga == 1) return priorityOf(a) > priorityOf(b); // front-most first
                             return a->_fixedPriority < b->_fixedPriority;
                         });
        list.dirty = false;
        list.graphVersion = _priorityGraphVersion;
        list.scene = _priorityScene;
    }
    return list.listeners;
}

/* -- Dispatch ------------------------------------------------------------------------- */

void EventDispatcher::dispatchEvent(Event* event) {
    if (!_isEnabled || !event) return;
    RefPtr<EventDispatcher> keepSelf(this);
    RefPtr<Event> keepEvent(event);
    EventListener::ListenerID listenerID;
    switch (event->getType()) {
    case Event::Type::TOUCH:
        dispatchTouchEvent(static_cast<EventTouch*>(event));
        return;
    case Event::Type::KEYBOARD:
        listenerID = EventListenerKeyboard::LISTENER_ID;
        break;
    case Event::Type::MOUSE:
        listenerID = EventListenerMouse::LISTENER_ID;
        break;
    case Event::Type::CUSTOM:
        listenerID = static_cast<EventCustom*>(event)->getEventName();
        break;
    default:
        return;
    }
    Vector<EventListener*> snapshot = sortedSnapshot(listenerID);
    for (EventListener* listener : snapshot) {
        if (!isDeliverable(listener)) continue;
        RefPtr<Node> keepNode(listener->_node);
        event->setCurrentTarget(listener->_node);
        listener->handleEvent(event);
        if (event->isStopped()) break;
    }
}

void EventDispatcher::dispatchTouchEvent(EventTouch* event) {
    Vector<EventListener*> oneByOne = sortedSnapshot(EventListenerTouchOneByOne::LISTENER_ID);
    Vector<EventListener*> allAtOnce = sortedSnapshot(EventListenerTouchAllAtOnce::LISTENER_ID);
    if (oneByOne.empty() && allAtOnce.empty()) return;
    const std::vector<Touch*> touches = event->getTouches();
    Vector<Touch*> keepTouches;
    for (Touch* touch : touches)
        keepTouches.pushBack(touch);
    std::vector<Touch*> remaining = touches;
    bool ending = event->getEventCode() == EventTouch::EventCode::ENDED ||
                  event->getEventCode() == EventTouch::EventCode::CANCELLED;

    for (Touch* touch : touches) {
        for (EventListener* base : oneByOne) {
            auto* listener = static_cast<EventListenerTouchOneByOne*>(base);
            if (!isDeliverable(listener)) {
                if (ending && listener->hasClaimed(touch)) listener->_claimedTouches.eraseObject(touch);
                continue;
            }
            RefPtr<Node> keepNode(listener->_node);
            event->setCurrentTarget(listener->_node);
            bool claimed = listener->deliver(touch, event);
            if (event->isStopped()) return;
            if (claimed && listener->_isRegistered && listener->_needSwallow) {
                remaining.erase(std::remove(remaining.begin(), remaining.end(), touch), remaining.end());
                break;
            }
        }
    }
    if (remaining.empty()) return;
    for (EventListener* base : allAtOnce) {
        auto* listener = static_cast<EventListenerTouchAllAtOnce*>(base);
        if (!isDeliverable(listener)) continue;
        RefPtr<Node> keepNode(listener->_node);
        event->setCurrentTarget(listener->_node);
        listener->deliver(remaining, event);
        if (event->isStopped()) return;
    }
}

void EventDispatcher::dispatchCustomEvent(const std::string& eventName, void* optionalUserData) {
    EventCustom event(eventName);
    event.setUserData(optionalUserData);
    dispatchEvent(&event);
}

} // namespace cc
