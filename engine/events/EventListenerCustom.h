// engine/events/EventListenerCustom.h
#pragma once

#include "events/EventCustom.h"
#include "events/EventListener.h"

#include <functional>

namespace cc {

/// Listens for custom events named @p eventName (Lua: cc.Handler.EVENT_CUSTOM).
class EventListenerCustom : public EventListener {
public:
    static EventListenerCustom* create(const std::string& eventName,
                                       const std::function<void(EventCustom*)>& callback);
    EventListenerCustom* clone() override;
    bool checkAvailable() override { return static_cast<bool>(_onCustomEvent); }
    void setCallback(const std::function<void(EventCustom*)>& callback) { _onCustomEvent = callback; }

protected:
    EventListenerCustom(const std::string& eventName, const std::function<void(EventCustom*)>& callback)
        : EventListener(Type::CUSTOM, eventName), _onCustomEvent(callback) {}
    void handleEvent(Event* event) override;

    std::function<void(EventCustom*)> _onCustomEvent;
};

} // namespace cc
