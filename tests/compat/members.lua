-- members.lua: methods (const, static, virtual, inherited, tolua_outside), constructors,
-- overloads and defaults, variables (read-only, static, module, global), TOLUA_PROPERTY_TYPE
-- properties, enums and constants, namespaces and nested modules (spec 3.5, 3.7, 4.2-4.4, 6.4,
-- 6.5, 7, 12.3).
local T = require "compat_util"
local reg = T.registry

T.section("methods", function()
  local b = Base:new_local(4)
  T.eq(b:get(), 4)
  b:set(6)
  T.eq(b:get(), 6)
  T.eq(b:who(), "Base")
  T.eq(b:kind(), Base.KIND_BASE)
  T.eq(select("#", b:set(1)), 0, "void methods return nothing")
  b:set("12")
  T.eq(b:get(), 12, "numeric strings are numbers")
  -- methods are raw fields of the class metatable, reached through the instance
  assert(rawequal(b.get, rawget(reg.Base, "get")))
  T.eq(b.nothing, nil, "a missing member is nil, not an error")
  T.checkat("attempt to call method 'nothing' (a nil value)", function() b:nothing() end)
end)

T.section("inherited and virtual methods", function()
  local l = Leaf:new_local(3)
  T.eq(l:get(), 3)
  T.eq(l:midOnly(), 2)
  T.eq(l:leafOnly(), 3)
  T.eq(l:who(), "Leaf")
  T.eq(Mid.who(l), "Leaf", "Mid's binding, C++ virtual dispatch")
  T.eq(Base.who(l), "Leaf")
  T.eq(l:kind(), Base.KIND_LEAF)
  local m = Mid:new_local(2)
  T.eq(m:who(), "Mid")
  T.eq(m.leafOnly, nil)
  T.checkat("error in function 'leafOnly'.\n     argument #1 is 'Mid'; 'const Leaf' expected.\n",
    function() Leaf.leafOnly(m) end)
  local s = factory.makeSide(1)
  T.eq(tolua.type(s), "Side")
  T.eq(s:who(), "Side")
  T.eq(s:get(), 1)
  s:delete()
end)

T.section("constructors: new, new_local, .call", function()
  T.eq(Base:new():get(), 0)
  T.eq(Base:new(5):get(), 5)
  T.eq(Base:new_local(5):get(), 5)
  T.eq(Base(5):get(), 5)
  T.eq(Base():get(), 0)
  T.eq(tolua.type(Leaf(2)), "Leaf")
  T.eq(Leaf(2):get(), 2)
  T.eq(tolua.type(Mid:new(1)), "Mid")
  T.eq(ns.Inner(4).v, 4)
  T.eq(ns.Inner:new_local().v, 1)
  T.eq(Vec(1, 2).y, 2)
  -- constructors are static: the class must be passed as self
  T.checkat("error in function 'new'.\n     argument #1 is '[no object]'; 'Base' expected.\n",
    function() Base.new() end)
  T.checkat("error in function 'new'.\n     argument #1 is 'number'; 'Base' expected.\n",
    function() Base.new(5) end)
  -- overloaded constructors: the error describes the first declared one, Base()
  T.checkat("error in function 'new'.\n     argument #2 is 'string'; '[no object]' expected.\n",
    function() Base:new("x") end)
  -- (through .call the binding is called by the runtime's __call handler: no position prefix)
  T.checkexact("error in function 'new'.\n     argument #2 is 'string'; '[no object]' expected.\n",
    function() Base("x") end)
  T.checkat("error in function 'new'.\n     argument #2 is 'number'; '[no object]' expected.\n",
    function() Base:new_local(1, 2) end)
  -- .call is the generated new_local
  T.eq(type(rawget(reg.Base, ".call")), "function")
end)

T.section("static methods", function()
  local b = Base:make(3)
  T.eq(tolua.type(b), "Base")
  T.eq(b:get(), 3)
  b:delete()
  T.eq(Leaf:makeLeaf(1):who(), "Leaf")
  T.eq(Mid:makeMid(1):who(), "Mid")
  T.checkat("error in function 'make'.\n     argument #1 is 'number'; 'Base' expected.\n",
    function() Base.make(3) end)
  T.checkat("error in function 'make'.\n     argument #1 is '[no object]'; 'Base' expected.\n",
    function() Base.make() end)
  local inst = Base:new_local(1)
  T.checkat("error in function 'make'.\n     argument #1 is 'Base'; 'Base' expected.\n",
    function() inst:make(1) end)
  T.checkat("error in function 'makeLeaf'.\n     argument #1 is 'Leaf'; 'Leaf' expected.\n",
    function() Leaf:new_local():makeLeaf(1) end)
  T.eq(Census:total() > 0, true)
  T.eq(type(Census:alive("Base")), "number")
end)

T.section("tolua_outside", function()
  local b = Base:new_local(21)
  T.eq(b:twice(), 42)
  T.eq(Leaf:new_local(5):twice(), 10, "inherited like any method")
  local c = Base:create(8)
  T.eq(tolua.type(c), "Base")
  T.eq(c:get(), 8)
  T.eq(reg.tolua_gc[rawget(c.arr, ".self")], nil, "a returned pointer is not owned")
  c:delete()
  T.checkat("error in function 'twice'.\n     argument #1 is 'Vec'; 'Base' expected.\n",
    function() Base.twice(Vec(1, 1)) end)
  T.checkat("error in function 'create'.\n     argument #1 is 'number'; 'Base' expected.\n",
    function() Base.create(8) end)
end)

T.section("default arguments and argument checks", function()
  local b = Base:new_local(1)
  T.eq(b:add(2), 13, "absent argument: default 10")
  T.eq(b:add(2, 3), 6)
  T.checkat("error in function 'add'.\n     argument #3 is 'nil'; 'number' expected.\n",
    function() b:add(2, nil) end)
  T.checkat("error in function 'add'.\n     argument #2 is '[no object]'; 'number' expected.\n",
    function() b:add() end)
  T.checkat("error in function 'add'.\n     argument #2 is 'string'; 'number' expected.\n",
    function() b:add("x") end)
  T.checkat("error in function 'add'.\n     argument #4 is 'number'; '[no object]' expected.\n",
    function() b:add(1, 2, 3) end)
  T.checkat("error in function 'get'.\n     argument #2 is 'number'; '[no object]' expected.\n",
    function() b:get(1) end)
  T.checkat("error in function 'set'.\n     argument #2 is 'boolean'; 'number' expected.\n",
    function() b:set(true) end)
  T.checkat("error in function 'set'.\n     argument #2 is 'nil'; 'number' expected.\n",
    function() b:set(nil) end)
  T.checkat("error in function 'describe'.\n     argument #1 is 'nil'; 'value' expected.\n",
    function() factory.describe(nil) end)
  T.checkat("error in function 'takesVec'.\n     argument #1 is 'Base'; 'const Vec' expected.\n",
    function() factory.takesVec(b) end)
  T.eq(factory.takesVec(Vec(2, 3)), 5)
  T.eq(ns.deep.bump(), 1)
  T.eq(ns.deep.bump(5), 6)
  -- lua_State* parameters take no argument
  T.eq(store.errors.stack_height(), 0)
  T.checkat("error in function 'stack_height'.\n     argument #1 is 'number'; '[no object]' expected.\n",
    function() store.errors.stack_height(1) end)
end)

T.section("overloads", function()
  local b = Base:new_local(1)
  -- tried from the last declared (Base*) to the first (int)
  T.eq(b:over(b), "Base")
  T.eq(b:over(nil), "Base", "nil passes a usertype check")
  T.eq(b:over("s"), "string")
  T.eq(b:over(1), "string", "a number passes the string check before the int overload")
  T.eq(b:over(Leaf:new_local()), "Base")
  T.checkat("error in function 'over'.\n     argument #2 is 'table'; 'number' expected.\n",
    function() b:over({}) end)
  T.checkat("error in function 'over'.\n     argument #2 is 'boolean'; 'number' expected.\n",
    function() b:over(true) end)
  T.checkat("error in function 'over'.\n     argument #2 is '[no object]'; 'number' expected.\n",
    function() b:over() end)
  T.checkat("error in function 'over'.\n     argument #2 is 'Vec'; 'number' expected.\n",
    function() b:over(Vec(1, 1)) end)
end)

T.section("array parameters", function()
  T.eq(Base:sum3({ 1, 2, 3 }), 6)
  T.eq(Base:sum3({ 1, 2, 3, 4 }), 6, "extra elements are ignored")
  T.eq(Base:sum3({ "1", 2, 3 }), 6)
  local t = { 1, 2, 3 }
  Base:fill3(t)
  T.eq(table.concat(t, ","), "2,4,6", "non-const arrays are written back")
  T.checkat("error in function 'sum3'.\n     argument #2 is array of 'table'; array of 'number' expected.\n",
    function() Base:sum3({ 1, 2 }) end)
  T.checkat("error in function 'sum3'.\n     argument #2 is array of 'table'; array of 'number' expected.\n",
    function() Base:sum3({ 1, "x", 3 }) end)
  T.checkat("error in function 'sum3'.\n     argument #2 is 'number'; 'table' expected.\n",
    function() Base:sum3(5) end)
end)

T.section("variables", function()
  local b = Base:new_local(3)
  T.eq(b.value, 3)
  b.value = 9
  T.eq(b:get(), 9)
  b.value = "10"
  T.eq(b.value, 10)
  T.eq(b.ratio, 0.5)
  b.ratio = 1.25
  T.eq(b.ratio, 1.25)
  T.eq(type(b.id), "number")
  T.eq(b.ro, 7)
  T.eq(tolua.getpeer(b), nil, "getters and setters do not create a peer")
  T.checkaccess("invalid type in variable assignment.\n     value is 'string'; 'number' expected.\n",
    function() b.value = "x" end)
  T.checkaccess("invalid type in variable assignment.\n     value is 'nil'; 'number' expected.\n",
    function() b.value = nil end)
  T.checkaccess("invalid type in variable assignment.\n     value is 'table'; 'number' expected.\n",
    function() b.ratio = {} end)
  -- inherited variables
  local l = Leaf:new_local(4)
  T.eq(l.value, 4)
  l.value = 5
  T.eq(l:get(), 5)
  T.eq(l.leafValue, 5)
  l.leafValue = 6
  T.eq(l.leafValue, 6)
  T.eq(Base:new_local().leafValue, nil)
  -- instance variables through the class table
  T.checkaccess("invalid 'self' in accessing variable 'value'", function() return Base.value end)
  T.checkaccess("invalid 'self' in accessing variable 'value'", function() Base.value = 1 end)
  T.checkaccess("invalid 'self' in accessing variable 'leafValue'", function() return Leaf.leafValue end)
end)

T.section("read-only variables shadow into the peer", function()
  local b, other = Base:new_local(1), Base:new_local(2)
  local id = b.id
  b.id = 99
  T.eq(b.id, 99, "the peer shadows the getter")
  T.eq(tolua.getpeer(b).id, 99)
  T.eq(rawget(reg.Base, ".get").id(b), id, "the C++ member is unchanged")
  T.eq(other.id, id + 1, "other instances are unaffected")
  b.ro = 5
  T.eq(b.ro, 5)
  T.eq(other.ro, 7)
  b.count = 0
  T.eq(b.count, 0, "read-only properties too")
  T.eq(other.count, 3)
  -- removing the peer field uncovers the getter again
  b.id = nil
  T.eq(b.id, id)
end)

T.section("static variables", function()
  local b = Base:new_local(1)
  T.eq(Base.sv, 11, "read through the class table (getter called without self)")
  T.eq(b.sv, 11, "read through an instance")
  Base.sv = 12
  T.eq(b.sv, 12)
  b.sv = 13
  T.eq(Base.sv, 13, "written through an instance")
  T.checkaccess("invalid type in variable assignment.\n     value is 'string'; 'number' expected.\n",
    function() Base.sv = "x" end)
  Base.sv = 11
  T.eq(type(Base.constructed), "number")
  local n = Base.constructed
  Base:new_local()
  T.eq(Base.constructed, n + 1)
  T.eq(ns.Inner.count >= 0, true)
end)

T.section("TOLUA_PROPERTY_TYPE properties", function()
  local b = Base:new_local(1)
  T.eq(b.level, 1, "default: get_level/set_level")
  b.level = 4
  T.eq(b.level, 4)
  T.eq(b.size, 2, "qt: size/setSize")
  b.size = 5
  T.eq(b.size, 5)
  T.eq(b.count, 3, "read-only default property: get_count")
  T.eq(b.weight, 3, "TOLUA_PROPERTY_TYPE(overload): weight()/weight(int)")
  b.weight = 30
  T.eq(b.weight, 30)
  T.eq(type(rawget(reg.Base, ".set").weight), "function")
  T.eq(rawget(reg.Base, ".set").count, nil)
  T.checkaccess("invalid type in variable assignment.\n     value is 'string'; 'number' expected.\n",
    function() b.level = "x" end)
  T.eq(Leaf:new_local().size, 2, "inherited")
end)

T.section("enums and constants", function()
  T.eq(COMPAT_MAGIC, 4242)
  T.eq(RED, 0)
  T.eq(GREEN, 5)
  T.eq(BLUE, 6)
  T.eq(rawget(_G, "GREEN"), 5, "constants are raw fields of the module")
  T.eq(Base.KIND_BASE, 1)
  T.eq(Base.KIND_SIDE, 4)
  T.eq(rawget(reg.Base, "KIND_LEAF"), 3, "class constants live in the class metatable")
  T.eq(Base:new_local().KIND_MID, 2)
  T.eq(Leaf:new_local().KIND_LEAF, 3, "instances see inherited constants")
  T.eq(ns.Inner.MODE_A, 10)
  T.eq(ns.Inner.MODE_B, 11)
  T.eq(ns.deep.LOW, 0)
  T.eq(ns.deep.HIGH, 8)
end)

T.section("namespaces and nested modules", function()
  T.eq(type(ns), "table")
  T.eq(type(ns.deep), "table")
  T.eq(ns.deep.answer(), 42)
  local i = ns.Inner(3)
  T.eq(tolua.type(i), "ns::Inner")
  T.eq(i:twice(), 6)
  i.v = 5
  T.eq(i:twice(), 10)
  T.eq(type(reg["ns::Inner"]), "table")
  T.eq(rawget(_G, "Inner"), nil, "the class is registered only inside its namespace")
  T.eq(type(store.errors), "table")
  T.eq(type(store.errors.raise_plain), "function")
  T.eq(type(factory.asBase), "function")
end)

T.section("module and global variables", function()
  T.eq(compat_global, 100)
  compat_global = 101
  T.eq(compat_global, 101)
  T.eq(rawget(_G, "compat_global"), nil, "stored in C, not in the table")
  T.checkaccess("invalid type in variable assignment.\n     value is 'string'; 'number' expected.\n",
    function() compat_global = "x" end)
  T.eq(compat_gconst, 200)
  T.eq(store.gratio, 0.25)
  store.gratio = 0.5
  T.eq(store.gratio, 0.5)
  T.eq(store.glimit, 99)
  T.eq(store.missing, nil)
  -- a read-only module variable is shadowed by a raw field, no error
  store.glimit = 5
  T.eq(store.glimit, 5)
  T.eq(rawget(store, "glimit"), 5)
  compat_gconst = 1
  T.eq(compat_gconst, 1)
  T.eq(rawget(_G, "compat_gconst"), 1)
  -- new keys in a module are raw-set
  store.newfield = "x"
  T.eq(rawget(store, "newfield"), "x")
  ordinary_global = 1
  T.eq(rawget(_G, "ordinary_global"), 1)
end)
