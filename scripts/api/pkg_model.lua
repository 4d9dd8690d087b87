-- scripts/api/pkg_model.lua -- a hook for the stock tolua++ generator (`tolua++5.1 -L`) that prints
-- the package tolua++ parsed, as a Lua table, instead of writing C++: classes, their bases, every
-- function with its arguments (C++ type, default) and return type, and the `///` description above
-- each declaration. scripts/api/genapi.lua runs it on every bindings/pkg/*.pkg.
-- (tolua++ rewrites every three dots before a closing parenthesis in a hook file, so there are none.)

-- Descriptions: `///` lines are comments, which tolua++ removes before it parses, so they are read
-- from the raw text here and keyed by the C++ scope and name of the declaration below them.
local descriptions = {}

local function declaredName(line)
    local class = string.match(line, "^%s*class%s+([%w_]+)")
    if class then return class end
    if string.find(line, "^%s*enum[%s{]") then
        return string.match(line, "^%s*enum%s+([%w_]+)") or ""
    end
    local cppName = string.match(line, "([%w_]+)%s*@%s*[%w_]+%s*%(")
    if cppName then return cppName end
    local functionName = string.match(line, "([%w_]+)%s*%(")
    if functionName then return functionName end
    return string.match(line, "([%w_]+)%s*[;=%[]")
end

local function readDescriptions(code)
    local scopes = {}
    local pending
    for line in string.gmatch(code, "[^\n]*") do
        local text = string.match(line, "^%s*///%s?(.*)$")
        if text then
            pending = pending and (pending .. " " .. text) or text
        else
            local code_part = string.gsub(line, "//.*$", "")
            if pending and string.find(code_part, "%S") then
                local name = declaredName(code_part)
                if name then
                    local scope = table.concat(scopes, "::")
                    descriptions[scope .. "|" .. name] = descriptions[scope .. "|" .. name] or pending
                end
                pending = nil
            end
            local opened = string.match(code_part, "^%s*namespace%s+([%w_]+)")
                or string.match(code_part, "^%s*class%s+([%w_]+)")
                or string.match(code_part, "^%s*module%s+([%w_]+)")
            for _ in string.gmatch(code_part, "{") do
                table.insert(scopes, opened or "")
                opened = nil
            end
            for _ in string.gmatch(code_part, "}") do
                table.remove(scopes)
            end
        end
    end
end

function preprocess_hook(package)
    readDescriptions(package.code)
end

local function quote(value)
    return string.format("%q", value)
end

local out = {}
local function emit(text) out[#out + 1] = text end

local function isKind(object, kind) return getmetatable(object) == kind end

-- The description of `name` in the C++ scope `scope` ("cc::Sprite"), with the scope written as
-- the raw text names it (namespaces and classes without their namespace prefix).
local function describe(scope, name)
    local parts = {}
    for part in string.gmatch(scope, "[^:]+") do parts[#parts + 1] = part end
    local key = table.concat(parts, "::") .. "|" .. name
    return descriptions[key]
end

local function emitArgs(args)
    emit("args = {")
    local i = 1
    while args[i] do
        local a = args[i]
        if a.type ~= "void" or a.ptr ~= "" then
            emit(string.format("{name = %s, mod = %s, type = %s, ptr = %s, def = %s},",
                quote(a.name or ""), quote(a.mod or ""), quote(a.type or ""), quote(a.ptr or ""),
                quote(a.def or "")))
        end
        i = i + 1
    end
    emit("},")
end

local function walk(container, scope)
    local i = 1
    while container[i] do
        local object = container[i]
        if isKind(object, classClass) then
            local localName = string.match(object.name, "([%w_]+)$")
            emit(string.format("{kind = 'class', name = %s, base = %s, desc = %s, members = {",
                quote(object.name), quote(object.base or ""),
                quote(describe(scope, localName) or "")))
            walk(object, object.name)
            emit("}},")
        elseif isKind(object, classNamespace) or isKind(object, classModule) then
            walk(object, scope == "" and object.name or (scope .. "::" .. object.name))
        elseif isKind(object, classFunction) then
            emit(string.format("{kind = 'function', name = %s, lname = %s, type = %s, ptr = %s, mod = %s, const = %s, desc = %s,",
                quote(object.name), quote(object.lname or object.name), quote(object.type or ""),
                quote(object.ptr or ""), quote(object.mod or ""), quote(object.const or ""),
                quote(describe(scope, object.name) or "")))
            emitArgs(object.args)
            emit("},")
        elseif isKind(object, classVariable) then
            emit(string.format("{kind = 'variable', name = %s, lname = %s, type = %s, ptr = %s, mod = %s, desc = %s},",
                quote(object.name), quote(object.lname or object.name), quote(object.type or ""),
                quote(object.ptr or ""), quote(object.mod or ""), quote(describe(scope, object.name) or "")))
        elseif isKind(object, classEnumerate) then
            local qualified = scope == "" and (object.name or "") or (scope .. "::" .. (object.name or ""))
            emit(string.format("{kind = 'enum', name = %s, desc = %s},", quote(qualified),
                quote(describe(scope, object.name or "") or "")))
        end
        i = i + 1
    end
end

function pre_output_hook(package)
    emit("return {")
    walk(package, "")
    emit("}")
    io.stdout:write(table.concat(out, "\n"), "\n")
    os.exit(0)
end
