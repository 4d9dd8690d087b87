-- scripts/api/signature.lua -- reads and writes the Lua signatures of the API model:
-- "cc.Sprite:create(filename: string, rect?: cc.Rect): cc.Sprite" (bindings/README.md has the rules).
local signature = {}

-- Splits `text` at top-level occurrences of `separator` (not inside (), {}, [] or quotes).
function signature.split(text, separator)
    local parts, depth, quoted, start = {}, 0, false, 1
    for i = 1, #text do
        local c = string.sub(text, i, i)
        if c == '"' then
            quoted = not quoted
        elseif not quoted then
            if c == "(" or c == "{" or c == "[" or c == "<" then
                depth = depth + 1
            elseif c == ")" or c == "}" or c == "]" or (c == ">" and string.sub(text, i - 1, i - 1) ~= "-") then
                depth = depth - 1
            elseif c == separator and depth == 0 then
                parts[#parts + 1] = string.sub(text, start, i - 1)
                start = i + 1
            end
        end
    end
    parts[#parts + 1] = string.sub(text, start)
    local trimmed = {}
    for _, part in ipairs(parts) do
        part = string.match(part, "^%s*(.-)%s*$")
        if part ~= "" then trimmed[#trimmed + 1] = part end
    end
    return trimmed
end

-- The index of the parenthesis that closes the one at `open`, or nil.
local function closing(text, open)
    local depth = 0
    for i = open, #text do
        local c = string.sub(text, i, i)
        if c == "(" then depth = depth + 1 elseif c == ")" then
            depth = depth - 1
            if depth == 0 then return i end
        end
    end
end

-- "name?: type" / "...: type" -> {name=, type=, optional=, vararg=}; nil and a reason when malformed.
local function parseParam(text)
    local name, mark, typeText = string.match(text, "^([%w_%.]+)(%??)%s*:%s*(.+)$")
    if not name then return nil, "argument '" .. text .. "' is not 'name: type'" end
    if name == "..." then return {name = "...", type = typeText, optional = true, vararg = true} end
    if string.find(name, "%.") then return nil, "argument name '" .. name .. "'" end
    return {name = name, type = typeText, optional = mark == "?"}
end

-- Parses the text after "@lua ": a function ("[static] path(params)[: returns]") or a field
-- ("path: type"). Returns {path=, static=, params=, returns=} or {path=, field=type}, or nil, reason.
function signature.parse(text)
    text = string.match(text, "^%s*(.-)%s*$")
    local static = false
    if string.find(text, "^static%s") then
        static = true
        text = string.match(text, "^static%s+(.*)$")
    end
    local path = string.match(text, "^([%w_%.:]+)")
    if not path then return nil, "no name" end
    -- "cc.KEY: integer": the colon before the type is not part of the name.
    if string.sub(path, -1) == ":" then path = string.sub(path, 1, -2) end
    local rest = string.sub(text, #path + 1)
    if string.sub(rest, 1, 1) == "(" then
        local close = closing(rest, 1)
        if not close then return nil, "unbalanced parentheses" end
        local params = {}
        for _, part in ipairs(signature.split(string.sub(rest, 2, close - 1), ",")) do
            local param, why = parseParam(part)
            if not param then return nil, why end
            params[#params + 1] = param
        end
        local after = string.match(string.sub(rest, close + 1), "^%s*(.-)$")
        local returns = {}
        if after ~= "" then
            local returnText = string.match(after, "^:%s*(.+)$")
            if not returnText then return nil, "text after the arguments is not ': returns'" end
            returns = signature.split(returnText, ",")
        end
        return {path = path, static = static, params = params, returns = returns}
    end
    local fieldType = string.match(rest, "^%s*:%s*(.+)$")
    if not fieldType then return nil, "neither a function nor 'name: type'" end
    return {path = path, field = fieldType}
end

-- "(x: number, y?: number): cc.Vec2" for one overload.
function signature.format(overload)
    local params = {}
    for _, p in ipairs(overload.params) do
        params[#params + 1] = p.name .. (p.optional and not p.vararg and "?" or "") .. ": " .. p.type
    end
    local text = "(" .. table.concat(params, ", ") .. ")"
    if #overload.returns > 0 then text = text .. ": " .. table.concat(overload.returns, ", ") end
    return text
end

-- The fields of a record type "{began: integer, moved: integer}", or nil when it is not one.
function signature.recordFields(typeText)
    local inner = string.match(typeText, "^{(.*)}$")
    if not inner then return nil end
    local fields = {}
    for _, part in ipairs(signature.split(inner, ",")) do
        local name, fieldType = string.match(part, "^([%w_]+)%s*:%s*(.+)$")
        if not name then return nil end
        fields[#fields + 1] = {name = name, type = fieldType}
    end
    return fields
end

return signature
