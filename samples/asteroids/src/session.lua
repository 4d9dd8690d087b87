-- session.lua -- what outlives a scene: the options, the random streams, the best score, how many
-- games and restarts there were; and the switches between the title and the game. It holds no node,
-- so replacing a scene leaves nothing of the old one behind.

local Rng = require("src.rng")

local Session = class("Session")

function Session:ctor(options)
    self.options = options
    self.demo = options.demo
    self.verbose = options.demo or options.quit ~= nil -- census and event lines on stdout
    self.rng = Rng.new(options.seed)             -- the game: rocks
    self.aiRng = Rng.new(options.seed * 7 + 3)   -- the demo pilot's lapses
    self.fxRng = Rng.new(options.seed * 13 + 5)  -- particles: looks only
    -- the best of the games people played, kept between runs (cc.UserDefault, key "best")
    self.saved = cc.UserDefault:getInstance():getIntegerForKey("best", 0)
    self.best = self.saved         -- the best shown: demo games raise it too, for this run only
    self:log("BEST LOADED %d", self.saved)
    self.lastScore = nil
    self.lastLives = 0
    self.scores = {}    -- this run's best game scores, highest first (the title's list)
    self.games = 0      -- games started
    self.finished = 0   -- games that reached game over
    self.restarts = 0
    self.finishing = false -- the quit frame was reached: the next game scene only measures and ends
    self.printedFinal = false
end

--- The live Refs and Lua handlers. Taken on the first frame of every game scene, when the previous
--- scene is gone, they must be the same at every start: nothing leaks across restarts.
function Session:census(kind, n)
    local refs, handlers = kite.liveRefs(), kite.liveHandlers()
    if kind then self:log("CENSUS %s %d REFS %d HANDLERS %d", kind, n, refs, handlers) end
    return refs, handlers
end

function Session:log(fmt, ...)
    if self.verbose then print(string.format(fmt, ...)) end
end

--- Changes scenes with a fade through black (cc.TransitionFade, 0.5 s); input is off while it runs.
function Session:fadeTo(scene)
    cc.Director:getInstance():replaceScene(cc.TransitionFade:create(0.5, scene))
end

function Session:showTitle()
    local TitleScene = require("src.title_scene")
    local director = cc.Director:getInstance()
    local scene = TitleScene.new(self)
    if director:getRunningScene() then
        self:fadeTo(scene)
    else
        director:runWithScene(scene)
    end
end

--- opts: restart (from the game-over panel), final (only measure the census and end the run).
function Session:startGame(opts)
    local GameScene = require("src.game_scene")
    opts = opts or {}
    if opts.restart then self.restarts = self.restarts + 1 end
    if not opts.final then self.games = self.games + 1 end
    local scene = GameScene.new(self, opts)
    if opts.final then -- the census-only last scene comes at once: the run ends on its first frame
        cc.Director:getInstance():replaceScene(scene)
    else
        self:fadeTo(scene)
    end
end

--- Called with a game's score whenever it rises: a person's score that beats the saved best is saved
--- at once; the demo's never is (an arcade does not record its attract mode).
function Session:scored(score)
    if score > self.best then self.best = score end
    if not self.demo and score > self.saved then
        self.saved = score
        cc.UserDefault:getInstance():setIntegerForKey("best", score) -- written at once
    end
end

--- Called by the game scene at game over.
function Session:gameOver(score, lives)
    self.finished = self.finished + 1
    self.lastScore, self.lastLives = score, lives
    self:scored(score)
    table.insert(self.scores, score)
    table.sort(self.scores, function(a, b) return a > b end)
    self.scores[6] = nil -- the title lists five
    self:log("GAME OVER %d SCORE %d FRAME %d", self.finished, score, cc.Director:getInstance():getTotalFrames())
end

--- Called every frame with the game in progress (nil on the title): at the quit frame, the run
--- ends through a fresh game scene that measures the census where every game started.
function Session:checkQuit(score, lives)
    local quit = self.options.quit
    if self.finishing or not quit or cc.Director:getInstance():getTotalFrames() < quit then return false end
    self.finishing = true
    if score then self.lastScore, self.lastLives = score, lives end
    self:startGame({final = true})
    return true
end

--- The one summary line of a run (printed once).
function Session:printFinal(score, lives, refs, handlers)
    if self.printedFinal then return end
    self.printedFinal = true
    if not refs then refs, handlers = self:census() end
    print(string.format("FINAL SCORE %d LIVES %d RESTARTS %d REFS %d HANDLERS %d",
        score or self.lastScore or 0, lives or self.lastLives or 0, self.restarts, refs, handlers))
end

function Session:endRun()
    local director = cc.Director:getInstance()
    local finish = director.endToLua or director["end"] -- `end` is a Lua keyword (cocos2d-x: endToLua)
    finish(director)
end

return Session
