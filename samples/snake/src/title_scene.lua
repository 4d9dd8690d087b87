-- title_scene.lua -- the title: bouncing letters, a snake slithering by, PLAY and WATCH DEMO.
-- In demo mode it starts the game by itself.

local tuning = require("src.tuning")
local sound = require("src.sound")

local TitleScene = class("TitleScene", cc.Scene)

local K = cc.KeyCode
local FONT = "DejaVu Sans"
local FONT_BOLD = "DejaVu Sans Bold"
local LETTER_COLORS = {
    cc.c4b(130, 240, 160, 255), cc.c4b(110, 225, 175, 255), cc.c4b(95, 210, 190, 255),
    cc.c4b(80, 195, 205, 255), cc.c4b(70, 180, 220, 255),
}

function TitleScene:ctor(session)
    self.session = session
    local size = cc.Director:getInstance():getWinSize()
    local w, h = size.width, size.height
    self.width, self.height = w, h
    self:addChild(cc.LayerColor:create(cc.c4b(10, 15, 26, 255)), -10)

    local dots = cc.DrawNode:create() -- a faint grid, like the board
    for y = 16, h, 32 do
        for x = 16, w, 32 do
            dots:drawDot(cc.p(x, y), 1.5, cc.c4f(0.2, 0.3, 0.4, 1))
        end
    end
    self:addChild(dots, -5)

    local word = "SNAKE"
    for i = 1, #word do
        local letter = cc.Label:createWithSystemFont(word:sub(i, i), FONT_BOLD, 110)
        letter:setTextColor(LETTER_COLORS[i])
        local x = w / 2 + (i - 3) * 92
        letter:setPosition(x, h + 100)
        self:addChild(letter, 5)
        letter:runAction(cc.Sequence:create(
            cc.DelayTime:create(0.08 * i),
            cc.EaseBounceOut:create(cc.MoveTo:create(0.9, cc.p(x, h - 170)))))
    end
    local sub = cc.Label:createWithSystemFont("a Kite sample game", FONT, 20)
    sub:setTextColor(cc.c4b(150, 170, 190, 255))
    sub:setPosition(w / 2, h - 250)
    sub:setOpacity(0)
    self:addChild(sub, 5)
    sub:runAction(cc.Sequence:create(cc.DelayTime:create(0.9), cc.FadeIn:create(0.6)))

    self:makeWorm()

    cc.MenuItemFont:setFontName(FONT_BOLD)
    cc.MenuItemFont:setFontSize(36)
    local play = cc.MenuItemFont:create("PLAY")
    play:registerScriptTapHandler(function() self:start(false) end)
    local demo = cc.MenuItemFont:create("WATCH DEMO")
    demo:registerScriptTapHandler(function() self:start(true) end)
    local menu = cc.Menu:create(play, demo)
    menu:alignItemsVerticallyWithPadding(18)
    menu:setPosition(w / 2, h / 2 - 70)
    self:addChild(menu, 10)
    play:runAction(cc.RepeatForever:create(cc.Sequence:create(
        cc.EaseSineInOut:create(cc.ScaleTo:create(0.6, 1.12)), cc.EaseSineInOut:create(cc.ScaleTo:create(0.6, 1.0)))))

    local help = cc.Label:createWithSystemFont(
        "Arrows / WASD or swipe to steer     P pause     M mute     Enter play     D demo     Esc back / quit", FONT, 16)
    help:setTextColor(cc.c4b(150, 170, 190, 255))
    help:setPosition(w / 2, 36)
    self:addChild(help, 5)
    local last = session.lastScore and string.format("last score %d     best %d", session.lastScore, session.best) or ""
    self.scores = cc.Label:createWithSystemFont(last, FONT, 22)
    self.scores:setTextColor(cc.c4b(255, 220, 120, 255))
    self.scores:setPosition(w / 2, h - 300)
    self:addChild(self.scores, 5)

    local keyboard = cc.EventListenerKeyboard:create()
    keyboard:registerScriptHandler(function(code)
        if code == K.KEY_ENTER or code == K.KEY_KP_ENTER or code == K.KEY_SPACE then self:start(false)
        elseif code == K.KEY_D then self:start(true)
        elseif code == K.KEY_M then sound.toggleMute()
        elseif code == K.KEY_ESCAPE then self:quit() end
    end, cc.Handler.EVENT_KEYBOARD_PRESSED)
    self:getEventDispatcher():addEventListenerWithSceneGraphPriority(keyboard, self)

    self.time = 2.5 -- the worm is already on screen
    self:scheduleUpdateWithPriorityLua(function(dt) self:update(dt) end, 0)
    self:registerScriptHandler(function(event)
        if event == "exit" and cc.Director:getInstance():isEnding() then session:printFinal() end
    end)
end

-- A snake of sprites that swims across the bottom of the title.
function TitleScene:makeWorm()
    self.worm = {}
    for i = 1, 14 do
        local sprite = cc.Sprite:create(i == 1 and "res/head.png" or "res/body.png")
        if i > 1 then
            local t = (i - 2) / 12
            sprite:setColor(cc.c3b(math.floor(120 - 70 * t), math.floor(230 - 60 * t), math.floor(140 + 60 * t)))
        end
        self:addChild(sprite, 20 - i)
        self.worm[i] = sprite
    end
    local apple = cc.Sprite:create("res/food.png")
    apple:setPosition(self.width - 120, 150)
    apple:setScale(1.4)
    self:addChild(apple, 3)
    apple:runAction(cc.RepeatForever:create(cc.Sequence:create(
        cc.EaseSineInOut:create(cc.MoveBy:create(0.7, cc.p(0, 14))),
        cc.EaseSineInOut:create(cc.MoveBy:create(0.7, cc.p(0, -14))))))
end

function TitleScene:update(dt)
    if not self.started then
        self.started = true
        self:firstFrame()
    end
    if self.session:checkQuit(nil, nil) then self.leaving = true end
    self.time = self.time + dt
    local speed, spacing = 150, 26
    local span = self.width + 500
    for i, sprite in ipairs(self.worm) do
        local x = (self.time * speed - (i - 1) * spacing) % span - 200
        local phase = x / 70
        local y = 150 + math.sin(phase) * 30
        sprite:setPosition(x, y)
        if i == 1 then
            sprite:setRotation(-math.deg(math.atan(math.cos(phase) * 30 / 70)))
        end
    end
end

function TitleScene:firstFrame()
    if self.session.demo then
        self:performWithDelay(function() self:start(true) end, tuning.demo.titleDelay)
    end
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
