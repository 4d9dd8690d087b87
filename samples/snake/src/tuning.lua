-- tuning.lua -- the numbers that shape the game, from tuning.json through cc.Config when the engine
-- has it, otherwise from the copy below (keep the two the same).

local fallback = {
    board = {cols = 28, rows = 17, cell = 32, left = 32, bottom = 16},
    snake = {startLength = 4, startInterval = 0.13, speedUp = 0.004, minInterval = 0.06},
    score = {apple = 10, star = 50, starEvery = 5, starSteps = 45},
    lives = 3,
    crashPause = 1.0,
    demo = {calmSteps = 25, blunderChance = 0.035, titleDelay = 1.2, gameOverDelay = 2.5},
}

local function load()
    local Config = rawget(cc, "Config")
    if Config and Config.load then
        local ok, cfg = pcall(Config.load, "tuning.json")
        if ok and cfg then return cfg end
        print("snake: tuning.json could not be read (" .. tostring(cfg) .. "); using the built-in values")
    end
    return fallback
end

return load()
