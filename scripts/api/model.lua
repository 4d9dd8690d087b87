-- scripts/api/model.lua -- the API model every output is written from: modules with their functions and fields, classes with their base, functions and fields, aliases
-- (handler event names, enum types) and the cocos2d-x names Kite does not provide. The modules are
-- cc, ccui, ccexp, kite and gl (blend factors); a few global tables of cocos's are classes of no
-- module (ScriptHandlerMgr).
local signature = require("signature")

local model = {}

model.moduleNames = {"cc", "ccui", "ccexp", "kite", "gl"}

function model.new()
    local api = {modules = {}, classes = {}, aliases = {}, unsupported = {}}
    for _, name in ipairs(model.moduleNames) do model.module(api, name) end
    return api
end

function model.module(api, name)
    local module = api.modules[name]
    if not module then
        module = {name = name, functions = {}, fields = {}, isModule = true}
        api.modules[name] = module
    end
    return module
end

function model.class(api, name)
    local class = api.classes[name]
    if not class then
        class = {name = name, functions = {}, fields = {}}
        api.classes[name] = class
    end
    return class
end

-- Adds one argument form to owner's function `name`; an identical form is not added twice.
function model.addOverload(owner, name, overload, info)
    local fn = owner.functions[name]
    if not fn then
        fn = {name = name, overloads = {}, static = info.static, source = info.source}
        owner.functions[name] = fn
    end
    if not fn.desc and info.desc and info.desc ~= "" then fn.desc = info.desc end
    local text = signature.format(overload)
    for _, existing in ipairs(fn.overloads) do
        if signature.format(existing) == text then return fn end
    end
    fn.overloads[#fn.overloads + 1] = overload
    return fn
end

function model.addField(owner, name, fieldType, desc, source)
    local field = owner.fields[name]
    if not field then
        field = {name = name, type = fieldType, source = source}
        owner.fields[name] = field
    end
    if not field.desc and desc and desc ~= "" then field.desc = desc end
    field.record = signature.recordFields(fieldType)
    return field
end

-- An enum type of the bindings: a number in Lua, its values set by manual code.
function model.addEnum(api, name, desc, source)
    if name == "" or string.find(name, "%.$") then return end
    if not api.aliases[name] then
        api.aliases[name] = {name = name, type = "integer", desc = desc ~= "" and desc or nil, source = source,
                             enum = true}
    end
end

function model.addAlias(api, name, aliasType, desc, source)
    api.aliases[name] = {name = name, type = aliasType, desc = desc, source = source}
end

-- The owner (class or module) of a dotted Lua path's last part: "cc.Sprite.create" -> class
-- cc.Sprite, "create"; "cc.p" -> module cc, "p". Nil when the path starts outside the modules.
function model.ownerOf(api, path)
    local head, last = string.match(path, "^(.*)[%.:]([%w_]+)$")
    if not head then return nil end
    if api.modules[head] then return api.modules[head], last end
    -- A global table of cocos's with functions (ScriptHandlerMgr) is a class without a module.
    if not string.find(head, "%.") then return model.class(api, head), last end
    local moduleName = string.match(head, "^([%w_]+)")
    if not api.modules[moduleName] then return nil end
    return model.class(api, head), last
end

-- Sorted keys of a table, for outputs that do not change order between runs.
function model.sortedKeys(t)
    local keys = {}
    for k in pairs(t) do keys[#keys + 1] = k end
    table.sort(keys)
    return keys
end

-- The chain of bases of a class, nearest first, as far as the model knows them.
function model.bases(api, class)
    local chain, seen = {}, {}
    local base = class.base
    while base and not seen[base] do
        seen[base] = true
        chain[#chain + 1] = base
        base = api.classes[base] and api.classes[base].base
    end
    return chain
end

-- The module a class belongs to, or nil for a global class.
function model.moduleOf(api, className)
    local first = string.match(className, "^([%w_]+)%.")
    return first and api.modules[first] and first or nil
end

return model
