-- main.lua -- Astro Rocks, an Asteroids-like Kite sample. Run it with:
--   kite samples/asteroids [-- demo seed=N quit=N]

local options = require("src.options")
local Session = require("src.session")
local sprites = require("src.sprites")

cc.disable_global()

-- The sprite sheet and the animations, up front: the caches keep them, and the census should not
-- grow the first time a rock of some kind appears.
sprites.load()

local opts = options.parse(rawget(_G, "arg"))

-- The sounds too; the music loop starts with the title and plays on (src/sound.lua: M mutes).
local sound = require("src.sound")
sound.preload()
if not opts.nomusic then sound.music() end

local session = Session.new(opts)
session:showTitle()
