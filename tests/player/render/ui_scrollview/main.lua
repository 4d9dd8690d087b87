-- ccui.ScrollView over a 160x120 design: a both-ways view scrolled part way (40%, 60%) over a
-- checkered inner container, both scroll bars showing (auto-hide off) in a custom colour, and a
-- vertical view with its default bar, half way down.
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(30, 30, 40, 255), 160, 120))
director:runWithScene(scene)

local function checker(parent, w, h, cell)
    for x = 0, w / cell - 1 do
        for y = 0, h / cell - 1 do
            local light = (x + y) % 2 == 0
            local c = ccui.Layout:create()
            c:setContentSize(cc.size(cell, cell))
            c:setPosition(x * cell, y * cell)
            c:setBackGroundColorType(ccui.LayoutBackGroundColorType.solid)
            c:setBackGroundColor(light and cc.c3b(200, 180, 60 + x * 10) or cc.c3b(40, 100 + y * 8, 160))
            parent:addChild(c)
        end
    end
end

local both = ccui.ScrollView:create()
both:setDirection(ccui.ScrollViewDir.both) -- makes new bars: auto-hide is set after it
both:setScrollBarAutoHideEnabled(false) -- before any size change: cocos shows a bar that is not mid-hide
both:setContentSize(cc.size(90, 90))
both:setPosition(6, 15)
both:setInnerContainerSize(cc.size(240, 240))
both:setScrollBarOpacity(220)
both:setScrollBarColor(cc.c3b(255, 255, 255))
both:setScrollBarWidth(6)
both:setScrollBarPositionFromCorner(cc.p(6, 6))
checker(both, 240, 240, 20)
both:jumpToPercentBothDirection(cc.p(40, 60))
scene:addChild(both)

local vertical = ccui.ScrollView:create()
vertical:setScrollBarAutoHideEnabled(false)
vertical:setContentSize(cc.size(50, 90))
vertical:setPosition(104, 15)
vertical:setInnerContainerSize(cc.size(50, 270))
vertical:setBackGroundColorType(ccui.LayoutBackGroundColorType.solid)
vertical:setBackGroundColor(cc.c3b(90, 60, 60))
checker(vertical, 50, 270, 25)
vertical:jumpToPercentVertical(50)
scene:addChild(vertical)
