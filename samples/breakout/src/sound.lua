-- src/sound.lua -- Breakout's sounds, played the cocos2d-x 3.x way through cocosdenshion's
-- cc.SimpleAudioEngine: effects preloaded once, one music loop for the whole run. M mutes and
-- unmutes (both volumes to 0 and back), for every scene of the run. The WAV files are made by
-- tools/make_sounds.py.

local sound = {muted = false}

local EFFECTS = {
    paddle = "res/sfx/paddle.wav",     -- the ball bounces off the paddle
    brick = "res/sfx/brick.wav",       -- a brick breaks
    steel = "res/sfx/steel.wav",       -- a steel brick cracks
    wall = "res/sfx/wall.wav",         -- the ball bounces off a wall
    lose = "res/sfx/lose.wav",         -- the ball is lost
    clear = "res/sfx/clear.wav",       -- the level is cleared
    gameover = "res/sfx/gameover.wav", -- no lives left
}
local MUSIC = "res/sfx/music.wav"
local MUSIC_VOLUME = 0.45

local function engine()
    return cc.SimpleAudioEngine:getInstance()
end

--- Loads every effect and the music up front, so the first play of each costs no decoding.
function sound.preload()
    for _, path in pairs(EFFECTS) do engine():preloadEffect(path) end
    engine():preloadMusic(MUSIC)
    engine():setMusicVolume(MUSIC_VOLUME)
end

function sound.effect(name)
    return engine():playEffect(EFFECTS[name])
end

--- Starts the music loop unless it is playing already (scenes come and go; the music goes on).
function sound.music()
    if not engine():isMusicPlaying() then engine():playMusic(MUSIC, true) end
end

function sound.toggleMute()
    sound.muted = not sound.muted
    engine():setMusicVolume(sound.muted and 0 or MUSIC_VOLUME)
    engine():setEffectsVolume(sound.muted and 0 or 1)
end

return sound
