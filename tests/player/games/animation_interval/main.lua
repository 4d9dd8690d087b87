-- cc.Director:setAnimationInterval(1/20): a window runs at 20 frames a second, as in cocos2d-x;
-- headless and fixed-step runs keep their step. Prints each frame's number and time step.
local director = cc.Director:getInstance()
director:setAnimationInterval(1 / 20)
local scene = cc.Scene:create()
scene:scheduleUpdateWithPriorityLua(function(dt)
    print(string.format("frame %d dt %.4f", director:getTotalFrames() + 1, dt))
end, 0)
director:runWithScene(scene)
