-- identity.lua: the ubox (same pointer -> same userdata), push specialisation, tolua.cast,
-- const pushes and const rules of type checks, tolua.inherit / .c_instance (spec 1.5, 2.2,
-- 5.1, 6.2).
local T = require "compat_util"
local reg = T.registry

-- The boxed pointer of an object, as a light userdata (array proxies keep it in ".self").
local function pointer(obj)
  return rawget(obj.arr, ".self")
end

local function ubox_of(name)
  return rawget(reg[name], "tolua_ubox")
end

T.section("same pointer -> same userdata", function()
  local b = Base:new_local(1)
  assert(rawequal(b:self(), b))
  assert(rawequal(factory.asBase(b), b))
  assert(rawequal(Base:last(), b), "a static function returning the same pointer")
  local p = pointer(b)
  T.eq(type(p), "userdata")
  assert(rawequal(ubox_of("Base")[p], b), "the hierarchy ubox maps the pointer to the userdata")
  T.eq(reg.tolua_ubox[p], nil, "not in the global fallback ubox")
  -- a cast to the same type is the identity
  assert(rawequal(tolua.cast(b, "Base"), b))
  assert(rawequal(tolua.cast(p, "Base"), b), "cast of the light userdata finds the same object")
  -- a NULL pointer is pushed as nil
  T.eq(factory.nullBase(), nil)
  T.eq(select("#", factory.nullBase()), 1)
end)

T.section("a collected userdata is not reused", function()
  local l = Leaf:new(7) -- not owned: collecting the userdata leaves the object alive
  l.tag = "peer field"
  local p = pointer(l)
  l = nil
  T.full_gc()
  T.eq(ubox_of("Base")[p], nil, "weak ubox entry cleared")
  local again = tolua.cast(p, "Base")
  T.eq(tolua.type(again), "Base", "a fresh userdata with the pushed type")
  T.eq(again.tag, nil, "and an empty peer")
  T.eq(again:who(), "Leaf")
  again:delete()
end)

T.section("push specialisation: more derived types stay", function()
  local l = Leaf:new_local(2)
  local as_base = factory.asBase(l)
  assert(rawequal(as_base, l))
  T.eq(tolua.type(l), "Leaf")
  assert(rawequal(factory.asMid(l), l))
  T.eq(tolua.type(l), "Leaf")
  assert(rawequal(l:constSelf(), l))
  T.eq(tolua.type(l), "Leaf", "const pushes keep a non-const type")
  assert(rawequal(factory.asConstBase(l), l))
  T.eq(tolua.type(l), "Leaf")
end)

T.section("push specialisation: a more derived push retypes every reference", function()
  local b = factory.leafAsBase(3) -- a Leaf, first seen as Base
  local alias = b
  T.eq(tolua.type(b), "Base")
  T.eq(b:who(), "Leaf")
  T.eq(b.leafValue, nil, "Leaf members are not visible through a Base")
  T.eq(b.leafOnly, nil)
  local m = factory.asMid(b)
  assert(rawequal(m, b))
  T.eq(tolua.type(alias), "Mid")
  T.eq(alias:midOnly(), 2)
  local l = factory.asLeaf(b)
  assert(rawequal(l, b))
  T.eq(tolua.type(alias), "Leaf")
  T.eq(alias.leafValue, 5)
  T.eq(alias:leafOnly(), 3)
  assert(rawequal(factory.asBase(alias), alias))
  T.eq(tolua.type(alias), "Leaf", "pushing as a base keeps the derived type")
  alias:delete()
end)

T.section("tolua.cast inside one hierarchy", function()
  local b = factory.leafAsBase(4)
  local alias = b
  T.eq(tolua.type(b), "Base")
  local l = tolua.cast(b, "Leaf")
  assert(rawequal(l, b), "same userdata")
  T.eq(tolua.type(alias), "Leaf", "retyped for every reference")
  assert(rawequal(tolua.cast(l, "Base"), l))
  T.eq(tolua.type(l), "Leaf", "a cast to a base keeps the derived type")
  assert(rawequal(tolua.cast(l, "const Leaf"), l))
  T.eq(tolua.type(l), "Leaf", "a cast to the const type keeps the non-const type")
  -- a sibling type of the same hierarchy: the shared userdata is retyped
  local s = tolua.cast(l, "Side")
  assert(rawequal(s, l))
  T.eq(tolua.type(alias), "Side")
  T.eq(alias.leafValue, nil)
  -- (no Side method is called on it: that would be a bad static_cast, UBSan rejects it)
  T.eq(Base.who(alias), "Leaf", "the C++ object did not change")
  assert(rawequal(tolua.cast(alias, "Leaf"), alias))
  T.eq(tolua.type(alias), "Leaf")
  alias:delete()
end)

T.section("tolua.cast across hierarchies makes a second userdata", function()
  local l = Leaf:new_local(5)
  local v = tolua.cast(l, "Vec")
  T.eq(type(v), "userdata")
  assert(not rawequal(v, l), "a different userdata")
  T.eq(tolua.type(v), "Vec")
  T.eq(tolua.type(l), "Leaf", "the original is untouched")
  assert(rawequal(tolua.cast(l, "Vec"), v), "the Vec hierarchy caches its own userdata")
  assert(rawequal(ubox_of("Vec")[pointer(l)], v))
  assert(rawequal(ubox_of("Base")[pointer(l)], l))
  assert(rawequal(tolua.cast(v, "Leaf"), l), "and back")
end)

T.section("tolua.cast arguments", function()
  local b = Base:new_local(6)
  T.eq(tolua.cast(nil, "Base"), nil)
  T.eq(tolua.cast(1, "Base"), nil)
  T.eq(tolua.cast({}, "Base"), nil)
  T.eq(tolua.cast(b), nil, "no type name")
  T.eq(tolua.cast(b, nil), nil)
  T.eq(select("#", tolua.cast(b, nil)), 1)
  assert(rawequal(tolua.cast({ [".c_instance"] = b }, "Base"), b), ".c_instance tables are unwrapped")
  -- a registered name given through a non-string: not asserted (a number becomes a string, which
  -- is an unregistered type name: a crash in stock)
  if T.kite then
    -- deliberate fix: an unregistered type name pushes nil (stock: segfault, CC: returns "Nope")
    T.eq(tolua.cast(b, "Nope"), nil)
    T.eq(select("#", tolua.cast(b, "Nope")), 1)
    T.eq(tolua.cast(pointer(b), "Nope"), nil)
    T.eq(tolua.type(b), "Base", "the object is untouched")
  end
end)

T.section("const pushes and const type checks", function()
  local c = factory.constOnly(8)
  T.eq(tolua.type(c), "const Base", "first pushed as const: stays const")
  local alias = c
  T.eq(c:get(), 8, "const methods accept a const object")
  T.eq(c.value, 8, "getters read const objects")
  T.eq(factory.describe(c), "Base", "const Base& parameters accept a const object")
  T.checkat("error in function 'set'.\n     argument #1 is 'const Base'; 'Base' expected.\n",
    function() c:set(1) end)
  T.checkat("error in function 'asBase'.\n     argument #1 is 'const Base'; 'Base' expected.\n",
    function() factory.asBase(c) end)
  -- const / non-const overloads: the non-const one (declared first) is tried last
  T.eq(c:constness(), "const")
  T.eq(Base:new_local(1):constness(), "const", "the later (const) overload accepts everything")
  -- a cast to the non-const type removes const for every reference
  local nc = tolua.cast(c, "Base")
  assert(rawequal(nc, c))
  T.eq(tolua.type(alias), "Base")
  alias:set(9)
  T.eq(alias:get(), 9)
  assert(rawequal(tolua.cast(alias, "const Base"), alias))
  T.eq(tolua.type(alias), "Base")
  alias:delete()
end)

T.section("const derived objects satisfy const bases only", function()
  local l = Leaf:new(9) -- not owned: collect the userdata, then see the pointer again as const
  local p = pointer(l)
  l = nil
  T.full_gc()
  local cl = tolua.cast(p, "const Leaf")
  T.eq(tolua.type(cl), "const Leaf")
  T.eq(cl:get(), 9, "a const Leaf is a const Base")
  T.eq(cl:leafOnly(), 3)
  T.eq(cl:who(), "Leaf")
  T.eq(cl.leafValue, 5)
  T.eq(factory.describe(cl), "Leaf")
  T.checkat("error in function 'set'.\n     argument #1 is 'const Leaf'; 'Base' expected.\n",
    function() cl:set(1) end)
  T.checkat("error in function 'asMid'.\n     argument #1 is 'const Leaf'; 'Base' expected.\n",
    function() factory.asMid(cl) end)
  T.checkat("error in function 'delete'.\n     argument #1 is 'const Leaf'; 'Base' expected.\n",
    function() cl:delete() end)
  -- pushing it as a const base keeps "const Leaf"; as a non-const base changes it
  assert(rawequal(tolua.cast(cl, "const Base"), cl))
  T.eq(tolua.type(cl), "const Leaf")
  assert(rawequal(tolua.cast(cl, "Base"), cl))
  T.eq(tolua.type(cl), "Base", "super[const Leaf] has no 'Base': retyped")
  cl:delete()
end)

T.section("type checks across hierarchies and for non-objects", function()
  local v = Vec:new_local(1, 2)
  T.checkat("error in function 'get'.\n     argument #1 is 'Vec'; 'const Base' expected.\n",
    function() Base.get(v) end)
  T.checkat("error in function 'get'.\n     argument #1 is 'table'; 'const Base' expected.\n",
    function() Base.get({}) end)
  T.checkat("error in function 'get'.\n     argument #1 is 'number'; 'const Base' expected.\n",
    function() Base.get(1) end)
  T.checkat("error in function 'get'.\n     argument #1 is 'userdata'; 'const Base' expected.\n",
    function() Base.get(newproxy()) end)
  T.checkat("error in function 'get'.\n     argument #1 is 'userdata'; 'const Base' expected.\n",
    function() Base.get(pointer(Base:new_local())) end)
  T.checkat("error in function 'get'.\n     argument #1 is '[undefined]'; 'const Base' expected.\n",
    function() Base.get(io.stdout) end)
  -- a class table where an instance is expected
  if T.kite then
    T.checkat("error in function 'get'.\n     argument #1 is 'table'; 'const Base' expected.\n",
      function() Base.get(Base) end)
  else
    T.checkat("error in function 'get'.\n     argument #1 is 'class Base'; 'const Base' expected.\n",
      function() Base.get(Base) end)
  end
  -- nil passes the usertype check and is converted to NULL
  T.checkat("invalid 'self' in function 'get'", function() Base.get(nil) end)
  T.checkexact("invalid 'self' in function 'get'", Base.get, nil)
  T.checkat("error in function 'who'.\n     argument #1 is '[no object]'; 'const Base' expected.\n",
    function() Base.who() end)
end)

T.section("tolua.inherit and .c_instance", function()
  local b = Base:new_local(10)
  local t = {}
  T.eq(select("#", tolua.inherit(t, b)), 0, "returns nothing")
  assert(rawequal(rawget(t, ".c_instance"), b))
  T.eq(Base.get(t), 10, "checked and converted through .c_instance")
  T.eq(Base.add(t, 1, 2), 13)
  assert(rawequal(factory.asBase(t), b), "the table is replaced by the userdata")
  T.eq(factory.describe(t), "Base")
  T.eq(tolua.type(t), "table")
  T.checkat("attempt to call method 'get' (a nil value)", function() return t:get() end)
  T.eq(t.value, nil, "no member lookup through the table")
  -- the .c_instance lookup is not raw
  local t2 = setmetatable({}, { __index = { [".c_instance"] = b } })
  T.eq(Base.get(t2), 10)
  -- a .c_instance that is not a userdata does not count
  T.checkat("error in function 'get'.\n     argument #1 is 'table'; 'const Base' expected.\n",
    function() Base.get({ [".c_instance"] = 1 }) end)
  -- the wrong hierarchy is still rejected; the check already replaced the table by the userdata
  -- on the stack, so the message names the userdata's type
  local t3 = {}
  tolua.inherit(t3, Vec:new_local(1, 1))
  T.checkat("error in function 'get'.\n     argument #1 is 'Vec'; 'const Base' expected.\n",
    function() Base.get(t3) end)
  if T.kite then
    T.eq(tolua.iskindof(b, "Base"), true)
  end
end)

T.section("tolua.iskindof and tolua.isnull (CC3 only)", function()
  if T.stock then
    T.eq(tolua.iskindof, nil)
    T.eq(tolua.isnull, nil)
    return
  end
  local l = Leaf:new_local(1)
  T.eq(tolua.iskindof(l, "Leaf"), true)
  T.eq(tolua.iskindof(l, "Base"), true)
  T.eq(tolua.iskindof(l, "const Mid"), true)
  T.eq(tolua.iskindof(l, "Side"), false)
  T.eq(tolua.iskindof(l, "Vec"), false)
  T.eq(tolua.iskindof(Base, "Base"), false, "class tables are not objects")
  T.eq(tolua.iskindof("str", "Base"), false, "strings have a metatable")
  T.checkexact("Invalid argument #1 to iskindof: class or object expected.", tolua.iskindof, 1, "Base")
  T.checkexact("Invalid argument #1 to iskindof: class or object expected.", tolua.iskindof, {}, "Base")
  -- (called from a Lua line, so that luaL_argerror can name the function)
  T.checkat("bad argument #2 to 'iskindof' (string expected, got no value)",
    function() tolua.iskindof(l) end)
  T.checkat("bad argument #2 to 'iskindof' (string expected, got table)",
    function() tolua.iskindof(l, {}) end)

  T.eq(tolua.isnull(l), false)
  T.eq(tolua.isnull(nil), true)
  T.eq(tolua.isnull(), true)
  T.eq(tolua.isnull(1), true)
  T.eq(tolua.isnull({}), true)
  T.eq(tolua.isnull(Base), true)
end)
