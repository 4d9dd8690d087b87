-- Runner.lua -- the player: a cc.Sprite from the sheet, animated by cc.Animate (idle, run, jump,
-- fall from cc.AnimationCache), flipped to face where it runs. Its state is Lua numbers (the centre
-- of its box, its velocity), written to its cc.PhysicsBody (a box that never turns) before the world
-- steps and read back after.

local sprites = require("app.models.sprites")
local tuning = require("app.models.tuning")

local Runner = class("Runner", function()
    return cc.Sprite:createWithSpriteFrameName("hero_idle_1.png")
end)

Runner.CATEGORY = 0x1 -- the physics bitmasks: the runner, the ground, the things it meets
Runner.GROUND = 0x2
Runner.THINGS = 0x4

function Runner:ctor(level, x, y)
    self.level = level
    self.hw, self.hh = tuning.box.width / 2, tuning.box.height / 2
    self.vx, self.vy = 0, 0
    self.facing = 1
    self.onGround = false
    self.jumpHeld = false
    self.alive = true
    self.animation = nil
    self:place(x, y)
    self:setAnimation("idle")
end

--- Puts the runner's box centre at (x, y), at rest.
function Runner:place(x, y)
    self.x, self.y, self.vx, self.vy = x, y, 0, 0
    self:setPosition(x, y)
    if self.body then self.body:setVelocity(cc.p(0, 0)) end
end

--- Gives the runner its physics body: a box of the tuning's size, no friction (it would stick to
--- walls), never turning, falling with the world's gravity, colliding with the ground only.
function Runner:addBody()
    local body = cc.PhysicsBody:createBox(cc.size(tuning.box.width, tuning.box.height),
        {density = 1.0, restitution = 0.0, friction = 0.0})
    body:setRotationEnable(false)
    body:setCategoryBitmask(Runner.CATEGORY)
    body:setCollisionBitmask(Runner.GROUND)
    body:setContactTestBitmask(Runner.THINGS)
    body:setTag(1)
    self:setPhysicsBody(body)
    self.body = body
    return body
end

function Runner:setAnimation(name)
    if self.animation == name then return end
    self.animation = name
    self:stopActionByTag(7)
    local action = sprites.loop(name)
    action:setTag(7)
    self:runAction(action)
end

--- Is the runner standing on ground: falling no faster than a hair, its feet within a few pixels
--- of the top of a solid cell. (A physics game asks its contacts; this asks the tile grid, which
--- works the same with and without physics.)
function Runner:standing()
    if self.vy > 1 then return false end
    local level, bottom = self.level, self.y - self.hh
    local feet = bottom - 2
    if not (level:solidAt(self.x - self.hw + 2, feet) or level:solidAt(self.x + self.hw - 2, feet)) then return false end
    local top = (math.floor(feet / level.tile) + 1) * level.tile
    return bottom - top < 3 and bottom - top > -6 -- a hard landing sinks a few pixels in for a step or two
end

--- One step of the controls: input.left / right / jump (jump counts when pressed, not held).
--- Returns true when the runner took off.
function Runner:control(input, dt)
    local want = 0
    if input.left then want = want - 1 end
    if input.right then want = want + 1 end
    local accel = (self.onGround and tuning.groundAccel or tuning.airAccel) * dt
    local target = want * tuning.runSpeed
    if self.vx < target then self.vx = math.min(target, self.vx + accel)
    elseif self.vx > target then self.vx = math.max(target, self.vx - accel) end
    if want ~= 0 then self.facing = want end
    local jumped = false
    if input.jump and not self.jumpHeld and self.onGround then
        self.vy = tuning.jumpSpeed
        self.onGround = false
        jumped = true
    elseif not input.jump and self.jumpHeld and self.vy > 0 then
        self.vy = self.vy * tuning.jumpCut -- a short hop when the key is let go early
    end
    self.jumpHeld = input.jump and true or false
    return jumped
end

--- The runner's velocity to its body, before the world steps.
function Runner:pushVelocity()
    self.body:setVelocity(cc.p(self.vx, math.max(self.vy, -tuning.maxFall)))
end

--- The world's result back into the Lua state, after it stepped.
function Runner:readBack()
    local v = self.body:getVelocity()
    self.x, self.y = self:getPosition()
    self.vx, self.vy = v.x, v.y
    self.onGround = self:standing()
end

--- The picture: facing, and the animation that fits the motion.
function Runner:sync()
    self:setFlippedX(self.facing < 0)
    if not self.onGround then
        self:setAnimation(self.vy > 0 and "jump" or "fall")
    elseif math.abs(self.vx) > 20 then
        self:setAnimation("run")
    else
        self:setAnimation("idle")
    end
end

--- The runner's box: left, bottom, right, top.
function Runner:box()
    return self.x - self.hw, self.y - self.hh, self.x + self.hw, self.y + self.hh
end

return Runner
