-- scripts/api/genapi.lua -- builds the API model from bindings/pkg/*.pkg (tolua++'s parse), the @lua
-- declarations of the hand-written bindings and the framework scripts, and writes docs/api/,
-- types/ and bindings/generated/lua_api_reference.cpp. Run by scripts/genapi:
--   lua5.1 scripts/api/genapi.lua ROOT OUT TOLUA
-- writes every output under OUT (ROOT itself, or a scratch folder for the freshness check), and
-- exits 1 naming each declaration it could not read or type it could not map.
local root, out, tolua = arg[1], arg[2], arg[3]
package.path = root .. "/scripts/api/?.lua;" .. package.path

local model = require("model")
local collectPkg = require("collect_pkg")
local collectManual = require("collect_manual")

local function listFiles(pattern)
    local pipe = assert(io.popen("cd '" .. root .. "' && ls " .. pattern .. " 2>/dev/null"))
    local files = {}
    for line in pipe:lines() do files[#files + 1] = line end
    pipe:close()
    return files
end

local problems = {}
local api = model.new()
collectPkg.run(api, {tolua = tolua, hook = root .. "/scripts/api/pkg_model.lua",
                     pkgDir = root .. "/bindings/pkg", problems = problems})
local manualFiles = {}
for _, pattern in ipairs({"bindings/manual/*.cpp", "bindings/manual/*.h", "scripting/lua/*.cpp",
                          "samples/player/*.cpp", "scripting/framework/*.lua"}) do
    for _, file in ipairs(listFiles(pattern)) do manualFiles[#manualFiles + 1] = file end
end
collectManual.run(api, {root = root, files = manualFiles, problems = problems})

-- Everything a game can reach says what it is for (bindings/README.md).
local function undescribed(owner, separator)
    for name, fn in pairs(owner.functions) do
        if not fn.desc then problems[#problems + 1] = (fn.source or "?") .. ": " .. owner.name .. separator .. name .. " has no description" end
    end
    for name, field in pairs(owner.fields) do
        if not field.desc then problems[#problems + 1] = (field.source or "?") .. ": " .. owner.name .. "." .. name .. " has no description" end
    end
end
for _, class in pairs(api.classes) do
    if not class.source then problems[#problems + 1] = class.name .. ": declared only as the owner of members" end
    if not class.desc then problems[#problems + 1] = (class.source or "?") .. ": class " .. class.name .. " has no description" end
    undescribed(class, ":")
end
for _, module in pairs(api.modules) do undescribed(module, ".") end
table.sort(problems)

if #problems > 0 then
    for _, p in ipairs(problems) do io.stderr:write("scripts/genapi: " .. p .. "\n") end
    os.exit(1)
end

local files = {}
require("write_markdown").run(api, files)
require("write_luals").run(api, files)
require("write_reference").run(api, files)

os.execute("rm -rf '" .. out .. "/docs/api' '" .. out .. "/types' && mkdir -p '" .. out .. "/docs/api' '" .. out ..
    "/types' '" .. out .. "/bindings/generated'")
for _, path in ipairs(model.sortedKeys(files)) do
    local f = assert(io.open(out .. "/" .. path, "w"))
    f:write(files[path])
    f:close()
end

local classes, functions = 0, 0
for _, class in pairs(api.classes) do
    classes = classes + 1
    for _ in pairs(class.functions) do functions = functions + 1 end
end
for _, module in pairs(api.modules) do for _ in pairs(module.functions) do functions = functions + 1 end end
print(string.format("scripts/genapi: %d classes, %d functions", classes, functions))
