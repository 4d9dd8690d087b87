-- ownership.lua: what Lua owns and what the garbage collector destroys (spec 2.2
-- takeownership/releaseownership, 4.8, 8): new vs new_local vs .call, by-value returns,
-- tolua_gc entries, retyped objects, delete, collectors, lua_close.
-- The census (compat_classes.h) counts destructor runs per family; memory is never reused.
local T = require "compat_util"
local reg = T.registry
local gc = reg.tolua_gc

local function alive(family)
  return Census:alive(family or "Base")
end

T.section("new_local and .call objects are collected", function()
  T.full_gc()
  local a0, d0 = alive(), Census:destroyed()
  local p
  do
    local b = Base:new_local(1)
    p = T.pointer(b)
    T.eq(alive(), a0 + 1)
    assert(rawequal(gc[p], reg.Base), "tolua_gc records the metatable")
  end
  T.full_gc()
  T.eq(alive(), a0, "destroyed by the collector")
  T.eq(Census:destroyed(), d0 + 1)
  T.eq(gc[p], nil, "the tolua_gc entry is removed")
  do
    local b = Base(2)
    p = T.pointer(b)
    assert(rawequal(gc[p], reg.Base), ".call is new_local")
  end
  T.full_gc()
  T.eq(alive(), a0)
  T.eq(gc[p], nil)
  do
    local l = Leaf:new_local(3)
    p = T.pointer(l)
    assert(rawequal(gc[p], reg.Leaf))
    local i = ns.Inner(1)
    assert(rawequal(gc[T.pointer(i)], reg["ns::Inner"]))
  end
  T.full_gc()
  T.eq(alive(), a0)
  T.eq(alive("Inner"), 0)
  T.eq(Census:destroyedTwice(), 0)
end)

T.section("new objects are not collected", function()
  T.full_gc()
  local a0, d0 = alive(), Census:destroyed()
  local p
  do
    local b = Base:new(3)
    p = T.pointer(b)
    T.eq(gc[p], nil, "not owned")
  end
  T.full_gc()
  T.eq(alive(), a0 + 1, "still alive after its userdata was collected")
  T.eq(Census:destroyed(), d0)
  local again = Base:last()
  T.eq(again:get(), 3)
  again:delete()
  T.eq(alive(), a0)
  T.eq(Census:destroyed(), d0 + 1)
  -- static factories and tolua_outside factories return unowned pointers
  local m = Base:make(1)
  T.eq(gc[T.pointer(m)], nil)
  m:delete()
  T.full_gc()
  T.eq(alive(), a0)
end)

T.section("values returned by value are owned", function()
  T.full_gc()
  local v0 = alive("Vec")
  do
    local v = factory.makeVec(1, 2)
    assert(rawequal(gc[T.pointer(v)], reg.Vec))
    local s = v + v
    assert(rawequal(gc[T.pointer(s)], reg.Vec))
    T.eq(alive("Vec"), v0 + 2)
  end
  T.full_gc()
  T.eq(alive("Vec"), v0)
end)

T.section("tolua_owned returns are owned", function()
  T.full_gc()
  local a0 = alive()
  local p
  do
    local b = factory.ownedBase(2)
    p = T.pointer(b)
    T.eq(tolua.type(b), "Base")
    assert(rawequal(gc[p], reg.Base))
  end
  T.full_gc()
  T.eq(alive(), a0)
  T.eq(gc[p], nil)
end)

T.section("tolua.takeownership", function()
  T.full_gc()
  local a0, d0 = alive(), Census:destroyed()
  local b = Base:new(4)
  local p = T.pointer(b)
  T.eq(tolua.takeownership(b), true)
  assert(rawequal(gc[p], reg.Base))
  T.eq(tolua.takeownership(b), false, "already owned")
  T.eq(tolua.takeownership(Base:new_local(1)), false, "new_local objects are owned")
  b = nil
  T.full_gc()
  T.eq(alive(), a0)
  T.eq(Census:destroyed(), d0 + 2)
  T.eq(tolua.takeownership(1), false)
  T.eq(tolua.takeownership("s"), false)
  T.eq(tolua.takeownership({}), false)
  T.eq(tolua.takeownership(nil), false)
  T.eq(tolua.takeownership(), false)
  T.eq(tolua.takeownership(newproxy()), false, "a userdata without metatable")
  T.eq(tolua.takeownership(Vec), false, "a class table")
  -- ownership records the metatable at the time it is taken
  local x = factory.leafAsBase(5)
  p = T.pointer(x)
  T.eq(tolua.takeownership(x), true)
  assert(rawequal(gc[p], reg.Base))
  tolua.cast(x, "Leaf")
  T.eq(tolua.type(x), "Leaf")
  T.eq(tolua.releaseownership(x), false, "the current metatable is not the recorded one")
  assert(rawequal(gc[p], reg.Base))
  x = nil
  T.full_gc()
  T.eq(alive(), a0, "a Leaf is-a Base: still collected")
  T.eq(gc[p], nil)
end)

T.section("tolua.releaseownership", function()
  T.full_gc()
  local a0 = alive()
  local b = Base:new_local(6)
  local p = T.pointer(b)
  T.eq(tolua.releaseownership(b), true)
  T.eq(gc[p], nil)
  T.eq(tolua.releaseownership(b), false, "not owned any more")
  b = nil
  T.full_gc()
  T.eq(alive(), a0 + 1, "released: not collected")
  Base:last():delete()
  T.eq(alive(), a0)
  local n = Base:new(1)
  T.eq(tolua.releaseownership(n), false, "never owned")
  n:delete()
  T.eq(tolua.releaseownership(1), false)
  T.eq(tolua.releaseownership(nil), false)
  T.eq(tolua.releaseownership({}), false)
  T.eq(tolua.releaseownership(), false)
  -- release, then take again
  local v = Vec(1, 1)
  T.eq(tolua.releaseownership(v), true)
  T.eq(tolua.takeownership(v), true)
  assert(rawequal(gc[T.pointer(v)], reg.Vec))
end)

T.section("retyped objects", function()
  T.full_gc()
  local a0, d0 = alive(), Census:destroyed()
  -- owned as Leaf, retyped to a sibling: neither released nor collected
  local l = Leaf:new_local(7)
  local p = T.pointer(l)
  tolua.cast(l, "Side")
  T.eq(tolua.type(l), "Side")
  T.eq(tolua.releaseownership(l), false)
  tolua.cast(l, "Leaf")
  T.eq(tolua.releaseownership(l), true, "back to the recorded type")
  T.eq(tolua.takeownership(l), true)
  tolua.cast(l, "Side")
  l = nil
  T.full_gc()
  T.eq(alive(), a0 + 1, "a Side is not a Leaf: the collector is skipped")
  T.eq(Census:destroyed(), d0)
  assert(rawequal(gc[p], reg.Leaf), "and the tolua_gc entry stays")
  -- clean up through a fresh userdata (typed Base, which is not a Leaf either)
  local again = Base:last()
  T.eq(tolua.type(again), "Base")
  again:delete()
  T.eq(alive(), a0)
  again = nil
  T.full_gc()
  T.eq(Census:destroyedTwice(), 0)
end)

T.section("delete", function()
  T.full_gc()
  local a0, d0 = alive(), Census:destroyed()
  local twice0, freed0 = Census:destroyedTwice(), Census:deletedTwice()
  -- delete of an unowned object
  local b = Base:new(1)
  b:delete()
  T.eq(alive(), a0)
  T.eq(Census:destroyed(), d0 + 1)
  b = nil
  T.full_gc()
  T.eq(Census:destroyedTwice(), twice0)
  if T.stock and COMPAT_SANITIZED then
    -- The stock double delete below is undefined behaviour that UBSan stops at (the collector
    -- calls the destructor of a destroyed object); without sanitizers the census quarantine
    -- makes it observable. Not run here.
    return
  end
  -- delete of an owned object, then its userdata is collected
  local o = Base:new_local(2)
  local v = Vec(1, 1)
  o:delete()
  v:delete()
  T.eq(alive(), a0)
  T.eq(Census:destroyed(), d0 + 3)
  o, v = nil, nil
  T.full_gc()
  if T.kite then
    -- deliberate fix: the collector path must not delete the object a second time
    T.eq(Census:destroyedTwice(), twice0, "no second destructor run")
    T.eq(Census:deletedTwice(), freed0, "no double delete")
    T.eq(Census:destroyed(), d0 + 3)
  else
    -- stock: the collector deletes again (a double free; harmless here only because the census
    -- quarantines deleted memory)
    T.eq(Census:destroyedTwice(), twice0 + 2, "each collector ran the destructor again")
    T.eq(Census:deletedTwice(), freed0 + 2)
  end
end)

T.section("lua_close collects every owned object", function()
  T.full_gc()
  local v0 = alive("Vec")
  KEEP = { Vec(1, 1), factory.makeVec(2, 2), Vec(3, 3) * 2, Vec:new_local(4, 4) }
  UNOWNED = Vec:new(5, 5)
  T.full_gc()
  T.eq(alive("Vec"), v0 + 5)
  -- checked by compat_runner after lua_close
  COMPAT_FAMILY_AFTER_CLOSE = "Vec"
  COMPAT_LIVE_AFTER_CLOSE = v0 + 1
end)

-- Last, because it frees memory behind the census's back (the address may be reused later).
T.section("collectors are not inherited", function()
  T.full_gc()
  local a0, d0 = alive(), Census:destroyed()
  local s = factory.makeSide(1)
  T.eq(rawget(reg.Side, ".collector"), nil)
  T.eq(tolua.takeownership(s), true)
  assert(rawequal(gc[T.pointer(s)], reg.Side))
  s = nil
  T.full_gc()
  -- the default collector free()s the memory without running the destructor
  T.eq(Census:destroyed(), d0, "no destructor ran")
  T.eq(alive(), a0 + 1, "so the census still counts it")
end)
