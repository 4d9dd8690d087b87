-- Image menu items in a 2 + 1 column grid: a MenuItemImage showing its normal image (quadrants.png,
-- 32x32), one disabled that shows its disabled image (disc.png, 16x16, at its bottom-left corner),
-- and a toggle switched to its second sub-item, a MenuItemSprite of a green 24x12 rectangle.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local IMAGE, DISC = ASSETS .. "quadrants.png", ASSETS .. "disc.png"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(40, 40, 60, 255)))
local plain = cc.MenuItemImage:create(IMAGE, DISC)
local off = cc.MenuItemImage:create(IMAGE, IMAGE, DISC)
off:setEnabled(false)
local function rect(r, g, b, w, h)
    local s = cc.Sprite:create()
    s:setTextureRect(cc.rect(0, 0, w, h))
    s:setColor(cc.c3b(r, g, b))
    return s
end
local toggle = cc.MenuItemToggle:create(cc.MenuItemSprite:create(rect(255, 0, 0, 24, 12), rect(0, 0, 0, 1, 1)),
    cc.MenuItemSprite:create(rect(0, 255, 0, 24, 12), rect(0, 0, 0, 1, 1)))
toggle:setSelectedIndex(1)
local menu = cc.Menu:create(plain, off, toggle)
menu:alignItemsInColumns(2, 1)
scene:addChild(menu)
cc.Director:getInstance():runWithScene(scene)
