-- src/levels.lua -- levels.json: tuning, brick kinds and level layouts, read with cc.Config
-- (read-only JSON userdata; a broken file is an error with file:line:col). A level's layout is its
-- "rows" (a string per row, a brick code per cell), or a Tiled map named by its "map"
-- (res/levels/*.tmx, written by tools/make_levels.py), read with cc.TMXTiledMap.
-- The tuning is read on every physics step, so it is taken once as a plain table (cfg:literal());
-- kinds and layouts stay cc.Config values, read by field, index and #.

local levels = {}
local data, tuning

function levels.data()
    if not data then data = cc.Config.load("levels.json") end
    return data
end

function levels.tuning()
    if not tuning then tuning = levels.data().tuning:literal() end
    return tuning
end

function levels.kinds() return levels.data().kinds end
function levels.count() return #levels.data().levels end

--- Level n (1-based, wrapping around after the last one).
function levels.level(n)
    local all = levels.data().levels
    return all[((n - 1) % #all) + 1]
end

--- The rows of level `level`: its "rows", or those of its map's "bricks" layer, where each tile's
--- "kind" property is a brick code and an empty cell is "." (the same strings "rows" holds).
function levels.rows(level)
    if not level.map then return level.rows end
    local map = cc.TMXTiledMap:create(level.map) -- nil when it cannot be read: the log says why
    if not map then error("level " .. level.name .. ": " .. level.map .. " cannot be read", 0) end
    local layer = map:getLayer("bricks")
    if not layer then error("level " .. level.name .. ": " .. level.map .. " has no bricks layer", 0) end
    local size = layer:getLayerSize()
    local rows = {}
    for y = 0, size.height - 1 do
        local line = {}
        for x = 0, size.width - 1 do
            local gid = layer:getTileGIDAt(cc.p(x, y))
            local tile = gid ~= 0 and map:getPropertiesForGID(gid)
            line[#line + 1] = tile and tile.kind or "."
        end
        rows[#rows + 1] = table.concat(line)
    end
    return rows
end

--- A colour field ({r, g, b} array) as a cc.c3b table.
function levels.color(c)
    return cc.c3b(c[1], c[2], c[3])
end

return levels
