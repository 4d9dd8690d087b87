-- Missing and broken images and a missing font: logged clearly, never a crash.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local scene = cc.Scene:create()
print("missing image gives " .. tostring(cc.Sprite:create("missing.png")))
print("broken image gives " .. tostring(cc.Sprite:create(ASSETS .. "broken.png")))
local label = cc.Label:createWithTTF("still drawn", "fonts/none.ttf", 12)
label:setPosition(80, 60)
scene:addChild(label)
cc.Director:getInstance():runWithScene(scene)
print("survived")
