-- audioengine.lua -- cocos2d-x's deprecated global AudioEngine (module kite.audioengine), which
-- cocos's Lua framework defines at start for games written against cocosdenshion: each of its
-- functions is a plain call (not a method) forwarding to cc.SimpleAudioEngine's shared instance,
-- getInstance() returns that instance and destroyInstance() ends it. Loaded by the bindings, once
-- cc.SimpleAudioEngine exists.

local function engine()
    return cc.SimpleAudioEngine:getInstance()
end

local M = {}

-- Forwarded as they are: omitted arguments take the engine's defaults (loop false, release false).
local forwarded = {
    "preloadMusic", "playMusic", "stopMusic", "pauseMusic", "resumeMusic", "rewindMusic", "willPlayMusic",
    "isMusicPlaying", "getMusicVolume", "setMusicVolume", "preloadEffect", "unloadEffect", "playEffect",
    "stopEffect", "pauseEffect", "resumeEffect", "stopAllEffects", "pauseAllEffects", "getEffectsVolume",
    "setEffectsVolume",
}
for _, name in ipairs(forwarded) do
    M[name] = function(...)
        local instance = engine()
        return instance[name](instance, ...)
    end
end

-- cocos's wrapper takes (and ignores) a handle here.
function M.resumeAllEffects()
    engine():resumeAllEffects()
end

function M.getInstance()
    return engine()
end

function M.destroyInstance()
    return cc.SimpleAudioEngine:destroyInstance()
end

rawset(_G, "AudioEngine", M)
return M
