-- Text DejaVu has no glyphs for: a label with Chinese or Japanese in it (system font or TTF) is
-- drawn with the fallback font (scripts/deps installs WenQuanYi Zen Hei), its Latin letters too; a
-- label without ("plain") stays DejaVu; an outline and a wrapped box work the same way.
local MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(60, 30, 30, 255)))

-- Anchored at a corner on whole pixels: a window's renderer then copies the text texel for texel.
local function add(node, x, y)
    node:setAnchorPoint(cc.p(0, 0))
    node:setPosition(x, y)
    scene:addChild(node)
    return node
end

add(cc.Label:createWithSystemFont("Kite 风筝", "Arial", 20), 40, 90)
add(cc.Label:createWithTTF("日本語のテキスト", MONO, 14), 25, 64):setTextColor(cc.c4b(255, 220, 120, 255))
add(cc.Label:createWithSystemFont("你好", "Arial", 18), 14, 36):enableOutline(cc.c4b(0, 0, 255, 255), 2)
add(cc.Label:createWithSystemFont("plain", "Arial", 14), 100, 38)
add(cc.Label:createWithSystemFont("游戏开始了，祝你好运", "Arial", 14, cc.size(100, 0)), 30, 2)

cc.Director:getInstance():runWithScene(scene)
