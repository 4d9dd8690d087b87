-- Blend functions with cocos's gl.* pairs on a sprite, a label and a draw node, over a grey and
-- red background: alpha (both forms), additive, multiply, multiply over alpha and opaque.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(90, 90, 90, 255)))
local red = cc.LayerColor:create(cc.c4b(200, 40, 40, 255), 160, 40)
red:setPosition(0, 40)
scene:addChild(red)

local pairs_ = {
    {gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA}, {gl.ONE, gl.ONE_MINUS_SRC_ALPHA}, {gl.SRC_ALPHA, gl.ONE},
    {gl.DST_COLOR, gl.ZERO}, {gl.DST_COLOR, gl.ONE_MINUS_SRC_ALPHA}, {gl.ONE, gl.ZERO},
}
for i, pair in ipairs(pairs_) do
    local x = 14 + (i - 1) * 26
    local sprite = cc.Sprite:create(ASSETS .. "disc.png")
    sprite:setPosition(x, 60)
    sprite:setBlendFunc(pair[1], pair[2])
    scene:addChild(sprite)
    local dots = cc.DrawNode:create()
    dots:drawSolidRect(cc.p(x - 10, 90), cc.p(x + 10, 110), cc.c4f(0.2, 0.8, 1, 0.6))
    dots:setBlendFunc(cc.blendFunc(pair[1], pair[2]))
    scene:addChild(dots)
    local label = cc.Label:createWithSystemFont("K", "", 18)
    label:setTextColor(cc.c4b(255, 220, 0, 255))
    label:setPosition(x, 20)
    label:setBlendFunc(pair[1], pair[2])
    scene:addChild(label)
end
cc.Director:getInstance():runWithScene(scene)
