-- Raises once inside a callback of the kind named by arg[1] (update, timer, event, action, node,
-- touch; recursion: a stack overflow; tostring: an error object whose __tostring returns no string;
-- handler: one whose __tostring raises, an error inside the error handler): the error is reported
-- and the frames go on, unless --fail-on-error.
local kind = arg[1]
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
scene:scheduleUpdateWithPriorityLua(function()
    local frame = director:getTotalFrames() + 1 -- the first update runs in frame 2
    print("frame " .. frame)
    if kind == "update" and frame == 3 then error("update failed") end
    if frame ~= 3 then return end
    if kind == "recursion" then
        local function down(n) return down(n + 1) + 1 end
        down(1)
    elseif kind == "tostring" then
        error(setmetatable({}, {__tostring = function() return {} end}))
    elseif kind == "handler" then
        error(setmetatable({}, {__tostring = function() error("tostring failed") end}))
    end
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
elseif kind == "node" then
    local child = cc.Node:create()
    child:registerScriptHandler(function(event)
        if event == "enter" then error("node event failed") end
    end)
    scene:addChild(child)
elseif kind == "touch" then
    local listener = cc.EventListenerTouchOneByOne:create()
    listener:registerScriptHandler(function(touch)
        error("touch handler failed at x=" .. math.floor(touch:getLocation().x))
    end, cc.Handler.EVENT_TOUCH_BEGAN)
    director:getEventDispatcher():addEventListenerWithSceneGraphPriority(listener, scene)
elseif kind == "action" then
    scene:runAction(cc.Sequence:create(cc.DelayTime:create(2 / 60), cc.CallFunc:create(function()
        error("action failed")
    end)))
end
director:runWithScene(scene)
