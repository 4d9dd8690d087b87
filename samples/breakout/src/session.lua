-- src/session.lua -- what outlives a scene: options, high score, restart count, the census
-- baseline and the final tally. Plain Lua data only (never a node: nodes die with their scene).


local session = {
    options = nil,
    highScore = 0,      -- the best shown: demo games raise it too, for this run only
    savedHighScore = 0, -- the best of the games people played, kept between runs (cc.UserDefault, key "best")
    restarts = 0,      -- games started again from the game-over screen
    games = 0,         -- games started in this run
    lastScore = 0,
    lastLives = 0,
    baseline = nil,    -- {refs, handlers} at the first game start
    finishing = false, -- the quit frame was reached: the next game scene only measures and ends
}

--- Called by every game scene on its first frame, when the previous scene is gone: the Ref and
--- handler counts here must be the same at every start (nothing leaked across restarts).
function session.census(kind, n)
    local refs, handlers = kite.liveRefs(), kite.liveHandlers()
    if not session.baseline then
        session.baseline = {refs = refs, handlers = handlers}
    end
    if session.options and session.options.census then
        print(string.format("CENSUS %s %d REFS %d HANDLERS %d", kind, n, refs, handlers))
    end
    return refs, handlers
end

--- Changes scenes with a fade through black (cc.TransitionFade, 0.5 s); input is off while it runs.
function session.fadeTo(scene)
    cc.Director:getInstance():replaceScene(cc.TransitionFade:create(0.5, scene))
end

--- At start: the saved best becomes the one shown.
function session.loadHighScore()
    session.savedHighScore = cc.UserDefault:getInstance():getIntegerForKey("best", 0)
    session.highScore = session.savedHighScore
    if session.options.census then print(string.format("BEST LOADED %d", session.savedHighScore)) end
end

--- Called whenever a game's score or lives change: a person's score that beats the saved best is
--- saved at once; a demo's never is (an arcade does not record its attract mode).
function session.recordGame(score, lives, demo)
    session.lastScore = score
    session.lastLives = lives
    if score > session.highScore then session.highScore = score end
    if not demo and score > session.savedHighScore then
        session.savedHighScore = score
        cc.UserDefault:getInstance():setIntegerForKey("best", score) -- written at once
    end
end

return session
