-- user_default: cc.UserDefault saves in the player's save folder (kite.saveDirectory), and a
-- headless run refuses cc.Application:openURL.
local path = cc.UserDefault:getXMLFilePath()
print("in save folder=" .. tostring(path == kite.saveDirectory .. "/UserDefault.xml"))
local ud = cc.UserDefault:getInstance()
ud:setStringForKey("greeting", "hello from " .. kite.identity)
cc.UserDefault:destroyInstance()
print("read=" .. cc.UserDefault:getInstance():getStringForKey("greeting"))
local f = assert(io.open(path, "rb"))
print("on disk=" .. tostring(f:read("*a"):find("<greeting>hello from user_default</greeting>", 1, true) ~= nil))
f:close()
print("openURL=" .. tostring(cc.Application:getInstance():openURL("https://example.org")))
cc.Director:getInstance():runWithScene(cc.Scene:create())
