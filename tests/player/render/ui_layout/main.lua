-- ccui layouts over a 160x120 design: a VBox (solid background) whose boxes have margins and each
-- gravity, an HBox (gradient background) likewise, and a clipping RelativeBox with a box at each
-- parent align and one beside a named sibling, one box sticking out (cut at the edge).
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(30, 30, 40, 255), 160, 120))
director:runWithScene(scene)

local function swatch(w, h, color)
    local b = ccui.Layout:create()
    b:setContentSize(cc.size(w, h))
    b:setBackGroundColorType(ccui.LayoutBackGroundColorType.solid)
    b:setBackGroundColor(color)
    return b
end
local function linear(gravity, l, t, r, bottom)
    local p = ccui.LinearLayoutParameter:create()
    p:setGravity(gravity)
    p:setMargin({left = l, top = t, right = r, bottom = bottom})
    return p
end

local vbox = ccui.VBox:create(cc.size(48, 110))
vbox:setPosition(4, 5)
vbox:setBackGroundColorType(ccui.LayoutBackGroundColorType.solid)
vbox:setBackGroundColor(cc.c3b(70, 70, 90))
for i, spec in ipairs({{ccui.LinearGravity.left, cc.c3b(230, 80, 80)},
                       {ccui.LinearGravity.centerHorizontal, cc.c3b(80, 200, 90)},
                       {ccui.LinearGravity.right, cc.c3b(80, 120, 230)}}) do
    local s = swatch(20, 24, spec[2])
    s:setLayoutParameter(linear(spec[1], 2, i == 1 and 4 or 8, 2, 0))
    vbox:addChild(s)
end
scene:addChild(vbox)

local hbox = ccui.HBox:create(cc.size(100, 40))
hbox:setPosition(56, 75)
hbox:setBackGroundColorType(ccui.LayoutBackGroundColorType.gradient)
hbox:setBackGroundColor(cc.c3b(120, 40, 120), cc.c3b(40, 40, 120))
for _, spec in ipairs({{ccui.LinearGravity.top, cc.c3b(240, 200, 60)},
                       {ccui.LinearGravity.centerVertical, cc.c3b(60, 220, 220)},
                       {ccui.LinearGravity.bottom, cc.c3b(240, 240, 240)}}) do
    local s = swatch(22, 16, spec[2])
    s:setLayoutParameter(linear(spec[1], 6, 3, 4, 3))
    hbox:addChild(s)
end
scene:addChild(hbox)

local rbox = ccui.RelativeBox:create(cc.size(100, 64))
rbox:setPosition(56, 6)
rbox:setBackGroundColorType(ccui.LayoutBackGroundColorType.solid)
rbox:setBackGroundColor(cc.c3b(60, 90, 60))
rbox:setClippingEnabled(true)
local function relative(align, name, to, margin)
    local p = ccui.RelativeLayoutParameter:create()
    p:setAlign(align)
    if name then p:setRelativeName(name) end
    if to then p:setRelativeToWidgetName(to) end
    p:setMargin(margin or {left = 0, top = 0, right = 0, bottom = 0})
    return p
end
local centre = swatch(20, 20, cc.c3b(250, 250, 250))
centre:setLayoutParameter(relative(ccui.RelativeAlign.centerInParent, "centre"))
rbox:addChild(centre)
local corner = swatch(14, 14, cc.c3b(230, 80, 80))
corner:setLayoutParameter(relative(ccui.RelativeAlign.alignParentTopLeft, nil, nil, {left = 3, top = 3, right = 0, bottom = 0}))
rbox:addChild(corner)
local beside = swatch(12, 12, cc.c3b(80, 120, 230))
beside:setLayoutParameter(relative(ccui.RelativeAlign.locationRightOfCenter, nil, "centre", {left = 4, top = 0, right = 0, bottom = 0}))
rbox:addChild(beside)
local below = swatch(30, 12, cc.c3b(240, 200, 60))
below:setLayoutParameter(relative(ccui.RelativeAlign.locationBelowCenter, nil, "centre", {left = 0, top = 4, right = 0, bottom = 0}))
rbox:addChild(below)
local outside = swatch(30, 30, cc.c3b(200, 80, 200)) -- half of it past the right bottom corner: cut
outside:setLayoutParameter(relative(ccui.RelativeAlign.alignParentRightBottom, nil, nil, {left = 0, top = 0, right = -15, bottom = -15}))
rbox:addChild(outside)
scene:addChild(rbox)
