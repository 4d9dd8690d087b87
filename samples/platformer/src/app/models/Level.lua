-- Level.lua -- the level from res/level1.tmx (written by tools/make_level.py): the cc.TMXTiledMap
-- node that draws it, the solid cells of its "ground" layer as a grid the game can ask ("is there
-- ground under this foot?"), the rectangles those cells make (one static physics body each), and
-- the things in its "objects" group (spawn, coins, enemies, goal) in the game's coordinates (y up).

local Level = class("Level")

Level.FILE = "level1.tmx"

function Level:ctor(file)
    self.map = cc.TMXTiledMap:create(file or Level.FILE)
    local mapSize, tileSize = self.map:getMapSize(), self.map:getTileSize()
    self.cols, self.rows = mapSize.width, mapSize.height
    self.tile = tileSize.width
    self.width, self.height = self.cols * self.tile, self.rows * self.tile
    -- solid[row][col], rows counted from the bottom (1-based): the map counts them from the top
    local ground = self.map:getLayer("ground")
    assert(ground, Level.FILE .. " has no layer 'ground'")
    self.solid = {}
    for row = 1, self.rows do
        local line = {}
        for col = 1, self.cols do
            line[col] = ground:getTileGIDAt(cc.p(col - 1, self.rows - row)) ~= 0
        end
        self.solid[row] = line
    end
    -- the things, by type, in the order the map lists them
    self.coins, self.enemies = {}, {}
    local group = self.map:getObjectGroup("objects")
    assert(group, Level.FILE .. " has no object group 'objects'")
    for _, o in ipairs(group:getObjects()) do
        local thing = {name = o.name, x = o.x, y = o.y, width = o.width, height = o.height}
        if o.type == "spawn" then self.spawn = thing
        elseif o.type == "coin" then self.coins[#self.coins + 1] = thing
        elseif o.type == "enemy" then self.enemies[#self.enemies + 1] = thing
        elseif o.type == "goal" then self.goal = thing end
    end
    assert(self.spawn and self.goal, Level.FILE .. " needs a spawn and a goal object")
end

--- Is the cell holding the point (x, y) solid? Outside the map: solid at the sides, open above and
--- below (the pits).
function Level:solidAt(x, y)
    local col, row = math.floor(x / self.tile) + 1, math.floor(y / self.tile) + 1
    if col < 1 or col > self.cols then return true end
    if row < 1 or row > self.rows then return false end
    return self.solid[row][col]
end

--- The solid cells as rectangles: runs along each row, merged with the same run in the rows below,
--- so the ground is a few large boxes rather than hundreds of small ones (no seams to catch on).
function Level:solidRects()
    local rects, open = {}, {}
    for row = self.rows, 1, -1 do
        local col = 1
        local nextOpen = {}
        while col <= self.cols do
            if self.solid[row][col] then
                local first = col
                while col <= self.cols and self.solid[row][col] do col = col + 1 end
                local key = first .. ":" .. (col - 1)
                local r = open[key]
                if r then
                    r.y = (row - 1) * self.tile
                    r.height = r.height + self.tile
                else
                    r = {x = (first - 1) * self.tile, y = (row - 1) * self.tile, width = (col - first) * self.tile,
                         height = self.tile}
                    rects[#rects + 1] = r
                end
                nextOpen[key] = r
            else
                col = col + 1
            end
        end
        open = nextOpen
    end
    return rects
end

return Level
