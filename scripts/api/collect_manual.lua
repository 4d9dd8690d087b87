-- scripts/api/collect_manual.lua -- adds to the API model what the hand-written bindings and the
-- framework scripts declare in their `/// @lua` (C++) or `--- @lua` (Lua) comment blocks, and the
-- cocos2d-x names Kite registers only to refuse (lua_cc_unsupported_manual.cpp's kGroups).
local model = require("model")
local signature = require("signature")

local collect = {}

-- The comment blocks of a file: runs of `///` (or `---`) lines, each {lines = {...}, line = n}.
local function commentBlocks(path, prefix)
    local blocks, current = {}, nil
    local number = 0
    for line in io.lines(path) do
        number = number + 1
        local text = string.match(line, "^%s*" .. prefix .. "%s?(.*)$")
        if text then
            if not current then
                current = {lines = {}, numbers = {}}
                blocks[#blocks + 1] = current
            end
            current.lines[#current.lines + 1] = text
            current.numbers[#current.numbers + 1] = number
        else
            current = nil
        end
    end
    return blocks
end

local function addDeclaration(api, declaration, desc, source, problem)
    local parsed, why = signature.parse(declaration)
    if not parsed then return problem("@lua " .. declaration .. ": " .. why) end
    local owner, name = model.ownerOf(api, parsed.path)
    if not owner then return problem("@lua " .. parsed.path .. ": not under cc, ccui, ccexp or kite") end
    if parsed.field then
        model.addField(owner, name, parsed.field, desc, source)
        return
    end
    local method = string.find(parsed.path, ":[%w_]+$") ~= nil
    if owner.isModule and method then return problem("@lua " .. parsed.path .. ": a module function takes '.'") end
    local fn = model.addOverload(owner, name, {params = parsed.params, returns = parsed.returns},
        {static = parsed.static, desc = desc, source = source})
    fn.dot = not method or nil
end

-- A comment block holds one or more declarations: `@` lines, then the description lines that follow
-- them (until the next `@` line after a description).
local function readGroup(api, declarations, desc, source, problem)
    local description = table.concat(desc, " ")
    if description == "" then problem("@" .. declarations[1].tag .. " " .. declarations[1].text .. ": no description line") end
    for _, d in ipairs(declarations) do
        if d.tag == "lua" then
            addDeclaration(api, d.text, description, source, problem)
        elseif d.tag == "alias" then
            local name, aliasType = string.match(d.text, "^([%w_%.]+)%s+(.+)$")
            if name then model.addAlias(api, name, aliasType, description, source) else problem("@alias " .. d.text) end
        elseif d.tag == "class" then
            local name, base = string.match(d.text, "^([%w_%.]+)%s*:?%s*([%w_%.]*)$")
            if not name then return problem("@class " .. d.text) end
            local class = model.class(api, name)
            class.base = class.base or (base ~= "" and base or nil)
            class.desc = class.desc or description
            class.source = class.source or source
        else
            problem("unknown tag @" .. d.tag)
        end
    end
end

local function readBlock(api, block, source, problems)
    local line = block.numbers[1]
    local function problem(text) problems[#problems + 1] = source .. ":" .. line .. ": " .. text end
    local declarations, desc = {}, {}
    for i, text in ipairs(block.lines) do
        local tag, rest = string.match(text, "^@(%w+)%s+(.*)$")
        if tag then
            if #desc > 0 then
                readGroup(api, declarations, desc, source, problem)
                declarations, desc = {}, {}
            end
            if #declarations == 0 then line = block.numbers[i] end
            declarations[#declarations + 1] = {tag = tag, text = rest}
        elseif #declarations > 0 and string.find(text, "%S") then
            desc[#desc + 1] = text
        end
    end
    if #declarations > 0 then readGroup(api, declarations, desc, source, problem) end
end

-- kGroups of lua_cc_unsupported_manual.cpp: {"subsystem", "name name ..."} rows.
local function readUnsupported(api, path)
    local inside, current = false, nil
    for line in io.lines(path) do
        if string.find(line, "kGroups%[%] = {") then
            inside = true
        elseif inside and string.find(line, "^};") then
            break
        elseif inside and not string.find(line, "^%s*//") then
            line = string.gsub(line, "/%*.-%*/", "")
            local first = true
            local starts = string.find(line, '{"') ~= nil
            for text in string.gmatch(line, '"([^"]*)"') do
                if starts and first then
                    current = {subsystem = text, names = {}}
                    api.unsupported[#api.unsupported + 1] = current
                    first = false
                elseif current then
                    for name in string.gmatch(text, "%S+") do current.names[#current.names + 1] = name end
                end
            end
        end
    end
end

function collect.run(api, options)
    for _, path in ipairs(options.files) do
        local prefix = string.find(path, "%.lua$") and "%-%-%-" or "///"
        for _, block in ipairs(commentBlocks(options.root .. "/" .. path, prefix)) do
            readBlock(api, block, path, options.problems)
        end
    end
    readUnsupported(api, options.root .. "/bindings/manual/lua_cc_unsupported_manual.cpp")
end

return collect
