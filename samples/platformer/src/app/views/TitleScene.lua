-- TitleScene.lua -- the title: the sky and the hills, the name, the runner running on the spot
-- (cc.Animate), and the ccui menu: PLAY, DEMO and QUIT buttons in a ccui.VBox, with the best score
-- and time kept by cc.UserDefault. In demo mode it starts the game by itself.

local ViewBase = require("packages.mvc.init").ViewBase
local backdrop = require("app.models.backdrop")
local sprites = require("app.models.sprites")
local sound = require("app.models.sound")
local tuning = require("app.models.tuning")
local ui = require("app.models.ui")
local gamepad = require("app.models.gamepad")

local TitleScene = class("TitleScene", ViewBase)

local K = cc.KeyCode

function TitleScene:onCreate()
    local app = self:getApp()
    local size = cc.Director:getInstance():getWinSize()
    local w, h = size.width, size.height
    self:addChild(backdrop.sky(w, h), -20)
    self:addChild(backdrop.parallax(w), -10)
    local ground = cc.LayerColor:create(cc.c4b(116, 72, 42, 255), w, 64)
    self:addChild(ground, -5)
    local grass = cc.LayerColor:create(cc.c4b(100, 190, 80, 255), w, 12)
    grass:setPosition(0, 56)
    self:addChild(grass, -4)

    local title = cc.Label:createWithSystemFont("KITE RUNNER", ui.FONT_BOLD, 86)
    title:setTextColor(cc.c4b(255, 230, 120, 255))
    title:enableOutline(cc.c4b(120, 50, 20, 255), 5)
    title:setPosition(w / 2, h - 130)
    title:setScale(0)
    self:addChild(title, 5)
    title:runAction(cc.EaseElasticOut:create(cc.ScaleTo:create(1.0, 1.0), 0.4))
    local sub = ui.text(self, "a Kite sample game, written as a cocos2d-x Lua project", 20, ui.WHITE, false, w / 2, h - 200)
    sub:setLocalZOrder(5)

    local runner = sprites.new("hero_run_1.png")
    runner:setScale(2)
    runner:setAnchorPoint(cc.p(0.5, 0))
    runner:setPosition(w / 2 - 300, 66)
    runner:runAction(sprites.loop("run"))
    self:addChild(runner, 6)
    local coin = sprites.new("coin_1.png")
    coin:setPosition(w / 2 + 300, 150)
    coin:setScale(2)
    coin:runAction(sprites.loop("coin"))
    self:addChild(coin, 6)

    local play = ui.button("PLAY", 240, 56, 30, function() self:start(false) end)
    play:setName("play")
    local demo = ui.button("DEMO", 240, 56, 26, function() self:start(true) end)
    demo:setName("demo")
    local quit = ui.button("QUIT", 240, 56, 26, function() self:quit() end)
    quit:setName("quit")
    local menu = ui.column({play, demo, quit}, 14)
    menu:setPosition(w / 2, h / 2 - 75)
    self:addChild(menu, 10)
    play:getTitleRenderer():runAction(cc.RepeatForever:create(cc.Sequence:create(
        cc.EaseSineInOut:create(cc.ScaleTo:create(0.6, 1.12)), cc.EaseSineInOut:create(cc.ScaleTo:create(0.6, 1.0)))))

    local best = string.format("BEST %d", app.best)
    if app.bestTime > 0 then best = best .. string.format("     FASTEST %.1f s", app.bestTime) end
    if app.lastScore then best = string.format("LAST %d     ", app.lastScore) .. best end
    ui.text(self, best, 22, ui.GOLD, true, w / 2, h - 245):setLocalZOrder(5)
    ui.text(self, "Arrows or A/D run     Space, Up or W jump     P pause     M mute     Esc back / quit",
            16, ui.WHITE, false, w / 2, 30):setLocalZOrder(5)

    local keyboard = cc.EventListenerKeyboard:create()
    keyboard:registerScriptHandler(function(code)
        if code == K.KEY_ENTER or code == K.KEY_KP_ENTER or code == K.KEY_SPACE then self:start(false)
        elseif code == K.KEY_D then self:start(true)
        elseif code == K.KEY_M then sound.toggleMute()
        elseif code == K.KEY_ESCAPE then self:quit() end
    end, cc.Handler.EVENT_KEYBOARD_PRESSED)
    self:getEventDispatcher():addEventListenerWithSceneGraphPriority(keyboard, self)
    gamepad.listen(self, function(keyCode, down)
        local CK = cc.ControllerKey
        if not down then return end
        if keyCode == CK.BUTTON_A or keyCode == CK.BUTTON_START then self:start(false)
        elseif keyCode == CK.BUTTON_Y then self:start(true) end
    end)
    self:scheduleUpdateWithPriorityLua(function(dt) self:onUpdate(dt) end, 0)
end

function TitleScene:onExit_()
    if cc.Director:getInstance():isEnding() then self:getApp():printFinal() end
end

function TitleScene:onUpdate(dt)
    local app = self:getApp()
    if not self.started then
        self.started = true
        if app.demo then self:performWithDelay(function() self:start(true) end, tuning.demo.titleDelay) end
    end
    if app:checkQuit(nil, nil) then self.leaving = true end
end

function TitleScene:start(demo)
    if self.leaving then return end
    self.leaving = true
    local app = self:getApp()
    app.demo = demo or app.options.demo
    app:startGame()
end

--- QUIT (or Esc) ends the run: the window closes.
function TitleScene:quit()
    if self.leaving then return end
    self.leaving = true
    local app = self:getApp()
    app:log("QUIT FRAME %d", app:frame())
    app.printedFinal = true -- a person quit: no tally (FINAL is for runs cut short)
    app:endRun()
end

return TitleScene
