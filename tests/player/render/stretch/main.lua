-- Stretched sprites (cocos2d-x 3.17 stretches a sprite's image to its content size): plain,
-- trimmed and rotated frames given a content size by setContentSize and by a finished ResizeTo
-- must draw exactly like the same sprites scaled by the same factors; `-- scaled` draws those.
-- A sprite with stretching turned off keeps its image size, centred: drawn once each way.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local scaled = arg[1] == "scaled"
local DIR = ASSETS .. "sheet/"
local cache = cc.SpriteFrameCache:getInstance()
cache:addSpriteFrames(DIR .. "sheet2.plist")
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(50, 50, 50, 255)))

local FACTORS = {{2, 1.5}, {1.5, 2}, {0.5, 1}}
for i, name in ipairs({"plain.png", "trimmed.png", "turned_trimmed.png"}) do
    for j, f in ipairs(FACTORS) do
        local sprite = cc.Sprite:createWithSpriteFrameName(name)
        local size = sprite:getContentSize()
        sprite:setPosition(22 + (i - 1) * 44, 96 - (j - 1) * 36)
        if scaled then
            sprite:setScale(f[1], f[2])
        elseif j == 2 then -- by an action that has finished before the screenshot
            sprite:runAction(cc.ResizeTo:create(0.05, cc.size(size.width * f[1], size.height * f[2])))
        else
            sprite:setContentSize(cc.size(size.width * f[1], size.height * f[2]))
        end
        scene:addChild(sprite)
    end
end

-- not stretched: the image keeps its size in the middle of a larger content box (an untrimmed
-- frame: cocos scales a trim offset by the content/original ratio even then)
local fixed = cc.Sprite:createWithSpriteFrameName("plain.png")
fixed:setPosition(144, 60)
if not scaled then
    fixed:setStretchEnabled(false)
    local size = fixed:getContentSize()
    fixed:setContentSize(cc.size(size.width * 2, size.height * 2))
end
scene:addChild(fixed)
cc.Director:getInstance():runWithScene(scene)
