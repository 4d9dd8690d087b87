-- A view built from ccui widgets, as a cocos project's menu is: a full-screen ccui.Layout with a
-- background colour, a ccui.Text title, a ccui.ListView of level buttons, a ccui.CheckBox for the
-- music, a ccui.Slider for the volume, a ccui.LoadingBar that follows it, and a BACK button. Each
-- choice prints a line on stdout (the test replays clicks and reads them).
local ViewBase = require("packages.mvc.init").ViewBase

local MenuScene = class("MenuScene", ViewBase)

function MenuScene:onCreate()
    local size = cc.Director:getInstance():getWinSize()
    local root = ccui.Layout:create()
    root:setContentSize(size)
    root:setBackGroundColorType(ccui.LayoutBackGroundColorType.solid)
    root:setBackGroundColor(cc.c3b(20, 30, 60))
    self:addChild(root)

    local title = ccui.Text:create("Choose a level", "", 24)
    title:setPosition(size.width / 2, size.height - 30)
    root:addChild(title)

    local levels = ccui.ListView:create()
    levels:setContentSize(cc.size(160, 200))
    levels:setPosition(40, 60)
    levels:setItemsMargin(8)
    for i = 1, 3 do
        local button = ccui.Button:create("badge.png")
        button:setScale9Enabled(true)
        button:setContentSize(cc.size(160, 48))
        button:setTitleText("LEVEL " .. i)
        button:setTitleFontSize(18)
        button:addClickEventListener(function() print("menu: level " .. i .. " chosen") end)
        levels:pushBackCustomItem(button)
    end
    root:addChild(levels)

    local music = ccui.CheckBox:create("badge.png", "badge.png")
    music:setSelected(true)
    music:setPosition(280, 220)
    music:addEventListener(function(sender, eventType)
        print("menu: music " .. (eventType == ccui.CheckBoxEventType.selected and "on" or "off"))
    end)
    root:addChild(music)

    local volume = ccui.Slider:create("bar.png", "badge.png") -- a 128-point bar: x 276..404
    volume:setPosition(340, 160)
    local level = ccui.LoadingBar:create("bar.png", 50)
    level:setPosition(340, 120)
    volume:setPercent(50)
    volume:addEventListener(function(sender, eventType)
        if eventType == ccui.SliderEventType.percentChanged then level:setPercent(sender:getPercent()) end
        if eventType == ccui.SliderEventType.slideBallUp then print("menu: volume " .. sender:getPercent()) end
    end)
    root:addChild(volume)
    root:addChild(level)

    local back = ccui.Button:create("badge.png")
    back:setScale9Enabled(true)
    back:setContentSize(cc.size(100, 36))
    back:setTitleText("BACK")
    back:setPosition(400, 40)
    back:addClickEventListener(function() self:getApp():enterScene("MainScene") end)
    root:addChild(back)
end

function MenuScene:onEnterView()
    print("menu scene: entered")
end

return MenuScene
