-- title_scene.lua -- the title: a starfield, rocks drifting by, springy letters, and the ccui menu:
-- PLAY, WATCH DEMO and SETTINGS buttons in a VBox, the SETTINGS panel, and a ListView of this run's
-- best scores. In demo mode it starts the game by itself.

local Starfield = require("src.starfield")
local Rng = require("src.rng")
local tuning = require("src.tuning")
local sprites = require("src.sprites")
local sound = require("src.sound")
local ui = require("src.ui")
local SettingsPanel = require("src.settings_panel")
local gamepad = require("src.gamepad")

local TitleScene = class("TitleScene", cc.Scene)

local K = cc.KeyCode
local FONT = "DejaVu Sans"
local FONT_BOLD = "DejaVu Sans Bold"

function TitleScene:ctor(session)
    self.session = session
    local size = cc.Director:getInstance():getWinSize()
    local w, h = size.width, size.height
    self.width, self.height = w, h
    local rng = Rng.new(7) -- the title looks the same every time
    self:addChild(Starfield.new(tuning.stars, w, h, rng), -10)

    self.drifters = {}
    for i = 1, 7 do
        local kind = i % 3 == 0 and "mid" or (i % 3 == 1 and "big" or "small")
        local rock = sprites.new(string.format("rock_%s%d.png", kind, i % 3 + 1))
        rock:setPosition(rng:range(0, w), rng:range(0, h))
        rock:setOpacity(150)
        self:addChild(rock, -5)
        self.drifters[i] = {sprite = rock, vx = rng:range(-40, 40), vy = rng:range(-25, 25), spin = rng:range(-40, 40),
                            x = rock:getPositionX(), y = rock:getPositionY(), angle = 0}
    end

    local word = "ASTRO ROCKS"
    local step = 62
    for i = 1, #word do
        local ch = word:sub(i, i)
        if ch ~= " " then
            local letter = cc.Label:createWithSystemFont(ch, FONT_BOLD, 84)
            letter:setTextColor(i <= 5 and cc.c4b(140, 220, 255, 255) or cc.c4b(255, 190, 120, 255))
            local x = w / 2 + (i - (#word + 1) / 2) * step
            letter:setPosition(x, h - 160)
            letter:setScale(0)
            self:addChild(letter, 5)
            letter:runAction(cc.Sequence:create(
                cc.DelayTime:create(0.05 * i),
                cc.EaseElasticOut:create(cc.ScaleTo:create(0.9, 1.0), 0.35)))
        end
    end
    local sub = cc.Label:createWithSystemFont("a Kite sample game", FONT, 20)
    sub:setTextColor(cc.c4b(150, 170, 200, 255))
    sub:setPosition(w / 2, h - 232)
    sub:setOpacity(0)
    self:addChild(sub, 5)
    sub:runAction(cc.Sequence:create(cc.DelayTime:create(0.8), cc.FadeIn:create(0.6)))

    local ship = sprites.new("ship.png")
    ship:setPosition(w / 2, h / 2 - 10)
    ship:setRotation(-89.99) -- not -90: see space.safeRotation
    ship:setScale(1.6)
    self:addChild(ship, 6)
    ship:runAction(cc.RepeatForever:create(cc.Sequence:create(
        cc.EaseSineInOut:create(cc.MoveBy:create(0.9, cc.p(0, 10))),
        cc.EaseSineInOut:create(cc.MoveBy:create(0.9, cc.p(0, -10))))))

    local play = ui.button("PLAY", 260, 50, 30, function() self:start(false) end)
    play:setName("play")
    local demo = ui.button("WATCH DEMO", 260, 50, 26, function() self:start(true) end)
    demo:setName("demo")
    local settings = ui.button("SETTINGS", 260, 50, 26, function() self:openSettings() end)
    settings:setName("settings")
    local menu = ui.column({play, demo, settings}, 14)
    menu:setPosition(w / 2, h / 2 - 150)
    self:addChild(menu, 10)
    self.menu = menu
    play:getTitleRenderer():runAction(cc.RepeatForever:create(cc.Sequence:create(
        cc.EaseSineInOut:create(cc.ScaleTo:create(0.6, 1.12)), cc.EaseSineInOut:create(cc.ScaleTo:create(0.6, 1.0)))))
    self:addScoreList(session.scores)

    local help = cc.Label:createWithSystemFont(
        "Left/Right or A/D turn     Up/W thrust     Space or click fire     P pause     M mute     Esc back / quit", FONT, 16)
    help:setTextColor(cc.c4b(150, 170, 200, 255))
    help:setPosition(w / 2, 32)
    self:addChild(help, 5)
    local last = session.lastScore and string.format("last score %d     best %d", session.lastScore, session.best) or ""
    local scores = cc.Label:createWithSystemFont(last, FONT, 22)
    scores:setTextColor(cc.c4b(255, 220, 120, 255))
    scores:setPosition(w / 2, h - 275)
    self:addChild(scores, 5)

    local keyboard = cc.EventListenerKeyboard:create()
    keyboard:registerScriptHandler(function(code)
        if self.settings then
            if code == K.KEY_ESCAPE or code == K.KEY_ENTER or code == K.KEY_KP_ENTER then self:closeSettings() end
            if code == K.KEY_M then sound.toggleMute() self.settings:getChildByName("sound"):setSelected(not sound.muted) end
            return
        end
        if code == K.KEY_ENTER or code == K.KEY_KP_ENTER or code == K.KEY_SPACE then self:start(false)
        elseif code == K.KEY_D then self:start(true)
        elseif code == K.KEY_M then sound.toggleMute()
        elseif code == K.KEY_ESCAPE then self:quit() end
    end, cc.Handler.EVENT_KEYBOARD_PRESSED)
    self:getEventDispatcher():addEventListenerWithSceneGraphPriority(keyboard, self)
    -- a controller: A or Start plays, Y watches the demo, B closes the settings
    gamepad.listen(self, function(keyCode, down)
        if not down then return end
        local CK = cc.ControllerKey
        if self.settings then
            if keyCode == CK.BUTTON_B then self:closeSettings() end
        elseif keyCode == CK.BUTTON_A or keyCode == CK.BUTTON_START then self:start(false)
        elseif keyCode == CK.BUTTON_Y then self:start(true) end
    end)

    self:scheduleUpdateWithPriorityLua(function(dt) self:update(dt) end, 0)
    self:registerScriptHandler(function(event)
        if event == "exit" and cc.Director:getInstance():isEnding() then session:printFinal() end
    end)
end

function TitleScene:update(dt)
    if not self.started then
        self.started = true
        if self.session.demo then
            self:performWithDelay(function() self:start(true) end, tuning.demo.titleDelay)
        end
    end
    if self.session:checkQuit(nil, nil) then self.leaving = true end
    local w, h = self.width, self.height
    for _, d in ipairs(self.drifters) do
        d.x = (d.x + d.vx * dt + 60) % (w + 120) - 60
        d.y = (d.y + d.vy * dt + 60) % (h + 120) - 60
        d.angle = d.angle + d.spin * dt
        d.sprite:setPosition(d.x, d.y)
        d.sprite:setRotation(d.angle)
    end
end

--- This run's best scores, a ccui.ListView of ccui.Texts on the right.
function TitleScene:addScoreList(scores)
    local header = ui.text("BEST SCORES", 18, ui.CAPTION, true)
    header:setPosition(self.width - 130, self.height / 2 - 40)
    self:addChild(header, 10)
    local list = ccui.ListView:create()
    list:setName("scores")
    list:setDirection(ccui.ScrollViewDir.vertical)
    list:setGravity(ccui.ListViewGravity.centerHorizontal)
    list:setItemsMargin(6)
    list:setContentSize(cc.size(180, 150))
    list:setPosition(self.width - 220, self.height / 2 - 210)
    list:setScrollBarEnabled(false)
    if #scores == 0 then
        list:pushBackCustomItem(ui.text("no games yet", 18, cc.c4b(150, 170, 200, 255)))
    end
    for i, score in ipairs(scores) do
        list:pushBackCustomItem(ui.text(string.format("%d.  %d", i, score), 22, cc.c4b(255, 220, 120, 255)))
    end
    self:addChild(list, 10)
end

--- The SETTINGS panel, in the menu's place (a hidden widget hears no touch).
function TitleScene:openSettings()
    if self.settings or self.leaving then return end
    self.menu:setVisible(false)
    self.settings = SettingsPanel.create(self.session, function() self:settingsClosed() end)
    self.settings:setPosition(self.width / 2, self.height / 2 - 60)
    self:addChild(self.settings, 20)
end

function TitleScene:closeSettings()
    if self.settings then
        self.settings:removeFromParent()
        self:settingsClosed()
    end
end

function TitleScene:settingsClosed()
    self.settings = nil
    self.menu:setVisible(true)
end

--- Esc on the title ends the run (the window closes).
function TitleScene:quit()
    if self.leaving then return end
    self.leaving = true
    self.session:log("QUIT FRAME %d", cc.Director:getInstance():getTotalFrames())
    self.session:endRun()
end

function TitleScene:start(demo)
    if self.leaving then return end
    self.leaving = true
    self.session.demo = demo or self.session.options.demo
    self.session:startGame()
end

return TitleScene
