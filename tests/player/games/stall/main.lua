-- One frame's update stalls for 0.4 s of real time (a window drag, a breakpoint): the step after it
-- is clamped to 0.25 s in a window. Prints each frame's number and time step.
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
scene:scheduleUpdateWithPriorityLua(function(dt)
    local frame = director:getTotalFrames() + 1
    print(string.format("frame %d dt %.4f", frame, dt))
    if frame == 3 then
        local start = os.clock()
        while os.clock() - start < 0.4 do end
    end
end, 0)
director:runWithScene(scene)
