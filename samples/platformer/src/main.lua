-- main.lua -- Kite Runner, a side-scrolling platformer written the way a `cocos new -l lua` project
-- is (config.json, src/, res/). Run it with:
--   kite samples/platformer [-- demo seed=N quit=N nomusic play]

local fileUtils = cc.FileUtils:getInstance()
fileUtils:setPopupNotify(false)
fileUtils:addSearchPath("src/")
fileUtils:addSearchPath("res/")

require "config"
cc.disable_global()

local function main()
    require("app.MyApp"):create():run()
end

local ok, message = xpcall(main, debug.traceback)
if not ok then
    error(message, 0)
end
