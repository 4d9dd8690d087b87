// engine/events/EventListenerTouch.h — touch listeners: one touch at a time, or all at once.
#pragma once

#include "base/Vector.h"
#include "events/EventListener.h"
#include "events/Touch.h"

#include <functional>
#include <vector>

namespace cc {

class EventTouch;

/// Gets each touch separately. A touch is delivered to moved/ended/cancelled only if this listener
/// claimed it by returning true from onTouchBegan. With swallowing on, a claimed touch is not offered to
/// listeners behind. Claimed touches are retained until they end or are cancelled.
class EventListenerTouchOneByOne : public EventListener {
public:
    static const std::string LISTENER_ID;

    static EventListenerTouchOneByOne* create();
    EventListenerTouchOneByOne* clone() override;
    /// C++ mode requires onTouchBegan.
    bool checkAvailable() override;

    void setSwallowTouches(bool swallow) { _needSwallow = swallow; }
    bool isSwallowTouches() const { return _needSwallow; }
    bool hasClaimed(const Touch* touch) const;

    std::function<bool(Touch*, Event*)> onTouchBegan;
    std::function<void(Touch*, Event*)> onTouchMoved;
    std::function<void(Touch*, Event*)> onTouchEnded;
    std::function<void(Touch*, Event*)> onTouchCancelled;

protected:
    EventListenerTouchOneByOne() : EventListener(Type::TOUCH_ONE_BY_ONE, LISTENER_ID) {}
    friend class EventDispatcher;
    /// Delivers one phase of one touch; returns whether the listener claims (or holds) the touch.
    bool deliver(Touch* touch, EventTouch* event);

    Vector<Touch*> _claimedTouches;
    bool _needSwallow = false;
};

/// Gets every touch of an event at once (the ones not swallowed by one-by-one listeners).
/// (Lua: cc.Handler.EVENT_TOUCHES_BEGAN, _MOVED, _ENDED, _CANCELLED.)
class EventListenerTouchAllAtOnce : public EventListener {
public:
    static const std::string LISTENER_ID;

    static EventListenerTouchAllAtOnce* create();
    EventListenerTouchAllAtOnce* clone() override;
    bool checkAvailable() override;

    std::function<void(const std::vector<Touch*>&, Event*)> onTouchesBegan;
    std::function<void(const std::vector<Touch*>&, Event*)> onTouchesMoved;
    std::function<void(const std::vector<Touch*>&, Event*)> onTouchesEnded;
    std::function<void(const std::vector<Touch*>&, Event*)> onTouchesCancelled;

protected:
    EventListenerTouchAllAtOnce() : EventListener(Type::TOUCH_ALL_AT_ONCE, LISTENER_ID) {}
    friend class EventDispatcher;
    void deliver(const std::vector<Touch*>& touches, EventTouch* event);
};

} // namespace cc
