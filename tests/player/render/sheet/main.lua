-- Sprite sheets: frames stored plain, trimmed, rotated and rotated+trimmed (assets/sheet, drawn by
-- make_sheet.py) must draw exactly like the same images from their own files, also flipped and
-- turned. `-- files` draws the single files; the test compares the two pictures to the pixel.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local fromFiles = arg[1] == "files"
local DIR = ASSETS .. "sheet/"
local NAMES = {"plain.png", "trimmed.png", "turned.png", "turned_trimmed.png"}
local cache = cc.SpriteFrameCache:getInstance()
if not fromFiles then
    cache:addSpriteFrames(DIR .. "sheet2.plist")
    cache:addSpriteFrames(DIR .. "sheet3.plist")
end
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(50, 50, 50, 255)))
local function sprite(name, row)
    if fromFiles then return cc.Sprite:create(DIR .. name) end
    if row == 3 then -- format 3 from the second sheet, the rotated ones by their aliases
        local frame = cache:getSpriteFrame((name:find("turned") and "alias_" or "") .. name)
        return cc.Sprite:createWithSpriteFrame(frame)
    end
    return cc.Sprite:createWithSpriteFrameName(name)
end
-- The first row from the sheet goes into a SpriteBatchNode: it must draw the same.
local firstRow = scene
if not fromFiles then
    firstRow = cc.SpriteBatchNode:create(DIR .. "sheet3.png")
    scene:addChild(firstRow)
end
for i, name in ipairs(NAMES) do
    local x = 20 + (i - 1) * 38
    local plain = sprite(name, 1)
    plain:setPosition(x, 100)
    firstRow:addChild(plain)
    local mirrored = sprite(name, 2)
    mirrored:setPosition(x, 72)
    mirrored:setFlippedX(true)
    scene:addChild(mirrored)
    local upsideDown = sprite(name, 3)
    upsideDown:setPosition(x, 46)
    upsideDown:setFlippedY(true)
    scene:addChild(upsideDown)
    -- Turned by the node too: a trimmed quad of odd size has its centre on a half pixel.
    local turned = sprite(name, 4)
    turned:setPosition(x, 16)
    turned:setRotation(i <= 2 and 90 or -90) -- each angle with a trimmed frame
    scene:addChild(turned)
end
cc.Director:getInstance():runWithScene(scene)
