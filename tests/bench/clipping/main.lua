-- The cost of a full-screen cc.ClippingNode drawn headless (tests/bench/README.md, "Clipping"): a
-- 960x640 scene of 24 coloured layers and a DrawNode of 200 discs, shown through a stencil of a
-- big disc and a bar; each frame the content moves. SDL has no stencil buffer, so the stencil and
-- the content are drawn into two layers and combined on the CPU. Time it headless:
--   time build/<preset>/bin/kite --headless --frames 120 --size 960x640 tests/bench/clipping
-- against `-- plain` (the same stencil and content drawn under a plain Node) and `-- empty`.
local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
local mode = arg and arg[1]
if mode == "empty" then return end

local content = cc.Node:create()
for i = 0, 23 do
    local layer = cc.LayerColor:create(cc.c4b(40 + i * 9, 200 - i * 7, 90 + (i % 5) * 30, 255), 160, 160)
    layer:setPosition((i % 6) * 160, math.floor(i / 6) * 160)
    content:addChild(layer)
end
local dots = cc.DrawNode:create()
for i = 0, 199 do
    dots:drawSolidCircle(cc.p((i * 97) % 960, (i * 61) % 640), 12, 0, 16, 1, 1, cc.c4f(1, 1, 1, 0.8))
end
content:addChild(dots)

local stencil = cc.DrawNode:create()
stencil:drawSolidCircle(cc.p(480, 320), 300, 0, 64, 1, 1, cc.c4f(1, 1, 1, 1))
stencil:drawSolidRect(cc.p(0, 280), cc.p(960, 360), cc.c4f(1, 1, 1, 1))

local holder
if mode == "plain" then
    holder = cc.Node:create()
    holder:addChild(stencil)
else
    holder = cc.ClippingNode:create(stencil)
end
holder:addChild(content)
scene:addChild(holder)

local frame = 0
scene:scheduleUpdateWithPriorityLua(function()
    frame = frame + 1
    content:setPosition(frame % 40 - 20, (frame * 3) % 30 - 15)
end, 0)
