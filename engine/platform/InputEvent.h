// engine/platform/InputEvent.h — one input event as the platform saw it, before it becomes an
// engine event. Plain data with a one-line text form, so runs can be recorded and replayed.
#pragma once

#include <string>

namespace cc {

/// A key, button, pointer or window event in engine terms: key codes are
/// cc::EventKeyboard::KeyCode values, buttons cc::EventMouse::MouseButton values, and positions are
/// in engine coordinates (origin bottom-left, y up, design-size units), so a recording does not
/// depend on the window's size or on SDL. Game controllers (issue 21) use cc::Controller::Key codes
/// and values already normalised (sticks -1..1, triggers 0..1); text is UTF-8.
struct InputEvent {
    enum class Type {
        KeyDown,
        KeyUp,
        MouseDown,
        MouseUp,
        MouseMove,
        MouseWheel,
        Quit,
        // game controllers and text input (issue 21)
        PadAdded,   ///< device, text (the device's name)
        PadRemoved, ///< device
        PadDown,    ///< device, key (a cc::Controller::Key)
        PadUp,      ///< device, key
        PadAxis,    ///< device, key, x (the axis value)
        TextInput,  ///< text: committed text (SDL_TEXTINPUT)
        TextEditing ///< text, key (cursor start), button (selection length): IME composition
    };

    Type type = Type::Quit;
    int key = 0;    // KeyDown / KeyUp
    int button = 0; // MouseDown / MouseUp
    float x = 0.0f; // pointer position; for MouseWheel the scroll amounts
    float y = 0.0f;
    int device = 0;   // Pad*: the controller's device id
    std::string text; // PadAdded, TextInput, TextEditing

    static InputEvent keyDown(int key) { return {Type::KeyDown, key, 0, 0.0f, 0.0f, 0, {}}; }
    static InputEvent keyUp(int key) { return {Type::KeyUp, key, 0, 0.0f, 0.0f, 0, {}}; }
    static InputEvent mouseDown(int button, float x, float y) {
        return {Type::MouseDown, 0, button, x, y, 0, {}};
    }
    static InputEvent mouseUp(int button, float x, float y) {
        return {Type::MouseUp, 0, button, x, y, 0, {}};
    }
    static InputEvent mouseMove(float x, float y) { return {Type::MouseMove, 0, 0, x, y, 0, {}}; }
    static InputEvent mouseWheel(float dx, float dy) { return {Type::MouseWheel, 0, 0, dx, dy, 0, {}}; }
    static InputEvent quit() { return {}; }
    static InputEvent padAdded(int device, const std::string& name) {
        return {Type::PadAdded, 0, 0, 0.0f, 0.0f, device, name};
    }
    static InputEvent padRemoved(int device) { return {Type::PadRemoved, 0, 0, 0.0f, 0.0f, device, {}}; }
    static InputEvent padButton(int device, int key, bool down) {
        return {down ? Type::PadDown : Type::PadUp, key, 0, 0.0f, 0.0f, device, {}};
    }
    static InputEvent padAxis(int device, int key, float value) {
        return {Type::PadAxis, key, 0, value, 0.0f, device, {}};
    }
    static InputEvent textInput(const std::string& text) {
        return {Type::TextInput, 0, 0, 0.0f, 0.0f, 0, text};
    }
    static InputEvent textEditing(const std::string& text, int start, int length) {
        return {Type::TextEditing, start, length, 0.0f, 0.0f, 0, text};
    }

    /// "key-down SPACE", "mouse-down LEFT 120 80", "mouse-move 121.5 80", "wheel 0 -1", "quit";
    /// "pad-added 0 Pad\s1", "pad-removed 0", "pad-down 0 BUTTON_A", "pad-up 0 BUTTON_A",
    /// "pad-axis 0 JOYSTICK_LEFT_X -0.5", "text-input h\xC3\xA9", "text-editing 2 0 ka" (text escaped
    /// by escapeInputText, so any bytes fit on one line).
    std::string toText() const;
    /// Parses toText()'s form; returns false (and leaves @p out alone) on anything else.
    static bool fromText(const std::string& text, InputEvent* out);

    bool operator==(const InputEvent& other) const {
        return type == other.type && key == other.key && button == other.button && x == other.x &&
               y == other.y && device == other.device && text == other.text;
    }
};

/// The name of a cc::EventKeyboard::KeyCode without its KEY_ prefix ("SPACE", "A", "LEFT_ARROW"), or
/// the number as text for codes without a name.
std::string keyCodeName(int keyCode);
/// The inverse of keyCodeName(); -1 when unknown.
int keyCodeFromName(const std::string& name);

/// Text as one word of a recording: printable ASCII as is, except a backslash ("\\") and a space
/// ("\s"); every other byte (controls, and UTF-8 too, so a recording is plain ASCII) as "\xHH";
/// the empty text as "\0".
std::string escapeInputText(const std::string& text);
/// The inverse of escapeInputText(); false on a bad escape.
bool unescapeInputText(const std::string& word, std::string* text);

} // namespace cc
