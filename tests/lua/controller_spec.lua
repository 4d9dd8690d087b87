-- controller_spec.lua -- game controllers (issue 21) from Lua: cc.Controller, cc.EventController,
-- cc.EventListenerController and cc.ControllerKey, fed through the --replay text form
-- (kite.test.input), as the player feeds them.

local director = cc.Director:getInstance()
local dispatcher = director:getEventDispatcher()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)

-- cocos's numbers (Cocos2dConstants.lua's cc.ControllerKey; ScriptHandlerMgr's handler kinds)
checkeq(cc.ControllerKey.JOYSTICK_LEFT_X, 1000)
checkeq(cc.ControllerKey.JOYSTICK_RIGHT_Y, 1003)
checkeq(cc.ControllerKey.BUTTON_A, 1004)
checkeq(cc.ControllerKey.BUTTON_DPAD_CENTER, 1014)
checkeq(cc.ControllerKey.AXIS_RIGHT_TRIGGER, 1018)
checkeq(cc.ControllerKey.BUTTON_SELECT, 1022)
checkeq(cc.ControllerKey.BUTTON_PAUSE, 1023)
checkeq(cc.ControllerKey.KEY_MAX, 1024)
checkeq(cc.Handler.EVENT_CONTROLLER_CONNECTED, 58)
checkeq(cc.Handler.EVENT_CONTROLLER_AXIS, 63)
checkeq(#cc.Controller:getAllController(), 0)

local log = {}
local function add(s) log[#log + 1] = s end
local listener = cc.EventListenerController:create()
checkeq(tolua.type(listener), "cc.EventListenerController")
listener:registerScriptHandler(function(controller, event)
    checkeq(tolua.type(controller), "cc.Controller")
    checkeq(tolua.type(event), "cc.EventController")
    checkeq(event:getControllerEventType(), 0)
    checkeq(event:isConnected(), true)
    checkeq(event:getController(), controller)
    add("connected " .. controller:getDeviceId() .. " " .. controller:getDeviceName())
end, cc.Handler.EVENT_CONTROLLER_CONNECTED)
listener:registerScriptHandler(function(controller, event)
    checkeq(event:isConnected(), false)
    add("disconnected " .. controller:getDeviceId() .. " " .. tostring(controller:isConnected()))
end, cc.Handler.EVENT_CONTROLLER_DISCONNECTED)
listener:registerScriptHandler(function(controller, keyCode, event)
    checkeq(event:getControllerEventType(), 1)
    checkeq(event:getKeyCode(), keyCode)
    add("down " .. keyCode)
end, cc.Handler.EVENT_CONTROLLER_KEYDOWN)
listener:registerScriptHandler(function(controller, keyCode) add("up " .. keyCode) end,
    cc.Handler.EVENT_CONTROLLER_KEYUP)
listener:registerScriptHandler(function(controller, keyCode) add("repeat " .. keyCode) end,
    cc.Handler.EVENT_CONTROLLER_KEYREPEAT)
listener:registerScriptHandler(function(controller, keyCode, event)
    checkeq(event:getControllerEventType(), 2)
    add(string.format("axis %d %.2f", keyCode, controller:getKeyStatus(keyCode).value))
end, cc.Handler.EVENT_CONTROLLER_AXIS)
dispatcher:addEventListenerWithSceneGraphPriority(listener, scene)

-- connection: listed, found by tag and id
kite.test.input("pad-added 3 Test\\sPad")
checkeq(table.concat(log, ","), "connected 3 Test Pad")
local pads = cc.Controller:getAllController()
checkeq(#pads, 1)
local pad = pads[1]
checkeq(pad:getDeviceId(), 3)
checkeq(pad:getDeviceName(), "Test Pad")
checkeq(pad:isConnected(), true)
checkeq(pad:getTag(), -1)
pad:setTag(7)
checkeq(pad:getTag(), 7)
checkeq(cc.Controller:getControllerByTag(7), pad)
checkeq(cc.Controller:getControllerByTag(8), nil)
checkeq(cc.Controller:getControllerByDeviceId(3), pad)
pad:receiveExternalKeyEvent(4, true) -- Android's extra keys: accepted, nothing else changes
cc.Controller:startDiscoveryController()
cc.Controller:stopDiscoveryController()

-- key status as cocos's manual binding builds it (isAnalog is a number there)
local status = pad:getKeyStatus(cc.ControllerKey.BUTTON_A)
checkeq(status.isPressed, false)
checkeq(status.value, 0)
checkeq(status.isAnalog, 0)

-- buttons: down, repeat every frame held, up
log = {}
kite.test.input("pad-down 3 BUTTON_A")
status = pad:getKeyStatus(cc.ControllerKey.BUTTON_A)
checkeq(status.isPressed, true)
checkeq(status.value, 1)
kite.test.input()
kite.test.input("pad-up 3 BUTTON_A")
checkeq(table.concat(log, ","), "down 1004,repeat 1004,repeat 1004,up 1004")

-- axes: analog values
log = {}
kite.test.input("pad-axis 3 JOYSTICK_LEFT_X -0.5", "pad-axis 3 AXIS_LEFT_TRIGGER 0.75")
checkeq(table.concat(log, ","), "axis 1000 -0.50,axis 1017 0.75")
status = pad:getKeyStatus(cc.ControllerKey.JOYSTICK_LEFT_X)
checkeq(status.value, -0.5)
checkeq(status.isAnalog, 1)
checkeq(status.isPressed, false)

-- a disconnect while Lua holds the controller: a safe object that says so
log = {}
kite.test.input("pad-down 3 BUTTON_B", "pad-removed 3")
checkeq(table.concat(log, ","), "down 1005,disconnected 3 false")
checkeq(#cc.Controller:getAllController(), 0)
kite.test.step(2) -- the autorelease pool is cleared: the object stays
checkeq(tolua.isnull(pad), false)
checkeq(pad:isConnected(), false)
checkeq(pad:getDeviceName(), "Test Pad")
checkeq(pad:getKeyStatus(cc.ControllerKey.BUTTON_B).isPressed, true) -- its last status
log = {}
kite.test.input("pad-up 3 BUTTON_B") -- a device that is gone: nothing
kite.test.input()                    -- and no repeats for it
checkeq(#log, 0)

-- an error in a handler is reported with its traceback; the game goes on
listener:registerScriptHandler(function() error("boom in connected") end, cc.Handler.EVENT_CONTROLLER_CONNECTED)
kite.test.input("pad-added 4 Second", "pad-down 4 BUTTON_X")
local errors = kite.test.takeErrors()
checkeq(#errors, 1)
checkeq(errors[1]:find("boom in connected", 1, true) ~= nil, true)
checkeq(log[#log], "down 1007")
checkeq(#cc.Controller:getAllController(), 1)

-- the handler machinery: a kind not the listener's is an error; clones keep the functions
checkerr("is not one of", function()
    listener:registerScriptHandler(function() end, cc.Handler.EVENT_KEYBOARD_PRESSED)
end)
local copy = listener:clone()
checkeq(tolua.type(copy), "cc.EventListenerController")
dispatcher:removeEventListener(listener)
dispatcher:addEventListenerWithFixedPriority(copy, 1)
log = {}
kite.test.input("pad-up 4 BUTTON_X") -- held since the last frame: it repeats first
checkeq(table.concat(log, ","), "repeat 1007,up 1007")

-- a listener that removes itself inside its own callback
copy:registerScriptHandler(function() dispatcher:removeEventListener(copy) add("removed") end,
    cc.Handler.EVENT_CONTROLLER_AXIS)
log = {}
kite.test.input("pad-axis 4 JOYSTICK_RIGHT_X 0.1", "pad-axis 4 JOYSTICK_RIGHT_X 0.2")
checkeq(table.concat(log, ","), "removed", "the second axis event finds no listener")

-- a bad line is refused
checkerr("not an input event", function() kite.test.input("pad-axis 4 JOYSTICK_LEFT_X 2") end)

-- cocos's other way to set them: ScriptHandlerMgr, and removeObjectAllHandlers clears them
local viaMgr = cc.EventListenerController:create()
local heard = {}
ScriptHandlerMgr:getInstance():registerScriptHandler(viaMgr, function(controller, keyCode)
    heard[#heard + 1] = keyCode
end, cc.Handler.EVENT_CONTROLLER_KEYDOWN)
dispatcher:addEventListenerWithFixedPriority(viaMgr, 2)
kite.test.input("pad-down 4 BUTTON_Y")
checkeq(table.concat(heard, ","), "1008")
ScriptHandlerMgr:getInstance():removeObjectAllHandlers(viaMgr)
kite.test.input("pad-up 4 BUTTON_Y", "pad-down 4 BUTTON_Y")
checkeq(#heard, 1, "no handler after removeObjectAllHandlers")
