-- fx.lua -- juice: screen shake, explosions, score pops, flashes and bounces. All of it is actions,
-- so it stops and goes away with the nodes it runs on.

local sprites = require("src.sprites")

local fx = {}

local SHAKE_TAG = 0x5348
local BOUNCE_TAG = 0x4243
local FONT_BOLD = "DejaVu Sans Bold"

--- Shakes `node` around (x, y) for `duration` seconds, `strength` pixels at first.
function fx.shake(node, x, y, strength, duration)
    node:stopActionByTag(SHAKE_TAG)
    node:setPosition(x, y)
    local steps = 12
    local actions = {}
    for i = 1, steps do
        local fade = 1 - (i - 1) / steps
        local angle = i * 2.39996 -- the golden angle: offsets that never line up
        actions[#actions + 1] = cc.MoveTo:create(duration / (steps + 1),
            cc.p(x + math.cos(angle) * strength * fade, y + math.sin(angle) * strength * fade))
    end
    actions[#actions + 1] = cc.MoveTo:create(duration / (steps + 1), cc.p(x, y))
    local shake = cc.Sequence:create(unpack(actions))
    shake:setTag(SHAKE_TAG)
    node:runAction(shake)
end

local function color4f(c, alpha)
    return cc.c4f(c.r / 255, c.g / 255, c.b / 255, alpha)
end

--- Sparks and shards flying out of (x, y): `count` of them, `reach` pixels, coloured from the first of
--- `colors` to the last as they burn out. The sparks are one particle system in cocos2d-x's
--- ParticleExplosion style (every particle born at once, flying out in all directions), showing the
--- sheet's spark frame, added up and gone when the last one dies; the shards are sprites that spin.
function fx.explode(parent, x, y, count, reach, colors, rng)
    local sparkCount = count - math.floor(count / 4)
    local sparks = cc.ParticleSystemQuad:createWithTotalParticles(sparkCount)
    sparks:setDisplayFrame(cc.SpriteFrameCache:getInstance():getSpriteFrame("spark.png"))
    sparks:setDuration(0.05)
    sparks:setEmissionRate(sparkCount / 0.05)
    sparks:setEmitterMode(cc.PARTICLE_MODE_GRAVITY)
    sparks:setGravity(cc.p(0, 0))
    sparks:setAngle(0)
    sparks:setAngleVar(180)
    sparks:setSpeed(reach * 1.6)
    sparks:setSpeedVar(reach * 0.6)
    sparks:setRadialAccel(-reach * 1.8) -- they slow down on the way out
    sparks:setLife(0.65)
    sparks:setLifeVar(0.2)
    sparks:setStartSize(9)
    sparks:setStartSizeVar(4)
    sparks:setEndSize(2)
    sparks:setStartColor(color4f(colors[1], 1))
    sparks:setStartColorVar(cc.c4f(0.1, 0.1, 0.1, 0))
    sparks:setEndColor(color4f(colors[#colors], 0))
    sparks:setBlendAdditive(true)
    sparks:setPositionType(cc.POSITION_TYPE_FREE)
    sparks:setAutoRemoveOnFinish(true)
    sparks:setPosition(x, y)
    parent:addChild(sparks, 30)
    for i = 1, math.floor(count / 4) do
        local p = sprites.new("debris.png")
        p:setPosition(x, y)
        p:setColor(colors[(i - 1) % #colors + 1])
        p:setScale(rng:range(0.6, 1.3))
        p:setRotation(rng:range(0, 360))
        parent:addChild(p, 30)
        local angle = rng:range(0, math.pi * 2)
        local distance = reach * rng:range(0.35, 1.0)
        local time = rng:range(0.45, 0.9)
        local fly = cc.EaseExponentialOut:create(
            cc.MoveBy:create(time, cc.p(math.cos(angle) * distance, math.sin(angle) * distance)))
        p:runAction(cc.Sequence:create(
            cc.Spawn:create(fly, cc.FadeOut:create(time), cc.RotateBy:create(time, 540)),
            cc.RemoveSelf:create()))
    end
end

--- A ring that grows and fades where something blew up.
function fx.ring(parent, x, y, size, color)
    local ring = sprites.new("ring.png")
    ring:setPosition(x, y)
    ring:setScale(0.2)
    ring:setColor(color or cc.c3b(255, 200, 120))
    parent:addChild(ring, 29)
    ring:runAction(cc.Sequence:create(
        cc.Spawn:create(cc.EaseExponentialOut:create(cc.ScaleTo:create(0.45, size)), cc.FadeOut:create(0.45)),
        cc.RemoveSelf:create()))
end

--- A fireball from the sheet's "boom" animation at (x, y), `scale` times its size; it goes away
--- when the animation ends.
function fx.boom(parent, x, y, scale, rotation)
    local boom = sprites.new("boom_1.png")
    boom:setPosition(x, y)
    boom:setScale(scale)
    boom:setRotation(rotation or 0)
    parent:addChild(boom, 28)
    boom:runAction(cc.Sequence:create(sprites.animate("boom"), cc.RemoveSelf:create()))
end

--- A label that jumps up from (x, y) and fades away.
function fx.pop(parent, text, x, y, color, size)
    local label = cc.Label:createWithSystemFont(text, FONT_BOLD, size or 18)
    label:setTextColor(color or cc.c4b(255, 255, 255, 255))
    label:setPosition(x, y)
    label:setScale(0.3)
    parent:addChild(label, 50)
    label:runAction(cc.Sequence:create(
        cc.Spawn:create(cc.EaseBackOut:create(cc.ScaleTo:create(0.25, 1.0)),
                        cc.EaseSineOut:create(cc.MoveBy:create(0.8, cc.p(0, 36))),
                        cc.Sequence:create(cc.DelayTime:create(0.45), cc.FadeOut:create(0.35))),
        cc.RemoveSelf:create()))
end

--- A full-screen flash of `color` that fades out.
function fx.flash(parent, color, duration)
    local size = cc.Director:getInstance():getWinSize()
    local flash = cc.LayerColor:create(color, size.width, size.height)
    parent:addChild(flash, 90)
    flash:runAction(cc.Sequence:create(cc.FadeOut:create(duration or 0.4), cc.RemoveSelf:create()))
end

--- A quick squash-and-settle on `node` (scale 1 at rest).
function fx.bounce(node, amount)
    node:stopActionByTag(BOUNCE_TAG)
    local bounce = cc.Sequence:create(cc.ScaleTo:create(0.06, amount or 1.3),
                                      cc.EaseBackOut:create(cc.ScaleTo:create(0.25, 1.0)))
    bounce:setTag(BOUNCE_TAG)
    node:runAction(bounce)
end

--- A big word that springs in, waits and fades: "WAVE 2".
function fx.banner(parent, text, x, y, color, hold)
    local label = cc.Label:createWithSystemFont(text, FONT_BOLD, 52)
    label:setTextColor(color)
    label:setPosition(x, y)
    label:setScale(0.1)
    parent:addChild(label, 60)
    label:runAction(cc.Sequence:create(
        cc.EaseElasticOut:create(cc.ScaleTo:create(0.7, 1.0), 0.4),
        cc.DelayTime:create(hold or 0.6),
        cc.Spawn:create(cc.FadeOut:create(0.3), cc.ScaleTo:create(0.3, 1.5)),
        cc.RemoveSelf:create()))
    return label
end

return fx
