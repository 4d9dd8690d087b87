-- Colour and opacity: cascading to children, a node tint on a white texture, and actions (TintTo,
-- FadeTo) advanced by the fixed time step, so frame 30 is the same in every run.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local IMAGE = ASSETS .. "quadrants.png"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(90, 90, 90, 255)))
local parent = cc.Sprite:create(IMAGE)
parent:setPosition(30, 80)
parent:setCascadeOpacityEnabled(true)
parent:setCascadeColorEnabled(true)
parent:setOpacity(128)
parent:setColor(cc.c3b(255, 128, 128))
scene:addChild(parent)
local child = cc.Sprite:create(IMAGE)
child:setPosition(48, 0)
parent:addChild(child)                         -- gets half opacity and the pink tint

local plain = cc.Sprite:create(IMAGE)          -- no cascade: the child stays opaque
plain:setPosition(110, 80)
plain:setOpacity(128)
local solid = cc.Sprite:create(IMAGE)
solid:setPosition(16, -16)
plain:addChild(solid)
scene:addChild(plain)

local tinting = cc.Sprite:create(IMAGE)
tinting:setPosition(40, 30)
tinting:runAction(cc.TintTo:create(1.0, 0, 0, 255))
scene:addChild(tinting)
local fading = cc.Sprite:create(IMAGE)
fading:setPosition(110, 30)
fading:runAction(cc.FadeTo:create(1.0, 0))
scene:addChild(fading)
cc.Director:getInstance():runWithScene(scene)
