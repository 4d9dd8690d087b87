-- Prints what a game hears from game controllers and typed text (issue 21), so a replayed run can
-- be checked by its output: connections, buttons (down, repeat, up), axes, and a text field's text.
io.stdout:setvbuf("line") -- the window test reads the output while the game runs
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
local field = cc.TextFieldTTF:textFieldWithPlaceHolder("type here", "Arial", 14)
field:setPosition(80, 60)
scene:addChild(field)
field:attachWithIME()

local repeats = 0
local pads = cc.EventListenerController:create()
pads:registerScriptHandler(function(controller)
    print(string.format("connected %d %s", controller:getDeviceId(), controller:getDeviceName()))
end, cc.Handler.EVENT_CONTROLLER_CONNECTED)
pads:registerScriptHandler(function(controller)
    print(string.format("disconnected %d connected=%s", controller:getDeviceId(), tostring(controller:isConnected())))
end, cc.Handler.EVENT_CONTROLLER_DISCONNECTED)
pads:registerScriptHandler(function(_, key) print("down " .. key) end, cc.Handler.EVENT_CONTROLLER_KEYDOWN)
pads:registerScriptHandler(function(_, key) print("up " .. key .. " after " .. repeats .. " repeats") end,
    cc.Handler.EVENT_CONTROLLER_KEYUP)
pads:registerScriptHandler(function() repeats = repeats + 1 end, cc.Handler.EVENT_CONTROLLER_KEYREPEAT)
pads:registerScriptHandler(function(controller, key)
    print(string.format("axis %d %.3f", key, controller:getKeyStatus(key).value))
end, cc.Handler.EVENT_CONTROLLER_AXIS)
director:getEventDispatcher():addEventListenerWithSceneGraphPriority(pads, scene)

local shown = ""
scene:scheduleUpdateWithPriorityLua(function()
    if field:getString() ~= shown then
        shown = field:getString()
        print("text [" .. shown .. "] " .. field:getCharCount() .. " characters")
    end
end, 0)
-- Escape ends the run: the window test sends it when it has seen everything, so a loaded machine
-- cannot end the run (or merge two keys into one frame) before then.
local keys = cc.EventListenerKeyboard:create()
keys:registerScriptHandler(function(key)
    if key == cc.KeyCode.KEY_ESCAPE then director:endToLua() end
end, cc.Handler.EVENT_KEYBOARD_PRESSED)
director:getEventDispatcher():addEventListenerWithSceneGraphPriority(keys, scene)
director:runWithScene(scene)
