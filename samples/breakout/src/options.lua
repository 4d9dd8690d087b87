-- src/options.lua -- the game arguments (`kite samples/breakout -- demo seed=7 quit=3000`).
--
--   demo        the game plays itself (also in a headless run: kite --headless sets kite.headless)
--   play        a person plays, even headless (for replayed input: kite --headless --replay FILE)
--   seed=N      seeds the game's random numbers (default 1): the same seed, the same game
--   quit=N      at frame N print the FINAL line and end the run (for tests)
--   level=N     start at level N (1-based)
--   lives=N     start with N lives
--   census      print the Ref and handler census at every game start (demo and quit= runs do anyway)
--   nomusic     no music loop, only the effects (the sound tests listen for them in the silence)

local options = {demo = false, seed = 1, quit = nil, level = 1, lives = nil, census = false, nomusic = false}

local function headlessPlayer()
    local k = rawget(_G, "kite")
    if type(k) ~= "table" then return false end
    local h = rawget(k, "headless")
    if type(h) == "function" then return h() and true or false end
    return h == true
end

function options.parse(args)
    options.demo = headlessPlayer()
    if type(args) ~= "table" then return options end
    for i = 1, #args do
        local a = tostring(args[i])
        local key, value = a:match("^%-*([%a_]+)=(.*)$")
        if not key then key = a:match("^%-*([%a_]+)$") end
        if key == "demo" then
            options.demo = true
        elseif key == "play" then
            options.demo = false
        elseif key == "census" then
            options.census = true
        elseif key == "nomusic" then
            options.nomusic = true
        elseif key == "seed" or key == "quit" or key == "level" or key == "lives" then
            local n = tonumber(value)
            if not n then error(string.format("game argument %s needs a number: %s=N", key, key), 0) end
            options[key] = math.floor(n)
        else
            print(string.format("breakout: ignoring unknown game argument '%s'", a))
        end
    end
    if options.quit or options.demo then options.census = true end
    return options
end

return options
