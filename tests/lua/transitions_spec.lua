-- transitions_spec.lua -- cc.TransitionScene and the 2D transitions from Lua: names, create
-- arguments, the node events each scene gets and when, input during a transition, lifetimes.

local director = cc.Director:getInstance()
local dt = 0.1

local log = {}
local function loggedScene(name)
    local s = cc.Scene:create()
    s:registerScriptHandler(function(event) log[#log + 1] = name .. "." .. event end)
    return s
end
local function logString()
    local text = table.concat(log, " ")
    log = {}
    return text
end

local a = loggedScene("A")
director:runWithScene(a)
kite.test.step(1, dt)
checkeq(logString(), "A.enter A.enterTransitionFinish")

-- Keyboard input reaches A's listener only when no transition runs.
local keys = 0
local keyboard = cc.EventListenerKeyboard:create()
keyboard:registerScriptHandler(function() keys = keys + 1 end, cc.Handler.EVENT_KEYBOARD_PRESSED)
director:getEventDispatcher():addEventListenerWithFixedPriority(keyboard, 1)

-- replaceScene with a fade: cocos2d-x's order of node events.
local b = loggedScene("B")
local fade = cc.TransitionFade:create(1.0, b, cc.c3b(255, 0, 0))
checkeq(tolua.type(fade), "cc.TransitionFade")
checkeq(fade:getInScene(), b)
checkeq(fade:getDuration(), 1.0)
director:replaceScene(fade)
kite.test.step(1, 0)
checkeq(director:getRunningScene(), fade)
checkeq(logString(), "A.exitTransitionStart B.enter")
kite.test.key(cc.KeyCode.KEY_SPACE, true)
checkeq(keys, 0, "input is disabled during a transition")
kite.test.step(11, dt)
checkeq(director:getRunningScene(), b)
checkeq(logString(), "A.exit B.enterTransitionFinish A.cleanup")
kite.test.key(cc.KeyCode.KEY_SPACE, true)
checkeq(keys, 1, "input is back after the transition")
checkeq(tolua.isnull(a), true, "the replaced scene is gone")

-- Every 2D transition by its cocos2d-x name and create arguments reaches its in scene.
local makers = {
    function(s) return cc.TransitionScene:create(0.3, s) end,
    function(s) return cc.TransitionFade:create(0.3, s) end,
    function(s) return cc.TransitionRotoZoom:create(0.3, s) end,
    function(s) return cc.TransitionJumpZoom:create(0.3, s) end,
    function(s) return cc.TransitionMoveInL:create(0.3, s) end,
    function(s) return cc.TransitionMoveInR:create(0.3, s) end,
    function(s) return cc.TransitionMoveInT:create(0.3, s) end,
    function(s) return cc.TransitionMoveInB:create(0.3, s) end,
    function(s) return cc.TransitionSlideInL:create(0.3, s) end,
    function(s) return cc.TransitionSlideInR:create(0.3, s) end,
    function(s) return cc.TransitionSlideInT:create(0.3, s) end,
    function(s) return cc.TransitionSlideInB:create(0.3, s) end,
    function(s) return cc.TransitionShrinkGrow:create(0.3, s) end,
    function(s) return cc.TransitionFlipX:create(0.3, s, cc.TRANSITION_ORIENTATION_LEFT_OVER) end,
    function(s) return cc.TransitionFlipY:create(0.3, s, cc.TRANSITION_ORIENTATION_UP_OVER) end,
    function(s) return cc.TransitionFlipAngular:create(0.3, s) end,
    function(s) return cc.TransitionZoomFlipX:create(0.3, s, cc.TRANSITION_ORIENTATION_RIGHT_OVER) end,
    function(s) return cc.TransitionZoomFlipY:create(0.3, s, cc.TRANSITION_ORIENTATION_DOWN_OVER) end,
    function(s) return cc.TransitionZoomFlipAngular:create(0.3, s) end,
    function(s) return cc.TransitionCrossFade:create(0.3, s) end,
    function(s) return cc.TransitionTurnOffTiles:create(0.3, s) end,
    function(s) return cc.TransitionSplitCols:create(0.3, s) end,
    function(s) return cc.TransitionSplitRows:create(0.3, s) end,
    function(s) return cc.TransitionFadeTR:create(0.3, s) end,
    function(s) return cc.TransitionFadeBL:create(0.3, s) end,
    function(s) return cc.TransitionFadeUp:create(0.3, s) end,
    function(s) return cc.TransitionFadeDown:create(0.3, s) end,
    function(s) return cc.TransitionProgressRadialCW:create(0.3, s) end,
    function(s) return cc.TransitionProgressRadialCCW:create(0.3, s) end,
    function(s) return cc.TransitionProgressHorizontal:create(0.3, s) end,
    function(s) return cc.TransitionProgressVertical:create(0.3, s) end,
    function(s) return cc.TransitionProgressInOut:create(0.3, s) end,
    function(s) return cc.TransitionProgressOutIn:create(0.3, s) end,
    function(s) return cc.TransitionSceneOriented:create(0.3, s, cc.TRANSITION_ORIENTATION_LEFT_OVER) end,
}
for i, make in ipairs(makers) do
    local s = cc.Scene:create()
    local t = make(s)
    checkeq(tolua.isnull(t), false, "transition " .. i)
    director:replaceScene(t)
    kite.test.step(1, 0)
    if i == 1 or i == #makers then t:finish() end -- the plain ones animate nothing
    kite.test.step(5, dt)
    checkeq(director:getRunningScene(), s, "transition " .. i .. " ends on its in scene")
    checkeq(s:getScale(), 1)
    checkeq(s:isVisible(), true)
end
log = {}

-- A scene replaced in the middle of a transition: both scenes of the transition exit and die.
local c = loggedScene("C")
director:replaceScene(c)
kite.test.step(1, dt)
logString()
local d = loggedScene("D")
director:replaceScene(cc.TransitionMoveInR:create(1.0, d))
kite.test.step(3, dt)
checkeq(logString(), "C.exitTransitionStart D.enter")
local e = loggedScene("E")
director:replaceScene(e)
kite.test.step(1, dt)
checkeq(logString(),
    "C.exit D.exitTransitionStart D.exit C.cleanup D.cleanup E.enter E.enterTransitionFinish")
kite.test.step(12, dt)
checkeq(director:getRunningScene(), e)
checkeq(tolua.isnull(c), true)
checkeq(tolua.isnull(d), true)
kite.test.key(cc.KeyCode.KEY_SPACE, true)
checkeq(keys, 2, "input is back after an interrupted transition")

-- The in scene held only by the transition lives until it runs.
director:replaceScene(cc.TransitionSlideInB:create(0.2, cc.Scene:create()))
kite.test.step(1, 0)
collectgarbage()
kite.test.step(4, dt)
checkeq(tolua.type(director:getRunningScene()), "cc.Scene")

-- The 3D page turn is not provided, and says so by name.
checkerr("cc.TransitionPageTurn is not supported by Kite", function()
    cc.TransitionPageTurn:create(1, cc.Scene:create(), false)
end)

director:getEventDispatcher():removeEventListener(keyboard)
