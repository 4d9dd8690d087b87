-- cc.ClippingNode, one per quarter of a 160x120 scene over a grey field:
--   top-left: a gradient shown through a DrawNode disc, with a nested clipping node inside whose
--     stencil is a bar: its white layer shows only where the disc and the bar overlap;
--   top-right: inverted: an orange layer with a square hole where the stencil draws;
--   bottom-left: alpha threshold 0.5 with a soft-edged sprite stencil: only its solid middle;
--   bottom-right: the same sprite stencil at threshold 1 (the default): its whole quad.
-- arg[1]: a resolution policy (the test draws the design into a frame of another shape).
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/"
local director = cc.Director:getInstance()
if arg[1] then director:getOpenGLView():setDesignResolutionSize(160, 120, cc.ResolutionPolicy[arg[1]]) end
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(90, 90, 90, 255), 160, 120))
director:runWithScene(scene)

local function disc(radius)
    local stencil = cc.DrawNode:create()
    stencil:drawSolidCircle(cc.p(0, 0), radius, 0, 32, 1, 1, cc.c4f(1, 1, 1, 1))
    return stencil
end

-- top-left
local normal = cc.ClippingNode:create(disc(24))
normal:setPosition(40, 90)
local gradient = cc.LayerGradient:create(cc.c4b(255, 0, 0, 255), cc.c4b(0, 0, 255, 255))
gradient:setContentSize(cc.size(70, 56))
gradient:setPosition(-35, -28)
normal:addChild(gradient)
local bar = cc.DrawNode:create()
bar:drawSolidRect(cc.p(-40, -4), cc.p(40, 4), cc.c4f(1, 1, 1, 1))
local inner = cc.ClippingNode:create(bar)
inner:addChild(cc.LayerColor:create(cc.c4b(255, 255, 255, 255), 60, 20))
inner:setPosition(-30, -6)
normal:addChild(inner)
scene:addChild(normal)

-- top-right
local square = cc.DrawNode:create()
square:drawSolidRect(cc.p(-10, -10), cc.p(10, 10), cc.c4f(1, 1, 1, 1))
local inverted = cc.ClippingNode:create()
inverted:setStencil(square)
inverted:setInverted(true)
inverted:setPosition(120, 90)
local orange = cc.LayerColor:create(cc.c4b(240, 150, 30, 255), 60, 44)
orange:setPosition(-30, -22)
inverted:addChild(orange)
scene:addChild(inverted)

-- bottom: a soft disc sprite as the stencil, quadrants as the content
local function spriteClip(x, threshold)
    local stencil = cc.Sprite:create(ASSETS .. "disc.png")
    stencil:setScale(2.5)
    local clip = cc.ClippingNode:create(stencil)
    clip:setAlphaThreshold(threshold)
    clip:setPosition(x, 30)
    local content = cc.Sprite:create(ASSETS .. "quadrants.png")
    content:setScale(2)
    clip:addChild(content)
    scene:addChild(clip)
    return clip
end
local soft = spriteClip(40, 0.5)
local whole = spriteClip(120, 1)
print("threshold " .. soft:getAlphaThreshold() .. " " .. whole:getAlphaThreshold() .. ", inverted " ..
          tostring(inverted:isInverted()) .. ", content " .. tostring(normal:hasContent()) .. " " ..
          tostring(cc.ClippingNode:create():hasContent()))
