-- Typing into ccui widgets (tests/player/inputs/ui_textedit.txt replays it): a ccui.TextField
-- (100x20 at the top of a 160x120 screen) prints its events, a single-line ccui.EditBox (100x20
-- below it) its handler's; both print their text.
local fieldNames = {[0] = "attach", [1] = "detach", [2] = "insert", [3] = "delete"}
local scene = cc.Scene:create()
local field = ccui.TextField:create("name", "Arial", 12)
field:ignoreContentAdaptWithSize(false)
field:setContentSize(cc.size(100, 20))
field:setPosition(80, 90)
field:addEventListener(function(sender, eventType)
    print("field " .. fieldNames[eventType] .. " [" .. sender:getString() .. "]")
end)
scene:addChild(field)
local box = ccui.EditBox:create(cc.size(100, 20), ccui.Scale9Sprite:create())
box:setInputMode(cc.EDITBOX_INPUT_MODE_SINGLELINE)
box:setPosition(80, 40)
box:registerScriptEditBoxHandler(function(eventName, sender)
    print("box " .. eventName .. " [" .. sender:getText() .. "]")
end)
scene:addChild(box)
cc.Director:getInstance():runWithScene(scene)
