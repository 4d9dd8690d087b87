-- bindings/basic.lua -- Kite's customisation of the stock tolua++ 1.0.93 generator, loaded with
-- `tolua++5.1 -L basic.lua` (as cocos2d-x 2.x did). The generator rewrites every "...)" in this
-- file into "...) local arg = {...}" (Lua 5.0 style), so varargs are passed on as unpack(arg). It:
--   * pushes every class derived from cc::Ref through toluafix_pushusertype_ccobject, passing the
--     object's _ID and &_luaID;
--   * takes LUA_FUNCTION parameters with toluafix_isfunction / toluafix_ref_function (an int id);
--   * passes cc::Vec2, Size, Rect, Color3B, Color4B, Color4F, PhysicsMaterial as Lua tables, in and out;
--   * names registry types the cocos 3.x way ("cc.Node", not "cc::Node"; "ccexp.AudioEngine");
--   * makes error messages name the qualified method ('cc.Node:addChild');
--   * rejects nil for object arguments that have no default;
--   * registers C++ dynamic types (typeid) so pushes resolve the most derived Lua type;
--   * then runs tolua_fastpath.lua's rewrite: the quick checks of every call's hot path.

-- The output capture and the hot-path rewrite (tolua_fastpath.lua, next to this file), which runs
-- after everything below.
dofile((string.gsub(debug.getinfo(1, "S").source, "^@?(.-)[^/]*$", "%1")) .. "tolua_fastpath.lua")

local valueTypes = {"Vec2", "Size", "Rect", "Color3B", "Color4B", "Color4F", "PhysicsMaterial"}
for _, name in ipairs(valueTypes) do
    for _, cpp in ipairs({"cc::" .. name, "const cc::" .. name}) do
        _is_functions[cpp] = "kite_is_" .. name
        _to_functions[cpp] = "kite_to_" .. name
        _push_functions[cpp] = "kite_push_" .. name
    end
end

-- Every cc:: class pushed by pointer is a Ref (value types are tables), also when its package
-- only uses the class without declaring it; kite::refIdOf takes a cc::Ref*, so a class that is
-- not a Ref fails to compile instead of escaping tolua_fix.
local isValueType = {}
for _, name in ipairs(valueTypes) do isValueType["cc::" .. name] = true end
-- cc:: classes that are not Refs: plain tolua usertypes (the singletons SimpleAudioEngine, FileUtils,
-- UserDefault, Application).
local isPlainClass = {
    ["cc::SimpleAudioEngine"] = true,
    ["cc::FileUtils"] = true,
    ["cc::UserDefault"] = true,
    ["cc::Application"] = true,
}
local stockGetPushFunction = get_push_function
function get_push_function(t)
    local plain = string.gsub(t, "^const ", "")
    if (string.find(plain, "^cc::") or string.find(plain, "^ccui::")) and not isValueType[plain] and not isPlainClass[plain] and not _push_functions[t] then
        return "toluafix_pushusertype_ccobject"
    end
    return stockGetPushFunction(t)
end
_is_functions["LUA_FUNCTION"] = "toluafix_isfunction"
_to_functions["LUA_FUNCTION"] = "toluafix_ref_function"
_is_functions["LUA_TABLE"] = "toluafix_istable"
_to_functions["LUA_TABLE"] = "toluafix_totable"

-- "cc::Node" -> "cc.Node", the name Lua code sees in tolua.type and error messages.
local function luaName(cppName)
    return (string.gsub(cppName, "::", "."))
end

-- The class whose members are being written, and the function, for error messages.
local currentClass, currentFunction
local function withClass(class)
    local original = class.supcode
    class.supcode = function(self, ...)
        local saved, savedFunction = currentClass, currentFunction
        currentClass = self:inclass()
        currentFunction = self
        local result = original(self, unpack(arg, 1, arg.n))
        currentClass, currentFunction = saved, savedFunction
        return result
    end
end
withClass(classFunction)
withClass(classVariable)
withClass(classArray)

function output_error_hook(fmt, name, ...)
    -- A function renamed for Lua (`isBackgroundMusicPlaying @ isMusicPlaying`) is named as Lua calls it.
    if currentFunction and name == currentFunction.name and currentFunction.lname then
        name = currentFunction.lname
    end
    if type(name) == "string" and currentClass and not string.find(name, "^%.") then
        local separator = string.find(fmt, "variable") and "." or ":"
        name = luaName(currentClass) .. separator .. name
    elseif type(name) == "string" and currentClass then
        name = luaName(currentClass) .. " " .. name -- operators: '.add', '.lt', ...
    end
    return string.format(fmt, name, unpack(arg, 1, arg.n))
end

local function replace(text, pattern, replacement, plain, required)
    local result, count = string.gsub(text, pattern, replacement)
    if count == 0 and required then
        io.stderr:write("basic.lua: pattern not replaced: " .. pattern .. "\n")
    end
    return result
end

-- The generated C++, before tolua_fastpath.lua's own rewrite.
table.insert(kite_output_rewriters, function(text)
    -- Our includes and the tolua_fix helpers replace the stock preamble.
    text = replace(text, '#include "tolua%+%+%.h"\n',
        '#include "tolua++.h"\n#include "tolua_fix.h"\n#include "LuaValueConversions.h"\n' ..
        '#include "KiteBindingSupport.h"\n', false, true)

    -- Ref pushes carry the object's id and &_luaID.
    text = string.gsub(text, "toluafix_pushusertype_ccobject%(tolua_S,%(void%*%)([^,]-),",
        "toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(%1),kite::luaIdOf(%1),(void*)%1,")

    -- A LUA_FUNCTION parameter arrives as the int handler id.
    text = string.gsub(text, "%*%(%(LUA_FUNCTION%*%)%s*", "(")
    text = string.gsub(text, "%*%(%(LUA_TABLE%*%)%s*", "(")
    text = string.gsub(text, ' tolua_usertype%(tolua_S,"LUA_FUNCTION"%);\n', "")
    text = string.gsub(text, ' tolua_usertype%(tolua_S,"LUA_TABLE"%);\n', "")
    text = string.gsub(text, ' Mtolua_typeid%(tolua_S,typeid%(LUA_FUNCTION%), "LUA_FUNCTION"%);\n', "")
    text = string.gsub(text, ' Mtolua_typeid%(tolua_S,typeid%(LUA_TABLE%), "LUA_TABLE"%);\n', "")

    -- Value types are pushed as tables straight from the local: no heap copy, no GC ownership.
    for _, name in ipairs(valueTypes) do
        local push = "kite_push_" .. name
        text = string.gsub(text,
            "void%* tolua_obj = Mtolua_new%(%(cc::" .. name .. "%)%((.-)%)%);%s*" .. push ..
            "%(tolua_S,tolua_obj,\"cc::" .. name .. "\"%);%s*tolua_register_gc%(tolua_S,lua_gettop%(tolua_S%)%);",
            "cc::" .. name .. " tolua_obj = (%1);\n     " .. push .. "(tolua_S,(void*)&tolua_obj,\"cc::" .. name .. "\");")
        text = string.gsub(text,
            "void%* tolua_obj = tolua_copy%(tolua_S,%(void%*%)&(.-),sizeof%(cc::" .. name .. "%)%);%s*" .. push ..
            "%(tolua_S,tolua_obj,\"cc::" .. name .. "\"%);%s*tolua_register_gc%(tolua_S,lua_gettop%(tolua_S%)%);",
            push .. "(tolua_S,(void*)&%1,\"cc::" .. name .. "\");")
        -- Value types are not Lua types: never registered as user types.
        text = string.gsub(text, ' tolua_usertype%(tolua_S,"cc::' .. name .. '"%);\n', "")
        text = string.gsub(text, ' Mtolua_typeid%(tolua_S,typeid%(cc::' .. name .. '%), "cc::' .. name .. '"%);\n', "")
    end

    -- An object argument may not be nil unless it has a default (stock tolua++ lets nil through
    -- as NULL); `self` keeps the stock check, whose NULL is reported as "invalid 'self'".
    text = string.gsub(text, "!tolua_isusertype%(tolua_S,(%d+),(\"[^\"]+\"),0,&tolua_err%)", function(index, type)
        if tonumber(index) < 2 then return nil end
        return "!kite_isobject(tolua_S," .. index .. "," .. type .. ",0,&tolua_err)"
    end)

    -- A method returning nothing returns its object, as cocos2d-x 3.x's generated bindings do
    -- (`lua_settop(L, 1); return 1;`), so calls chain: sprite:setPosition(0, 0):setScale(2).
    text = string.gsub(text, "(\n  {\n   self%->[%w_]+%b\(\);\n  }\n }\n) return 0;",
        "%1 lua_settop(tolua_S,1);\n return 1;")
    -- A static one returns its class table, the first argument, as cocos's do: cc.MenuItemFont:setFontSize(20).
    text = string.gsub(text, "(\n  {\n   [%w_]+::[%w_:]+%b\(\);\n  }\n }\n) return 0;",
        "%1 lua_settop(tolua_S,1);\n return 1;")

    -- `self` is checked before the arguments are converted: on Lua 5.1 the "invalid 'self'" error
    -- (a method called on an object that died) longjmps past C++ destructors, so a std::string
    -- argument built before it would leak. ([^#]- keeps the match inside one function.)
    text = string.gsub(text,
        "(\n  [^\n]-%* self = [^\n]*\n)([^#]-)(#ifndef TOLUA_RELEASE\n  if %(!self%) tolua_error%([^\n]*\n#endif\n)",
        "%1%3%2")

    -- Registry type names the cocos 3.x way, in every string literal (ccexp: cocos's module for
    -- cc::experimental, see manual/AudioLuaNames.h; ccui for cc::ui, manual/UiLuaNames.h).
    for _, module in ipairs({"cc", "ccexp", "ccui"}) do
        text = string.gsub(text, '"(const )' .. module .. '::', '"%1' .. module .. '.')
        text = string.gsub(text, '"' .. module .. '::', '"' .. module .. '.')
    end

    -- Stable output: no generation date, tabs as spaces.
    text = string.gsub(text, "Generated automatically by ([^\n]-) on [^\n]*%.", "Generated automatically by %1. Do not edit: run scripts/genbindings.")
    text = string.gsub(text, "\t", "    ")
    return text
end)
