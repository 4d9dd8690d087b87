-- tuning.lua -- the numbers that shape the game: tuning.json through cc.Config when the engine has
-- it, otherwise src/tuning_fallback.lua (generated from tuning.json by tools/make_fallback.py).

local function load()
    local Config = rawget(cc, "Config")
    if Config and Config.load then
        local ok, cfg = pcall(Config.load, "tuning.json")
        if ok and cfg then return cfg end
        print("snake: tuning.json could not be read (" .. tostring(cfg) .. "); using the built-in values")
    end
    return require("src.tuning_fallback")
end

return load()
