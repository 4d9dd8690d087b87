-- Prints each frame's number and time step (for --frames, --fixed-dt and the headless default).
-- The scene enters during frame 1, after that frame's updates: the first update is in frame 2.
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
scene:scheduleUpdateWithPriorityLua(function(dt)
    print(string.format("frame %d dt %.6f", director:getTotalFrames() + 1, dt))
end, 0)
director:runWithScene(scene)
