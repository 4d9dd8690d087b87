-- board.lua -- the playing field as nodes: a checkered grid, the snake's sprites, the food and the
-- bonus star. It draws what the Snake model says; it never decides anything.

local fx = require("src.fx")

local Board = class("Board", cc.Node)

-- cocos rotations are clockwise. Not exactly 90: the software renderer draws a sprite turned by
-- exactly 90 or 270 degrees unturned; a hundredth of a degree off is invisible and drawn right.
local HEAD_ANGLE = {right = 0, up = -89.99, left = 180, down = 89.99}
local FOOD_POP = 0x464F

function Board:ctor(layout)
    self.cols, self.rows, self.cell = layout.cols, layout.rows, layout.cell
    self:setPosition(layout.left, layout.bottom)
    self:setContentSize(cc.size(self.cols * self.cell, self.rows * self.cell))
    self:drawGrid()

    self.snakeLayer = cc.Node:create()
    self:addChild(self.snakeLayer, 10)
    self.segments = {} -- sprites for body[2..count]; body[1] is self.head
    self.count = 1
    self.head = cc.Sprite:create("res/head.png")
    self.head:setScale(0) -- until showSnake pops it in
    self.snakeLayer:addChild(self.head, 100)

    self.food = cc.Sprite:create("res/food.png")
    self.food:setVisible(false)
    self:addChild(self.food, 5)
    self.food:runAction(cc.RepeatForever:create(cc.Sequence:create(
        cc.EaseSineInOut:create(cc.RotateTo:create(0.45, 10)),
        cc.EaseSineInOut:create(cc.RotateTo:create(0.45, -10)))))

    self.star = cc.Sprite:create("res/golden.png")
    self.star:setVisible(false)
    self:addChild(self.star, 6)
    self.star:runAction(cc.RepeatForever:create(cc.RotateBy:create(2.0, 360)))
    self.starShown = false
end

-- The board is a checkerboard of cell nodes (LayerColors, so that cells can light up when the snake
-- eats). The software renderer pays for every pixel it paints, so only the lighter cells are nodes:
-- the darker ones are the black the screen is cleared to. The frame goes around them.
local CELL_COLOR = cc.c3b(13, 19, 29)

function Board:drawGrid()
    local w, h, c = self.cols * self.cell, self.rows * self.cell, self.cell
    self.cells = {}
    local cells = cc.Node:create()
    for y = 0, self.rows - 1 do
        for x = y % 2, self.cols - 1, 2 do
            local cell = cc.LayerColor:create(cc.c4b(255, 255, 255, 255), c, c)
            cell:setColor(CELL_COLOR)
            cell:setPosition(x * c, y * c)
            cells:addChild(cell)
            self.cells[y * self.cols + x] = cell
        end
    end
    self:addChild(cells, 0)
    local grid = cc.DrawNode:create()
    local f, frame = Board.FRAME, cc.c4f(0.20, 0.32, 0.45, 1)
    grid:drawSolidRect(cc.p(-f, -f), cc.p(w + f, 0), frame)
    grid:drawSolidRect(cc.p(-f, h), cc.p(w + f, h + f), frame)
    grid:drawSolidRect(cc.p(-f, 0), cc.p(0, h), frame)
    grid:drawSolidRect(cc.p(w, 0), cc.p(w + f, h), frame)
    self:addChild(grid, 1)
end

--- A ripple of light across the cells around (cx, cy), spreading out by distance.
function Board:ripple(cx, cy, color, reach)
    for y = math.max(0, cy - reach), math.min(self.rows - 1, cy + reach) do
        for x = math.max(0, cx - reach), math.min(self.cols - 1, cx + reach) do
            local cell = self.cells[y * self.cols + x]
            local d = math.abs(x - cx) + math.abs(y - cy)
            if cell and d <= reach then
                local fade = 1 - d / (reach + 1)
                local r = math.floor(CELL_COLOR.r + (color.r - CELL_COLOR.r) * fade)
                local g = math.floor(CELL_COLOR.g + (color.g - CELL_COLOR.g) * fade)
                local b = math.floor(CELL_COLOR.b + (color.b - CELL_COLOR.b) * fade)
                cell:stopAllActions()
                cell:setColor(CELL_COLOR)
                cell:runAction(cc.Sequence:create(cc.DelayTime:create(0.035 * d), cc.TintTo:create(0.08, r, g, b),
                                                  cc.TintTo:create(0.45, CELL_COLOR)))
            end
        end
    end
end

Board.FRAME = 6

--- The HUD band above the board.
function Board.backdrop(layout, width, height)
    local top = layout.bottom + layout.rows * layout.cell + Board.FRAME + 6
    local node = cc.DrawNode:create()
    node:drawSolidRect(cc.p(0, top), cc.p(width, height), cc.c4f(0.05, 0.08, 0.13, 1))
    node:drawSolidRect(cc.p(0, top), cc.p(width, top + 2), cc.c4f(0.12, 0.19, 0.28, 1))
    return node
end

function Board:center(x, y)
    return (x + 0.5) * self.cell, (y + 0.5) * self.cell
end

-- The colour of segment i (2 is right behind the head): bright green fading to teal.
local function segmentColor(i)
    local t = math.min(1, (i - 2) / 24)
    return cc.c3b(math.floor(120 - 70 * t), math.floor(230 - 60 * t), math.floor(140 + 60 * t))
end

function Board:addSegment(i, cell, popIn)
    local sprite = cc.Sprite:create("res/body.png")
    sprite:setColor(segmentColor(i))
    sprite:setPosition(self:center(cell.x, cell.y))
    self.snakeLayer:addChild(sprite, 100 - math.min(i, 99))
    if popIn then
        sprite:setScale(0)
        sprite:runAction(cc.Sequence:create(cc.DelayTime:create(0.03 * i),
                                            cc.EaseBackOut:create(cc.ScaleTo:create(0.3, 1.0))))
    end
    self.segments[i] = sprite
    if i > self.count then self.count = i end
end

--- Builds the sprites for a fresh snake, popping in from head to tail.
function Board:showSnake(snake)
    self.head:stopAllActions()
    self.head:setColor(cc.c3b(255, 255, 255))
    self.head:setRotation(HEAD_ANGLE[snake.direction.name])
    self.head:setPosition(self:center(snake.body[1].x, snake.body[1].y))
    self.head:setScale(0)
    self.head:runAction(cc.EaseBackOut:create(cc.ScaleTo:create(0.3, 1.0)))
    for i = 2, #snake.body do
        self:addSegment(i, snake.body[i], true)
    end
end

--- Places the sprites between where the cells were and where they are now (t from 0 to 1).
function Board:sync(snake, t)
    local body, before = snake.body, snake.before
    for i = 1, #body do
        local a, b = before[i], body[i]
        local x, y = self:center(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
        local sprite = i == 1 and self.head or self.segments[i]
        if sprite then sprite:setPosition(x, y) end
    end
end

--- After a step: sprites for new segments, the head's heading, and a star that ran out.
function Board:afterStep(snake)
    for i = 2, #snake.body do
        if not self.segments[i] then self:addSegment(i, snake.before[i], false) end
    end
    self.head:setRotation(HEAD_ANGLE[snake.direction.name])
    if self.starShown and not snake.star then self:hideStar(false) end
    if snake.star and snake.star.steps == 12 then
        self.star:runAction(cc.Blink:create(12 * 0.1, 12))
    end
end

function Board:showFood(cell)
    if not cell then
        self.food:setVisible(false)
        return
    end
    self.food:stopActionByTag(FOOD_POP)
    self.food:setPosition(self:center(cell.x, cell.y))
    self.food:setVisible(true)
    self.food:setScale(0)
    local pop = cc.EaseBackOut:create(cc.ScaleTo:create(0.35, 1.0))
    pop:setTag(FOOD_POP)
    self.food:runAction(pop)
end

function Board:showStar(cell)
    self.starShown = true
    self.star:setPosition(self:center(cell.x, cell.y))
    self.star:setVisible(true)
    self.star:setScale(0)
    local pop = cc.EaseElasticOut:create(cc.ScaleTo:create(0.6, 1.0), 0.35)
    pop:setTag(FOOD_POP)
    self.star:runAction(pop)
end

function Board:hideStar(eaten)
    self.starShown = false
    self.star:stopActionByTag(FOOD_POP)
    if eaten then
        self.star:setVisible(false)
    else
        local shrink = cc.Sequence:create(cc.EaseBackIn:create(cc.ScaleTo:create(0.3, 0)), cc.Hide:create())
        shrink:setTag(FOOD_POP)
        self.star:runAction(shrink)
    end
end

--- Eating: sparks and a gulp on the head.
function Board:eat(cell, color, rng)
    local x, y = self:center(cell.x, cell.y)
    fx.sparks(self, x, y, 10, color, rng)
    fx.bounce(self.head, 1.35)
    self:ripple(cell.x, cell.y, cc.c3b(math.floor(color.r * 0.35), math.floor(color.g * 0.35), math.floor(color.b * 0.35)), 5)
end

--- The crash: the snake turns red and the head shakes its head.
function Board:crash()
    self.head:runAction(cc.TintTo:create(0.15, 255, 90, 90))
    self.head:runAction(cc.Sequence:create(cc.RotateBy:create(0.05, 20), cc.RotateBy:create(0.1, -40),
                                           cc.RotateBy:create(0.05, 20)))
    for i = 2, self.count do
        local s = self.segments[i]
        s:runAction(cc.Sequence:create(cc.DelayTime:create(0.02 * i), cc.TintTo:create(0.12, 220, 60, 70)))
    end
end

--- The old snake shrinks away, tail first; the new one pops in.
function Board:respawn(snake)
    local n = self.count
    for i = n, 2, -1 do
        local s = self.segments[i]
        s:stopAllActions()
        s:runAction(cc.Sequence:create(cc.DelayTime:create(0.012 * (n - i)),
                                       cc.Spawn:create(cc.ScaleTo:create(0.18, 0), cc.FadeOut:create(0.18)),
                                       cc.RemoveSelf:create()))
    end
    self.segments = {}
    self.count = 1
    self:showSnake(snake)
end

return Board
