local scene = cc.Director:getInstance():getRunningScene()
local mt = {}
mt.__tostring = function() error(setmetatable({}, mt)) end
scene:scheduleUpdateWithPriorityLua(function() error(setmetatable({}, mt)) end, 0)
local n = cc.Node:create()
scene:addChild(n)
n:registerScriptHandler(function() error(setmetatable({}, {__tostring = function() return {} end})) end)
cc.Director:getInstance():getScheduler():scheduleScriptFunc(function() error(nil) end, 0, false)
error(setmetatable({}, {__tostring = function() return 42 end}))
