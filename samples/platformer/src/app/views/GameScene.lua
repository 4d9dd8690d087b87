-- GameScene.lua -- one run through the level: a physics scene (cc.Scene:createWithPhysics) with the
-- tile map, a static body for each block of ground, an edge chain for the level's sides, the runner's
-- body, and the coins, the slimes and the goal as bodies that collide with nothing but tell the
-- contact listener (cc.EventListenerPhysicsContact) when the runner touches them; the camera follows the runner (cc.Follow inside the level's rectangle); the ccui HUD; the
-- LEVEL COMPLETE and GAME OVER panels. Restarting replaces the whole scene with a new one.

local ViewBase = require("packages.mvc.init").ViewBase
local Level = require("app.models.Level")
local Runner = require("app.models.Runner")
local Slime = require("app.models.Slime")
local DemoPilot = require("app.models.DemoPilot")
local backdrop = require("app.models.backdrop")
local sprites = require("app.models.sprites")
local sound = require("app.models.sound")
local tuning = require("app.models.tuning")
local ui = require("app.models.ui")
local gamepad = require("app.models.gamepad")
local Hud = require("app.views.Hud")

local GameScene = class("GameScene", ViewBase)

GameScene.PHYSICS = true -- ViewBase makes its scene with cc.Scene:createWithPhysics()

local K = cc.KeyCode
local MAX_DT = 1 / 30 -- a long stall must not become one long step
local KEYS = {
    [K.KEY_LEFT_ARROW] = "left", [K.KEY_A] = "left",
    [K.KEY_RIGHT_ARROW] = "right", [K.KEY_D] = "right",
    [K.KEY_SPACE] = "jump", [K.KEY_UP_ARROW] = "jump", [K.KEY_W] = "jump",
}

--- args: restart (from a panel), final (only measure the census, then end the run; built like every
--- other game scene so that the census compares).
function GameScene:onCreate(args)
    local app = self:getApp()
    self.final = args.final
    local size = cc.Director:getInstance():getWinSize()
    self.width, self.height = size.width, size.height

    self.level = Level.new()
    local level = self.level
    self:addChild(backdrop.sky(self.width, self.height), -20)
    self.world = cc.Node:create() -- the level and everything in it: the camera moves it
    self:addChild(self.world)
    self.world:addChild(backdrop.parallax(level.width), -10)
    self.world:addChild(level.map, 0)

    self.things = cc.Node:create()
    self.world:addChild(self.things, 5)
    self.coins = {}
    for i, c in ipairs(level.coins) do
        local coin = sprites.new("coin_1.png")
        coin:setPosition(c.x + c.width / 2, c.y + c.height / 2)
        coin:runAction(sprites.loop("coin"))
        self.things:addChild(coin)
        self.coins[i] = {width = c.width, height = c.height, sprite = coin}
    end
    self.slimes = {}
    for i, e in ipairs(level.enemies) do
        local slime = Slime.new(e)
        self.things:addChild(slime)
        self.slimes[i] = slime
    end
    local goal = level.goal
    self.flag = sprites.new("flag_1.png")
    self.flag:setAnchorPoint(cc.p(0.15, 0))
    self.flag:setPosition(goal.x + 8, goal.y)
    self.flag:runAction(sprites.loop("flag"))
    self.things:addChild(self.flag)

    local spawn = level.spawn
    self.runner = Runner.new(level, spawn.x + spawn.width / 2, spawn.y + tuning.box.height / 2)
    self.world:addChild(self.runner, 10)
    self.safe = {x = self.runner.x, y = self.runner.y} -- where a lost life comes back
    self.world:runAction(cc.Follow:create(self.runner, cc.rect(0, 0, level.width, level.height)))

    self.input = {left = false, right = false, jump = false}
    self.hud = Hud.new(self.width, self.height, tuning.lives, #self.coins, app.best, self.input)
    self:addChild(self.hud, 40)

    self.score, self.lives, self.collected, self.stomped = 0, tuning.lives, 0, 0
    self.time, self.frames, self.invulnerable = 0, 0, 0
    self.state = "playing"
    self.pilot = app.demo and DemoPilot.new(app.rng) or nil
    self:addInput()
    self:addContacts()
    self:scheduleUpdateWithPriorityLua(function(dt) self:onUpdate(dt) end, 0)
end

--- The scene is made (ViewBase): a physics scene gets its gravity and the level its static bodies.
function GameScene:onSceneCreated(scene)
    local world = scene:getPhysicsWorld()
    self.physics = world
    world:setGravity(cc.p(0, -tuning.gravity))
    for _, r in ipairs(self.level:solidRects()) do
        local block = cc.Node:create()
        block:setPosition(r.x + r.width / 2, r.y + r.height / 2)
        local body = cc.PhysicsBody:createBox(cc.size(r.width, r.height),
            {density = 1.0, restitution = 0.0, friction = 0.0})
        body:setDynamic(false)
        body:setCategoryBitmask(Runner.GROUND)
        body:setCollisionBitmask(Runner.CATEGORY)
        body:setContactTestBitmask(0)
        block:setPhysicsBody(body)
        self.world:addChild(block, 1)
    end
    self:addBounds()
    for _, coin in ipairs(self.coins) do
        coin.sprite:setPhysicsBody(self:thingBody(GameScene.COIN, cc.size(coin.width, coin.height)))
    end
    for _, slime in ipairs(self.slimes) do
        slime:setPhysicsBody(self:thingBody(GameScene.SLIME, cc.size(Slime.HALF_WIDTH * 2, Slime.HEIGHT), slime:bodyOffset()))
    end
    local goal = self.level.goal -- a finish line: its body reaches the top, a jump over the flag finishes too
    local top = self.level.height
    self.goalNode = cc.Node:create()
    self.goalNode:setPosition(goal.x + goal.width / 2, (goal.y + top) / 2)
    self.goalNode:setPhysicsBody(self:thingBody(GameScene.GOAL, cc.size(goal.width, top - goal.y)))
    self.things:addChild(self.goalNode)
    self.runner:addBody()
end

--- The level's sides and ceiling: one edge chain, open at the bottom so that the pits stay pits.
function GameScene:addBounds()
    local w, h = self.level.width, self.level.height
    local body = cc.PhysicsBody:createEdgeChain({cc.p(0, -200), cc.p(0, h), cc.p(w, h), cc.p(w, -200)},
        {density = 0.0, restitution = 0.0, friction = 0.0})
    body:setCategoryBitmask(Runner.GROUND)
    body:setCollisionBitmask(Runner.CATEGORY)
    body:setContactTestBitmask(0)
    local bounds = cc.Node:create()
    bounds:setPhysicsBody(body)
    self.world:addChild(bounds, 1)
end

GameScene.COIN, GameScene.SLIME, GameScene.GOAL = 2, 3, 4 -- the things' body tags (the runner's is 1)

--- A thing's body: a box that never falls (setDynamic(false)) and collides with nothing
--- (collision bitmask 0), whose contacts with the runner are reported (contact-test bitmask).
function GameScene:thingBody(tag, size, offset)
    local body = cc.PhysicsBody:createBox(size, {density = 1.0, restitution = 0.0, friction = 0.0}, offset or cc.p(0, 0))
    body:setDynamic(false)
    body:setCategoryBitmask(Runner.THINGS)
    body:setCollisionBitmask(0)
    body:setContactTestBitmask(Runner.CATEGORY)
    body:setTag(tag)
    return body
end

--- The runner meets the things through the physics world's contacts: a contact listener on the
--- scene's event dispatcher, its begin handler doing what each thing does.
function GameScene:addContacts()
    local contacts = cc.EventListenerPhysicsContact:create()
    contacts:registerScriptHandler(function(contact) return self:onContactBegin(contact) end,
        cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN)
    self:getEventDispatcher():addEventListenerWithSceneGraphPriority(contacts, self)
end

--- A contact begins (the world is stepping): a coin is collected, a slime squashed from above or
--- hurting from the side, the goal completes the level. Returns true, as a begin handler must
--- (the things' collision bitmask of 0 already keeps them from pushing the runner).
function GameScene:onContactBegin(contact)
    local a, b = contact:getShapeA():getBody(), contact:getShapeB():getBody()
    local runner = self.runner
    local thing = a == runner.body and b or b == runner.body and a or nil
    if not thing or self.state ~= "playing" or not runner.alive then return true end
    local tag = thing:getTag()
    if tag == GameScene.COIN then
        for i, coin in ipairs(self.coins) do
            if coin.sprite:getPhysicsBody() == thing then self:collect(i) break end
        end
    elseif tag == GameScene.SLIME then
        for _, slime in ipairs(self.slimes) do
            if slime:getPhysicsBody() == thing then
                -- both bodies' positions are the scene's (the camera moves the level's node)
                local feet = runner.body:getPosition().y - runner.hh
                local top = thing:getPosition().y + Slime.HEIGHT / 2
                if runner.body:getVelocity().y < 0 and feet > top - 14 then self:stomp(slime)
                elseif self.invulnerable <= 0 then self:hurt() end
                break
            end
        end
    elseif tag == GameScene.GOAL then
        self:complete()
    end
    return true
end

--- The run begins when the scene is on screen: at the end of the fade that brings it in, or at once
--- when it comes without one (the census-only last scene).
function GameScene:onEnterTransitionFinish_()
    self.begun = true
end

function GameScene:onExit_()
    self:unpause()
    if cc.Director:getInstance():isEnding() then self:getApp():printFinal(self.score, self.lives) end -- cut short
end

-- Input -------------------------------------------------------------------------------------

function GameScene:addInput()
    local keyboard = cc.EventListenerKeyboard:create()
    keyboard:registerScriptHandler(function(code) self:onKey(code, true) end, cc.Handler.EVENT_KEYBOARD_PRESSED)
    keyboard:registerScriptHandler(function(code) self:onKey(code, false) end, cc.Handler.EVENT_KEYBOARD_RELEASED)
    self:getEventDispatcher():addEventListenerWithSceneGraphPriority(keyboard, self)
    gamepad.listen(self, function(keyCode, down) self:onPadButton(keyCode, down) end, function(keyCode, value)
        if not self.pilot then gamepad.axis(self.input, keyCode, value) end
    end)
end

function GameScene:onKey(code, down)
    if down and code == K.KEY_M then return sound.toggleMute() end
    if down then
        if self.state ~= "playing" then
            if code == K.KEY_ENTER or code == K.KEY_KP_ENTER or code == K.KEY_SPACE then self:restart()
            elseif code == K.KEY_ESCAPE then self:toTitle() end
            return
        end
        if code == K.KEY_ESCAPE then return self:toTitle() end
        if code == K.KEY_P then return self:togglePause() end
    end
    local control = KEYS[code]
    if control and not self.pilot then self.input["key" .. control] = down end
end

--- A controller's button: as the keys (A = Enter on a panel, B or Back = Esc).
function GameScene:onPadButton(keyCode, down)
    local CK = cc.ControllerKey
    if down then
        if self.state ~= "playing" then
            if keyCode == CK.BUTTON_A or keyCode == CK.BUTTON_START then self:restart()
            elseif keyCode == CK.BUTTON_B or keyCode == CK.BUTTON_SELECT then self:toTitle() end
            return
        end
        if keyCode == CK.BUTTON_SELECT then return self:toTitle() end
        if keyCode == CK.BUTTON_START then return self:togglePause() end
    end
    local control = gamepad.BUTTONS[keyCode]
    if control and not self.pilot then self.input["pad" .. control:sub(1, 1):upper() .. control:sub(2)] = down end
end

--- The controls from every source: keys, the controller, the HUD's touch pads (the pilot writes
--- left / right / jump itself).
function GameScene:gatherInput()
    local i = self.input
    if self.pilot then return i end
    i.left = i.keyleft or i.padLeft or i.touchLeft or false
    i.right = i.keyright or i.padRight or i.touchRight or false
    i.jump = i.keyjump or i.padJump or i.touchJump or false
    return i
end

function GameScene:togglePause()
    local director = cc.Director:getInstance()
    if director:isPaused() then
        self:unpause()
    else
        director:pause()
        self.physics:setSpeed(0) -- the world must not step either
        sound.pause(true)
        self.pausedLabel = ui.text(self, "PAUSED  -  P to go on", 36, ui.WHITE, true, self.width / 2, self.height / 2)
        self.pausedLabel:setLocalZOrder(80)
    end
end

--- Leaving while paused: the Director must run again, or the transition out would never move.
function GameScene:unpause()
    local director = cc.Director:getInstance()
    if not director:isPaused() then return end
    director:resume()
    self.physics:setSpeed(1)
    sound.pause(false)
    if self.pausedLabel then
        self.pausedLabel:removeFromParent()
        self.pausedLabel = nil
    end
end

-- Frames ------------------------------------------------------------------------------------

function GameScene:onUpdate(dt)
    local app = self:getApp()
    if self.leaving then return end
    if app:checkQuit(self.score, self.lives) then
        self.leaving = true
        return
    end
    if not self.begun then return end -- still fading in
    self.frames = self.frames + 1
    if self.frames == 1 then
        self:firstFrame()
        if self.leaving then return end
    end
    dt = math.min(dt, MAX_DT)
    local runner = self.runner
    runner:readBack() -- where the world's last step left it
    if self.respawn then
        self.respawn = false
        runner:place(self.safe.x, self.safe.y)
        runner.onGround, runner.jumpHeld = false, true
    end
    if self.state == "playing" then
        self.time = self.time + dt
        self.hud:setTime(self.time)
        if self.pilot then self.pilot:think(self, self.input) end
        if runner.alive and runner:control(self:gatherInput(), dt) then sound.effect("jump", 0.6) end
    else
        runner.vx = 0
    end
    for _, slime in ipairs(self.slimes) do slime:step(dt) end
    if self.state == "playing" and runner.alive then self:checkFooting(dt) end
    runner:pushVelocity() -- the world steps after this frame's update (Director: scheduler, then physics)
    runner:sync()
    for _, slime in ipairs(self.slimes) do slime:sync() end
end

--- The first frame after the fade: the previous scene is gone by now, so the census here is the
--- same at every game start.
function GameScene:firstFrame()
    local app = self:getApp()
    local refs, handlers = app:census(self.final and "FINAL" or "GAME", app.games)
    if self.final then
        self.leaving = true
        app:printFinal(app.lastScore, app.lastLives, refs, handlers)
        app:endRun()
    end
end

--- Each step the contacts do not cover: a safe place to come back to, the blink running out, the
--- bottom of a pit.
function GameScene:checkFooting(dt)
    local runner = self.runner
    local l, b, r, t = runner:box()
    if runner.onGround and runner.level:solidAt(l + 1, b - 4) and runner.level:solidAt(r - 1, b - 4)
        and not self:slimeNear(runner.x, 160) then
        self.safe.x, self.safe.y = runner.x, runner.y -- firm ground, no slime about: a place to come back to
    end
    if self.invulnerable > 0 then self.invulnerable = self.invulnerable - dt end
    if t < -40 then return self:hurt() end -- down a pit
end

function GameScene:slimeNear(x, distance)
    for _, slime in ipairs(self.slimes) do
        if math.abs(slime.x - x) < distance then return true end
    end
    return false
end

function GameScene:addScore(points)
    local app = self:getApp()
    self.score = self.score + points
    app:scored(self.score)
    self.hud:setScore(self.score, app.best)
end

function GameScene:collect(i)
    local c = table.remove(self.coins, i)
    c.sprite:getPhysicsBody():removeFromWorld() -- collected once
    self.collected = self.collected + 1
    self:addScore(tuning.coinScore)
    self.hud:setCoins(self.collected)
    sound.effect("coin", 0.7)
    c.sprite:stopAllActions()
    c.sprite:runAction(cc.Sequence:create(
        cc.Spawn:create(cc.MoveBy:create(0.3, cc.p(0, 40)), cc.FadeOut:create(0.3), cc.ScaleTo:create(0.3, 1.5)),
        cc.RemoveSelf:create()))
end

function GameScene:stomp(slime)
    for i, s in ipairs(self.slimes) do
        if s == slime then table.remove(self.slimes, i) break end
    end
    slime:squash() -- it goes (RemoveSelf) once flattened: out of the list first
    self.stomped = self.stomped + 1
    self:addScore(tuning.stompScore)
    local runner = self.runner
    runner.vy = tuning.bounceSpeed -- the body too: the world is stepping, and reads it back next frame
    runner.body:setVelocity(cc.p(runner.body:getVelocity().x, tuning.bounceSpeed))
    sound.effect("stomp")
    local pop = ui.text(nil, "+" .. tuning.stompScore, 20, ui.GOLD, true)
    pop:setPosition(slime.x, slime.y + 40)
    self.things:addChild(pop, 20)
    pop:runAction(cc.Sequence:create(cc.Spawn:create(cc.MoveBy:create(0.6, cc.p(0, 40)), cc.FadeOut:create(0.6)),
        cc.RemoveSelf:create()))
    self:getApp():log("STOMP %d SCORE %d FRAME %d", self.stomped, self.score, self:getApp():frame())
end

--- A slime touched from the side, or a fall down a pit: a life lost; the runner comes back where it
--- last stood safely, blinking (cc.Blink) and untouchable for a while; the last life ends the game.
function GameScene:hurt()
    local app, runner = self:getApp(), self.runner
    self.lives = self.lives - 1
    self.hud:setLives(self.lives)
    sound.effect("hurt")
    app:log("LIFE LOST LIVES %d SCORE %d FRAME %d", self.lives, self.score, app:frame())
    if self.lives <= 0 then
        runner.alive = false
        runner:setVisible(false)
        self.state = "over"
        self:performWithDelay(function() self:gameOver() end, 1.0)
        return
    end
    self.respawn = true -- placed at the next frame: a contact handler runs while the world steps
    self.invulnerable = tuning.invulnerable
    runner:stopActionByTag(8)
    local blink = cc.Sequence:create(cc.Blink:create(tuning.invulnerable, 14), cc.Show:create())
    blink:setTag(8)
    runner:runAction(blink)
end

function GameScene:complete()
    local app = self:getApp()
    self.state = "complete"
    local timeBonus = math.max(0, math.floor(tuning.parTime - self.time)) * tuning.timeScore
    self:addScore(tuning.goalScore + timeBonus + self.lives * tuning.lifeScore)
    app:timed(self.time)
    app.finished = app.finished + 1
    app.lastScore, app.lastLives = self.score, self.lives
    sound.effect("goal")
    app:log("LEVEL COMPLETE %d SCORE %d COINS %d TIME %.2f FRAME %d", app.finished, self.score, self.collected,
            self.time, app:frame())
    self.flag:runAction(cc.JumpBy:create(0.6, cc.p(0, 0), 30, 2))
    self:showPanel("LEVEL COMPLETE", cc.c4b(140, 255, 160, 255))
end

function GameScene:gameOver()
    local app = self:getApp()
    app.finished = app.finished + 1
    app.lastScore, app.lastLives = self.score, 0
    sound.effect("gameover")
    app:log("GAME OVER %d SCORE %d FRAME %d", app.finished, self.score, app:frame())
    self:showPanel("GAME OVER", cc.c4b(255, 140, 110, 255))
end

--- The end-of-run panel (ccui): title, the tally, PLAY AGAIN and TITLE buttons; it drops in.
function GameScene:showPanel(title, color)
    local app = self:getApp()
    local panel = ui.panel(500, 320)
    panel:setName("panel")
    panel:setPosition(self.width / 2, self.height + 200)
    self:addChild(panel, 70)
    ui.text(panel, title, 44, color, true, 250, 270)
    ui.text(panel, string.format("coins %d / %d     slimes %d     time %.1f s", self.collected, #self.level.coins,
        self.stomped, self.time), 20, ui.WHITE, false, 250, 205)
    ui.text(panel, string.format("score %d", self.score), 32, ui.GOLD, true, 250, 160)
    ui.text(panel, string.format("best %d", app.best), 18, ui.PALE, false, 250, 122)
    local again = ui.button("PLAY AGAIN", 200, 52, 24, function() self:restart() end)
    again:setName("again")
    again:setPosition(140, 60)
    panel:addChild(again)
    local back = ui.button("TITLE", 200, 52, 24, function() self:toTitle() end)
    back:setName("title")
    back:setPosition(360, 60)
    panel:addChild(back)
    panel:runAction(cc.EaseBackOut:create(cc.MoveTo:create(0.6, cc.p(self.width / 2, self.height / 2))))
    if app.demo then self:performWithDelay(function() self:restart() end, tuning.demo.panelDelay) end
end

function GameScene:restart()
    if self.leaving then return end
    self.leaving = true
    self:unpause()
    self:getApp():startGame({restart = true})
end

function GameScene:toTitle()
    if self.leaving then return end
    self.leaving = true
    local app = self:getApp()
    app:log("TO TITLE SCORE %d LIVES %d FRAME %d", self.score, self.lives, app:frame())
    self:unpause()
    if not app.options.demo then app.demo = false end
    app:showTitle()
end

return GameScene
