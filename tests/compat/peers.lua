-- peers.lua: per-object Lua fields (the userdata environment), tolua.setpeer/getpeer, the
-- lookup order peer -> metatable chain, and peers with metatables (spec 1.6, 2.2, 4.2, 4.3).
local T = require "compat_util"
local reg = T.registry

T.section("fields on instances go into the peer", function()
  local b = Base:new_local(1)
  T.eq(tolua.getpeer(b), nil, "no peer until a field is stored")
  b.foo = 1
  local peer = tolua.getpeer(b)
  T.eq(type(peer), "table")
  T.eq(peer.foo, 1)
  T.eq(b.foo, 1)
  T.eq(getmetatable(peer), nil)
  b.bar = "x"
  assert(rawequal(tolua.getpeer(b), peer), "one peer per object")
  T.eq(peer.bar, "x")
  -- false is a value, it does not fall through to the class
  b.flag = false
  T.eq(b.flag, false)
  -- non-string keys
  b[true] = "yes"
  T.eq(b[true], "yes")
  local k = {}
  b[k] = 3
  T.eq(b[k], 3)
  -- other instances have their own (or no) peer
  local other = Base:new_local(2)
  T.eq(other.foo, nil)
  T.eq(tolua.getpeer(other), nil)
  -- removing a field
  b.foo = nil
  T.eq(b.foo, nil)
  T.eq(peer.foo, nil)
end)

T.section("the peer is consulted before the class", function()
  local b, other = Base:new_local(3), Base:new_local(4)
  b.get = function(self) return "from the peer" end
  T.eq(b:get(), "from the peer")
  T.eq(other:get(), 4)
  b.get = nil
  T.eq(b:get(), 3)
  -- a peer field named like a variable shadows the getter; the setter still wins on assignment
  tolua.getpeer(b).value = "peer"
  T.eq(b.value, "peer")
  b.value = 8
  T.eq(rawget(reg.Base, ".get").value(b), 8, "the setter ran")
  T.eq(b.value, "peer", "the peer still shadows the getter")
  tolua.getpeer(b).value = nil
  T.eq(b.value, 8)
end)

T.section("tolua.setpeer / tolua.getpeer", function()
  local b = Base:new_local(5)
  local p = { x = 1 }
  T.eq(select("#", tolua.setpeer(b, p)), 0)
  assert(rawequal(tolua.getpeer(b), p))
  T.eq(b.x, 1)
  b.y = 2
  T.eq(p.y, 2)
  tolua.setpeer(b, nil)
  T.eq(tolua.getpeer(b), nil)
  T.eq(b.x, nil)
  -- the same peer may be shared
  local l = Leaf:new_local(1)
  tolua.setpeer(l, p)
  tolua.setpeer(b, p)
  T.eq(l.y, 2)
  l.z = 3
  T.eq(b.z, 3)
  -- getpeer on other values
  T.eq(tolua.getpeer(1), nil)
  T.eq(tolua.getpeer({}), nil)
  T.eq(tolua.getpeer("s"), nil)
  assert(rawequal(tolua.getpeer(print), _G), "a function's environment")
  local lud = rawget(Base:new_local().arr, ".self")
  T.eq(tolua.getpeer(lud), nil)
  tolua.setpeer(lud, {}) -- silently ignored for light userdata
  T.eq(tolua.getpeer(lud), nil)
  -- errors (raised with lua_error: no position prefix)
  T.checkexact("Invalid argument #1 to setpeer: userdata expected.", tolua.setpeer, 1, {})
  T.checkexact("Invalid argument #1 to setpeer: userdata expected.", tolua.setpeer, {}, {})
  T.checkexact("Invalid argument #1 to setpeer: userdata expected.", function() tolua.setpeer(nil, {}) end)
end)

T.section("peers with metatables (Lua-side subclassing)", function()
  local LuaClass = {}
  LuaClass.__index = LuaClass
  function LuaClass:hello()
    return "hello " .. self:get()
  end
  LuaClass.who = function() return "lua who" end
  local b = Base:new_local(6)
  tolua.setpeer(b, setmetatable({}, LuaClass))
  T.eq(b:hello(), "hello 6")
  T.eq(b:who(), "lua who", "the peer's __index is honoured before the class")
  T.eq(b:get(), 6)
  -- a peer __newindex is honoured too
  local seen = {}
  tolua.setpeer(b, setmetatable({}, {
    __newindex = function(t, k, v) seen[k] = v end,
    __index = function(t, k) return k == "virtual" and "computed" or nil end,
  }))
  b.some = 1
  T.eq(seen.some, 1)
  T.eq(rawget(tolua.getpeer(b), "some"), nil)
  T.eq(b.virtual, "computed")
  T.eq(b.some, nil)
  T.eq(b:get(), 6)
  -- setters are still found before the peer
  b.value = 9
  T.eq(seen.value, nil)
  T.eq(b:get(), 9)
end)

T.section("numeric keys: .geti/.seti first, peer otherwise", function()
  local b = Base:new_local(1)
  b[0] = 7
  T.eq(b:get(), 1)
  T.eq(b.arr[0], 7, "Base has .seti: written to C++")
  T.eq(tolua.getpeer(b) ~= nil and rawget(tolua.getpeer(b), 0), nil)
  -- Leaf inherits .geti but .seti is looked up only in the most derived metatable
  local l = Leaf:new_local(1)
  T.eq(l[0], 10, "inherited .geti")
  l[0] = 70
  T.eq(tolua.getpeer(l)[0], 70, "stored in the peer")
  T.eq(l[0], 70, "and the peer is read first")
  T.eq(l.arr[0], 10, "the C++ array is unchanged")
  -- no .geti/.seti at all: peer
  local g = Grid:new_local()
  T.eq(g[1], nil)
  g[1] = "one"
  T.eq(g[1], "one")
  T.eq(tolua.getpeer(g)[1], "one")
end)
