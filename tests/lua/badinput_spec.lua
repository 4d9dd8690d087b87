-- badinput_spec.lua -- what a script written fast and wrong gets: a clear Lua error naming the
-- qualified function, never a crash, a leak or a half-done change (issue 9, "Bad input").

local director = cc.Director:getInstance()
local scheduler = director:getScheduler()
local dispatcher = director:getEventDispatcher()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)

local n = cc.Node:create()
scene:addChild(n)
local sprite = cc.Sprite:create()
scene:addChild(sprite)
local label = cc.Label:create()
scene:addChild(label)
local draw = cc.DrawNode:create()
scene:addChild(draw)

local function fails(fn, ...) return checkerr("error in function '", fn, ...) end

-- Wrong argument types, per class.
checkerr("error in function 'cc.Sprite:setFlippedX'", function() sprite:setFlippedX() end)
checkerr("error in function 'cc.Sprite:setTexture'", function() sprite:setTexture({}) end)
checkerr("error in function 'cc.Label:setString'", function() label:setString({}) end)
checkerr("error in function 'cc.DrawNode:drawDot'", function() draw:drawDot("a", 1, cc.c4f(1, 1, 1, 1)) end)
checkerr("error in function 'cc.DrawNode:drawDot'", function() draw:drawDot(cc.p(1, 1), 1, 5) end)
checkerr("error in function 'cc.Scheduler:scheduleScriptFunc'", function() scheduler:scheduleScriptFunc(function() end, "soon", false) end)
checkerr("error in function 'cc.Director:replaceScene'.\n     argument #2 is 'cc.Node'; 'cc.Scene' expected.",
         function() director:replaceScene(cc.Node:create()) end)
-- A userdata without bytes (newproxy) where an object is expected: rejected by type, never read
-- (found by fuzz_script_load: kite_isobject read its box before the type check).
checkerr("error in function 'cc.Director:replaceScene'", function() director:replaceScene(newproxy(true)) end)
checkerr("error in function 'cc.Node:addChild'", function() n:addChild(newproxy(false)) end)
assert(tolua.isnull(newproxy(true)))
assert(not tolua.takeownership(newproxy(true)))
tolua.releaseownership(newproxy(true))
checkerr("error in function 'cc.MoveBy:create'", function() cc.MoveBy:create() end)
checkerr("error in function 'cc.Sequence:create'", function() cc.Sequence:create() end)
checkerr("error in function 'cc.Sequence:create'", function() cc.Sequence:create(cc.DelayTime:create(1), 5) end)
checkerr("error in function 'cc.Sequence:create'", function() cc.Sequence:create({cc.DelayTime:create(1), n}) end)
checkerr("error in function 'cc.Spawn:create'", function() cc.Spawn:create(n) end)
checkerr("error in function 'cc.Menu:create'", function() cc.Menu:create(5) end)
checkerr("error in function 'cc.Menu:create'", function() cc.Menu:create({n}) end)
checkerr("error in function 'cc.EventListener:registerScriptHandler'", function()
    cc.EventListenerKeyboard:create():registerScriptHandler(function() end, "pressed")
end)
checkerr("error in function 'cc.EventListenerCustom:create'", function() cc.EventListenerCustom:create("x") end)
checkerr("error in function 'cc.EventListenerCustom:create'", function() cc.EventListenerCustom:create(function() end, "x") end)
checkerr("error in function 'cc.Node:registerScriptHandler'", function() n:registerScriptHandler("enter") end)
checkerr("error in function 'cc.Node:scheduleUpdateWithPriorityLua'", function() n:scheduleUpdateWithPriorityLua(function() end, "high") end)
checkerr("error in function 'cc.MenuItem:registerScriptTapHandler'", function() cc.MenuItemFont:create():registerScriptTapHandler({}) end)
-- (nil passes for a string, as in stock tolua++: n:getChildByName(nil) looks for "".)
checkeq(n:getChildByName(nil), nil)
checkerr("error in function 'cc.LayerColor:create'", function() cc.LayerColor:create("red") end)

-- Wrong counts.
checkerr("error in function 'cc.Node:setPosition'", function() n:setPosition() end)
checkerr("error in function 'cc.Node:setPosition'", function() n:setPosition(1, 2, 3) end)
checkerr("error in function 'cc.Node:removeFromParent'", function() n:removeFromParent(true, 1) end)
checkerr("error in function 'cc.Director:getRunningScene'", function() director:getRunningScene(1) end)
checkerr("error in function 'cc.Node:getPosition'", function() n:getPosition(1) end)
checkerr("error in function 'cc.Node:getChildren'", function() n:getChildren(1) end)
checkerr("error in function 'cc.CallFunc:create'", function() cc.CallFunc:create() end)
checkerr("error in function 'cc.CallFunc:create'", function() cc.CallFunc:create(function() end, 5) end)

-- nil where an object is expected.
checkerr("argument #2 is 'nil'; 'cc.Action' expected", function() n:runAction(nil) end)
checkerr("argument #2 is 'nil'; 'cc.Scene' expected", function() director:replaceScene(nil) end)
checkerr("argument #2 is 'nil'; 'cc.Scene' expected", function() director:pushScene(nil) end)
checkerr("error in function 'cc.EventDispatcher:addEventListenerWithSceneGraphPriority'",
         function() dispatcher:addEventListenerWithSceneGraphPriority(nil, n) end)
checkerr("error in function 'cc.EventDispatcher:addEventListenerWithSceneGraphPriority'",
         function() dispatcher:addEventListenerWithSceneGraphPriority(cc.EventListenerKeyboard:create(), nil) end)
checkerr("error in function 'cc.Sprite:createWithTexture'", function() cc.Sprite:createWithTexture(nil) end)
checkerr("error in function 'cc.RepeatForever:create'", function() cc.RepeatForever:create(nil) end)
checkerr("error in function 'cc.EaseIn:create'", function() cc.EaseIn:create(nil, 2) end)
checkerr("error in function 'cc.Node:removeChild'", function() n:removeChild(nil) end)

-- A table where a number is expected (and a number where a table is).
checkerr("argument #2 is 'table'; 'number' expected", function() n:setTag({}) end)
checkerr("error in function 'cc.Node:setPosition'", function() n:setPosition({}, {}) end)
checkerr("error in function 'cc.Node:setScale'", function() n:setScale({1}) end)
checkerr("error in function 'cc.Node:setOpacity'", function() n:setOpacity({}) end)
checkerr("error in function 'cc.DelayTime:create'", function() cc.DelayTime:create({}) end)
checkerr("error in function 'cc.Node:setRotation'", function() n:setRotation(cc.p(1, 2)) end)
checkerr("error in function 'cc.Node:setContentSize'", function() n:setContentSize(10) end)
-- A value table with the wrong fields is refused too, not read as zeros.
checkerr("error in function 'cc.Node:setAnchorPoint'", function() n:setAnchorPoint({a = 1}) end)

-- A method called on a class table instead of an instance, or with '.' instead of ':'.
checkerr("error in function 'cc.Sprite:setFlippedX'", function() cc.Sprite:setFlippedX(true) end)
checkerr("error in function 'cc.Director:getRunningScene'", function() cc.Director:getRunningScene() end)
checkerr("error in function 'cc.Scheduler:getTimeScale'", function() cc.Scheduler:getTimeScale() end)
checkerr("error in function 'cc.Node:addChild'", function() cc.Node:addChild(n) end)
checkerr("error in function 'cc.Node:getPosition'", function() cc.Node:getPosition() end)
checkerr("error in function 'cc.Node:registerScriptHandler'", function() cc.Node:registerScriptHandler(function() end) end)
checkerr("error in function 'cc.Node:setTag'", function() n.setTag(5) end)
checkerr("error in function 'cc.Sprite:create'", function() cc.Sprite.create() end)
checkerr("error in function 'cc.Director:getInstance'", function() cc.Director.getInstance(5) end)

-- Calls on dead objects of every kind: "invalid 'self'" naming the class and method.
local deadSprite = cc.Sprite:create()
local deadAction = cc.MoveBy:create(1, cc.p(1, 1))
local deadListener = cc.EventListenerTouchOneByOne:create()
local deadItem = cc.MenuItemFont:create()
local deadLabel = cc.Label:create()
kite.test.step(1)
checkerr("invalid 'self' in function 'cc.Sprite:setFlippedX'", function() deadSprite:setFlippedX(true) end)
checkerr("invalid 'self' in function 'cc.Node:setPosition'", function() deadSprite:setPosition(1, 2) end)
checkerr("invalid 'self' in function 'cc.Action:getTag'", function() deadAction:getTag() end)
checkerr("invalid 'self' in function 'cc.FiniteTimeAction:getDuration'", function() deadAction:getDuration() end)
checkerr("invalid 'self' in function 'cc.EventListenerTouchOneByOne:setSwallowTouches'", function() deadListener:setSwallowTouches(true) end)
checkerr("invalid 'self' in function 'cc.EventListener:registerScriptHandler'",
         function() deadListener:registerScriptHandler(function() end, cc.Handler.EVENT_TOUCH_BEGAN) end)
checkerr("invalid 'self' in function 'cc.MenuItem:registerScriptTapHandler'", function() deadItem:registerScriptTapHandler(function() end) end)
checkerr("invalid 'self' in function 'cc.Label:setString'", function() deadLabel:setString("x") end)
-- self is checked before the arguments are converted (bindings/basic.lua): on Lua 5.1 the error
-- longjmps past C++ destructors, so a string longer than std::string's inline buffer, converted
-- first, leaked (ASan, valgrind)
checkerr("invalid 'self' in function 'cc.Label:setString'",
         function() deadLabel:setString(string.rep("longer than an inline std::string ", 4)) end)
checkerr("invalid 'self' in function 'cc.Ref:retain'", function() deadSprite:retain() end)
checkerr("invalid 'self' in function 'cc.Ref:release'", function() deadSprite:release() end)
-- A dead object as an argument.
checkerr("live cc.Action %(this object was already released%)", function() n:runAction(deadAction) end)
checkerr("error in function 'cc.EventDispatcher:addEventListenerWithSceneGraphPriority'",
         function() dispatcher:addEventListenerWithSceneGraphPriority(deadListener, n) end)
checkerr("error in function 'cc.Director:pushScene'", function()
    local s = cc.Scene:create()
    kite.test.step(1)
    director:pushScene(s)
end)
checkeq(director:getScenesStackSize(), 1, "nothing was pushed")
-- A call on a dead object registers nothing.
local handlers = kite.liveHandlers()
pcall(function() deadSprite:registerScriptHandler(function() end) end)
pcall(function() deadSprite:scheduleUpdateWithPriorityLua(function() end, 0) end)
checkeq(kite.liveHandlers(), handlers, "no handler kept by a call that failed")

-- tolua.cast to an unknown type, of nil, of a number, of a dead object.
checkeq(tolua.cast(n, "cc.Nope"), nil)
checkeq(tolua.cast(n, ""), nil)
checkeq(tolua.cast(nil, "cc.Node"), nil)
checkeq(tolua.cast(5, "cc.Node"), nil)
checkeq(tolua.cast(sprite, "cc.Node") ~= nil, true)
local dead = tolua.cast(deadSprite, "cc.Sprite")
checkeq(dead == nil or tolua.isnull(dead), true, "a cast of a dead object stays dead")
if dead ~= nil then checkerr("invalid 'self'", function() dead:getTag() end) end

-- A bad argument changes nothing: the node is still a child, the tag is what it was.
n:setTag(7)
pcall(function() n:setTag({}) end)
checkeq(n:getTag(), 7)
checkeq(n:getParent(), scene)
checkeq(scene:getChildrenCount(), 4)

-- "Setting a read-only property": engine objects have methods, not properties. Assigning a field
-- shadows it into the object's peer (tolua++ semantics) and never touches the class or other objects.
local other = cc.Node:create()
scene:addChild(other)
n.getTag = function() return "shadowed" end
checkeq(n:getTag(), "shadowed")
checkeq(other:getTag(), -1, "the class is untouched")
n.getTag = nil
checkeq(n:getTag(), 7, "removing the shadow shows the method again")
checkerr("attempt to call", function() cc.Node.nosuchmethod(n) end)
checkerr("attempt to call method 'nosuchmethod'", function() n:nosuchmethod() end)

-- Coroutines: handlers registered and modules required from a coroutine work like on the main
-- thread (callbacks always run on the main state).
local fired = 0
local co = coroutine.wrap(function()
    local listener = cc.EventListenerCustom:create("badinput.co", function() fired = fired + 1 end)
    dispatcher:addEventListenerWithFixedPriority(listener, 1)
    local node = cc.Node:create()
    scene:addChild(node)
    node:registerScriptHandler(function(event) if event == "exit" then fired = fired + 10 end end)
    coroutine.yield(node, listener)
end)
local coNode, coListener = co()
kite.test.customEvent("badinput.co")
checkeq(fired, 1)
coNode:removeFromParent()
checkeq(fired, 11)
dispatcher:removeEventListener(coListener)
-- require in a coroutine loads onto the coroutine's own stack (it used to push onto the main one).
local required = coroutine.wrap(function()
    package.loaded["kite.geometry"] = nil
    local ok, err = pcall(require, "kite.geometry")
    local missing, message = pcall(require, "badinput.no.such.module")
    return ok, err, missing, message
end)
local ok, err, missing, message = required()
checkeq(ok, true, "require of an embedded module from a coroutine: " .. tostring(err))
checkeq(missing, false)
assert(tostring(message):find("module 'badinput.no.such.module' not found"), message)
for _ = 1, 2000 do coroutine.wrap(function() pcall(require, "badinput.no.such.module") end)() end

-- Errors in callbacks are reported with the file and line; the frame and the next callbacks go on.
local calls = 0
local id = scheduler:scheduleScriptFunc(function()
    calls = calls + 1
    local t = nil
    return t.field -- a typo-level mistake
end, 0, false)
local deep = scheduler:scheduleScriptFunc(function()
    local function down(k) return down(k + 1) + 1 end
    down(1)
end, 0, false)
kite.test.step(2)
scheduler:unscheduleScriptEntry(id)
scheduler:unscheduleScriptEntry(deep)
checkeq(calls, 2)
local reported = kite.test.takeErrors()
checkeq(#reported, 4)
assert(reported[1]:find("badinput_spec.lua:%d+: attempt to index"), reported[1])
assert(reported[2]:find("stack overflow"), reported[2])

-- An error object that is not a string, from a node event and a touch handler.
local touchNode = cc.Node:create()
touchNode:setContentSize(cc.size(480, 320))
scene:addChild(touchNode)
local touch = cc.EventListenerTouchOneByOne:create()
touch:registerScriptHandler(function() error({code = 1}) end, cc.Handler.EVENT_TOUCH_BEGAN)
dispatcher:addEventListenerWithSceneGraphPriority(touch, touchNode)
kite.test.touch("began", 10, 10)
kite.test.touch("ended", 10, 10)
touchNode:registerScriptHandler(function(event) if event == "exit" then error(setmetatable({}, {__tostring = function() return "custom error object" end})) end end)
touchNode:removeFromParent()
reported = kite.test.takeErrors()
checkeq(#reported, 2)
assert(reported[1]:find("error object is a table"), reported[1])
assert(reported[2]:find("custom error object"), reported[2])

-- A node added by an exit handler while its new parent is leaving the stage does not enter it
-- (it used to enter and never exit: "Node destroyed while running" when the scene went away).
local leaving = cc.Scene:create()
director:pushScene(leaving)
kite.test.step(1)
local late
local child = cc.Node:create()
leaving:addChild(child)
child:registerScriptHandler(function(event)
    if event == "exit" then
        late = cc.Node:create()
        child:getParent():addChild(late)
    end
end)
director:popScene()
kite.test.step(1)
checkeq(late ~= nil, true, "the exit handler ran")
checkeq(tolua.isnull(late) or not late:isRunning(), true, "added while its parent exits, it never entered")
kite.test.step(1)
checkeq(tolua.isnull(late), true, "gone with the popped scene (and no 'destroyed while running' assertion)")

-- Everything still works afterwards.
local after = cc.Sprite:create()
scene:addChild(after, 1, 99)
checkeq(scene:getChildByTag(99), after)
kite.test.step(1)
checkeq(tolua.isnull(after), false)
