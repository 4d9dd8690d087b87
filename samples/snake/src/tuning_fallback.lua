-- tuning_fallback.lua -- GENERATED from tuning.json by tools/make_fallback.py; do not edit.
-- The game reads tuning.json through cc.Config; this copy is for engines without it.
return {
    board = {
        bottom = 16,
        cell = 32,
        cols = 28,
        left = 32,
        rows = 17,
    },
    crashPause = 1.0,
    demo = {
        blunderChance = 0.035,
        calmSteps = 25,
        gameOverDelay = 2.5,
        titleDelay = 1.2,
    },
    lives = 3,
    score = {
        apple = 10,
        star = 50,
        starEvery = 5,
        starSteps = 45,
    },
    snake = {
        minInterval = 0.06,
        speedUp = 0.004,
        startInterval = 0.13,
        startLength = 4,
    },
}
