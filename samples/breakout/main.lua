-- Breakout, a Kite sample game in the cocos2d-x 3.x Lua style.
--   scripts/play samples/breakout               play
--   scripts/play samples/breakout -- demo       watch it play itself
-- Game arguments (after --) are listed in src/options.lua.

local options = require("src.options").parse(arg)
local session = require("src.session")
local levels = require("src.levels")
local Rng = require("src.rng")

cc.disable_global() -- strict globals from here on: a typo is an error, not a silent nil

session.options = options
session.rng = Rng.new(options.seed)           -- gameplay and the pilot
session.fxRng = Rng.new(options.seed + 7919)  -- sparks only, so the look never changes the play

local director = cc.Director:getInstance()

-- Every texture is loaded up front: the texture cache then holds the same set at every game start,
-- which keeps the census comparable across restarts.
local textures = {"res/paddle.png", "res/ball.png", "res/particle.png", "res/heart.png"}
for _, color in ipairs({"red", "orange", "yellow", "green", "cyan", "blue", "purple", "steel", "steel_cracked"}) do
    textures[#textures + 1] = "res/brick_" .. color .. ".png"
end
for _, path in ipairs(textures) do director:getTextureCache():addImage(path) end

-- The sounds too, and the music starts with the title (src/sound.lua: M mutes).
local sound = require("src.sound")
sound.preload()
if not options.nomusic then sound.music() end

print(string.format("breakout: %d levels, seed %d%s", levels.count(), options.seed, options.demo and ", demo" or ""))
session.loadHighScore()

-- quit=N: at frame N the running game is tallied and a fresh game scene is built only to take the
-- census, which must match the one taken when the first game started; then the run ends.
if options.quit then
    -- (The entry stays scheduled to the end, so the handler count is the same at every census.)
    director:getScheduler():scheduleScriptFunc(function()
        if not session.finishing and director:getTotalFrames() + 1 >= options.quit then
            session.finishing = true
            local GameScene = require("src.GameScene")
            director:replaceScene(GameScene.new({final = true}))
        end
    end, 0, false)
end

director:runWithScene(require("src.TitleScene").new())
