// engine/events/EventListenerTouch.cpp
#include "events/EventListenerTouch.h"

#include "base/RefPtr.h"
#include "events/EventTouch.h"

namespace cc {

const std::string EventListenerTouchOneByOne::LISTENER_ID = "__cc_touch_one_by_one";
const std::string EventListenerTouchAllAtOnce::LISTENER_ID = "__cc_touch_all_at_once";

/* -- One by one ------------------------------------------------------------------- */

EventListenerTouchOneByOne* EventListenerTouchOneByOne::create() {
    auto* listener = new EventListenerTouchOneByOne();
    listener->autorelease();
    return listener;
}

EventListenerTouchOneByOne* EventListenerTouchOneByOne::clone() {
    EventListenerTouchOneByOne* copy = create();
    copy->onTouchBegan = onTouchBegan;
    copy->onTouchMoved = onTouchMoved;
    copy->onTouchEnded = onTouchEnded;
    copy->onTouchCancelled = onTouchCancelled;
    copy->_needSwallow = _needSwallow;
    return copy;
}

bool EventListenerTouchOneByOne::checkAvailable() {
    return static_cast<bool>(onTouchBegan);
}

bool EventListenerTouchOneByOne::hasClaimed(const Touch* touch) const {
    for (Touch* t : _claimedTouches)
        if (t == touch) return true;
    return false;
}

bool EventListenerTouchOneByOne::deliver(Touch* touch, EventTouch* event) {
    switch (event->getEventCode()) {
    case EventTouch::EventCode::BEGAN: {
        bool claimed = onTouchBegan && onTouchBegan(touch, event);
        if (claimed && _isRegistered && !hasClaimed(touch)) _claimedTouches.pushBack(touch);
        return claimed;
    }
    case EventTouch::EventCode::MOVED:
        if (!hasClaimed(touch)) return false;
        if (onTouchMoved) onTouchMoved(touch, event);
        return true;
    case EventTouch::EventCode::ENDED:
    case EventTouch::EventCode::CANCELLED: {
        if (!hasClaimed(touch)) return false;
        RefPtr<Touch> keep(touch);
        _claimedTouches.eraseObject(touch); // the touch is over for this listener whatever the callback does
        bool ended = event->getEventCode() == EventTouch::EventCode::ENDED;
        auto& callback = ended ? onTouchEnded : onTouchCancelled;
        if (callback) callback(touch, event);
        return true;
    }
    }
    return false;
}

/* -- All at once ------------------------------------------------------------------- */

EventListenerTouchAllAtOnce* EventListenerTouchAllAtOnce::create() {
    auto* listener = new EventListenerTouchAllAtOnce();
    listener->autorelease();
    return listener;
}

EventListenerTouchAllAtOnce* EventListenerTouchAllAtOnce::clone() {
    EventListenerTouchAllAtOnce* copy = create();
    copy->onTouchesBegan = onTouchesBegan;
    copy->onTouchesMoved = onTouchesMoved;
    copy->onTouchesEnded = onTouchesEnded;
    copy->onTouchesCancelled = onTouchesCancelled;
    return copy;
}

bool EventListenerTouchAllAtOnce::checkAvailable() {
    return onTouchesBegan || onTouchesMoved || onTouchesEnded || onTouchesCancelled;
}

void EventListenerTouchAllAtOnce::deliver(const std::vector<Touch*>& touches, EventTouch* event) {
    const std::function<void(const std::vector<Touch*>&, Event*)>* callback = nullptr;
    switch (event->getEventCode()) {
    case EventTouch::EventCode::BEGAN:
        callback = &onTouchesBegan;
        break;
    case EventTouch::EventCode::MOVED:
        callback = &onTouchesMoved;
        break;
    case EventTouch::EventCode::ENDED:
        callback = &onTouchesEnded;
        break;
    case EventTouch::EventCode::CANCELLED:
        callback = &onTouchesCancelled;
        break;
    }
    if (*callback) (*callback)(touches, event);
}

} // namespace cc
