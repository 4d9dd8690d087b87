-- The bunnymark's motion and clock, shared by its Kite and LÖVE games so that both do the same
-- work in Lua: every frame each bunny falls, bounces off the floor and the walls (pixels, y down,
-- as LÖVE draws; the Kite game turns y up when it places its sprites).
local bunnies = {}

local GRAVITY = 0.5
local BUNNY_WIDTH, BUNNY_HEIGHT = 26, 37

function bunnies.new(count, width, height)
    local list = {}
    for i = 1, count do
        list[i] = {
            x = math.random() * (width - BUNNY_WIDTH),
            y = math.random() * (height - BUNNY_HEIGHT),
            vx = math.random() * 10,
            vy = math.random() * 10 - 5,
        }
    end
    return list
end

function bunnies.step(list, width, height)
    local maxX, maxY = width - BUNNY_WIDTH, height - BUNNY_HEIGHT
    for i = 1, #list do
        local b = list[i]
        b.x = b.x + b.vx
        b.y = b.y + b.vy
        b.vy = b.vy + GRAVITY
        if b.x > maxX then
            b.vx, b.x = -b.vx, maxX
        elseif b.x < 0 then
            b.vx, b.x = -b.vx, 0
        end
        if b.y > maxY then
            b.vy, b.y = b.vy * -0.85, maxY
            if math.random() > 0.5 then b.vy = b.vy - math.random() * 6 end
        elseif b.y < 0 then
            b.vy, b.y = 0, 0
        end
    end
end

-- The arguments both games take: <count> [measured frames = 300] [warm-up frames = 60].
function bunnies.settings(args)
    return tonumber(args[1]) or 1000, tonumber(args[2]) or 300, tonumber(args[3]) or 60
end

-- Counts frames and times the measured ones on @now (a wall clock in seconds): returns true once
-- they are done, after printing the line scripts/bench reads.
function bunnies.clock(count, measured, warmup, now, engine)
    local frame, started = 0, nil
    return function()
        frame = frame + 1
        if frame == warmup then
            started = now()
        elseif frame == warmup + measured then
            local ms = (now() - started) * 1000 / measured
            print(string.format("bunnymark %s %d bunnies: %.3f ms/frame", engine, count, ms))
            io.stdout:flush()
            return true
        end
        return false
    end
end

return bunnies
