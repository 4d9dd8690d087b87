-- ccui.TextField and ccui.EditBox on a 160x120 screen (EditBox images: assets/ui's button images).
-- Left: text fields showing the placeholder (blue), typed text (yellow), a password ("*" per
-- character) and, attached to the IME, "abc" with its cursor. Right: edit boxes 70x20 with the
-- placeholder on the normal image, typed text on the pressed image (highlighted), and a password
-- (bullets) on the disabled image. Bottom: a multi-line (ANY) box with two lines.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared: by absolute path
local UI = ASSETS .. "ui/"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(20, 20, 60, 255)))

local function field(placeholder, y)
    local f = ccui.TextField:create(placeholder, "Arial", 12)
    f:setPosition(40, y)
    scene:addChild(f)
    return f
end
field("placeholder", 108):setPlaceHolderColor(cc.c3b(150, 150, 255))
local typed = field("unused", 90)
typed:setTextColor(cc.c4b(255, 220, 0, 255))
typed:setString("typed")
local password = field("password", 72)
password:setPasswordEnabled(true)
password:setString("secret")
local focused = field("focused", 54)
focused:setCursorEnabled(true)
focused:setString("abc")
focused:attachWithIME()

local function box(y)
    local b = ccui.EditBox:create(cc.size(70, 20), UI .. "button_normal.png", UI .. "button_pressed.png",
                                  UI .. "button_disabled.png")
    b:setPosition(120, y)
    b:setInputMode(cc.EDITBOX_INPUT_MODE_SINGLELINE)
    b:setFont("Arial", 11)
    b:setPlaceholderFont("Arial", 11)
    scene:addChild(b)
    return b
end
local empty = box(108)
empty:setPlaceHolder("name")
empty:setPlaceholderFontColor(cc.c3b(200, 200, 200))
local pressed = box(84)
pressed:setText("Ada")
pressed:setFontColor(cc.c3b(255, 255, 0))
pressed:setHighlighted(true)
local secret = box(60)
secret:setInputFlag(cc.EDITBOX_INPUT_FLAG_PASSWORD)
secret:setText("pass")
secret:setEnabled(false)

local multi = ccui.EditBox:create(cc.size(150, 34), ccui.Scale9Sprite:create(UI .. "button_normal.png"))
multi:setPosition(80, 20)
multi:setFont("Arial", 11)
multi:setText("first line\nsecond line")
scene:addChild(multi)
cc.Director:getInstance():runWithScene(scene)
