-- starfield.lua -- a few hundred tiny star sprites; some of them twinkle.

local sprites = require("src.sprites")

local Starfield = class("Starfield", cc.Node)

function Starfield:ctor(count, width, height, rng)
    for i = 1, count do
        local star = sprites.new("star.png")
        star:setPosition(rng:range(0, width), rng:range(0, height))
        local bright = rng:range(0.25, 1.0)
        star:setOpacity(math.floor(60 + 195 * bright))
        star:setScale(bright > 0.9 and 1.0 or 0.7)
        local tint = rng:int(1, 3)
        star:setColor(tint == 1 and cc.c3b(200, 220, 255) or (tint == 2 and cc.c3b(255, 240, 220) or cc.c3b(255, 255, 255)))
        self:addChild(star)
        if i % 12 == 0 then
            local low = math.floor(40 + 60 * bright)
            star:runAction(cc.RepeatForever:create(cc.Sequence:create(
                cc.DelayTime:create(rng:range(0.2, 2.0)),
                cc.FadeTo:create(0.5, low),
                cc.FadeTo:create(0.5, math.floor(60 + 195 * bright)))))
        end
    end
end

return Starfield
