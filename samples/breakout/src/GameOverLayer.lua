-- src/GameOverLayer.lua -- the game-over card: the field dims, the title bounces in, the score
-- counts in with a pop, and a menu offers another game or the title screen.

local fx = require("src.fx")

local GameOverLayer = class("GameOverLayer", cc.Layer)

function GameOverLayer:ctor(W, H, score, best, isBest, onRestart, onTitle)
    local dim = cc.LayerColor:create(cc.c4b(0, 0, 8, 255))
    dim:setOpacity(0)
    dim:runAction(cc.FadeTo:create(0.5, 170))
    self:addChild(dim, -1)

    local title = fx.label("GAME OVER", 64, false, cc.c3b(255, 90, 110))
    title:setPosition(W / 2, H + 80)
    title:runAction(cc.EaseBounceOut:create(cc.MoveTo:create(0.8, cc.p(W / 2, H / 2 + 110))))
    self:addChild(title)

    local scoreLabel = fx.label("SCORE " .. score, 30, true, cc.c3b(255, 255, 255))
    scoreLabel:setPosition(W / 2, H / 2 + 30)
    scoreLabel:setScale(0)
    scoreLabel:runAction(cc.Sequence:create(cc.DelayTime:create(0.5),
        cc.EaseBackOut:create(cc.ScaleTo:create(0.35, 1))))
    self:addChild(scoreLabel)

    local bestLabel = fx.label(isBest and "NEW BEST!" or ("BEST " .. best), 18, true,
        isBest and cc.c3b(255, 220, 90) or cc.c3b(150, 160, 200))
    bestLabel:setPosition(W / 2, H / 2 - 8)
    bestLabel:setOpacity(0)
    bestLabel:runAction(cc.Sequence:create(cc.DelayTime:create(0.8), cc.FadeIn:create(0.3)))
    if isBest then
        bestLabel:runAction(cc.RepeatForever:create(cc.Sequence:create(
            cc.EaseSineInOut:create(cc.ScaleTo:create(0.4, 1.15)), cc.EaseSineInOut:create(cc.ScaleTo:create(0.4, 1)))))
    end
    self:addChild(bestLabel)

    cc.MenuItemFont:setFontName(fx.FONT)
    cc.MenuItemFont:setFontSize(26)
    local again = cc.MenuItemFont:create("PLAY AGAIN")
    again:registerScriptTapHandler(function() onRestart() end)
    local title2 = cc.MenuItemFont:create("TITLE")
    title2:registerScriptTapHandler(function() onTitle() end)
    local menu = cc.Menu:create(again, title2)
    menu:alignItemsHorizontallyWithPadding(60)
    menu:setPosition(W / 2, H / 2 - 80)
    menu:setOpacity(0)
    menu:runAction(cc.Sequence:create(cc.DelayTime:create(1.0), cc.FadeIn:create(0.3)))
    self:addChild(menu)

    local hint = fx.label("Space or click: play again     Esc: title", 14, false, cc.c3b(130, 140, 180))
    hint:setPosition(W / 2, H / 2 - 130)
    self:addChild(hint)
end

return GameOverLayer
