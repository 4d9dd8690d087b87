-- rock.lua -- one asteroid: a sprite of its size, with its motion and spin.

local space = require("src.space")
local sprites = require("src.sprites")

local Rock = class("Rock", function(size, variant)
    return sprites.new(string.format("rock_%s%d.png", size, variant))
end)

Rock.NEXT = {big = "mid", mid = "small"}

function Rock:ctor(size, variant, kind, x, y, vx, vy, spin)
    self.size, self.kind = size, kind
    self.radius = kind.radius
    self.x, self.y, self.vx, self.vy = x, y, vx, vy
    self.spin = spin
    self.angle = 0
    self:sync()
end

function Rock:step(dt)
    self.x, self.y = space.wrap(self.x + self.vx * dt, self.y + self.vy * dt)
    self.angle = self.angle + self.spin * dt
end

function Rock:sync()
    self:setPosition(self.x, self.y)
    self:setRotation(self.angle)
end

return Rock
