-- TextFieldTTF (issue 21): the placeholder in its colour, typed text in the text colour, the
-- password style, and an attached field with its cursor.
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(20, 20, 60, 255)))
local function field(placeholder, y)
    local f = cc.TextFieldTTF:textFieldWithPlaceHolder(placeholder, "Arial", 14)
    f:setPosition(80, y)
    scene:addChild(f)
    return f
end
field("placeholder", 100):setColorSpaceHolder(cc.c3b(150, 150, 255))
local typed = field("unused", 75)
typed:setTextColor(cc.c4b(255, 220, 0, 255))
typed:setString("typed text")
local password = field("password", 50)
password:setSecureTextEntry(true)
password:setString("secret")
local focused = field("focused", 25)
focused:setCursorEnabled(true)
focused:setString("abc")
focused:attachWithIME()
cc.Director:getInstance():runWithScene(scene)
