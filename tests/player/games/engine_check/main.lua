-- Calls the engine refuses (a child added twice, an action run twice): the engine carries on, and
-- the player reports each at the script line that made the call, with the method and a traceback.
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
local child = cc.Node:create()
scene:addChild(child)
local function addAgain()
    scene:addChild(child)
end
addAgain()
local runner = cc.Node:create()
scene:addChild(runner)
scene:scheduleUpdateWithPriorityLua(function()
    local frame = director:getTotalFrames() + 1
    print("frame " .. frame)
    if frame == 3 then
        local delay = cc.DelayTime:create(1)
        runner:runAction(delay)
        runner:runAction(delay)
    end
end, 0)
director:runWithScene(scene)
