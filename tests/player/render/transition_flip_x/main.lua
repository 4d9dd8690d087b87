-- TransitionFlipX drawn as a 2D scale flip: scene A folds its width towards the middle.
-- Scene A (blue, a sprite on the left) runs first; at its second frame it is replaced through
-- the transition, and the screenshot (frame 30 of 1/60 s) catches it about 0.47 s in.
local IMAGE = "../../assets/quadrants.png"
local director = cc.Director:getInstance()

local function makeScene(color, x)
    local scene = cc.Scene:create()
    scene:addChild(cc.LayerColor:create(color))
    local sprite = cc.Sprite:create(IMAGE)
    sprite:setScale(1.5)
    sprite:setPosition(x, 60)
    scene:addChild(sprite)
    return scene
end

local a = makeScene(cc.c4b(40, 60, 200, 255), 40)
director:runWithScene(a)
a:performWithDelay(function()
    local b = makeScene(cc.c4b(230, 150, 30, 255), 120)
    director:replaceScene(cc.TransitionFlipX:create(1.2, b, cc.TRANSITION_ORIENTATION_LEFT_OVER))
end, 0)
