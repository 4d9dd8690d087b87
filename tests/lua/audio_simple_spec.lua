-- audio_simple_spec.lua -- cocosdenshion's cc.SimpleAudioEngine from Lua, under cocos2d-x 3.17's
-- Lua names (playMusic for playBackgroundMusic, ..., destroyInstance for end).

local files = require("audio.wavfiles")
local director = cc.Director:getInstance()
director:runWithScene(cc.Scene:create())
kite.test.step(1)

local DT = 1 / 60
local music = files.wav("music.wav", 0.5) -- 30 frames
local effect = files.wav("effect.wav", 0.25)

local engine = cc.SimpleAudioEngine:getInstance()
checkeq(tolua.type(engine), "cc.SimpleAudioEngine")
checkeq(cc.SimpleAudioEngine:getInstance(), engine, "one shared instance")

-- -- music -----------------------------------------------------------------------------------------
checkeq(engine:willPlayMusic(), true)
checkeq(engine:isMusicPlaying(), false)
engine:preloadMusic(music)
engine:playMusic(music) -- loop defaults to false
checkeq(engine:isMusicPlaying(), true)
kite.test.step(10, DT)
engine:pauseMusic()
checkeq(engine:isMusicPlaying(), false, "paused is not playing")
kite.test.step(60, DT)
engine:resumeMusic()
checkeq(engine:isMusicPlaying(), true, "resumed where it was")
kite.test.step(15, DT)
checkeq(engine:isMusicPlaying(), true)
kite.test.step(10, DT)
checkeq(engine:isMusicPlaying(), false, "a music that does not loop ends")
engine:playMusic(music, true)
kite.test.step(90, DT)
checkeq(engine:isMusicPlaying(), true, "a loop goes on")
engine:rewindMusic()
checkeq(engine:isMusicPlaying(), true)
engine:setMusicVolume(0.25)
checknear(engine:getMusicVolume(), 0.25)
engine:setMusicVolume(-2)
checknear(engine:getMusicVolume(), 0, "clamped to 0..1")
engine:setMusicVolume(3)
checknear(engine:getMusicVolume(), 1)
engine:playMusic(effect, true) -- another music replaces the first
checkeq(engine:isMusicPlaying(), true)
engine:stopMusic()
checkeq(engine:isMusicPlaying(), false)
engine:playMusic(music, true)
engine:stopMusic(true) -- and frees its data
checkeq(engine:isMusicPlaying(), false)
engine:playMusic(files.missing("nomusic.wav"), true)
checkeq(engine:isMusicPlaying(), false, "a missing music plays nothing")

-- -- effects ---------------------------------------------------------------------------------------
engine:preloadEffect(effect)
local e1 = engine:playEffect(effect)
checkeq(type(e1), "number")
checkeq(e1 > 0, true, "an effect id")
local e2 = engine:playEffect(effect, true, 1.0, -1.0, 0.5) -- loop, pitch, pan, gain
checkeq(e2 ~= e1, true)
engine:pauseEffect(e2)
engine:resumeEffect(e2)
engine:pauseAllEffects()
engine:resumeAllEffects()
engine:stopEffect(e1)
engine:stopAllEffects()
engine:setEffectsVolume(0.5)
checknear(engine:getEffectsVolume(), 0.5)
engine:setEffectsVolume(-1)
checknear(engine:getEffectsVolume(), 0, "clamped to 0..1")
engine:setEffectsVolume(1)
engine:unloadEffect(effect)
checkeq(engine:playEffect(files.missing("noeffect.wav")), 0, "0 for an effect that cannot play")
checkeq(engine:playEffect(files.text("text.wav")), 0)
engine:stopEffect(123456) -- unknown ids: no-ops
engine:pauseEffect(123456)
engine:resumeEffect(123456)
-- thousands of effects at once: those past the channels are refused (0), and once the others end
-- the channels are free again
local played = 0
for _ = 1, 2000 do
    if engine:playEffect(effect) > 0 then played = played + 1 end
end
checkeq(played > 0, true)
checkeq(played < 2000, true, "the channels are limited")
kite.test.step(20, DT)
checkeq(engine:playEffect(effect) > 0, true, "ended effects give their channels back")
engine:stopAllEffects()

-- -- arguments -------------------------------------------------------------------------------------
checkerr("cc.SimpleAudioEngine:playEffect", function() engine:playEffect() end)
checkerr("cc.SimpleAudioEngine:playEffect", function() engine:playEffect(effect, "yes") end)
checkerr("cc.SimpleAudioEngine:playEffect", function() engine.playEffect(effect) end)
checkerr("cc.SimpleAudioEngine:playMusic", function() engine:playMusic({}) end)
checkerr("cc.SimpleAudioEngine:stopEffect", function() engine:stopEffect("x") end)
checkerr("cc.SimpleAudioEngine:setMusicVolume", function() engine:setMusicVolume() end)
checkerr("cc.SimpleAudioEngine:getInstance", function() cc.SimpleAudioEngine.getInstance() end)

-- -- destroyInstance (cocos's Lua name for end) -----------------------------------------------------
engine:playMusic(music, true)
engine:playEffect(effect, true)
checkeq(cc.SimpleAudioEngine:destroyInstance(), cc.SimpleAudioEngine, "a static method returns its class")
checkerr("invalid 'self' in function 'cc.SimpleAudioEngine:isMusicPlaying'", function() return engine:isMusicPlaying() end)
checkeq(tolua.isnull(engine), true, "the old instance's userdata is dead")
local fresh = cc.SimpleAudioEngine:getInstance()
checkeq(fresh ~= engine, true)
checkeq(fresh:isMusicPlaying(), false, "end stopped the music")
fresh:playMusic(music, true)
checkeq(fresh:isMusicPlaying(), true, "a new instance plays")
cc.SimpleAudioEngine["end"](cc.SimpleAudioEngine)
checkeq(cc.SimpleAudioEngine:getInstance():isMusicPlaying(), false)
files.cleanup()
