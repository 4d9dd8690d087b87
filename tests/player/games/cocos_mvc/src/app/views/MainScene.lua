-- The first scene: a picture from res/ and a label, and a line on stdout when it is entered.
local ViewBase = require("packages.mvc.init").ViewBase

local MainScene = class("MainScene", ViewBase)

function MainScene:onCreate()
    local size = cc.Director:getInstance():getWinSize()
    local badge = cc.Sprite:create("badge.png")
    badge:setPosition(size.width / 2, size.height / 2)
    self:addChild(badge)
    local label = cc.Label:createWithSystemFont(self:getName(), "", 24)
    label:setPosition(size.width / 2, size.height - 40)
    self:addChild(label)
end

function MainScene:onEnterView()
    print(string.format("first scene: %s entered (app started %s)", self:getName(),
        self:getApp().startedAt and "yes" or "no"))
end

return MainScene
