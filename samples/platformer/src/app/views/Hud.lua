-- Hud.lua -- the game's heads-up display in ccui: hearts for the lives (ccui.ImageView), the coins,
-- the time, the score and the best (ccui.Text), and the touch pads (ccui.Button: left, right, jump)
-- that press the same controls as the keys while a finger is on them.

local ui = require("app.models.ui")

local Hud = class("Hud", cc.Node)

function Hud:ctor(width, height, lives, coins, best, input)
    local top = height - 30
    self.hearts = {}
    for i = 1, lives do
        local heart = ccui.ImageView:create("heart.png", ui.SHEET)
        heart:setPosition(30 + (i - 1) * 30, top)
        self:addChild(heart)
        self.hearts[i] = heart
    end
    local coin = ccui.ImageView:create("coin_1.png", ui.SHEET)
    coin:setPosition(150, top)
    self:addChild(coin)
    self.totalCoins = coins
    self.coins = ui.text(self, "0 / " .. coins, 22, ui.GOLD, true, 170, top, 0)
    self.score = ui.text(self, "SCORE 0", 22, ui.WHITE, true, width / 2, top, 0.5)
    self.time = ui.text(self, "TIME 0.0", 22, ui.WHITE, true, width - 210, top, 0)
    self.best = ui.text(self, "BEST " .. best, 16, ui.PALE, false, width / 2, top - 26, 0.5)
    self:addPads(width, input)
end

--- The touch pads along the bottom: held down, they hold input.touchLeft / touchRight / touchJump.
function Hud:addPads(width, input)
    local function pad(frame, x, control)
        local button = ccui.Button:create(frame, frame, "", ui.SHEET)
        button:setPosition(x, 56)
        button:setOpacity(170)
        button:setName(control)
        button:addTouchEventListener(function(sender, eventType)
            if eventType == ccui.TouchEventType.began then input[control] = true
            elseif eventType == ccui.TouchEventType.ended or eventType == ccui.TouchEventType.canceled then
                input[control] = false
            end
        end)
        self:addChild(button)
        return button
    end
    pad("pad_left.png", 60, "touchLeft")
    pad("pad_right.png", 150, "touchRight")
    pad("pad_jump.png", width - 70, "touchJump")
end

function Hud:setLives(lives)
    for i, heart in ipairs(self.hearts) do
        if i > lives and heart:isVisible() then
            heart:runAction(cc.Sequence:create(cc.ScaleTo:create(0.15, 1.6), cc.ScaleTo:create(0.15, 0), cc.Hide:create()))
        end
    end
end

function Hud:setCoins(n)
    self.coins:setString(n .. " / " .. self.totalCoins)
    self.coins:stopAllActions()
    self.coins:setScale(1)
    self.coins:runAction(cc.Sequence:create(cc.ScaleTo:create(0.08, 1.3), cc.ScaleTo:create(0.12, 1.0)))
end

function Hud:setScore(score, best)
    self.score:setString("SCORE " .. score)
    self.best:setString("BEST " .. best)
end

function Hud:setTime(seconds)
    self.time:setString(string.format("TIME %.1f", seconds))
end

return Hud
