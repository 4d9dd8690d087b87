-- main.lua -- Snake, a Kite sample game. Run it with: kite samples/snake [-- demo seed=N games=N]

local options = require("src.options")
local Session = require("src.session")

cc.disable_global()

-- Load every texture up front: the texture cache keeps them, and the census should not grow the
-- first time a spark flies.
local textures = cc.Director:getInstance():getTextureCache()
for _, name in ipairs({"head", "body", "food", "golden", "heart", "spark"}) do
    textures:addImage("res/" .. name .. ".png")
end

local session = Session.new(options.parse(rawget(_G, "arg")))
session:showTitle()
