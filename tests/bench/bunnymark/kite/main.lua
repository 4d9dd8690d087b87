-- The bunnymark in the cocos2d-x style: one cc.Sprite per bunny, moved with setPosition from a
-- scheduled Lua function. scripts/bench --bunnymark runs it (tests/bench/README.md).
local bunnies = require("bunnies")

local count, measured, warmup = bunnies.settings(arg)
local director = cc.Director:getInstance()
director:setAnimationInterval(1 / 10000) -- no pacing: each frame starts when the last one ends
local size = director:getWinSize()
local width, height = size.width, size.height

local scene = cc.Scene:create()
local list = bunnies.new(count, width, height)
for i = 1, count do
    local sprite = cc.Sprite:create("bunny.png")
    sprite:setAnchorPoint(cc.p(0, 1)) -- the top-left corner, where love.graphics.draw puts an image
    scene:addChild(sprite)
    list[i].sprite = sprite
end

local done = bunnies.clock(count, measured, warmup, kite.getTime, kite.headless and "kite-headless" or "kite")
director:getScheduler():scheduleScriptFunc(function()
    bunnies.step(list, width, height)
    for i = 1, count do
        local b = list[i]
        b.sprite:setPosition(b.x, height - b.y)
    end
    if done() then director:endToLua() end
end, 0, false)

director:runWithScene(scene)
