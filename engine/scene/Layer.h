// engine/scene/Layer.h — a full-window container node that can take touches and keys itself.
#pragma once

#include "base/RefPtr.h"
#include "events/EventKeyboard.h"
#include "events/EventListener.h"
#include "events/EventTouch.h"
#include "events/Touch.h"
#include "scene/Node.h"

#include <functional>
#include <vector>

namespace cc {

/// cocos2d-x `Layer`: content size = window size, anchor (0.5, 0.5), positioned by its corner.
///
/// Besides ordinary event listeners, a layer keeps the cocos 2.x input API that cocos2d-x 3.17's Lua
/// bindings still offer (Lua: setTouchEnabled, registerScriptTouchHandler, setKeyboardEnabled,
/// registerScriptKeypadHandler). Kite follows those Lua bindings, not the C++ Layer, where they differ:
///
/// Touches. setTouchEnabled(true) registers one listener on the layer's EventDispatcher: all at once
/// (the default mode) or one by one (swallowing when isSwallowsTouches()), with the layer's scene-graph
/// priority, or with a fixed priority when the touch priority is not 0. The listener calls the touch
/// callback (one by one; its result claims the touch) or the touches callback (all at once), looked up
/// at delivery time, so callbacks may be set before or after enabling. Changing the mode, priority or
/// swallowing while enabled registers a new listener. Swallowing is off until registerTouchHandler
/// sets it (cocos's Lua default).
///
/// Keys. setKeyboardEnabled(true) registers a keyboard listener (scene-graph priority, each call a new
/// one); every key release is handed to the keypad callback.
///
/// Accelerometer. Kite runs on desktops, which have none, like cocos2d-x's desktop builds: the flag,
/// the interval and the callback are kept, and readings arrive only if a platform calls
/// onAcceleration (tests do).
///
/// unregisterTouchHandler / unregisterKeypadHandler remove the listener and clear the callback but keep
/// the enabled flag, as cocos does: a handler registered afterwards hears nothing until the layer is
/// enabled again. The layer removes its listeners when it is destroyed (fixed-priority ones too), and
/// keeps itself alive while one of its callbacks runs.
class Layer : public Node {
public:
    /// One touch: (phase, touch, event); the result of the BEGAN call claims the touch.
    using TouchCallback = std::function<bool(EventTouch::EventCode, Touch*, Event*)>;
    /// All touches of an event that reach the layer: (phase, touches, event).
    using TouchesCallback = std::function<void(EventTouch::EventCode, const std::vector<Touch*>&, Event*)>;
    /// A released key.
    using KeypadCallback = std::function<void(EventKeyboard::KeyCode)>;
    /// One accelerometer reading: (x, y, z) in g, and its time in seconds.
    using AccelerationCallback = std::function<void(double x, double y, double z, double timestamp)>;

    static Layer* create();
    ~Layer() override;
    bool init() override;

    void setTouchEnabled(bool enabled);
    bool isTouchEnabled() const { return _touchEnabled; }
    void setTouchMode(Touch::DispatchMode mode);
    Touch::DispatchMode getTouchMode() const { return _touchMode; }
    void setSwallowsTouches(bool swallows);
    bool isSwallowsTouches() const { return _swallowsTouches; }
    /// 0 = the layer's scene-graph priority; anything else a fixed priority.
    void setTouchPriority(int priority);
    int getTouchPriority() const { return _touchPriority; }

    /// cocos's registerScriptTouchHandler(fn, isMultiTouches, priority, swallowsTouches): sets the mode,
    /// priority and swallowing (one new listener if enabled and any changed), then the callbacks. It does
    /// not enable touches.
    void registerTouchHandler(const TouchCallback& touch, const TouchesCallback& touches,
                              Touch::DispatchMode mode, int priority, bool swallows);
    /// Removes the touch listener and clears both callbacks (isTouchEnabled() is unchanged).
    void unregisterTouchHandler();
    /// Sets the callbacks only (ScriptHandlerMgr's TOUCHES handler); empty ones clear.
    void setTouchCallbacks(const TouchCallback& touch, const TouchesCallback& touches);

    void setKeyboardEnabled(bool enabled);
    bool isKeyboardEnabled() const { return _keyboardEnabled; }
    void setKeypadCallback(const KeypadCallback& callback) { _keypadCallback = callback; }
    /// Removes the keyboard listener and clears the keypad callback (isKeyboardEnabled() is unchanged).
    void unregisterKeypadHandler();

    void setAccelerometerEnabled(bool enabled) { _accelerometerEnabled = enabled; }
    bool isAccelerometerEnabled() const { return _accelerometerEnabled; }
    /// No accelerometer to pace: accepted and ignored, as cocos2d-x's desktop builds do.
    void setAccelerometerInterval(double /*seconds*/) {}
    /// An empty callback clears it (Lua: unregisterScriptAccelerateHandler).
    void setAccelerationCallback(const AccelerationCallback& callback) { _accelerationCallback = callback; }
    /// One reading, handed to the callback when the accelerometer is enabled.
    void onAcceleration(double x, double y, double z, double timestamp);

    /// The registered listeners (nullptr when none), for tests.
    EventListener* getTouchListener() const { return _touchListener.get(); }
    EventListener* getKeyboardListener() const { return _keyboardListener.get(); }

private:
    void addTouchListener();
    void removeTouchListener();
    void removeKeyboardListener();
    /// Re-registers the touch listener after a setting changed, when touches are enabled.
    void refreshTouchListener();
    bool deliverTouch(EventTouch::EventCode code, Touch* touch, Event* event);
    void deliverTouches(EventTouch::EventCode code, const std::vector<Touch*>& touches, Event* event);
    void deliverKey(EventKeyboard::KeyCode key);

    bool _touchEnabled = false;
    bool _keyboardEnabled = false;
    bool _swallowsTouches = false;
    int _touchPriority = 0;
    Touch::DispatchMode _touchMode = Touch::DispatchMode::ALL_AT_ONCE;
    // Retained here too, so removing them stays safe after the dispatcher dropped them on its own.
    RefPtr<EventListener> _touchListener;
    RefPtr<EventListener> _keyboardListener;
    TouchCallback _touchCallback;
    TouchesCallback _touchesCallback;
    KeypadCallback _keypadCallback;
    bool _accelerometerEnabled = false;
    AccelerationCallback _accelerationCallback;
};

} // namespace cc
