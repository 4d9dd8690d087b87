// engine/platform/InputDispatcher.h — turns queued InputEvents into engine events.
#pragma once

#include "base/RefPtr.h"
#include "events/Touch.h"
#include "platform/InputEvent.h"

#include <map>
#include <string>
#include <vector>

namespace cc {

class EventDispatcher;

/// Holds the input of one frame until the Director's input step, then dispatches it as
/// EventKeyboard, EventMouse and — for the left button, like cocos2d-x on desktop — EventTouch with a
/// single touch (id 0) that lives from press to release, so listeners can compare Touch pointers.
/// Quit events are not dispatched; the host handles them. Game controller events go to cc::Controller
/// (EventController), held buttons repeating once a frame; text and the editing keys (Backspace, Enter,
/// Home, End, Delete) go to the IMEDispatcher's attached delegate too (issue 21).
class InputDispatcher {
public:
    void queue(const InputEvent& event) { _queued.push_back(event); }
    bool hasQueued() const { return !_queued.empty(); }
    /// Dispatches and clears the queue (the Director's input poller calls this).
    void dispatchQueued(EventDispatcher* dispatcher);
    /// Drops queued events and a touch in progress (on restart); the controllers still connected are
    /// announced again (queued pad-added events), so the next run sees them connect.
    void reset();

private:
    void dispatchTouch(EventDispatcher* dispatcher, int code, float x, float y);
    void dispatchPad(EventDispatcher* dispatcher, const InputEvent& e);
    static void dispatchText(const InputEvent& e);

    std::vector<InputEvent> _queued;
    RefPtr<Touch> _touch; // the mouse's touch while the left button is down
    float _mouseX = 0.0f;
    float _mouseY = 0.0f;
    std::map<int, std::string> _pads; // connected controllers: device id -> name
};

} // namespace cc
