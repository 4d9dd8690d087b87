-- Label: the default font (a system font name), text colour, node tint, alignment in a box,
-- several lines, and a TTF path.
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(20, 20, 60, 255)))
local function label(text, size, x, y)
    local l = cc.Label:createWithSystemFont(text, "Arial", size)
    l:setPosition(x, y)
    scene:addChild(l)
    return l
end
label("Kite", 24, 80, 100)
label("text colour", 12, 50, 75):setTextColor(cc.c4b(255, 200, 0, 255))
label("tinted", 12, 130, 75):setColor(cc.c3b(0, 255, 120))
local box = label("centred", 12, 80, 45)
box:setDimensions(150, 24)
box:setAlignment(cc.TEXT_ALIGNMENT_CENTER)
local right = label("right", 12, 80, 45)
right:setDimensions(150, 24)
right:setAlignment(cc.TEXT_ALIGNMENT_RIGHT, cc.VERTICAL_TEXT_ALIGNMENT_BOTTOM)
label("two\nlines", 10, 20, 15)
local ttf = cc.Label:createWithTTF("mono", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", 14)
ttf:setPosition(120, 15)
scene:addChild(ttf)
cc.Director:getInstance():runWithScene(scene)
