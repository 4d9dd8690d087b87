// engine/platform/InputEvent.h — one input event as the platform saw it, before it becomes an
// engine event. Plain data with a one-line text form, so runs can be recorded and replayed.
#pragma once

#include <string>

namespace cc {

/// A key, button, pointer or window event in engine terms: key codes are
/// cc::EventKeyboard::KeyCode values, buttons cc::EventMouse::MouseButton values, and positions are
/// in engine coordinates (origin bottom-left, y up, design-size units), so a recording does not
/// depend on the window's size or on SDL.
struct InputEvent {
    enum class Type { KeyDown, KeyUp, MouseDown, MouseUp, MouseMove, MouseWheel, Quit };

    Type type = Type::Quit;
    int key = 0;    // KeyDown / KeyUp
    int button = 0; // MouseDown / MouseUp
    float x = 0.0f; // pointer position; for MouseWheel the scroll amounts
    float y = 0.0f;

    static InputEvent keyDown(int key) { return {Type::KeyDown, key, 0, 0.0f, 0.0f}; }
    static InputEvent keyUp(int key) { return {Type::KeyUp, key, 0, 0.0f, 0.0f}; }
    static InputEvent mouseDown(int button, float x, float y) { return {Type::MouseDown, 0, button, x, y}; }
    static InputEvent mouseUp(int button, float x, float y) { return {Type::MouseUp, 0, button, x, y}; }
    static InputEvent mouseMove(float x, float y) { return {Type::MouseMove, 0, 0, x, y}; }
    static InputEvent mouseWheel(float dx, float dy) { return {Type::MouseWheel, 0, 0, dx, dy}; }
    static InputEvent quit() { return {}; }

    /// "key-down SPACE", "mouse-down LEFT 120 80", "mouse-move 121.5 80", "wheel 0 -1", "quit".
    std::string toText() const;
    /// Parses toText()'s form; returns false (and leaves @p out alone) on anything else.
    static bool fromText(const std::string& text, InputEvent* out);

    bool operator==(const InputEvent& other) const {
        return type == other.type && key == other.key && button == other.button && x == other.x &&
               y == other.y;
    }
};

/// The name of a cc::EventKeyboard::KeyCode without its KEY_ prefix ("SPACE", "A", "LEFT_ARROW"), or
/// the number as text for codes without a name.
std::string keyCodeName(int keyCode);
/// The inverse of keyCodeName(); -1 when unknown.
int keyCodeFromName(const std::string& name);

} // namespace cc
