-- textfield_spec.lua -- cc.TextFieldTTF and text input (issue 21) from Lua, typed through the
-- --replay text form (kite.test.input), as the player feeds it.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)

local field = cc.TextFieldTTF:textFieldWithPlaceHolder("Your name", "Arial", 20)
checkeq(tolua.type(field), "cc.TextFieldTTF")
scene:addChild(field)
local boxed = cc.TextFieldTTF:textFieldWithPlaceHolder("Boxed", cc.size(200, 40), cc.TEXT_ALIGNMENT_CENTER, "Arial", 18)
checkeq(boxed:getPlaceHolder(), "Boxed")
checkeq(boxed:getDimensions().width, 200)

-- the placeholder shows (Label's own getString is what is drawn) in gray until there is text
checkeq(field:getString(), "")
checkeq(field:getCharCount(), 0)
checkeq(field:getPlaceHolder(), "Your name")
checkeq(cc.Label.getString(field), "Your name")
local gray = field:getColorSpaceHolder()
checkeq(gray.r, 166)
checkeq(gray.a, 255)
field:setColorSpaceHolder(cc.c3b(10, 20, 30))
checkeq(field:getColorSpaceHolder().b, 30)
checkeq(field:getColorSpaceHolder().a, 255)
field:setColorSpaceHolder(cc.c4b(1, 2, 3, 4))
checkeq(field:getColorSpaceHolder().a, 4)

-- typing needs the field attached
kite.test.input("text-input lost")
checkeq(field:getString(), "")
checkeq(field:attachWithIME(), true)
kite.test.input("text-input h\\xC3\\xA9llo", "text-input \\sw")
checkeq(field:getString(), "héllo w")
checkeq(field:getCharCount(), 7)
kite.test.input("key-down BACKSPACE", "key-up BACKSPACE", "key-down BACKSPACE")
checkeq(field:getString(), "héllo")
field:setString("é")
kite.test.input("key-down BACKSPACE") -- a whole character, both bytes
checkeq(field:getString(), "")
checkeq(cc.Label.getString(field), "Your name")

-- hostile text: malformed bytes replaced, combining and right-to-left kept, a megabyte bounded
kite.test.input("text-input a\\xFFb\\xC3")
checkeq(field:getString(), "a\239\191\189b\239\191\189")
field:setString("")
kite.test.input("text-input e\\xCC\\x81\\xD7\\xA9\\xD7\\x9C")
checkeq(field:getString(), "e\204\129\215\169\215\156")
checkeq(field:getCharCount(), 4)
field:setString(string.rep("x", 1024 * 1024))
checkeq(#field:getString(), 64 * 1024)
local logs = kite.test.takeLogs()
checkeq(logs[#logs]:find("cut to the field's limit", 1, true) ~= nil, true)
field:setString("\255\254")
checkeq(field:getString(), "\239\191\189\239\191\189")
field:setString("ok")

-- appendString goes through the IME's rules; Enter ends the input
field:appendString("!")
checkeq(field:getString(), "ok!")
kite.test.input("key-down RETURN")
kite.test.input("text-input ignored")
checkeq(field:getString(), "ok!")
checkeq(field:detachWithIME(), false) -- not attached any more

-- password style
field:setSecureTextEntry(true)
checkeq(field:isSecureTextEntry(), true)
checkeq(cc.Label.getString(field), "\226\151\143\226\151\143\226\151\143")
checkeq(field:getPasswordTextStyle(), "\226\151\143")
field:setPasswordTextStyle("*")
checkeq(cc.Label.getString(field), "***")
checkeq(field:getString(), "ok!")
field:setSecureTextEntry(false)

-- the cursor
field:setCursorEnabled(true)
field:setCursorChar(string.byte("_"))
checkeq(field:attachWithIME(), true)
checkeq(cc.Label.getString(field), "ok!_")
field:setCursorPosition(2)
kite.test.input("text-input ay")
checkeq(field:getString(), "okay!")
checkeq(cc.Label.getString(field), "okay_!")
kite.test.input("key-down HOME", "key-down DELETE")
checkeq(field:getString(), "kay!")
checkerr("not supported by Kite", function() field:setCursorFromPoint(cc.p(0, 0), nil) end)

-- the text colour
field:setTextColor(cc.c4b(255, 0, 0, 255))
checkeq(field:getTextColor().g, 0)

-- a focused field destroyed: typing goes nowhere, another field can take the keyboard
field:removeFromParent()
kite.test.step(2)
checkeq(tolua.isnull(field), true)
kite.test.input("text-input after", "key-down BACKSPACE")
local other = cc.TextFieldTTF:textFieldWithPlaceHolder("Other", "Arial", 20)
scene:addChild(other)
checkeq(other:attachWithIME(), true)
kite.test.input("text-input 1")
checkeq(other:getString(), "1")
