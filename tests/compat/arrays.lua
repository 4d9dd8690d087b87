-- arrays.lua: array variables (class members and module arrays), the .self proxy and its caching
-- in the peer, range and type errors, const arrays, arrays of objects, and .geti/.seti
-- (spec 3.7 tolua_array, 4.2, 4.3, 6.5).
local T = require "compat_util"
local reg = T.registry

T.section("member arrays", function()
  local b = Base:new_local(1)
  T.eq(b.arr[0], 10, "indices start at 0")
  T.eq(b.arr[3], 40)
  b.arr[1] = 21
  T.eq(b.arr[1], 21)
  T.eq(b[1], 21, "operator[] sees the same storage")
  T.eq(b.arr["2"], 30, "numeric strings are indices")
  b.arr[2] = "5"
  T.eq(b.arr[2], 5)
  b.arr[2] = "x"
  T.eq(b.arr[2], 0, "the element value is converted, not checked")
  local l = Leaf:new_local(1)
  T.eq(l.arr[3], 40, "inherited array")
  l.arr[3] = 4
  T.eq(l.arr[3], 4)
end)

T.section("the .self proxy", function()
  local b = Base:new_local(1)
  local a = b.arr
  T.eq(type(a), "table")
  T.eq(type(rawget(a, ".self")), "userdata")
  T.eq(tolua.type(rawget(a, ".self")), "userdata", "a light userdata")
  assert(rawequal(getmetatable(a), rawget(reg.Base, ".get").arr), "the proxy's metatable")
  assert(rawequal(b.arr, a), "cached")
  assert(rawequal(tolua.getpeer(b).arr, a), "in the peer")
  assert(rawequal(tolua.cast(rawget(a, ".self"), "Base"), b), ".self is the boxed pointer")
  local other = Base:new_local(2)
  assert(not rawequal(other.arr, a), "one proxy per object")
  -- replacing the cached proxy in the peer replaces what b.arr returns
  tolua.getpeer(b).arr = nil
  local a2 = b.arr
  assert(not rawequal(a2, a), "a new proxy after the peer entry is removed")
  T.eq(a2[0], 10)
  -- a proxy keeps working while it is reachable
  a[0] = 11
  T.eq(b.arr[0], 11)
end)

T.section("array errors", function()
  local b = Base:new_local(1)
  T.checkat("array indexing out of range.", function() return b.arr[4] end)
  T.checkat("array indexing out of range.", function() return b.arr[-1] end)
  T.checkat("array indexing out of range.", function() b.arr[4] = 1 end)
  T.checkat("invalid type in array indexing.\n     value is 'string'; 'number' expected.\n",
    function() return b.arr.x end)
  T.checkat("invalid type in array indexing.\n     value is 'boolean'; 'number' expected.\n",
    function() b.arr[true] = 1 end)
  local g = Grid:new_local()
  T.eq(g.primes[0], 2)
  T.eq(g.primes[2], 5)
  T.checkat("value of const array cannot be changed", function() g.primes[0] = 1 end)
  T.checkat("value of const array cannot be changed", function() g.primes.x = 1 end)
  T.checkat("array indexing out of range.", function() return g.primes[3] end)
  T.eq(g.primes[0], 2)
end)

T.section("arrays of objects", function()
  local g = Grid:new_local()
  T.eq(g.cells[0] + g.cells[3], 5)
  g.cells[0] = 10
  T.eq(g:sum(), 19)
  local p0 = g.pts[0]
  T.eq(tolua.type(p0), "Vec")
  T.eq(p0.x, 1)
  T.eq(g.pts[1].y, 4)
  assert(rawequal(g.pts[0], p0), "the element pointer is cached in the Vec ubox")
  T.eq(type(T.pointer(p0)), "userdata")
  T.eq(reg.tolua_gc[T.pointer(p0)], nil, "elements are not owned")
  g.pts[1] = Vec(9, 8)
  T.eq(g.pts[1].x, 9)
  T.eq(g.pts[1].y, 8)
  p0.x = 5
  T.eq(g.pts[0].x, 5, "elements are pushed by address, not copied")
  T.checkat("array indexing out of range.", function() return g.pts[2] end)
end)

T.section("module arrays", function()
  T.eq(store.garr[0], 1)
  T.eq(store.garr[4], 5)
  store.garr[0] = 10
  T.eq(store.garr[0], 10)
  assert(rawequal(store.garr, rawget(store, ".get").garr), "the proxy itself, no .self")
  T.eq(rawget(store.garr, ".self"), nil)
  T.checkat("array indexing out of range.", function() return store.garr[5] end)
  T.checkat("invalid type in array indexing.\n     value is 'string'; 'number' expected.\n",
    function() store.garr.k = 1 end)
  store.garr[0] = 1
  -- an array reached through a class table is the bare proxy as well
  assert(rawequal(Base.arr, rawget(reg.Base, ".get").arr))
end)

T.section(".geti / .seti", function()
  local b = Base:new_local(1)
  T.eq(b[0], 10)
  T.eq(b[3], 40)
  T.eq(b["3"], 40, "numeric strings route to .geti")
  T.eq(b[9], -1, "the index is passed unchanged (no -1 adjustment)")
  b[2] = 33
  T.eq(b.arr[2], 33)
  b["2"] = 34
  T.eq(b.arr[2], 34)
  T.checkaccess("error in function '.seti'.\n     argument #3 is 'string'; 'number' expected.\n",
    function() b[0] = "x" end)
  T.checkaccess("error in function '.seti'.\n     argument #3 is 'nil'; 'number' expected.\n",
    function() b[0] = nil end)
  -- numeric keys never reach raw fields or .get
  rawset(reg.Base, 77, "raw numeric field")
  T.eq(b[77], -1)
  rawset(reg.Base, 77, nil)
  -- Vec: [1] and [2] are x and y
  local v = Vec(3, 4)
  T.eq(v[1], 3)
  T.eq(v[2], 4)
  v[1] = 7
  T.eq(v.x, 7)
  -- VecN inherits .geti but not .seti
  local n = VecN(1, 2)
  T.eq(n[2], 2)
  n[2] = 20
  T.eq(n.y, 2)
  T.eq(n[2], 20)
  T.eq(tolua.getpeer(n)[2], 20)
end)
