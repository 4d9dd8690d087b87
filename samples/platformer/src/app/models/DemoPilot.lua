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
    self.rest = 0     -- steps to keep the jump key up after landing (a jump is a press)
end

function DemoPilot:think(game, input)
    local runner, level = game.runner, game.level
    input.left, input.right = false, true
    if not runner.onGround then
        input.jump = runner.vy > 1 -- a full jump: held while rising
        self.rest = 1
        return
    end
    if self.rest > 0 then
        self.rest = self.rest - 1
        input.jump = false
        return
    end
    local front = runner.x + runner.hw
    local feet = runner.y - runner.hh
    local pit = not level:solidAt(front + 6, feet - 4) or not level:solidAt(front + 14, feet - 4)
    -- (a hard landing leaves the feet a few pixels in the ground for a step or two: look above that)
    local wall = level:solidAt(front + 16, feet + 10) or level:solidAt(front + 16, feet + 36)
    local slime = self:slimeToJump(game)
    -- where a jump now comes down (about 0.7 s at full speed): never in a pit
    local landing = runner.x + tuning.runSpeed * 0.7
    local safe = level:solidAt(landing, feet - 4) or level:solidAt(landing, feet + 28)
    input.jump = pit or wall or (slime and safe)
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
