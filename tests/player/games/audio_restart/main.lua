-- A restart (R, --watch, a replayed "restart") while a looping sound plays with a Lua finish
-- callback: the sound stops and the callback is released before the Lua state closes, so the
-- handler census at exit counts none (kite --census prints it).
local engine = ccexp.AudioEngine
local id = engine:play2d("tone.wav", true)
engine:setFinishCallback(id, function() print("a loop never finishes") end)
local other = engine:play2d("tone.wav")
engine:setFinishCallback(other, function(audioID) print("finished " .. audioID) end)
print("started " .. id .. " and " .. other .. ", live handlers " .. kite.liveHandlers())
if id >= 2 then -- after the restart: the first run's loop was stopped with it (ERROR is -1)
    print("the first run's loop: state " .. engine:getState(id - 2))
end
cc.Director:getInstance():runWithScene(cc.Scene:create())
