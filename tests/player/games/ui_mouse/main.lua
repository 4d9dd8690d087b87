-- The mouse as a touch on ccui widgets (tests/player/inputs/ui_mouse.txt replays the clicks): a
-- 40x16 widget in the middle of a 160x120 screen prints its touch events and clicks, a check box
-- beside it its selection events.
local names = {[0] = "began", [1] = "moved", [2] = "ended", [3] = "canceled"}
local scene = cc.Scene:create()
local widget = ccui.Widget:create()
widget:ignoreContentAdaptWithSize(false)
widget:setContentSize(cc.size(40, 16))
widget:setPosition(80, 60)
widget:setTouchEnabled(true)
widget:addTouchEventListener(function(_, eventType) print("widget " .. names[eventType]) end)
widget:addClickEventListener(function() print("widget click") end)
scene:addChild(widget)
local box = ccui.CheckBox:create()
box:ignoreContentAdaptWithSize(false)
box:setContentSize(cc.size(16, 16))
box:setPosition(20, 60)
box:addEventListener(function(_, eventType)
    print(eventType == ccui.CheckBoxEventType.selected and "box selected" or "box unselected")
end)
scene:addChild(box)
cc.Director:getInstance():runWithScene(scene)
