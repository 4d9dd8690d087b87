-- ccui.RichText: mixed fonts, colours and sizes with an image inline on one line; the same words
-- wrapped per word and per character in 74 pixels; a right-aligned and a centred line; outline,
-- shadow and a link from cocos's XML tags.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared: by absolute path
local MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
local WHITE = cc.c3b(255, 255, 255)
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(40, 40, 90, 255)))

-- Anchored at a corner on whole pixels: a window's renderer then copies the text texel for texel.
local function add(rich, x, y)
    rich:setAnchorPoint(cc.p(0, 0))
    rich:setPosition(x, y)
    scene:addChild(rich)
    return rich
end
local function wrapped(width, height, mode)
    local rich = ccui.RichText:create()
    rich:ignoreContentAdaptWithSize(false)
    rich:setContentSize(cc.size(width, height))
    if mode then rich:setWrapMode(mode) end
    return rich
end

-- Top: red Arial, a bold yellow TTF at 18, a disc 16 high, small green text: one shared bottom.
local line = ccui.RichText:create()
line:pushBackElement(ccui.RichElementText:create(1, cc.c3b(255, 80, 80), 255, "Mix ", "Arial", 12))
line:pushBackElement(ccui.RichElementText:create(2, cc.c3b(255, 230, 0), 255, "Big", MONO, 18, 2))
local disc = ccui.RichElementImage:create(3, WHITE, 255, ASSETS .. "disc.png")
disc:setWidth(16)
disc:setHeight(16)
line:pushBackElement(disc)
line:pushBackElement(ccui.RichElementText:create(4, cc.c3b(80, 255, 80), 200, " small", "Arial", 9))
add(line, 4, 98)

-- Middle: per word (left) and per character (right), with a 2-pixel vertical space.
local words = "wrap everything here"
local perWord = wrapped(74, 50)
perWord:setVerticalSpace(2)
perWord:pushBackElement(ccui.RichElementText:create(1, WHITE, 255, words, "Arial", 12))
add(perWord, 2, 44)
local perChar = wrapped(74, 50, ccui.RichText.WrapMode.WRAP_PER_CHAR)
perChar:setVerticalSpace(2)
perChar:pushBackElement(ccui.RichElementText:create(1, cc.c3b(120, 200, 255), 255, words, "Arial", 12))
add(perChar, 82, 44)

-- Lower: right-aligned and centred in 76 pixels.
local right = wrapped(76, 14)
right:setHorizontalAlignment(ccui.RichText.HorizontalAlignment.RIGHT)
right:pushBackElement(ccui.RichElementText:create(1, WHITE, 255, "right", "Arial", 11))
add(right, 2, 24)
local centre = wrapped(76, 14)
centre:setHorizontalAlignment(ccui.RichText.HorizontalAlignment.CENTER)
centre:pushBackElement(ccui.RichElementText:create(1, WHITE, 255, "centre", "Arial", 11))
add(centre, 82, 24)

-- Bottom: XML with an outline, a shadow and a link (the anchor colour from the defaults).
add(ccui.RichText:createWithXML(
    "<outline color='#ff0000' size='1'>out</outline> <shadow color='#000000'>shade</shadow> " ..
    "<a href='http://kite.example'>link</a>",
    {KEY_FONT_SIZE = 13, KEY_FONT_COLOR_STRING = "#ffff80", KEY_ANCHOR_FONT_COLOR_STRING = "#80ffff",
     KEY_ANCHOR_TEXT_LINE = "VALUE_TEXT_LINE_UNDER"}), 4, 3)

cc.Director:getInstance():runWithScene(scene)
