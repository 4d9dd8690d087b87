-- MyApp -- the application: what outlives a scene (the options, the best score, how many games and
-- restarts there were, the pilot's random numbers), the sprite sheet and sounds loaded once, and the
-- switches between the title and the game. It holds no node, so a replaced scene leaves nothing.

local AppBase = require("packages.mvc.init").AppBase
local options = require("app.models.options")
local sprites = require("app.models.sprites")
local sound = require("app.models.sound")
local Rng = require("app.models.rng")

local MyApp = class("MyApp", AppBase)

function MyApp:onCreate()
    self.options = options.parse(rawget(_G, "arg"))
    self.demo = self.options.demo
    self.verbose = self.options.demo or self.options.quit ~= nil -- census and event lines on stdout
    self.rng = Rng.new(self.options.seed * 7919 + 17) -- the demo pilot's lapses (not the small first numbers of seed 1)
    -- the sheet and the animations up front: the caches keep them for the whole run
    sprites.load()
    sound.preload()
    if not self.options.nomusic then sound.music() end
    -- the best score of the games people played, kept between runs (cc.UserDefault, key "best")
    self.saved = cc.UserDefault:getInstance():getIntegerForKey("best", 0)
    self.best = self.saved -- the best shown: demo games raise it too, for this run only
    self.bestTime = cc.UserDefault:getInstance():getFloatForKey("bestTime", 0)
    self:log("BEST LOADED %d", self.saved)
    self.lastScore, self.lastLives = nil, 0
    self.games, self.finished, self.restarts = 0, 0, 0
    self.finishing = false -- the quit frame was reached: the next game scene only measures and ends
    self.printedFinal = false
end

function MyApp:log(fmt, ...)
    if self.verbose then print(string.format(fmt, ...)) end
end

function MyApp:frame()
    return cc.Director:getInstance():getTotalFrames()
end

--- The live Refs and Lua handlers: taken on the first frame of every game, when the previous scene
--- is gone, they must be the same at every start (nothing leaks across restarts).
function MyApp:census(kind, n)
    local refs, handlers = kite.liveRefs(), kite.liveHandlers()
    if kind then self:log("CENSUS %s %d REFS %d HANDLERS %d", kind, n, refs, handlers) end
    return refs, handlers
end

function MyApp:showTitle()
    self:enterScene("TitleScene")
end

--- opts: restart (from a panel), final (only measure the census and end the run).
function MyApp:startGame(opts)
    opts = opts or {}
    if opts.restart then self.restarts = self.restarts + 1 end
    if not opts.final then self.games = self.games + 1 end
    -- the census-only last scene comes at once: the run ends on its first frame
    self:enterScene("GameScene", opts, opts.final and 0 or nil)
end

--- A game's score whenever it rises: a person's score that beats the saved best is saved at once;
--- the demo's never is.
function MyApp:scored(score)
    if score > self.best then self.best = score end
    if not self.demo and score > self.saved then
        self.saved = score
        cc.UserDefault:getInstance():setIntegerForKey("best", score)
    end
end

--- A finished level's time (seconds): the fastest a person made is kept too.
function MyApp:timed(seconds)
    if self.demo then return end
    if self.bestTime == 0 or seconds < self.bestTime then
        self.bestTime = seconds
        cc.UserDefault:getInstance():setFloatForKey("bestTime", seconds)
    end
end

--- Every frame with the game in progress (nil on the title): at the quit frame, the run ends through
--- a fresh game scene that measures the census where every game started.
function MyApp:checkQuit(score, lives)
    local quit = self.options.quit
    if self.finishing or not quit or self:frame() < quit then return false end
    self.finishing = true
    if score then self.lastScore, self.lastLives = score, lives end
    self:startGame({final = true})
    return true
end

function MyApp:printFinal(score, lives, refs, handlers)
    if self.printedFinal then return end
    self.printedFinal = true
    if not refs then refs, handlers = self:census() end
    print(string.format("FINAL SCORE %d LIVES %d RESTARTS %d REFS %d HANDLERS %d",
        score or self.lastScore or 0, lives or self.lastLives or 0, self.restarts, refs, handlers))
end

function MyApp:endRun()
    local director = cc.Director:getInstance()
    local finish = director.endToLua or director["end"] -- `end` is a Lua keyword (cocos2d-x: endToLua)
    finish(director)
end

return MyApp
