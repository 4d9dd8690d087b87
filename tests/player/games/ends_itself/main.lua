-- Ends itself after 5 frames with Director:end(): exit status 0 without --frames.
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
local frame = 0
scene:scheduleUpdateWithPriorityLua(function()
    frame = frame + 1
    print("frame " .. frame)
    if frame == 5 then director["end"](director) end -- `end` is a Lua keyword
end, 0)
director:runWithScene(scene)
