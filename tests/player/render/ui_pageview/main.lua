-- ccui.PageView over a 160x120 design: four coloured pages, the second shown (setCurrentPageIndex),
-- the indicator's dots along the bottom with the selected one in cocos's blue; a vertical page view
-- beside it with a custom indicator colour and spacing.
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(30, 30, 40, 255), 160, 120))
director:runWithScene(scene)

local function page(w, h, color)
    local p = ccui.Layout:create()
    p:setContentSize(cc.size(w, h))
    p:setBackGroundColorType(ccui.LayoutBackGroundColorType.solid)
    p:setBackGroundColor(color)
    local mark = ccui.Layout:create()
    mark:setContentSize(cc.size(20, 20))
    mark:setPosition(w / 2 - 10, h / 2 - 10)
    mark:setBackGroundColorType(ccui.LayoutBackGroundColorType.solid)
    mark:setBackGroundColor(cc.c3b(250, 250, 250))
    p:addChild(mark)
    return p
end

local pages = ccui.PageView:create()
pages:setContentSize(cc.size(100, 100))
pages:setPosition(5, 10)
for i, color in ipairs({cc.c3b(200, 60, 60), cc.c3b(60, 160, 60), cc.c3b(60, 80, 200), cc.c3b(180, 160, 40)}) do
    pages:addPage(page(100, 100, color))
end
pages:setIndicatorEnabled(true)
pages:setIndicatorSpaceBetweenIndexNodes(8) -- cocos's 23 would spill past the view's 100 points
pages:setCurrentPageIndex(1)
scene:addChild(pages)

local column = ccui.PageView:create()
column:setDirection(ccui.ScrollViewDir.vertical)
column:setContentSize(cc.size(40, 100))
column:setPosition(112, 10)
for i, color in ipairs({cc.c3b(120, 40, 120), cc.c3b(40, 120, 120), cc.c3b(120, 120, 40)}) do
    column:addPage(page(40, 100, color))
end
column:setIndicatorEnabled(true)
column:setIndicatorSelectedIndexColor(cc.c3b(255, 220, 0))
column:setIndicatorIndexNodesColor(cc.c3b(0, 0, 0))
column:setIndicatorIndexNodesOpacity(255)
column:setIndicatorSpaceBetweenIndexNodes(4)
column:setIndicatorIndexNodesScale(0.5)
column:setCurrentPageIndex(2)
scene:addChild(column)
