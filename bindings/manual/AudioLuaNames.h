// AudioLuaNames.h -- the audio classes named by the Lua modules cocos2d-x registers them in, so the
// generated bindings (pkg/audio.pkg) and the manual ones read as Lua sees them: ccexp.AudioEngine
// is cc::experimental::AudioEngine, cc.SimpleAudioEngine is CocosDenshion::SimpleAudioEngine.
// Include it only in binding sources.
// SPDX-License-Identifier: MIT
#pragma once

#include "audio/AudioEngine.h"
#include "audio/SimpleAudioEngine.h"

namespace ccexp = cc::experimental;

namespace cc {
using SimpleAudioEngine = CocosDenshion::SimpleAudioEngine;
}
