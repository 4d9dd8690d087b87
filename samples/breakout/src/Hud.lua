-- src/Hud.lua -- score (with a pop on every change), level name, high score and lives as hearts.

local fx = require("src.fx")

local Hud = class("Hud", cc.Layer)

local MAX_HEARTS = 5

function Hud:ctor(width, height, lives)
    self.width, self.height = width, height
    local y = height - 26
    self.score = fx.label("SCORE 0", 22, true, cc.c3b(255, 255, 255))
    self.score:setAnchorPoint(cc.p(0, 0.5))
    self.score:setPosition(24, y)
    self:addChild(self.score)
    self.level = fx.label("", 18, false, cc.c3b(150, 170, 220))
    self.level:setPosition(width / 2, y)
    self:addChild(self.level)
    self.high = fx.label("", 14, true, cc.c3b(120, 130, 170))
    self.high:setAnchorPoint(cc.p(0, 0.5))
    self.high:setPosition(26, y - 22)
    self:addChild(self.high)
    -- Up to MAX_HEARTS hearts; more lives show as one heart and a count.
    self.hearts = {}
    for i = 1, math.min(lives, MAX_HEARTS) do
        local heart = cc.Sprite:create("res/heart.png")
        heart:setPosition(width - 24 - (i - 1) * 26, y)
        self:addChild(heart)
        self.hearts[i] = heart
    end
    self.count = fx.label("", 18, true, cc.c3b(255, 150, 170))
    self.count:setAnchorPoint(cc.p(1, 0.5))
    self.count:setPosition(width - 40, y)
    self:addChild(self.count)
    self.shown = {score = 0, lives = lives}
    self:showCount(lives)
end

function Hud:showCount(lives)
    local many = lives > MAX_HEARTS
    for i = 2, #self.hearts do self.hearts[i]:setVisible(not many) end
    self.count:setString(many and ("x" .. lives) or "")
end

function Hud:setScore(score, high)
    self.score:setString("SCORE " .. score)
    self.high:setString("BEST " .. high)
    if score ~= self.shown.score then fx.pop(self.score, 1.3) end
    self.shown.score = score
end

function Hud:setLevel(n, name)
    self.level:setString(string.format("LEVEL %d  %s", n, name))
    fx.pop(self.level, 1.2)
end

--- Lives went down: the last heart spins away (there are no extra lives in this game).
function Hud:setLives(lives)
    if lives >= MAX_HEARTS then -- still counting: the count pops instead
        self:showCount(lives)
        fx.pop(self.count, 1.5)
        self.shown.lives = lives
        return
    end
    self:showCount(lives)
    for i = math.min(self.shown.lives, MAX_HEARTS), lives + 1, -1 do
        local heart = self.hearts[i]
        if heart then
            self.hearts[i] = nil
            heart:runAction(cc.Sequence:create(
                cc.Spawn:create(cc.EaseBackIn:create(cc.ScaleTo:create(0.35, 0)), cc.RotateBy:create(0.35, 180)),
                cc.RemoveSelf:create()))
        end
    end
    self.shown.lives = lives
end

return Hud
