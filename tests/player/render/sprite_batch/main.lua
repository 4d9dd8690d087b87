-- Sprites batched by texture (issue 24): runs of sprites from one sheet, broken by a sprite of another
-- image, a colour layer, a label and an additive blend, overlapping so that a wrong order shows;
-- frames turned, flipped, scaled, tinted and faded; and sprites wholly or partly outside the view,
-- which are skipped or cut. A window draws it through OpenGL in batches, headless draws it sprite by
-- sprite: the pictures must agree.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/"
local cache = cc.SpriteFrameCache:getInstance()
cache:addSpriteFrames(ASSETS .. "sheet/sheet3.plist")
local NAMES = {"plain.png", "trimmed.png", "turned.png", "turned_trimmed.png"}

local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(30, 30, 60, 255)))
local function frame(i, x, y)
    local s = cc.Sprite:createWithSpriteFrameName(NAMES[(i - 1) % #NAMES + 1])
    s:setPosition(x, y)
    scene:addChild(s)
    return s
end
-- A run from the sheet, each overlapping the last.
for i = 1, 6 do frame(i, 14 + i * 12, 96) end
-- Another image between two of the sheet's, over both.
frame(1, 30, 60)
local other = cc.Sprite:create(ASSETS .. "quadrants.png")
other:setPosition(42, 60)
other:setScale(0.5)
scene:addChild(other)
frame(2, 54, 60)
-- A colour layer and a label in the middle of a run.
frame(3, 90, 60)
local band = cc.LayerColor:create(cc.c4b(200, 60, 60, 160), 40, 10)
band:setPosition(80, 55)
scene:addChild(band)
frame(4, 110, 60)
local label = cc.Label:createWithSystemFont("batch", "sans", 12)
label:setPosition(120, 40)
scene:addChild(label)
frame(1, 130, 44)
-- Additive sprites between alpha ones: another blend mode, another batch.
frame(2, 20, 22)
local glow = frame(3, 32, 22)
glow:setBlendFunc(gl.SRC_ALPHA, gl.ONE)
frame(4, 44, 22)
-- Turned, flipped, scaled, tinted, faded.
local turned = frame(1, 70, 20)
turned:setRotation(30)
local flipped = frame(2, 88, 20)
flipped:setFlippedX(true)
flipped:setScale(1.5, 0.75)
local tinted = frame(3, 104, 20)
tinted:setColor(cc.c3b(255, 120, 0))
local faded = frame(4, 118, 20)
faded:setOpacity(120)
-- Outside the view: wholly (skipped) and partly (cut at the edge).
frame(1, -40, 60)
frame(2, 200, 60)
frame(3, 80, 160)
frame(4, 156, 100)
frame(1, 2, 116)
cc.Director:getInstance():runWithScene(scene)
if arg[1] == "print-renderer" then print("renderer " .. kite.renderer) end
