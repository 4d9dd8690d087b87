-- The bunnymark in LÖVE's own style: a table per bunny, each drawn with love.graphics.draw every
-- frame (LÖVE batches consecutive draws of one image). scripts/bench --bunnymark runs it.
local bunnies = require("bunnies")

local count, measured, warmup, list, image, done
local width, height

function love.load(args)
    count, measured, warmup = bunnies.settings(args)
    width, height = love.graphics.getDimensions()
    image = love.graphics.newImage("bunny.png")
    list = bunnies.new(count, width, height)
    done = bunnies.clock(count, measured, warmup, love.timer.getTime, "love")
end

function love.update()
    bunnies.step(list, width, height)
    if done() then love.event.quit() end
end

function love.draw()
    for i = 1, count do
        local b = list[i]
        love.graphics.draw(image, b.x, b.y)
    end
end
