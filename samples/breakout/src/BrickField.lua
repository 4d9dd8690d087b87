-- src/BrickField.lua -- the wall of bricks: a Node holding one Sprite per brick, and the grid the
-- physics uses (rectangles in Lua numbers, looked up by cell: no scan over every brick).

local levels = require("src.levels")
local fx = require("src.fx")

local BrickField = class("BrickField", cc.Node)

function BrickField:ctor(tuning, gridLeft, gridTop)
    self.cols = tuning.columns
    self.rows = tuning.rows
    self.cellW = tuning.cellWidth
    self.cellH = tuning.cellHeight
    self.halfW = tuning.brickWidth / 2
    self.halfH = tuning.brickHeight / 2
    self.gridLeft = gridLeft
    self.gridTop = gridTop
    self.bottom = gridTop - self.rows * self.cellH
    self.grid = {}
    self.remaining = 0
end

--- Builds level `n` from levels.json (or the tile map it names); the bricks drop in row by row
--- with a bounce. Returns the time the drop-in takes.
function BrickField:build(n)
    self:removeAllChildren()
    local level = levels.level(n)
    local kinds = levels.kinds()
    self.grid = {}
    self.remaining = 0
    self.levelName = level.name
    local rows = levels.rows(level) -- from levels.json or a tile map
    local longest = 0
    for row = 1, self.rows do
        local line = rows[row] or ""
        for col = 1, self.cols do
            local code = line:sub(col, col)
            local kind = code ~= "" and code ~= "." and kinds[code] or nil
            if kind then
                local x = self.gridLeft + (col - 0.5) * self.cellW
                local y = self.gridTop - (row - 0.5) * self.cellH
                local sprite = cc.Sprite:create(kind.texture)
                sprite:setPosition(x, y + 260 + row * 6)
                sprite:setOpacity(0)
                local delay = (row - 1) * 0.045 + math.abs(col - (self.cols + 1) / 2) * 0.02
                if delay > longest then longest = delay end
                sprite:runAction(cc.Sequence:create(cc.DelayTime:create(delay),
                    cc.Spawn:create(cc.EaseBounceOut:create(cc.MoveTo:create(0.55, cc.p(x, y))),
                        cc.FadeIn:create(0.25))))
                self:addChild(sprite)
                self.grid[(row - 1) * self.cols + col] = {
                    sprite = sprite, kind = kind, hits = kind.hits, row = row, col = col, x = x, y = y,
                    x0 = x - self.halfW, x1 = x + self.halfW, y0 = y - self.halfH, y1 = y + self.halfH,
                }
                self.remaining = self.remaining + 1
            end
        end
    end
    return longest + 0.55
end

local function clamp(v, lo, hi)
    if v < lo then return lo elseif v > hi then return hi end
    return v
end

--- Finds the brick the ball touches (the nearest one, in a fixed order), reflects the ball off it
--- when it is moving into it, and returns the brick (nil when nothing was hit).
function BrickField:collide(ball)
    local r = ball.r
    if ball.y - r > self.gridTop or ball.y + r < self.bottom then return nil end
    local cw, ch, cols = self.cellW, self.cellH, self.cols
    local c0 = clamp(math.floor((ball.x - r - self.gridLeft) / cw) + 1, 1, cols)
    local c1 = clamp(math.floor((ball.x + r - self.gridLeft) / cw) + 1, 1, cols)
    local r0 = clamp(math.floor((self.gridTop - (ball.y + r)) / ch) + 1, 1, self.rows)
    local r1 = clamp(math.floor((self.gridTop - (ball.y - r)) / ch) + 1, 1, self.rows)
    local best, bestD2, bdx, bdy = nil, r * r, 0, 0
    for row = r0, r1 do
        for col = c0, c1 do
            local b = self.grid[(row - 1) * cols + col]
            if b then
                local dx = ball.x - clamp(ball.x, b.x0, b.x1)
                local dy = ball.y - clamp(ball.y, b.y0, b.y1)
                local d2 = dx * dx + dy * dy
                if d2 < bestD2 or (d2 == bestD2 and not best) then
                    best, bestD2, bdx, bdy = b, d2, dx, dy
                end
            end
        end
    end
    if not best then return nil end
    local adx, ady = math.abs(bdx), math.abs(bdy)
    local hit = false
    if adx > ady then -- a side
        if bdx * ball.vx < 0 then ball.vx = -ball.vx; hit = true end
    elseif ady > adx then -- the top or the bottom
        if bdy * ball.vy < 0 then ball.vy = -ball.vy; hit = true end
    elseif adx == 0 then -- the centre is inside (a very fast ball): turn it back vertically
        ball.vy = -ball.vy
        hit = true
    else -- exactly a corner
        if bdx * ball.vx < 0 then ball.vx = -ball.vx; hit = true end
        if bdy * ball.vy < 0 then ball.vy = -ball.vy; hit = true end
    end
    return hit and best or nil
end

--- Takes one hit off brick `b`. Returns true when it broke. `sparks` is where particles go.
function BrickField:damage(b, sparks, rng, particles)
    b.hits = b.hits - 1
    local color = levels.color(b.kind.color)
    local sprite = b.sprite
    if b.hits > 0 then
        if b.kind.cracked then sprite:setTexture(b.kind.cracked) end
        sprite:stopAllActions()
        sprite:setPosition(b.x, b.y)
        sprite:setOpacity(255)
        fx.pop(sprite, 1.2)
        fx.burst(sparks, b.x, b.y, color, math.floor(particles / 2), rng)
        return false
    end
    self.grid[(b.row - 1) * self.cols + b.col] = nil
    self.remaining = self.remaining - 1
    sprite:stopAllActions()
    sprite:setPosition(b.x, b.y)
    sprite:setLocalZOrder(1)
    sprite:runAction(cc.Sequence:create(
        cc.Spawn:create(cc.ScaleTo:create(0.14, 1.35, 1.5), cc.FadeOut:create(0.14)),
        cc.RemoveSelf:create()))
    fx.brickBurst(sparks, b.x, b.y, color, particles * 2)
    return true
end

--- How far up column `col` is open: the bottom edge of its lowest brick, or the top of the grid
--- when the column is empty (the pilot aims at the deepest hole).
function BrickField:openTo(col)
    for row = self.rows, 1, -1 do
        local b = self.grid[(row - 1) * self.cols + col]
        if b then return b.y0 end
    end
    return self.gridTop
end

function BrickField:columnX(col)
    return self.gridLeft + (col - 0.5) * self.cellW
end

return BrickField
