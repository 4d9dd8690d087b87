-- layer_spec.lua -- Layer's cocos 2.x touch and keypad handlers as cocos2d-x 3.17 Lua code uses them,
-- LayerGradient and LayerMultiplex.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
local handlers = kite.liveHandlers()

checkeq(cc.TOUCHES_ALL_AT_ONCE, 0)
checkeq(cc.TOUCHES_ONE_BY_ONE, 1)

-- Defaults: touch off, all at once, not swallowing
local layer = cc.Layer:create()
scene:addChild(layer)
checkeq(layer:isTouchEnabled(), false)
checkeq(layer:getTouchMode(), cc.TOUCHES_ALL_AT_ONCE)
checkeq(layer:isSwallowsTouches(), false)
checkeq(layer:isKeyboardEnabled(), false)

-- One by one: (event, x, y); "began" returning true claims the touch
local log = {}
local claim = false
layer:registerScriptTouchHandler(function(event, x, y)
    log[#log + 1] = event .. "@" .. x .. "," .. y
    if event == "began" then return claim end
end)
checkeq(layer:getTouchMode(), cc.TOUCHES_ONE_BY_ONE, "a single-touch handler sets one-by-one mode")
checkeq(layer:isSwallowsTouches(), true, "registerScriptTouchHandler swallows by default")
checkeq(layer:isTouchEnabled(), false, "registering does not enable touches")
kite.test.touch("began", 10, 20)
kite.test.touch("ended", 10, 20)
checkeq(#log, 0)
layer:setTouchEnabled(true)
checkeq(layer:isTouchEnabled(), true)
kite.test.touch("began", 10, 20)
kite.test.touch("moved", 11, 21)
kite.test.touch("ended", 11, 21)
checkeq(table.concat(log, " "), "began@10,20", "an unclaimed touch ends there")
log = {}
claim = true
kite.test.touch("began", 10, 20)
kite.test.touch("moved", 11, 21)
kite.test.touch("ended", 12, 22)
kite.test.touch("began", 5, 5)
kite.test.touch("cancelled", 6, 6)
checkeq(table.concat(log, " "), "began@10,20 moved@11,21 ended@12,22 began@5,5 cancelled@6,6")

-- Multi-touch: (event, {x1, y1, id1, ...})
local points
layer:registerScriptTouchHandler(function(event, touches)
    points = {event, unpack(touches)}
end, true)
checkeq(layer:getTouchMode(), cc.TOUCHES_ALL_AT_ONCE)
kite.test.touch("began", 30, 40, 2)
checkeq(table.concat(points, " "), "began 30 40 2")
kite.test.touch("ended", 31, 41, 2)
checkeq(table.concat(points, " "), "ended 31 41 2")

-- Swallowing: a front layer that claims hides the touch from the layer behind unless told not to
local order = {}
local function touchLayer(name, z, swallow)
    local l = cc.Layer:create()
    scene:addChild(l, z)
    l:registerScriptTouchHandler(function(event)
        order[#order + 1] = name .. ":" .. event
        return true
    end, false, 0, swallow)
    l:setTouchEnabled(true)
    return l
end
layer:removeFromParent()
local back = touchLayer("back", 1)
local front = touchLayer("front", 2)
kite.test.step(1)
kite.test.touch("began", 1, 1)
kite.test.touch("ended", 1, 1)
checkeq(table.concat(order, " "), "front:began front:ended")
order = {}
front:setSwallowsTouches(false)
kite.test.touch("began", 1, 1)
kite.test.touch("ended", 1, 1)
checkeq(table.concat(order, " "), "front:began back:began front:ended back:ended")

-- A priority other than 0 is fixed: ahead of the scene graph when negative, heard even off the scene
order = {}
local loose = cc.Layer:create()
loose:retain()
loose:registerScriptTouchHandler(function(event)
    order[#order + 1] = "loose:" .. event
    return false
end, false, -1, false)
loose:setTouchEnabled(true)
kite.test.touch("began", 1, 1)
kite.test.touch("ended", 1, 1)
checkeq(order[1], "loose:began")
checkeq(order[2], "front:began")
loose:setTouchPriority(100) -- cocos 3.17 ignores setTouchPriority
order = {}
kite.test.touch("began", 1, 1)
kite.test.touch("ended", 1, 1)
checkeq(order[1], "loose:began")
loose:release()
kite.test.step(1)
checkeq(tolua.isnull(loose), true)
order = {}
kite.test.touch("began", 1, 1)
kite.test.touch("ended", 1, 1)
checkeq(order[1], "front:began", "a dead layer's fixed-priority listener is gone")

-- unregisterScriptTouchHandler: silence, with touches still "enabled"
front:unregisterScriptTouchHandler()
back:unregisterScriptTouchHandler()
checkeq(front:isTouchEnabled(), true)
order = {}
kite.test.touch("began", 1, 1)
kite.test.touch("ended", 1, 1)
checkeq(#order, 0)

-- ScriptHandlerMgr's TOUCHES handler is the same callback
local viaMgr = {}
ScriptHandlerMgr:getInstance():registerScriptHandler(front, function(event, x, y)
    viaMgr[#viaMgr + 1] = event
    return true
end, cc.Handler.TOUCHES)
front:setTouchEnabled(true)
kite.test.touch("began", 1, 1)
kite.test.touch("ended", 1, 1)
checkeq(table.concat(viaMgr, " "), "began ended")

-- An error in a touch handler is reported with a traceback; the touch is not claimed, the game goes on
front:registerScriptTouchHandler(function() error("touch boom") end)
kite.test.touch("began", 1, 1)
local errs = kite.test.takeErrors()
checkeq(#errs, 1)
assert(errs[1]:find("layer_spec.lua:%d+: touch boom"), errs[1])
kite.test.touch("ended", 1, 1)
checkeq(#kite.test.takeErrors(), 0, "unclaimed: no ended")

-- Keypad: "backClicked" for Escape/Back, "menuClicked" for Menu, on release; nothing for other keys
local keys = {}
local keyLayer = cc.Layer:create()
scene:addChild(keyLayer)
keyLayer:registerScriptKeypadHandler(function(event) keys[#keys + 1] = event end)
kite.test.key(cc.KeyCode.KEY_ESCAPE, false)
checkeq(#keys, 0, "keyboard not enabled yet")
keyLayer:setKeyboardEnabled(true)
checkeq(keyLayer:isKeyboardEnabled(), true)
kite.test.key(cc.KeyCode.KEY_ESCAPE, true)
kite.test.key(cc.KeyCode.KEY_ESCAPE, false)
kite.test.key(cc.KeyCode.KEY_BACK, false)
kite.test.key(cc.KeyCode.KEY_MENU, false)
kite.test.key(cc.KeyCode.KEY_A, false)
checkeq(table.concat(keys, " "), "backClicked backClicked menuClicked")
keyLayer:unregisterScriptKeypadHandler()
kite.test.key(cc.KeyCode.KEY_ESCAPE, false)
checkeq(#keys, 3)
ScriptHandlerMgr:getInstance():registerScriptHandler(keyLayer, function(event) keys[#keys + 1] = event end,
    cc.Handler.KEYPAD)
keyLayer:setKeyboardEnabled(true)
kite.test.key(cc.KeyCode.KEY_MENU, false)
checkeq(keys[4], "menuClicked")

-- Bad arguments are errors naming the function
checkerr("error in function 'cc.Layer:registerScriptTouchHandler'", function() front:registerScriptTouchHandler(1) end)
checkerr("error in function 'cc.Layer:registerScriptTouchHandler'", function()
    front:registerScriptTouchHandler(function() end, "yes")
end)
checkerr("unknown mode 7", function() front:setTouchMode(7) end)
checkerr("error in function 'cc.Layer:registerScriptKeypadHandler'", function() keyLayer:registerScriptKeypadHandler() end)

-- A dead layer raises a clear error and keeps no handler
local dead = cc.Layer:create()
kite.test.step(1)
local before = kite.liveHandlers()
checkerr("invalid 'self' in function 'cc.Layer:registerScriptTouchHandler'", function()
    dead:registerScriptTouchHandler(function() end)
end)
checkerr("invalid 'self' in function 'cc.Layer:registerScriptKeypadHandler'", function()
    dead:registerScriptKeypadHandler(function() end)
end)
checkerr("invalid 'self' in function 'cc.Layer:setTouchEnabled'", function() dead:setTouchEnabled(true) end)
checkerr("invalid 'self' in function 'cc.Layer:setTouchMode'", function() dead:setTouchMode(1) end)
checkeq(kite.liveHandlers(), before)

-- LayerGradient
local g = cc.LayerGradient:create(cc.c4b(255, 0, 0, 255), cc.c4b(0, 0, 255, 128))
checkeq(tolua.type(g), "cc.LayerGradient")
checkeq(g:getStartColor().r, 255)
checkeq(g:getEndColor().b, 255)
checkeq(g:getStartOpacity(), 255)
checkeq(g:getEndOpacity(), 128)
checkeq(g:getVector().y, -1)
checkeq(g:isCompressedInterpolation(), true)
g:setVector(cc.p(1, 0))
checkeq(g:getVector().x, 1)
g:setStartColor(cc.c3b(0, 255, 0))
checkeq(g:getColor().g, 255)
g:setEndOpacity(10)
checkeq(g:getEndOpacity(), 10)
g:setCompressedInterpolation(false)
checkeq(g:isCompressedInterpolation(), false)
checkeq(cc.LayerGradient:create(cc.c4b(1, 2, 3, 4), cc.c4b(5, 6, 7, 8), cc.p(1, 1)):getVector().x, 1)
checkeq(cc.LayerGradient:create():getContentSize().width, 480)

-- LayerMultiplex: varargs or a table; one layer shown at a time
local a, b, c = cc.Layer:create(), cc.LayerColor:create(cc.c4b(1, 1, 1, 255)), cc.Layer:create()
local m = cc.LayerMultiplex:create(a, b)
scene:addChild(m)
checkeq(m:getChildrenCount(), 1)
checkeq(a:getParent(), m)
m:switchTo(1)
checkeq(b:getParent(), m)
checkeq(a:getParent(), nil)
m:addLayer(c)
m:switchToAndReleaseMe(2)
checkeq(c:getParent(), m)
kite.test.step(1)
checkeq(tolua.isnull(b), true, "released")
checkeq(tolua.isnull(a), false, "still held by the multiplex")
local fromTable = cc.LayerMultiplex:create({cc.Layer:create(), cc.Layer:create()})
checkeq(fromTable:getChildrenCount(), 1)
checkeq(cc.LayerMultiplex:createWithArray({cc.Layer:create()}):getChildrenCount(), 1)
checkerr("error in function 'cc.LayerMultiplex:create'", function() cc.LayerMultiplex:create(a, cc.Node:create()) end)

-- Every handler dies with its layer
scene:removeAllChildren()
m = nil
kite.test.step(1)
checkeq(kite.liveHandlers(), handlers)

-- the accelerometer, cocos 2.x style: kept as cocos's desktop builds keep it (no readings arrive
-- from a desktop); a reading delivered by a platform reaches the handler as (x, y, z, timestamp)
local tilt = cc.Layer:create()
checkeq(tilt:isAccelerometerEnabled(), false)
local readings = {}
tilt:registerScriptAccelerateHandler(function(x, y, z, t) readings[#readings + 1] = {x, y, z, t} end)
kite.test.accelerate(tilt, 0.5, -0.25, 1, 2)
checkeq(#readings, 0, "nothing until enabled")
tilt:setAccelerometerEnabled(true)
tilt:setAccelerometerInterval(1 / 30)
checkeq(tilt:isAccelerometerEnabled(), true)
kite.test.accelerate(tilt, 0.5, -0.25, 1, 2)
checkeq(#readings, 1)
checkeq(readings[1][1], 0.5); checkeq(readings[1][2], -0.25); checkeq(readings[1][3], 1); checkeq(readings[1][4], 2)
tilt:unregisterScriptAccelerateHandler()
kite.test.accelerate(tilt, 0, 0, 0, 3)
checkeq(#readings, 1)
checkerr("error in function 'cc.Layer:registerScriptAccelerateHandler'", function()
    tilt:registerScriptAccelerateHandler(42)
end)
