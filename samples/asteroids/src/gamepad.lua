-- gamepad.lua -- game controllers through cocos2d-x 3.x's cc.EventListenerController: the left stick
-- or the D-pad turns, A fires, B (or the right trigger) thrusts, Start pauses, Back goes to the title.
-- The game scene and the title each listen with their own functions.

local gamepad = {}

local CK = cc.ControllerKey
local STICK = 0.4   -- how far the stick leans before the ship turns
local TRIGGER = 0.3 -- how far the trigger is pulled before the ship thrusts

--- The control a button drives in a game (turn, thrust, fire), or nil.
gamepad.BUTTONS = {
    [CK.BUTTON_DPAD_LEFT] = "left", [CK.BUTTON_DPAD_RIGHT] = "right",
    [CK.BUTTON_A] = "fire", [CK.BUTTON_B] = "thrust", [CK.BUTTON_DPAD_UP] = "thrust",
}

--- Writes an axis into the input table the keyboard fills: the left stick's x turns, the right
--- trigger thrusts.
function gamepad.axis(input, keyCode, value)
    if keyCode == CK.JOYSTICK_LEFT_X then
        input.left, input.right = value < -STICK, value > STICK
    elseif keyCode == CK.AXIS_RIGHT_TRIGGER then
        input.thrust = value > TRIGGER
    end
end

--- Listens to every controller for `node` (removed with it): onButton(keyCode, down) for the
--- buttons, onAxis(keyCode, value) for the sticks and triggers.
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
