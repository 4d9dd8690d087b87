// engine/platform/SdlKeys.cpp — see SdlKeys.h.
#include "platform/SdlKeys.h"

#include "events/EventKeyboard.h"

namespace cc {
namespace {

using KeyCode = EventKeyboard::KeyCode;

struct KeyPair {
    SDL_Keycode sdl;
    KeyCode code;
};

// Keys whose SDL code is not a printable character (letters and digits are computed below).
const KeyPair kKeys[] = {
    {SDLK_PAUSE, KeyCode::KEY_PAUSE},
    {SDLK_SCROLLLOCK, KeyCode::KEY_SCROLL_LOCK},
    {SDLK_PRINTSCREEN, KeyCode::KEY_PRINT},
    {SDLK_SYSREQ, KeyCode::KEY_SYSREQ},
    {SDLK_ESCAPE, KeyCode::KEY_ESCAPE},
    {SDLK_BACKSPACE, KeyCode::KEY_BACKSPACE},
    {SDLK_TAB, KeyCode::KEY_TAB},
    {SDLK_RETURN, KeyCode::KEY_ENTER}, // cocos2d-x desktop sends KEY_ENTER for Return
    {SDLK_CAPSLOCK, KeyCode::KEY_CAPS_LOCK},
    {SDLK_LSHIFT, KeyCode::KEY_LEFT_SHIFT},
    {SDLK_RSHIFT, KeyCode::KEY_RIGHT_SHIFT},
    {SDLK_LCTRL, KeyCode::KEY_LEFT_CTRL},
    {SDLK_RCTRL, KeyCode::KEY_RIGHT_CTRL},
    {SDLK_LALT, KeyCode::KEY_LEFT_ALT},
    {SDLK_RALT, KeyCode::KEY_RIGHT_ALT},
    {SDLK_MENU, KeyCode::KEY_MENU},
    {SDLK_APPLICATION, KeyCode::KEY_MENU},
    {SDLK_LGUI, KeyCode::KEY_HYPER},
    {SDLK_RGUI, KeyCode::KEY_HYPER},
    {SDLK_INSERT, KeyCode::KEY_INSERT},
    {SDLK_HOME, KeyCode::KEY_HOME},
    {SDLK_PAGEUP, KeyCode::KEY_PG_UP},
    {SDLK_DELETE, KeyCode::KEY_DELETE},
    {SDLK_END, KeyCode::KEY_END},
    {SDLK_PAGEDOWN, KeyCode::KEY_PG_DOWN},
    {SDLK_LEFT, KeyCode::KEY_LEFT_ARROW},
    {SDLK_RIGHT, KeyCode::KEY_RIGHT_ARROW},
    {SDLK_UP, KeyCode::KEY_UP_ARROW},
    {SDLK_DOWN, KeyCode::KEY_DOWN_ARROW},
    {SDLK_NUMLOCKCLEAR, KeyCode::KEY_NUM_LOCK},
    {SDLK_KP_PLUS, KeyCode::KEY_KP_PLUS},
    {SDLK_KP_MINUS, KeyCode::KEY_KP_MINUS},
    {SDLK_KP_MULTIPLY, KeyCode::KEY_KP_MULTIPLY},
    {SDLK_KP_DIVIDE, KeyCode::KEY_KP_DIVIDE},
    {SDLK_KP_ENTER, KeyCode::KEY_KP_ENTER},
    {SDLK_KP_PERIOD, KeyCode::KEY_PERIOD},
    {SDLK_KP_EQUALS, KeyCode::KEY_EQUAL},
    {SDLK_KP_0, KeyCode::KEY_0},
    {SDLK_KP_1, KeyCode::KEY_1},
    {SDLK_KP_2, KeyCode::KEY_2},
    {SDLK_KP_3, KeyCode::KEY_3},
    {SDLK_KP_4, KeyCode::KEY_4},
    {SDLK_KP_5, KeyCode::KEY_5},
    {SDLK_KP_6, KeyCode::KEY_6},
    {SDLK_KP_7, KeyCode::KEY_7},
    {SDLK_KP_8, KeyCode::KEY_8},
    {SDLK_KP_9, KeyCode::KEY_9},
    {SDLK_F1, KeyCode::KEY_F1},
    {SDLK_F2, KeyCode::KEY_F2},
    {SDLK_F3, KeyCode::KEY_F3},
    {SDLK_F4, KeyCode::KEY_F4},
    {SDLK_F5, KeyCode::KEY_F5},
    {SDLK_F6, KeyCode::KEY_F6},
    {SDLK_F7, KeyCode::KEY_F7},
    {SDLK_F8, KeyCode::KEY_F8},
    {SDLK_F9, KeyCode::KEY_F9},
    {SDLK_F10, KeyCode::KEY_F10},
    {SDLK_F11, KeyCode::KEY_F11},
    {SDLK_F12, KeyCode::KEY_F12},
    {SDLK_SPACE, KeyCode::KEY_SPACE},
    {SDLK_QUOTE, KeyCode::KEY_APOSTROPHE},
    {SDLK_COMMA, KeyCode::KEY_COMMA},
    {SDLK_MINUS, KeyCode::KEY_MINUS},
    {SDLK_PERIOD, KeyCode::KEY_PERIOD},
    {SDLK_SLASH, KeyCode::KEY_SLASH},
    {SDLK_SEMICOLON, KeyCode::KEY_SEMICOLON},
    {SDLK_EQUALS, KeyCode::KEY_EQUAL},
    {SDLK_LEFTBRACKET, KeyCode::KEY_LEFT_BRACKET},
    {SDLK_BACKSLASH, KeyCode::KEY_BACK_SLASH},
    {SDLK_RIGHTBRACKET, KeyCode::KEY_RIGHT_BRACKET},
    {SDLK_BACKQUOTE, KeyCode::KEY_GRAVE},
    {SDLK_AC_SEARCH, KeyCode::KEY_SEARCH},
    {SDLK_AC_BACK, KeyCode::KEY_BACK},
};

} // namespace

int keyCodeFromSdl(SDL_Keycode key) {
    if (key >= SDLK_a && key <= SDLK_z)
        return static_cast<int>(KeyCode::KEY_A) + static_cast<int>(key - SDLK_a);
    if (key >= SDLK_0 && key <= SDLK_9)
        return static_cast<int>(KeyCode::KEY_0) + static_cast<int>(key - SDLK_0);
    for (const KeyPair& pair : kKeys)
        if (pair.sdl == key) return static_cast<int>(pair.code);
    return static_cast<int>(KeyCode::KEY_NONE);
}

} // namespace cc
