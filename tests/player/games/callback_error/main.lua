-- Raises once inside a callback of the kind named by arg[1] (update, timer, event, action): the
-- error is reported and the frames go on, unless --fail-on-error.
local kind = arg[1]
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
scene:scheduleUpdateWithPriorityLua(function()
    local frame = director:getTotalFrames() + 1 -- the first update runs in frame 2
    print("frame " .. frame)
    if kind == "update" and frame == 3 then error("update failed") end
end, 0)
if kind == "timer" then
    local calls = 0
    director:getScheduler():scheduleScriptFunc(function()
        calls = calls + 1
        if calls == 3 then error("timer failed") end
    end, 0, false)
elseif kind == "event" then
    local listener = cc.EventListenerKeyboard:create()
    listener:registerScriptHandler(function(key)
        error("key handler failed for key " .. tostring(key))
    end, cc.Handler.EVENT_KEYBOARD_PRESSED)
    director:getEventDispatcher():addEventListenerWithSceneGraphPriority(listener, scene)
elseif kind == "action" then
    scene:runAction(cc.Sequence:create(cc.DelayTime:create(2 / 60), cc.CallFunc:create(function()
        error("action failed")
    end)))
end
director:runWithScene(scene)
