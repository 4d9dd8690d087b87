-- game_scene.lua -- one game of Astro Rocks: the ship, the rocks and bullets in a wrap-around
-- plane, waves, lives, input, and the game-over panel. The simulation runs in fixed steps of 1/60 s
-- from the per-frame callback; restarting replaces the whole scene with a new one.

local space = require("src.space")
local Ship = require("src.ship")
local Rock = require("src.rock")
local Hud = require("src.hud")
local Starfield = require("src.starfield")
local DemoAI = require("src.demo_ai")
local fx = require("src.fx")
local sound = require("src.sound")
local sprites = require("src.sprites")
local tuning = require("src.tuning")
local ui = require("src.ui")
local gamepad = require("src.gamepad")

local GameScene = class("GameScene", cc.Scene)

--- Leaving while paused: the Director must run again, or the transition out would never move.
local function unpause()
    local director = cc.Director:getInstance()
    if director:isPaused() then
        director:resume()
        sound.pause(false)
    end
end

local K = cc.KeyCode
local FONT = "DejaVu Sans"
local FONT_BOLD = "DejaVu Sans Bold"
local STEP = 1 / 60
local MAX_STEPS = 5 -- per frame: a long stall must not become a long burst of steps
local ROCK_COLORS = {cc.c3b(255, 235, 190), cc.c3b(255, 200, 120), cc.c3b(255, 160, 80)}
local SHIP_COLORS = {cc.c3b(140, 220, 255), cc.c3b(255, 255, 255), cc.c3b(255, 160, 80)}
local KEYS = {
    [K.KEY_LEFT_ARROW] = "left", [K.KEY_A] = "left",
    [K.KEY_RIGHT_ARROW] = "right", [K.KEY_D] = "right",
    [K.KEY_UP_ARROW] = "thrust", [K.KEY_W] = "thrust",
    [K.KEY_SPACE] = "fire",
}

--- opts: restart (a restart from the game-over panel), final (only measure the census, then end the
--- run; built like every other game scene so that the census compares).
function GameScene:ctor(session, opts)
    self.session = session
    self.final = opts.final
    local size = cc.Director:getInstance():getWinSize()
    self.width, self.height = size.width, size.height
    space.setSize(self.width, self.height)

    self.world = cc.Node:create() -- everything that shakes
    self:addChild(self.world)
    self.world:addChild(Starfield.new(tuning.stars, self.width, self.height, session.fxRng), -10)
    self.rockLayer = cc.Node:create()
    self.world:addChild(self.rockLayer, 0)
    self.bulletLayer = cc.Node:create()
    self.world:addChild(self.bulletLayer, 5)
    self.fxLayer = cc.Node:create()
    self.world:addChild(self.fxLayer, 20)
    self.ship = Ship.new(tuning.ship)
    self.world:addChild(self.ship, 10)
    self.hud = Hud.new(self.width, self.height, tuning.lives, session.best)
    self:addChild(self.hud, 40)

    self.rocks, self.bullets = {}, {}
    self.score, self.lives, self.wave = 0, tuning.lives, 0
    self.input = {left = false, right = false, thrust = false, fire = false, aim = nil}
    self.acc, self.frames, self.steps = 0, 0, 0
    self.state = "playing"
    self.pilot = session.demo and DemoAI.new(session.aiRng, tuning.demo, tuning.ship.bulletSpeed) or nil

    self:addInput()
    -- The game begins when the scene is on screen: at the end of the transition that brings it in
    -- (cc.TransitionFade), or at once when it is not brought in by one (the census-only last scene).
    self:registerScriptHandler(function(event)
        if event == "enterTransitionFinish" then self:begin()
        elseif event == "exit" then self:onExit() end
    end)
    self:scheduleUpdateWithPriorityLua(function(dt) self:onFrame(dt) end, 0)
end

--- The first wave and the ship: the simulation starts here, so the fade in shows a still field.
function GameScene:begin()
    self.begun = true
    self.ship:spawn(self.width / 2, self.height / 2, true)
    self:nextWave()
end

function GameScene:onExit()
    sound.thrust(false)
    unpause()
    if cc.Director:getInstance():isEnding() then self.session:printFinal(self.score, self.lives) end -- cut short
end

-- Input -------------------------------------------------------------------------------

function GameScene:addInput()
    local dispatcher = self:getEventDispatcher()
    local keyboard = cc.EventListenerKeyboard:create()
    keyboard:registerScriptHandler(function(code) self:onKey(code, true) end, cc.Handler.EVENT_KEYBOARD_PRESSED)
    keyboard:registerScriptHandler(function(code) self:onKey(code, false) end, cc.Handler.EVENT_KEYBOARD_RELEASED)
    dispatcher:addEventListenerWithSceneGraphPriority(keyboard, self)

    local mouse = cc.EventListenerMouse:create()
    mouse:registerScriptHandler(function(event)
        if self.pilot or self.state == "over" then return end
        self.input.aim = {x = event:getCursorX(), y = event:getCursorY()}
    end, cc.Handler.EVENT_MOUSE_DOWN)
    dispatcher:addEventListenerWithSceneGraphPriority(mouse, self)

    gamepad.listen(self, function(keyCode, down) self:onPadButton(keyCode, down) end, function(keyCode, value)
        if not self.pilot and self.state ~= "over" then gamepad.axis(self.input, keyCode, value) end
    end)
end

--- A controller's button: as the keys are (A = Enter on the game-over panel, B or Back = Esc).
function GameScene:onPadButton(keyCode, down)
    local CK = cc.ControllerKey
    if down then
        if self.state == "over" then
            if keyCode == CK.BUTTON_A or keyCode == CK.BUTTON_START then self:restart()
            elseif keyCode == CK.BUTTON_B or keyCode == CK.BUTTON_SELECT then self:toTitle() end
            return
        end
        if keyCode == CK.BUTTON_SELECT then return self:toTitle() end
        if keyCode == CK.BUTTON_START then return self:togglePause() end
    end
    local control = gamepad.BUTTONS[keyCode]
    if control and not self.pilot then self.input[control] = down end
end

function GameScene:onKey(code, down)
    if down and code == K.KEY_M then return sound.toggleMute() end
    if down then
        if self.state == "over" then
            if code == K.KEY_ENTER or code == K.KEY_KP_ENTER or code == K.KEY_SPACE then self:restart()
            elseif code == K.KEY_ESCAPE then self:toTitle() end
            return
        end
        if code == K.KEY_ESCAPE then return self:toTitle() end
        if code == K.KEY_P then return self:togglePause() end
    end
    local control = KEYS[code]
    if control and not self.pilot then self.input[control] = down end
end

function GameScene:togglePause()
    local director = cc.Director:getInstance()
    if director:isPaused() then
        director:resume()
        sound.pause(false)
        if self.pausedLabel then
            self.pausedLabel:removeFromParent()
            self.pausedLabel = nil
        end
    else
        director:pause()
        sound.pause(true)
        self.pausedLabel = cc.Label:createWithSystemFont("PAUSED  -  P to go on", FONT_BOLD, 34)
        self.pausedLabel:setPosition(self.width / 2, self.height / 2)
        self:addChild(self.pausedLabel, 80)
    end
end

-- Frames and steps ----------------------------------------------------------------------

function GameScene:onFrame(dt)
    if self.leaving then return end
    if self.session:checkQuit(self.score, self.state == "over" and 0 or self.lives) then
        self.leaving = true
        return
    end
    if not self.begun then return end -- still fading in
    self.frames = self.frames + 1
    if self.frames == 1 then
        self:firstFrame()
        if self.leaving then return end
    end
    self.acc = self.acc + dt
    local n = 0
    while self.acc >= STEP and n < MAX_STEPS do
        self.acc = self.acc - STEP
        n = n + 1
        self:step(STEP)
        if self.leaving then return end
    end
    if n == MAX_STEPS then self.acc = 0 end
    self:sync()
end

--- The first frame after begin(): the transition and the previous scene are gone by now, so the
--- census here is the same at every game start.
function GameScene:firstFrame()
    local session = self.session
    local refs, handlers = session:census(self.final and "FINAL" or "GAME", session.games)
    if self.final then
        self.leaving = true
        session:printFinal(session.lastScore, session.lastLives, refs, handlers)
        session:endRun()
    end
end

function GameScene:step(dt)
    self.steps = self.steps + 1
    local ship = self.ship
    if self.pilot then self.pilot:think(self, self.input, dt) end
    if ship.alive and ship:step(dt, self.input) then self:fire() end
    sound.thrust(ship.alive and ship.thrusting)
    for _, rock in ipairs(self.rocks) do rock:step(dt) end
    local bullets = self.bullets
    for i = #bullets, 1, -1 do
        local b = bullets[i]
        b.x, b.y = space.wrap(b.x + b.vx * dt, b.y + b.vy * dt)
        b.life = b.life - dt
        if b.life <= 0 then self:removeBullet(i) end
    end
    self:collide()
    if ship.alive and ship.thrusting and self.steps % 3 == 0 then self:exhaust() end
    if self.state == "playing" and #self.rocks == 0 then self:waveCleared() end
end

function GameScene:sync()
    if self.ship.alive then self.ship:sync() end
    local shielded = self.ship.alive and self.ship.invulnerable or 0
    self.hud:setShield(shielded / tuning.ship.invulnerable)
    for _, rock in ipairs(self.rocks) do rock:sync() end
    for _, b in ipairs(self.bullets) do b.sprite:setPosition(b.x, b.y) end
end

-- Bullets and rocks -----------------------------------------------------------------------

function GameScene:fire()
    if #self.bullets >= tuning.ship.maxBullets then return end
    local ship, t = self.ship, tuning.ship
    local x, y = ship:nose()
    local sprite = sprites.new("bullet.png")
    sprite:setPosition(x, y)
    self.bulletLayer:addChild(sprite)
    self.bullets[#self.bullets + 1] = {
        x = x, y = y, sprite = sprite, life = t.bulletLife,
        vx = math.cos(ship.angle) * t.bulletSpeed + ship.vx, vy = math.sin(ship.angle) * t.bulletSpeed + ship.vy,
    }
    fx.bounce(sprite, 2.0)
    sound.fire()
end

function GameScene:removeBullet(i)
    self.bullets[i].sprite:removeFromParent()
    table.remove(self.bullets, i)
end

function GameScene:addRock(size, x, y, speedFactor)
    local kind = tuning.rocks[size]
    local rng = self.session.rng
    local angle = rng:range(0, math.pi * 2)
    local speed = rng:range(kind.speedMin, kind.speedMax) * speedFactor
    local rock = Rock.new(size, rng:int(1, 3), kind, x, y, math.cos(angle) * speed, math.sin(angle) * speed,
                          rng:range(-90, 90))
    self.rockLayer:addChild(rock)
    self.rocks[#self.rocks + 1] = rock
    return rock
end

function GameScene:speedFactor()
    return 1 + (self.wave - 1) * tuning.waves.speedUpPerWave
end

function GameScene:nextWave()
    local w = tuning.waves
    self.wave = self.wave + 1
    self.state = "playing"
    self.hud:setWave(self.wave)
    sound.effect("wave")
    fx.banner(self, "WAVE " .. self.wave, self.width / 2, self.height / 2 + 90, cc.c4b(140, 220, 255, 255))
    local count = math.min(w.most, w.first + (self.wave - 1) * w.extraPerWave)
    local rng = self.session.rng
    for i = 1, count do
        -- along the edges, away from the middle where the ship starts
        local x, y
        if i % 2 == 0 then
            x, y = rng:range(0, self.width), (rng:chance(0.5) and -30 or self.height + 30)
        else
            x, y = (rng:chance(0.5) and -30 or self.width + 30), rng:range(0, self.height)
        end
        self:addRock("big", x, y, self:speedFactor())
    end
end

function GameScene:waveCleared()
    self.state = "between"
    self:performWithDelay(function()
        if self.state == "between" then self:nextWave() end
    end, tuning.waves.pause)
end

local function hits(ax, ay, bx, by, r)
    local dx, dy = space.delta(ax, ay, bx, by)
    return dx * dx + dy * dy < r * r
end

function GameScene:collide()
    local rocks, bullets = self.rocks, self.bullets
    for bi = #bullets, 1, -1 do
        local b = bullets[bi]
        for ri = #rocks, 1, -1 do
            local rock = rocks[ri]
            if hits(b.x, b.y, rock.x, rock.y, rock.radius + 3) then
                self:removeBullet(bi)
                self:breakRock(ri, b.vx, b.vy)
                break
            end
        end
    end
    local ship = self.ship
    if ship.alive and ship.invulnerable <= 0 then
        for ri = #rocks, 1, -1 do
            local rock = rocks[ri]
            if hits(ship.x, ship.y, rock.x, rock.y, rock.radius + tuning.ship.radius) then
                self:breakRock(ri, ship.vx, ship.vy)
                self:shipDestroyed()
                break
            end
        end
    end
end

function GameScene:breakRock(index, hitVx, hitVy)
    local rock = table.remove(self.rocks, index)
    local kind = rock.kind
    self.score = self.score + kind.score
    self.session:scored(self.score)
    self.hud:setScore(self.score, self.session.best)
    local rng, fxRng = self.session.rng, self.session.fxRng
    local size = rock.size
    local big = size == "big"
    fx.explode(self.fxLayer, rock.x, rock.y, big and 22 or (size == "mid" and 14 or 8), rock.radius * 2.2,
               ROCK_COLORS, fxRng)
    fx.boom(self.fxLayer, rock.x, rock.y, rock.radius / 26, rock.angle)
    fx.ring(self.fxLayer, rock.x, rock.y, rock.radius / 18)
    fx.pop(self.fxLayer, tostring(kind.score), rock.x, rock.y + 10, cc.c4b(255, 235, 180, 255), big and 20 or 16)
    if big then fx.shake(self.world, 0, 0, 5, 0.25) end
    sound.effect(big and "boom_big" or "boom_small", big and 1.0 or 0.7)
    local child = Rock.NEXT[size]
    for _ = 1, kind.children do
        local r = self:addRock(child, rock.x, rock.y, self:speedFactor())
        -- a push along the shot, so the pieces fly on rather than hang about
        r.vx, r.vy = r.vx + hitVx * 0.08 + rock.vx * 0.5, r.vy + hitVy * 0.08 + rock.vy * 0.5
        r.x, r.y = space.wrap(r.x + r.vx * 0.05, r.y + r.vy * 0.05)
        r:sync()
        r:setScale(0.4)
        r:runAction(cc.EaseBackOut:create(cc.ScaleTo:create(0.25, 1.0)))
    end
    rock:removeFromParent()
end

function GameScene:exhaust()
    local ship = self.ship
    local puff = sprites.new("spark.png")
    local back = ship.angle + math.pi + self.session.fxRng:range(-0.3, 0.3)
    puff:setPosition(ship.x + math.cos(back) * 16, ship.y + math.sin(back) * 16)
    puff:setColor(cc.c3b(255, 170, 70))
    self.fxLayer:addChild(puff, -1)
    puff:runAction(cc.Sequence:create(
        cc.Spawn:create(cc.MoveBy:create(0.35, cc.p(math.cos(back) * 30, math.sin(back) * 30)),
                        cc.FadeOut:create(0.35), cc.ScaleTo:create(0.35, 0.2)),
        cc.RemoveSelf:create()))
end

-- Losing ------------------------------------------------------------------------------------

function GameScene:shipDestroyed()
    local ship = self.ship
    ship:explode()
    self.lives = self.lives - 1
    self.hud:setLives(self.lives)
    fx.explode(self.fxLayer, ship.x, ship.y, 36, 110, SHIP_COLORS, self.session.fxRng)
    fx.boom(self.fxLayer, ship.x, ship.y, 1.8, space.rotation(ship.angle))
    fx.ring(self.fxLayer, ship.x, ship.y, 3.5)
    fx.shake(self.world, 0, 0, 16, 0.6)
    fx.flash(self, cc.c4b(255, 120, 80, 90), 0.35)
    sound.effect("ship")
    self.session:log("LIFE LOST LIVES %d SCORE %d FRAME %d", self.lives, self.score,
                     cc.Director:getInstance():getTotalFrames())
    if self.lives > 0 then
        self:performWithDelay(function() self:respawn() end, tuning.ship.respawnDelay)
    else
        self:performWithDelay(function() self:gameOver() end, 1.2)
    end
end

function GameScene:respawn()
    if self.state == "over" then return end
    self.ship:spawn(self.width / 2, self.height / 2, true)
end

function GameScene:gameOver()
    self.state = "over"
    self.session:gameOver(self.score, self.lives)
    sound.effect("gameover")

    local shade = cc.LayerColor:create(cc.c4b(2, 4, 12, 0))
    self:addChild(shade, 70)
    shade:runAction(cc.FadeTo:create(0.5, 170))
    local panel = cc.Node:create()
    panel:setPosition(self.width / 2, self.height + 200)
    self:addChild(panel, 71)
    panel:runAction(cc.EaseBounceOut:create(cc.MoveTo:create(0.8, cc.p(self.width / 2, self.height / 2 + 30))))
    local title = cc.Label:createWithSystemFont("GAME OVER", FONT_BOLD, 64)
    title:setTextColor(cc.c4b(255, 150, 90, 255))
    title:setPosition(0, 80)
    panel:addChild(title)
    local score = cc.Label:createWithSystemFont(
        string.format("score %d     wave %d     best %d", self.score, self.wave, self.session.best), FONT, 24)
    score:setPosition(0, 20)
    panel:addChild(score)
    local again = ui.button("PLAY AGAIN", 220, 48, 26, function() self:restart() end)
    again:setName("again")
    again:setPosition(-130, -50)
    panel:addChild(again)
    local back = ui.button("TITLE", 220, 48, 26, function() self:toTitle() end)
    back:setName("title")
    back:setPosition(130, -50)
    panel:addChild(back)
    local hint = cc.Label:createWithSystemFont("Enter: play again     Esc: title", FONT, 16)
    hint:setTextColor(cc.c4b(150, 170, 200, 255))
    hint:setPosition(0, -100)
    panel:addChild(hint)
    if self.session.demo then
        self:performWithDelay(function() self:restart() end, tuning.demo.gameOverDelay)
    end
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
    self.session:log("TO TITLE SCORE %d LIVES %d FRAME %d", self.score, self.lives,
                     cc.Director:getInstance():getTotalFrames())
    unpause()
    if not self.session.options.demo then self.session.demo = false end
    self.session:showTitle()
end

return GameScene
