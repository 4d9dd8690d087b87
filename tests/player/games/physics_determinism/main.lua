-- Determinism (issue 22 item 6): a physics scene run with the headless fixed step prints every body's
-- position and angle each 15 frames. The same run must print the same bytes on every backend (lua51,
-- luajit, their asan builds): tests/player compares the output with expected/physics_determinism.txt.
-- No random numbers (Lua 5.1's and LuaJIT's generators differ): the layout is arithmetic.
local director = cc.Director:getInstance()
local scene = cc.Scene:createWithPhysics()
local world = scene:getPhysicsWorld()

local bodies = {}
local function place(body, x, y, rotation)
    local node = cc.Node:create()
    node:setAnchorPoint(cc.p(0.5, 0.5))
    node:setPosition(cc.p(x, y))
    node:setRotation(rotation or 0)
    node:setPhysicsBody(body)
    scene:addChild(node)
    return body
end

-- A bin: floor and walls that gravity leaves alone.
for _, wall in ipairs({{80, 5, 160, 10}, {5, 60, 10, 120}, {155, 60, 10, 120}}) do
    place(cc.PhysicsBody:createBox(cc.size(wall[3], wall[4])), wall[1], wall[2]):setDynamic(false)
end
-- Twenty bodies in a staggered pile: circles and boxes of several sizes, materials and angles.
for i = 0, 19 do
    local x = 25 + (i % 5) * 27 + (math.floor(i / 5) % 2) * 6
    local y = 30 + math.floor(i / 5) * 22
    local material = {density = 1 + (i % 3), restitution = 0.1 * (i % 4), friction = 0.3 + 0.1 * (i % 5)}
    local body
    if i % 2 == 0 then
        body = cc.PhysicsBody:createCircle(5 + i % 4, material)
    else
        body = cc.PhysicsBody:createBox(cc.size(8 + i % 5, 6 + i % 3), material)
    end
    body:setTag(i + 1)
    place(body, x, y, i * 17)
    if i % 3 == 0 then body:applyImpulse(cc.p(40 * (i % 2 == 0 and 1 or -1), 25)) end
    if i % 4 == 1 then body:setAngularVelocity(2.5) end
    bodies[#bodies + 1] = body
end

local frame = 0
scene:scheduleUpdateWithPriorityLua(function()
    frame = frame + 1
    if frame % 15 ~= 0 then return end
    local lines = {}
    for _, body in ipairs(bodies) do
        local p = body:getPosition()
        local v = body:getVelocity()
        lines[#lines + 1] = string.format("%d %d %.5f %.5f %.5f %.5f %.5f", frame, body:getTag(), p.x, p.y,
                                          body:getRotation(), v.x, v.y)
    end
    print(table.concat(lines, "\n"))
end, 0)

director:runWithScene(scene)
