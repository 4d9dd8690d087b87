-- tuning.lua -- the numbers that shape the game, from tuning.json through cc.Config when the engine
-- has it, otherwise from the copy below (keep the two the same).

local fallback = {
    ship = {turnSpeed = 4.6, thrust = 420, drag = 0.55, maxSpeed = 420, radius = 13,
            fireCooldown = 0.16, maxBullets = 6, bulletSpeed = 620, bulletLife = 0.85,
            respawnDelay = 1.6, invulnerable = 2.4},
    rocks = {
        big = {radius = 40, score = 20, speedMin = 40, speedMax = 80, children = 2},
        mid = {radius = 23, score = 50, speedMin = 60, speedMax = 115, children = 3},
        small = {radius = 12, score = 100, speedMin = 80, speedMax = 150, children = 0},
    },
    waves = {first = 4, extraPerWave = 1, most = 9, speedUpPerWave = 0.08, pause = 1.8},
    lives = 3,
    stars = 170,
    demo = {reaction = 3, dangerDistance = 80, huntDistance = 260, fireRange = 430, aimTolerance = 0.1,
            distractChance = 0.7, distractTime = 2.5, titleDelay = 1.2, gameOverDelay = 2.5},
}

local function load()
    local Config = rawget(cc, "Config")
    if Config and Config.load then
        local ok, cfg = pcall(Config.load, "tuning.json")
        if ok and cfg then return cfg end
        print("asteroids: tuning.json could not be read (" .. tostring(cfg) .. "); using the built-in values")
    end
    return fallback
end

return load()
