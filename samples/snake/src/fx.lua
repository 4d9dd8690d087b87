-- fx.lua -- juice: screen shake, score pops, sparks, flashes, bounces. All of it is actions, so it
-- stops and goes away with the nodes it runs on.

local fx = {}

local SHAKE_TAG = 0x5A4B
local FONT_BOLD = "DejaVu Sans Bold"

--- Shakes `node` around (x, y) for `duration` seconds, `strength` pixels at first.
function fx.shake(node, x, y, strength, duration)
    node:stopActionByTag(SHAKE_TAG)
    node:setPosition(x, y)
    local steps = 10
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

--- A label that jumps up from (x, y) and fades away.
function fx.pop(parent, text, x, y, color, size)
    local label = cc.Label:createWithSystemFont(text, FONT_BOLD, size or 22)
    label:setTextColor(color or cc.c4b(255, 255, 255, 255))
    label:setPosition(x, y)
    label:setScale(0.3)
    parent:addChild(label, 50)
    label:runAction(cc.Sequence:create(
        cc.Spawn:create(cc.EaseBackOut:create(cc.ScaleTo:create(0.25, 1.0)),
                        cc.EaseSineOut:create(cc.MoveBy:create(0.8, cc.p(0, 46))),
                        cc.Sequence:create(cc.DelayTime:create(0.45), cc.FadeOut:create(0.35))),
        cc.RemoveSelf:create()))
    return label
end

--- `count` sparks flying out of (x, y).
function fx.sparks(parent, x, y, count, color, rng)
    for i = 1, count do
        local spark = cc.Sprite:create("res/spark.png")
        spark:setPosition(x, y)
        spark:setColor(color)
        parent:addChild(spark, 40)
        local angle = (i / count) * math.pi * 2 + rng:range(-0.3, 0.3)
        local reach = rng:range(26, 60)
        spark:setScale(rng:range(0.8, 1.6))
        spark:runAction(cc.Sequence:create(
            cc.Spawn:create(cc.EaseExponentialOut:create(
                                cc.MoveBy:create(0.5, cc.p(math.cos(angle) * reach, math.sin(angle) * reach))),
                            cc.FadeOut:create(0.5),
                            cc.ScaleTo:create(0.5, 0.2)),
            cc.RemoveSelf:create()))
    end
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
    node:stopActionByTag(SHAKE_TAG + 1)
    local bounce = cc.Sequence:create(cc.ScaleTo:create(0.06, amount or 1.3),
                                      cc.EaseBackOut:create(cc.ScaleTo:create(0.25, 1.0)))
    bounce:setTag(SHAKE_TAG + 1)
    node:runAction(bounce)
end

return fx
