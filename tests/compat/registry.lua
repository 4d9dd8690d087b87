-- registry.lua: the registry layout left by tolua_open + the generated open function
-- (spec sections 1, 2.1, 3 and 4.1), the class-table model, the `tolua` module and tolua.type.
local T = require "compat_util"
local reg = T.registry

local TYPES = { "Base", "Census", "Grid", "Leaf", "Mid", "Side", "Vec", "VecN", "ns::Inner" }
local ALL_TYPES = {}
for _, name in ipairs(TYPES) do
  ALL_TYPES[#ALL_TYPES + 1] = name
  ALL_TYPES[#ALL_TYPES + 1] = "const " .. name
end

local function lua_owned_key(k)
  -- keys the Lua implementation itself keeps in the registry (_LOADED, _LOADLIB, FILE*, ...)
  return k:sub(1, 1) == "_" or k == "FILE*"
end

T.section("registry string keys", function()
  local expected = {
    "tolua_commonclass", "tolua_gc", "tolua_gc_event", "tolua_opened", "tolua_super", "tolua_ubox",
  }
  if T.kite then
    expected[#expected + 1] = "tolua_value_root" -- cocos2d-x (CC2/CC3) tolua_open addition
  end
  for _, name in ipairs(ALL_TYPES) do expected[#expected + 1] = name end
  table.sort(expected)
  local got = T.keys(reg, function(k)
    return type(k) == "string" and not lua_owned_key(k)
  end)
  T.list_is(got, expected, "registry string keys")
  assert(reg.tolua_peers == nil and reg.tolua_node == nil)
end)

T.section("tolua_opened, tolua_gc, tolua_gc_event, value root", function()
  T.eq(reg.tolua_opened, true)
  T.eq(type(reg.tolua_gc), "table")
  T.eq(type(reg.tolua_super), "table")
  T.eq(type(reg.tolua_gc_event), "function")
  assert(not pcall(string.dump, reg.tolua_gc_event), "tolua_gc_event must be a C function")
  T.eq(getmetatable(reg.tolua_gc), nil)
  if T.kite then
    T.eq(type(reg.tolua_value_root), "table")
    local mt = getmetatable(reg.tolua_value_root)
    assert(mt == nil or mt.__mode == nil, "the value root is a strong table")
  else
    T.eq(reg.tolua_value_root, nil)
  end
end)

T.section("metatables and reverse names", function()
  for _, name in ipairs(ALL_TYPES) do
    local mt = reg[name]
    T.eq(type(mt), "table", name)
    T.eq(reg[mt], name, "registry[mt] for " .. name)
  end
  T.eq(reg[reg.tolua_commonclass], "tolua_commonclass")
  -- every table-keyed string entry is a reverse name of a metatable
  for k, v in pairs(reg) do
    if type(k) == "table" and type(v) == "string" then
      T.eq(reg[v], k, "reverse entry " .. v)
    end
  end
end)

T.section("metatable chains", function()
  local cc = reg.tolua_commonclass
  T.eq(getmetatable(cc), nil, "tolua_commonclass has no metatable")
  T.eq(getmetatable(reg.Base), cc)
  T.eq(getmetatable(reg.Mid), reg.Base)
  T.eq(getmetatable(reg.Leaf), reg.Mid)
  T.eq(getmetatable(reg.Side), reg.Base)
  T.eq(getmetatable(reg.Vec), cc)
  T.eq(getmetatable(reg.VecN), reg.Vec)
  T.eq(getmetatable(reg.Grid), cc)
  T.eq(getmetatable(reg.Census), cc)
  T.eq(getmetatable(reg["ns::Inner"]), cc)
  for _, name in ipairs(TYPES) do
    T.eq(getmetatable(reg["const " .. name]), reg[name], "const " .. name .. " inherits " .. name)
  end
end)

T.section("tolua_super sets", function()
  local S = reg.tolua_super
  T.set_is(S[reg.Base], { "", "const Base" }, "super[Base]")
  T.set_is(S[reg["const Base"]], { "const " }, "super[const Base]")
  T.set_is(S[reg.Mid], { "", "Base", "const Base", "const Mid" }, "super[Mid]")
  T.set_is(S[reg["const Mid"]], { "const ", "const Base" }, "super[const Mid]")
  T.set_is(S[reg.Leaf], { "", "Base", "const Base", "Mid", "const Mid", "const Leaf" }, "super[Leaf]")
  T.set_is(S[reg["const Leaf"]], { "const ", "const Base", "const Mid" }, "super[const Leaf]")
  T.set_is(S[reg.Side], { "", "Base", "const Base", "const Side" }, "super[Side]")
  T.set_is(S[reg.VecN], { "", "Vec", "const Vec", "const VecN" }, "super[VecN]")
  T.set_is(S[reg["ns::Inner"]], { "", "const ns::Inner" }, "super[ns::Inner]")
  T.eq(S[reg.tolua_commonclass], nil)
  -- keys of tolua_super are exactly the metatables of the registered types
  local n = 0
  for k in pairs(S) do
    assert(type(reg[k]) == "string", "tolua_super key is not a registered metatable")
    n = n + 1
  end
  T.eq(n, #ALL_TYPES)
end)

T.section("ubox tables", function()
  local function ubox(name)
    return rawget(reg[name], "tolua_ubox")
  end
  local base = ubox("Base")
  T.eq(type(base), "table")
  T.eq(getmetatable(base).__mode, "v")
  for _, name in ipairs { "const Base", "Mid", "const Mid", "Leaf", "const Leaf", "Side", "const Side" } do
    assert(rawequal(ubox(name), base), name .. " shares the Base hierarchy ubox")
  end
  local vec = ubox("Vec")
  assert(rawequal(ubox("VecN"), vec) and rawequal(ubox("const VecN"), vec))
  assert(not rawequal(vec, base))
  assert(not rawequal(ubox("Grid"), base) and not rawequal(ubox("Grid"), vec))
  assert(not rawequal(ubox("ns::Inner"), base))
  T.eq(rawget(reg.tolua_commonclass, "tolua_ubox"), nil)
  -- the global fallback ubox
  T.eq(type(reg.tolua_ubox), "table")
  T.eq(getmetatable(reg.tolua_ubox).__mode, "v")
  assert(not rawequal(reg.tolua_ubox, base))
end)

T.section("class events", function()
  local events = { "__index", "__newindex", "__add", "__sub", "__mul", "__div", "__lt", "__le", "__eq",
    "__call" }
  for _, name in ipairs { "tolua_commonclass", "Base", "const Base", "Leaf", "Vec", "ns::Inner" } do
    local mt = reg[name]
    for _, ev in ipairs(events) do
      T.eq(type(rawget(mt, ev)), "function", name .. "." .. ev)
      assert(not pcall(string.dump, rawget(mt, ev)), name .. "." .. ev .. " is a C function")
    end
    assert(rawequal(rawget(mt, "__gc"), reg.tolua_gc_event), name .. ".__gc is tolua_gc_event")
    for _, ev in ipairs { "__tostring", "__len", "__concat", "__unm", "__mod", "__pow", "__metatable" } do
      T.eq(rawget(mt, ev), nil, name .. "." .. ev)
    end
  end
end)

T.section("dotted fields in class metatables", function()
  local B = reg.Base
  local get, set = rawget(B, ".get"), rawget(B, ".set")
  T.eq(type(get), "table")
  T.eq(type(set), "table")
  for _, k in ipairs { "value", "id", "ratio", "ro", "sv", "constructed", "level", "size", "count", "weight" } do
    T.eq(type(get[k]), "function", ".get." .. k)
  end
  for _, k in ipairs { "value", "ratio", "sv", "level", "size", "weight" } do
    T.eq(type(set[k]), "function", ".set." .. k)
  end
  for _, k in ipairs { "id", "ro", "constructed", "count", "arr" } do
    T.eq(set[k], nil, ".set." .. k .. " (read-only or array)")
  end
  -- an array is a proxy table in .get whose metatable is itself
  local P = get.arr
  T.eq(type(P), "table")
  assert(rawequal(getmetatable(P), P))
  T.eq(type(rawget(P, "__index")), "function")
  T.eq(type(rawget(P, "__newindex")), "function")
  local primes = rawget(reg.Grid, ".get").primes
  T.eq(type(rawget(primes, "__newindex")), "function", "a const array still has a __newindex")

  for _, k in ipairs { ".geti", ".seti", ".collector", ".call", "new", "new_local", "delete", "get", "make" } do
    T.eq(type(rawget(B, k)), "function", "Base " .. k)
  end
  T.eq(type(rawget(reg["const Base"], ".collector")), "function", "const Base .collector")
  T.eq(rawget(reg["const Base"], ".call"), nil)
  -- Mid binds only methods: no .get/.set tables at all
  T.eq(rawget(reg.Mid, ".get"), nil)
  T.eq(rawget(reg.Mid, ".set"), nil)
  T.eq(type(rawget(reg.Mid, ".collector")), "function")
  -- no constructor, no destructor: no collector, no .call
  for _, name in ipairs { "Side", "const Side", "Census" } do
    T.eq(rawget(reg[name], ".collector"), nil, name .. " .collector")
    T.eq(rawget(reg[name], ".call"), nil, name .. " .call")
  end
  for _, k in ipairs { ".add", ".sub", ".mul", ".div", ".lt", ".le", ".eq", ".geti", ".seti" } do
    T.eq(type(rawget(reg.Vec, k)), "function", "Vec " .. k)
    T.eq(rawget(reg.VecN, k), nil, "VecN " .. k .. " is inherited, not copied")
  end
  T.eq(rawget(reg.Base, ".add"), nil)
end)

T.section("modules", function()
  -- _G holds global variables: module metatable and raw .get/.set tables
  local gmt = getmetatable(_G)
  T.eq(type(gmt), "table")
  T.eq(type(rawget(gmt, "__index")), "function")
  T.eq(type(rawget(gmt, "__newindex")), "function")
  T.eq(type(rawget(_G, ".get").compat_global), "function")
  T.eq(type(rawget(_G, ".set").compat_global), "function")
  T.eq(type(rawget(_G, ".get").compat_gconst), "function")
  T.eq(rawget(_G, ".set").compat_gconst, nil)
  -- modules without variables are plain tables
  T.eq(type(factory), "table")
  T.eq(getmetatable(factory), nil)
  T.eq(getmetatable(ns), nil)
  T.eq(getmetatable(ns.deep), nil)
  T.eq(getmetatable(store.errors), nil)
  -- a module with variables gets a module metatable and raw .get/.set tables
  local smt = getmetatable(store)
  T.eq(type(smt), "table")
  T.eq(type(rawget(smt, "__index")), "function")
  T.eq(type(rawget(smt, "__newindex")), "function")
  T.eq(type(rawget(store, ".get")), "table")
  T.eq(type(rawget(store, ".get").garr), "table", "module array proxy")
  T.eq(type(rawget(store, ".set").gratio), "function")
  T.eq(rawget(store, ".set").glimit, nil)
  T.eq(rawget(store, ".set").garr, nil)
end)

T.section("class tables", function()
  if T.kite then
    -- CC3: a separate table {".isclass" = true} whose metatable is the class metatable
    assert(not rawequal(Base, reg.Base))
    assert(rawequal(getmetatable(Base), reg.Base))
    T.eq(rawget(Base, ".isclass"), true)
    T.list_is(T.keys(Base), { ".isclass" }, "keys of the class table")
    assert(rawequal(getmetatable(ns.Inner), reg["ns::Inner"]))
    assert(rawequal(getmetatable(Leaf), reg.Leaf))
    T.eq(tolua.type(Base), "table")
    T.eq(tolua.type(ns.Inner), "table")
    -- CC3 .classname in every metatable
    for _, name in ipairs(ALL_TYPES) do
      T.eq(rawget(reg[name], ".classname"), name, ".classname of " .. name)
    end
    T.eq(rawget(reg.tolua_commonclass, ".classname"), "tolua_commonclass")
    T.eq(Base[".classname"], "Base")
    T.eq(Leaf[".classname"], "Leaf")
    T.eq(ns.Inner[".classname"], "ns::Inner")
  else
    -- STOCK: the class table is the metatable
    assert(rawequal(Base, reg.Base))
    assert(rawequal(Leaf, reg.Leaf))
    assert(rawequal(ns.Inner, reg["ns::Inner"]))
    T.eq(rawget(Base, ".isclass"), nil)
    T.eq(tolua.type(Base), "class Base")
    T.eq(tolua.type(ns.Inner), "class ns::Inner")
    T.eq(rawget(reg.Base, ".classname"), nil)
    T.eq(Base[".classname"], nil)
  end
  -- the metatables themselves are "class" tables for tolua.type in both models
  T.eq(tolua.type(reg.Base), "class Base")
  T.eq(tolua.type(reg["const Base"]), "class const Base")
  T.eq(tolua.type(reg["ns::Inner"]), "class ns::Inner")
  T.eq(tolua.type(reg.tolua_commonclass), "class tolua_commonclass")
end)

T.section("the tolua module", function()
  local expected = { "cast", "getpeer", "inherit", "releaseownership", "setpeer", "takeownership", "type" }
  if T.kite then
    for _, k in ipairs { "getcfunction", "isnull", "iskindof" } do expected[#expected + 1] = k end
    table.sort(expected)
  end
  T.list_is(T.keys(tolua), expected, "tolua functions")
  for k, v in pairs(tolua) do T.eq(type(v), "function", "tolua." .. k) end
  T.eq(getmetatable(tolua), nil)
end)

T.section("tolua.type", function()
  local b = Base:new_local(1)
  -- (tolua.type() with no argument inspects stack slot 0: whatever lies below the frame; not
  -- asserted, it returned the type of an unrelated value here)
  T.eq(tolua.type(nil), "nil")
  T.eq(tolua.type(1), "number")
  T.eq(tolua.type("1"), "string")
  T.eq(tolua.type(true), "boolean")
  T.eq(tolua.type({}), "table")
  T.eq(tolua.type(print), "function")
  T.eq(tolua.type(coroutine.create(function() end)), "thread")
  T.eq(tolua.type(newproxy()), "userdata")
  T.eq(tolua.type(newproxy(true)), "[undefined]")
  T.eq(tolua.type(io.stdout), "[undefined]")
  T.eq(tolua.type(b), "Base")
  T.eq(tolua.type(Leaf:new_local()), "Leaf")
  T.eq(tolua.type(ns.Inner:new_local()), "ns::Inner")
  T.eq(tolua.type(b:constSelf()), "Base", "a non-const userdata stays non-const")
  T.eq(tolua.type(factory.constOnly(3)), "const Base")
  -- the type of the *last* argument
  T.eq(tolua.type(b, 1), "number")
  T.eq(tolua.type(1, b), "Base")
  -- a light userdata is just "userdata"
  local lud = rawget(Base:new_local(1).arr, ".self")
  T.eq(type(lud), "userdata")
  T.eq(tolua.type(lud), "userdata")
  -- modules and plain tables
  T.eq(tolua.type(ns), "table")
  T.eq(tolua.type(ns.deep), "table")
  T.eq(tolua.type(_G), "table")
end)
