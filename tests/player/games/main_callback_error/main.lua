-- A callback fails while main.lua runs (a node's cleanup, reached from removeFromParent): it is
-- reported like any callback error and the game goes on, unless --fail-on-error.
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
local node = cc.Node:create()
node:registerScriptHandler(function(event)
    if event == "cleanup" then error("cleanup failed") end
end)
scene:addChild(node)
node:removeFromParent()
print("main.lua went on")
scene:scheduleUpdateWithPriorityLua(function() print("frame " .. (director:getTotalFrames() + 1)) end, 0)
