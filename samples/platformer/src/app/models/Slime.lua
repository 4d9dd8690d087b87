-- Slime.lua -- the enemy: a cc.Sprite wobbling (cc.Animate of two frames) back and forth along the
-- stretch of ground its map object covers. Squashed from above it flattens, fades and goes.

local sprites = require("app.models.sprites")
local tuning = require("app.models.tuning")

local Slime = class("Slime", function()
    return cc.Sprite:createWithSpriteFrameName("slime_1.png")
end)

Slime.HALF_WIDTH, Slime.HEIGHT = 15, 20 -- its box, from the middle of its base

--- thing: the map object (x, y, width: the patrol); the slime starts in its middle, walking left.
function Slime:ctor(thing)
    self:setAnchorPoint(cc.p(0.5, 0))
    self.left, self.right = thing.x + Slime.HALF_WIDTH, thing.x + thing.width - Slime.HALF_WIDTH
    self.x, self.y = thing.x + thing.width / 2, thing.y
    self.dir = -1
    self.alive = true
    self:setPosition(self.x, self.y)
    self:runAction(sprites.loop("slime"))
end

function Slime:step(dt)
    if not self.alive then return end
    self.x = self.x + self.dir * tuning.slimeSpeed * dt
    if self.x <= self.left then self.x, self.dir = self.left, 1
    elseif self.x >= self.right then self.x, self.dir = self.right, -1 end
end

function Slime:sync()
    self:setPosition(self.x, self.y)
    self:setFlippedX(self.dir > 0)
end

--- Where its box (HALF_WIDTH * 2 by HEIGHT, on its base) sits from the middle of the sprite, where
--- cocos puts a node's body.
function Slime:bodyOffset()
    return cc.p(0, Slime.HEIGHT / 2 - self:getContentSize().height / 2)
end

function Slime:squash()
    self.alive = false
    self:getPhysicsBody():removeFromWorld() -- a flat slime touches nobody
    self:stopAllActions()
    self:setSpriteFrame(cc.SpriteFrameCache:getInstance():getSpriteFrame("slime_flat.png"))
    self:runAction(cc.Sequence:create(cc.DelayTime:create(0.4), cc.FadeOut:create(0.3), cc.RemoveSelf:create()))
end

return Slime
