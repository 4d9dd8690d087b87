-- backdrop.lua -- what is behind the level: a sky (cc.LayerGradient) that stays put, and hills and
-- clouds in a cc.ParallaxNode that scroll slower than the level as the camera follows the runner.

local sprites = require("app.models.sprites")

local backdrop = {}

function backdrop.sky(width, height)
    return cc.LayerGradient:create(cc.c4b(90, 160, 235, 255), cc.c4b(200, 235, 255, 255))
end

--- The far things, spread over `width` pixels of level (the same every time: no random numbers).
function backdrop.parallax(width)
    local parallax = cc.ParallaxNode:create()
    local hills = cc.Node:create()
    for i = 0, math.floor(width / 500) do
        local hill = sprites.new("hill.png")
        hill:setAnchorPoint(cc.p(0.5, 0))
        hill:setPosition(i * 330 + 120, 0)
        hill:setScale(1.4 + (i % 3) * 0.3)
        hill:setOpacity(200)
        hills:addChild(hill)
    end
    parallax:addChild(hills, -2, cc.p(0.4, 0.2), cc.p(0, 40))
    local clouds = cc.Node:create()
    for i = 0, math.floor(width / 360) do
        local cloud = sprites.new("cloud.png")
        cloud:setPosition(i * 300 + 80, 470 + (i * 53) % 110)
        cloud:setScale(0.8 + (i % 4) * 0.15)
        clouds:addChild(cloud)
    end
    parallax:addChild(clouds, -1, cc.p(0.6, 0.1), cc.p(0, 0))
    return parallax
end

return backdrop
