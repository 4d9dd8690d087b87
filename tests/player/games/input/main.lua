-- Reacts to input so a replay can be checked by its pictures: arrow keys move the square, Space
-- turns it green, a click (the mouse as a touch) leaves a dot, the wheel grows the square.
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(20, 20, 20, 255)))
local square = cc.Sprite:create()
square:setTextureRect(cc.rect(0, 0, 20, 20))
square:setColor(cc.c3b(255, 80, 80))
square:setPosition(80, 60)
scene:addChild(square)
local dots = cc.DrawNode:create()
scene:addChild(dots)
local held = {}

local keys = cc.EventListenerKeyboard:create()
keys:registerScriptHandler(function(key)
    held[key] = true
    if key == cc.KeyCode.KEY_SPACE then square:setColor(cc.c3b(80, 255, 80)) end
    print("key " .. key)
end, cc.Handler.EVENT_KEYBOARD_PRESSED)
keys:registerScriptHandler(function(key) held[key] = nil end, cc.Handler.EVENT_KEYBOARD_RELEASED)
director:getEventDispatcher():addEventListenerWithSceneGraphPriority(keys, scene)

local touches = cc.EventListenerTouchOneByOne:create()
touches:registerScriptHandler(function(touch)
    local p = touch:getLocation()
    dots:drawDot(p, 4, cc.c4f(0.3, 0.6, 1, 1))
    print(string.format("touch %d %d", p.x, p.y))
    return true
end, cc.Handler.EVENT_TOUCH_BEGAN)
touches:registerScriptHandler(function(touch)
    local p = touch:getLocation()
    dots:drawDot(p, 2, cc.c4f(1, 1, 1, 1))
end, cc.Handler.EVENT_TOUCH_MOVED)
director:getEventDispatcher():addEventListenerWithSceneGraphPriority(touches, scene)

local mouse = cc.EventListenerMouse:create()
mouse:registerScriptHandler(function(event)
    square:setScale(square:getScale() + (event:getScrollY() < 0 and 0.25 or -0.25))
end, cc.Handler.EVENT_MOUSE_SCROLL)
director:getEventDispatcher():addEventListenerWithSceneGraphPriority(mouse, scene)

scene:scheduleUpdateWithPriorityLua(function(dt)
    local speed = 60 * dt
    local x, y = square:getPosition()
    if held[cc.KeyCode.KEY_LEFT_ARROW] then x = x - speed end
    if held[cc.KeyCode.KEY_RIGHT_ARROW] then x = x + speed end
    if held[cc.KeyCode.KEY_UP_ARROW] then y = y + speed end
    if held[cc.KeyCode.KEY_DOWN_ARROW] then y = y - speed end
    square:setPosition(x, y)
end, 0)
director:runWithScene(scene)
