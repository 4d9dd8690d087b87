-- stress program seed=17403957989989554140 teardown=lua-first
-- Batch seed 4321 (LuaJIT), minimised: a scene pops the Director's last scene (from a callback of
-- an async load) while a transition runs; the transition's scheduled hand-over then asked the ending
-- Director to replace the scene (the transition now hands over only while the stack has scenes).
R("transit", 7, 11, 6, 0, 0)
R("step", 2)
R("loadAsync", 4, 4, function() R("upd", 8, -1, function() R("newAdd", 6, "MenuItemImage", 4, 4, 6) R("touch", "began", 15, 164, 0) R("touch", "cancelled", 230, 108, 1) end) R("popAny") R("custom") R("touch", "cancelled", 98, 56, 2) end)
R("step", 2)
