-- Quarter turns: sprites rotated by 90, 180 and 270 degrees (and -90), plain, mirrored and scaled,
-- must look like the same sprites turned by 89.9 degrees and so on (SDL's software renderer copies
-- an axis-aligned geometry quad without turning its texture, so the painter draws these as
-- rotated copies). quadrants.png: red top-left, green top-right, blue bottom-left, white bottom-right.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local IMAGE = ASSETS .. "quadrants.png"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(50, 50, 50, 255)))
for i, angle in ipairs({90, 180, 270, -90}) do
    local x = 20 + (i - 1) * 40
    local plain = cc.Sprite:create(IMAGE)
    plain:setPosition(x, 95)
    plain:setRotation(angle)
    scene:addChild(plain)
    local mirrored = cc.Sprite:create(IMAGE)
    mirrored:setPosition(x, 60)
    mirrored:setRotation(angle)
    mirrored:setFlippedX(true)
    scene:addChild(mirrored)
    local wide = cc.Sprite:create(IMAGE)
    wide:setPosition(x, 22)
    wide:setRotation(angle)
    wide:setScale(1, 0.5)
    scene:addChild(wide)
end
cc.Director:getInstance():runWithScene(scene)
