// engine/platform/InputEvent.cpp — the text form of input events (see InputEvent.h).
#include "platform/InputEvent.h"

#include "events/EventKeyboard.h"
#include "events/EventMouse.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>

namespace cc {
namespace {

using KeyCode = EventKeyboard::KeyCode;

struct KeyName {
    KeyCode code;
    const char* name;
};

#define K(NAME)                                                                                              \
    { KeyCode::KEY_##NAME, #NAME }
// Every KeyCode enumerator, aliases left out (they share a value with the name listed here).
const KeyName kKeyNames[] = {
    K(NONE),
    K(PAUSE),
    K(SCROLL_LOCK),
    K(PRINT),
    K(SYSREQ),
    K(BREAK),
    K(ESCAPE),
    K(BACKSPACE),
    K(TAB),
    K(BACK_TAB),
    K(RETURN),
    K(CAPS_LOCK),
    K(SHIFT),
    K(RIGHT_SHIFT),
    K(CTRL),
    K(RIGHT_CTRL),
    K(ALT),
    K(RIGHT_ALT),
    K(MENU),
    K(HYPER),
    K(INSERT),
    K(HOME),
    K(PG_UP),
    K(DELETE),
    K(END),
    K(PG_DOWN),
    K(LEFT_ARROW),
    K(RIGHT_ARROW),
    K(UP_ARROW),
    K(DOWN_ARROW),
    K(NUM_LOCK),
    K(KP_PLUS),
    K(KP_MINUS),
    K(KP_MULTIPLY),
    K(KP_DIVIDE),
    K(KP_ENTER),
    K(KP_HOME),
    K(KP_UP),
    K(KP_PG_UP),
    K(KP_LEFT),
    K(KP_FIVE),
    K(KP_RIGHT),
    K(KP_END),
    K(KP_DOWN),
    K(KP_PG_DOWN),
    K(KP_INSERT),
    K(KP_DELETE),
    K(F1),
    K(F2),
    K(F3),
    K(F4),
    K(F5),
    K(F6),
    K(F7),
    K(F8),
    K(F9),
    K(F10),
    K(F11),
    K(F12),
    K(SPACE),
    K(EXCLAM),
    K(QUOTE),
    K(NUMBER),
    K(DOLLAR),
    K(PERCENT),
    K(CIRCUMFLEX),
    K(AMPERSAND),
    K(APOSTROPHE),
    K(LEFT_PARENTHESIS),
    K(RIGHT_PARENTHESIS),
    K(ASTERISK),
    K(PLUS),
    K(COMMA),
    K(MINUS),
    K(PERIOD),
    K(SLASH),
    K(0),
    K(1),
    K(2),
    K(3),
    K(4),
    K(5),
    K(6),
    K(7),
    K(8),
    K(9),
    K(COLON),
    K(SEMICOLON),
    K(LESS_THAN),
    K(EQUAL),
    K(GREATER_THAN),
    K(QUESTION),
    K(AT),
    K(CAPITAL_A),
    K(CAPITAL_B),
    K(CAPITAL_C),
    K(CAPITAL_D),
    K(CAPITAL_E),
    K(CAPITAL_F),
    K(CAPITAL_G),
    K(CAPITAL_H),
    K(CAPITAL_I),
    K(CAPITAL_J),
    K(CAPITAL_K),
    K(CAPITAL_L),
    K(CAPITAL_M),
    K(CAPITAL_N),
    K(CAPITAL_O),
    K(CAPITAL_P),
    K(CAPITAL_Q),
    K(CAPITAL_R),
    K(CAPITAL_S),
    K(CAPITAL_T),
    K(CAPITAL_U),
    K(CAPITAL_V),
    K(CAPITAL_W),
    K(CAPITAL_X),
    K(CAPITAL_Y),
    K(CAPITAL_Z),
    K(LEFT_BRACKET),
    K(BACK_SLASH),
    K(RIGHT_BRACKET),
    K(UNDERSCORE),
    K(GRAVE),
    K(A),
    K(B),
    K(C),
    K(D),
    K(E),
    K(F),
    K(G),
    K(H),
    K(I),
    K(J),
    K(K),
    K(L),
    K(M),
    K(N),
    K(O),
    K(P),
    K(Q),
    K(R),
    K(S),
    K(T),
    K(U),
    K(V),
    K(W),
    K(X),
    K(Y),
    K(Z),
    K(LEFT_BRACE),
    K(BAR),
    K(RIGHT_BRACE),
    K(TILDE),
    K(EURO),
    K(POUND),
    K(YEN),
    K(MIDDLE_DOT),
    K(SEARCH),
    K(DPAD_LEFT),
    K(DPAD_RIGHT),
    K(DPAD_UP),
    K(DPAD_DOWN),
    K(DPAD_CENTER),
    K(ENTER),
    K(PLAY),
};
#undef K

struct ButtonName {
    EventMouse::MouseButton button;
    const char* name;
};

const ButtonName kButtonNames[] = {
    {EventMouse::MouseButton::BUTTON_LEFT, "LEFT"},     {EventMouse::MouseButton::BUTTON_RIGHT, "RIGHT"},
    {EventMouse::MouseButton::BUTTON_MIDDLE, "MIDDLE"}, {EventMouse::MouseButton::BUTTON_4, "BUTTON_4"},
    {EventMouse::MouseButton::BUTTON_5, "BUTTON_5"},
};

std::string buttonName(int button) {
    for (const ButtonName& b : kButtonNames)
        if (static_cast<int>(b.button) == button) return b.name;
    return std::to_string(button);
}

bool parseButton(const std::string& text, int* out) {
    for (const ButtonName& b : kButtonNames)
        if (text == b.name) {
            *out = static_cast<int>(b.button);
            return true;
        }
    char* end = nullptr;
    long value = std::strtol(text.c_str(), &end, 10);
    if (text.empty() || *end) return false;
    *out = static_cast<int>(value);
    return true;
}

// Shortest text that reads back as the same float, so replays see bit-identical positions.
std::string number(float value) {
    char text[32];
    if (value == static_cast<float>(static_cast<long>(value)) && value > -1e7f && value < 1e7f) {
        std::snprintf(text, sizeof text, "%ld",
                      static_cast<long>(value)); // pixel positions: "30", not "3e+01"
        return text;
    }
    for (int precision = 1; precision <= 9; ++precision) {
        std::snprintf(text, sizeof text, "%.*g", precision, value);
        if (std::strtof(text, nullptr) == value) break;
    }
    return text;
}

bool parseNumber(const std::string& text, float* out) {
    char* end = nullptr;
    float value = std::strtof(text.c_str(), &end);
    if (text.empty() || *end) return false;
    *out = value;
    return true;
}

} // namespace

std::string keyCodeName(int keyCode) {
    for (const KeyName& k : kKeyNames)
        if (static_cast<int>(k.code) == keyCode) return k.name;
    return std::to_string(keyCode);
}

int keyCodeFromName(const std::string& name) {
    for (const KeyName& k : kKeyNames)
        if (name == k.name) return static_cast<int>(k.code);
    char* end = nullptr;
    long value = std::strtol(name.c_str(), &end, 10);
    if (name.empty() || *end) return -1;
    return static_cast<int>(value);
}

std::string InputEvent::toText() const {
    switch (type) {
    case Type::KeyDown:
        return "key-down " + keyCodeName(key);
    case Type::KeyUp:
        return "key-up " + keyCodeName(key);
    case Type::MouseDown:
        return "mouse-down " + buttonName(button) + " " + number(x) + " " + number(y);
    case Type::MouseUp:
        return "mouse-up " + buttonName(button) + " " + number(x) + " " + number(y);
    case Type::MouseMove:
        return "mouse-move " + number(x) + " " + number(y);
    case Type::MouseWheel:
        return "wheel " + number(x) + " " + number(y);
    case Type::Quit:
        return "quit";
    }
    return "quit";
}

bool InputEvent::fromText(const std::string& text, InputEvent* out) {
    std::istringstream in(text);
    std::string word, a, b, c, extra;
    in >> word >> a >> b >> c >> extra;
    if (!extra.empty()) return false;
    InputEvent event;
    if (word == "key-down" || word == "key-up") {
        event.type = word == "key-down" ? Type::KeyDown : Type::KeyUp;
        event.key = keyCodeFromName(a);
        if (event.key < 0 || !b.empty()) return false;
    } else if (word == "mouse-down" || word == "mouse-up") {
        event.type = word == "mouse-down" ? Type::MouseDown : Type::MouseUp;
        if (!parseButton(a, &event.button) || !parseNumber(b, &event.x) || !parseNumber(c, &event.y))
            return false;
    } else if (word == "mouse-move" || word == "wheel") {
        event.type = word == "wheel" ? Type::MouseWheel : Type::MouseMove;
        if (!parseNumber(a, &event.x) || !parseNumber(b, &event.y) || !c.empty()) return false;
    } else if (word == "quit") {
        if (!a.empty()) return false;
        event.type = Type::Quit;
    } else {
        return false;
    }
    *out = event;
    return true;
}

} // namespace cc
