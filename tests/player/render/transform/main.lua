-- Transforms: nested rotation and scale, anchors, ignoreAnchorPointForPosition, non-uniform
-- scale under a rotated parent (a skew), a rotation skew (cocos's setRotationSkewX: only the vertical
-- edges turn), all through the engine's visit transforms.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local IMAGE = ASSETS .. "quadrants.png"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(60, 60, 60, 255)))
local parent = cc.Node:create()
parent:setPosition(40, 60)
parent:setRotation(30)
parent:setScale(1.5)
scene:addChild(parent)
local child = cc.Sprite:create(IMAGE)
child:setPosition(20, 0)
child:setScale(0.5)
parent:addChild(child)
local grandchild = cc.Sprite:create(IMAGE)
grandchild:setPosition(0, 40)
grandchild:setRotation(-30)
child:addChild(grandchild)

local anchored = cc.Sprite:create(IMAGE)
anchored:setAnchorPoint(cc.p(1, 1))
anchored:setPosition(120, 110)
scene:addChild(anchored)

local ignored = cc.Sprite:create(IMAGE)
ignored:setIgnoreAnchorPointForPosition(true)
ignored:setPosition(120, 10)
scene:addChild(ignored)

local skewParent = cc.Node:create()
skewParent:setPosition(90, 40)
skewParent:setScale(1.0, 0.5)
scene:addChild(skewParent)
local skewed = cc.Sprite:create(IMAGE)
skewed:setRotation(45)                      -- rotated inside a squashed parent: a parallelogram
skewParent:addChild(skewed)

local sheared = cc.Sprite:create(IMAGE)
sheared:setPosition(22, 98)
sheared:setScale(0.75)
sheared:setRotationSkewX(30)
scene:addChild(sheared)
cc.Director:getInstance():runWithScene(scene)
