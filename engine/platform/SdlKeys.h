// engine/platform/SdlKeys.h — SDL key codes to cocos2d-x key codes (platform-internal).
#pragma once

#include <SDL.h>

namespace cc {

/// The cc::EventKeyboard::KeyCode (as int) for an SDL key, following cocos2d-x's desktop mapping
/// (letters are KEY_A..KEY_Z whatever the shift state; keypad digits are KEY_0..KEY_9);
/// KEY_NONE (0) for keys cocos2d-x has no code for.
int keyCodeFromSdl(SDL_Keycode key);

} // namespace cc
