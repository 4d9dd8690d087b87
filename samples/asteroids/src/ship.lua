-- ship.lua -- the player's ship: a sprite with a flame and a shield, and its motion.
-- It reads the same input table whoever flies it: the keyboard and mouse, or the demo pilot.

local space = require("src.space")
local sprites = require("src.sprites")

local Ship = class("Ship", function() return sprites.new("ship.png") end)

local BLINK_TAG = 0x424C

function Ship:ctor(tuning)
    self.tuning = tuning
    self.flame = sprites.new("flame_1.png")
    self.flame:setAnchorPoint(cc.p(1, 0.5))
    self.flame:setPosition(11, 20)
    self.flame:setVisible(false)
    self:addChild(self.flame, -1)
    self.flame:runAction(cc.RepeatForever:create(sprites.animate("flame"))) -- flickers from the sheet
    self.shield = sprites.new("shield.png")
    self.shield:setPosition(20, 20)
    self.shield:setVisible(false)
    self:addChild(self.shield, 1)
    self.alive = false
    self:setVisible(false)
end

--- Puts the ship at (x, y), still, pointing up, shielded for a while.
function Ship:spawn(x, y, shielded)
    self.x, self.y, self.vx, self.vy = x, y, 0, 0
    self.angle = math.pi / 2
    self.cooldown = 0
    self.alive = true
    self.invulnerable = shielded and self.tuning.invulnerable or 0
    self:stopActionByTag(BLINK_TAG)
    self:setVisible(true)
    self:setScale(0.2)
    self:runAction(cc.EaseBackOut:create(cc.ScaleTo:create(0.35, 1.0)))
    if shielded then
        local blink = cc.Blink:create(self.invulnerable, math.floor(self.invulnerable * 6))
        blink:setTag(BLINK_TAG)
        self:runAction(blink)
        self.shield:stopAllActions()
        self.shield:setVisible(true)
        self.shield:setOpacity(255)
        self.shield:runAction(cc.Sequence:create(cc.DelayTime:create(self.invulnerable - 0.4),
                                                 cc.FadeOut:create(0.4), cc.Hide:create()))
    end
    self:sync()
end

--- One fixed step of flight. Returns true when it wants to fire now.
function Ship:step(dt, input)
    local t = self.tuning
    if input.aim then -- a click: face the cursor at once
        local dx, dy = input.aim.x - self.x, input.aim.y - self.y
        if dx ~= 0 or dy ~= 0 then self.angle = math.atan2(dy, dx) end
    end
    local turn = (input.left and 1 or 0) - (input.right and 1 or 0)
    self.angle = space.angleDiff(self.angle + turn * t.turnSpeed * dt)
    if input.thrust then
        self.vx = self.vx + math.cos(self.angle) * t.thrust * dt
        self.vy = self.vy + math.sin(self.angle) * t.thrust * dt
    end
    self.vx = self.vx - self.vx * t.drag * dt
    self.vy = self.vy - self.vy * t.drag * dt
    local speed = math.sqrt(self.vx * self.vx + self.vy * self.vy)
    if speed > t.maxSpeed then
        self.vx, self.vy = self.vx * t.maxSpeed / speed, self.vy * t.maxSpeed / speed
    end
    self.x, self.y = space.wrap(self.x + self.vx * dt, self.y + self.vy * dt)
    self.thrusting = input.thrust
    if self.invulnerable > 0 then self.invulnerable = math.max(0, self.invulnerable - dt) end
    self.cooldown = math.max(0, self.cooldown - dt)
    local fire = (input.fire or input.aim) and self.cooldown <= 0
    if fire then self.cooldown = t.fireCooldown end
    input.aim = nil
    return fire
end

--- The nose, where bullets come out.
function Ship:nose()
    return self.x + math.cos(self.angle) * 18, self.y + math.sin(self.angle) * 18
end

function Ship:sync()
    self:setPosition(self.x, self.y)
    self:setRotation(space.rotation(self.angle))
    self.flame:setVisible(self.alive and self.thrusting == true)
end

function Ship:explode()
    self.alive = false
    self.thrusting = false
    self:stopActionByTag(BLINK_TAG)
    self.shield:stopAllActions()
    self.shield:setVisible(false)
    self.flame:setVisible(false)
    self:setVisible(false)
end

return Ship
