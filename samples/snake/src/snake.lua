-- snake.lua -- the rules, without any nodes: a grid, the snake's cells, the food, steps.
-- Cells are {x, y} with x in 0..cols-1 and y in 0..rows-1, y up (like the scene).

local Snake = class("Snake")

Snake.DIRECTIONS = {
    right = {x = 1, y = 0, name = "right"},
    up = {x = 0, y = 1, name = "up"},
    left = {x = -1, y = 0, name = "left"},
    down = {x = 0, y = -1, name = "down"},
}
-- A fixed order, so that every loop over the directions is the same on every Lua.
Snake.ORDER = {Snake.DIRECTIONS.right, Snake.DIRECTIONS.up, Snake.DIRECTIONS.left, Snake.DIRECTIONS.down}

local function opposite(a, b)
    return a.x == -b.x and a.y == -b.y
end

function Snake:ctor(cols, rows, rng)
    self.cols, self.rows, self.rng = cols, rows, rng
    self.body = {}    -- body[1] is the head
    self.before = {}  -- where each cell was before the last step (for drawing in between)
    self.queue = {}   -- turns asked for and not yet taken (two at most)
    self.occupied = {}
    self.food = nil
    self.star = nil   -- {x, y, steps} while a bonus star is out
end

function Snake:key(x, y)
    return y * self.cols + x
end

function Snake:inside(x, y)
    return x >= 0 and y >= 0 and x < self.cols and y < self.rows
end

function Snake:isOccupied(x, y)
    return (self.occupied[self:key(x, y)] or 0) > 0
end

--- Puts a snake of `length` cells in the middle, heading right.
function Snake:reset(length)
    self.body, self.before, self.queue, self.occupied = {}, {}, {}, {}
    self.direction = Snake.DIRECTIONS.right
    local hx, hy = math.floor(self.cols / 2), math.floor(self.rows / 2)
    for i = 1, length do
        local cell = {x = hx - i + 1, y = hy}
        self.body[i] = cell
        self.before[i] = {x = cell.x, y = cell.y}
        self:mark(cell.x, cell.y, 1)
    end
    self.grow = 0
end

function Snake:mark(x, y, delta)
    local k = self:key(x, y)
    self.occupied[k] = (self.occupied[k] or 0) + delta
end

--- Asks for a turn; the reverse of the current heading and repeats are ignored. True when taken.
function Snake:turn(dir)
    local last = self.queue[#self.queue] or self.direction
    if #self.queue >= 2 or dir == last or opposite(dir, last) then return false end
    self.queue[#self.queue + 1] = dir
    return true
end

--- The heading the next step will take.
function Snake:nextDirection()
    return self.queue[1] or self.direction
end

--- A random free cell (not the snake, not the food or the star), or nil when the board is full.
function Snake:freeCell()
    local taken = {}
    if self.food then taken[self:key(self.food.x, self.food.y)] = true end
    if self.star then taken[self:key(self.star.x, self.star.y)] = true end
    local free = 0
    for y = 0, self.rows - 1 do
        for x = 0, self.cols - 1 do
            if not self:isOccupied(x, y) and not taken[self:key(x, y)] then free = free + 1 end
        end
    end
    if free == 0 then return nil end
    local pick = self.rng:int(1, free)
    for y = 0, self.rows - 1 do
        for x = 0, self.cols - 1 do
            if not self:isOccupied(x, y) and not taken[self:key(x, y)] then
                pick = pick - 1
                if pick == 0 then return {x = x, y = y} end
            end
        end
    end
end

function Snake:placeFood()
    self.food = self:freeCell()
    return self.food
end

function Snake:placeStar(steps)
    local cell = self:freeCell()
    if cell then self.star = {x = cell.x, y = cell.y, steps = steps} end
    return self.star
end

--- Would moving the head into (x, y) now be fatal?
function Snake:isDeadly(x, y)
    if not self:inside(x, y) then return true end
    if not self:isOccupied(x, y) then return false end
    -- the tail moves out of the way this step, unless the snake is growing
    local tail = self.body[#self.body]
    local eating = self.food and self.food.x == x and self.food.y == y
    return not (tail.x == x and tail.y == y and self.grow == 0 and not eating)
end

--- One step. Returns "move", "apple", "star" or "crash" (the snake does not move on a crash).
function Snake:step()
    if self.queue[1] then self.direction = table.remove(self.queue, 1) end
    local head = self.body[1]
    local nx, ny = head.x + self.direction.x, head.y + self.direction.y
    if self:isDeadly(nx, ny) then return "crash" end

    local result = "move"
    if self.food and self.food.x == nx and self.food.y == ny then
        result = "apple"
        self.grow = self.grow + 1
        self.food = nil
    elseif self.star and self.star.x == nx and self.star.y == ny then
        result = "star"
        self.grow = self.grow + 2
        self.star = nil
    end
    if self.star then
        self.star.steps = self.star.steps - 1
        if self.star.steps <= 0 then self.star = nil end
    end

    local n = #self.body
    for i = 1, n do
        self.before[i] = {x = self.body[i].x, y = self.body[i].y}
    end
    local tail = self.body[n]
    if self.grow > 0 then
        self.grow = self.grow - 1
        self.body[n + 1] = {x = tail.x, y = tail.y}
        self.before[n + 1] = {x = tail.x, y = tail.y}
        self:mark(tail.x, tail.y, 1)
    end
    self:mark(tail.x, tail.y, -1)
    for i = n, 2, -1 do
        self.body[i] = self.body[i - 1]
    end
    self.body[1] = {x = nx, y = ny}
    self:mark(nx, ny, 1)
    return result
end

return Snake
