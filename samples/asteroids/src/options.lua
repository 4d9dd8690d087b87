-- options.lua -- the game arguments (after `--` on the kite command line).
--   demo        the game plays itself (also when the player runs --headless)
--   seed=N      seed of the game's own random numbers (default 1)
--   quit=N      at frame N print the FINAL line and end the run (for tests)

local options = {}

--- True when the player says it draws off-screen (kite --headless).
function options.isHeadless()
    local flag = kite.headless or kite.isHeadless
    if type(flag) == "function" then return flag() == true end
    return flag == true
end

function options.parse(argv)
    local o = {demo = false, seed = 1, quit = nil}
    local headless = options.isHeadless()
    for i = 1, #(argv or {}) do
        local a = argv[i]
        local key, value = a:match("^%-*(%w+)=(.*)$")
        if a == "demo" or a == "--demo" then
            o.demo = true
        elseif key == "seed" and tonumber(value) then
            o.seed = tonumber(value)
        elseif key == "quit" and tonumber(value) then
            o.quit = math.max(1, math.floor(tonumber(value)))
        else
            print(string.format("asteroids: ignoring the game argument '%s' (try: demo seed=N quit=N)", a))
        end
    end
    if headless then o.demo = true end
    return o
end

return options
