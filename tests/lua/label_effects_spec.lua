-- label_effects_spec.lua -- cc.Label's effects, overflow and wrapping from Lua with cocos2d-x 3.17's
-- names, constants and argument orders; TTFConfig's effect fields; cc.MenuItemAtlasFont.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)

-- cocos's constants
checkeq(cc.LabelEffect.NORMAL, 0)
checkeq(cc.LabelEffect.OUTLINE, 1)
checkeq(cc.LabelEffect.SHADOW, 2)
checkeq(cc.LabelEffect.GLOW, 3)
checkeq(cc.LabelEffect.ITALICS, 4)
checkeq(cc.LabelEffect.BOLD, 5)
checkeq(cc.LabelEffect.UNDERLINE, 6)
checkeq(cc.LabelEffect.STRIKETHROUGH, 7)
checkeq(cc.LabelEffect.ALL, 8)
checkeq(cc.LabelOverflow.NONE, 0)
checkeq(cc.LabelOverflow.CLAMP, 1)
checkeq(cc.LabelOverflow.SHRINK, 2)
checkeq(cc.LabelOverflow.RESIZE_HEIGHT, 3)

-- outline: colour and size; without a size, the earlier one stays; the effect colour is a Color4F
local label = cc.Label:createWithSystemFont("Kite", "Arial", 20)
scene:addChild(label)
checkeq(label:getLabelEffectType(), cc.LabelEffect.NORMAL)
checkeq(label:enableOutline(cc.c4b(255, 0, 0, 255), 2), label) -- setters return the label
checkeq(label:getLabelEffectType(), cc.LabelEffect.OUTLINE)
checkeq(label:getOutlineSize(), 2)
local effect = label:getEffectColor()
checkeq(effect.r, 1)
checkeq(effect.g, 0)
checkeq(effect.a, 1)
label:enableOutline(cc.c4b(0, 0, 255, 255))
checkeq(label:getOutlineSize(), 2)
checkeq(label:getEffectColor().b, 1)

-- shadow: every optional argument
checkeq(label:isShadowEnabled(), false)
label:enableShadow()
checkeq(label:isShadowEnabled(), true)
checkeq(label:getShadowOffset().width, 2)
checkeq(label:getShadowOffset().height, -2)
checkeq(label:getShadowColor().a, 1)
label:enableShadow(cc.c4b(0, 255, 0, 51))
checknear(label:getShadowColor().a, 0.2)
label:enableShadow(cc.c4b(0, 0, 0, 255), cc.size(4, -1))
checkeq(label:getShadowOffset().width, 4)
label:enableShadow(cc.c4b(0, 0, 0, 255), cc.size(4, -1), 3)
checkeq(label:getShadowBlurRadius(), 3)

-- glow replaces the outline; the styles; italics is a skew, as in cocos
label:enableGlow(cc.c4b(255, 255, 0, 255))
checkeq(label:getLabelEffectType(), cc.LabelEffect.GLOW)
label:enableBold()
label:enableUnderline()
label:enableStrikethrough()
label:enableItalics()
checkeq(label:getRotationSkewX(), 12)
label:disableEffect(cc.LabelEffect.ITALICS)
checkeq(label:getRotationSkewX(), 0)
label:disableEffect(cc.LabelEffect.SHADOW)
checkeq(label:isShadowEnabled(), false)
label:enableShadow()
label:disableEffect()
checkeq(label:getLabelEffectType(), cc.LabelEffect.NORMAL)
checkeq(label:isShadowEnabled(), false)

-- TTFConfig: outlineSize and the styles become effects; a distance field is refused by name
local config = {fontFilePath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", fontSize = 18, outlineSize = 1,
                italics = true, bold = true, underline = true}
local ttf = cc.Label:createWithTTF(config, "styled")
checkeq(ttf:getLabelEffectType(), cc.LabelEffect.OUTLINE)
checkeq(ttf:getOutlineSize(), 1)
checkeq(ttf:getRotationSkewX(), 12)
checkerr("TTFConfig.distanceFieldEnabled is not supported by Kite", function()
    return cc.Label:createWithTTF({fontFilePath = config.fontFilePath, distanceFieldEnabled = true}, "x")
end)

-- bitmap fonts: outline and glow are ignored with a warning, as cocos ignores them; shadow works
kite.test.image("font_0.png", 64, 32)
local dir = kite.test.workDir():gsub("/$", "") .. "/"
local FNT = "info face=\"Spec\" size=16\ncommon lineHeight=12 base=10 scaleW=64 scaleH=32 pages=1\n" ..
                "page id=0 file=\"font_0.png\"\n" ..
                "char id=65 x=0 y=0 width=8 height=10 xoffset=1 yoffset=2 xadvance=10 page=0\n"
checkeq(cc.FileUtils:getInstance():writeStringToFile(FNT, dir .. "font.fnt"), true)
kite.test.image(dir .. "font_0.png", 64, 32)
local bm = cc.Label:createWithBMFont(dir .. "font.fnt", "AAAA")
kite.test.takeLogs()
bm:enableOutline(cc.c4b(255, 0, 0, 255), 2)
bm:enableGlow(cc.c4b(255, 0, 0, 255))
checkeq(bm:getLabelEffectType(), cc.LabelEffect.NORMAL)
local logs = kite.test.takeLogs()
checkeq(#logs, 2)
checkeq(logs[1]:find("enableOutline", 1, true) ~= nil, true, logs[1])
bm:enableShadow(cc.c4b(255, 0, 0, 255))
checkeq(bm:isShadowEnabled(), true)
scene:addChild(bm)

-- overflow: "AAAA" is 39 wide and 12 high at the font's size, 16
checkeq(bm:getOverflow(), cc.LabelOverflow.NONE)
checkeq(bm:isWrapEnabled(), true)
bm:setDimensions(20, 12)
bm:enableWrap(false)
checkeq(bm:isWrapEnabled(), false)
bm:setOverflow(cc.LabelOverflow.SHRINK)
checkeq(bm:getOverflow(), cc.LabelOverflow.SHRINK)
checkeq(bm:getBMFontSize(), 16) -- the size set stays; the glyphs are drawn smaller
checkeq(bm:getContentSize().width, 20)
bm:setOverflow(cc.LabelOverflow.RESIZE_HEIGHT)
checkeq(bm:isWrapEnabled(), true)
checkeq(bm:getDimensions().height, 0)
bm:setString("AA AA")
checkeq(bm:getStringNumLines(), 2) -- wrapped at 20 between the words
checkeq(bm:getContentSize().height, 24)
-- clipping the margins is not drawn by Kite: off (cocos's default) is accepted, on says so
checkeq(bm:isClipMarginEnabled(), false)
checkeq(bm:setClipMarginEnabled(false), bm)
checkerr("cc.Label:setClipMarginEnabled%(true%) is not supported by Kite", function() bm:setClipMarginEnabled(true) end)
local system = cc.Label:createWithSystemFont("wide text here", "Arial", 20, cc.size(40, 20))
system:setOverflow(cc.LabelOverflow.CLAMP)
checkeq(system:getOverflow(), cc.LabelOverflow.CLAMP)
checkeq(system:getContentSize().height, 20)

-- cc.MenuItemAtlasFont:create(value, charMapFile, itemWidth, itemHeight, startCharMap [, callback])
kite.test.image("digits.png", 40, 24)
local handlers = kite.liveHandlers()
local taps = {}
local item = cc.MenuItemAtlasFont:create("12", "digits.png", 10, 12, string.byte("0"), function(tag, sender)
    taps[#taps + 1] = {tag, sender}
end)
checkeq(tolua.type(item), "cc.MenuItemAtlasFont")
checkeq(kite.liveHandlers(), handlers + 1, "the callback is held")
checkeq(tolua.type(item:getLabel()), "cc.LabelAtlas")
checkeq(item:getContentSize().width, 20)
item:setTag(7)
item:activate()
checkeq(#taps, 1)
checkeq(taps[1][1], 7)
checkeq(taps[1][2], item)
local plain = cc.MenuItemAtlasFont:create("3", "digits.png", 10, 12, 48)
checkeq(tolua.type(plain), "cc.MenuItemAtlasFont")
plain:registerScriptTapHandler(function() taps[#taps + 1] = "plain" end)
plain:activate()
checkeq(taps[2], "plain")
checkeq(cc.MenuItemAtlasFont:create("1", "missing.png", 10, 12, 48), nil)
checkeq(cc.MenuItemAtlasFont:create("1", "missing.png", 10, 12, 48, function() end), nil)
kite.test.takeLogs()
checkerr("cc.MenuItemAtlasFont:create", function()
    return cc.MenuItemAtlasFont:create("1", "digits.png", 10, 12, 48, "not a function")
end)
local menu = cc.Menu:create(item, plain)
scene:addChild(menu)

-- drawn for a few frames, then gone with the scene, their handlers with them
kite.test.step(3)
director:replaceScene(cc.Scene:create())
kite.test.step(2)
checkeq(tolua.isnull(item), true)
checkeq(tolua.isnull(bm), true)
checkeq(kite.liveHandlers(), handlers, "the items' callbacks were freed")
