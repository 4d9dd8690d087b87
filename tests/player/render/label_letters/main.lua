-- Label:getLetter on bitmap fonts: in "KITE AVg" the K is lifted and turned a quarter, the T is
-- grown by half and tinted red, the A is hidden; the label's other glyphs stay where they were.
-- Below, a LabelBMFont's letter faded to half, and a letter of a label tinted green (it follows).
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/bmfont/"
local FNT = ASSETS .. "font.fnt"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(50, 30, 70, 255)))

local label = cc.Label:createWithBMFont(FNT, "KITE AVg")
label:setAnchorPoint(cc.p(0, 0))
label:setPosition(10, 70)
scene:addChild(label)
local k = label:getLetter(0)
k:setPositionY(k:getPositionY() + 12)
k:setRotation(90)
local t = label:getLetter(2)
t:setScale(1.5)
t:setColor(cc.c3b(255, 60, 60))
label:getLetter(5):setVisible(false)

local old = cc.LabelBMFont:create("BIT", ASSETS .. "font_bin.fnt")
old:setAnchorPoint(cc.p(0, 0))
old:setPosition(10, 20)
scene:addChild(old)
old:getLetter(1):setOpacity(128)

local green = cc.Label:createWithBMFont(FNT, "OK")
green:setAnchorPoint(cc.p(0, 0))
green:setPosition(90, 20)
scene:addChild(green)
green:getLetter(1):setPositionX(green:getLetter(1):getPositionX() + 10)
green:setColor(cc.c3b(0, 255, 100))

cc.Director:getInstance():runWithScene(scene)
