-- ui_widget_spec.lua -- ccui.Widget as cocos2d-x 3.17 Lua code uses it: the ccui constants, touch
-- listeners in cocos's order, click listeners, the framework's onTouch form, protected children,
-- sizes, layout parameters, Helper, clone, and listeners that die with their widgets.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
local handlers = kite.liveHandlers()

-- the constants (GuiConstants.lua's values)
checkeq(ccui.TouchEventType.began, 0)
checkeq(ccui.TouchEventType.moved, 1)
checkeq(ccui.TouchEventType.ended, 2)
checkeq(ccui.TouchEventType.canceled, 3)
checkeq(ccui.BrightStyle.none, -1)
checkeq(ccui.BrightStyle.highlight, 1)
checkeq(ccui.TextureResType.localType, 0)
checkeq(ccui.TextureResType.plistType, 1)
checkeq(ccui.SizeType.percent, 1)
checkeq(ccui.PositionType.percent, 1)
checkeq(ccui.LayoutParameterType.relative, 2)

-- a widget: a node, with cocos's defaults
local w = ccui.Widget:create()
checkeq(tolua.type(w), "ccui.Widget")
checkeq(w:getAnchorPoint().x, 0.5)
checkeq(w:isTouchEnabled(), false)
checkeq(w:isEnabled(), true)
checkeq(w:isBright(), true)
checkeq(w:isIgnoreContentAdaptWithSize(), true)
checkeq(w:getVirtualRenderer(), w)
checkeq(w:setTouchEnabled(true), w, "setters chain")

-- protected children are drawn and alive but not listed
local renderer = cc.Sprite:create()
w:addProtectedChild(renderer, -1, 9)
w:addChild(cc.Node:create())
checkeq(#w:getChildren(), 1)
checkeq(w:getChildrenCount(), 1)
checkeq(w:getProtectedChildByTag(9), renderer)
w:removeAllChildren()
checkeq(renderer:getParent(), w)

-- touches: began, moved, ended then the click; a release off the widget cancels
w:ignoreContentAdaptWithSize(false)
w:setContentSize(cc.size(100, 40))
w:setPosition(200, 100)
scene:addChild(w)
local events = {}
w:addTouchEventListener(function(sender, eventType)
    checkeq(sender, w)
    events[#events + 1] = eventType
end)
w:addClickEventListener(function(sender)
    checkeq(sender, w)
    events[#events + 1] = "click"
end)
kite.test.touch("began", 200, 100)
checkeq(w:isHighlighted(), true)
kite.test.touch("moved", 210, 100)
kite.test.touch("ended", 210, 100)
checkeq(table.concat(events, " "), "0 1 2 click")
events = {}
kite.test.touch("began", 200, 100)
kite.test.touch("moved", 400, 100)
checkeq(w:isHighlighted(), false)
kite.test.touch("ended", 400, 100)
checkeq(table.concat(events, " "), "0 1 3")
events = {}
kite.test.touch("began", 300, 100) -- beside it
kite.test.touch("ended", 300, 100)
checkeq(#events, 0)
checkeq(w:hitTest(cc.p(200, 100)), true)
checkeq(w:hitTest(cc.p(251, 100)), false)
local began = w:getTouchBeganPosition()
checkeq(began.x, 300, "as in cocos, a touch that misses still records where it began")

-- the framework's onTouch (framework/extends/UIWidget.lua makes these calls): event names from the
-- touch event type, the widget as the target
local function onTouch(widget, callback)
    widget:addTouchEventListener(function(sender, state)
        local names = {[0] = "began", [1] = "moved", [2] = "ended"}
        callback({name = names[state] or "cancelled", target = sender, x = 0, y = 0})
    end)
    return widget
end
local names = {}
checkeq(onTouch(w, function(event)
    checkeq(event.target, w)
    names[#names + 1] = event.name
end), w)
kite.test.touch("began", 200, 100)
kite.test.touch("ended", 200, 100)
kite.test.touch("began", 200, 100)
kite.test.touch("cancelled", 200, 100)
checkeq(table.concat(names, " "), "began ended began cancelled")

-- a script error in a listener is reported with a traceback and the game goes on
events = {}
w:addTouchEventListener(function() error("listener failed") end)
kite.test.touch("began", 200, 100)
kite.test.touch("ended", 200, 100)
local errors = kite.test.takeErrors()
checkeq(#errors, 2)
checkeq(string.find(errors[1], "listener failed", 1, true) ~= nil, true)
checkeq(table.concat(events, " "), "click", "the click listener still runs")

-- a listener removed (nil) no longer runs
w:addTouchEventListener(nil)
w:addClickEventListener(nil)
kite.test.touch("began", 200, 100)
kite.test.touch("ended", 200, 100)
checkeq(table.concat(events, " "), "click")

-- removed inside its own callbacks: began, ended, click
for _, phase in ipairs({0, 2, "click"}) do
    local doomed = ccui.Widget:create()
    doomed:ignoreContentAdaptWithSize(false)
    doomed:setContentSize(cc.size(50, 50))
    doomed:setPosition(400, 250)
    doomed:setTouchEnabled(true)
    scene:addChild(doomed)
    local heard = {}
    doomed:addTouchEventListener(function(sender, eventType)
        heard[#heard + 1] = eventType
        if eventType == phase then sender:removeFromParent() end
    end)
    doomed:addClickEventListener(function(sender)
        heard[#heard + 1] = "click"
        if phase == "click" then sender:removeFromParent() end
    end)
    kite.test.touch("began", 400, 250)
    kite.test.touch("ended", 400, 250)
    checkeq(doomed:getParent(), nil, tostring(phase))
    kite.test.step(1)
    checkeq(tolua.isnull(doomed), true, tostring(phase))
end

-- the scene replaced inside a click listener
local clicked = ccui.Widget:create()
clicked:ignoreContentAdaptWithSize(false)
clicked:setContentSize(cc.size(50, 50))
clicked:setPosition(50, 50)
clicked:setTouchEnabled(true)
scene:addChild(clicked)
local nextScene = cc.Scene:create()
clicked:addClickEventListener(function() director:replaceScene(nextScene) end)
kite.test.touch("began", 50, 50)
kite.test.touch("ended", 50, 50)
kite.test.step(2)
checkeq(director:getRunningScene(), nextScene)
checkeq(tolua.isnull(clicked), true)
checkeq(tolua.isnull(w), true)
scene = nextScene

-- sizes and positions by percent of the parent
local parent = ccui.Widget:create()
parent:ignoreContentAdaptWithSize(false)
parent:setContentSize(cc.size(400, 200))
parent:setAnchorPoint(cc.p(0, 0))
local child = ccui.Widget:create()
child:ignoreContentAdaptWithSize(false)
child:setSizeType(ccui.SizeType.percent)
child:setSizePercent(cc.p(0.5, 0.25))
child:setPositionType(ccui.PositionType.percent)
child:setPositionPercent(cc.p(0.25, 0.5))
parent:addChild(child)
scene:addChild(parent)
checkeq(child:getContentSize().width, 200)
checkeq(child:getContentSize().height, 50)
checkeq(child:getPosition(), 100) -- getPosition returns x, y
checkeq(select(2, child:getPosition()), 100)
checkeq(child:getSizeType(), ccui.SizeType.percent)
checkeq(child:getPositionType(), ccui.PositionType.percent)
parent:setContentSize(cc.size(800, 400))
checkeq(child:getContentSize().width, 400)
checkeq(child:getPositionPercent().x, 0.25)
checkeq(child:getLeftBoundary(), 0)
checkeq(child:getTopBoundary(), 250)
checkeq(child:getWorldPosition().x, 200)

-- layout parameters with margins (tables), cloned with the widget
local lp = ccui.LayoutParameter:create()
checkeq(lp:getLayoutType(), ccui.LayoutParameterType.none)
lp:setMargin({left = 1, top = 2, right = 3, bottom = 4})
checkeq(lp:getMargin().bottom, 4)
child:setLayoutParameter(lp)
checkeq(child:getLayoutParameter(), lp)

-- names, tags and Helper
child:setName("child")
child:setTag(12)
child:setActionTag(33)
checkeq(ccui.Helper:seekWidgetByName(parent, "child"), child)
checkeq(ccui.Helper:seekWidgetByTag(parent, 12), child)
checkeq(ccui.Helper:seekActionWidgetByActionTag(parent, 33), child)
checkeq(ccui.Helper:seekWidgetByName(parent, "nobody"), nil)
child:setCallbackName("onChild")
child:setCallbackType("Click")
checkeq(child:getCallbackName(), "onChild")
checkeq(child:getCallbackType(), "Click")

-- clone: properties, widget children, layout parameter and listeners
local taps = 0
child:setTouchEnabled(true)
child:addClickEventListener(function() taps = taps + 1 end)
local copy = parent:clone()
checkeq(tolua.type(copy), "ccui.Widget")
checkeq(copy:getContentSize().width, 800)
local childCopy = ccui.Helper:seekWidgetByName(copy, "child")
checkeq(childCopy ~= nil and childCopy ~= child, true)
checkeq(childCopy:getLayoutParameter():getMargin().right, 3)
checkeq(childCopy:getLayoutParameter() ~= lp, true)
parent:removeFromParent()
scene:addChild(copy)
local at = childCopy:getWorldPosition()
kite.test.touch("began", at.x, at.y)
kite.test.touch("ended", at.x, at.y)
checkeq(taps, 1, "the clone's click listener is the model's")

-- focus
childCopy:requestFocus()
checkeq(childCopy:isFocused(), true)
checkeq(ccui.Widget:getCurrentFocusedWidget(), childCopy)
checkeq(childCopy:findNextFocusedWidget(ccui.FocusDirection.left, childCopy), childCopy)
checkerr("ccui.Widget:enableDpadNavigation is not supported by Kite", function() ccui.Widget:enableDpadNavigation(true) end)

-- bad arguments are errors naming the method
checkerr("ccui.Widget:addTouchEventListener", function() copy:addTouchEventListener(5) end)
checkerr("ccui.LayoutParameter:setMargin", function() lp:setMargin(5) end)

-- every listener dies with its widget (and its clone)
copy:removeFromParent()
parent, child, copy, childCopy, lp = nil, nil, nil, nil, nil
kite.test.step(1)
collectgarbage()
checkeq(kite.liveHandlers(), handlers)
