// engine/events/EventListenerCustom.h
#pragma once

#include "events/EventCustom.h"
#include "events/EventListener.h"

#include <functional>

namespace cc {

/// Listens for custom events named @p eventName. Script kind: EVENT_CUSTOM.
class EventListenerCustom : public EventListener {
public:
    /// @p callback may be empty for a script-mode listener.
    static EventListenerCustom* create(const std::string& eventName,
                                       const std::function<void(EventCustom*)>& callback);
    EventListenerCustom* clone() override;
    bool checkAvailable() override { return _scriptMode || static_cast<bool>(_onCustomEvent); }

protected:
    EventListenerCustom(const std::string& eventName, const std::function<void(EventCustom*)>& callback)
        : EventListener(Type::CUSTOM, eventName), _onCustomEvent(callback) {}
    void handleEvent(Event* event) override;

    std::function<void(EventCustom*)> _onCustomEvent;
};

} // namespace cc
