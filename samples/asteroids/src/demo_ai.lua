-- demo_ai.lua -- flies the ship through the same input table the keyboard fills.
-- It turns toward the nearest rock (aiming where the rock will be), fires when lined up, closes in
-- on rocks that are far, and turns and thrusts away when a rock comes close, unless it is
-- distracted: now and then it gets carried away and charges at its target without looking around,
-- which is how the demo loses ships. Decisions come every few steps
-- (a reaction time), and its lapses from its own Rng.

local space = require("src.space")

local DemoAI = class("DemoAI")

function DemoAI:ctor(rng, tuning, bulletSpeed)
    self.rng = rng
    self.t = tuning
    self.bulletSpeed = bulletSpeed
    self.tick = 0
    self.distracted = 0
end

local function clear(input)
    input.left, input.right, input.thrust, input.fire = false, false, false, false
end

--- Called every fixed step with the game and the input table to fill.
function DemoAI:think(game, input, dt)
    self.tick = self.tick + 1
    if self.distracted > 0 then self.distracted = self.distracted - dt end
    if self.tick % self.t.reaction ~= 0 then return end
    local ship = game.ship
    clear(input)
    if not ship.alive then return end
    if self.tick % 60 == 0 and self.distracted <= 0 and self.rng:chance(self.t.distractChance) then
        self.distracted = self.t.distractTime
    end

    -- the nearest rock, and the closest call
    local nearest, nearestD, danger, dangerGap
    for _, rock in ipairs(game.rocks) do
        local dx, dy = space.delta(ship.x, ship.y, rock.x, rock.y)
        local d = math.sqrt(dx * dx + dy * dy)
        if not nearestD or d < nearestD then nearest, nearestD = rock, d end
        local gap = d - rock.radius
        local closing = dx * (rock.vx - ship.vx) + dy * (rock.vy - ship.vy) < 0
        if closing and gap < self.t.dangerDistance and (not dangerGap or gap < dangerGap) then
            danger, dangerGap = rock, gap
        end
    end
    if not nearest then return end

    local want, shoot
    if danger and self.distracted <= 0 and ship.invulnerable <= 0 then
        local dx, dy = space.delta(ship.x, ship.y, danger.x, danger.y)
        want = math.atan2(-dy, -dx) -- away from it
        local off = math.abs(space.angleDiff(want - ship.angle))
        input.thrust = off < 0.8
    else
        local dx, dy = space.delta(ship.x, ship.y, nearest.x, nearest.y)
        local lead = nearestD / self.bulletSpeed
        dx, dy = dx + (nearest.vx - ship.vx) * lead, dy + (nearest.vy - ship.vy) * lead
        want = math.atan2(dy, dx)
        shoot = nearestD < self.t.fireRange
        local aligned = math.abs(space.angleDiff(want - ship.angle)) < 0.5
        local speed = math.sqrt(ship.vx * ship.vx + ship.vy * ship.vy)
        input.thrust = aligned and (self.distracted > 0 or (nearestD > self.t.huntDistance and speed < 160))
    end
    local diff = space.angleDiff(want - ship.angle)
    if diff > 0.05 then input.left = true elseif diff < -0.05 then input.right = true end
    input.fire = shoot and math.abs(diff) < self.t.aimTolerance or false
end

return DemoAI
