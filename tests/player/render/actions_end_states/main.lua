-- Where the new actions leave what they draw: skew (SkewTo, SkewBy), content size (ResizeTo on a
-- LayerColor), a jump's landing, a Bezier's end, a flip, a Follow's layer position. Every action is
-- short, so all have ended long before the screenshot.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local IMAGE = ASSETS .. "quadrants.png"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(60, 60, 60, 255)))

local world = cc.Node:create() -- followed so that the hero sits at the middle of the 160x120 screen
scene:addChild(world)

local skewedX = cc.Sprite:create(IMAGE)
skewedX:setPosition(30, 90)
skewedX:runAction(cc.SkewTo:create(0.1, 30, 0))
world:addChild(skewedX)

local skewedY = cc.Sprite:create(IMAGE)
skewedY:setPosition(130, 90)
skewedY:runAction(cc.Sequence:create(cc.SkewBy:create(0.05, 0, 10), cc.SkewBy:create(0.05, 0, 10)))
world:addChild(skewedY)

local turned = cc.Sprite:create(IMAGE) -- skewed first, then turned a quarter clockwise
turned:setPosition(90, 105)
turned:setRotation(90)
turned:runAction(cc.SkewTo:create(0.1, 20, 0))
world:addChild(turned)

local bar = cc.LayerColor:create(cc.c4b(40, 160, 220, 255), 10, 10)
bar:setPosition(10, 10)
bar:runAction(cc.ResizeTo:create(0.1, cc.size(60, 14)))
world:addChild(bar)

local jumper = cc.Sprite:create(IMAGE)
jumper:setPosition(0, 0)
jumper:runAction(cc.JumpTo:create(0.1, cc.p(100, 40), 30, 2))
world:addChild(jumper)

local flipped = cc.Sprite:create(IMAGE)
flipped:setPosition(0, 0)
flipped:runAction(cc.Sequence:create(cc.BezierTo:create(0.1, {cc.p(0, 60), cc.p(60, 60), cc.p(60, 45)}),
    cc.FlipX:create(true), cc.FlipY:create(true)))
world:addChild(flipped)

local hero = cc.Node:create()
hero:setPosition(100, 80) -- the Follow moves the world by (80 - 100, 60 - 80) = (-20, -20)
world:addChild(hero)
world:runAction(cc.Follow:create(hero))

cc.Director:getInstance():runWithScene(scene)
