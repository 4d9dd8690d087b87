-- hud.lua -- score, best, speed and the hearts along the top of the screen.

local fx = require("src.fx")

local Hud = class("Hud", cc.Node)

local FONT = "DejaVu Sans"
local FONT_BOLD = "DejaVu Sans Bold"

local function label(parent, text, font, size, x, y, ax, color)
    local l = cc.Label:createWithSystemFont(text, font, size)
    l:setAnchorPoint(cc.p(ax, 0.5))
    l:setPosition(x, y)
    l:setTextColor(color)
    parent:addChild(l)
    return l
end

function Hud:ctor(width, y, lives, best)
    self.caption = label(self, "SCORE", FONT, 14, 40, y + 14, 0, cc.c4b(140, 170, 200, 255))
    self.score = label(self, "0", FONT_BOLD, 30, 40, y - 8, 0, cc.c4b(255, 255, 255, 255))
    self.score:setAnchorPoint(cc.p(0, 0.5))
    label(self, "BEST", FONT, 14, 230, y + 14, 0, cc.c4b(140, 170, 200, 255))
    self.best = label(self, tostring(best), FONT_BOLD, 22, 230, y - 6, 0, cc.c4b(255, 220, 120, 255))
    label(self, "LENGTH", FONT, 14, 380, y + 14, 0, cc.c4b(140, 170, 200, 255))
    self.length = label(self, "4", FONT_BOLD, 22, 380, y - 6, 0, cc.c4b(160, 240, 180, 255))
    label(self, "LIVES", FONT, 14, width - 40 - (lives - 1) * 34 - 12, y + 14, 0, cc.c4b(140, 170, 200, 255))
    self.hearts = {}
    for i = 1, lives do
        local heart = cc.Sprite:create("res/heart.png")
        heart:setPosition(width - 40 - (lives - i) * 34, y - 6)
        self:addChild(heart)
        self.hearts[i] = heart
    end
    self.lives = lives
end

function Hud:setScore(score, best)
    self.score:setString(tostring(score))
    fx.bounce(self.score, 1.45)
    if best then
        self.best:setString(tostring(best))
    end
end

function Hud:setLength(n)
    self.length:setString(tostring(n))
end

--- Drops hearts above `lives` with a pop.
function Hud:setLives(lives)
    for i = lives + 1, self.lives do
        local heart = self.hearts[i]
        heart:runAction(cc.Sequence:create(cc.ScaleTo:create(0.1, 1.6),
                                           cc.Spawn:create(cc.EaseBackIn:create(cc.ScaleTo:create(0.35, 0)),
                                                           cc.FadeOut:create(0.35)),
                                           cc.Hide:create()))
    end
    self.lives = lives
end

return Hud
