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
    copyStateTo(copy);
    return copy;
}

bool EventListenerTouchOneByOne::checkAvailable() {
    return _scriptMode || static_cast<bool>(onTouchBegan);
}

bool EventListenerTouchOneByOne::hasClaimed(const Touch* touch) const {
    for (Touch* t : _claimedTouches)
        if (t == touch) return true;
    return false;
}

bool EventListenerTouchOneByOne::deliver(Touch* touch, EventTouch* event) {
    switch (event->getEventCode()) {
    case EventTouch::EventCode::BEGAN: {
        bool claimed = _scriptMode ? sendScriptEvent(event, ScriptHandlerType::EVENT_TOUCH_BEGAN, touch) != 0
                                   : (onTouchBegan && onTouchBegan(touch, event));
        if (claimed && _isRegistered && !hasClaimed(touch)) _claimedTouches.pushBack(touch);
        return claimed;
    }
    case EventTouch::EventCode::MOVED:
        if (!hasClaimed(touch)) return false;
        if (_scriptMode)
            sendScriptEvent(event, ScriptHandlerType::EVENT_TOUCH_MOVED, touch);
        else if (onTouchMoved)
            onTouchMoved(touch, event);
        return true;
    case EventTouch::EventCode::ENDED:
    case EventTouch::EventCode::CANCELLED: {
        if (!hasClaimed(touch)) return false;
        RefPtr<Touch> keep(touch);
        _claimedTouches.eraseObject(touch); // the touch is over for this listener whatever the callback does
        bool ended = event->getEventCode() == EventTouch::EventCode::ENDED;
        if (_scriptMode) {
            sendScriptEvent(event,
                            ended ? ScriptHandlerType::EVENT_TOUCH_ENDED
                                  : ScriptHandlerType::EVENT_TOUCH_CANCELLED,
                            touch);
        } else {
            auto& callback = ended ? onTouchEnded : onTouchCancelled;
            if (callback) callback(touch, event);
        }
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
    copyStateTo(copy);
    return copy;
}

bool EventListenerTouchAllAtOnce::checkAvailable() {
    return _scriptMode || onTouchesBegan || onTouchesMoved || onTouchesEnded || onTouchesCancelled;
}

void EventListenerTouchAllAtOnce::deliver(const std::vector<Touch*>& touches, EventTouch* event) {
    const std::function<void(const std::vector<Touch*>&, Event*)>* callback = nullptr;
    ScriptHandlerType kind = ScriptHandlerType::EVENT_TOUCHES_BEGAN;
    switch (event->getEventCode()) {
    case EventTouch::EventCode::BEGAN:
        callback = &onTouchesBegan;
        kind = ScriptHandlerType::EVENT_TOUCHES_BEGAN;
        break;
    case EventTouch::EventCode::MOVED:
        callback = &onTouchesMoved;
        kind = ScriptHandlerType::EVENT_TOUCHES_MOVED;
        break;
    case EventTouch::EventCode::ENDED:
        callback = &onTouchesEnded;
        kind = ScriptHandlerType::EVENT_TOUCHES_ENDED;
        break;
    case EventTouch::EventCode::CANCELLED:
        callback = &onTouchesCancelled;
        kind = ScriptHandlerType::EVENT_TOUCHES_CANCELLED;
        break;
    }
    if (_scriptMode)
        sendScriptEvent(event, kind);
    else if (*callback)
        (*callback)(touches, event);
}

} // namespace cc
