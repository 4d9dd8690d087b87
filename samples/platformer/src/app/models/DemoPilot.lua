-- DemoPilot.lua -- plays the demo through the same door as a person: it fills the input table
-- (left, right, jump) the keyboard fills. It runs right; it jumps at the edge of a pit, at a wall
-- or a crate in its way, and at a slime when the jump will come down on it. Now and then (its own
-- random stream, seeded by the game's seed) it misses a slime, which is how the demo loses lives.

local tuning = require("app.models.tuning")

local DemoPilot = class("DemoPilot")

local MISS = 0.25 -- the chance of not jumping at a given slime

function DemoPilot:ctor(rng)
    self.rng = rng
    self.decided = {} -- slime -> jump or miss, once per approach
end

function DemoPilot:think(game, input)
    local runner, level = game.runner, game.level
    input.left, input.right = false, true
    if not runner.onGround then
        input.jump = runner.vy > 1 -- a full jump: held while rising
        -- coming down into a pit (a slime's bounce can carry it there): brake in the air
        if not self:landsOnGround(runner, level) then input.left, input.right = true, false end
        return
    end
    local front = runner.x + runner.hw
    local feet = runner.y - runner.hh
    local pit = not level:solidAt(front + 6, feet - 4) or not level:solidAt(front + 14, feet - 4)
    -- (a hard landing leaves the feet a few pixels in the ground for a step or two: look above that)
    local wall = level:solidAt(front + 16, feet + 10) or level:solidAt(front + 16, feet + 36)
    local slime = self:slimeToJump(game)
    -- where a jump now comes down (about 0.7 s at full speed), and where a slime's bounce would
    -- carry it on to: never in a pit
    local landing = runner.x + tuning.runSpeed * 0.7
    local safe = (level:solidAt(landing, feet - 4) or level:solidAt(landing, feet + 28))
        and level:solidAt(landing + 150, feet - 4)
    input.jump = pit or wall or (slime and safe)
end

--- Does the runner, in the air, come down on ground at its speed (the ground's top being where it
--- took off from, or lower)? Looks where its feet cross the level of the ground row below.
function DemoPilot:landsOnGround(runner, level)
    if runner.vy > 0 then return true end -- still rising: decide on the way down
    local feet = runner.y - runner.hh
    local ground = 2 * level.tile -- the top of the ground rows
    if feet <= ground then return true end
    local g = tuning.gravity
    local t = (runner.vy + math.sqrt(runner.vy * runner.vy + 2 * g * (feet - ground))) / g
    local x = runner.x + runner.vx * t
    return level:solidAt(x, ground - 4) or level:solidAt(x + runner.hw, ground - 4)
end

--- True when a living slime ahead will be under the runner as it comes down from a jump now.
function DemoPilot:slimeToJump(game)
    local runner = game.runner
    for _, slime in ipairs(game.slimes) do
        local dx = slime.x - runner.x
        if slime.alive and dx > 0 and dx < 240 and math.abs(slime.y - (runner.y - runner.hh)) < 8 then
            -- a full jump's feet come back down to a slime's height after about 0.69 s: jump when
            -- the runner and the slime will have closed the gap by then
            local aim = (tuning.runSpeed - slime.dir * tuning.slimeSpeed) * 0.69
            if dx <= aim then
                if self.decided[slime] == nil then self.decided[slime] = not self.rng:chance(MISS) end
                return self.decided[slime]
            end
        elseif dx < 0 then
            self.decided[slime] = nil -- passed (or missed): the next approach decides again
        end
    end
    return false
end

return DemoPilot
