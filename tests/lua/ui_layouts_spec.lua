-- ui_layouts_spec.lua -- the ccui containers as cocos2d-x 3.17 Lua code drives them: ccui.Layout and
-- its boxes and parameters, ccui.ScrollView, ccui.ListView and ccui.PageView with their listeners,
-- synthetic touches and the GuiConstants tables.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
local handlers = kite.liveHandlers()

local function box(w, h)
    local widget = ccui.Widget:create()
    widget:ignoreContentAdaptWithSize(false)
    widget:setContentSize(cc.size(w, h))
    widget:setAnchorPoint(cc.p(0, 0))
    return widget
end

-- The constants cocos's GuiConstants.lua defines
checkeq(ccui.LayoutType.ABSOLUTE, 0)
checkeq(ccui.LayoutType.VERTICAL, 1)
checkeq(ccui.LayoutType.HORIZONTAL, 2)
checkeq(ccui.LayoutType.RELATIVE, 3)
checkeq(ccui.LayoutBackGroundColorType.gradient, 2)
checkeq(ccui.LinearGravity.centerHorizontal, 6)
checkeq(ccui.RelativeAlign.locationBelowRightAlign, 21)
checkeq(ccui.ScrollViewDir.both, 3)
checkeq(ccui.ScrollviewEventType.scrolling, 4)
checkeq(ccui.ScrollviewEventType.containerMoved, 9)
checkeq(ccui.ScrollviewEventType.autoscrollEnded, 10)
checkeq(ccui.ListViewGravity.centerVertical, 5)
checkeq(ccui.ListViewEventType.ONSELECTEDITEM_END, 1)
checkeq(ccui.PageViewEventType.turning, 0)

-- Layout: a VBox with margins and gravity, laid out at the next frame
local vbox = ccui.VBox:create(cc.size(200, 100))
checkeq(tolua.type(vbox), "ccui.VBox")
checkeq(vbox:getLayoutType(), ccui.LayoutType.VERTICAL)
local a, b = box(40, 20), box(60, 10)
vbox:addChild(a)
vbox:addChild(b)
local pa = a:getLayoutParameter()
checkeq(tolua.type(pa), "ccui.LinearLayoutParameter")
pa:setMargin({left = 5, top = 4, right = 0, bottom = 6})
local pb = ccui.LinearLayoutParameter:create()
pb:setGravity(ccui.LinearGravity.right)
b:setLayoutParameter(pb)
checkeq(b:getLayoutParameter():getGravity(), ccui.LinearGravity.right)
scene:addChild(vbox)
kite.test.step(1)
checkeq(a:getPositionX(), 5)
checkeq(a:getPositionY(), 76)
checkeq(b:getPositionX(), 140)
checkeq(b:getPositionY(), 60)

-- RelativeLayoutParameter by name
local rbox = ccui.RelativeBox:create(cc.size(200, 100))
local anchor, beside = box(40, 20), box(10, 10)
rbox:addChild(anchor)
rbox:addChild(beside)
local rp = ccui.RelativeLayoutParameter:create()
rp:setAlign(ccui.RelativeAlign.centerInParent)
rp:setRelativeName("anchor")
anchor:setLayoutParameter(rp)
local rq = ccui.RelativeLayoutParameter:create()
rq:setAlign(ccui.RelativeAlign.locationRightOfCenter)
rq:setRelativeToWidgetName("anchor")
rq:setMargin({left = 3, top = 0, right = 0, bottom = 0})
beside:setLayoutParameter(rq)
checkeq(rq:getRelativeToWidgetName(), "anchor")
rbox:forceDoLayout()
checkeq(anchor:getPositionX(), 80)
checkeq(anchor:getPositionY(), 40)
checkeq(beside:getPositionX(), 123)
checkeq(beside:getPositionY(), 45)

-- Background colours and clipping
local panel = ccui.Layout:create()
panel:setContentSize(cc.size(50, 50))
panel:setBackGroundColorType(ccui.LayoutBackGroundColorType.solid)
panel:setBackGroundColor(cc.c3b(10, 20, 30))
panel:setBackGroundColorOpacity(100)
checkeq(panel:getBackGroundColor().g, 20)
checkeq(panel:getBackGroundColorOpacity(), 100)
panel:setBackGroundColor(cc.c3b(255, 0, 0), cc.c3b(0, 0, 255))
checkeq(panel:getBackGroundStartColor().r, 255)
checkeq(panel:getBackGroundEndColor().b, 255)
panel:setBackGroundColorVector(cc.p(1, 0))
checkeq(panel:getBackGroundColorVector().x, 1)
checkeq(panel:getChildrenCount(), 0, "the background is no child")
panel:setClippingEnabled(true)
checkeq(panel:isClippingEnabled(), true)
panel:setClippingType(ccui.LayoutClippingType.SCISSOR)
checkeq(panel:getClippingType(), 1)
kite.test.takeLogs()
panel:setBackGroundImage("no/such/picture.png")
checkeq(panel:getBackGroundImageTextureSize().width, 0)
local named = false
for _, line in ipairs(kite.test.takeLogs()) do
    if line:find("no/such/picture.png", 1, true) then named = true end
end
checkeq(named, true, "a missing background image is logged by name")
checkeq(panel:setLayoutType(ccui.LayoutType.HORIZONTAL), panel, "setters chain")

-- ScrollView: events through a drag, jumps, the inner container's children
local scroll = ccui.ScrollView:create()
checkeq(tolua.type(scroll), "ccui.ScrollView")
checkeq(scroll:getDirection(), ccui.ScrollViewDir.vertical)
scroll:setContentSize(cc.size(100, 100))
scroll:setPosition(300, 50)
scroll:setInnerContainerSize(cc.size(100, 300))
local child = box(10, 10)
scroll:addChild(child)
checkeq(child:getParent(), scroll:getInnerContainer())
checkeq(#scroll:getChildren(), 1)
checkeq(scroll:getChildren()[1], child)
local seen = {}
scroll:addEventListener(function(sender, eventType)
    checkeq(sender, scroll)
    seen[eventType] = (seen[eventType] or 0) + 1
end)
scene:addChild(scroll)
kite.test.step(1)
checkeq(scroll:getInnerContainerPosition().y, -200)
kite.test.touch("began", 350, 60)
for y = 70, 90, 10 do
    kite.test.step(1)
    kite.test.touch("moved", 350, y)
end
kite.test.touch("ended", 350, 90)
checkeq(scroll:getInnerContainerPosition().y, -170)
checkeq(seen[ccui.ScrollviewEventType.scrolling], 3)
checkeq(seen[ccui.ScrollviewEventType.containerMoved] >= 3, true)
kite.test.step(300)
checkeq(scroll:getInnerContainerPosition().y, 0, "the fling carried on to the bottom edge")
checkeq(seen[ccui.ScrollviewEventType.autoscrollEnded], 1)
scroll:jumpToTop()
checkeq(scroll:getInnerContainerPosition().y, -200)
scroll:jumpToPercentVertical(50)
checkeq(scroll:getInnerContainerPosition().y, -100)
checkeq(scroll:isAutoScrolling(), false)
scroll:scrollToBottom(0.5, true)
checkeq(scroll:isAutoScrolling(), true)
kite.test.step(40)
checknear(scroll:getInnerContainerPosition().y, 0, "scrolled to the bottom", 0.001)
checkeq(scroll:isAutoScrolling(), false, "the auto scroll is over")
scroll:setBounceEnabled(true)
checkeq(scroll:isBounceEnabled(), true)
scroll:setScrollBarWidth(6)
checkeq(scroll:getScrollBarWidth(), 6)
scroll:setScrollBarColor(cc.c3b(255, 0, 0))
checkeq(scroll:getScrollBarColor().r, 255)
scroll:setScrollBarEnabled(false)
checkeq(scroll:isScrollBarEnabled(), false)

-- ListView: items, selection and scroll events; items removed inside a scroll event
local list = ccui.ListView:create()
list:setContentSize(cc.size(100, 100))
list:setPosition(500, 50)
list:setItemsMargin(10)
list:setGravity(ccui.ListViewGravity.centerHorizontal)
for i = 1, 5 do
    local item = box(60, 40)
    item:setTag(i)
    item:setTouchEnabled(true)
    list:pushBackCustomItem(item)
end
checkeq(#list:getItems(), 5)
checkeq(list:getIndex(list:getItem(2)), 2)
local selected = {}
list:addEventListener(function(sender, eventType)
    selected[#selected + 1] = {eventType, sender:getCurSelectedIndex()}
end)
local removedInScroll = 0
list:addScrollViewEventListener(function(sender, eventType)
    if eventType == ccui.ScrollviewEventType.scrolling and removedInScroll < 2 then
        removedInScroll = removedInScroll + 1
        sender:removeLastItem()
    end
end)
scene:addChild(list)
kite.test.step(1)
checkeq(list:getInnerContainerSize().height, 240)
checkeq(list:getItem(0):getPositionX(), 20, "centred")
-- item 1 (index 1) sits at inner y 150..190, world 60..100
kite.test.touch("began", 550, 80)
kite.test.touch("ended", 550, 80)
checkeq(#selected, 2)
checkeq(selected[1][1], ccui.ListViewEventType.ONSELECTEDITEM_START)
checkeq(selected[2][1], ccui.ListViewEventType.ONSELECTEDITEM_END)
checkeq(selected[2][2], 1)
kite.test.touch("began", 550, 65)
for y = 75, 95, 10 do
    kite.test.step(1)
    kite.test.touch("moved", 550, y)
end
kite.test.touch("ended", 550, 95)
kite.test.step(120)
checkeq(#list:getItems(), 3)
list:removeAllItems()
checkeq(#list:getItems(), 0)

-- PageView: pages, TURNING after a scroll, the indicator
local pages = ccui.PageView:create()
pages:setContentSize(cc.size(100, 80))
pages:setPosition(650, 50)
for i = 1, 3 do
    local page = ccui.Layout:create()
    page:setContentSize(cc.size(100, 80))
    pages:addPage(page)
end
local turns = {}
pages:addEventListener(function(sender, eventType)
    turns[#turns + 1] = {eventType, sender:getCurrentPageIndex()}
end)
pages:setIndicatorEnabled(true)
checkeq(pages:getIndicatorEnabled(), true)
pages:setIndicatorIndexNodesColor(cc.c3b(0, 255, 0))
checkeq(pages:getIndicatorIndexNodesColor().g, 255)
pages:setIndicatorSpaceBetweenIndexNodes(10)
checkeq(pages:getIndicatorSpaceBetweenIndexNodes(), 10)
scene:addChild(pages)
kite.test.step(1)
pages:scrollToPage(2)
kite.test.step(90)
checkeq(pages:getCurrentPageIndex(), 2)
checkeq(#turns, 1)
checkeq(turns[1][1], ccui.PageViewEventType.turning)
checkeq(turns[1][2], 2)
pages:setCurrentPageIndex(0)
checkeq(pages:getCurrentPageIndex(), 0)
-- a page view destroyed mid-scroll
pages:scrollToPage(1)
kite.test.step(5)
pages:removeFromParent()
kite.test.step(60)
checkeq(#turns, 1)

-- What cocos's framework/extends/UIListView.lua, UIScrollView.lua and UIPageView.lua add (Kite's own
-- fixture making the same calls): onEvent / onScroll wrap the listeners into event tables.
function ccui.ListView:onEvent(callback)
    self:addEventListener(function(sender, eventType)
        callback({name = eventType == 0 and "ON_SELECTED_ITEM_START" or "ON_SELECTED_ITEM_END", target = sender})
    end)
    return self
end
function ccui.ListView:onScroll(callback)
    self:addScrollViewEventListener(function(sender, eventType)
        callback({name = eventType, target = sender})
    end)
    return self
end
function ccui.PageView:onEvent(callback)
    self:addEventListener(function(sender, eventType)
        if eventType == 0 then callback({name = "TURNING", target = sender}) end
    end)
    return self
end
local fwList = ccui.ListView:create()
fwList:setContentSize(cc.size(100, 100))
fwList:setPosition(300, 200)
local picked, scrolled = {}, 0
checkeq(fwList:onEvent(function(event) picked[#picked + 1] = event.name end), fwList)
fwList:onScroll(function(event) checkeq(event.target, fwList) scrolled = scrolled + 1 end)
local fwItem = box(100, 30)
fwItem:setTouchEnabled(true)
fwList:pushBackCustomItem(fwItem)
scene:addChild(fwList)
kite.test.step(1)
kite.test.touch("began", 350, 285)
kite.test.touch("ended", 350, 285)
checkeq(picked[1], "ON_SELECTED_ITEM_START")
checkeq(picked[2], "ON_SELECTED_ITEM_END")
fwList:setInnerContainerPosition(cc.p(0, -10))
checkeq(scrolled > 0, true)
local fwPages = ccui.PageView:create()
fwPages:setContentSize(cc.size(50, 50))
fwPages:addPage(box(50, 50))
fwPages:addPage(box(50, 50))
local turned = nil
fwPages:onEvent(function(event) turned = event.name end)
scene:addChild(fwPages)
fwPages:scrollToPage(1)
kite.test.step(90)
checkeq(turned, "TURNING")

-- A listener that raises is reported (with a traceback) and the view goes on
local faulty = ccui.ScrollView:create()
faulty:setContentSize(cc.size(50, 50))
faulty:setInnerContainerSize(cc.size(50, 150))
kite.test.takeErrors()
faulty:addEventListener(function() error("listener failed on purpose") end)
faulty:jumpToBottom()
local errors = kite.test.takeErrors()
checkeq(#errors >= 1, true)
checkeq(errors[1]:find("listener failed on purpose", 1, true) ~= nil, true)
checkeq(faulty:getInnerContainerPosition().y, 0, "moved all the same")

-- Bad arguments raise the generated error
checkerr("error in function 'ccui.ScrollView:addEventListener'", function() scroll:addEventListener(5) end)
checkerr("error in function 'ccui.ListView:addEventListener'", function() list:addEventListener("x") end)
checkerr("error in function 'ccui.ListView:addScrollViewEventListener'", function()
    list:addScrollViewEventListener(1)
end)
checkerr("error in function 'ccui.PageView:addEventListener'", function() pages:addEventListener({}) end)
checkerr("error in function 'ccui.ListView:getItems'", function() list:getItems(1) end)

-- Every listener dies with its widget
scene:removeAllChildren()
vbox, rbox, panel, scroll, list, pages, child, a, b, anchor, beside = nil
fwList, fwItem, fwPages, faulty = nil
collectgarbage()
kite.test.step(2)
checkeq(kite.liveHandlers(), handlers)
