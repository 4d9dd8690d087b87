-- main.lua -- Astro Rocks, an Asteroids-like Kite sample. Run it with:
--   kite samples/asteroids [-- demo seed=N quit=N]

local options = require("src.options")
local Session = require("src.session")

cc.disable_global()

-- Load every texture up front: the texture cache keeps them, and the census should not grow the
-- first time a rock of some kind appears.
local textures = cc.Director:getInstance():getTextureCache()
local names = {"ship", "flame", "bullet", "spark", "debris", "star", "shield", "ring"}
for _, size in ipairs({"big", "mid", "small"}) do
    for i = 1, 3 do names[#names + 1] = string.format("rock_%s%d", size, i) end
end
for _, name in ipairs(names) do
    textures:addImage("res/" .. name .. ".png")
end

local session = Session.new(options.parse(rawget(_G, "arg")))
session:showTitle()
