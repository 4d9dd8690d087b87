-- cc.RenderTexture: drawn into, shown by its sprite, saved to a PNG and read back.
-- Left: a 64x48 texture cleared to blue, a disc drawn into it at its bottom-left and a red square
-- at its top-right (upright: cocos's flipped sprite shows it the right way up), shown by the render
-- texture node. Right: the PNG saveToFile wrote (its callback gets the node and the full path),
-- loaded back as a sprite: the same picture. Bottom: an auto-draw texture (cleared each frame to
-- green, its child drawn into it). A texture larger than the renderer allows, or of no size, is nil
-- with an error.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/"
local SAVED = "kite_render_texture_test.png"
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(60, 60, 60, 255), 160, 120))
director:runWithScene(scene)

local rt = cc.RenderTexture:create(64, 48)
rt:setPosition(40, 80)
scene:addChild(rt)
local disc = cc.Sprite:create(ASSETS .. "disc.png")
disc:setPosition(12, 12)
local square = cc.LayerColor:create(cc.c4b(230, 40, 40, 255), 16, 12)
square:setPosition(44, 32)
rt:beginWithClear(0.1, 0.2, 0.7, 1)
disc:visit()
square:visit()
rt:endToLua()
print("sprite flipped " .. tostring(rt:getSprite():isFlippedY()) .. ", children " .. rt:getChildrenCount())

local image = rt:newImage()
print("image " .. image:getWidth() .. "x" .. image:getHeight())

local full = cc.FileUtils:getInstance():getWritablePath() .. SAVED
os.remove(full) -- only a file this run writes is read back
local ok = rt:saveToFile(SAVED, cc.IMAGE_FORMAT_PNG, true, function(node, path)
    print("saved " .. tostring(node == rt) .. " " .. path)
    local back = cc.Sprite:create(path)
    back:setPosition(120, 80)
    scene:addChild(back)
end)
print("saveToFile " .. tostring(ok))

local auto = cc.RenderTexture:create(80, 30)
auto:setAutoDraw(true)
auto:setClearFlags(0x4000) -- GL_COLOR_BUFFER_BIT
auto:setClearColor(cc.c4f(0.1, 0.6, 0.2, 1))
auto:setPosition(60, 25) -- children draw with this transform, as in cocos2d-x
local child = cc.Sprite:create(ASSETS .. "quadrants.png")
child:setPosition(-30, -10)
child:setScale(0.5)
auto:addChild(child)
scene:addChild(auto)

print("too large " .. tostring(cc.RenderTexture:create(100000, 10)))
print("empty " .. tostring(cc.RenderTexture:create(0, 10)))
