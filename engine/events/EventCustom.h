// engine/events/EventCustom.h — a named event with an optional user pointer.
#pragma once

#include "events/Event.h"

#include <string>

namespace cc {

/// cocos2d-x `EventCustom`. The user data is not owned.
class EventCustom : public Event {
public:
    explicit EventCustom(const std::string& eventName) : Event(Type::CUSTOM), _eventName(eventName) {}

    const std::string& getEventName() const { return _eventName; }
    void setUserData(void* data) { _userData = data; }
    void* getUserData() const { return _userData; }

private:
    std::string _eventName;
    void* _userData = nullptr;
};

} // namespace cc
