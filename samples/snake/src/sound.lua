-- src/sound.lua -- Snake's sounds through cocos2d-x 3.x's ccexp.AudioEngine: every sound an
-- instance with its own id from play2d. The music is one looping instance for the whole run; M
-- mutes it (its volume to 0) and silences the effects, on the title and in a game. The WAV files
-- are made by tools/make_sounds.py.

local sound = {muted = false, musicId = nil}

local EFFECTS = {
    eat = "res/sfx/eat.wav",           -- an apple eaten
    star = "res/sfx/star.wav",         -- a golden star eaten
    crash = "res/sfx/crash.wav",       -- the snake hits a wall or itself
    gameover = "res/sfx/gameover.wav", -- the last life lost
}
local MUSIC = "res/sfx/music.wav"
local MUSIC_VOLUME = 0.5

local audio = ccexp.AudioEngine

--- Decodes every file up front, so the first play of each costs nothing.
function sound.preload()
    for _, path in pairs(EFFECTS) do audio:preload(path) end
    audio:preload(MUSIC)
end

--- The instance id, or cc.AUDIO_INVAILD_ID when muted (or when the sound cannot play).
function sound.effect(name, volume)
    if sound.muted then return cc.AUDIO_INVAILD_ID end
    return audio:play2d(EFFECTS[name], false, volume or 1.0)
end

--- Starts the music loop once; later calls find it playing.
function sound.music()
    if sound.musicId and audio:getState(sound.musicId) ~= ccexp.AudioState.ERROR then return end
    sound.musicId = audio:play2d(MUSIC, true, sound.muted and 0 or MUSIC_VOLUME)
end

function sound.toggleMute()
    sound.muted = not sound.muted
    if sound.musicId then audio:setVolume(sound.musicId, sound.muted and 0 or MUSIC_VOLUME) end
end

return sound
