// engine/events/Controller.h — a connected game controller (gamepad), cocos2d-x 3.17's `Controller`.
#pragma once

#include "base/Ref.h"

#include <cstddef>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace cc {

class EventDispatcher;

/// One game controller, with cocos2d-x 3.17's Lua API (getAllController, getControllerByTag,
/// getDeviceName, getDeviceId, isConnected, getKeyStatus, tags) and its key codes.
///
/// The platform reports devices and their buttons and axes through the static "Kite" functions at
/// the bottom (InputDispatcher calls them with the recorded InputEvents); each dispatches an
/// EventController, which EventListenerController turns into its callbacks. Unlike cocos, a
/// Controller is a Ref and outlives its disconnection: the registry keeps a disconnected controller
/// (isConnected() false, its last key status) until removeAll(), which the Director's reset calls, so a
/// game holding one after the disconnect still has a valid object; only the latest kKeptDisconnected are
/// kept (a device unplugged again and again must not grow the list without bound).
class Controller : public Ref {
public:
    /// cocos2d-x `Controller::Key`: buttons and axes in one numbering (Lua: cc.ControllerKey).
    enum Key {
        JOYSTICK_LEFT_X = 1000,
        JOYSTICK_LEFT_Y,
        JOYSTICK_RIGHT_X,
        JOYSTICK_RIGHT_Y,

        BUTTON_A,
        BUTTON_B,
        BUTTON_C,
        BUTTON_X,
        BUTTON_Y,
        BUTTON_Z,

        BUTTON_DPAD_UP,
        BUTTON_DPAD_DOWN,
        BUTTON_DPAD_LEFT,
        BUTTON_DPAD_RIGHT,
        BUTTON_DPAD_CENTER,

        BUTTON_LEFT_SHOULDER,
        BUTTON_RIGHT_SHOULDER,

        AXIS_LEFT_TRIGGER,
        AXIS_RIGHT_TRIGGER,

        BUTTON_LEFT_THUMBSTICK,
        BUTTON_RIGHT_THUMBSTICK,

        BUTTON_START,
        BUTTON_SELECT,

        BUTTON_PAUSE,
        KEY_MAX
    };

    /// cocos2d-x `Controller::KeyStatus`. Buttons: value 1 or 0, not analog. Axes: value in -1..1 (sticks)
    /// or 0..1 (triggers), analog, isPressed stays false.
    struct KeyStatus {
        bool isPressed = false;
        float value = 0.0f;
        bool isAnalog = false;
    };

    static constexpr int TAG_UNSET = -1;
    /// How many disconnected controllers the registry keeps; past this, the oldest is let go.
    static constexpr std::size_t kKeptDisconnected = 32;

    /// The connected controllers, in the order they connected.
    static const std::vector<Controller*>& getAllController();
    /// The connected controller with @p tag, or nullptr.
    static Controller* getControllerByTag(int tag);
    /// The connected controller with @p deviceId, or nullptr.
    static Controller* getControllerByDeviceId(int deviceId);
    /// cocos: starts looking for controllers (iOS only; empty elsewhere). Kite's platform reports every
    /// controller as SDL finds it, so there is nothing to start or stop.
    static void startDiscoveryController() {}
    static void stopDiscoveryController() {}

    const std::string& getDeviceName() const { return _deviceName; }
    /// The platform's id for the device (SDL's joystick instance id; never reused in a run).
    int getDeviceId() const { return _deviceId; }
    bool isConnected() const { return _connected; }
    /// The status of @p keyCode (a Key); an unknown code reads as released, 0, not analog.
    const KeyStatus& getKeyStatus(int keyCode);
    /// cocos: receive Android's extra keys (back, menu). Kite's controllers report the standard keys
    /// only, so this is kept and reported by isReceivingExternalKey, and changes nothing else.
    void receiveExternalKeyEvent(int externalKeyCode, bool receive);
    bool isReceivingExternalKey(int externalKeyCode) const;
    void setTag(int tag) { _controllerTag = tag; }
    int getTag() const { return _controllerTag; }

    // -- Kite: what the platform's input reports (through InputDispatcher) ---------------------
    /// A device appeared: a new controller, CONNECTION (connected) dispatched. A device id already
    /// connected is ignored.
    static void deviceAdded(EventDispatcher* dispatcher, int deviceId, const std::string& name);
    /// A device went away: it stops being listed, isConnected() turns false, CONNECTION (disconnected)
    /// dispatched. Unknown ids are ignored.
    static void deviceRemoved(EventDispatcher* dispatcher, int deviceId);
    /// A button changed: its status set (value 1 or 0), BUTTON_STATUS_CHANGED dispatched.
    static void buttonChanged(EventDispatcher* dispatcher, int deviceId, int keyCode, bool pressed);
    /// An axis moved: its value set (analog), AXIS_STATUS_CHANGED dispatched.
    static void axisChanged(EventDispatcher* dispatcher, int deviceId, int keyCode, float value);
    /// Once a frame, before the frame's input: every button still held is reported again
    /// (BUTTON_STATUS_CHANGED with pressed before and now: onKeyRepeat), as cocos's desktop polling does.
    static void repeatHeldButtons(EventDispatcher* dispatcher);
    /// Forgets every controller, connected or not, without events (a run ends).
    static void removeAll();

private:
    Controller(int deviceId, const std::string& name);

    /// The key's status before becomes its previous one, @p change makes the new one, and an
    /// EventController of @p type (a ControllerEventType) goes out; unknown devices are ignored.
    static void keyChanged(EventDispatcher* dispatcher, int deviceId, int keyCode,
                           const std::function<void(KeyStatus*)>& change, int type);

    friend class EventListenerController;
    std::map<int, KeyStatus> _allKeyStatus;
    std::map<int, KeyStatus> _allKeyPrevStatus;
    std::vector<int> _externalKeys;
    std::string _deviceName;
    int _deviceId;
    int _controllerTag = TAG_UNSET;
    bool _connected = true;
};

} // namespace cc
