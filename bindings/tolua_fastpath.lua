-- bindings/tolua_fastpath.lua -- generator hooks that make the stock tolua++ 1.0.93 generator's
-- output call Kite's quick checks (scripting/tolua/tolua_fastpath.h) on every bound call's hot path.
-- Loaded with `tolua++5.1 -L tolua_fastpath.lua` on its own (the binding benchmark), or by
-- bindings/basic.lua, which runs kite_fastpath() over its own output last.
--
-- What changes in the generated C++ (the checks keep their meaning and their error messages):
--   * in each function's argument check, tolua_isusertype, tolua_isusertable and kite_isobject
--     get a per-call-site `static thread_local kite_TypeSeen`: a method called on objects of one
--     class over and over checks `self` with one metatable fetch and one compare instead of a
--     look-up by name;
--   * tolua_isnoobj, tolua_isnumber, tolua_isboolean and tolua_tousertype (in argument checks
--     and in variable setters) become the inline kite_ versions, which answer the common case
--     without leaving the function;
--   * tolua_tonumber(L, i, 0), tolua_pushnumber and tolua_pushboolean become the Lua calls they
--     wrap (stock's default 0 is what lua_tonumber answers for an absent argument).
-- The generator writes "...)" in this file as "...) local arg = {...}" (Lua 5.0 style), so
-- varargs are read from `arg`.

local inlined = {noobj = true, number = true, boolean = true}
local remembered = {isusertype = true, isusertable = true}
local userCheck = "tolua_(isuser%a+)%(tolua_S,(%d+),(\"[^\"]+\"),(%d),&tolua_err%)"
local objectCheck = "(kite_isobject)%(tolua_S,(%d+),(\"[^\"]+\"),(%d),&tolua_err%)"

local function rewriteChecks(declaration, checks)
    local seen = 0
    local function remember(call, index, type, def)
        seen = seen + 1
        return string.format("%s(tolua_S,%s,%s,%s,&tolua_err,&tolua_seen[%d])", call, index, type, def, seen - 1)
    end
    checks = string.gsub(checks, userCheck, function(name, index, type, def)
        if remembered[name] then return remember("kite_" .. name, index, type, def) end
    end)
    checks = string.gsub(checks, objectCheck, remember)
    if seen > 0 then
        declaration = declaration .. " static thread_local kite_TypeSeen tolua_seen[" .. seen .. "];\n"
    end
    return declaration .. checks
end

function kite_fastpath(text)
    text = string.gsub(text, '(#include "tolua%+%+%.h"\n)', '%1#include "tolua_fastpath.h"\n', 1)
    text = string.gsub(text, "( tolua_Error tolua_err;\n)( if %(\n.-\n %)\n  goto tolua_lerror;)", rewriteChecks)
    text = string.gsub(text, "!tolua_is(%a+)%(tolua_S,", function(name)
        if inlined[name] then return "!kite_is" .. name .. "(tolua_S," end
    end)
    text = string.gsub(text, "tolua_tousertype%(tolua_S,(%-?%d+),0%)", "kite_tousertype(tolua_S,%1,0)")
    text = string.gsub(text, "tolua_tonumber%(tolua_S,(%d+),0%)", "lua_tonumber(tolua_S,%1)")
    text = string.gsub(text, "tolua_push(%a+)%(tolua_S,", function(name)
        if name == "number" or name == "boolean" then return "lua_push" .. name .. "(tolua_S," end
    end)
    return text
end

-- The generated C++ is captured, then each rewriter runs over it in order, kite_fastpath last.
-- bindings/basic.lua adds its own.
kite_output_rewriters = {}

local originalWrite = write
local buffer

function pre_output_hook(package)
    buffer = {}
    write = function(...)
        if _OUTPUT == _STDERR then return originalWrite(unpack(arg, 1, arg.n)) end
        for i = 1, arg.n do buffer[#buffer + 1] = tostring(arg[i]) end
    end
end

function post_output_hook(package)
    write = originalWrite
    local text = table.concat(buffer)
    buffer = nil
    for _, rewrite in ipairs(kite_output_rewriters) do
        text = rewrite(text)
    end
    originalWrite(kite_fastpath(text))
end
