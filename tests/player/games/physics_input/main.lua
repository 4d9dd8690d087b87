-- Replayed input driving a physics body (issue 22 item 6): the arrow keys roll a ball along a
-- platform, Space makes it jump; every 10 frames the ball's position and velocity are printed. A
-- recorded run replayed gives the same lines, on every backend (tests/player compares them with
-- expected/physics_replay.txt).
local director = cc.Director:getInstance()
local scene = cc.Scene:createWithPhysics()

local function place(body, x, y)
    local node = cc.Node:create()
    node:setAnchorPoint(cc.p(0.5, 0.5))
    node:setPosition(cc.p(x, y))
    node:setPhysicsBody(body)
    scene:addChild(node)
    return body
end
place(cc.PhysicsBody:createBox(cc.size(150, 10)), 80, 10):setDynamic(false)
local ball = place(cc.PhysicsBody:createCircle(8, {density = 1, restitution = 0, friction = 0.8}), 80, 23)

local held = {}
local keys = cc.EventListenerKeyboard:create()
keys:registerScriptHandler(function(key)
    held[key] = true
    if key == cc.KeyCode.KEY_SPACE then ball:setVelocity(cc.p(ball:getVelocity().x, 120)) end
end, cc.Handler.EVENT_KEYBOARD_PRESSED)
keys:registerScriptHandler(function(key) held[key] = nil end, cc.Handler.EVENT_KEYBOARD_RELEASED)
director:getEventDispatcher():addEventListenerWithSceneGraphPriority(keys, scene)

local frame = 0
scene:scheduleUpdateWithPriorityLua(function()
    frame = frame + 1
    local push = 0
    if held[cc.KeyCode.KEY_LEFT_ARROW] then push = push - 1 end
    if held[cc.KeyCode.KEY_RIGHT_ARROW] then push = push + 1 end
    -- (cocos 3.17 applies forces and impulses in the body's own turning frame: velocities are plainer)
    if push ~= 0 then ball:setVelocity(cc.p(push * 50, ball:getVelocity().y)) end
    if frame % 10 == 0 then
        local p, v = ball:getPosition(), ball:getVelocity()
        print(string.format("%d %.5f %.5f %.5f %.5f %.5f", frame, p.x, p.y, ball:getRotation(), v.x, v.y))
    end
end, 0)

director:runWithScene(scene)
