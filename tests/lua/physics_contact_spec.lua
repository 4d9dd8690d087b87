-- physics_contact_spec.lua -- cocos2d-x 3.17's physics contacts from Lua (issue 22):
-- cc.EventListenerPhysicsContact and its WithBodies / WithShapes / WithGroup forms, handlers by
-- registerScriptHandler(fn, cc.Handler.EVENT_PHYSICS_CONTACT_*), cc.PhysicsContact and its points,
-- PreSolve / PostSolve, the bitmask and group filtering, and removals inside every handler.

local director = cc.Director:getInstance()
local dispatcher = director:getEventDispatcher()
local noBounce = {density = 0.1, restitution = 0, friction = 0.5}

checkeq(cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN, 53)
checkeq(cc.Handler.EVENT_PHYSICS_CONTACT_PRESOLVE, 54)
checkeq(cc.Handler.EVENT_PHYSICS_CONTACT_POSTSOLVE, 55)
checkeq(cc.Handler.EVENT_PHYSICS_CONTACT_SEPARATE, 56)

-- A fresh running physics scene with a static ground (top at y = 10) that reports contacts.
local scene, world, ground
local function newScene()
    scene = cc.Scene:createWithPhysics()
    world = scene:getPhysicsWorld()
    ground = cc.Node:create()
    ground:setPosition(240, 0)
    ground:setPhysicsBody(cc.PhysicsBody:createBox(cc.size(480, 20), noBounce))
    ground:getPhysicsBody():setDynamic(false)
    ground:getPhysicsBody():setContactTestBitmask(0xFFFFFFFF)
    scene:addChild(ground)
    if director:getRunningScene() then director:replaceScene(scene) else director:runWithScene(scene) end
    kite.test.step(1, 0)
end

local function ball(x, y, contactTest)
    local node = cc.Node:create()
    node:setPosition(x, y)
    node:setPhysicsBody(cc.PhysicsBody:createCircle(5, noBounce))
    node:getPhysicsBody():setContactTestBitmask(contactTest or 0xFFFFFFFF)
    scene:addChild(node)
    return node
end

local function frames(n) kite.test.step(n, 1 / 60) end

-- 1. The listener and its handlers; the events in cocos's order on one contact object.
newScene()
local listener = cc.EventListenerPhysicsContact:create()
checkeq(tolua.type(listener), "cc.EventListenerPhysicsContact")
checkeq(listener:checkAvailable(), false, "no handler yet")
local log, first = {}, nil
listener:registerScriptHandler(function(contact)
    log[#log + 1] = "begin"
    first = contact
    checkeq(tolua.type(contact), "cc.PhysicsContact")
    checkeq(contact:getEventCode(), 1)
    checkeq(contact:getEventName(), "PhysicsContactEvent")
    local a, b = contact:getShapeA(), contact:getShapeB()
    checkeq(tolua.type(a) == "cc.PhysicsShapeCircle" or tolua.type(b) == "cc.PhysicsShapeCircle", true)
    local data = contact:getContactData()
    checkeq(type(data), "table")
    checkeq(data.POINT_MAX, 4)
    checkeq(#data.points >= 1, true)
    checknear(data.points[1].x, 240, "contact point x", 0.5)
    checknear(math.abs(data.normal.y), 1, "normal", 1e-2)
    checkeq(contact:getPreContactData(), nil, "no generation before the first")
    return true
end, cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN)
listener:registerScriptHandler(function(contact, solve)
    log[#log + 1] = "pre"
    checkeq(contact, first, "the same contact object")
    checkeq(contact:getEventCode(), 2)
    checkeq(tolua.type(solve), "cc.PhysicsContactPreSolve")
    checknear(solve:getFriction(), 0.25, "friction (product)", 1e-6)
    checkeq(solve:getRestitution(), 0)
    checkeq(solve:setSurfaceVelocity(cc.p(0, 0)), solve, "setters chain")
    return true
end, cc.Handler.EVENT_PHYSICS_CONTACT_PRESOLVE)
listener:registerScriptHandler(function(contact, solve)
    log[#log + 1] = "post"
    checkeq(contact:getEventCode(), 3)
    checkeq(tolua.type(solve), "cc.PhysicsContactPostSolve")
    checknear(solve:getFriction(), 0.25, "friction", 1e-6)
end, cc.Handler.EVENT_PHYSICS_CONTACT_POSTSOLVE)
listener:registerScriptHandler(function(contact)
    log[#log + 1] = "separate"
    checkeq(contact:getEventCode(), 4)
end, cc.Handler.EVENT_PHYSICS_CONTACT_SEPARATE)
checkeq(listener:checkAvailable(), true)
dispatcher:addEventListenerWithSceneGraphPriority(listener, scene)
local a = ball(240, 30)
frames(60)
checkeq(log[1], "begin")
checkeq(log[2], "pre")
checkeq(log[3], "post")
checknear(a:getPositionY(), 15, "resting on the ground", 1)
a:removeFromParent() -- leaving the world separates them at once
checkeq(log[#log], "separate")
checkeq(tolua.isnull(first), true, "a contact ends with its separate")
checkerr("invalid 'self' in function 'cc.PhysicsContact:getShapeA'", function() first:getShapeA() end)
local kinds = {}
for _, e in ipairs(log) do kinds[e] = (kinds[e] or 0) + 1 end
checkeq(kinds.begin, 1)
checkeq(kinds.separate, 1)
-- a handler kind that is not a physics one would never run: an error
checkerr("handler type 40 is not one of", function()
    listener:registerScriptHandler(function() end, cc.Handler.EVENT_TOUCH_BEGAN)
end)
dispatcher:removeEventListener(listener)

-- 2. A begin handler returning nil (no return) counts as false, as cocos: the pair passes through,
-- separate still comes.
newScene()
local begins, separates = 0, 0
listener = cc.EventListenerPhysicsContact:create()
listener:registerScriptHandler(function() begins = begins + 1 end, cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN)
listener:registerScriptHandler(function() separates = separates + 1 end, cc.Handler.EVENT_PHYSICS_CONTACT_SEPARATE)
dispatcher:addEventListenerWithFixedPriority(listener, 1)
a = ball(240, 30)
frames(120)
checkeq(a:getPositionY() < -20, true, "fell through the ground")
checkeq(begins, 1)
checkeq(separates, 1)
dispatcher:removeEventListener(listener)

-- 3. Filtering (physics-api §10): contact-test bitmasks decide the events (both ways), the
-- collision bitmasks the collision; 0xFFFFFFFF is every bit and reads back as -1.
newScene()
local seen = {}
listener = cc.EventListenerPhysicsContact:create()
listener:registerScriptHandler(function(contact)
    local body = contact:getShapeA():getBody() == ground:getPhysicsBody() and contact:getShapeB():getBody()
        or contact:getShapeA():getBody()
    seen[body:getTag()] = true
    return true
end, cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN)
dispatcher:addEventListenerWithFixedPriority(listener, 1)
local silent = ball(100, 30, 0) -- tests nothing: no events, still collides
silent:getPhysicsBody():setTag(1)
local ghost = ball(200, 30)
ghost:getPhysicsBody():setTag(2)
ghost:getPhysicsBody():setCollisionBitmask(0) -- events, no collision
local oneWay = ball(300, 30, 0x1)
oneWay:getPhysicsBody():setTag(3)
oneWay:getPhysicsBody():setCategoryBitmask(0x2)
ground:getPhysicsBody():setContactTestBitmask(0x1) -- not the category 0x2 of oneWay, nor silent's -1? yes: -1 & 1
local grouped = ball(400, 30)
grouped:getPhysicsBody():setTag(4)
grouped:getPhysicsBody():setCollisionBitmask(0)
grouped:getPhysicsBody():setGroup(5)
ground:getPhysicsBody():setGroup(5) -- a shared positive group always collides
checkeq(ground:getPhysicsBody():getCategoryBitmask(), -1)
checkeq(ghost:getPhysicsBody():getContactTestBitmask(), -1, "0xFFFFFFFF wraps to every bit")
checkeq(cc.PhysicsShapeCircle:create(1):setCollisionBitmask(0x1FFFFFFFE):getCollisionBitmask(), -2)
checkeq(cc.PhysicsShapeCircle:create(1):setCategoryBitmask(-1):getCategoryBitmask(), -1)
checkerr("setCategoryBitmask: argument #2 %(bitmask%) must be a finite number", function()
    ghost:getPhysicsBody():setCategoryBitmask(math.huge)
end)
checkerr("cc.PhysicsShape:setContactTestBitmask", function() ghost:getPhysicsBody():getFirstShape():setContactTestBitmask("x") end)
frames(120)
checkeq(seen[1], nil)
checknear(silent:getPositionY(), 15, "silent rests", 1)
checkeq(seen[2], true)
checkeq(ghost:getPositionY() < -20, true, "ghost fell through")
checkeq(seen[3], nil, "contact test needs both directions")
checkeq(seen[4], true)
checknear(grouped:getPositionY(), 15, "grouped rests", 1)
dispatcher:removeEventListener(listener)

-- a shared negative group never collides and never reports
newScene()
local negative = 0
listener = cc.EventListenerPhysicsContact:create()
listener:registerScriptHandler(function() negative = negative + 1 return true end, cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN)
dispatcher:addEventListenerWithFixedPriority(listener, 1)
a = ball(240, 30)
a:getPhysicsBody():setGroup(-3)
ground:getPhysicsBody():setGroup(-3)
frames(120)
checkeq(negative, 0)
checkeq(a:getPositionY() < -20, true)
dispatcher:removeEventListener(listener)

-- 4. Filtered listeners, and several listeners: the last one visited decides (cocos 3.17).
newScene()
local a1, a2 = ball(100, 30), ball(300, 30)
local hits = {}
local byBodies = cc.EventListenerPhysicsContactWithBodies:create(ground:getPhysicsBody(), a1:getPhysicsBody())
byBodies:registerScriptHandler(function() hits[#hits + 1] = "bodies" return false end, cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN)
local byShapes = cc.EventListenerPhysicsContactWithShapes:create(a2:getPhysicsBody():getFirstShape(), ground:getPhysicsBody():getFirstShape())
byShapes:registerScriptHandler(function() hits[#hits + 1] = "shapes" return true end, cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN)
a2:getPhysicsBody():setGroup(9)
local byGroup = cc.EventListenerPhysicsContactWithGroup:create(9)
byGroup:registerScriptHandler(function() hits[#hits + 1] = "group" return true end, cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN)
checkeq(byBodies:hitTest(a1:getPhysicsBody():getFirstShape(), ground:getPhysicsBody():getFirstShape()), true)
checkeq(byBodies:hitTest(a2:getPhysicsBody():getFirstShape(), ground:getPhysicsBody():getFirstShape()), false)
checkeq(byGroup:hitTest(a2:getPhysicsBody():getFirstShape(), ground:getPhysicsBody():getFirstShape()), true)
checkeq(tolua.type(byBodies:clone()), "cc.EventListenerPhysicsContactWithBodies")
dispatcher:addEventListenerWithFixedPriority(byShapes, 1)
dispatcher:addEventListenerWithFixedPriority(byGroup, 2)
dispatcher:addEventListenerWithFixedPriority(byBodies, 3) -- last: its false makes a1 fall through
frames(120)
table.sort(hits)
checkeq(table.concat(hits, " "), "bodies group shapes")
checkeq(a1:getPositionY() < -20, true, "the last listener's false")
checknear(a2:getPositionY(), 15, "byBodies did not test a2: its visit set true", 1)
dispatcher:removeEventListener(byShapes)
dispatcher:removeEventListener(byGroup)
dispatcher:removeEventListener(byBodies)

-- 5. PreSolve: returning false skips the step, ignore() until they separate; a kept PreSolve is
-- detached after its call.
newScene()
local kept
listener = cc.EventListenerPhysicsContact:create()
listener:registerScriptHandler(function(contact, solve) kept = solve solve:ignore() return true end,
    cc.Handler.EVENT_PHYSICS_CONTACT_PRESOLVE)
dispatcher:addEventListenerWithFixedPriority(listener, 1)
a = ball(240, 30)
frames(120)
checkeq(a:getPositionY() < -20, true, "ignored: fell through")
checkeq(kept == nil or tolua.isnull(kept) or kept:getFriction() == 0, true, "a kept PreSolve reads defaults")
dispatcher:removeEventListener(listener)

-- 6. Removals inside every handler (physics-api §13): nodes, bodies, shapes, listeners, the scene.
-- Chipmunk is stepping: removals wait for the step's end; nothing crashes, nothing leaks.
for _, kind in ipairs({"BEGIN", "PRESOLVE", "POSTSOLVE", "SEPARATE"}) do
    newScene()
    local balls = {}
    for i = 1, 4 do balls[i] = ball(60 * i, 30) end
    local calls = 0
    listener = cc.EventListenerPhysicsContact:create()
    local function handler(contact)
        calls = calls + 1
        local shape = contact:getShapeA():getBody() == ground:getPhysicsBody() and contact:getShapeB()
            or contact:getShapeA()
        local body = shape:getBody()
        if body and calls == 1 then body:getNode():removeFromParent() end
        if body and calls == 2 then body:removeShape(shape) end
        if body and calls == 3 then world:removeBody(body) end
        if calls == 4 then world:removeAllBodies() dispatcher:removeEventListener(listener) end
        return true
    end
    listener:registerScriptHandler(handler, cc.Handler["EVENT_PHYSICS_CONTACT_" .. kind])
    dispatcher:addEventListenerWithFixedPriority(listener, 1)
    frames(90)
    if kind == "SEPARATE" then
        -- they rest without separating: separate comes as they leave (a removal outside the step)
        for i = 1, 4 do balls[i]:removeFromParent() end
    end
    checkeq(calls >= 4, true, kind .. " handler ran for each removal")
    checkeq(tolua.isnull(listener), true, "it removed itself; nothing else held it")
end

-- a body made static inside begin (chipmunk refuses a type change mid-step: it happens after it)
newScene()
listener = cc.EventListenerPhysicsContact:create()
listener:registerScriptHandler(function(contact)
    local shape = contact:getShapeA():getBody() == ground:getPhysicsBody() and contact:getShapeB()
        or contact:getShapeA()
    shape:getBody():setDynamic(false)
    shape:getBody():setVelocity(cc.p(0, 0))
    return true
end, cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN)
dispatcher:addEventListenerWithFixedPriority(listener, 1)
a = ball(240, 30)
frames(60)
checkeq(a:getPhysicsBody():isDynamic(), false)
local stoppedAt = a:getPositionY()
frames(30)
checkeq(a:getPositionY(), stoppedAt, "static now: it stays")
dispatcher:removeEventListener(listener)

-- replacing the scene inside a handler; the old scene dies with its world and contacts
newScene()
local replaced = 0
listener = cc.EventListenerPhysicsContact:create()
listener:registerScriptHandler(function()
    replaced = replaced + 1
    if replaced == 1 then director:replaceScene(cc.Scene:createWithPhysics()) end
    return true
end, cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN)
dispatcher:addEventListenerWithFixedPriority(listener, 1)
local oldWorld = world
ball(240, 30)
frames(60)
checkeq(tolua.isnull(oldWorld), true)
dispatcher:removeEventListener(listener)

-- 7. A script error in a handler is reported with a traceback and the game goes on; the result
-- counts as false.
newScene()
listener = cc.EventListenerPhysicsContact:create()
listener:registerScriptHandler(function() error("boom in begin") end, cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN)
dispatcher:addEventListenerWithFixedPriority(listener, 1)
a = ball(240, 30)
frames(120)
local errors = kite.test.takeErrors()
checkeq(#errors, 1)
checkeq(errors[1]:find("boom in begin") ~= nil, true)
checkeq(a:getPositionY() < -20, true, "an error counts as false")
dispatcher:removeEventListener(listener)

-- 8. Bad input.
checkerr("cc.EventListenerPhysicsContactWithBodies:create", function()
    cc.EventListenerPhysicsContactWithBodies:create(cc.Node:create(), nil)
end)
checkerr("cc.EventListenerPhysicsContactWithGroup:create", function() cc.EventListenerPhysicsContactWithGroup:create("x") end)
checkerr("cc.PhysicsContact:getContactData", function() cc.PhysicsContact.getContactData(cc.Node:create()) end)
checkerr("cc.EventListener:registerScriptHandler", function()
    cc.EventListenerPhysicsContact:create():registerScriptHandler("f", cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN)
end)
