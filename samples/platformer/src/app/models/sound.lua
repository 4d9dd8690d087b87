-- sound.lua -- Kite Runner's sounds through cocos2d-x 3.x's ccexp.AudioEngine: every file preloaded,
-- one looping music instance for the whole run, an effect per event; M mutes (the music's volume
-- goes to 0 and no effect starts), pausing pauses every sound. The WAV files are made by
-- tools/make_sounds.py.

local sound = {muted = false, musicId = nil}

local EFFECTS = {
    jump = "sfx/jump.wav",
    coin = "sfx/coin.wav",
    stomp = "sfx/stomp.wav",         -- a slime squashed
    hurt = "sfx/hurt.wav",           -- a life lost
    goal = "sfx/goal.wav",           -- the level complete
    gameover = "sfx/gameover.wav",
}
local MUSIC = "sfx/music.wav"
local MUSIC_VOLUME = 0.45

local audio = ccexp.AudioEngine

function sound.preload()
    for _, path in pairs(EFFECTS) do audio:preload(path) end
    audio:preload(MUSIC)
end

--- The instance id, or cc.AUDIO_INVAILD_ID when muted.
function sound.effect(name, volume)
    if sound.muted then return cc.AUDIO_INVAILD_ID end
    return audio:play2d(EFFECTS[name], false, volume or 1.0)
end

function sound.music()
    if sound.musicId then return end
    sound.musicId = audio:play2d(MUSIC, true, MUSIC_VOLUME)
end

function sound.pause(paused)
    if paused then audio:pauseAll() else audio:resumeAll() end
end

function sound.toggleMute()
    sound.muted = not sound.muted
    if sound.musicId then audio:setVolume(sound.musicId, sound.muted and 0 or MUSIC_VOLUME) end
end

return sound
