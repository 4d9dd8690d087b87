-- lifetime_spec.lua -- what a script sees of engine object lifetimes (issue: tolua_fix and the Lua engine).

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)

-- A node created and not added anywhere dies at the end of the frame.
local n = cc.Node:create()
checkeq(tolua.isnull(n), false)
checkeq(tolua.type(n), "cc.Node")
n.hp = 10
kite.test.step(1)
checkeq(tolua.isnull(n), true, "an unowned node is gone after the frame")
checkeq(n.hp, nil, "its peer went with it")
checkerr("invalid 'self' in function 'cc.Node:getPosition'", function() n:getPosition() end)
checkerr("lifetime_spec.lua:%d+: invalid 'self' in function 'cc.Node:setPosition'", function() n:setPosition(1, 2) end)

-- retain keeps it across frames, release ends it.
local kept = cc.Node:create()
kept:retain()
kept.tag = "kept"
kite.test.step(2)
checkeq(tolua.isnull(kept), false)
checkeq(kept.tag, "kept")
checkeq(kept:getReferenceCount(), 1)
kept:release()
checkeq(tolua.isnull(kept), true)

-- Peers survive while the object lives, also when it is fetched again through the graph.
local child = cc.Sprite:create()
child.name = "sprite peer"
scene:addChild(child, 0, 42)
child = nil
collectgarbage("collect")
kite.test.step(1)
local again = scene:getChildByTag(42)
checkeq(tolua.type(again), "cc.Sprite", "fetched through a cc.Node API it is still a cc.Sprite")
checkeq(again.name, "sprite peer")
again:removeFromParent()
checkeq(tolua.isnull(again), true, "removed from its only owner, it is destroyed at once")
checkeq(again.name, nil)

-- collectgarbage never deletes a live C++ object.
local holder = cc.Node:create()
scene:addChild(holder)
for i = 1, 10 do holder:addChild(cc.Node:create(), i, i) end
collectgarbage("collect")
kite.test.step(1)
collectgarbage("collect")
checkeq(holder:getChildrenCount(), 10)
local children = holder:getChildren()
checkeq(#children, 10)
for i, c in ipairs(children) do checkeq(c:getTag(), i) end
holder:removeFromParent()
for _, c in ipairs(children) do checkeq(tolua.isnull(c), true) end

-- A scheduled function that unschedules itself, one that removes its node, one that errors.
local scheduler = director:getScheduler()
local counts = {self = 0, remover = 0, bad = 0, other = 0}
local selfId
selfId = scheduler:scheduleScriptFunc(function(dt)
    counts.self = counts.self + 1
    scheduler:unscheduleScriptEntry(selfId)
end, 0, false)
local victim = cc.Node:create()
scene:addChild(victim)
local removerId
removerId = scheduler:scheduleScriptFunc(function()
    counts.remover = counts.remover + 1
    if not tolua.isnull(victim) then victim:removeFromParent() end
end, 0, false)
local badId = scheduler:scheduleScriptFunc(function()
    counts.bad = counts.bad + 1
    if counts.bad == 1 then error("deliberate") end
end, 0, false)
local otherId = scheduler:scheduleScriptFunc(function() counts.other = counts.other + 1 end, 0, false)
kite.test.step(3)
local reported = kite.test.takeErrors()
checkeq(#reported, 1, "the error was reported once")
assert(reported[1]:find("lifetime_spec.lua:%d+: deliberate"), reported[1])
checkeq(counts.self, 1, "unscheduled itself after one call")
checkeq(counts.remover, 3)
checkeq(tolua.isnull(victim), true)
checkeq(counts.bad, 3, "an erroring callback keeps being called, the frame goes on")
checkeq(counts.other, 3, "other callbacks still run")
for _, id in ipairs({removerId, badId, otherId}) do scheduler:unscheduleScriptEntry(id) end
checkeq(scheduler:getScriptEntryCount(), 0)

-- Script entries owned by a node stop with it.
local owner = cc.Node:create()
scene:addChild(owner)
local ownedCalls = 0
scheduler:scheduleScriptFunc(function() ownedCalls = ownedCalls + 1 end, 0, false, owner)
kite.test.step(1)
owner:removeFromParent()
kite.test.step(2)
checkeq(ownedCalls, 1, "the owner is gone: the entry stopped")
checkeq(scheduler:getScriptEntryCount(), 0)

-- Handlers are freed when their node dies.
local before = kite.liveHandlers()
local withHandler = cc.Node:create()
withHandler:registerScriptHandler(function(event) end)
withHandler:registerScriptHandler(function(event) end) -- replaces and frees the first
checkeq(kite.liveHandlers(), before + 1)
kite.test.step(1)
checkeq(kite.liveHandlers(), before, "freed with the node")

-- release() must match a retain() from Lua: the engine's own references are not the script's to drop
local owned = cc.Node:create()
local parentNode = cc.Node:create()
parentNode:addChild(owned)
scene:addChild(parentNode)
checkerr("lifetime_spec.lua:%d+: cc.Ref:release: release%(%) without a matching retain%(%) from Lua", function() owned:release() end)
kite.test.step(1)
checkeq(tolua.isnull(owned), false, "the refused release freed nothing")
owned:retain()
owned:retain()
owned:release()
owned:release()
checkerr("without a matching retain", function() owned:release() end)
checkeq(owned:getReferenceCount(), 1, "only the parent's reference is left")
parentNode:removeFromParent()
checkeq(tolua.isnull(owned), true)

-- retains a script never releases are dropped when its state closes (the harness checks the census)
local forgotten = cc.Node:create()
forgotten:retain()
forgotten:retain()
