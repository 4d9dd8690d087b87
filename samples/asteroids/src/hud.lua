-- hud.lua -- score, best, wave, the shield gauge and the spare ships along the top of the screen,
-- in ccui: ccui.Text captions, the numbers in ccui.TextBMFont, and a ccui.LoadingBar that empties
-- as the shield of a new ship runs out.

local fx = require("src.fx")
local sprites = require("src.sprites")
local ui = require("src.ui")

local Hud = class("Hud", cc.Node)

local SCORE_FONT = "res/score.fnt" -- vector digits drawn by tools/make_font.py

--- A number in the score's bitmap font, tinted `color` (a bitmap font is coloured with setColor).
local function number(parent, text, scale, x, y, color)
    local l = ccui.TextBMFont:create(text, SCORE_FONT)
    l:setAnchorPoint(cc.p(0, 0.5))
    l:setPosition(x, y)
    l:setScale(scale)
    l:setColor(color)
    parent:addChild(l)
    return l
end

function Hud:ctor(width, height, lives, best)
    local y = height - 34
    ui.label(self, "SCORE", false, 13, 24, y + 16, 0, ui.CAPTION)
    self.score = number(self, "0", 1.0, 24, y - 6, cc.c3b(255, 255, 255))
    ui.label(self, "BEST", false, 13, 200, y + 16, 0, ui.CAPTION)
    self.best = number(self, tostring(best), 0.7, 200, y - 4, cc.c3b(255, 220, 120))
    ui.label(self, "WAVE", false, 13, width / 2, y + 16, 0.5, ui.CAPTION)
    self.wave = ui.label(self, "1", true, 22, width / 2, y - 4, 0.5, cc.c4b(140, 220, 255, 255))
    -- the shield gauge: a track with a LoadingBar over it, shown while a new ship is shielded
    self.shield = ccui.ImageView:create("ui_bar.png", ui.SHEET)
    self.shield:setPosition(width - 120, y - 30)
    self.shield:setScale(0.8)
    self.shield:setVisible(false)
    self:addChild(self.shield)
    self.shieldBar = ccui.LoadingBar:create("ui_bar_fill.png", ui.SHEET, 100)
    self.shieldBar:setDirection(ccui.LoadingBarDirection.LEFT)
    local track = self.shield:getContentSize()
    self.shieldBar:setPosition(track.width / 2, track.height / 2)
    self.shield:addChild(self.shieldBar)
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

--- The shield left, 0..1: the gauge shows while it is above 0.
function Hud:setShield(fraction)
    self.shield:setVisible(fraction > 0)
    self.shieldBar:setPercent(fraction * 100)
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
