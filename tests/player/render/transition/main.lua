-- One scene change through the transition named by the game argument (`-- fade`, `-- slide_in`, ...).
-- Scene A (blue, a sprite on the left) runs first; at its second frame it is replaced by scene B
-- (orange, the sprite on the right) through the transition, and the screenshot (frame 30 of 1/60 s)
-- catches it mid-way. Each duration puts frame 30 where the transition shows its shape.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local IMAGE = ASSETS .. "quadrants.png"
local director = cc.Director:getInstance()

local TRANSITIONS = {
    -- A, drawn off screen, fades away over B.
    cross_fade = function(b) return cc.TransitionCrossFade:create(1.0, b) end,
    -- White covers A on the way to B.
    fade = function(b) return cc.TransitionFade:create(1.6, b, cc.c3b(255, 255, 255)) end,
    -- A, cut into tiles, shrinks away from the bottom-left corner over B.
    fade_tr = function(b) return cc.TransitionFadeTR:create(0.8, b) end,
    -- Drawn as a 2D scale flip: A folds its width towards the middle.
    flip_x = function(b) return cc.TransitionFlipX:create(1.2, b, cc.TRANSITION_ORIENTATION_LEFT_OVER) end,
    -- B grows from the middle over A.
    progress_in_out = function(b) return cc.TransitionProgressInOut:create(1.0, b) end,
    -- A shows through a sector that closes from twelve o'clock.
    progress_radial_ccw = function(b) return cc.TransitionProgressRadialCCW:create(1.0, b) end,
    -- A shrinks towards its left third while B grows from its right third.
    shrink_grow = function(b) return cc.TransitionShrinkGrow:create(1.0, b) end,
    -- Both scenes slide left, B entering from the right.
    slide_in = function(b) return cc.TransitionSlideInR:create(1.0, b) end,
    -- A's three columns slide off up and down (nothing behind them).
    split_cols = function(b) return cc.TransitionSplitCols:create(1.4, b) end,
    -- Tiles of A turn off in a fixed shuffled order over B.
    turn_off_tiles = function(b) return cc.TransitionTurnOffTiles:create(1.0, b) end,
}
local transition = TRANSITIONS[arg[1]] or error("no transition named " .. tostring(arg[1]))

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
    director:replaceScene(transition(makeScene(cc.c4b(230, 150, 30, 255), 120)))
end, 0)
