-- api_listing.lua -- `kite --api [PATTERN]` and the names `kite --check` knows, run by the player in a
-- game's Lua state instead of a main.lua. It walks the live tables cc, ccui, ccexp and kite, then
--   mode "list": prints every name that matches PATTERN with its signatures and description from the
--     reference compiled into the player (bindings/generated/lua_api_reference.cpp), and names what
--     the live state and the reference do not agree on; returns how many they are;
--   mode "luacheck": writes to the file PATTERN a luacheck configuration whose std "kite" has every
--     live name as a field (so luacheck's W143 flags cc.Sprtie and cc.Director:getInstace); returns 0.
-- Arguments: the reference ({name, kind, signature, description} rows), the pattern, the mode.
local reference, pattern, mode = ...

local modules = {"cc", "ccui", "ccexp", "kite", "gl"}
local registry = debug.getregistry()

-- "Sprite:create" or "cc.node*pos" -> a case-blind Lua pattern; `*` is any text.
local function compile(text)
    if not text or text == "" then return nil end
    text = string.lower((string.gsub(text, ":", ".")))
    text = string.gsub(text, "[%^%$%(%)%%%.%[%]%+%-%?]", "%%%0")
    return (string.gsub(text, "%*", ".*"))
end
local wanted = mode == "list" and compile(pattern) or nil
local function matches(name)
    return not wanted or string.find(string.lower(name), wanted) ~= nil
end

-- Every live name: "cc.Sprite" (class), "cc.Sprite.create" (its function), "cc.p", "cc.KEY_A".
local live = {}
local inherited = {}
local function isMemberKey(key)
    return type(key) == "string" and not string.find(key, "^__") and not string.find(key, "^%.")
end
-- The keys of a table of constants (ccui.TouchEventType.ended) exist for luacheck; the reference
-- lists the table with its keys in its type.
local function addTableKeys(path, value)
    if type(value) ~= "table" then return end
    for key in pairs(value) do
        if type(key) == "string" then inherited[path .. "." .. key] = true end
    end
end
local function walkClass(path, classTable)
    live[path] = "class"
    for key, value in pairs(classTable) do
        if isMemberKey(key) then
            live[path .. "." .. key] = type(value) == "function" and "function" or "field"
            addTableKeys(path .. "." .. key, value)
        end
    end
    local mt = getmetatable(classTable)
    if type(mt) ~= "table" then return end
    for key, value in pairs(mt) do
        if isMemberKey(key) and key ~= "tolua_ubox" then
            live[path .. "." .. key] = type(value) == "function" and "function" or "field"
        end
    end
    local getters = rawget(mt, ".get")
    if type(getters) == "table" then
        for key in pairs(getters) do
            if isMemberKey(key) then live[path .. "." .. key] = "field" end
        end
    end
    -- What the class inherits is reachable through it too (luacheck must know; the listing does not
    -- repeat it).
    local base = getmetatable(mt)
    local seen = {}
    while type(base) == "table" and not seen[base] do
        seen[base] = true
        for key in pairs(base) do
            if isMemberKey(key) and key ~= "tolua_ubox" then inherited[path .. "." .. key] = true end
        end
        local baseGetters = rawget(base, ".get")
        if type(baseGetters) == "table" then
            for key in pairs(baseGetters) do
                if isMemberKey(key) then inherited[path .. "." .. key] = true end
            end
        end
        base = getmetatable(base)
    end
end

-- A class made of a plain table (cc.Config, ScriptHandlerMgr): its own entries are its members.
local function walkPlainClass(path, value)
    live[path] = "class"
    for key, member in pairs(value) do
        if isMemberKey(key) then live[path .. "." .. key] = type(member) == "function" and "function" or "field" end
    end
end

local referenceKind = {}
for _, row in ipairs(reference) do referenceKind[row[1]] = row[2] end

for _, moduleName in ipairs(modules) do
    local module = _G[moduleName]
    if type(module) == "table" then
        for key, value in pairs(module) do
            if type(key) == "string" then
                local path = moduleName .. "." .. key
                if referenceKind[path] == "unsupported" then
                    live[path] = "unsupported"
                elseif type(value) == "table" and rawget(value, ".isclass") then
                    -- A class under its own name is walked; under another (cc.Scale9Sprite is
                    -- ccui.Scale9Sprite) it is a field that holds the class.
                    if registry[path] == getmetatable(value) then walkClass(path, value) else live[path] = "field" end
                elseif type(value) == "table" and referenceKind[path] == "class" then
                    walkPlainClass(path, value)
                else
                    live[path] = type(value) == "function" and "function" or "field"
                    addTableKeys(path, value)
                end
            end
        end
    end
end
-- cocos's global tables of functions that are no class (ScriptHandlerMgr), as the reference names them.
for _, row in ipairs(reference) do
    local value = row[2] == "class" and not string.find(row[1], "%.") and rawget(_G, row[1])
    if type(value) == "table" and not rawget(value, ".isclass") then walkPlainClass(row[1], value) end
end
-- cc.Config's methods belong to its objects, whose metatable is hidden: an empty one shows them (it
-- has no members that could answer instead).
local config = type(cc) == "table" and type(cc.Config) == "table" and cc.Config.parse and cc.Config.parse("{}")
if config then
    for _, row in ipairs(reference) do
        local method = string.match(row[1], "^cc%.Config%.([%w_]+)$")
        if method and not live[row[1]] and type(config[method]) == "function" then live[row[1]] = "function" end
    end
end

-- The names refused with "not supported by Kite" (in ccs, sp, gl too): looked up raw, since reading
-- an unsupported class raises; a method of a bound class is in the class's metatable.
local function rawLookup(path)
    local value = _G
    for part in string.gmatch(path, "[^%.]+") do
        if type(value) ~= "table" then return nil end
        local found = rawget(value, part)
        if found == nil and type(getmetatable(value)) == "table" then found = rawget(getmetatable(value), part) end
        value = found
    end
    return value
end
for _, row in ipairs(reference) do
    if row[2] == "unsupported" and rawLookup(row[1]) ~= nil then live[row[1]] = "unsupported" end
end

-- The luacheck configuration: nested `fields` tables, from the dotted live names.
local function writeLuacheckConfig(path)
    local tree = {}
    local names = {}
    for name in pairs(live) do names[#names + 1] = name end
    for name in pairs(inherited) do names[#names + 1] = name end
    for _, name in ipairs(names) do
        local node = tree
        for part in string.gmatch(name, "[^%.]+") do
            node[part] = node[part] or {}
            node = node[part]
        end
    end
    local out = {}
    local function emit(node, indent)
        local keys = {}
        for key in pairs(node) do keys[#keys + 1] = key end
        table.sort(keys)
        for _, key in ipairs(keys) do
            if next(node[key]) then
                out[#out + 1] = string.format("%s[%q] = {fields = {", indent, key)
                emit(node[key], indent .. "  ")
                out[#out + 1] = indent .. "}},"
            else
                out[#out + 1] = string.format("%s[%q] = {},", indent, key)
            end
        end
    end
    emit(tree, "    ")
    local file = assert(io.open(path, "w"))
    file:write("-- Written by kite --check from this player's live API.\n",
        "stds.kite = {read_globals = {\n", table.concat(out, "\n"), "\n}}\n",
        "std = \"max+kite\"\n", "only = {\"143\"}\n")
    file:close()
    return 0
end
if mode == "luacheck" then return writeLuacheckConfig(pattern) end

local shown, missing, unknown = 0, 0, 0
for _, row in ipairs(reference) do
    local name, kind, signature, description = row[1], row[2], row[3], row[4]
    if matches(name) then
        if live[name] then
            shown = shown + 1
            print(signature)
            if description ~= "" then print("    " .. description) end
        else
            missing = missing + 1
            print(name .. "  (in the reference, not in this binary)")
        end
    end
end
local liveNames = {}
for name in pairs(live) do
    if not referenceKind[name] and matches(name) then liveNames[#liveNames + 1] = name end
end
table.sort(liveNames)
for _, name in ipairs(liveNames) do
    unknown = unknown + 1
    print(name .. "  (" .. live[name] .. " in this binary, not in the reference)")
end
print(string.format("kite --api: %d name%s%s; %d not in the reference, %d not in this binary", shown,
    shown == 1 and "" or "s", wanted and (" matching '" .. pattern .. "'") or "", unknown, missing))
return unknown + missing
