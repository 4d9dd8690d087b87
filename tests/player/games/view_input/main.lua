-- A 160x120 design in whatever frame the window has, fitted by the policy in arg[1]; prints where
-- each touch and mouse press lands in design points, so a test that clicks at frame positions can
-- check the conversion. It ends the run after arg[2] mouse presses (the test's clicks), so a slow
-- machine cannot end it first.
local policy = arg[1] or "SHOW_ALL"
local expectedPresses = tonumber(arg[2]) or math.huge
local presses = 0
local director = cc.Director:getInstance()
director:getOpenGLView():setDesignResolutionSize(160, 120, cc.ResolutionPolicy[policy])
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(40, 40, 60, 255)))

local touches = cc.EventListenerTouchOneByOne:create()
touches:registerScriptHandler(function(touch)
    local p = touch:getLocation()
    print(string.format("touch %.1f %.1f", p.x, p.y))
    return true
end, cc.Handler.EVENT_TOUCH_BEGAN)
director:getEventDispatcher():addEventListenerWithSceneGraphPriority(touches, scene)

local mouse = cc.EventListenerMouse:create()
mouse:registerScriptHandler(function(event)
    print(string.format("mouse %.1f %.1f", event:getCursorX(), event:getCursorY()))
    presses = presses + 1
    if presses == expectedPresses then director:endToLua() end
end, cc.Handler.EVENT_MOUSE_DOWN)
director:getEventDispatcher():addEventListenerWithSceneGraphPriority(mouse, scene)
-- Input reaches the scene's listeners once it runs: say so, so the test clicks only then (a click
-- before the first frame set the scene was lost under a slow sanitizer build).
scene:registerScriptHandler(function(event)
    if event == "enter" then
        io.write("ready\n")
        io.flush()
    end
end)
director:runWithScene(scene)
