-- src/levels.lua -- levels.json: tuning, brick kinds and level layouts, read with cc.Config
-- (read-only JSON userdata; a broken file is an error with file:line:col).
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

--- A colour field ({r, g, b} array) as a cc.c3b table.
function levels.color(c)
    return cc.c3b(c[1], c[2], c[3])
end

return levels
