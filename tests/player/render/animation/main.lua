-- Animate on sheet frames, repeated forever, forward and reversed. `-- still` shows the frames the
-- animations must be on at the screenshot directly; the test compares the two pictures to the pixel.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local still = arg[1] == "still"
local DIR = ASSETS .. "sheet/"
local NAMES = {"plain.png", "trimmed.png", "turned.png", "turned_trimmed.png"}
local cache = cc.SpriteFrameCache:getInstance()
cache:addSpriteFrames(DIR .. "sheet2.plist")
local frames = {}
for i, name in ipairs(NAMES) do frames[i] = cache:getSpriteFrame(name) end
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(50, 50, 50, 255)))
-- The screenshot is 29 or 30 frames of 1/60 s in (0.48 to 0.5 s): clear of every frame change.
-- Delay 0.15: frame 4 of the first loop. Delay 0.11 (0.44 s a loop): frame 1 of the second loop;
-- reversed, frame 4 (the reversed first).
local cases = {{0.15, false, 4}, {0.11, false, 1}, {0.11, true, 4}}
for i, case in ipairs(cases) do
    local delay, reversed, expected = case[1], case[2], case[3]
    local sprite = cc.Sprite:createWithSpriteFrame(frames[reversed and 1 or 2])
    sprite:setPosition(30 + (i - 1) * 50, 60)
    scene:addChild(sprite)
    if still then
        sprite:setSpriteFrame(frames[expected])
    else
        local animate = cc.Animate:create(cc.Animation:createWithSpriteFrames(frames, delay))
        sprite:runAction(cc.RepeatForever:create(reversed and animate:reverse() or animate))
    end
end
cc.Director:getInstance():runWithScene(scene)
