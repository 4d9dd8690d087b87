-- userdefault_spec.lua -- cc.UserDefault as cocos2d-x 3.17 Lua games use it: settings and scores
-- with defaults, saved at every set, read back after destroyInstance(); a corrupt file is set aside
-- and reported, never overwritten. The harness points UserDefault at this spec's own empty folder
-- (kite.test.workDir()), so every file read here was written by this run.

local ud = cc.UserDefault:getInstance()
checkeq(tolua.type(ud), "cc.UserDefault")
checkeq(rawequal(ud, cc.UserDefault:getInstance()), true, "one instance")
local path = cc.UserDefault:getXMLFilePath()
checkeq(path, kite.test.workDir() .. "/UserDefault.xml")
checkeq(cc.UserDefault:isXMLFileExist(), true, "getInstance makes the file, as in cocos")

local function fileText()
    local f = assert(io.open(path, "rb"))
    local text = f:read("*a")
    f:close()
    return text
end

-- defaults, with and without the second argument
checkeq(ud:getBoolForKey("music"), false)
checkeq(ud:getBoolForKey("music", true), true)
checkeq(ud:getIntegerForKey("best"), 0)
checkeq(ud:getIntegerForKey("best", 5), 5)
checkeq(ud:getFloatForKey("volume"), 0)
checkeq(ud:getFloatForKey("volume", 0.75), 0.75)
checkeq(ud:getDoubleForKey("time"), 0)
checkeq(ud:getDoubleForKey("time", 2.5), 2.5)
checkeq(ud:getStringForKey("name"), "")
checkeq(ud:getStringForKey("name", "Player"), "Player")

-- sets return the instance (cocos's generated bindings do) and reach the disk at once
checkeq(ud:setIntegerForKey("best", 1200), ud)
ud:setBoolForKey("music", true):setFloatForKey("volume", 0.5)
ud:setDoubleForKey("time", 0.1)
ud:setStringForKey("name", "Ada & <Bo>")
ud:setStringForKey("player name", "a key that is no XML name")
ud:setIntegerForKey("truncated", 3.7)
local text = fileText()
checkeq(text:find("<best>1200</best>", 1, true) ~= nil, true, text)
checkeq(text:find("<music>true</music>", 1, true) ~= nil, true, text)
checkeq(text:find("<name>Ada &amp; &lt;Bo&gt;</name>", 1, true) ~= nil, true, text)
checkeq(ud:flush(), ud)

-- a new instance reads the file
cc.UserDefault:destroyInstance()
checkerr("invalid 'self'", ud.getIntegerForKey, ud, "best")
ud = cc.UserDefault:getInstance()
checkeq(ud:getIntegerForKey("best"), 1200)
checkeq(ud:getIntegerForKey("best", 7), 1200)
checkeq(ud:getBoolForKey("music"), true)
checkeq(ud:getFloatForKey("volume"), 0.5)
checkeq(ud:getDoubleForKey("time"), 0.1)
checkeq(ud:getStringForKey("name"), "Ada & <Bo>")
checkeq(ud:getStringForKey("player name"), "a key that is no XML name")
checkeq(ud:getIntegerForKey("truncated"), 3)
-- cocos's conversions between types
checkeq(ud:getStringForKey("best"), "1200")
checkeq(ud:getIntegerForKey("name", 9), 0, "a value that is no number reads as 0")
checkeq(ud:getBoolForKey("best", true), false, "only 'true' is true")

-- delete
ud:deleteValueForKey("best")
checkeq(ud:getIntegerForKey("best", -1), -1)
checkeq(fileText():find("<best>", 1, true), nil)
ud:deleteValueForKey("never set")

-- wrong arguments are Lua errors naming the method
checkerr("cc.UserDefault:setIntegerForKey", ud.setIntegerForKey, ud, "k", {})
checkerr("cc.UserDefault:getStringForKey", ud.getStringForKey, ud)
checkeq(#kite.test.takeLogs(), 0)

-- a corrupt file: set aside byte for byte, reported naming it, the game goes on with defaults
cc.UserDefault:destroyInstance()
local garbage = "\0\1\2 this is not XML \255"
local f = assert(io.open(path, "wb"))
f:write(garbage)
f:close()
ud = cc.UserDefault:getInstance()
checkeq(ud:getStringForKey("name", "fresh"), "fresh")
local logs = kite.test.takeLogs()
checkeq(#logs, 1)
checkeq(logs[1]:find("[error] UserDefault: " .. path .. ": not XML", 1, true), 1, logs[1])
checkeq(logs[1]:find("it was moved to " .. path .. ".corrupt-1", 1, true) ~= nil, true, logs[1])
local aside = assert(io.open(path .. ".corrupt-1", "rb"))
checkeq(aside:read("*a"), garbage)
aside:close()
ud:setStringForKey("name", "again")
cc.UserDefault:destroyInstance()
checkeq(cc.UserDefault:getInstance():getStringForKey("name"), "again", "the fresh file is valid")
checkeq(cc.UserDefault:destroyInstance(), cc.UserDefault, "a static method returns its class")
checkeq(cc.UserDefault:destroyInstance(), cc.UserDefault, "twice is harmless")
