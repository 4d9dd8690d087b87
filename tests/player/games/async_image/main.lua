-- Loads real PNGs with TextureCache:addImageAsync (SDL2_image on the worker thread): prints what
-- each callback got, then draws the loaded one and ends itself.
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
local cache = director:getTextureCache()
local pending = 2
local frame = 0
local function done()
    pending = pending - 1
    if pending == 0 then print("all loaded by frame " .. (frame > 0 and "later" or "0")) end
end
cache:addImageAsync("../../assets/quadrants.png", function(texture)
    print(string.format("loaded %dx%d", texture:getPixelsWide(), texture:getPixelsHigh()))
    local sprite = cc.Sprite:createWithTexture(texture)
    sprite:setPosition(80, 60)
    scene:addChild(sprite)
    done()
end)
cache:addImageAsync("../../assets/broken.png", function(texture)
    print("broken: " .. tostring(texture))
    done()
end)
scene:scheduleUpdateWithPriorityLua(function()
    frame = frame + 1
    if pending == 0 or frame == 3000 then director["end"](director) end
end, 0)
director:runWithScene(scene)
