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

local opts = options.parse(rawget(_G, "arg"))

-- The sounds too; the music loop starts with the title and plays on (src/sound.lua: M mutes).
local sound = require("src.sound")
sound.preload()
if not opts.nomusic then sound.music() end

local session = Session.new(opts)
session:showTitle()
