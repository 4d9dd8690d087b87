-- Bitmap fonts (assets/bmfont, drawn by its make_font.py): an AngelCode .fnt label with kerning,
-- a second page and a descender; several lines centred and tinted; a label wrapped at a width,
-- right-aligned, half transparent; one cut by its box; the binary .fnt through cc.LabelBMFont,
-- turned; a char map through Label:createWithCharMap and through cc.LabelAtlas.
-- shared, outside the game: by absolute path
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/bmfont/"
local FNT = ASSETS .. "font.fnt"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(30, 60, 90, 255)))

local function add(node, x, y)
    node:setPosition(x, y)
    scene:addChild(node)
    return node
end

-- Top-left: kerning (AV, TE), digits from the second page, 'g' below the base line.
local title = add(cc.Label:createWithBMFont(FNT, "KITE AVg:19"), 4, 116)
title:setAnchorPoint(cc.p(0, 1))

-- Two lines centred on each other, tinted yellow.
local score = add(cc.Label:createWithBMFont(FNT, "SCORE\n1234", cc.TEXT_ALIGNMENT_CENTER), 40, 70)
score:setColor(cc.c3b(255, 220, 0))

-- Wrapped at 60 between words, right-aligned, half transparent.
local wrapped = add(cc.Label:createWithBMFont(FNT, "OK YES IT IS", cc.TEXT_ALIGNMENT_RIGHT, 60), 120, 68)
wrapped:setOpacity(128)

-- A box 12 high, text at its bottom: the glyphs' upper rows are cut ('U' is not in the font: it
-- takes no room).
local cut = add(cc.Label:createWithBMFont(FNT, "CUT"), 122, 30)
cut:setDimensions(40, 12)
cut:setVerticalAlignment(cc.VERTICAL_TEXT_ALIGNMENT_BOTTOM)

-- The binary .fnt through the older class, a quarter turn, green.
local old = add(cc.LabelBMFont:create("BIT", ASSETS .. "font_bin.fnt"), 150, 60)
old:setRotation(90)
old:setColor(cc.c3b(0, 255, 120))

-- A char map: from the image (anchored in the middle), and as a LabelAtlas (anchored at its corner).
add(cc.Label:createWithCharMap(ASSETS .. "digits.png", 8, 12, string.byte("0")), 30, 30):setString("2048")
add(cc.LabelAtlas:create("907", ASSETS .. "digits.plist"), 60, 8)

cc.Director:getInstance():runWithScene(scene)
