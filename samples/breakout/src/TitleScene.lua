-- src/TitleScene.lua -- the title: falling letters, a swaying wall, a blinking prompt and a menu.
-- Space, Enter or a click starts a game; D starts the demo; M mutes; Esc quits. Left alone for a while it
-- starts the demo by itself (arcade attract mode); with the `demo` argument it does so at once.

local session = require("src.session")
local fx = require("src.fx")
local sound = require("src.sound")

local TitleScene = class("TitleScene", cc.Scene)

local ATTRACT_AFTER = 12 -- seconds without input before the demo starts
local KEY = cc.KeyCode
local WALL = {"red", "orange", "yellow", "green", "cyan", "blue"}

function TitleScene:ctor()
    local size = cc.Director:getInstance():getWinSize()
    local W, H = size.width, size.height
    self.W, self.H = W, H
    self.idle = 0
    self.leaving = false

    -- A wall of bricks that waves gently, each brick a little behind its left neighbour.
    local wall = cc.Node:create()
    self:addChild(wall)
    for row = 1, #WALL do
        for col = 1, 18 do
            local brick = cc.Sprite:create("res/brick_" .. WALL[row] .. ".png")
            local x, y = (W - 18 * 48) / 2 + (col - 0.5) * 48, H - 40 - (row - 1) * 20
            brick:setPosition(x, y)
            brick:setOpacity(0)
            local wave = cc.Sequence:create(
                cc.EaseSineInOut:create(cc.MoveBy:create(0.9, cc.p(0, 6))),
                cc.EaseSineInOut:create(cc.MoveBy:create(0.9, cc.p(0, -6))))
            brick:runAction(cc.Sequence:create(cc.DelayTime:create(col * 0.05 + row * 0.03),
                cc.FadeIn:create(0.4), cc.Repeat:create(wave, 100000)))
            wall:addChild(brick)
        end
    end

    -- The name, one falling letter at a time.
    local name = "BREAKOUT"
    local spacing = 70
    local x0 = W / 2 - (#name - 1) * spacing / 2
    for i = 1, #name do
        local letter = fx.label(name:sub(i, i), 84, false, cc.c3b(255, 255, 255))
        local x, y = x0 + (i - 1) * spacing, H / 2 + 90
        letter:setPosition(x, H + 60)
        letter:setColor(cc.c3b(255, 200 + i * 6, 120 + i * 16))
        local bob = cc.Sequence:create(
            cc.EaseSineInOut:create(cc.MoveBy:create(0.7, cc.p(0, 7))),
            cc.EaseSineInOut:create(cc.MoveBy:create(0.7, cc.p(0, -7))))
        letter:runAction(cc.Sequence:create(cc.DelayTime:create(0.2 + i * 0.08),
            cc.EaseBounceOut:create(cc.MoveTo:create(0.9, cc.p(x, y))), cc.Repeat:create(bob, 100000)))
        self:addChild(letter, 2)
    end

    local prompt = fx.label("PRESS SPACE OR CLICK TO START", 22, false, cc.c3b(200, 220, 255))
    prompt:setPosition(W / 2, H / 2 - 10)
    prompt:runAction(cc.RepeatForever:create(cc.Sequence:create(cc.FadeTo:create(0.6, 60), cc.FadeTo:create(0.6, 255))))
    self:addChild(prompt)

    cc.MenuItemFont:setFontName(fx.FONT)
    cc.MenuItemFont:setFontSize(26)
    local play = cc.MenuItemFont:create("PLAY")
    play:registerScriptTapHandler(function() self:start(false) end)
    local demo = cc.MenuItemFont:create("DEMO")
    demo:registerScriptTapHandler(function() self:start(true) end)
    local quit = cc.MenuItemFont:create("QUIT")
    quit:registerScriptTapHandler(function() self:quit() end)
    local menu = cc.Menu:create(play, demo, quit)
    menu:alignItemsHorizontallyWithPadding(56)
    menu:setPosition(W / 2, H / 2 - 80)
    self:addChild(menu)

    local best = fx.label("BEST " .. session.highScore, 18, true, cc.c3b(150, 160, 200))
    best:setPosition(W / 2, H / 2 - 130)
    self:addChild(best)

    local help = fx.label("Move: Left/Right, A/D, mouse or touch     Launch: Space or click     "
        .. "Pause: P     Mute: M     Back: Esc", 14, false, cc.c3b(110, 120, 160))
    help:setPosition(W / 2, 40)
    self:addChild(help)

    self:addListeners()
    self:registerScriptHandler(function(event)
        if event == "enter" then
            local scheduler = cc.Director:getInstance():getScheduler()
            self.tick = scheduler:scheduleScriptFunc(function(dt) self:onTick(dt) end, 0, false)
        elseif event == "exit" then
            cc.Director:getInstance():getScheduler():unscheduleScriptEntry(self.tick)
            self.tick = nil
        end
    end)
end

function TitleScene:addListeners()
    local dispatcher = self:getEventDispatcher()
    local keyboard = cc.EventListenerKeyboard:create()
    keyboard:registerScriptHandler(function(code) self:onKey(code) end, cc.Handler.EVENT_KEYBOARD_PRESSED)
    dispatcher:addEventListenerWithSceneGraphPriority(keyboard, self)

    local touch = cc.EventListenerTouchOneByOne:create() -- a tap anywhere but the menu plays
    touch:registerScriptHandler(function() self.idle = 0 return true end, cc.Handler.EVENT_TOUCH_BEGAN)
    touch:registerScriptHandler(function() self:start(false) end, cc.Handler.EVENT_TOUCH_ENDED)
    dispatcher:addEventListenerWithSceneGraphPriority(touch, self)

    local mouse = cc.EventListenerMouse:create()
    mouse:registerScriptHandler(function() self.idle = 0 end, cc.Handler.EVENT_MOUSE_MOVE)
    dispatcher:addEventListenerWithSceneGraphPriority(mouse, self)
end

function TitleScene:onKey(code)
    self.idle = 0
    if code == KEY.KEY_SPACE or code == KEY.KEY_ENTER or code == KEY.KEY_KP_ENTER then
        self:start(session.options.demo)
    elseif code == KEY.KEY_D then
        self:start(true)
    elseif code == KEY.KEY_M then
        sound.toggleMute()
    elseif code == KEY.KEY_ESCAPE then
        self:quit()
    end
end

--- Once a frame. In demo runs the pilot "presses Space" after a second, like a player would.
function TitleScene:onTick(dt)
    self.idle = self.idle + dt
    if session.options.demo and self.idle >= 1.0 then
        self:onKey(KEY.KEY_SPACE)
    elseif self.idle >= ATTRACT_AFTER then
        self:start(true)
    end
end

function TitleScene:start(demo)
    if self.leaving then return end
    self.leaving = true
    local GameScene = require("src.GameScene")
    session.fadeTo(GameScene.new({demo = demo}))
end

function TitleScene:quit()
    local director = cc.Director:getInstance()
    if session.options.census then print(string.format("QUIT FRAME %d", director:getTotalFrames())) end
    director["end"](director)
end

return TitleScene
