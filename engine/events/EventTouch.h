// engine/events/EventTouch.h — a touch phase for one or more touches.
#pragma once

#include "events/Event.h"

#include <vector>

namespace cc {

class Touch;

/// cocos2d-x `EventTouch`. Holds the touches (not retained: the dispatcher of the event keeps them
/// alive for the duration of the dispatch).
class EventTouch : public Event {
public:
    enum class EventCode { BEGAN, MOVED, ENDED, CANCELLED };
    static constexpr int MAX_TOUCHES = 15;

    EventTouch() : Event(Type::TOUCH) {}
    EventTouch(EventCode code, std::vector<Touch*> touches)
        : Event(Type::TOUCH), _eventCode(code), _touches(std::move(touches)) {}

    EventCode getEventCode() const { return _eventCode; }
    void setEventCode(EventCode code) { _eventCode = code; }
    const std::vector<Touch*>& getTouches() const { return _touches; }
    void setTouches(const std::vector<Touch*>& touches) { _touches = touches; }

private:
    EventCode _eventCode = EventCode::BEGAN;
    std::vector<Touch*> _touches;
};

} // namespace cc
