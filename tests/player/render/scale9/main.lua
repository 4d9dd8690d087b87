-- ccui.Scale9Sprite (issue 21): quadrants.png (32x32: red top-left with a black corner mark, green
-- top-right, blue bottom-left, white bottom-right) cut by cap insets {{8,8},{16,16}}, so the corners
-- are 8x8 and stay that size. Top row, SLICE: at 24x24 (smaller than the image), 32x32 (as is),
-- 56x40, and 40x24 flipped in x. Middle row: SIMPLE at 56x40 (the whole image stretched, the mark
-- grows), SLICE in the GRAY state at 56x40, a red-tinted half-transparent 40x40, and caps larger
-- than the size (12x12 with 8-pixel caps: they shrink together). Sheet frames: render/scale9_sheet.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local IMAGE = ASSETS .. "quadrants.png"
local INSETS = cc.rect(8, 8, 16, 16)
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(50, 50, 50, 255)))

local function slice(x, y, w, h)
    local s = ccui.Scale9Sprite:create(IMAGE, cc.rect(0, 0, 32, 32), INSETS)
    s:setPreferredSize(cc.size(w, h))
    s:setPosition(x, y)
    scene:addChild(s)
    return s
end

slice(18, 100, 24, 24)
slice(50, 100, 32, 32)
slice(92, 100, 56, 40)
slice(140, 100, 40, 24):setFlippedX(true)

slice(32, 56, 56, 40):setRenderingType(ccui.Scale9Sprite.RenderingType.SIMPLE)
slice(92, 56, 56, 40):setState(ccui.Scale9Sprite.State.GRAY)
local tinted = slice(140, 56, 28, 40)
tinted:setColor(cc.c3b(255, 80, 80))
tinted:setOpacity(160)
slice(148, 22, 12, 12)

cc.Director:getInstance():runWithScene(scene)
