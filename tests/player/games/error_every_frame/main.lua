-- The same error in every frame: reported once, then counted.
local scene = cc.Scene:create()
scene:scheduleUpdateWithPriorityLua(function() error("fails every frame") end, 0)
cc.Director:getInstance():runWithScene(scene)
