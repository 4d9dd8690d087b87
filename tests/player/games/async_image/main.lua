-- Loads real PNGs with TextureCache:addImageAsync (SDL2_image on the worker thread): prints what
-- each callback got, then draws the loaded one and ends itself.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
local cache = director:getTextureCache()
local pending = 2
local frame = 0
local started = false -- the main chunk has run to its end: any callback now is a later frame's
local function done()
    pending = pending - 1
    if pending == 0 then print("all loaded " .. (started and "later" or "at once")) end
end
cache:addImageAsync(ASSETS .. "quadrants.png", function(texture)
    print(string.format("loaded %dx%d", texture:getPixelsWide(), texture:getPixelsHigh()))
    local sprite = cc.Sprite:createWithTexture(texture)
    sprite:setPosition(80, 60)
    scene:addChild(sprite)
    done()
end)
cache:addImageAsync(ASSETS .. "broken.png", function(texture)
    print("broken: " .. tostring(texture))
    done()
end)
-- cc.Image: decoded now, saved as PNG, read back, and made a texture
local image = cc.Image:new()
assert(image:initWithImageFile(ASSETS .. "quadrants.png"))
local base = os.tmpname()
local saved = base .. ".png"
os.remove(base)
assert(image:saveToFile(saved), "saving failed")
local copy = cc.Image:new()
assert(copy:initWithImageFile(saved))
print(string.format("image %dx%d alpha %s, copy %dx%d", image:getWidth(), image:getHeight(),
    tostring(image:hasAlpha()), copy:getWidth(), copy:getHeight()))
os.remove(saved)
print("image texture " .. cache:addImage(copy, "copy"):getPixelsWide())
-- the name's ending picks the format in any case, as in cocos2d-x: what the file starts with says
local function savedKind(name)
    assert(image:saveToFile(name), "saving " .. name .. " failed")
    local file = assert(io.open(name, "rb"))
    local head = file:read(4)
    file:close()
    os.remove(name)
    if head == "\137PNG" then return "png" end
    if head:sub(1, 3) == "\255\216\255" then return "jpeg" end
    return "unknown"
end
print("saved as " .. savedKind(base .. ".PNG") .. " " .. savedKind(base .. ".Jpg") .. " " .. savedKind(base .. ".jpeg"))

scene:scheduleUpdateWithPriorityLua(function()
    frame = frame + 1
    if pending == 0 or frame == 3000 then director["end"](director) end
end, 0)
director:runWithScene(scene)
started = true
