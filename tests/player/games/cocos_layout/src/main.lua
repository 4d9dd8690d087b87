-- A project in cocos2d-x's Lua layout (config.json, src/, res/), starting the way the main.lua of
-- `cocos new -l lua` does. config.json names no entry: src/main.lua is the default.
cc.FileUtils:getInstance():setPopupNotify(false)
cc.FileUtils:getInstance():addSearchPath("src/")
cc.FileUtils:getInstance():addSearchPath("res/")

require "config"
print("design " .. CC_DESIGN_RESOLUTION.width .. "x" .. CC_DESIGN_RESOLUTION.height)

local files = cc.FileUtils:getInstance()
local sprite = require("app.MyApp").sprite()
assert(sprite, "quadrants.png was not found through res/")
local size = sprite:getContentSize()
print("sprite " .. size.width .. "x" .. size.height .. " from " .. files:fullPathForFilename("quadrants.png"))

-- a save in the writable path, read back
local save = files:getWritablePath()
assert(files:writeStringToFile("level=3", save .. "progress.txt"), "cannot save")
print("writable " .. save)
print("read back " .. files:getStringFromFile(save .. "progress.txt"))

local scene = cc.Scene:create()
sprite:setPosition(80, 60)
scene:addChild(sprite)
cc.Director:getInstance():runWithScene(scene)
