-- physics_debug_spec.lua -- cocos2d-x 3.17's physics queries and debug drawing from Lua (issue 22):
-- world:rayCast / queryRect / queryPoint with their callback forms, getShapes / getShape, callbacks
-- that remove bodies and nodes, errors in callbacks, bad input, and setDebugDrawMask's DrawNode.

local director = cc.Director:getInstance()
local dt = 1 / 60

-- The constants, on the class table as cocos's manual binding puts them.
checkeq(cc.PhysicsWorld.DEBUGDRAW_NONE, 0)
checkeq(cc.PhysicsWorld.DEBUGDRAW_SHAPE, 1)
checkeq(cc.PhysicsWorld.DEBUGDRAW_JOINT, 2)
checkeq(cc.PhysicsWorld.DEBUGDRAW_CONTACT, 4)
checkeq(cc.PhysicsWorld.DEBUGDRAW_ALL, 7)

local scene = cc.Scene:createWithPhysics()
local world = scene:getPhysicsWorld()
world:setGravity(cc.p(0, 0)) -- nothing moves: the queries see the bodies where they were put

-- Three balls of radius 10 on the line y = 100, and a box above them.
local function ball(x, y, tag)
    local node = cc.Node:create()
    node:setAnchorPoint(cc.p(0.5, 0.5))
    node:setPosition(cc.p(x, y))
    local body = cc.PhysicsBody:createCircle(10)
    body:setTag(tag)
    node:setPhysicsBody(body)
    scene:addChild(node)
    return node
end
local a = ball(100, 100, 1)
local b = ball(200, 100, 2)
local c = ball(300, 100, 3)
local boxNode = cc.Node:create()
boxNode:setAnchorPoint(cc.p(0.5, 0.5))
boxNode:setPosition(cc.p(200, 200))
boxNode:setPhysicsBody(cc.PhysicsBody:createBox(cc.size(40, 20)))
scene:addChild(boxNode)
director:runWithScene(scene)
kite.test.step(1, 0) -- enters: the bodies join the space, nothing steps
-- Chipmunk places a shape in its index when it steps (as in cocos, a query sees the shapes where the
-- last step left them), so one step with no gravity puts them where the nodes are.
kite.test.step(1, dt)

-- getShapes / getShape: the shapes containing a point, as their own types.
local shapes = world:getShapes(cc.p(203, 98))
checkeq(#shapes, 1)
checkeq(tolua.type(shapes[1]), "cc.PhysicsShapeCircle")
checkeq(shapes[1]:getBody(), b:getPhysicsBody())
checkeq(world:getShape(cc.p(203, 98)), shapes[1])
checkeq(#world:getShapes(cc.p(150, 100)), 0, "between the balls")
checkeq(world:getShape(cc.p(150, 100)), nil)
checkeq(world:getShape(cc.p(210, 205)):getBody(), boxNode:getPhysicsBody())

-- rayCast along y = 100: every ball, with cocos's info table; true goes on.
local hits = {}
local results = {world:rayCast(function(w, info)
    checkeq(w, world)
    hits[#hits + 1] = info
    return true
end, cc.p(0, 100), cc.p(400, 100))}
checkeq(#results, 0, "rayCast returns nothing")
checkeq(#hits, 3)
local byTag = {}
for _, info in ipairs(hits) do
    checkeq(info.start.x, 0)
    checkeq(info.ended.x, 400)
    checkeq(info["end"], nil, "cocos's key is 'ended'")
    byTag[info.shape:getBody():getTag()] = info
end
checknear(byTag[1].contact.x, 90, "enters ball 1 at its left edge")
checknear(byTag[1].contact.y, 100)
checknear(byTag[1].normal.x, -1)
checknear(byTag[1].normal.y, 0)
checknear(byTag[1].fraction, 90 / 400)
checknear(byTag[3].fraction, 290 / 400)
checkeq(tolua.type(byTag[2].shape), "cc.PhysicsShapeCircle")

-- false, nil or no return stops the query after the first hit.
for _, answer in ipairs({false, nil}) do
    local count = 0
    world:rayCast(function() count = count + 1; return answer end, cc.p(0, 100), cc.p(400, 100))
    checkeq(count, 1, "stops at " .. tostring(answer))
end
local none = 0
world:rayCast(function() none = none + 1; return true end, cc.p(0, 50), cc.p(400, 50))
checkeq(none, 0, "a ray that misses calls nothing")

-- queryRect: bounding boxes overlapping the rect; queryPoint: the shapes containing the point.
local inRect = {}
world:queryRect(function(w, shape)
    checkeq(w, world)
    inRect[#inRect + 1] = shape
    return true
end, cc.rect(185, 85, 30, 130)) -- ball 2 and the box
checkeq(#inRect, 2)
local stopped = 0
world:queryRect(function() stopped = stopped + 1 end, cc.rect(0, 0, 480, 320))
checkeq(stopped, 1, "nil stops queryRect")
local atPoint = {}
checkeq(select("#", world:queryPoint(function(w, shape)
    atPoint[#atPoint + 1] = shape
    return true
end, cc.p(95, 95))), 0)
checkeq(#atPoint, 1, "queryPoint works (cocos 3.17's binding asserts)")
checkeq(atPoint[1]:getBody():getTag(), 1)

-- A callback that removes bodies and nodes: later hits still come, alive, and the world goes on.
local seen = 0
world:rayCast(function(w, info)
    seen = seen + 1
    local body = info.shape:getBody()
    checkeq(tolua.isnull(info.shape), false)
    if body:getNode() then body:getNode():removeFromParent() end
    collectgarbage()
    return true
end, cc.p(0, 100), cc.p(400, 100))
checkeq(seen, 3)
checkeq(#world:getAllBodies(), 1, "only the box is left")
checkeq(#world:getShapes(cc.p(200, 100)), 0, "removed at once: the space was not locked")
kite.test.step(2, dt)
local count = 0
world:rayCast(function() count = count + 1; return true end, cc.p(0, 100), cc.p(400, 100))
checkeq(count, 0)

-- A body removed inside queryRect and queryPoint callbacks, and the world's removeBody by tag.
local d = ball(100, 100, 4)
local e = ball(115, 100, 5)
d:getPhysicsBody():setDynamic(false) -- kinematic: the two overlap without pushing each other away
e:getPhysicsBody():setDynamic(false)
kite.test.step(1, dt)
world:queryPoint(function(w, shape)
    w:removeBody(shape:getBody())
    return true
end, cc.p(107, 100)) -- in both balls
checkeq(#world:getAllBodies(), 1)
checkeq(d:getPhysicsBody():getWorld(), nil)
d:removeFromParent()
e:removeFromParent()

-- An error in a callback is reported with its traceback and stops that query; the game goes on.
local calls = 0
local f = ball(100, 100, 6)
local g = ball(120, 100, 7)
kite.test.step(1, dt)
world:rayCast(function()
    calls = calls + 1
    error("boom in rayCast")
end, cc.p(0, 100), cc.p(400, 100))
checkeq(calls, 1)
local errors = kite.test.takeErrors()
checkeq(#errors, 1)
checkeq(string.find(errors[1], "boom in rayCast", 1, true) ~= nil, true, errors[1])
world:queryRect(function() error("boom in queryRect") end, cc.rect(0, 0, 480, 320))
world:queryPoint(function() error("boom in queryPoint") end, cc.p(100, 100))
errors = kite.test.takeErrors()
checkeq(#errors, 2)
checkeq(string.find(errors[2], "boom in queryPoint", 1, true) ~= nil, true, errors[2])
kite.test.step(1, dt)

-- Bad input: a clear Lua error naming the function.
local nan = 0 / 0
checkerr("cc.PhysicsWorld:rayCast", function() world:rayCast(nil, cc.p(0, 0), cc.p(1, 1)) end)
checkerr("cc.PhysicsWorld:rayCast", function() world:rayCast(function() end, cc.p(0, 0)) end)
checkerr("cc.PhysicsWorld:rayCast.*not a finite point", function()
    world:rayCast(function() end, cc.p(nan, 0), cc.p(1, 1))
end)
checkerr("cc.PhysicsWorld:rayCast.*not a finite point", function()
    world:rayCast(function() end, cc.p(0, 0), cc.p(math.huge, 1))
end)
checkerr("cc.PhysicsWorld:queryRect", function() world:queryRect(function() end, cc.p(0, 0)) end)
checkerr("cc.PhysicsWorld:queryRect.*not a finite rect", function()
    world:queryRect(function() end, cc.rect(0, 0, nan, 1))
end)
checkerr("cc.PhysicsWorld:queryPoint", function() world:queryPoint(function() end) end)
checkerr("cc.PhysicsWorld:queryPoint.*not a finite point", function()
    world:queryPoint(function() end, cc.p(0, -math.huge))
end)
checkerr("cc.PhysicsWorld:getShapes", function() world:getShapes() end)
checkerr("cc.PhysicsWorld:getShape.*not a finite point", function() world:getShape(cc.p(nan, nan)) end)
checkerr("cc.PhysicsWorld:setDebugDrawMask", function() world:setDebugDrawMask("all") end)
checkerr("cc.PhysicsWorld:setDebugDrawMask.*finite", function() world:setDebugDrawMask(nan) end)

-- Debug drawing: a DrawNode joins the scene at the next step and leaves with mask 0.
local function drawNodes()
    local found = {}
    for _, child in ipairs(scene:getChildren()) do
        if tolua.type(child) == "cc.DrawNode" then found[#found + 1] = child end
    end
    return found
end
checkeq(world:getDebugDrawMask(), 0)
checkeq(world:setDebugDrawMask(cc.PhysicsWorld.DEBUGDRAW_ALL), world, "returns self")
checkeq(world:getDebugDrawMask(), 7)
checkeq(#drawNodes(), 0, "not before a step")
kite.test.step(1, dt)
checkeq(#drawNodes(), 1)
kite.test.step(3, dt)
checkeq(#drawNodes(), 1, "one node, cleared and redrawn each step")
world:setDebugDrawMask(0xFFFFFFFF) -- every bit, as games write it
checkeq(world:getDebugDrawMask(), 7)
world:setDebugDrawMask(cc.PhysicsWorld.DEBUGDRAW_NONE)
checkeq(#drawNodes(), 0, "mask 0 removes it")
kite.test.step(1, dt)
checkeq(#drawNodes(), 0)
-- a script that takes the node away gets it back at the next step
world:setDebugDrawMask(cc.PhysicsWorld.DEBUGDRAW_SHAPE)
kite.test.step(1, dt)
drawNodes()[1]:removeFromParent()
kite.test.step(1, dt)
checkeq(#drawNodes(), 1)

-- The scene goes with its debug node and bodies; a world kept by the script still answers queries.
world:retain()
director:replaceScene(cc.Scene:create())
kite.test.step(2, dt)
checkeq(tolua.isnull(scene), true)
checkeq(world:getScene(), nil)
local after = 0
world:rayCast(function() after = after + 1; return true end, cc.p(0, 100), cc.p(400, 100))
checkeq(after, 0, "its bodies left with the scene")
checkeq(#world:getShapes(cc.p(100, 100)), 0)
world:setDebugDrawMask(7)
world:release()
