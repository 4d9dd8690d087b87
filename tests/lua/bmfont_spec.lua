-- bmfont_spec.lua -- bitmap-font labels from Lua, with cocos2d-x 3.17's names and argument orders:
-- cc.Label:createWithBMFont / createWithCharMap and their setters, cc.LabelBMFont, cc.LabelAtlas
-- (also as _create, the name cocos's bindings give it) and cc.AtlasNode.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
local files = cc.FileUtils:getInstance()
local dir = kite.test.workDir():gsub("/$", "") .. "/"

-- 'A' and 'B': 8x10 images 1 right and 2 down from the pen, advancing 10; "AB" kerns by -2; ' '
-- advances 5; lines 12 apart.
local FNT = [[
info face="Spec" size=16
common lineHeight=12 base=10 scaleW=64 scaleH=32 pages=1
page id=0 file="font_0.png"
char id=65 x=0 y=0 width=8 height=10 xoffset=1 yoffset=2 xadvance=10 page=0
char id=66 x=8 y=0 width=8 height=10 xoffset=1 yoffset=2 xadvance=10 page=0
char id=32 x=0 y=0 width=0 height=0 xoffset=0 yoffset=0 xadvance=5 page=0
kerning first=65 second=66 amount=-2
]]
local fnt = dir .. "font.fnt"
checkeq(files:writeStringToFile(FNT, fnt), true)
kite.test.image(dir .. "font_0.png", 64, 32)

-- cc.Label:createWithBMFont(bmfontPath, text [, hAlignment [, maxLineWidth [, imageOffset]]])
local label = cc.Label:createWithBMFont(fnt, "AB")
checkeq(tolua.type(label), "cc.Label")
checkeq(label:getContentSize().width, 17)
checkeq(label:getContentSize().height, 12)
checkeq(label:getBMFontFilePath(), fnt)
checkeq(label:getStringNumLines(), 1)
checkeq(label:getLineHeight(), 12)
local wrapped = cc.Label:createWithBMFont(fnt, "AB AB", cc.TEXT_ALIGNMENT_CENTER, 30)
checkeq(wrapped:getStringNumLines(), 2)
checkeq(wrapped:getMaxLineWidth(), 30)
checkeq(wrapped:getHorizontalAlignment(), cc.TEXT_ALIGNMENT_CENTER)
checkeq(wrapped:getContentSize().height, 24)
checkeq(tolua.type(cc.Label:createWithBMFont(fnt, "A", cc.TEXT_ALIGNMENT_LEFT, 0, cc.p(0, 0))), "cc.Label")
checkeq(cc.Label:createWithBMFont(fnt, "A", cc.TEXT_ALIGNMENT_RIGHT):getHorizontalAlignment(), cc.TEXT_ALIGNMENT_RIGHT)

-- the setters, chained as cocos's bindings return the object
label:setString("A\nA"):setLineHeight(20)
checkeq(label:getLineHeight(), 20)
checkeq(label:getContentSize().height, 40)
checkeq(label:getStringNumLines(), 2)
label:setAdditionalKerning(5):setLineSpacing(2)
checkeq(label:getAdditionalKerning(), 5)
checkeq(label:getLineSpacing(), 2)
checkeq(label:getContentSize().height, 42)
label:setWidth(50):setHeight(60)
checkeq(label:getWidth(), 50)
checkeq(label:getHeight(), 60)
checkeq(label:getContentSize().width, 50)
checkeq(label:getMaxLineWidth(), 50, "the box's width wraps")
label:setMaxLineWidth(10)
checkeq(label:getMaxLineWidth(), 50, "and wins over setMaxLineWidth")
label:setDimensions(0, 0):setMaxLineWidth(25):setString("AAA")
checkeq(label:getStringNumLines(), 1)
label:setLineBreakWithoutSpace(true)
checkeq(label:getStringNumLines(), 2)
checkeq(label:setBMFontFilePath(fnt, cc.p(0, 0)), true)
checkeq(label:getBMFontSize(), 16, "the size the .fnt was made at")
label:setLineBreakWithoutSpace(false):setAdditionalKerning(0):setLineSpacing(0):setString("AB"):setBMFontSize(32)
checkeq(label:getBMFontSize(), 32)
checkeq(label:getContentSize().width, 34, "twice the size")
checkeq(label:getContentSize().height, 24)
checkeq(label:setBMFontFilePath(fnt, cc.p(0, 0), 8), true)
checkeq(label:getBMFontSize(), 8)

-- a font that cannot be read: nil or false, and an error naming the file
kite.test.takeLogs()
checkeq(label:setBMFontFilePath(dir .. "none.fnt"), false)
checkeq(label:getBMFontFilePath(), fnt, "the label keeps its font")
checkeq(cc.Label:createWithBMFont(dir .. "none.fnt", "x"), nil)
files:writeStringToFile("common lineHeight=12\npage id=0 file=\"gone.png\"\nchar id=65 width=2 height=2\n",
                        dir .. "gone.fnt")
checkeq(cc.Label:createWithBMFont(dir .. "gone.fnt", "x"), nil)
local logs = table.concat(kite.test.takeLogs(), "\n")
checkeq(logs:find("[error] Label::setBMFontFilePath: " .. dir .. "none.fnt: ", 1, true) ~= nil, true, logs)
checkeq(logs:find(dir .. "gone.fnt: its page image 'gone.png' cannot be loaded", 1, true) ~= nil, true, logs)
checkerr("error in function 'cc.Label:createWithBMFont'", function() cc.Label:createWithBMFont({}, "x") end)

-- cc.Label:createWithCharMap(charMapFile | texture, itemWidth, itemHeight, startCharMap) and (plistFile)
kite.test.image("digits.png", 30, 20)
local digits = cc.Label:createWithCharMap("digits.png", 10, 10, string.byte("0"))
checkeq(tolua.type(digits), "cc.Label")
digits:setString("250")
checkeq(digits:getContentSize().width, 30)
checkeq(digits:getContentSize().height, 10)
local texture = director:getTextureCache():addImage("digits.png")
checkeq(tolua.type(cc.Label:createWithCharMap(texture, 10, 10, 48)), "cc.Label")
local PLIST = [[<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>version</key><integer>1</integer>
<key>textureFilename</key><string>digits.png</string>
<key>itemWidth</key><integer>10</integer>
<key>itemHeight</key><integer>20</integer>
<key>firstChar</key><integer>48</integer>
</dict></plist>
]]
files:writeStringToFile(PLIST, dir .. "digits.plist")
kite.test.image(dir .. "digits.png", 30, 20)
local fromList = cc.Label:createWithCharMap(dir .. "digits.plist")
fromList:setString("12")
checkeq(fromList:getContentSize().width, 20)
checkeq(fromList:getContentSize().height, 20)
checkeq(fromList:setCharMap("digits.png", 15, 20, 48), true)
checkeq(fromList:getContentSize().width, 15, "two cells: '2' is not in the map and takes no room")
checkeq(fromList:setCharMap(texture, 10, 10, 48), true)
checkeq(fromList:setCharMap(dir .. "digits.plist"), true)
checkeq(fromList:setCharMap("digits.png", 99, 10, 48), false)
checkeq(cc.Label:createWithCharMap("none.png", 10, 10, 48), nil)
kite.test.takeLogs()
scene:addChild(fromList)

-- cc.LabelBMFont:create(str, fntFile [, width [, alignment [, imageOffset]]])
local bm = cc.LabelBMFont:create("AB", fnt)
checkeq(tolua.type(bm), "cc.LabelBMFont")
checkeq(bm:getString(), "AB")
checkeq(bm:getFntFile(), fnt)
checkeq(bm:getContentSize().width, 17)
checkeq(bm:getAnchorPoint().x, 0.5)
bm:setString("AB AB"):setWidth(30)
checkeq(bm:getContentSize().height, 24)
bm:setAlignment(cc.TEXT_ALIGNMENT_RIGHT):setLineBreakWithoutSpace(false)
bm:setFntFile(fnt, cc.p(0, 0))
bm:setColor(cc.c3b(255, 0, 0))
checkeq(bm:getColor().g, 0)
checkeq(cc.LabelBMFont:create("A", fnt, 0, cc.TEXT_ALIGNMENT_LEFT, cc.p(0, 0)):getString(), "A")
checkeq(cc.LabelBMFont:create("A", fnt, 40):getContentSize().width, 9)
checkeq(cc.LabelBMFont:create("A", fnt, 40, cc.TEXT_ALIGNMENT_CENTER):getString(), "A")
local empty = cc.LabelBMFont:create()
checkeq(tolua.type(empty), "cc.LabelBMFont")
checkeq(empty:initWithString("B", fnt), true)
checkeq(empty:getContentSize().width, 9)
checkeq(cc.LabelBMFont:create("x", dir .. "none.fnt"), nil)
kite.test.takeLogs()
scene:addChild(bm)

-- a Lua class over it, as games write a score label
local Score = class("Score", function() return cc.LabelBMFont:create("0", fnt) end)
function Score:add(points) self:setString(tostring(tonumber(self:getString()) + points)) end
local score = Score.new()
score:add(42)
checkeq(score:getString(), "42")
scene:addChild(score)

-- cc.LabelAtlas:create / _create(string, charMapFile, itemWidth, itemHeight, startCharMap), (string, plist), ()
local atlas = cc.LabelAtlas:create("0123", "digits.png", 10, 10, string.byte("0"))
checkeq(tolua.type(atlas), "cc.LabelAtlas")
checkeq(atlas:getString(), "0123")
checkeq(atlas:getContentSize().width, 40)
checkeq(atlas:getContentSize().height, 10)
checkeq(atlas:getQuadsToDraw(), 4)
checkeq(atlas:getTexture(), texture)
checkeq(atlas:getAnchorPoint().x, 0)
atlas:setString("9"):setPosition(10, 10)
checkeq(atlas:getContentSize().width, 10)
local old = cc.LabelAtlas:_create()
checkeq(old:initWithString("42", "digits.png", 10, 10, 48), true)
checkeq(old:getString(), "42")
checkeq(old:initWithString("5", texture, 10, 10, 48), true)
checkeq(old:initWithString("6", dir .. "digits.plist"), true)
checkeq(old:getContentSize().height, 20)
checkeq(cc.LabelAtlas:_create("7", dir .. "digits.plist"):getString(), "7")
checkeq(cc.LabelAtlas:_create("7", "digits.png", 10, 10, 48):getString(), "7")
checkeq(cc.LabelAtlas:create("7", dir .. "digits.plist"):getQuadsToDraw(), 1)
checkeq(cc.LabelAtlas:create("7", "none.png", 10, 10, 48), nil)
kite.test.takeLogs()
scene:addChild(atlas)

-- cc.AtlasNode: a texture and a quad count; it draws no quads of its own
local node = cc.AtlasNode:create("digits.png", 10, 10, 3)
checkeq(tolua.type(node), "cc.AtlasNode")
checkeq(node:getQuadsToDraw(), 3)
node:setQuadsToDraw(1):updateAtlasValues()
checkeq(node:getQuadsToDraw(), 1)
node:setTexture(texture)
checkeq(node:getTexture(), texture)
scene:addChild(node)

-- getLetter(index): a character as a Sprite child, made once, put back on its glyph by every
-- layout; nil for a character without a glyph, past the end, or with a system font (as in
-- cocos); a TTF label says Kite cannot
local letters = cc.Label:createWithBMFont(fnt, "A B")
local a = letters:getLetter(0)
checkeq(tolua.type(a), "cc.Sprite")
checkeq(letters:getLetter(0), a)
checkeq(a:getParent(), letters)
checkeq(a:getPositionX(), 5) -- the middle of A's 8x10 image, 1 right of the pen
checkeq(a:getPositionY(), 5) -- 2 down from the top of the line, 12 high
checkeq(a:getContentSize().width, 8)
checkeq(letters:getLetter(1), nil) -- a space
checkeq(letters:getLetter(9), nil)
checkeq(letters:getLetter(-1), nil)
a:setPosition(30, 30)
a:setScale(2)
letters:setString("AB")
checkeq(a:getPositionX(), 5)
checkeq(a:getScale(), 1)
letters:setBMFontSize(32) -- twice the size the font was made at: the letter is scaled with it
checkeq(a:getScale(), 2)
letters:removeChild(a)
checkeq(letters:getLetter(0) ~= a, true, "a removed letter is made again")
checkeq(tolua.type(bm:getLetter(1)), "cc.Sprite")
checkeq(cc.Label:createWithSystemFont("x", "Arial", 12):getLetter(0), nil)
checkerr("cc.Label:getLetter on a TTF label is not supported by Kite", function()
    return cc.Label:createWithTTF("x", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 12):getLetter(0)
end)
scene:addChild(letters)

-- what Kite does not do says so
checkerr("cc.AtlasNode:getTextureAtlas is not supported by Kite", function() return node:getTextureAtlas() end)

-- drawn for a few frames, then gone with the scene
kite.test.step(3)
director:replaceScene(cc.Scene:create())
kite.test.step(2)
checkeq(tolua.isnull(bm), true)
checkeq(tolua.isnull(atlas), true)
checkeq(tolua.isnull(score), true)
