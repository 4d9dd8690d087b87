-- src/levels.lua -- levels.json: tuning, brick kinds and level layouts.
-- Read with cc.Config (read-only JSON userdata) when the engine has it; otherwise from the
-- generated Lua copy (src/levels_fallback.lua). Callers only index, use # and numeric loops,
-- so both forms work the same way.

local levels = {}
local data, source

function levels.data()
    if data then return data end
    local Config = cc.Config
    if Config and Config.load then
        data = Config.load("levels.json") -- a broken file is an error worth seeing: no pcall
        source = "levels.json"
    else
        data = require("src.levels_fallback")
        source = "src/levels_fallback.lua"
    end
    return data
end

function levels.source()
    levels.data()
    return source
end

function levels.tuning() return levels.data().tuning end
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
