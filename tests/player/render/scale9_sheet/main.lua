-- ccui.Scale9Sprite of sprite-sheet frames (assets/sheet, made by its make_sheet.py): turned.png is
-- stored rotated in sheet2.png, turned_trimmed.png rotated and trimmed. Each is cut by cap insets and
-- drawn at its size, stretched, stretched and flipped, and shrunk below its caps. `-- files` draws
-- the same nine-slices from the images' own files, to compare by eye: marks in the same corners, the
-- same stripes (SDL's software renderer samples stretched triangles a texel apart, so not exactly).
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local DIR = ASSETS .. "sheet/"
local fromFiles = arg[1] == "files"
if not fromFiles then cc.SpriteFrameCache:getInstance():addSpriteFrames(DIR .. "sheet2.plist") end
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(50, 50, 50, 255)))

local IMAGES = { -- name, untrimmed size, cap insets
    {"turned.png", cc.size(20, 12), cc.rect(5, 4, 10, 4)},
    {"turned_trimmed.png", cc.size(28, 18), cc.rect(8, 5, 12, 8)},
}
local function slice(image, x, y, w, h)
    local name, size, insets = image[1], image[2], image[3]
    local s
    if fromFiles then
        s = ccui.Scale9Sprite:create(DIR .. name, cc.rect(0, 0, size.width, size.height), insets)
    else
        s = ccui.Scale9Sprite:createWithSpriteFrameName(name, insets)
    end
    s:setAnchorPoint(0, 0)
    s:setPosition(x, y)
    if w then s:setPreferredSize(cc.size(w, h)) end
    scene:addChild(s)
    return s
end

for row, image in ipairs(IMAGES) do
    local y = 120 - row * 50
    slice(image, 4, y)
    slice(image, 36, y, 48, 30)
    slice(image, 88, y, 40, 24):setFlippedX(true)
    slice(image, 132, y, 10, 8)
    slice(image, 146, y, 12, 40):setFlippedY(true)
end
cc.Director:getInstance():runWithScene(scene)
