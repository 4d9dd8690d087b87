-- Prints the design size the player gave the Director (--size).
local size = cc.Director:getInstance():getWinSize()
print(string.format("size %dx%d", size.width, size.height))
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(0, 128, 0, 255), size.width / 2, size.height / 2))
cc.Director:getInstance():runWithScene(scene)
