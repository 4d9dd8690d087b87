-- demo_ai.lua -- plays Snake through the same turns a player asks for.
-- Greedy: of the headings that do not kill at once, take the one closest to the food (or the star)
-- among those that leave room for the whole snake; now and then it daydreams and goes straight on
-- until it hits something, so the demo loses lives. The daydreams come from its own Rng.

local Snake = require("src.snake")

local DemoAI = class("DemoAI")

function DemoAI:ctor(rng, tuning)
    self.rng = rng
    self.calmSteps = tuning.calmSteps
    self.blunderChance = tuning.blunderChance
    self:newLife()
end

function DemoAI:newLife()
    self.steps = 0
    self.daydreaming = false
end

-- Cells reachable from (x, y), counting up to `limit`.
local function room(snake, x, y, limit)
    local seen, stack, count = {[snake:key(x, y)] = true}, {{x = x, y = y}}, 0
    while #stack > 0 and count < limit do
        local c = table.remove(stack)
        count = count + 1
        for _, d in ipairs(Snake.ORDER) do
            local nx, ny = c.x + d.x, c.y + d.y
            local k = snake:key(nx, ny)
            if snake:inside(nx, ny) and not seen[k] and not snake:isOccupied(nx, ny) then
                seen[k] = true
                stack[#stack + 1] = {x = nx, y = ny}
            end
        end
    end
    return count
end

local function distance(a, x, y)
    return math.abs(a.x - x) + math.abs(a.y - y)
end

--- The heading to ask for before the next step, or nil to go on as before.
function DemoAI:think(snake)
    self.steps = self.steps + 1
    if not self.daydreaming and self.steps > self.calmSteps and self.rng:chance(self.blunderChance) then
        self.daydreaming = true
    end
    if self.daydreaming then return nil end

    local head = snake.body[1]
    local target = snake.food
    if snake.star and (not target or distance(snake.star, head.x, head.y) < distance(target, head.x, head.y)) then
        target = snake.star
    end
    local current = snake:nextDirection()
    local best, bestScore
    for _, d in ipairs(Snake.ORDER) do
        local reverse = d.x == -current.x and d.y == -current.y
        local nx, ny = head.x + d.x, head.y + d.y
        if not reverse and not snake:isDeadly(nx, ny) then
            local space = room(snake, nx, ny, #snake.body + 4)
            local score = (target and distance(target, nx, ny) or 0)
            if space < #snake.body + 4 then score = score + 1000 - space end -- a dead end: last resort
            if d == current then score = score - 0.5 end                      -- keep going when equal
            if not bestScore or score < bestScore then best, bestScore = d, score end
        end
    end
    if best and best ~= current then return best end
    return nil
end

return DemoAI
