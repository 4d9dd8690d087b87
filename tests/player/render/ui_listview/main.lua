-- ccui.ListView over a 160x120 design: a vertical list of eight rows of two widths, 4 apart and
-- centred, jumped so the fourth row is in the middle; a horizontal list at the bottom aligned to
-- the bottom, scrolled to its end by a scrollToRight that has ended by the screenshot.
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(30, 30, 40, 255), 160, 120))
director:runWithScene(scene)

local function row(w, h, color)
    local b = ccui.Layout:create()
    b:setContentSize(cc.size(w, h))
    b:setBackGroundColorType(ccui.LayoutBackGroundColorType.solid)
    b:setBackGroundColor(color)
    return b
end

local list = ccui.ListView:create()
list:setContentSize(cc.size(80, 80))
list:setPosition(40, 36)
list:setBackGroundColorType(ccui.LayoutBackGroundColorType.solid)
list:setBackGroundColor(cc.c3b(60, 60, 80))
list:setItemsMargin(4)
list:setGravity(ccui.ListViewGravity.centerHorizontal)
list:setScrollBarEnabled(false)
for i = 1, 8 do
    list:pushBackCustomItem(row(i % 2 == 0 and 70 or 50, 16, cc.c3b(40 + i * 25, 200 - i * 15, 120)))
end
list:jumpToItem(3, cc.p(0.5, 0.5), cc.p(0.5, 0.5))
scene:addChild(list)

local strip = ccui.ListView:create()
strip:setDirection(ccui.ScrollViewDir.horizontal)
strip:setContentSize(cc.size(150, 26))
strip:setPosition(5, 4)
strip:setItemsMargin(3)
strip:setGravity(ccui.ListViewGravity.bottom)
strip:setScrollBarEnabled(false)
for i = 1, 10 do
    strip:pushBackCustomItem(row(20, 10 + (i % 3) * 6, cc.c3b(220, 60 + i * 18, 60)))
end
strip:scrollToRight(0.2, true)
scene:addChild(strip)
