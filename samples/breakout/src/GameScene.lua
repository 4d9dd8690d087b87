-- src/GameScene.lua -- one game: the playfield layer (walls, bricks, paddle, ball, sparks), the HUD,
-- input listeners, and the per-frame scheduler callback that runs the physics in fixed steps.
--
-- States: "serve" (the ball sits on the paddle), "play", "dying" (the ball fell: shake, then serve
-- again or game over), "clear" (the level is empty: banner, then the next level), "over".

local levels = require("src.levels")
local session = require("src.session")
local fx = require("src.fx")
local sound = require("src.sound")
local Paddle = require("src.Paddle")
local Ball = require("src.Ball")
local BrickField = require("src.BrickField")
local Hud = require("src.Hud")
local Pilot = require("src.Pilot")
local GameOverLayer = require("src.GameOverLayer")

local GameScene = class("GameScene", cc.Scene)

local STEP = 1 / 120 -- physics step in seconds: the same steps at any frame rate
local MAX_LAG = 0.1  -- a stalled frame never turns into more than this many seconds of physics

local KEY = cc.KeyCode
local LEFT_KEYS = {[KEY.KEY_LEFT_ARROW] = true, [KEY.KEY_A] = true}
local RIGHT_KEYS = {[KEY.KEY_RIGHT_ARROW] = true, [KEY.KEY_D] = true}

--- opts: demo (the pilot plays), level, lives, final (only measure the census and end the run).
function GameScene:ctor(opts)
    opts = opts or {}
    local options = session.options
    self.demo = opts.demo or false
    self.final = opts.final or false
    if not self.final then
        session.games = session.games + 1
    end

    local size = cc.Director:getInstance():getWinSize()
    local W, H = size.width, size.height
    self.W, self.H = W, H
    local t = levels.tuning()
    self.tuning = t

    -- Geometry: the brick grid centred, walls just outside it, the HUD strip above.
    local gridW = t.columns * t.cellWidth
    self.gridLeft = math.floor((W - gridW) / 2)
    self.left = self.gridLeft - 8
    self.right = self.gridLeft + gridW + 8
    self.top = H - t.fieldTopMargin
    self.gridTop = self.top - t.bricksTopGap

    -- Layers, back to front.
    self.field = cc.Layer:create()
    self:addChild(self.field, 0)
    self.field:addChild(self:makeWalls(), 0)
    self.bricks = BrickField.new(t, self.gridLeft, self.gridTop)
    self.field:addChild(self.bricks, 1)
    self.trail = cc.Node:create()
    self.field:addChild(self.trail, 2)
    self.paddle = Paddle.new(t, self.left, self.right)
    self.field:addChild(self.paddle, 3)
    self.ball = Ball.new(t)
    self.field:addChild(self.ball, 4)
    self.sparks = cc.Node:create()
    self.field:addChild(self.sparks, 5)
    self.lives = opts.lives or options.lives or t.lives
    self.hud = Hud.new(W, H, self.lives)
    self:addChild(self.hud, 10)
    self.flashLayer = cc.LayerColor:create(cc.c4b(255, 40, 70, 255))
    self.flashLayer:setOpacity(0)
    self:addChild(self.flashLayer, 20)
    self.overlay = cc.Node:create()
    self:addChild(self.overlay, 30)
    -- (Made in every game and only shown in demos: every game start has the same nodes.)
    local tag = fx.label("DEMO  -  press Esc for the title", 14, false, cc.c3b(255, 210, 120))
    tag:setPosition(W / 2, 18)
    tag:runAction(cc.RepeatForever:create(cc.Sequence:create(cc.FadeTo:create(0.8, 90), cc.FadeTo:create(0.8, 255))))
    tag:setVisible(self.demo)
    self.overlay:addChild(tag)

    -- State.
    self.score = 0
    self.combo = 0
    self.acc = 0
    self.frames = 0
    self.held = {}
    self.pointerX = nil
    self.paused = false
    self.leaving = false
    self.rng = session.rng
    self.fxRng = session.fxRng
    self.pilot = self.demo and Pilot.new(self, session.rng) or nil
    self.hud:setScore(0, session.highScore)
    if not self.final then session.lastScore, session.lastLives = 0, self.lives end
    self.firstLevel = opts.level or options.level
    self.ball:setVisible(false) -- until serve() puts it on the paddle

    self:addListeners()
    -- The game begins when the scene is on screen: at the end of the transition that brings it in
    -- (cc.TransitionFade), or at once when it is not brought in by one (the census-only last scene).
    self:registerScriptHandler(function(event)
        if event == "enterTransitionFinish" then self:begin() end
    end)
    self:scheduleUpdateWithPriorityLua(function(dt) self:onFrame(dt) end, 0)
end

--- The first level: the bricks drop in and the ball is served once the fade in is over.
function GameScene:begin()
    self.begun = true
    self:startLevel(self.firstLevel)
end

function GameScene:makeWalls()
    local walls = cc.DrawNode:create()
    local dim = cc.c4f(0.16, 0.2, 0.36, 1)
    for x = self.gridLeft, self.right - 8, self.tuning.cellWidth do -- a faint grid behind the bricks
        walls:drawLine(cc.p(x, 0), cc.p(x, self.top), cc.c4f(0.07, 0.08, 0.16, 1))
    end
    walls:drawSegment(cc.p(self.left - 4, 0), cc.p(self.left - 4, self.top + 4), 4, dim)
    walls:drawSegment(cc.p(self.right + 4, 0), cc.p(self.right + 4, self.top + 4), 4, dim)
    walls:drawSegment(cc.p(self.left - 4, self.top + 4), cc.p(self.right + 4, self.top + 4), 4, dim)
    return walls
end

-- -- Input: listeners feed the same methods the pilot calls -------------------------------

function GameScene:addListeners()
    local dispatcher = self:getEventDispatcher()

    local keyboard = cc.EventListenerKeyboard:create()
    keyboard:registerScriptHandler(function(code) self:onHumanKey(code, true) end,
        cc.Handler.EVENT_KEYBOARD_PRESSED)
    keyboard:registerScriptHandler(function(code) self:onHumanKey(code, false) end,
        cc.Handler.EVENT_KEYBOARD_RELEASED)
    dispatcher:addEventListenerWithSceneGraphPriority(keyboard, self)

    -- Touch (and the left mouse button, which the player also reports as a touch): drag the
    -- paddle, tap to launch.
    local touch = cc.EventListenerTouchOneByOne:create()
    touch:registerScriptHandler(function(t)
        if self.demo then return false end
        local p = t:getLocation()
        self:onPointer(p.x)
        self:onAction()
        return true
    end, cc.Handler.EVENT_TOUCH_BEGAN)
    touch:registerScriptHandler(function(t)
        self:onPointer(t:getLocation().x)
    end, cc.Handler.EVENT_TOUCH_MOVED)
    dispatcher:addEventListenerWithSceneGraphPriority(touch, self)

    -- The mouse steers without a button held, as in most desktop Breakouts.
    local mouse = cc.EventListenerMouse:create()
    mouse:registerScriptHandler(function(event)
        if not self.demo then self:onPointer(event:getCursorX()) end
    end, cc.Handler.EVENT_MOUSE_MOVE)
    dispatcher:addEventListenerWithSceneGraphPriority(mouse, self)
end

--- A key from the keyboard. In a demo the pilot has the controls: only Esc gets through.
function GameScene:onHumanKey(code, pressed)
    if self.demo and code ~= KEY.KEY_ESCAPE and code ~= KEY.KEY_M then return end
    self:onKey(code, pressed)
end

--- Every key goes through here, the pilot's too.
function GameScene:onKey(code, pressed)
    self.held[code] = pressed or nil
    if LEFT_KEYS[code] or RIGHT_KEYS[code] then
        if pressed then self.pointerX = nil end -- the keys take over from the mouse
        return
    end
    if not pressed then return end
    if code == KEY.KEY_SPACE or code == KEY.KEY_ENTER or code == KEY.KEY_KP_ENTER then
        self:onAction()
    elseif code == KEY.KEY_P then
        self:togglePause()
    elseif code == KEY.KEY_M then
        sound.toggleMute()
    elseif code == KEY.KEY_ESCAPE then
        self:toTitle()
    end
end

function GameScene:onPointer(x)
    self.pointerX = x
end

--- Space, Enter or a tap: launch the ball, or play again after a game over.
function GameScene:onAction()
    if self.paused then
        self:togglePause()
    elseif self.state == "serve" then
        self:launch()
    elseif self.state == "over" then
        self:restart()
    end
end

function GameScene:heldDirection()
    local dir = 0
    for code in pairs(LEFT_KEYS) do if self.held[code] then dir = dir - 1 break end end
    for code in pairs(RIGHT_KEYS) do if self.held[code] then dir = dir + 1 break end end
    return dir
end

function GameScene:togglePause()
    if self.state == "over" then return end
    self.paused = not self.paused
    if self.paused then
        local label = fx.label("PAUSED", 48, false, cc.c3b(255, 255, 255))
        label:setPosition(self.W / 2, self.H / 2)
        label:runAction(cc.RepeatForever:create(cc.Sequence:create(
            cc.EaseSineInOut:create(cc.ScaleTo:create(0.5, 1.1)), cc.EaseSineInOut:create(cc.ScaleTo:create(0.5, 1)))))
        self.overlay:addChild(label, 0, 77)
    else
        self.overlay:removeChildByTag(77)
    end
end

-- -- Scene changes ---------------------------------------------------------------------------

function GameScene:restart()
    if self.leaving then return end
    self.leaving = true
    session.restarts = session.restarts + 1
    session.fadeTo(GameScene.new({demo = self.demo}))
end

function GameScene:toTitle()
    if self.leaving then return end
    self.leaving = true
    if session.options.census then
        print(string.format("LEFT GAME %d SCORE %d LIVES %d FRAME %d", session.games, self.score, self.lives,
            cc.Director:getInstance():getTotalFrames()))
    end
    local TitleScene = require("src.TitleScene")
    session.fadeTo(TitleScene.new())
end

-- -- The game -----------------------------------------------------------------------------------

function GameScene:startLevel(n)
    self.level = n
    local t = self.tuning
    local dropTime = self.bricks:build(n)
    local speed = t.ballSpeed + (n - 1) * t.levelSpeedUp
    self.ball.speed = math.min(speed, t.ballSpeedMax)
    self.hud:setLevel(n, self.bricks.levelName)
    fx.banner(self.overlay, "LEVEL " .. n, self.W / 2, self.H / 2 - 60, 44, cc.c3b(255, 255, 255), 0.6)
    self:serve(dropTime)
end

--- The ball goes back on the paddle; it can be launched after `lock` seconds.
function GameScene:serve(lock)
    self.state = "serve"
    self.timer = lock or 0
    self.combo = 0
    local ball = self.ball
    ball.stuck = true
    ball.offset = self.rng:range(-0.35, 0.35)
    ball.vx, ball.vy = 0, 0
    ball:setVisible(true)
    ball:setOpacity(255)
    self:placeOnPaddle()
end

function GameScene:canLaunch()
    return self.state == "serve" and self.timer <= 0 and not self.paused
end

function GameScene:launch()
    if not self:canLaunch() then return end
    self.state = "play"
    self.ball.stuck = false
    self.ball:bounceUp(self.ball.offset, self.tuning.maxBounce)
    self.paddle:bump()
end

function GameScene:placeOnPaddle()
    local ball, paddle = self.ball, self.paddle
    ball.x = paddle.x + ball.offset * paddle.halfWidth
    ball.y = paddle:top() + ball.r
end

function GameScene:addScore(points)
    self.score = self.score + points
    session.recordGame(self.score, self.lives, self.demo)
    self.hud:setScore(self.score, session.highScore)
end

--- One fixed physics step of `h` seconds.
function GameScene:step(h)
    local state = self.state
    if state == "over" then return end
    self.timer = self.timer - h
    self.paddle:step(h, self:heldDirection(), self.pointerX)
    if state == "serve" then
        self:placeOnPaddle()
        return
    elseif state == "dying" then
        if self.timer <= 0 then
            if self.lives > 0 then self:serve(0.3) else self:gameOver() end
        end
        return
    elseif state == "clear" then
        if self.timer <= 0 then self:startLevel(self.level + 1) end
        return
    end

    local ball, t = self.ball, self.tuning
    local r = ball.r
    ball.x = ball.x + ball.vx * h
    ball.y = ball.y + ball.vy * h

    -- Walls.
    if ball.x - r < self.left then
        ball.x = self.left + r
        ball.vx = math.abs(ball.vx)
        self:wallSpark(self.left, ball.y)
        sound.effect("wall")
    elseif ball.x + r > self.right then
        ball.x = self.right - r
        ball.vx = -math.abs(ball.vx)
        self:wallSpark(self.right, ball.y)
        sound.effect("wall")
    end
    if ball.y + r > self.top then
        ball.y = self.top - r
        ball.vy = -math.abs(ball.vy)
        self:wallSpark(ball.x, self.top)
        sound.effect("wall")
    end

    -- The paddle: the angle depends on where the ball lands on it.
    local paddle = self.paddle
    local top = paddle:top()
    if ball.vy < 0 and ball.y - r <= top and ball.y >= paddle.y - paddle.halfHeight
        and math.abs(ball.x - paddle.x) <= paddle.halfWidth + r * 0.5 then
        ball.y = top + r
        ball:bounceUp((ball.x - paddle.x) / paddle.halfWidth, t.maxBounce)
        self.combo = 0
        paddle:bump()
        sound.effect("paddle")
        if self.pilot then self.pilot:onPaddleHit() end
    end

    -- Bricks.
    local brick = self.bricks:collide(ball)
    if brick then
        self.combo = self.combo + 1
        local broke = self.bricks:damage(brick, self.sparks, self.fxRng, t.particlesPerBrick)
        sound.effect(broke and "brick" or "steel")
        local multiplier = math.min(self.combo, 8)
        self:addScore(broke and brick.kind.points * multiplier or 10)
        ball:setSpeed(ball.speed + t.ballSpeedUp)
        if self.combo >= t.comboLabelFrom then
            fx.floatText(self.sparks, "COMBO x" .. multiplier, brick.x, brick.y + 10, cc.c3b(255, 240, 150), 18)
            if self.combo % 4 == 0 then fx.shake(self.field, 3, 2) end
        end
        if self.bricks.remaining == 0 then self:levelClear() end
    end

    -- Lost below the paddle.
    if ball.y + r < 0 then self:loseLife() end
end

function GameScene:wallSpark(x, y)
    fx.burst(self.sparks, x, y, cc.c3b(150, 180, 255), 3, self.fxRng)
end

function GameScene:loseLife()
    self.lives = self.lives - 1
    session.recordGame(self.score, self.lives, self.demo)
    self.hud:setLives(self.lives)
    self.state = "dying"
    self.timer = 0.9
    self.ball:setVisible(false)
    fx.shake(self.field, 14, 8)
    fx.flash(self.flashLayer, 110, 0.45)
    if self.lives > 0 then sound.effect("lose") end
    if self.pilot then self.pilot:onLifeLost() end
end

function GameScene:levelClear()
    self.state = "clear"
    if session.options.census then
        print(string.format("LEVEL CLEAR %d SCORE %d FRAME %d", self.level, self.score,
            cc.Director:getInstance():getTotalFrames()))
    end
    self.timer = 1.8
    self.ball:setVisible(false)
    local bonus = 1000 * self.level
    self:addScore(bonus)
    fx.banner(self.overlay, "LEVEL CLEAR!  +" .. bonus, self.W / 2, self.H / 2, 40, cc.c3b(255, 230, 120), 0.9)
    fx.shake(self.field, 6, 4)
    sound.effect("clear")
end

function GameScene:gameOver()
    self.state = "over"
    session.recordGame(self.score, 0, self.demo)
    sound.effect("gameover")
    if session.options.census then
        print(string.format("GAME OVER %d SCORE %d LEVEL %d FRAME %d", session.games, self.score, self.level,
            cc.Director:getInstance():getTotalFrames()))
    end
    local isBest = self.score > 0 and self.score >= session.highScore
    local layer = GameOverLayer.new(self.W, self.H, self.score, session.highScore, isBest,
        function() self:restart() end, function() self:toTitle() end)
    self.overlay:addChild(layer, 10)
end

-- -- The frame -------------------------------------------------------------------------------------

function GameScene:onFrame(dt)
    if not self.begun then return end -- still fading in
    self.frames = self.frames + 1
    if self.frames == 1 then self:firstFrame() end
    if self.leaving then return end
    if self.pilot then self.pilot:think(dt) end
    if not self.paused then
        self.acc = math.min(self.acc + dt, MAX_LAG)
        while self.acc >= STEP do
            self.acc = self.acc - STEP
            self:step(STEP)
            if self.leaving then return end
        end
    end
    self.paddle:sync()
    self.ball:sync()
    if self.state == "play" and self.frames % 2 == 0 then self:dropTrail() end
end

--- The first frame after begin(): the transition and the previous scene are gone by now, so the
--- census here is the same at every game start.
function GameScene:firstFrame()
    local refs, handlers = session.census(self.final and "FINAL" or "GAME", session.games)
    if self.final then
        print(string.format("FINAL SCORE %d LIVES %d RESTARTS %d REFS %d HANDLERS %d",
            session.lastScore, session.lastLives, session.restarts, refs, handlers))
        self.leaving = true
        local director = cc.Director:getInstance()
        director["end"](director) -- `end` is a Lua keyword (cocos2d-x names it endToLua)
    end
end

function GameScene:dropTrail()
    local ball = self.ball
    local ghost = cc.Sprite:create("res/ball.png")
    ghost:setPosition(ball.x, ball.y)
    ghost:setOpacity(90)
    ghost:setColor(cc.c3b(140, 200, 255))
    ghost:runAction(cc.Sequence:create(
        cc.Spawn:create(cc.FadeOut:create(0.25), cc.ScaleTo:create(0.25, 0.3)),
        cc.RemoveSelf:create()))
    self.trail:addChild(ghost)
end

return GameScene
