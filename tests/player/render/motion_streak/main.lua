-- MotionStreak: ribbons behind moving nodes, caught at frame 30 of 1/60 s.
-- Top: a 10-wide streak of quadrants.png (its columns across the ribbon, its rows along it) fading over
-- 0.4 s behind a node moved along a Catmull-Rom curve. Middle: a disc.png streak,
-- tinted yellow, additive, recomputed every update (fast mode off), behind a zigzag. Bottom: a streak
-- that was reset half way, so only the last half second shows, and a still one with no points yet.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(30, 30, 60, 255)))

local curve = cc.MotionStreak:create(0.4, -1, 10, cc.c3b(255, 255, 255), ASSETS .. "quadrants.png")
curve:setPosition(10, 100)
scene:addChild(curve)
curve:runAction(cc.CatmullRomTo:create(0.5, {cc.p(10, 100), cc.p(60, 115), cc.p(100, 85), cc.p(150, 105)}))

local zigzag = cc.MotionStreak:create(1, 2, 6, cc.c3b(255, 255, 255), ASSETS .. "disc.png")
zigzag:setFastMode(false)
zigzag:setBlendFunc(gl.SRC_ALPHA, gl.ONE)
zigzag:tintWithColor(cc.c3b(255, 255, 0))
zigzag:setPosition(10, 50)
scene:addChild(zigzag)
zigzag:runAction(cc.Sequence:create(cc.MoveBy:create(0.15, cc.p(40, 20)), cc.MoveBy:create(0.15, cc.p(40, -20)),
                                    cc.MoveBy:create(0.15, cc.p(40, 20))))

local cut = cc.MotionStreak:create(2, 1, 4, cc.c3b(0, 255, 255), ASSETS .. "quadrants.png")
cut:setPosition(10, 15)
scene:addChild(cut)
cut:runAction(cc.Sequence:create(cc.MoveBy:create(0.25, cc.p(70, 0)), cc.CallFunc:create(function() cut:reset() end),
                                 cc.MoveBy:create(0.25, cc.p(70, 0))))
local still = cc.MotionStreak:create(1, 1, 8, cc.c3b(255, 0, 0), ASSETS .. "quadrants.png")
scene:addChild(still) -- never given a position: nothing to draw
assert(not still:isStartingPositionInitialized())
cc.Director:getInstance():runWithScene(scene)
