-- Bytecode reaches load() as a string, in reader pieces and through loadstring: all refused.
local dumped = string.dump(function() return cc.Node:create() end)
local i = 0
local f, err = load(function() i = i + 1; if i == 1 then return dumped:sub(1, 3) elseif i == 2 then return dumped:sub(4) end end)
assert(f == nil, err)
assert(loadstring(dumped) == nil)
if jit then assert(load(dumped) == nil) end
local g = assert(load(function() i = i + 1; if i == 3 then return "return cc.Node:create()" end end))
cc.Director:getInstance():getRunningScene():addChild(g())
