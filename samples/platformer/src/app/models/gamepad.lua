-- gamepad.lua -- game controllers through cocos2d-x 3.x's cc.EventListenerController: the left
-- stick or the D-pad runs, A jumps, Start pauses, Back goes to the title. Each scene listens with
-- its own functions; the listener goes with the node it is added for.

local gamepad = {}

local CK = cc.ControllerKey
local STICK = 0.4 -- how far the stick leans before the runner runs

--- The control a button drives in a game, or nil.
gamepad.BUTTONS = {
    [CK.BUTTON_DPAD_LEFT] = "left", [CK.BUTTON_DPAD_RIGHT] = "right",
    [CK.BUTTON_A] = "jump", [CK.BUTTON_DPAD_UP] = "jump",
}

--- The left stick's x into the input table the keyboard fills.
function gamepad.axis(input, keyCode, value)
    if keyCode == CK.JOYSTICK_LEFT_X then
        input.padLeft, input.padRight = value < -STICK, value > STICK
    end
end

--- onButton(keyCode, down) for the buttons, onAxis(keyCode, value) for the sticks.
function gamepad.listen(node, onButton, onAxis)
    local listener = cc.EventListenerController:create()
    listener:registerScriptHandler(function(controller, keyCode) onButton(keyCode, true) end,
        cc.Handler.EVENT_CONTROLLER_KEYDOWN)
    listener:registerScriptHandler(function(controller, keyCode) onButton(keyCode, false) end,
        cc.Handler.EVENT_CONTROLLER_KEYUP)
    if onAxis then
        listener:registerScriptHandler(function(controller, keyCode)
            onAxis(keyCode, controller:getKeyStatus(keyCode).value)
        end, cc.Handler.EVENT_CONTROLLER_AXIS)
    end
    node:getEventDispatcher():addEventListenerWithSceneGraphPriority(listener, node)
    return listener
end

return gamepad
