-- compat_util: assertion helpers shared by the compatibility scripts (in the style of Lua's testes).
--
--   local T = require "compat_util"
--   T.section("name", function() ... end)   -- runs under xpcall; a failure is reported with its
--                                           -- file:line and a traceback, the next section runs
--   T.checkerr(pattern, f, ...)             -- f(...) must fail with a message matching pattern
--   T.checkexact(msg, f, ...)               -- ... with exactly msg (no position prefix)
--   T.checkat(msg, f, ...)                  -- ... with "<this script>:<line>: " .. msg
--   T.checkaccess(msg, f, ...)              -- an accessor's error: exact in stock, positioned in kite
--   T.eq(a, b)                              -- a == b, reporting both values
--   T.kite / T.stock                        -- which runtime the runner was built against
--
-- compat_runner reads the globals compat_failures and compat_sections after the script.

local T = {}

T.runtime = assert(TOLUA_RUNTIME, "TOLUA_RUNTIME is not set (run this through compat_runner)")
T.kite = T.runtime == "kite"
T.stock = T.runtime == "stock"
T.luajit = COMPAT_LUA_BACKEND == "luajit"
T.registry = debug.getregistry()

compat_failures = 0
compat_sections = 0

local script = COMPAT_SCRIPT or "?"
T.script_name = script:match("([^/]+)$")

local function show(v)
  if type(v) == "string" then return string.format("%q", v) end
  return tostring(v)
end
T.show = show

function T.section(name, f)
  compat_sections = compat_sections + 1
  local ok, err = xpcall(f, function(e)
    return debug.traceback(tostring(e), 2)
  end)
  if ok then
    print("ok    " .. name)
  else
    compat_failures = compat_failures + 1
    print("FAIL  " .. name .. "\n" .. err)
  end
  collectgarbage()
  collectgarbage()
end

function T.eq(a, b, what)
  if a ~= b then
    error(string.format("%sexpected %s, got %s", what and (what .. ": ") or "", show(b), show(a)), 2)
  end
end

-- f(...) must raise; returns the message.
local function failing(level, f, ...)
  local ok, msg = pcall(f, ...)
  if ok then error("expected an error, but the call succeeded", level + 1) end
  return msg
end

function T.errmsg(f, ...)
  return failing(2, f, ...)
end

function T.checkerr(pattern, f, ...)
  local msg = failing(2, f, ...)
  if type(msg) ~= "string" or not string.find(msg, pattern) then
    error(string.format("error message %s does not match %s", show(msg), show(pattern)), 2)
  end
  return msg
end

function T.checkexact(expected, f, ...)
  local msg = failing(2, f, ...)
  if msg ~= expected then
    error(string.format("error message\n  %s\nexpected exactly\n  %s", show(msg), show(expected)), 2)
  end
  return msg
end

local function escape(s)
  return (s:gsub("[%^%$%(%)%%%.%[%]%*%+%-%?]", "%%%0"))
end
T.escape = escape

-- The message must carry the position prefix of a line in the running script.
-- Write the failing call as a statement (`function() f() end`), not `function() return f() end`:
-- LuaJIT tail-calls C functions too, and then no Lua frame is left to name in the prefix.
function T.checkat(expected, f, ...)
  local msg = failing(2, f, ...)
  local pattern = "^.-" .. escape(T.script_name) .. ":%d+: " .. escape(expected) .. "$"
  if type(msg) ~= "string" or not msg:find(pattern) then
    error(string.format("error message\n  %s\nexpected\n  <%s:line>: %s", show(msg), T.script_name,
      show(expected)), 2)
  end
  return msg
end

-- Errors raised by accessors (getters, setters, .geti/.seti) that the runtime calls for an index
-- or assignment. Stock calls them through lua_call, so their messages carry no position; Kite calls
-- them in the metamethod's own frame, so they name the script line (a deliberate difference).
function T.checkaccess(expected, f, ...)
  if T.stock then return T.checkexact(expected, f, ...) end
  local msg = failing(2, f, ...)
  local pattern = "^.-" .. escape(T.script_name) .. ":%d+: " .. escape(expected) .. "$"
  if type(msg) ~= "string" or not (msg == expected or msg:find(pattern)) then
    error(string.format("error message\n  %s\nexpected\n  [<%s:line>: ]%s", show(msg), T.script_name,
      show(expected)), 2)
  end
  return msg
end

-- Sorted keys of a table (for set comparisons).
function T.keys(t, filter)
  local out = {}
  for k in pairs(t) do
    if not filter or filter(k) then out[#out + 1] = k end
  end
  table.sort(out, function(a, b)
    return tostring(a) < tostring(b)
  end)
  return out
end

-- The table must contain exactly the given keys, each mapped to `true`.
function T.set_is(t, expected, what)
  local want = {}
  for _, k in ipairs(expected) do want[k] = true end
  for k, v in pairs(t) do
    if not want[k] then error(string.format("%s: unexpected key %s", what or "set", show(k)), 2) end
    if v ~= true then error(string.format("%s: key %s maps to %s", what or "set", show(k), show(v)), 2) end
  end
  for _, k in ipairs(expected) do
    if t[k] == nil then error(string.format("%s: missing key %s", what or "set", show(k)), 2) end
  end
end

function T.list_is(got, expected, what)
  local a, b = table.concat(got, ","), table.concat(expected, ",")
  if a ~= b then error(string.format("%s:\n  got      %s\n  expected %s", what or "list", a, b), 2) end
end

-- The boxed pointer of a tolua object (a light userdata), found through its ubox.
function T.pointer(obj)
  local mt = getmetatable(obj)
  local ubox = mt and rawget(mt, "tolua_ubox") or T.registry.tolua_ubox
  for k, v in pairs(ubox) do
    if rawequal(v, obj) then return k end
  end
  return nil
end

function T.full_gc()
  collectgarbage()
  collectgarbage()
end

return T
