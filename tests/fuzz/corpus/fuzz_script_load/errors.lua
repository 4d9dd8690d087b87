local scene = cc.Director:getInstance():getRunningScene()
local ok, err = pcall(function() scene:addChild(5) end)
local dead = cc.Node:create()
pcall(function() return cc.Node:getTag() end)
local t = setmetatable({}, {__index = function(t, k) return t[k] end})
pcall(function() return t.x end)
local co = coroutine.wrap(function() local n = cc.Node:create(); coroutine.yield(n); n:setTag(3) end)
co()
while true do end
