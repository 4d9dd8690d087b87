-- ProgressTimer: quadrants.png (32x32: red top-left with a black corner mark, green top-right, blue
-- bottom-left, white bottom-right) shown in part. Top row, radial: 25%, 60%, 90% reversed, 40% about
-- the midpoint (0.25, 0.75). Middle row, bars: 50% growing right from the left edge, 70% growing up
-- from the bottom, 50% in both axes from the middle, 40% reversed (what lies outside the bar).
-- Bottom row: ProgressTo 0 -> 100 over 1 s (half way at the screenshot, frame 30 of 1/60 s), the
-- reverse of a ProgressFromTo 0 -> 100 (so 100 -> 0), and a yellow, half-transparent timer at 75%.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local IMAGE = ASSETS .. "quadrants.png"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(50, 50, 50, 255)))

local function timer(x, y, kind, percent)
    local t = cc.ProgressTimer:create(cc.Sprite:create(IMAGE))
    t:setType(kind)
    t:setPercentage(percent)
    t:setPosition(x, y)
    scene:addChild(t)
    return t
end
local RADIAL, BAR = cc.PROGRESS_TIMER_TYPE_RADIAL, cc.PROGRESS_TIMER_TYPE_BAR

timer(22, 98, RADIAL, 25)
timer(60, 98, RADIAL, 60)
timer(98, 98, RADIAL, 90):setReverseDirection(true)
timer(136, 98, RADIAL, 40):setMidpoint(cc.p(0.25, 0.75))

local right = timer(22, 60, BAR, 50)
right:setMidpoint(cc.p(0, 0.5))
right:setBarChangeRate(cc.p(1, 0))
local up = timer(60, 60, BAR, 70)
up:setMidpoint(cc.p(0.5, 0))
up:setBarChangeRate(cc.p(0, 1))
timer(98, 60, BAR, 50)
local outside = timer(136, 60, BAR, 40)
outside:setMidpoint(cc.p(0, 0.5))
outside:setBarChangeRate(cc.p(1, 0))
outside:setReverseDirection(true)

timer(22, 22, RADIAL, 0):runAction(cc.ProgressTo:create(1, 100))
local fromTo = cc.ProgressFromTo:create(1, 0, 100)
timer(60, 22, RADIAL, 0):runAction(fromTo:reverse())
local tinted = timer(98, 22, RADIAL, 75)
tinted:setColor(cc.c3b(255, 255, 0))
tinted:setOpacity(128)
cc.Director:getInstance():runWithScene(scene)
