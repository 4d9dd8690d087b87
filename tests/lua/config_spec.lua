-- config_spec.lua -- cc.Config: JSON data as read-only value userdata (issue: bindings, data as
-- value userdata). Config userdata are Lua-owned, not Refs: the harness's Ref census check after
-- this spec covers "no census change".

local level = cc.Config.load("data/level.json") -- relative to the game root (tests/lua)

-- what it is
checkeq(type(level), "userdata")
checkeq(getmetatable(level), "cc.Config", "the metatable is protected")
checkerr("table expected", setmetatable, level, {})
checkeq(tolua.type(level), "cc.Config")
checkeq(cc.Config.kind(level), "object")
checkeq(cc.Config.kind(level.walls), "array")
checkeq(cc.Config.kind({}), nil)
checkeq(cc.Config.kind(5), nil)
checkeq(string.find(tostring(level), "^cc%.Config: object, 10 members %(") ~= nil, true, tostring(level))

-- attributes
checkeq(level.name, "Meadow")
checkeq(level.time, 90)
checkeq(level.hard, false)
checkeq(level.gravity, -9.5)
checkeq(level.music, nil, "null reads as nil")
checkeq(level.nothing, nil, "a missing member reads as nil")
checkeq(level:has("music"), true)
checkeq(level:has("nothing"), false)
checkeq(level:get("nothing", 5), 5)
checkeq(level:get("music", "silence"), "silence", "the default also replaces null")
checkeq(level:get("hard", true), false, "false is a value, not a missing member")
checkeq(level:get("name"), "Meadow")

-- members named like methods: cfg.keys is the method, cfg:get("keys") the member
checkeq(type(level.keys), "function")
checkeq(level:get("keys"), 3)
checkeq(level:get("get"), "a member named like a method")

-- nested children and arrays
checkeq(level.player.x, 40)
checkeq(level.player.start.y, 2)
checkeq(#level.enemies, 3)
checkeq(level.enemies[1].type, "bat")
checkeq(level.enemies[3].x, 300)
checkeq(level.enemies[0], nil)
checkeq(level.enemies[4], nil)
checkeq(level.enemies[1.5], nil)
checkeq(level.enemies["1"], nil, "a string key is a name, not an index")
checkeq(#level.walls, 2)
checkeq(level.walls[2][2], 310)
checkeq(level.enemies:has(3), true)
checkeq(level.enemies:has(4), false)
checkeq(level.walls:get(1)[3], 480)

-- an object's length and numbers count its children (the members that are objects or arrays)
checkeq(#level, 3)
checkeq(rawequal(level[1], level.player), true)
checkeq(rawequal(level[2], level.enemies), true)
checkeq(level[4], nil)
checkeq(level[0], nil)

-- iteration: document order, the same on Lua 5.1 and LuaJIT
local order = {"name", "time", "hard", "gravity", "music", "player", "enemies", "walls", "keys", "get"}
local keys = level:keys()
checkeq(#keys, #order)
for i, k in ipairs(order) do checkeq(keys[i], k, "keys()[" .. i .. "]") end
local seen = {}
for k, v in level:pairs() do
    seen[#seen + 1] = k
    if k == "time" then checkeq(v, 90) end
    if k == "music" then checkeq(v, nil, "a null member is visited with nil") end
    if k == "player" then checkeq(rawequal(v, level.player), true) end
end
checkeq(table.concat(seen, ","), table.concat(order, ","))
local children = {}
for i, child, name in level:ipairs() do
    children[#children + 1] = i .. "=" .. name
    checkeq(rawequal(child, level[i]), true)
end
checkeq(table.concat(children, ","), "1=player,2=enemies,3=walls")
local types = {}
for i, e in level.enemies:ipairs() do types[i] = e.type end
checkeq(table.concat(types, ","), "bat,slime,bat")
local indices = {}
for i, w in level.walls:pairs() do indices[#indices + 1] = i .. ":" .. w[3] end
checkeq(table.concat(indices, ","), "1:480,2:480")
checkeq(table.concat(level.walls:keys(), ","), "1,2")
-- two iterators at once keep their own state
local pairsA, pairsB = level:pairs(), level:pairs()
checkeq(pairsA(), "name")
checkeq(pairsA(), "time")
checkeq(pairsB(), "name")

-- arrays with nulls: length and iteration count every element
local sparse = cc.Config.parse("[1, null, 3]")
checkeq(#sparse, 3)
checkeq(sparse[2], nil)
local count = 0
for i, v in sparse:ipairs() do count = count + 1 end
checkeq(count, 3)

-- literal(): a plain, independent snapshot
local t = level:literal()
checkeq(type(t), "table")
checkeq(getmetatable(t), nil)
checkeq(t.name, "Meadow")
checkeq(t.music, nil)
checkeq(#t.enemies, 3)
checkeq(t.enemies[2].type, "slime")
checkeq(type(t.player.start), "table")
checkeq(t.walls[1][3], 480)
t.name = "changed"
t.enemies[1].type = "dragon"
checkeq(level.name, "Meadow", "changing the snapshot leaves the config alone")
checkeq(level.enemies[1].type, "bat")
local t2 = level:literal()
checkeq(t2 ~= t, true, "a new table each call")
checkeq(t2.enemies[1].type, "bat")
local lit = sparse:literal()
checkeq(lit[1], 1)
checkeq(lit[2], nil)
checkeq(lit[3], 3)
local deep = cc.Config.parse(string.rep("[", 512) .. string.rep("]", 512)):literal()
for i = 1, 511 do deep = deep[1] end
checkeq(type(deep), "table")
checkeq(next(deep), nil)

-- children are made lazily and shared: the same userdata while it lives
checkeq(rawequal(level.player, level.player), true)
checkeq(level.player == level.player, true)
local function childOfAGoneParent()
    local root = cc.Config.parse('{"a": {"b": {"c": [1, 2, 3], "s": "kept"}}}')
    return root.a.b
end
local orphan = childOfAGoneParent()
collectgarbage("collect")
collectgarbage("collect")
checkeq(orphan.s, "kept", "a child outlives its parent's userdata")
checkeq(orphan.c[3], 3)
checkeq(#orphan.c, 3)
local kept = {}
for i = 1, 200 do
    local c = cc.Config.parse('{"i": ' .. i .. ', "list": [{"v": ' .. i .. '}]}')
    kept[i] = c.list[1]
    if i % 50 == 0 then collectgarbage("collect") end
end
collectgarbage("collect")
for i, v in ipairs(kept) do checkeq(v.v, i) end
-- a child collected and fetched again is a new userdata for the same data
local before = tostring(level.player)
collectgarbage("collect")
checkeq(tostring(level.player), before)
checkeq(level.player.x, 40)

-- a finalized userdata can still be reached through a weak-keyed table until the next cycle: it
-- then reads as collected instead of touching freed memory
local weak = setmetatable({}, {__mode = "k"})
weak[cc.Config.parse('{"a": {}}').a] = true
collectgarbage("collect")
for k in pairs(weak) do checkerr("cc%.Config used after it was collected", function() return k.a end) end

-- equality is by value; rawequal is identity
local a = cc.Config.parse('{"a": [1, {"b": null}]}')
local b = cc.Config.parse('{ "a" : [1, {"b" : null}] }')
checkeq(a == b, true)
checkeq(rawequal(a, b), false)
checkeq(a == cc.Config.parse('{"a": [1, {"b": 0}]}'), false)
checkeq(a.a == b.a, true)
checkeq(a == {}, false)

-- read-only
checkerr("config_spec.lua:%d+: cc%.Config is read%-only %(cannot assign 'name'%)", function() level.name = "x" end)
checkerr("cannot assign 'x'", function() level.player.x = 1 end)
checkerr("cannot assign '1'", function() level.enemies[1] = 1 end)
checkerr("cannot assign 'table'", function() level[{}] = 1 end)
checkeq(level.name, "Meadow")

-- methods check their receiver
checkerr("cc%.Config expected, got table", level.keys, {})
checkerr("cc%.Config expected, got no value", level.literal)
checkerr("cc%.Config expected, got userdata", level.get, cc.Node:create())

-- parse(): strings, names, comments, escapes
local p = cc.Config.parse('// tuning\n{"speed": 3 /* px per frame */, "e": "\\u00e9", "z\\u0000": "a\\u0000b"}', "tuning")
checkeq(p.speed, 3)
checkeq(p.e, "\195\169")
checkeq(p:get("z\0"), "a\0b")
checkeq(#cc.Config.parse("[]"), 0)
checkeq(#cc.Config.parse("{}"), 0)
checkeq(cc.Config.parse("[[1]]")[1][1], 1)

-- bad files and texts: "file:line:column: what"
checkerr("^config_spec%.lua:%d+: data/bad_trailing_comma%.json:4:1: syntax error while parsing object key %- unexpected '}'; expected string literal$",
         function() cc.Config.load("data/bad_trailing_comma.json") end)
checkerr("^data/bad_trailing_comma%.json:4:1: ", cc.Config.load, "data/bad_trailing_comma.json")
checkerr("data/bad_unterminated_string%.json:2:25: syntax error while parsing value %- invalid string: control character U%+000A %(LF%) must be escaped",
         cc.Config.load, "data/bad_unterminated_string.json")
checkerr("data/bad_top_level%.json:1:1: top%-level value must be an object or an array, not string",
         cc.Config.load, "data/bad_top_level.json")
checkerr('data/bad_duplicate_key%.json:4:3: duplicate key "speed"', cc.Config.load, "data/bad_duplicate_key.json")
checkerr("data/nope%.json: cannot open file: no such file in the search paths", cc.Config.load, "data/nope.json")
checkerr("inline:1:10: syntax error while parsing value %- invalid literal", cc.Config.parse, '{"a": tru}', "inline")
checkerr("%[string%]:1:4: syntax error while parsing value %- unexpected end of input", cc.Config.parse, "[1,")
checkerr('%[string%]:1:15: syntax error while parsing value %- invalid string: missing closing quote', cc.Config.parse, '{"a": "no end}')
checkerr("%[string%]:1:513: nested deeper than 512 levels", cc.Config.parse, string.rep("[", 600) .. string.rep("]", 600))
checkerr("bad argument #1 to '%?' %(string expected, got no value%)", cc.Config.load)

-- the game root also applies inside coroutines
checkeq(coroutine.wrap(function() return cc.Config.load("data/level.json").name end)(), "Meadow")

level = nil
collectgarbage("collect")
