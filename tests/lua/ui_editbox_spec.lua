-- ui_editbox_spec.lua -- ccui.EditBox as cocos2d-x 3.17 Lua code uses it: both create forms,
-- registerScriptEditBoxHandler(function(eventName, sender)) with cocos's events and order, typing
-- through the --replay lines (kite.test.input), input modes, password, limits, hostile text, the
-- framework's onEditHandler, and boxes that die while editing or in their handler.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
local handlers = kite.liveHandlers()
kite.test.image("edit.png", 30, 30)
kite.test.image("edit_on.png", 30, 30)

local function tap(x, y)
    kite.test.touch("began", x, y)
    kite.test.touch("ended", x, y)
end

-- Cocos2dConstants.lua's numbers
checkeq(cc.EDITBOX_INPUT_MODE_ANY, 0)
checkeq(cc.EDITBOX_INPUT_MODE_EMAILADDR, 1)
checkeq(cc.EDITBOX_INPUT_MODE_NUMERIC, 2)
checkeq(cc.EDITBOX_INPUT_MODE_PHONENUMBER, 3)
checkeq(cc.EDITBOX_INPUT_MODE_URL, 4)
checkeq(cc.EDITBOX_INPUT_MODE_DECIMAL, 5)
checkeq(cc.EDITBOX_INPUT_MODE_SINGLELINE, 6)
checkeq(cc.EDITBOX_INPUT_FLAG_PASSWORD, 0)
checkeq(cc.EDITBOX_INPUT_FLAG_SENSITIVE, 1)
checkeq(cc.EDITBOX_INPUT_FLAG_INITIAL_CAPS_WORD, 2)
checkeq(cc.EDITBOX_INPUT_FLAG_INITIAL_CAPS_SENTENCE, 3)
checkeq(cc.EDITBOX_INPUT_FLAG_INITIAL_CAPS_ALL_CHARACTERS, 4)
checkeq(cc.KEYBOARD_RETURNTYPE_DEFAULT, 0)
checkeq(cc.KEYBOARD_RETURNTYPE_DONE, 1)
checkeq(cc.KEYBOARD_RETURNTYPE_SEND, 2)
checkeq(cc.KEYBOARD_RETURNTYPE_SEARCH, 3)
checkeq(cc.KEYBOARD_RETURNTYPE_GO, 4)

-- create(size, Scale9Sprite [, pressed, disabled]) and create(size, image [, pressed, disabled, texType])
local sprited = ccui.EditBox:create(cc.size(100, 30), ccui.Scale9Sprite:create("edit.png"),
    ccui.Scale9Sprite:create("edit_on.png"))
checkeq(tolua.type(sprited), "ccui.EditBox")
checkeq(sprited:getContentSize().width, 100)
checkeq(sprited:getInputMode(), cc.EDITBOX_INPUT_MODE_ANY)
local box = ccui.EditBox:create(cc.size(200, 40), "edit.png", "edit_on.png", "", ccui.TextureResType.localType)
checkeq(tolua.type(box), "ccui.EditBox")
checkerr("is not a ccui.TextureResType", function() ccui.EditBox:create(cc.size(1, 1), "edit.png", "", "", 7) end)
box:loadTextureNormal("edit.png")
box:loadTextures("edit.png", "edit_on.png")
kite.test.takeLogs()
box:loadTextureDisabled("missing_edit.png")
local logs = table.concat(kite.test.takeLogs(), "\n")
checkeq(logs:find("missing_edit.png", 1, true) ~= nil, true)

-- properties
box:setFont("Arial", 20)
checkeq(box:getFontName(), "Arial")
checkeq(box:getFontSize(), 20)
box:setFontName("Helvetica")
box:setFontSize(18)
checkeq(box:getFontName(), "Helvetica")
checkeq(box:getFontSize(), 18)
box:setFontColor(cc.c4b(255, 255, 0, 255))
checkeq(box:getFontColor().b, 0)
box:setPlaceHolder("Your name")
checkeq(box:getPlaceHolder(), "Your name")
box:setPlaceholderFont("Arial", 16)
checkeq(box:getPlaceholderFontName(), "Arial")
checkeq(box:getPlaceholderFontSize(), 16)
box:setPlaceholderFontName("Courier")
box:setPlaceholderFontSize(14)
checkeq(box:getPlaceholderFontSize(), 14)
box:setPlaceholderFontColor(cc.c4b(10, 20, 30, 255))
checkeq(box:getPlaceholderFontColor().g, 20)
box:setInputMode(cc.EDITBOX_INPUT_MODE_SINGLELINE)
checkeq(box:getInputMode(), cc.EDITBOX_INPUT_MODE_SINGLELINE)
box:setReturnType(cc.KEYBOARD_RETURNTYPE_DONE)
checkeq(box:getReturnType(), cc.KEYBOARD_RETURNTYPE_DONE)
box:setInputFlag(cc.EDITBOX_INPUT_FLAG_SENSITIVE)
checkeq(box:getInputFlag(), cc.EDITBOX_INPUT_FLAG_SENSITIVE)
box:setTextHorizontalAlignment(cc.TEXT_ALIGNMENT_CENTER)
checkeq(box:getTextHorizontalAlignment(), cc.TEXT_ALIGNMENT_CENTER)
box:setMaxLength(8)
checkeq(box:getMaxLength(), 8)
box:setText("Ada")
checkeq(box:getText(), "Ada")
box:setAnchorPoint(cc.p(0, 0))
box:setPosition(100, 100)
scene:addChild(box)

-- registerScriptEditBoxHandler(function(eventName, sender)): began, changed..., ended then return
local events = {}
box:registerScriptEditBoxHandler(function(eventName, sender)
    checkeq(sender, box)
    events[#events + 1] = eventName .. ":" .. sender:getText()
end)
tap(150, 120) -- a release on the box opens the keyboard
kite.test.input("text-input \\sL", "text-input ovelace!!", "key-down BACKSPACE")
kite.test.input("key-down RETURN")
-- (the max length of 8 cut "ovelace!!" to "ove")
checkeq(box:getText(), "Ada Lov")
checkeq(table.concat(events, ","), "began:Ada,changed:Ada L,changed:Ada Love,changed:Ada Lov,ended:Ada Lov,return:Ada Lov")
kite.test.input("text-input after") -- not editing: nothing
checkeq(box:getText(), "Ada Lov")

-- a touch elsewhere ends editing
events = {}
box:openKeyboard()
tap(10, 10)
checkeq(table.concat(events, ","), "began:Ada Lov,ended:Ada Lov,return:Ada Lov")

-- numeric modes refuse other characters
box:setMaxLength(0)
box:setText("")
box:setInputMode(cc.EDITBOX_INPUT_MODE_NUMERIC)
box:openKeyboard()
kite.test.input("text-input 4a2\\xC3\\xA9.")
checkeq(box:getText(), "42")
box:setInputMode(cc.EDITBOX_INPUT_MODE_DECIMAL)
kite.test.input("text-input .5.")
checkeq(box:getText(), "42.5")

-- ANY is multi-line: Enter is a line break
box:setInputMode(cc.EDITBOX_INPUT_MODE_ANY)
kite.test.input("key-down RETURN", "text-input x")
checkeq(box:getText(), "42.5\nx")

-- password, hostile text
box:setInputFlag(cc.EDITBOX_INPUT_FLAG_PASSWORD)
box:setText("e\204\129\215\169") -- a combining accent and a Hebrew letter, three characters
checkeq(box:getText(), "e\204\129\215\169")
box:setText("a\255")
checkeq(box:getText(), "a\239\191\189")
box:setText(string.rep("m", 1024 * 1024))
checkeq(#box:getText(), 64 * 1024)
kite.test.takeLogs()
box:setInputFlag(cc.EDITBOX_INPUT_FLAG_SENSITIVE)
box:setText("")

-- the framework's onEditHandler (Kite's stand-in for framework/extends/UIEditBox.lua): the handler
-- gets an event table with the name and the target
require("data.framework_extends.UIEditBox")
local named = {}
checkeq(box:onEditHandler(function(event)
    checkeq(event.target, box)
    named[#named + 1] = event.name
end), box)
kite.test.input("text-input q")
box:setInputMode(cc.EDITBOX_INPUT_MODE_SINGLELINE)
kite.test.input("key-down RETURN")
checkeq(table.concat(named, ","), "changed,ended,return")
box:unregisterScriptEditBoxHandler()
box:openKeyboard()
kite.test.input("key-down RETURN")
checkeq(#named, 3)

-- a script error in the handler is reported and the game goes on
box:registerScriptEditBoxHandler(function() error("edit boom") end)
box:openKeyboard()
local errors = kite.test.takeErrors()
checkeq(#errors, 1)
assert(errors[1]:find("ui_editbox_spec.lua:%d+: edit boom"), errors[1])
kite.test.input("text-input z")
checkeq(box:getText(), "qz")
kite.test.takeErrors()

-- a box removed inside its own handler
box:registerScriptEditBoxHandler(function(eventName, sender)
    if eventName == "changed" then sender:removeFromParent() end
end)
kite.test.input("text-input !")
kite.test.step(2)
checkeq(tolua.isnull(box), true)
kite.test.input("text-input nowhere", "key-down BACKSPACE")

-- a box destroyed while editing; another one whose "return" replaces the scene
local focused = ccui.EditBox:create(cc.size(100, 30), "edit.png")
scene:addChild(focused)
focused:openKeyboard()
focused:removeFromParent()
kite.test.step(2)
checkeq(tolua.isnull(focused), true)
kite.test.input("text-input lost")
local replacer = ccui.EditBox:create(cc.size(100, 30), "edit.png")
replacer:setInputMode(cc.EDITBOX_INPUT_MODE_SINGLELINE)
scene:addChild(replacer)
local nextScene = cc.Scene:create()
replacer:registerScriptEditBoxHandler(function(eventName)
    if eventName == "return" then director:replaceScene(nextScene) end
end)
replacer:openKeyboard()
kite.test.input("text-input go", "key-down RETURN")
kite.test.step(2)
checkeq(director:getRunningScene(), nextScene)
checkeq(tolua.isnull(replacer), true)
checkeq(kite.liveHandlers(), handlers)
