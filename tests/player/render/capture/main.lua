-- Partly transparent content drawn through a capture must look as it does drawn directly.
-- The scene has no background: a sprite at half opacity, a half-transparent LayerColor, a sprite
-- whose PNG has soft alpha, and a half-transparent sprite over an opaque one. `-- direct` shows it
-- as the running scene; `-- captured` shows it as the out scene of a cross fade so long that at
-- the screenshot (frame 10) it is drawn, captured, at opacity 254 over an empty in scene: blended,
-- as every capture is below full opacity, yet within a level or two of the direct drawing.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local IMAGE = ASSETS .. "quadrants.png"
local director = cc.Director:getInstance()

local function makeScene()
    local scene = cc.Scene:create()
    local layer = cc.LayerColor:create(cc.c4b(200, 40, 40, 128), 60, 40)
    layer:setPosition(90, 70)
    scene:addChild(layer)
    local half = cc.Sprite:create(IMAGE)
    half:setScale(1.5)
    half:setPosition(40, 80)
    half:setOpacity(128)
    scene:addChild(half)
    local disc = cc.Sprite:create(ASSETS .. "disc.png")
    disc:setPosition(40, 30)
    scene:addChild(disc)
    local under = cc.Sprite:create(IMAGE)
    under:setPosition(110, 30)
    scene:addChild(under)
    local over = cc.Sprite:create(IMAGE)
    over:setPosition(122, 38)
    over:setOpacity(100)
    over:setColor(cc.c3b(255, 255, 0))
    scene:addChild(over)
    return scene
end

local mode = arg[1] or "direct"
local scene = makeScene()
director:runWithScene(scene)
if mode == "captured" then
    scene:performWithDelay(function()
        director:replaceScene(cc.TransitionCrossFade:create(40, cc.Scene:create()))
    end, 0)
elseif mode ~= "direct" then
    error("no mode named " .. mode)
end
