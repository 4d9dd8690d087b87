-- A project in the layout `cocos new -l lua` makes (config.json, src/, res/), written for Kite's
-- tests: it starts the way such a main.lua does (search paths, config, the app's MVC classes) and
-- says when its first scene runs. src/cocos is not part of it; when a test links cocos's own
-- framework there (KITE_COCOS_SCRIPTS), it is loaded first, as a `cocos new` project does.
local fileUtils = cc.FileUtils:getInstance()
fileUtils:setPopupNotify(false)
fileUtils:addSearchPath("src/")
fileUtils:addSearchPath("res/")

require "config"
if fileUtils:isFileExist("cocos/init.lua") then
    require "cocos.init"
    print("cocos framework loaded: display.size " .. display.width .. "x" .. display.height)
end

local ok, message = xpcall(function()
    require("app.MyApp"):create():run()
end, debug.traceback)
if not ok then
    error(message, 0)
end
