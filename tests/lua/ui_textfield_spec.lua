-- ui_textfield_spec.lua -- ccui.TextField as cocos2d-x 3.17 Lua code uses it: touch to attach, text
-- typed through the --replay lines (kite.test.input), its events in cocos's order, max length,
-- password, hostile text, the framework's onEvent, and fields that die focused or in their handler.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
local handlers = kite.liveHandlers()

-- what the field draws (placeholder, bullets, text, cursor): its renderer is a label
local function shown(textField)
    return tolua.cast(textField:getVirtualRenderer(), "cc.Label"):getString()
end
local function tap(x, y)
    kite.test.touch("began", x, y)
    kite.test.touch("ended", x, y)
end

-- constants: cocos spells the table TextFiledEventType; Kite also names it TextFieldEventType
checkeq(ccui.TextFiledEventType.attach_with_ime, 0)
checkeq(ccui.TextFiledEventType.detach_with_ime, 1)
checkeq(ccui.TextFiledEventType.insert_text, 2)
checkeq(ccui.TextFiledEventType.delete_backward, 3)
checkeq(ccui.TextFieldEventType.insert_text, 2)

-- create(placeholder, fontName, fontSize): touch on, the placeholder shown
local field = ccui.TextField:create("Your name", "Arial", 20)
checkeq(tolua.type(field), "ccui.TextField")
checkeq(field:getPlaceHolder(), "Your name")
checkeq(field:getFontName(), "Arial")
checkeq(field:getFontSize(), 20)
checkeq(field:isTouchEnabled(), true)
checkeq(field:getString(), "")
checkeq(shown(field), "Your name")
checkeq(ccui.TextField:create():getPlaceHolder(), "input words here")
field:setPlaceHolderColor(cc.c4b(10, 20, 30, 255))
checkeq(field:getPlaceHolderColor().g, 20)
field:setTextColor(cc.c4b(255, 255, 0, 255))
checkeq(field:getTextColor().b, 0)
field:ignoreContentAdaptWithSize(false)
field:setTextAreaSize(cc.size(200, 40))
checkeq(field:getContentSize().width, 200)
field:setTextHorizontalAlignment(cc.TEXT_ALIGNMENT_CENTER)
checkeq(field:getTextHorizontalAlignment(), cc.TEXT_ALIGNMENT_CENTER)
field:setTextVerticalAlignment(cc.VERTICAL_TEXT_ALIGNMENT_CENTER)
checkeq(field:getTextVerticalAlignment(), cc.VERTICAL_TEXT_ALIGNMENT_CENTER)
field:setAnchorPoint(cc.p(0, 0))
field:setPosition(100, 100)
scene:addChild(field)

-- addEventListener(function(sender, eventType)): events come on the next frame
local events = {}
field:addEventListener(function(sender, eventType)
    checkeq(sender, field)
    events[#events + 1] = eventType .. ":" .. sender:getString()
end)
tap(150, 120)
checkeq(#events, 0)
kite.test.step(1)
kite.test.input("text-input h\\xC3\\xA9llo", "text-input \\sw")
kite.test.step(1)
kite.test.input("key-down BACKSPACE", "key-up BACKSPACE")
kite.test.step(1)
checkeq(field:getString(), "héllo ")
checkeq(field:getStringLength(), 6)
tap(10, 10) -- elsewhere: detaches
kite.test.step(1)
checkeq(table.concat(events, ","), "0:,2:héllo w,3:héllo ,1:héllo ")
kite.test.input("text-input lost")
checkeq(field:getString(), "héllo ")

-- one frame: attach, insert and delete come as cocos's update sends them (delete before insert)
events = {}
field:attachWithIME()
kite.test.input("text-input ab", "key-down BACKSPACE")
kite.test.step(1)
checkeq(table.concat(events, ","), "0:héllo a,3:héllo a,2:héllo a")
-- Enter detaches, with no insert event
events = {}
kite.test.input("key-down RETURN")
kite.test.step(1)
checkeq(table.concat(events, ","), "1:héllo a")
field:didNotSelectSelf() -- not attached: nothing
kite.test.step(1)
checkeq(#events, 1)

-- max length counts characters
field:setMaxLengthEnabled(true)
field:setMaxLength(4)
checkeq(field:isMaxLengthEnabled(), true)
checkeq(field:getMaxLength(), 4)
checkeq(field:getString(), "héll")
field:setString("")
field:attachWithIME()
kite.test.input("text-input \\xD7\\xA9\\xD7\\x9C\\xD7\\x95\\xD7\\x9D\\xD7\\x90") -- right-to-left
checkeq(field:getString(), "שלום")
kite.test.input("text-input e\\xCC\\x81")
checkeq(field:getString(), "שלום")
field:setMaxLengthEnabled(false)
kite.test.input("text-input e\\xCC\\x81") -- combining accent kept as given: two characters
checkeq(field:getStringLength(), 6)

-- password
field:setPasswordEnabled(true)
checkeq(field:isPasswordEnabled(), true)
field:setString("abc")
checkeq(shown(field), "***")
field:setPasswordStyleText("#")
checkeq(field:getPasswordStyleText(), "#")
checkeq(shown(field), "###")
field:setPasswordStyleText("##") -- ignored, as cocos
checkeq(field:getPasswordStyleText(), "#")
field:setPasswordEnabled(false)

-- the cursor
field:setCursorEnabled(true)
field:setCursorChar(string.byte("_"))
field:setString("ok")
checkeq(shown(field), "ok_")
field:setCursorPosition(1)
kite.test.input("text-input K")
checkeq(field:getString(), "oKk")

-- hostile text: malformed bytes replaced, a megabyte paste bounded
field:setString("")
kite.test.input("text-input a\\xFF")
checkeq(field:getString(), "a\239\191\189")
field:setString(string.rep("m", 1024 * 1024))
checkeq(#field:getString(), 64 * 1024)
kite.test.takeLogs()
field:setMaxLengthEnabled(true)
field:setMaxLength(3)
checkeq(field:getString(), "mmm")
field:setMaxLengthEnabled(false)

-- touch area
field:setTouchAreaEnabled(true)
field:setTouchSize(cc.size(20, 10))
checkeq(field:getTouchSize().width, 20)
checkeq(field:hitTest(cc.p(105, 105)), true)
checkeq(field:hitTest(cc.p(250, 130)), false)
field:setTouchAreaEnabled(false)

-- the framework's onEvent (Kite's stand-in for framework/extends/UITextField.lua): names from the type
require("data.framework_extends.UITextField")
kite.test.step(1) -- the events of the edits above go to the old listener
local named = {}
checkeq(field:onEvent(function(event)
    checkeq(event.target, field)
    named[#named + 1] = event.name
end), field)
field:didNotSelectSelf()
kite.test.step(1)
field:attachWithIME()
kite.test.input("text-input z", "key-down BACKSPACE", "key-down RETURN")
kite.test.step(1)
-- the first frame: didNotSelectSelf; the second: Enter's detach comes first in cocos's update order
checkeq(table.concat(named, ","), "DETACH_WITH_IME,DETACH_WITH_IME,ATTACH_WITH_IME,DELETE_BACKWARD,INSERT_TEXT")

-- a script error in a handler is reported and the game goes on
field:addEventListener(function() error("handler boom") end)
field:attachWithIME()
kite.test.step(1)
local errors = kite.test.takeErrors()
checkeq(#errors, 1)
assert(errors[1]:find("ui_textfield_spec.lua:%d+: handler boom"), errors[1])

-- a field removed inside its own handler
field:addEventListener(function(sender, eventType)
    events[#events + 1] = "removed " .. eventType
    sender:removeFromParent()
end)
events = {}
kite.test.input("text-input q")
kite.test.step(2)
checkeq(table.concat(events, ","), "removed 2")
checkeq(tolua.isnull(field), true)
kite.test.input("text-input after")

-- a field destroyed while focused: the keyboard closes, another field takes it
local focused = ccui.TextField:create("Focus", "Arial", 20)
scene:addChild(focused)
focused:attachWithIME()
kite.test.step(1)
focused:removeFromParent()
kite.test.step(2)
checkeq(tolua.isnull(focused), true)
kite.test.input("text-input nowhere", "key-down BACKSPACE")
local other = ccui.TextField:create("Other", "Arial", 20)
scene:addChild(other)
other:attachWithIME()
kite.test.input("text-input 1")
checkeq(other:getString(), "1")
other:removeFromParent()
kite.test.step(2)
checkeq(kite.liveHandlers(), handlers)
