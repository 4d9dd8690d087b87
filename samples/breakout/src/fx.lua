-- src/fx.lua -- the juice: score pops, screen shake, flashes, brick bursts and floating text,
-- all made of engine actions (eases, sequences, spawns) on sprites and labels.

local fx = {}

local TAG_POP = 9001
local TAG_SHAKE = 9002
local TAG_FLASH = 9003

fx.FONT = "DejaVu Sans Bold"
fx.MONO = "DejaVu Sans Mono Bold"

--- A label in one of the game's two faces.
function fx.label(text, size, mono, color)
    local label = cc.Label:createWithSystemFont(text, mono and fx.MONO or fx.FONT, size)
    if color then label:setColor(color) end
    return label
end

--- A quick scale-up and an overshooting settle back to `rest` (the "pop" of a changed number).
function fx.pop(node, peak, rest)
    rest = rest or 1
    node:stopActionByTag(TAG_POP)
    node:setScale(rest)
    local pop = cc.Sequence:create(cc.ScaleTo:create(0.05, rest * (peak or 1.35)),
        cc.EaseBackOut:create(cc.ScaleTo:create(0.25, rest)))
    pop:setTag(TAG_POP)
    node:runAction(pop)
end

--- Squash and stretch: flatten for a moment and spring back (the paddle when the ball lands).
function fx.squash(node, sx, sy)
    node:stopActionByTag(TAG_POP)
    node:setScale(1)
    local squash = cc.Sequence:create(cc.ScaleTo:create(0.04, sx, sy),
        cc.EaseElasticOut:create(cc.ScaleTo:create(0.45, 1, 1), 0.3))
    squash:setTag(TAG_POP)
    node:runAction(squash)
end

--- Screen shake: a Sequence of MoveBy that shrinks and always returns to (restX, restY).
function fx.shake(node, strength, count, restX, restY)
    node:stopActionByTag(TAG_SHAKE)
    node:setPosition(restX or 0, restY or 0)
    local steps = {}
    local s = strength
    for i = 1, count do
        local dx = (i % 2 == 1) and s or -s
        local dy = (i % 3 == 0) and -s * 0.5 or s * 0.5
        steps[#steps + 1] = cc.MoveBy:create(0.03, cc.p(dx, dy))
        steps[#steps + 1] = cc.MoveBy:create(0.03, cc.p(-dx, -dy))
        s = s * 0.8
    end
    steps[#steps + 1] = cc.Place:create(cc.p(restX or 0, restY or 0))
    local shake = cc.Sequence:create(steps)
    shake:setTag(TAG_SHAKE)
    node:runAction(shake)
end

--- A full-screen colour flash that fades out (a LayerColor made once and kept at opacity 0).
function fx.flash(layer, opacity, duration)
    layer:stopActionByTag(TAG_FLASH)
    layer:setOpacity(opacity)
    local flash = cc.FadeTo:create(duration, 0)
    flash:setTag(TAG_FLASH)
    layer:runAction(flash)
end

-- Sixteen directions, computed once (only visuals use them).
local DIRS = {}
for i = 0, 15 do
    local a = i * math.pi / 8
    DIRS[i + 1] = {math.cos(a), math.sin(a)}
end

--- Sparks flying out of (x, y): tinted particle sprites that fly, shrink, fade and remove
--- themselves. `rng` is the visual random stream (the game's own generator: deterministic).
function fx.burst(parent, x, y, color, count, rng)
    for _ = 1, count do
        local p = cc.Sprite:create("res/particle.png")
        p:setColor(color)
        p:setPosition(x + rng:range(-12, 12), y + rng:range(-4, 4))
        local scale = rng:range(0.9, 1.9)
        p:setScale(scale)
        local d = DIRS[rng:random(16)]
        local dist = rng:range(30, 95)
        local life = rng:range(0.35, 0.7)
        p:runAction(cc.Sequence:create(
            cc.Spawn:create(
                cc.EaseExponentialOut:create(cc.MoveBy:create(life, cc.p(d[1] * dist, d[2] * dist - 10))),
                cc.FadeOut:create(life),
                cc.ScaleTo:create(life, scale * 0.2)),
            cc.RemoveSelf:create()))
        parent:addChild(p)
    end
end

--- A broken brick's burst: the particle system of res/brick_burst.plist (every particle born at
--- once, thrown up and out, falling back under gravity), `count` particles tinted the brick's
--- `color`. It removes itself when the last particle dies. The engine's random numbers spread the
--- particles (seeded by the player's --seed: a run repeats).
function fx.brickBurst(parent, x, y, color, count)
    local burst = cc.ParticleSystemQuad:create("res/brick_burst.plist")
    burst:setTotalParticles(count)
    burst:setEmissionRate(count / burst:getDuration()) -- all of them in the one short emission
    burst:setStartColor(cc.c4f(color.r / 255, color.g / 255, color.b / 255, 1))
    burst:setEndColor(cc.c4f(color.r / 255, color.g / 255, color.b / 255, 0))
    burst:setAutoRemoveOnFinish(true)
    burst:setPosition(x, y)
    parent:addChild(burst)
    return burst
end

--- Text that rises and fades ("+70", "COMBO x4").
function fx.floatText(parent, text, x, y, color, size)
    local label = fx.label(text, size or 18, false, color)
    label:setPosition(x, y)
    label:setScale(0.6)
    label:runAction(cc.Sequence:create(
        cc.Spawn:create(
            cc.EaseBackOut:create(cc.ScaleTo:create(0.25, 1)),
            cc.EaseSineOut:create(cc.MoveBy:create(0.8, cc.p(0, 46))),
            cc.Sequence:create(cc.DelayTime:create(0.45), cc.FadeOut:create(0.35))),
        cc.RemoveSelf:create()))
    parent:addChild(label, 50)
    return label
end

--- A banner that drops in with a bounce, waits and fades away ("LEVEL 2", "LEVEL CLEAR!").
function fx.banner(parent, text, x, y, size, color, hold)
    local label = fx.label(text, size, false, color)
    label:setPosition(x, y + 120)
    label:setOpacity(0)
    label:runAction(cc.Sequence:create(
        cc.Spawn:create(cc.EaseBounceOut:create(cc.MoveTo:create(0.6, cc.p(x, y))), cc.FadeIn:create(0.2)),
        cc.DelayTime:create(hold or 0.8),
        cc.Spawn:create(cc.FadeOut:create(0.3), cc.ScaleTo:create(0.3, 1.3)),
        cc.RemoveSelf:create()))
    parent:addChild(label, 60)
    return label
end

return fx
