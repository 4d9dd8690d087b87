-- src/Paddle.lua -- the paddle: a Sprite extended by a Lua class (its state lives in the peer).

local fx = require("src.fx")

local Paddle = class("Paddle", function() return cc.Sprite:create("res/paddle.png") end)

function Paddle:ctor(tuning, minX, maxX)
    self.halfWidth = tuning.paddleWidth / 2
    self.halfHeight = tuning.paddleHeight / 2
    self.y = tuning.paddleY
    self.speed = tuning.paddleSpeed
    self.pointerSpeed = tuning.pointerSpeed
    self.minX = minX + self.halfWidth
    self.maxX = maxX - self.halfWidth
    self.x = (minX + maxX) / 2
    self:setPosition(self.x, self.y)
end

function Paddle:top() return self.y + self.halfHeight end

--- One physics step: keys win; otherwise glide toward the pointer (mouse or touch) at a capped speed.
function Paddle:step(h, dir, pointerX)
    local x = self.x
    if dir ~= 0 then
        x = x + dir * self.speed * h
    elseif pointerX then
        local d = pointerX - x
        local maxStep = self.pointerSpeed * h
        if d > maxStep then d = maxStep elseif d < -maxStep then d = -maxStep end
        x = x + d
    end
    if x < self.minX then x = self.minX elseif x > self.maxX then x = self.maxX end
    self.x = x
end

function Paddle:sync() self:setPositionX(self.x) end

function Paddle:bump() fx.squash(self, 1.18, 0.7) end

return Paddle
