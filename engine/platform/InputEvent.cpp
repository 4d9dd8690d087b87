// engine/platform/InputEvent.cpp — the text form of input events (see InputEvent.h).
#include "platform/InputEvent.h"

#include "events/Controller.h"
#include "events/EventKeyboard.h"
#include "events/EventMouse.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <vector>

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

// cc::Controller::Key names, as cocos's cc.ControllerKey spells them (KEY_MAX is no key).
const char* const kPadKeyNames[] = {
    "JOYSTICK_LEFT_X",
    "JOYSTICK_LEFT_Y",
    "JOYSTICK_RIGHT_X",
    "JOYSTICK_RIGHT_Y",
    "BUTTON_A",
    "BUTTON_B",
    "BUTTON_C",
    "BUTTON_X",
    "BUTTON_Y",
    "BUTTON_Z",
    "BUTTON_DPAD_UP",
    "BUTTON_DPAD_DOWN",
    "BUTTON_DPAD_LEFT",
    "BUTTON_DPAD_RIGHT",
    "BUTTON_DPAD_CENTER",
    "BUTTON_LEFT_SHOULDER",
    "BUTTON_RIGHT_SHOULDER",
    "AXIS_LEFT_TRIGGER",
    "AXIS_RIGHT_TRIGGER",
    "BUTTON_LEFT_THUMBSTICK",
    "BUTTON_RIGHT_THUMBSTICK",
    "BUTTON_START",
    "BUTTON_SELECT",
    "BUTTON_PAUSE",
};
static_assert(sizeof kPadKeyNames / sizeof kPadKeyNames[0] ==
                  Controller::KEY_MAX - Controller::JOYSTICK_LEFT_X,
              "one name per cc::Controller::Key");

std::string padKeyName(int key) {
    if (key >= Controller::JOYSTICK_LEFT_X && key < Controller::KEY_MAX)
        return kPadKeyNames[key - Controller::JOYSTICK_LEFT_X];
    return std::to_string(key);
}

bool parseInt(const std::string& text, int* out) {
    char* end = nullptr;
    long value = std::strtol(text.c_str(), &end, 10);
    if (text.empty() || *end || value < -2147483647L || value > 2147483647L) return false;
    *out = static_cast<int>(value);
    return true;
}

bool parsePadKey(const std::string& text, int* out) {
    for (int key = Controller::JOYSTICK_LEFT_X; key < Controller::KEY_MAX; ++key)
        if (text == kPadKeyNames[key - Controller::JOYSTICK_LEFT_X]) {
            *out = key;
            return true;
        }
    return parseInt(text, out);
}

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
    return parseInt(text, out);
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
    if (text.empty() || *end || !std::isfinite(value)) return false; // "nan" would never read back equal
    *out = value;
    return true;
}

bool isPrintable(unsigned char c) {
    return c > ' ' && c < 0x7f;
}

const char kHex[] = "0123456789ABCDEF";

int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

} // namespace

std::string escapeInputText(const std::string& text) {
    if (text.empty()) return "\\0";
    std::string out;
    out.reserve(text.size());
    for (char ch : text) {
        auto c = static_cast<unsigned char>(ch);
        if (c == '\\')
            out += "\\\\";
        else if (c == ' ')
            out += "\\s";
        else if (isPrintable(c))
            out += ch;
        else {
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 15];
        }
    }
    return out;
}

bool unescapeInputText(const std::string& word, std::string* text) {
    std::string out;
    if (word == "\\0") {
        text->clear();
        return true;
    }
    if (word.empty()) return false;
    for (size_t i = 0; i < word.size(); ++i) {
        char c = word[i];
        if (!isPrintable(static_cast<unsigned char>(c))) return false;
        if (c != '\\') {
            out += c;
            continue;
        }
        if (++i == word.size()) return false;
        if (word[i] == '\\')
            out += '\\';
        else if (word[i] == 's')
            out += ' ';
        else if (word[i] == 'x' && i + 2 < word.size() && hexValue(word[i + 1]) >= 0 &&
                 hexValue(word[i + 2]) >= 0) {
            out += static_cast<char>(hexValue(word[i + 1]) * 16 + hexValue(word[i + 2]));
            i += 2;
        } else
            return false;
    }
    *text = std::move(out);
    return true;
}

std::string keyCodeName(int keyCode) {
    for (const KeyName& k : kKeyNames)
        if (static_cast<int>(k.code) == keyCode) return k.name;
    return std::to_string(keyCode);
}

int keyCodeFromName(const std::string& name) {
    for (const KeyName& k : kKeyNames)
        if (name == k.name) return static_cast<int>(k.code);
    int value = -1;
    return parseInt(name, &value) ? value : -1;
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
    case Type::PadAdded:
        return "pad-added " + std::to_string(device) + " " + escapeInputText(text);
    case Type::PadRemoved:
        return "pad-removed " + std::to_string(device);
    case Type::PadDown:
        return "pad-down " + std::to_string(device) + " " + padKeyName(key);
    case Type::PadUp:
        return "pad-up " + std::to_string(device) + " " + padKeyName(key);
    case Type::PadAxis:
        return "pad-axis " + std::to_string(device) + " " + padKeyName(key) + " " + number(x);
    case Type::TextInput:
        return "text-input " + escapeInputText(text);
    case Type::TextEditing:
        return "text-editing " + std::to_string(key) + " " + std::to_string(button) + " " +
               escapeInputText(text);
    }
    return "quit";
}

bool InputEvent::fromText(const std::string& text, InputEvent* out) {
    std::istringstream in(text);
    std::vector<std::string> w;
    for (std::string word; in >> word;)
        w.push_back(word);
    if (w.empty()) return false;
    const std::string& kind = w[0];
    const size_t n = w.size();
    InputEvent event;
    bool ok = false;
    if (kind == "key-down" || kind == "key-up") {
        event.type = kind == "key-down" ? Type::KeyDown : Type::KeyUp;
        event.key = n == 2 ? keyCodeFromName(w[1]) : -1;
        ok = event.key >= 0;
    } else if (kind == "mouse-down" || kind == "mouse-up") {
        event.type = kind == "mouse-down" ? Type::MouseDown : Type::MouseUp;
        ok = n == 4 && parseButton(w[1], &event.button) && parseNumber(w[2], &event.x) &&
             parseNumber(w[3], &event.y);
    } else if (kind == "mouse-move" || kind == "wheel") {
        event.type = kind == "wheel" ? Type::MouseWheel : Type::MouseMove;
        ok = n == 3 && parseNumber(w[1], &event.x) && parseNumber(w[2], &event.y);
    } else if (kind == "quit") {
        event.type = Type::Quit;
        ok = n == 1;
    } else if (kind == "pad-added") {
        event.type = Type::PadAdded;
        ok = n == 3 && parseInt(w[1], &event.device) && unescapeInputText(w[2], &event.text);
    } else if (kind == "pad-removed") {
        event.type = Type::PadRemoved;
        ok = n == 2 && parseInt(w[1], &event.device);
    } else if (kind == "pad-down" || kind == "pad-up") {
        event.type = kind == "pad-down" ? Type::PadDown : Type::PadUp;
        ok = n == 3 && parseInt(w[1], &event.device) && parsePadKey(w[2], &event.key);
    } else if (kind == "pad-axis") {
        event.type = Type::PadAxis;
        ok = n == 4 && parseInt(w[1], &event.device) && parsePadKey(w[2], &event.key) &&
             parseNumber(w[3], &event.x) && event.x >= -1.0f && event.x <= 1.0f;
    } else if (kind == "text-input") {
        event.type = Type::TextInput;
        ok = n == 2 && unescapeInputText(w[1], &event.text) && !event.text.empty();
    } else if (kind == "text-editing") {
        event.type = Type::TextEditing;
        ok = n == 4 && parseInt(w[1], &event.key) && parseInt(w[2], &event.button) &&
             unescapeInputText(w[3], &event.text);
    }
    if (!ok) return false;
    *out = event;
    return true;
}

} // namespace cc
