-- Label overflow, each label in an outlined box. Left, a system font wrapped in 70x20: CLAMP cuts
-- the lines at the box, SHRINK makes the font smaller until the lines fit, RESIZE_HEIGHT grows the
-- box to them. Right, a bitmap font in 56x20 without wrapping: NONE spills past the box, CLAMP
-- leaves out the letters whose middle is past it, SHRINK scales the font down; RESIZE_HEIGHT (which
-- wraps) grows the box to two lines.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/bmfont/"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(20, 50, 40, 255)))
local boxes = cc.DrawNode:create()
scene:addChild(boxes, 1)

local function place(label, overflow, x, y, width, wrap)
    label:setAnchorPoint(cc.p(0, 1))
    label:setDimensions(width, 20)
    label:enableWrap(wrap)
    label:setOverflow(overflow)
    label:setPosition(x, y)
    scene:addChild(label)
    local size = label:getContentSize()
    boxes:drawRect(cc.p(x, y - size.height), cc.p(x + size.width, y), cc.c4f(1, 1, 1, 0.6))
end

local TEXT = "long words wrap"
place(cc.Label:createWithSystemFont(TEXT, "Arial", 12), cc.LabelOverflow.CLAMP, 4, 116, 70, true)
place(cc.Label:createWithSystemFont(TEXT, "Arial", 12), cc.LabelOverflow.SHRINK, 4, 90, 70, true)
place(cc.Label:createWithSystemFont(TEXT, "Arial", 12), cc.LabelOverflow.RESIZE_HEIGHT, 4, 64, 70, true)

local FNT = ASSETS .. "font.fnt"
place(cc.Label:createWithBMFont(FNT, "KITE AV"), cc.LabelOverflow.NONE, 84, 116, 56, false)
place(cc.Label:createWithBMFont(FNT, "KITE AV"), cc.LabelOverflow.CLAMP, 84, 90, 56, false)
place(cc.Label:createWithBMFont(FNT, "KITE AV"), cc.LabelOverflow.SHRINK, 84, 64, 56, false)
place(cc.Label:createWithBMFont(FNT, "KITE AV"), cc.LabelOverflow.RESIZE_HEIGHT, 84, 38, 56, true)

cc.Director:getInstance():runWithScene(scene)
