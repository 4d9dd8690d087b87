-- audio_framework_calls_spec.lua -- the calls cocos2d-x's Lua framework makes on the audio engines,
-- in Kite's own words: the `audio` module of cocos's framework (over the shared
-- cc.SimpleAudioEngine, with the arguments it passes) and the deprecated global AudioEngine that
-- cocos's framework defines (Kite defines it too, as kite.audioengine).

local files = require("audio.wavfiles")
local director = cc.Director:getInstance()
director:runWithScene(cc.Scene:create())
kite.test.step(1)

local DT = 1 / 60
local music = files.wav("fw_music.wav", 0.5)
local effect = files.wav("fw_effect.wav", 0.2)

-- -- what cocos's framework `audio` module calls, with the arguments it passes ------------------
-- (a call that is missing or takes other arguments raises, so each line below can fail)
local engine = cc.SimpleAudioEngine:getInstance()

engine:setMusicVolume(0.5)
checknear(engine:getMusicVolume(), 0.5)
engine:preloadMusic(music)
engine:stopMusic(false) -- audio.playMusic stops the last music first
engine:playMusic(music, true) -- and loops unless told otherwise
checkeq(engine:isMusicPlaying(), true)
kite.test.step(60, DT)
checkeq(engine:isMusicPlaying(), true, "a looped music plays past its end (0.5 s)")
engine:pauseMusic()
checkeq(engine:isMusicPlaying(), false)
engine:resumeMusic()
engine:rewindMusic()
checkeq(engine:isMusicPlaying(), true)
engine:stopMusic(false)
engine:playMusic(effect, false)
kite.test.step(20, DT)
checkeq(engine:isMusicPlaying(), false, "a music told not to loop ends")
engine:stopMusic(true)

engine:setEffectsVolume(0.75)
checknear(engine:getEffectsVolume(), 0.75)
engine:preloadEffect(effect)
local handle = engine:playEffect(effect, false) -- audio.playSound's defaults
checkeq(handle > 0, true)
engine:pauseEffect(handle)
engine:pauseAllEffects()
engine:resumeEffect(handle)
engine:resumeAllEffects()
engine:stopEffect(handle)
local looping = engine:playEffect(effect, true)
checkeq(looping > 0 and looping ~= handle, true)
engine:stopAllEffects()
engine:unloadEffect(effect)

-- -- the deprecated global AudioEngine: plain functions over the same instance -----------------
checkeq(type(AudioEngine), "table")
checkeq(AudioEngine.getInstance(), engine)
AudioEngine.setMusicVolume(0.25)
checknear(AudioEngine.getMusicVolume(), 0.25)
AudioEngine.preloadMusic(music)
AudioEngine.playMusic(music, true)
checkeq(AudioEngine.isMusicPlaying(), true)
checkeq(AudioEngine.willPlayMusic(), true)
AudioEngine.pauseMusic()
checkeq(AudioEngine.isMusicPlaying(), false)
AudioEngine.resumeMusic()
AudioEngine.rewindMusic()
checkeq(AudioEngine.isMusicPlaying(), true)
AudioEngine.stopMusic()
checkeq(AudioEngine.isMusicPlaying(), false)
AudioEngine.playMusic(effect) -- loop defaults to false
kite.test.step(20, DT)
checkeq(AudioEngine.isMusicPlaying(), false)

AudioEngine.setEffectsVolume(0.5)
checknear(AudioEngine.getEffectsVolume(), 0.5)
AudioEngine.preloadEffect(effect)
local id = AudioEngine.playEffect(effect)
checkeq(id > 0, true)
AudioEngine.pauseEffect(id)
AudioEngine.resumeEffect(id)
AudioEngine.pauseAllEffects()
AudioEngine.resumeAllEffects(id)
AudioEngine.stopEffect(id)
AudioEngine.playEffect(effect, true)
AudioEngine.stopAllEffects()
AudioEngine.unloadEffect(effect)
checkerr("cc.SimpleAudioEngine:playEffect", AudioEngine.playEffect)

AudioEngine.playMusic(music, true)
AudioEngine.destroyInstance()
checkeq(AudioEngine.isMusicPlaying(), false, "destroyInstance ended the music")
checkeq(tolua.type(AudioEngine.getInstance()), "cc.SimpleAudioEngine", "and a new instance is made on demand")
files.cleanup()
