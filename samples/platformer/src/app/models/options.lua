-- options.lua -- the game arguments (after `--` on the kite command line).
--   demo        the game plays itself (it also does in a headless run: kite --headless)
--   play        a person plays, even headless (for replayed input: kite --headless --replay FILE)
--   seed=N      seed of the game's own random numbers (default: kite --seed, else 1)
--   quit=N      at frame N print the FINAL line and end the run (default in a headless run with
--               --frames F: F - 2, so that the run ends with the FINAL line and the census)
--   nomusic     no music loop, only the effects (the sound tests listen for them in the silence)

local options = {}

--- True when the player says it draws off-screen (kite --headless sets kite.headless).
function options.isHeadless()
    local flag = rawget(kite, "headless")
    if type(flag) == "function" then return flag() == true end
    return flag == true
end

function options.parse(argv)
    local headless = options.isHeadless()
    local o = {demo = headless, seed = tonumber(rawget(kite, "seed")) or 1, quit = nil}
    local play = false
    for i = 1, #(argv or {}) do
        local a = tostring(argv[i])
        local key, value = a:match("^%-*(%w+)=(.*)$")
        if a == "demo" or a == "--demo" then
            o.demo = true
        elseif a == "play" or a == "--play" then
            play = true
        elseif a == "nomusic" or a == "--nomusic" then
            o.nomusic = true
        elseif key == "seed" and tonumber(value) then
            o.seed = math.floor(tonumber(value))
        elseif key == "quit" and tonumber(value) then
            o.quit = math.max(1, math.floor(tonumber(value)))
        else
            print(string.format("platformer: ignoring the game argument '%s' (try: demo play seed=N quit=N nomusic)", a))
        end
    end
    if play then o.demo = false end
    local frames = tonumber(rawget(kite, "frames"))
    if headless and not o.quit and frames and frames > 2 then o.quit = frames - 2 end
    return o
end

return options
