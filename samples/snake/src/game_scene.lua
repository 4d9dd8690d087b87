-- game_scene.lua -- one game of Snake: the model, the board, the HUD, input, the step timer, and the
-- game-over panel. Restarting replaces the whole scene with a new one.

local Snake = require("src.snake")
local Board = require("src.board")
local Hud = require("src.hud")
local DemoAI = require("src.demo_ai")
local fx = require("src.fx")
local sound = require("src.sound")
local tuning = require("src.tuning")

local GameScene = class("GameScene", cc.Scene)

local K = cc.KeyCode
local FONT = "DejaVu Sans"
local FONT_BOLD = "DejaVu Sans Bold"
local D = Snake.DIRECTIONS
local KEY_DIRECTIONS = {
    [K.KEY_RIGHT_ARROW] = D.right, [K.KEY_D] = D.right,
    [K.KEY_LEFT_ARROW] = D.left, [K.KEY_A] = D.left,
    [K.KEY_UP_ARROW] = D.up, [K.KEY_W] = D.up,
    [K.KEY_DOWN_ARROW] = D.down, [K.KEY_S] = D.down,
}
local SWIPE = 24 -- pixels of drag that make a turn

--- opts: restart (a restart from the game-over panel), final (only measure the census, then end the
--- run; built like every other game scene so that the census compares).
function GameScene:ctor(session, opts)
    self.session = session
    self.final = opts.final
    local director = cc.Director:getInstance()
    local size = director:getWinSize()
    self.width, self.height = size.width, size.height
    local b = tuning.board

    self:addChild(Board.backdrop(b, self.width, self.height), -10)
    self.root = cc.Node:create() -- everything that shakes
    self:addChild(self.root)
    self.board = Board.new(b)
    self.root:addChild(self.board)
    self.hud = Hud.new(self.width, b.bottom + b.rows * b.cell + (self.height - b.bottom - b.rows * b.cell) / 2,
                       tuning.lives, session.best)
    self:addChild(self.hud, 10)

    self.model = Snake.new(b.cols, b.rows, session.rng)
    self.model:reset(tuning.snake.startLength)
    self.firstFood = self.model:placeFood() -- shown by begin()
    self.score, self.lives, self.eaten = 0, tuning.lives, 0
    self.interval = tuning.snake.startInterval
    self.sinceStep = 0
    self.state = "ready"
    self.ai = session.demo and DemoAI.new(session.aiRng, tuning.demo) or nil
    if self.ai then self.ai:newLife() end

    self:addInput()
    -- The game begins when the scene is on screen: at the end of the transition that brings it in
    -- (cc.TransitionFade), or at once when it is not brought in by one (the census-only last scene).
    self:registerScriptHandler(function(event)
        if event == "enterTransitionFinish" then self:begin()
        elseif event == "exit" then self:onExit() end
    end)
    self:scheduleUpdateWithPriorityLua(function(dt) self:update(dt) end, 0)
end

--- The snake and the apple pop in, "GET READY", the step timer: the board is empty while the scene
--- fades in.
function GameScene:begin()
    self.begun = true
    self.board:showSnake(self.model)
    self.board:showFood(self.firstFood)
    self:setInterval(self.interval)
    self:getReady(0.9)
end

function GameScene:onExit()
    local director = cc.Director:getInstance()
    if self.stepEntry then
        director:getScheduler():unscheduleScriptEntry(self.stepEntry)
        self.stepEntry = nil
    end
    if director:isPaused() then director:resume() end
    if director:isEnding() then self.session:printFinal(self.score, self.lives) end -- the run was cut short
end

--- (Re)starts the step timer at `interval` seconds per cell.
function GameScene:setInterval(interval)
    local scheduler = cc.Director:getInstance():getScheduler()
    if self.stepEntry then scheduler:unscheduleScriptEntry(self.stepEntry) end
    self.interval = interval
    self.stepEntry = scheduler:scheduleScriptFunc(function() self:onStep() end, interval, false, self)
end

-- Input -------------------------------------------------------------------------------

function GameScene:addInput()
    local dispatcher = self:getEventDispatcher()
    local keyboard = cc.EventListenerKeyboard:create()
    keyboard:registerScriptHandler(function(code) self:onKey(code) end, cc.Handler.EVENT_KEYBOARD_PRESSED)
    dispatcher:addEventListenerWithSceneGraphPriority(keyboard, self)

    local touch = cc.EventListenerTouchOneByOne:create()
    touch:registerScriptHandler(function(t)
        self.swipeFrom = t:getLocation()
        return true
    end, cc.Handler.EVENT_TOUCH_BEGAN)
    touch:registerScriptHandler(function(t) self:onSwipe(t:getLocation()) end, cc.Handler.EVENT_TOUCH_MOVED)
    touch:registerScriptHandler(function(t) self:onSwipe(t:getLocation()) end, cc.Handler.EVENT_TOUCH_ENDED)
    dispatcher:addEventListenerWithSceneGraphPriority(touch, self)
end

function GameScene:onKey(code)
    if code == K.KEY_M then return sound.toggleMute() end
    if self.state == "over" then
        if code == K.KEY_ENTER or code == K.KEY_KP_ENTER or code == K.KEY_SPACE then self:restart()
        elseif code == K.KEY_ESCAPE then self:toTitle() end
        return
    end
    if code == K.KEY_ESCAPE then return self:toTitle() end
    if code == K.KEY_P then return self:togglePause() end
    local dir = KEY_DIRECTIONS[code]
    if dir and not self.ai then self:steer(dir) end
end

function GameScene:onSwipe(p)
    if not self.swipeFrom or self.ai or self.state == "over" then return end
    local dx, dy = p.x - self.swipeFrom.x, p.y - self.swipeFrom.y
    if math.max(math.abs(dx), math.abs(dy)) < SWIPE then return end
    if math.abs(dx) > math.abs(dy) then
        self:steer(dx > 0 and D.right or D.left)
    else
        self:steer(dy > 0 and D.up or D.down)
    end
    self.swipeFrom = p -- a long drag can turn again
end

--- The one way a turn gets in, for the player and for the demo alike.
function GameScene:steer(dir)
    self.model:turn(dir)
end

function GameScene:togglePause()
    local director = cc.Director:getInstance()
    if director:isPaused() then
        director:resume()
        if self.pausedLabel then
            self.pausedLabel:removeFromParent()
            self.pausedLabel = nil
        end
    elseif self.state ~= "over" then
        director:pause()
        self.pausedLabel = cc.Label:createWithSystemFont("PAUSED  -  P to go on", FONT_BOLD, 34)
        self.pausedLabel:setPosition(self.width / 2, self.height / 2)
        self:addChild(self.pausedLabel, 80)
    end
end

-- Frames and steps ----------------------------------------------------------------------

function GameScene:update(dt)
    if self.begun and not self.censusTaken then self:firstFrame() end
    if self.leaving then return end
    if self.session:checkQuit(self.score, self.state == "over" and 0 or self.lives) then
        self.leaving = true
        return
    end
    if not self.begun then return end
    self.sinceStep = self.sinceStep + dt
    local t = 1
    if self.state == "playing" then t = math.min(1, self.sinceStep / self.interval) end
    self.board:sync(self.model, t)
end

--- The first frame after begin(): the transition and the previous scene are gone by now, so the
--- census here is the same at every game start.
function GameScene:firstFrame()
    self.censusTaken = true
    local session = self.session
    local refs, handlers = session:census(self.final and "FINAL" or "GAME", session.games)
    if self.final then
        self.leaving = true
        session:printFinal(session.lastScore, session.lastLives, refs, handlers)
        session:endRun()
    end
end

--- "GET READY", then the snake starts moving.
function GameScene:getReady(delay)
    self.state = "ready"
    local ready = cc.Label:createWithSystemFont("GET READY", FONT_BOLD, 44)
    ready:setTextColor(cc.c4b(255, 240, 160, 255))
    ready:setPosition(self.width / 2, self.height / 2 + 40)
    ready:setScale(0.2)
    self:addChild(ready, 60)
    ready:runAction(cc.Sequence:create(
        cc.EaseBackOut:create(cc.ScaleTo:create(0.3, 1.0)),
        cc.DelayTime:create(delay - 0.3),
        cc.CallFunc:create(function() self.state = "playing" end),
        cc.Spawn:create(cc.FadeOut:create(0.25), cc.ScaleTo:create(0.25, 1.6)),
        cc.RemoveSelf:create()))
end

function GameScene:onStep()
    if self.state ~= "playing" then return end
    if self.ai then
        local dir = self.ai:think(self.model)
        if dir then self:steer(dir) end
    end
    local model = self.model
    local result = model:step()
    if result == "crash" then return self:crash() end
    self.sinceStep = 0

    local sc = tuning.score
    if result == "apple" or result == "star" then
        local cell = model.body[1]
        local points = result == "apple" and sc.apple or sc.star
        self.session:log("EAT %s FRAME %d", result, cc.Director:getInstance():getTotalFrames())
        self.score = self.score + points
        self.session:scored(self.score)
        self.hud:setScore(self.score, self.session.best)
        local x, y = self.board:center(cell.x, cell.y)
        local color = result == "apple" and cc.c4b(255, 255, 255, 255) or cc.c4b(255, 220, 90, 255)
        fx.pop(self.board, "+" .. points, x, y + 14, color, result == "apple" and 22 or 30)
        sound.effect(result == "apple" and "eat" or "star")
        if result == "apple" then
            self.board:eat(cell, cc.c3b(255, 120, 120), self.session.fxRng)
            self.eaten = self.eaten + 1
            self.board:showFood(model:placeFood())
            if self.eaten % sc.starEvery == 0 and not model.star then
                local star = model:placeStar(sc.starSteps)
                if star then self.board:showStar(star) end
            end
            local s = tuning.snake
            self:setInterval(math.max(s.minInterval, s.startInterval - s.speedUp * self.eaten))
        else
            self.board:eat(cell, cc.c3b(255, 220, 90), self.session.fxRng)
            self.board:hideStar(true)
            fx.flash(self, cc.c4b(255, 230, 140, 40), 0.25)
        end
    end
    self.board:afterStep(model)
    self.hud:setLength(#model.body)
end

-- Losing --------------------------------------------------------------------------------

function GameScene:crash()
    self.state = "crashed"
    self.lives = self.lives - 1
    self.hud:setLives(self.lives)
    self.board:crash()
    fx.shake(self.root, 0, 0, 16, 0.5)
    fx.flash(self, cc.c4b(255, 50, 60, 120), 0.4)
    sound.effect("crash")
    local head = self.model.body[1]
    local x, y = self.board:center(head.x, head.y)
    local b = tuning.board
    x = math.max(60, math.min(b.cols * b.cell - 60, x))        -- keep the whole word on the board
    y = math.max(20, math.min(b.rows * b.cell - 70, y + 20))
    fx.pop(self.board, "OUCH!", x, y, cc.c4b(255, 120, 120, 255), 26)
    self.session:log("LIFE LOST LIVES %d SCORE %d FRAME %d", self.lives, self.score,
                     cc.Director:getInstance():getTotalFrames())
    if self.lives > 0 then
        self:performWithDelay(function() self:respawn() end, tuning.crashPause)
    else
        self:performWithDelay(function() self:gameOver() end, 0.8)
    end
end

function GameScene:respawn()
    local model = self.model
    model:reset(tuning.snake.startLength)
    if model.food and model:isOccupied(model.food.x, model.food.y) then self.board:showFood(model:placeFood()) end
    self.board:respawn(model)
    self.hud:setLength(#model.body)
    if self.ai then self.ai:newLife() end
    self:getReady(0.7)
end

function GameScene:gameOver()
    self.state = "over"
    self.session:gameOver(self.score, self.lives)
    sound.effect("gameover")
    self.hud:setScore(self.score, self.session.best)

    local shade = cc.LayerColor:create(cc.c4b(4, 8, 16, 0))
    self:addChild(shade, 70)
    shade:runAction(cc.FadeTo:create(0.4, 190))

    local panel = cc.Node:create()
    panel:setPosition(self.width / 2, self.height + 200)
    self:addChild(panel, 71)
    panel:runAction(cc.EaseBounceOut:create(cc.MoveTo:create(0.8, cc.p(self.width / 2, self.height / 2 + 30))))
    local title = cc.Label:createWithSystemFont("GAME OVER", FONT_BOLD, 64)
    title:setTextColor(cc.c4b(255, 110, 120, 255))
    title:setPosition(0, 80)
    panel:addChild(title)
    local score = cc.Label:createWithSystemFont(string.format("score %d     best %d", self.score, self.session.best),
                                                FONT, 26)
    score:setPosition(0, 20)
    panel:addChild(score)

    cc.MenuItemFont:setFontName(FONT_BOLD)
    cc.MenuItemFont:setFontSize(30)
    local again = cc.MenuItemFont:create("PLAY AGAIN")
    again:registerScriptTapHandler(function() self:restart() end)
    local back = cc.MenuItemFont:create("TITLE")
    back:registerScriptTapHandler(function() self:toTitle() end)
    local menu = cc.Menu:create(again, back)
    menu:alignItemsHorizontallyWithPadding(60)
    menu:setPosition(0, -50)
    panel:addChild(menu)
    local hint = cc.Label:createWithSystemFont("Enter: play again     Esc: title", FONT, 16)
    hint:setTextColor(cc.c4b(150, 170, 190, 255))
    hint:setPosition(0, -100)
    panel:addChild(hint)

    if self.session.demo then
        self:performWithDelay(function()
            self:restart()
        end, tuning.demo.gameOverDelay)
    end
end

--- Leaving while paused: the Director must run again, or the transition out would never move.
local function unpause()
    local director = cc.Director:getInstance()
    if director:isPaused() then director:resume() end
end

function GameScene:restart()
    if self.leaving then return end
    self.leaving = true
    unpause()
    self.session:startGame({restart = true})
end

function GameScene:toTitle()
    if self.leaving then return end
    self.leaving = true
    unpause()
    if not self.session.options.demo then self.session.demo = false end
    self.session:showTitle()
end

return GameScene
