-- A transition under a resolution policy: captures are drawn at the design size (160x120) and then
-- mapped into the frame like the scene itself: a cross fade half-way between a red and a blue scene,
-- letterboxed by SHOW_ALL, the white square at the same place in both.
local director = cc.Director:getInstance()
director:getOpenGLView():setDesignResolutionSize(160, 120, cc.ResolutionPolicy.SHOW_ALL)
local function scene(color)
    local s = cc.Scene:create()
    s:addChild(cc.LayerColor:create(color))
    local square = cc.LayerColor:create(cc.c4b(255, 255, 255, 255), 40, 40)
    square:setPosition(10, 10)
    s:addChild(square)
    return s
end
local first = scene(cc.c4b(200, 40, 40, 255))
director:runWithScene(first)
local frames = 0
first:scheduleUpdateWithPriorityLua(function()
    frames = frames + 1
    if frames == 2 then director:replaceScene(cc.TransitionCrossFade:create(1, scene(cc.c4b(40, 40, 200, 255)))) end
end, 0)
