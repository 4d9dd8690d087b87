-- ParallaxNode: three rows of quadrants.png sprites added with ratios (0, 0), (0.5, 0.5) and (1, 1)
-- and offsets, inside a parallax node moved 60 points left over 0.5 s (done by the screenshot at frame
-- 30 of 1/60 s): the top row stays on screen where its offset put it, the middle row moves 30 left,
-- the bottom row all 60. A ratio of (1, 0.5) on a fourth sprite, with the parallax node also moved 20
-- up, shows the axes apart; a child removed again is not moved any more.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local IMAGE = ASSETS .. "quadrants.png"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(40, 40, 40, 255)))

local holder = cc.Node:create() -- the parallax node's absolute position counts its parents'
holder:setPosition(10, 0)
scene:addChild(holder)
local parallax = cc.ParallaxNode:create()
holder:addChild(parallax)
local function add(ratio, offset, z)
    local sprite = cc.Sprite:create(IMAGE)
    parallax:addChild(sprite, z or 0, ratio, offset)
    return sprite
end
add(cc.p(0, 0), cc.p(40, 100))
add(cc.p(0.5, 0.5), cc.p(90, 60), 1)
add(cc.p(1, 1), cc.p(130, 20), -1)
add(cc.p(1, 0.5), cc.p(130, 70)):setScale(0.5)
local removed = add(cc.p(0, 0), cc.p(10, 10))
parallax:removeChild(removed, true)
assert(#parallax:getParallaxArray() == 4)
parallax:runAction(cc.MoveBy:create(0.5, cc.p(-60, 20)))
cc.Director:getInstance():runWithScene(scene)
