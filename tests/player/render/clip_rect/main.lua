-- cc.ClippingRectangleNode over a 160x120 design (arg[1]: a resolution policy, drawn into a frame
-- of another shape by the test): a striped field cut to a rectangle whose node is moved and scaled,
-- a nested rectangle inside it (the two intersect), and a disabled one that cuts nothing.
local policy = arg[1]
local director = cc.Director:getInstance()
if policy then director:getOpenGLView():setDesignResolutionSize(160, 120, cc.ResolutionPolicy[policy]) end
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(40, 40, 60, 255), 160, 120))
director:runWithScene(scene)

local function stripes(parent, w, h)
    for i = 0, w / 8 - 1 do
        local color = i % 2 == 0 and cc.c4b(230, 200, 40, 255) or cc.c4b(40, 160, 220, 255)
        local stripe = cc.LayerColor:create(color, 8, h)
        stripe:setPosition(i * 8, 0)
        parent:addChild(stripe)
    end
end

local clip = cc.ClippingRectangleNode:create(cc.rect(10, 10, 40, 30))
clip:setPosition(10, 50)
clip:setScale(1.5) -- the region's size scales with the node (its origin goes through the transform)
stripes(clip, 80, 60)
local nested = cc.ClippingRectangleNode:create()
nested:setClippingRegion(cc.rect(30, 0, 40, 20))
nested:addChild(cc.LayerColor:create(cc.c4b(255, 255, 255, 255), 80, 60))
clip:addChild(nested)
scene:addChild(clip)

local open = cc.ClippingRectangleNode:create(cc.rect(0, 0, 10, 10))
open:setClippingEnabled(false)
open:setPosition(110, 10)
stripes(open, 40, 30)
scene:addChild(open)
local r = clip:getClippingRegion()
print(string.format("region %g,%g %gx%g enabled %s %s", r.x, r.y, r.width, r.height,
                    tostring(clip:isClippingEnabled()), tostring(open:isClippingEnabled())))
