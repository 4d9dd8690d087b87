-- src/Hud.lua -- score (with a pop on every change), level name, high score and lives as hearts.

local fx = require("src.fx")

local Hud = class("Hud", cc.Layer)

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
    self.hearts = {}
    for i = 1, lives do
        local heart = cc.Sprite:create("res/heart.png")
        heart:setPosition(width - 24 - (i - 1) * 26, y)
        self:addChild(heart)
        self.hearts[i] = heart
    end
    self.shown = {score = 0, lives = lives}
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

--- Lives went down: the last heart bursts away; up: nothing yet (no extra lives in this game).
function Hud:setLives(lives)
    for i = self.shown.lives, lives + 1, -1 do
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
