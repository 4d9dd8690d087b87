-- Hangs inside a callback at frame 2: --timeout must end the run.
local scene = cc.Scene:create()
local frame = 0
scene:scheduleUpdateWithPriorityLua(function()
    frame = frame + 1
    print("frame " .. frame)
    if frame == 2 then
        local n = 0
        while true do n = n + 1 end
    end
end, 0)
cc.Director:getInstance():runWithScene(scene)
