-- --audio-out: a 100 ms tone (tone.wav) played with ccexp.AudioEngine in the update of frame 11 (10
-- frames done), a second one stopped in the frame it started (frame 21), and one played with
-- cc.SimpleAudioEngine in frame 31. At 1/60 s a frame is 735 sample frames, so the WAV holds the tone
-- from sample 7350 and from sample 22050 and silence everywhere else. With the game argument
-- "error", the update raises an error in frame 13 (--fail-on-error ends the run there).
local engine = ccexp.AudioEngine
local director = cc.Director:getInstance()
local failing = arg[1] == "error"

director:getScheduler():scheduleScriptFunc(function()
    local done = director:getTotalFrames()
    if done == 10 then
        local id = engine:play2d("tone.wav")
        print("played " .. id .. " after frame " .. done)
        engine:setFinishCallback(id, function(audioID, file)
            print("finished " .. audioID .. " " .. file .. " after frame " .. director:getTotalFrames())
        end)
    elseif done == 12 and failing then
        error("deliberate error after the tone started")
    elseif done == 20 then
        local id = engine:play2d("tone.wav")
        engine:setFinishCallback(id, function() print("the stopped sound finished") end)
        engine:stop(id)
    elseif done == 30 then
        cc.SimpleAudioEngine:getInstance():playEffect("tone.wav")
    end
end, 0, false)
director:runWithScene(cc.Scene:create())
