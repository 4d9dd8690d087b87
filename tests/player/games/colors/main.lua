-- Red for frames 1 and 2, blue from frame 3 on (for --screenshot FILE@N).
local scene = cc.Scene:create()
local layer = cc.LayerColor:create(cc.c4b(255, 0, 0, 255))
scene:addChild(layer)
local frame = 0
scene:scheduleUpdateWithPriorityLua(function()
    frame = frame + 1
    if frame == 3 then layer:setColor(cc.c3b(0, 0, 255)) end
end, 0)
cc.Director:getInstance():runWithScene(scene)
