-- src/sound.lua -- Astro Rocks' sounds through cocos2d-x 3.x's ccexp.AudioEngine. The gun plays
-- with an AudioProfile (at most 3 shots heard at once, 60 ms apart) so rapid fire never piles up;
-- the engine's roar is a looping instance started and stopped with the thrust; pause pauses every
-- sound (pauseAll / resumeAll). M (or the settings panel's SOUND box) mutes: the music's volume goes
-- to 0 and no effect starts; the panel's VOLUME slider scales every sound. The WAV files are made by
-- tools/make_sounds.py.

local sound = {muted = false, volume = 1.0, musicId = nil, thrustId = nil}

local EFFECTS = {
    fire = "res/sfx/fire.wav",             -- a shot
    boom_big = "res/sfx/boom_big.wav",     -- a big rock breaks
    boom_small = "res/sfx/boom_small.wav", -- a middle or small rock breaks
    ship = "res/sfx/ship.wav",             -- the ship explodes
    wave = "res/sfx/wave.wav",             -- a new wave comes in
    gameover = "res/sfx/gameover.wav",     -- the last ship lost
}
local THRUST = "res/sfx/thrust.wav"
local MUSIC = "res/sfx/music.wav"
local MUSIC_VOLUME = 0.5
local THRUST_VOLUME = 0.6

local audio = ccexp.AudioEngine

local gun = ccexp.AudioProfile:new()
gun.name = "gun"
gun.maxInstances = 3
gun.minDelay = 0.06

function sound.preload()
    for _, path in pairs(EFFECTS) do audio:preload(path) end
    audio:preload(THRUST)
    audio:preload(MUSIC)
end

--- The instance id, or cc.AUDIO_INVAILD_ID when muted or refused (a profile's limits).
function sound.effect(name, volume)
    if sound.muted then return cc.AUDIO_INVAILD_ID end
    return audio:play2d(EFFECTS[name], false, (volume or 1.0) * sound.volume)
end

function sound.fire()
    if sound.muted then return cc.AUDIO_INVAILD_ID end
    return audio:play2d(EFFECTS.fire, false, 0.8 * sound.volume, gun)
end

--- The engine's roar follows the thrust: on starts the loop, off stops it.
function sound.thrust(on)
    if on and not sound.thrustId and not sound.muted then
        sound.thrustId = audio:play2d(THRUST, true, THRUST_VOLUME * sound.volume)
    elseif not on and sound.thrustId then
        audio:stop(sound.thrustId)
        sound.thrustId = nil
    end
end

function sound.music()
    if sound.musicId and audio:getState(sound.musicId) ~= ccexp.AudioState.ERROR then return end
    sound.musicId = audio:play2d(MUSIC, true, sound.musicVolume())
end

function sound.musicVolume()
    return sound.muted and 0 or MUSIC_VOLUME * sound.volume
end

function sound.pause(paused)
    if paused then audio:pauseAll() else audio:resumeAll() end
end

function sound.setMuted(muted)
    sound.muted = muted
    if sound.musicId then audio:setVolume(sound.musicId, sound.musicVolume()) end
    if muted then sound.thrust(false) end
end

function sound.toggleMute()
    sound.setMuted(not sound.muted)
end

--- The volume of every sound, 0..1 (the settings panel's slider).
function sound.setVolume(volume)
    sound.volume = volume
    if sound.musicId then audio:setVolume(sound.musicId, sound.musicVolume()) end
    if sound.thrustId then audio:setVolume(sound.thrustId, THRUST_VOLUME * volume) end
end

return sound
