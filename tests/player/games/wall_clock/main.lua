-- kite.getTime: a wall clock that runs on while Lua works, whatever the fixed step, and never goes back.
local first = kite.getTime()
print("getTime is a " .. type(first))
local now = first
local giveUp = os.clock() + 5
repeat
    now = kite.getTime()
until now - first >= 0.02 or os.clock() > giveUp
print(now - first >= 0.02 and "it runs on while Lua works" or "it stood still for 5 s of work")

local last, frames, backwards = now, 0, 0
cc.Director:getInstance():getScheduler():scheduleScriptFunc(function()
    local t = kite.getTime()
    if t < last then backwards = backwards + 1 end
    last, frames = t, frames + 1
    if frames == 5 then print("frames 5, backwards " .. backwards) end
end, 0, false)
