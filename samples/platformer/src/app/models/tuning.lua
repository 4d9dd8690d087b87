-- tuning.lua -- the numbers that shape the game (pixels, seconds; y is up).
return {
    gravity = 1800,           -- the physics world's gravity, down
    runSpeed = 250,           -- the runner's top speed
    groundAccel = 2400,       -- how fast it gets there on the ground
    airAccel = 1400,          -- and in the air
    jumpSpeed = 640,          -- the take-off speed: about four tiles high
    jumpCut = 0.45,           -- the rise kept when the jump key is let go early
    maxFall = 900,
    bounceSpeed = 460,        -- off a squashed slime
    box = {width = 22, height = 42},
    lives = 3,
    invulnerable = 2.0,       -- seconds of blinking after a life is lost
    slimeSpeed = 60,
    coinScore = 10,
    stompScore = 50,
    goalScore = 500,
    lifeScore = 100,          -- per life left at the goal
    parTime = 60,             -- seconds: each one under it is worth timeScore
    timeScore = 10,
    demo = {titleDelay = 1.0, panelDelay = 3.0},
}
