-- ui_audit_containers_spec.lua -- the container and helper rows of issue 21's audit, from Lua as
-- cocos2d-x 3.17 binds them: ListView padding, ccui.ScrollView's scrolled percents, isScrolling and
-- stops, ccui.Helper's helpers, cc.ScrollView:hasVisibleParents / updateTweenAction, and
-- cc.ProtectedNode:disableCascadeColor / disableCascadeOpacity.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
local handlers = kite.liveHandlers()

local function box(w, h)
    local b = ccui.Layout:create()
    b:setContentSize(cc.size(w, h))
    return b
end
local function near(a, b) return math.abs(a - b) < 0.001 end

-- ListView padding: setters, getters, a longer inner container and moved items
local list = ccui.ListView:create()
list:setContentSize(cc.size(100, 100))
list:setItemsMargin(10)
local items = {}
for i = 1, 3 do
    items[i] = box(100, 40)
    list:pushBackCustomItem(items[i])
end
scene:addChild(list)
checkeq(list:getLeftPadding(), 0)
checkeq(list:setPadding(5, 7, 3, 11), list)
checkeq(list:getLeftPadding(), 5)
checkeq(list:getTopPadding(), 7)
checkeq(list:getRightPadding(), 3)
checkeq(list:getBottomPadding(), 11)
list:setLeftPadding(4)
list:setTopPadding(6)
list:setRightPadding(2)
list:setBottomPadding(8)
checkeq(list:getLeftPadding(), 4)
checkeq(list:getBottomPadding(), 8)
list:forceDoLayout()
list:doLayout()
kite.test.step(1)
checkeq(list:getInnerContainerSize().height, 3 * 40 + 2 * 10 + 6 + 8)
checkeq(items[1]:getPositionX(), 4)
checkeq(items[1]:getPositionY(), 154 - 6 - 40)
checkeq(items[3]:getPositionY(), 8)

-- ccui.ScrollView: scrolled percents, isScrolling from a drag, stopScroll, stopAutoScroll
local scroll = ccui.ScrollView:create()
scroll:setContentSize(cc.size(100, 100))
scroll:setPosition(300, 50)
scroll:setInnerContainerSize(cc.size(100, 300))
scene:addChild(scroll)
kite.test.step(1)
checkeq(scroll:getScrolledPercentVertical(), 0)
scroll:jumpToPercentVertical(50)
checkeq(scroll:getScrolledPercentVertical(), 50)
checkeq(scroll:getScrolledPercentHorizontal(), 0)
local both = scroll:getScrolledPercentBothDirection()
checkeq(both.x, 0)
checkeq(both.y, 50)
checkeq(scroll:isScrolling(), false)
local heard = {}
scroll:addEventListener(function(sender, eventType) heard[#heard + 1] = eventType end)
kite.test.touch("began", 350, 100)
kite.test.step(1)
kite.test.touch("moved", 350, 110)
checkeq(scroll:isScrolling(), true)
local y = scroll:getInnerContainerPosition().y
checkeq(scroll:stopScroll(), scroll)
checkeq(scroll:isScrolling(), false)
kite.test.step(1)
kite.test.touch("moved", 350, 130)
kite.test.touch("ended", 350, 130)
kite.test.step(10)
checkeq(scroll:getInnerContainerPosition().y, y, "the stopped drag moved nothing more")
scroll:scrollToBottom(1, false)
kite.test.step(5)
checkeq(scroll:isAutoScrolling(), true)
heard = {}
scroll:stopAutoScroll()
checkeq(scroll:isAutoScrolling(), false)
checkeq(heard[#heard], ccui.ScrollviewEventType.autoscrollEnded)
scroll:scrollToTop(1, false)
kite.test.step(5)
scroll:stopOverallScroll()
checkeq(scroll:isAutoScrolling(), false)

-- ccui.Helper
checkeq(ccui.Helper:getSubStringOfUTF8String("h\195\169llo \228\184\150\231\149\140", 1, 4), "\195\169llo")
checkeq(ccui.Helper:getSubStringOfUTF8String("h\195\169llo \228\184\150\231\149\140", 6, 1), "\228\184\150")
checkeq(ccui.Helper:getSubStringOfUTF8String("abc", 1, -1), "bc", "a negative length is to the end")
kite.test.takeLogs()
checkeq(ccui.Helper:getSubStringOfUTF8String("abc", -1, 1), "")
checkeq(ccui.Helper:getSubStringOfUTF8String("abc", 4, 1), "")
checkeq(ccui.Helper:getSubStringOfUTF8String("a\255b", 0, 2), "")
local logged = 0
for _, line in ipairs(kite.test.takeLogs()) do
    if line:find("ccui.Helper:getSubStringOfUTF8String", 1, true) then logged = logged + 1 end
end
checkeq(logged, 3)
checkerr("error in function 'ccui.Helper:getSubStringOfUTF8String'", function()
    ccui.Helper:getSubStringOfUTF8String("abc", "x", 1)
end)
local rect = ccui.Helper:restrictCapInsetRect(cc.rect(2, 3, 40, 5), cc.size(10, 10))
checkeq(rect.x, 5)
checkeq(rect.width, 1)
checkeq(rect.y, 3)
checkeq(rect.height, 5)
local marker = box(32, 24)
marker:setPosition(16, 12)
scene:addChild(marker)
checkeq(ccui.Helper:convertBoundingBoxToScreen(marker).width, 0, "no view yet: an empty rect")
local glview = cc.GLViewImpl:createWithRect("audit", cc.rect(0, 0, 200, 100))
glview:setDesignResolutionSize(160, 120, cc.ResolutionPolicy.EXACT_FIT) -- x 1.25, y 5/6
director:setOpenGLView(glview)
local onScreen = ccui.Helper:convertBoundingBoxToScreen(marker)
checkeq(near(onScreen.x, 20), true)
checkeq(near(onScreen.y, 70), true)
checkeq(near(onScreen.width, 40), true)
checkeq(near(onScreen.height, 20), true)
ccui.Helper:doLayout(scene)
checkeq(marker:getPositionX(), 16)
ccui.Helper:changeLayoutSystemActiveState(false)
ccui.Helper:doLayout(scene)
ccui.Helper:changeLayoutSystemActiveState(true)

-- cc.ScrollView: visible parents, and a zoom tween through its updateTweenAction
local holder = cc.Node:create()
scene:addChild(holder)
local view = cc.ScrollView:create(cc.size(100, 80))
holder:addChild(view)
checkeq(view:hasVisibleParents(), true)
holder:setVisible(false)
checkeq(view:hasVisibleParents(), false)
holder:setVisible(true)
view:setMaxScale(4)
view:updateTweenAction(2, "zoomScale")
checkeq(view:getZoomScale(), 2)
view:runAction(cc.ActionTween:create(0.5, "zoomScale", 2, 3))
for _ = 1, 40 do kite.test.step(1) end
checkeq(view:getZoomScale(), 3)

-- cc.ProtectedNode: children shown as if under white and opaque
local parent = ccui.Widget:create()
local child = cc.Node:create()
parent:addChild(child)
parent:setCascadeColorEnabled(true)
parent:setCascadeOpacityEnabled(true)
scene:addChild(parent)
parent:setColor(cc.c3b(100, 50, 200))
parent:setOpacity(128)
checkeq(child:getDisplayedOpacity(), 128)
parent:disableCascadeColor()
checkeq(child:getDisplayedColor().g, 255)
parent:disableCascadeOpacity()
checkeq(child:getDisplayedOpacity(), 255)
checkeq(parent:getDisplayedOpacity(), 128)

-- a listener that removes its view when a stop ends its auto scroll
local doomed = ccui.ScrollView:create()
doomed:setContentSize(cc.size(50, 50))
doomed:setInnerContainerSize(cc.size(50, 150))
scene:addChild(doomed)
doomed:addEventListener(function(sender, eventType)
    if eventType == ccui.ScrollviewEventType.autoscrollEnded then sender:removeFromParent() end
end)
doomed:scrollToBottom(1, false)
kite.test.step(3)
doomed:stopOverallScroll()
checkeq(tolua.isnull(doomed), true, "removed by its listener, and gone")
doomed = nil

-- everything gone: every handler dies with its view
scene:removeAllChildren()
list, items, scroll, marker, holder, view, parent, child = nil
kite.test.step(1)
collectgarbage()
kite.test.step(1)
checkeq(kite.liveHandlers(), handlers)
