-- events_spec.lua -- keyboard, touch, mouse and custom listeners, and menu taps, from Lua.

local director = cc.Director:getInstance()
local dispatcher = director:getEventDispatcher()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)

-- Keyboard: (keyCode, event)
local pressed, released = {}, {}
local keyboard = cc.EventListenerKeyboard:create()
keyboard:registerScriptHandler(function(code, event)
    checkeq(tolua.type(event), "cc.EventKeyboard")
    pressed[#pressed + 1] = code
end, cc.Handler.EVENT_KEYBOARD_PRESSED)
keyboard:registerScriptHandler(function(code) released[#released + 1] = code end, cc.Handler.EVENT_KEYBOARD_RELEASED)
local keyNode = cc.Node:create()
scene:addChild(keyNode)
dispatcher:addEventListenerWithSceneGraphPriority(keyboard, keyNode)
kite.test.key(cc.KeyCode.KEY_SPACE, true)
kite.test.key(cc.KeyCode.KEY_SPACE, false)
checkeq(#pressed, 1)
checkeq(pressed[1], cc.KeyCode.KEY_SPACE)
checkeq(released[1], cc.KeyCode.KEY_SPACE)

-- Touch one by one: the began handler's return value claims the touch; front-most first; swallowing
local log = {}
local function touchLayer(name, z, claim, swallow)
    local n = cc.Node:create()
    scene:addChild(n, z)
    local listener = cc.EventListenerTouchOneByOne:create()
    listener:setSwallowTouches(swallow)
    listener:registerScriptHandler(function(touch, event)
        checkeq(tolua.type(touch), "cc.Touch")
        local p = touch:getLocation()
        log[#log + 1] = name .. ":began@" .. p.x .. "," .. p.y
        return claim
    end, cc.Handler.EVENT_TOUCH_BEGAN)
    listener:registerScriptHandler(function() log[#log + 1] = name .. ":moved" end, cc.Handler.EVENT_TOUCH_MOVED)
    listener:registerScriptHandler(function() log[#log + 1] = name .. ":ended" end, cc.Handler.EVENT_TOUCH_ENDED)
    dispatcher:addEventListenerWithSceneGraphPriority(listener, n)
    return n
end
local back = touchLayer("back", 1, true, false)
local front = touchLayer("front", 2, true, true)
kite.test.step(1)
kite.test.touch("began", 10, 20)
kite.test.touch("moved", 11, 21)
kite.test.touch("ended", 11, 21)
checkeq(table.concat(log, " "), "front:began@10,20 front:moved front:ended", "the front swallows")
log = {}
front:removeFromParent()
kite.test.step(1)
kite.test.touch("began", 5, 5)
kite.test.touch("ended", 5, 5)
checkeq(table.concat(log, " "), "back:began@5,5 back:ended", "with the front gone the back gets it")

-- All at once: an array of touches
local seen
local all = cc.EventListenerTouchAllAtOnce:create()
all:registerScriptHandler(function(touches, event) seen = #touches end, cc.Handler.EVENT_TOUCHES_BEGAN)
dispatcher:addEventListenerWithFixedPriority(all, 1)
kite.test.touch("began", 1, 1)
kite.test.touch("ended", 1, 1)
checkeq(seen, 1)
dispatcher:removeEventListener(all)

-- Mouse
local mouseDown
local mouse = cc.EventListenerMouse:create()
mouse:registerScriptHandler(function(event)
    checkeq(tolua.type(event), "cc.EventMouse")
    mouseDown = {event:getCursorX(), event:getCursorY(), event:getMouseButton()}
end, cc.Handler.EVENT_MOUSE_DOWN)
dispatcher:addEventListenerWithFixedPriority(mouse, 1)
kite.test.mouse("down", 7, 8)
checkeq(mouseDown[1], 7)
checkeq(mouseDown[2], 8)
checkeq(mouseDown[3], cc.MouseButton.BUTTON_LEFT)
dispatcher:removeEventListener(mouse)

-- Custom events, from C++ and from Lua
local custom = 0
local customListener = cc.EventListenerCustom:create("game_over", function(event)
    checkeq(event:getEventName(), "game_over")
    custom = custom + 1
end)
dispatcher:addEventListenerWithFixedPriority(customListener, 1)
kite.test.customEvent("game_over")
dispatcher:dispatchCustomEvent("game_over")
dispatcher:dispatchEvent(cc.EventCustom:create("game_over"))
dispatcher:dispatchEvent(cc.EventCustom:new("game_over")) -- cocos2d-x 3.x's way to make one
checkeq(custom, 4)
checkeq(tolua.type(cc.EventCustom:new("x")), "cc.EventCustom")
checkerr("error in function 'cc.EventCustom:new'", function() return cc.EventCustom:new({}) end)
dispatcher:removeEventListener(customListener)

-- cocos2d-x 3.17's dispatcher:addCustomEventListener(name, fn): registered (fixed priority 1), returned
local added = 0
local addedListener = dispatcher:addCustomEventListener("level_up", function(event)
    checkeq(event:getEventName(), "level_up")
    checkeq(event:getType(), 6, "cocos's Event::Type::CUSTOM")
    added = added + 1
end)
checkeq(tolua.type(addedListener), "cc.EventListenerCustom")
checkeq(addedListener:getFixedPriority(), 1)
dispatcher:dispatchCustomEvent("level_up")
kite.test.customEvent("level_up")
checkeq(added, 2)
dispatcher:removeEventListener(addedListener)
dispatcher:dispatchCustomEvent("level_up")
checkeq(added, 2, "removed like any listener")
checkerr("error in function 'cc.EventDispatcher:addCustomEventListener'.\n     argument #3 is 'number'; '%[not function%]' expected", function() dispatcher:addCustomEventListener("x", 5) end)

-- A listener added from inside a handler does not see the event being dispatched, later ones do
local late = 0
local adder = cc.EventListenerCustom:create("tick", function()
    local l = cc.EventListenerCustom:create("tick", function() late = late + 1 end)
    dispatcher:addEventListenerWithFixedPriority(l, 2)
end)
dispatcher:addEventListenerWithFixedPriority(adder, 1)
dispatcher:dispatchCustomEvent("tick")
checkeq(late, 0)
dispatcher:removeEventListener(adder)
dispatcher:dispatchCustomEvent("tick")
checkeq(late, 1)
dispatcher:removeCustomEventListeners("tick")

-- Menu items: tap handler gets (tag, item)
local tapped
local item = cc.MenuItemFont:create("Play")
item:setTag(3)
item:registerScriptTapHandler(function(tag, sender)
    tapped = tag
    checkeq(sender, item)
end)
local menu = cc.Menu:create(item)
menu:setPosition(0, 0)
item:setPosition(100, 100)
scene:addChild(menu, 10)
kite.test.step(1)
local r = item:getBoundingBox()
kite.test.touch("began", r.x + r.width / 2, r.y + r.height / 2)
kite.test.touch("ended", r.x + r.width / 2, r.y + r.height / 2)
checkeq(tapped, 3)

-- Handlers die with their listeners
local before = kite.liveHandlers()
dispatcher:removeEventListener(keyboard)
kite.test.step(1)
checkeq(kite.liveHandlers(), before - 2)

-- Errors in a touch handler are reported; dispatch goes on
local erring = cc.EventListenerCustom:create("boom", function() error("in handler") end)
dispatcher:addEventListenerWithFixedPriority(erring, 1)
dispatcher:dispatchCustomEvent("boom")
local errs = kite.test.takeErrors()
checkeq(#errs, 1)
assert(errs[1]:find("events_spec.lua:%d+: in handler"), errs[1])
dispatcher:removeEventListener(erring)

-- An unknown handler type is a clear error, not a handler that never runs
local touch = cc.EventListenerTouchOneByOne:create()
local handlersBefore = kite.liveHandlers()
for _, kind in ipairs({9999, -1, 1.5, 70, 11001}) do
    checkerr("unknown handler type", function() touch:registerScriptHandler(function() end, kind) end)
end
checkeq(kite.liveHandlers(), handlersBefore)
-- A known type that is not one of this listener's would never run either (cocos2d-x ignores it)
checkerr("is not one of cc.EventListenerTouchOneByOne's", function()
    touch:registerScriptHandler(function() end, cc.Handler.EVENT_KEYBOARD_PRESSED)
end)
checkerr("is not one of", function() touch:registerScriptHandler(function() end, cc.Handler.EVENT_CUSTOM_BEGAN + 5) end)
checkeq(kite.liveHandlers(), handlersBefore)

-- ScriptHandlerMgr, as cocos2d-x Lua code calls it: it sets the object's own callback
local mgr = ScriptHandlerMgr:getInstance()
checkeq(mgr, ScriptHandlerMgr)
local base = kite.liveHandlers()
local seen = {}
local viaMgr = cc.Node:create()
mgr:registerScriptHandler(viaMgr, function(event) seen[#seen + 1] = event end, cc.Handler.NODE)
checkeq(kite.liveHandlers(), base + 1)
scene:addChild(viaMgr)
checkeq(seen[1], "enter")
mgr:unregisterScriptHandler(viaMgr, cc.Handler.NODE)
checkeq(kite.liveHandlers(), base)
local heard = #seen
scene:removeChild(viaMgr, true)
checkeq(#seen, heard)

local mgrTaps = 0
local mgrItem = cc.MenuItemFont:create("mgr")
mgr:registerScriptHandler(mgrItem, function(tag, it)
    checkeq(it, mgrItem)
    mgrTaps = mgrTaps + 1
end, cc.Handler.MENU_CLICKED)
mgrItem:activate()
checkeq(mgrTaps, 1)

local mgrKeys = cc.EventListenerKeyboard:create()
mgr:registerScriptHandler(mgrKeys, function() end, cc.Handler.EVENT_KEYBOARD_PRESSED)
mgr:registerScriptHandler(mgrKeys, function() end, cc.Handler.EVENT_KEYBOARD_RELEASED)
checkeq(kite.liveHandlers(), base + 3)
mgr:removeObjectAllHandlers(mgrKeys)
mgr:removeObjectAllHandlers(mgrItem)
checkeq(kite.liveHandlers(), base)

-- A pair Kite has no callback for is refused by name, and keeps nothing
checkerr("handler type 3 is not supported for cc.Node by Kite", function()
    mgr:registerScriptHandler(cc.Node:create(), function() end, cc.Handler.SCHEDULE)
end)
checkerr("is not supported for cc.EventListenerKeyboard", function()
    mgr:registerScriptHandler(mgrKeys, function() end, cc.Handler.EVENT_TOUCH_BEGAN)
end)
checkerr("unknown handler type", function() mgr:registerScriptHandler(mgrKeys, function() end, 77) end)
checkerr("error in function 'ScriptHandlerMgr:registerScriptHandler'", function()
    mgr:registerScriptHandler({}, function() end, cc.Handler.NODE)
end)
checkeq(kite.liveHandlers(), base)
local gone = cc.Node:create()
kite.test.step(1) -- the pool frees it
local afterStep = kite.liveHandlers()
checkerr("argument #2 is a cc.Node that is gone", function()
    mgr:registerScriptHandler(gone, function() end, cc.Handler.NODE)
end)
checkeq(kite.liveHandlers(), afterStep)
