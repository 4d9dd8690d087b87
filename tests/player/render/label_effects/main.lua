-- Label effects: an outline (system font and TTF), a shadow (TTF and a bitmap font), a glow,
-- SDL_ttf's bold, underline and strikethrough, cocos's italics (a 12 degree skew), and a TTFConfig
-- with an outline.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/bmfont/"
local MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(40, 40, 90, 255)))

-- Anchored at a corner on whole pixels: a window's renderer then copies the text texel for texel.
local function add(node, x, y)
    node:setAnchorPoint(cc.p(0, 0))
    node:setPosition(x, y)
    scene:addChild(node)
    return node
end

-- Top row: a red outline 2 wide round yellow text; a TTF label with a 1-pixel blue outline.
local outlined = add(cc.Label:createWithSystemFont("Outline", "Arial", 18), 6, 94)
outlined:enableOutline(cc.c4b(255, 0, 0, 255), 2)
outlined:setTextColor(cc.c4b(255, 230, 0, 255))
add(cc.Label:createWithTTF("ttf", MONO, 16), 112, 94):enableOutline(cc.c4b(0, 120, 255, 255), 1)

-- Second row: a black shadow down-right (the default), and a green one up-left, half transparent.
add(cc.Label:createWithSystemFont("Shadow", "Arial", 16), 6, 68):enableShadow()
add(cc.Label:createWithTTF("up", MONO, 16), 112, 68):enableShadow(cc.c4b(0, 255, 0, 128), cc.size(-3, 3))

-- Third row: a glow (a blurred outline) in orange, and a bitmap font's shadow.
add(cc.Label:createWithSystemFont("Glow", "Arial", 20), 8, 40):enableGlow(cc.c4b(255, 140, 0, 255))
add(cc.Label:createWithBMFont(ASSETS .. "font.fnt", "KITE"), 100, 44):enableShadow(cc.c4b(255, 0, 0, 255), cc.size(2, -2))

-- Bottom rows: bold, underlined, struck through, italic; a TTFConfig asking for an outline.
add(cc.Label:createWithSystemFont("bold", "Arial", 14), 4, 21):enableBold()
add(cc.Label:createWithSystemFont("under", "Arial", 14), 50, 21):enableUnderline()
add(cc.Label:createWithSystemFont("strike", "Arial", 14), 106, 21):enableStrikethrough()
add(cc.Label:createWithSystemFont("italic", "Arial", 14), 8, 2):enableItalics()
local config = {fontFilePath = MONO, fontSize = 14, outlineSize = 1}
add(cc.Label:createWithTTF(config, "config"), 96, 2)

cc.Director:getInstance():runWithScene(scene)
