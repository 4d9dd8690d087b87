-- src/best_score.lua -- the best score kept between runs: the integer "best" in cc.UserDefault, which
-- saves it at once in UserDefault.xml in the save folder (cc.FileUtils:getWritablePath(), named by
-- conf.lua's identity).

local best_score = {}

local KEY = "best"

function best_score.load()
    return cc.UserDefault:getInstance():getIntegerForKey(KEY, 0)
end

function best_score.save(score)
    cc.UserDefault:getInstance():setIntegerForKey(KEY, score)
end

return best_score
