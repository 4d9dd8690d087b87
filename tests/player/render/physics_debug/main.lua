-- Physics debug drawing (world:setDebugDrawMask): balls and a box falling onto a still platform,
-- a sensor, a pendulum on a distance joint, and the contacts between them, in cocos 3.17's colours
-- (red outlines, translucent red fills, grey sensor fill, green joints, blue contact points).
local scene = cc.Scene:createWithPhysics()
scene:addChild(cc.LayerColor:create(cc.c4b(0, 0, 0, 255)))
local world = scene:getPhysicsWorld()
world:setDebugDrawMask(cc.PhysicsWorld.DEBUGDRAW_ALL)

local function place(body, x, y, rotation)
    local node = cc.Node:create()
    node:setAnchorPoint(cc.p(0.5, 0.5))
    node:setPosition(cc.p(x, y))
    node:setRotation(rotation or 0)
    node:setPhysicsBody(body)
    scene:addChild(node)
    return body
end

-- The platform: a box that gravity leaves alone (kinematic, as setDynamic(false) is in cocos).
place(cc.PhysicsBody:createBox(cc.size(140, 10)), 80, 20):setDynamic(false)
place(cc.PhysicsBody:createCircle(12), 40, 40) -- resting on the platform by the screenshot
place(cc.PhysicsBody:createCircle(8), 62, 90)
place(cc.PhysicsBody:createBox(cc.size(30, 20)), 110, 50, 30)
local sensor = place(cc.PhysicsBody:createCircle(14), 130, 95)
sensor:setDynamic(false)
sensor:getFirstShape():setSensor(true)

-- The pendulum: a small still anchor, a ball hung from it on a rod (a distance joint).
local pivot = place(cc.PhysicsBody:createCircle(3), 25, 110)
pivot:setDynamic(false)
local bob = place(cc.PhysicsBody:createCircle(6), 50, 100)
world:addJoint(cc.PhysicsJointDistance:construct(pivot, bob, cc.p(0, 0), cc.p(0, 0)))

cc.Director:getInstance():runWithScene(scene)
