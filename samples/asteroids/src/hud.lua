-- hud.lua -- score, best, wave and the spare ships along the top of the screen.

local fx = require("src.fx")
local sprites = require("src.sprites")

local Hud = class("Hud", cc.Node)

local FONT = "DejaVu Sans"
local FONT_BOLD = "DejaVu Sans Bold"
local CAPTION = cc.c4b(140, 170, 210, 255)
local SCORE_FONT = "res/score.fnt" -- vector digits drawn by tools/make_font.py

local function label(parent, text, font, size, x, y, ax, color)
    local l = cc.Label:createWithSystemFont(text, font, size)
    l:setAnchorPoint(cc.p(ax, 0.5))
    l:setPosition(x, y)
    l:setTextColor(color)
    parent:addChild(l)
    return l
end

--- A number in the score's bitmap font, tinted `color` (a bitmap font is coloured with setColor).
local function number(parent, text, scale, x, y, color)
    local l = cc.Label:createWithBMFont(SCORE_FONT, text)
    l:setAnchorPoint(cc.p(0, 0.5))
    l:setPosition(x, y)
    l:setScale(scale)
    l:setColor(color)
    parent:addChild(l)
    return l
end

function Hud:ctor(width, height, lives, best)
    local y = height - 34
    label(self, "SCORE", FONT, 13, 24, y + 16, 0, CAPTION)
    self.score = number(self, "0", 1.0, 24, y - 6, cc.c3b(255, 255, 255))
    label(self, "BEST", FONT, 13, 200, y + 16, 0, CAPTION)
    self.best = number(self, tostring(best), 0.7, 200, y - 4, cc.c3b(255, 220, 120))
    label(self, "WAVE", FONT, 13, width / 2, y + 16, 0.5, CAPTION)
    self.wave = label(self, "1", FONT_BOLD, 22, width / 2, y - 4, 0.5, cc.c4b(140, 220, 255, 255))
    self.ships = {}
    for i = 1, lives do
        local icon = sprites.new("ship.png")
        icon:setScale(0.55)
        icon:setRotation(-89.99) -- not -90: see space.safeRotation
        icon:setPosition(width - 26 - (lives - i) * 28, y)
        self:addChild(icon)
        self.ships[i] = icon
    end
    self.lives = lives
end

function Hud:setScore(score, best)
    self.score:setString(tostring(score))
    fx.bounce(self.score, 1.25)
    self.best:setString(tostring(best))
end

function Hud:setWave(wave)
    self.wave:setString(tostring(wave))
    fx.bounce(self.wave, 1.6)
end

--- Lets the spare ships above `lives` fly off.
function Hud:setLives(lives)
    for i = lives + 1, self.lives do
        local icon = self.ships[i]
        icon:runAction(cc.Sequence:create(
            cc.Spawn:create(cc.EaseBackIn:create(cc.MoveBy:create(0.4, cc.p(0, 40))), cc.FadeOut:create(0.4)),
            cc.Hide:create()))
    end
    self.lives = lives
end

return Hud
