-- src/Ball.lua -- the ball: position and velocity in Lua numbers (the physics never reads the
-- node back), shown by a Sprite.

local Ball = class("Ball", function() return cc.Sprite:create("res/ball.png") end)

function Ball:ctor(tuning)
    self.r = tuning.ballRadius
    self.baseSpeed = tuning.ballSpeed
    self.speedUp = tuning.ballSpeedUp
    self.maxSpeed = tuning.ballSpeedMax
    self.speed = self.baseSpeed
    self.x, self.y, self.vx, self.vy = 0, 0, 0, 0
    self.stuck = true
    self.offset = 0 -- where it sits on the paddle while stuck, -1 .. 1
end

--- Sets the speed and keeps the direction.
function Ball:setSpeed(speed)
    if speed > self.maxSpeed then speed = self.maxSpeed end
    local len = math.sqrt(self.vx * self.vx + self.vy * self.vy)
    if len > 0 then
        self.vx = self.vx * speed / len
        self.vy = self.vy * speed / len
    end
    self.speed = speed
end

--- Leaves the paddle (or bounces off it) at an angle set by where it is on the paddle: the
--- centre sends it straight up, the ends up to `maxBounce` of its speed sideways.
function Ball:bounceUp(offset, maxBounce)
    if offset > 1 then offset = 1 elseif offset < -1 then offset = -1 end
    self.vx = self.speed * offset * maxBounce
    self.vy = math.sqrt(self.speed * self.speed - self.vx * self.vx)
end

function Ball:sync() self:setPosition(self.x, self.y) end

return Ball
