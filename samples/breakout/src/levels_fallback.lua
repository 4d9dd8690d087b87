-- src/levels_fallback.lua -- GENERATED from levels.json by tools/make_fallback.py; do not edit.
-- Used only when the engine has no cc.Config to read levels.json with.
return {
    title = "BREAKOUT",
    tuning = {
        lives = 3,
        columns = 18,
        rows = 12,
        cellWidth = 48,
        cellHeight = 20,
        brickWidth = 46,
        brickHeight = 18,
        fieldTopMargin = 56,
        bricksTopGap = 36,
        paddleY = 56,
        paddleWidth = 112,
        paddleHeight = 18,
        paddleSpeed = 760,
        pointerSpeed = 2200,
        ballRadius = 7,
        ballSpeed = 380,
        ballSpeedUp = 2.5,
        ballSpeedMax = 640,
        levelSpeedUp = 40,
        maxBounce = 0.8,
        particlesPerBrick = 8,
        comboLabelFrom = 3,
    },
    kinds = {
        R = {
            texture = "res/brick_red.png",
            points = 70,
            hits = 1,
            color = {255, 96, 96},
        },
        O = {
            texture = "res/brick_orange.png",
            points = 60,
            hits = 1,
            color = {255, 160, 70},
        },
        Y = {
            texture = "res/brick_yellow.png",
            points = 50,
            hits = 1,
            color = {255, 225, 90},
        },
        G = {
            texture = "res/brick_green.png",
            points = 40,
            hits = 1,
            color = {110, 230, 120},
        },
        C = {
            texture = "res/brick_cyan.png",
            points = 30,
            hits = 1,
            color = {90, 220, 250},
        },
        B = {
            texture = "res/brick_blue.png",
            points = 20,
            hits = 1,
            color = {120, 150, 255},
        },
        P = {
            texture = "res/brick_purple.png",
            points = 10,
            hits = 1,
            color = {200, 130, 255},
        },
        S = {
            texture = "res/brick_steel.png",
            cracked = "res/brick_steel_cracked.png",
            points = 100,
            hits = 2,
            color = {210, 215, 225},
        },
    },
    levels = {
        {
            name = "RAINBOW",
            rows = {"SSSSSSSSSSSSSSSSSS", "RRRRRRRRRRRRRRRRRR", "RRRRRRRRRRRRRRRRRR", "OOOOOOOOOOOOOOOOOO", "OOOOOOOOOOOOOOOOOO", "YYYYYYYYYYYYYYYYYY", "YYYYYYYYYYYYYYYYYY", "GGGGGGGGGGGGGGGGGG", "GGGGGGGGGGGGGGGGGG", "CCCCCCCCCCCCCCCCCC", "BBBBBBBBBBBBBBBBBB", "PPPPPPPPPPPPPPPPPP"},
        },
        {
            name = "DIAMOND",
            rows = {"........SS........", ".......SRRS.......", "......SRRRRS......", ".....SOOOOOOS.....", "....SOOYYYYOOS....", "...SYYYGGGGYYYS...", "...SYYYGGGGYYYS...", "....SCCGGGGCCS....", ".....SCCBBCCS.....", "......SBBBBS......", ".......SPPS.......", "........SS........"},
        },
        {
            name = "CHECKERS",
            rows = {"RRPPRRPPRRPPRRPPRR", "PPRRPPRRPPRRPPRRPP", "OOYYOOYYOOYYOOYYOO", "YYOOYYOOYYOOYYOOYY", "GGCCGGCCGGCCGGCCGG", "CCGGCCGGCCGGCCGGCC", "S.S.S.S.S.S.S.S.S.", ".S.S.S.S.S.S.S.S.S", "BBCCBBCCBBCCBBCCBB", "CCBBCCBBCCBBCCBBCC", "PPRRPPRRPPRRPPRRPP", "RRPPRRPPRRPPRRPPRR"},
        },
    },
}
