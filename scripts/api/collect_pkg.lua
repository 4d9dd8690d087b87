-- scripts/api/collect_pkg.lua -- adds to the API model what bindings/pkg/*.pkg declare, as the stock
-- tolua++ generator parses them (scripts/api/pkg_model.lua is its hook), with C++ types written as
-- the Lua types the generated code takes and gives.
local model = require("model")

local collect = {}

local integerTypes = {}
for _, t in ipairs({"int", "unsigned int", "unsigned", "long", "unsigned long", "long long", "short",
                    "unsigned short", "char", "unsigned char", "signed char", "GLubyte", "GLint",
                    "GLuint", "GLenum", "size_t", "ssize_t", "int8_t", "uint8_t", "int16_t", "uint16_t",
                    "int32_t", "uint32_t", "int64_t", "uint64_t"}) do
    integerTypes[t] = true
end
local valueTables = {Vec2 = true, Size = true, Rect = true, Color3B = true, Color4B = true,
                     Color4F = true, PhysicsMaterial = true}

local function luaClassName(cppName)
    return (string.gsub(cppName, "::", "."))
end

-- The Lua type of a C++ type, or nil when the model does not know it (genapi stops there).
local function luaType(cppType, ptr, enums)
    local t = string.gsub(cppType, "^const%s+", "")
    t = string.gsub(t, "%s*&$", "")
    if t == "void" and (ptr == "" or ptr == nil) then return nil end
    if t == "bool" then return "boolean" end
    if t == "float" or t == "double" then return "number" end
    if integerTypes[t] then return (ptr == "*" and t == "char") and "string" or "integer" end
    if t == "std::string" or t == "string" or t == "char*" then return "string" end
    if t == "LUA_FUNCTION" then return "function" end
    if t == "LUA_TABLE" then return "table" end
    local valueName = string.match(t, "^cc::([%w_]+)$")
    if valueName and valueTables[valueName] then return "cc." .. valueName end
    if enums[t] then return "integer" end
    if string.find(t, "^cc::") or string.find(t, "^ccui::") or string.find(t, "^ccexp::") then
        return luaClassName(t)
    end
    return nil
end

local function runTolua(tolua, hook, pkgDir, pkg)
    local command = string.format("cd '%s' && '%s' -L '%s' -n api -o /dev/null '%s' 2>&1", pkgDir, tolua,
        hook, pkg)
    local pipe = assert(io.popen(command))
    local text = pipe:read("*a")
    pipe:close()
    local chunk, why = loadstring(text, "=" .. pkg)
    if not chunk then error("tolua++ did not parse " .. pkg .. ":\n" .. text .. "\n" .. tostring(why), 0) end
    return chunk()
end

local function gatherEnums(items, enums)
    for _, item in ipairs(items) do
        if item.kind == "enum" then enums[item.name] = true end
        if item.kind == "class" then
            for _, member in ipairs(item.members) do
                if member.kind == "enum" then enums[item.name .. "::" .. member.name] = true end
            end
        end
    end
end

-- Adds one parsed function (one overload) to `owner` (a class or a module of the model).
local function addFunction(api, owner, item, enums, source, problems, ownerName)
    local params = {}
    for _, arg in ipairs(item.args) do
        local t = luaType(arg.type, arg.ptr, enums)
        if not t then
            problems[#problems + 1] = source .. ": " .. ownerName .. ":" .. item.lname ..
                ": no Lua type for argument type '" .. arg.type .. arg.ptr .. "'"
            t = "any"
        end
        params[#params + 1] = {name = arg.name ~= "" and arg.name or ("arg" .. (#params + 1)), type = t,
                               optional = arg.def ~= ""}
    end
    local returns = {}
    local result = luaType(item.type, item.ptr, enums)
    if item.type ~= "void" or item.ptr ~= "" then
        if not result then
            problems[#problems + 1] = source .. ": " .. ownerName .. ":" .. item.lname ..
                ": no Lua type for return type '" .. item.type .. item.ptr .. "'"
            result = "any"
        end
        returns[1] = result
    end
    model.addOverload(owner, item.lname, {params = params, returns = returns},
        {static = item.mod == "static", desc = item.desc, source = source})
end

function collect.run(api, options)
    local pipe = assert(io.popen("cd '" .. options.pkgDir .. "' && ls *.pkg"))
    local parsed = {}
    for pkg in pipe:lines() do
        parsed[#parsed + 1] = {pkg = pkg, items = runTolua(options.tolua, options.hook, options.pkgDir, pkg)}
    end
    pipe:close()
    local enums = {}
    for _, p in ipairs(parsed) do gatherEnums(p.items, enums) end
    for _, p in ipairs(parsed) do
        local source = "bindings/pkg/" .. p.pkg
        for _, item in ipairs(p.items) do
            if item.kind == "class" then
                local class = model.class(api, luaClassName(item.name))
                class.base = class.base or (item.base ~= "" and luaClassName(item.base) or nil)
                class.desc = class.desc or (item.desc ~= "" and item.desc or nil)
                class.source = class.source or source
                for _, member in ipairs(item.members) do
                    if member.kind == "function" then
                        addFunction(api, class, member, enums, source, options.problems, class.name)
                    elseif member.kind == "variable" then
                        model.addField(class, member.lname,
                            luaType(member.type, member.ptr, enums) or "any", member.desc, source)
                    elseif member.kind == "enum" then
                        model.addEnum(api, class.name .. "." .. member.name, member.desc, source)
                    end
                end
            elseif item.kind == "enum" then
                model.addEnum(api, luaClassName(item.name), item.desc, source)
            elseif item.kind == "function" then
                addFunction(api, model.module(api, "cc"), item, enums, source, options.problems, "cc")
            end
        end
    end
end

return collect
