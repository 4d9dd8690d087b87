-- The first scene: a picture from res/ and a label, and a line on stdout when it is entered; its
-- MENU button (ccui) shows MenuScene, the view built from ccui widgets.
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
    local menu = ccui.Button:create("badge.png")
    menu:setScale9Enabled(true)
    menu:setContentSize(cc.size(120, 36))
    menu:setTitleText("MENU")
    menu:setTitleFontSize(20)
    menu:setPosition(size.width / 2, 60)
    menu:addClickEventListener(function() self:getApp():enterScene("MenuScene") end)
    self:addChild(menu)
end

function MainScene:onEnterView()
    print(string.format("first scene: %s entered (app started %s)", self:getName(),
        self:getApp().startedAt and "yes" or "no"))
end

return MainScene
