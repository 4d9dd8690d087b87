-- An error while running main.lua: fatal (exit 1 headless) with a traceback.
local function explode()
    error("boom")
end
explode()
