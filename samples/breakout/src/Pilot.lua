-- src/Pilot.lua -- the demo's player. It presses and releases the same keys a person would
-- (through GameScene:onKey), once per frame, from what it can see: where the ball will come
-- down (folding its path at the side walls), and which column of the wall to send it up (mostly
-- the deepest hole: where on the paddle it takes the ball sets the angle). The paddle moves at
-- the keyboard's speed, so it can be late. A plan drawn from the game's random numbers says
-- after how many catches it looks away and misses, so lives are lost and games end. Same seed,
-- same game.

local KEY = cc.KeyCode

local Pilot = class("Pilot")

local DEAD_ZONE = 8 -- pixels: close enough, let go of the keys

function Pilot:ctor(game, rng)
    self.game = game
    self.rng = rng
    self.left, self.right = false, false
    self.tapped = nil
    self.wait = 0
    self.descending = false
    self.column = 1
    self.serveX = nil
    self:newLife()
end

function Pilot:newLife()
    self.catchesLeft = self.rng:random(5, 10)
    self.missing = false
end

function Pilot:onPaddleHit()
    self.catchesLeft = self.catchesLeft - 1
    if self.catchesLeft <= 0 then self.missing = true end
end

function Pilot:onLifeLost()
    self:newLife()
end

-- Keys, as a player's fingers: a change is a press or a release.
function Pilot:hold(dir)
    local wantLeft, wantRight = dir < 0, dir > 0
    if wantLeft ~= self.left then
        self.left = wantLeft
        self.game:onKey(KEY.KEY_LEFT_ARROW, wantLeft)
    end
    if wantRight ~= self.right then
        self.right = wantRight
        self.game:onKey(KEY.KEY_RIGHT_ARROW, wantRight)
    end
end

function Pilot:tap(code)
    self.game:onKey(code, true)
    self.tapped = code -- released on the next frame
end

function Pilot:steer(targetX)
    local d = targetX - self.game.paddle.x
    if d > DEAD_ZONE then
        self:hold(1)
    elseif d < -DEAD_ZONE then
        self:hold(-1)
    else
        self:hold(0)
    end
    return math.abs(d) <= DEAD_ZONE
end

--- Where the ball will be when it comes down to the paddle, folding its path at the side walls.
function Pilot:landingX()
    local g, ball = self.game, self.game.ball
    local lo, hi = g.left + ball.r, g.right - ball.r
    local landY = g.paddle:top() + ball.r
    local t = (ball.y - landY) / -ball.vy
    local x = ball.x + ball.vx * t
    local w = hi - lo
    local u = (x - lo) % (2 * w)
    if u > w then u = 2 * w - u end
    return lo + u
end

--- Mostly the deepest hole in the wall (a ball that gets through bounces around behind the
--- bricks), sometimes any column, so no two games look alike.
function Pilot:pickColumn()
    local bricks = self.game.bricks
    if self.rng:random(10) <= 3 then return self.rng:random(bricks.cols) end
    local best, bestY = 1, -math.huge
    local start = self.rng:random(bricks.cols) -- ties go to a random one of the deepest
    for i = 0, bricks.cols - 1 do
        local col = (start + i - 1) % bricks.cols + 1
        local y = bricks:openTo(col)
        if y > bestY then best, bestY = col, y end
    end
    return best
end

--- Where on the paddle (-1 .. 1) to take a ball landing at `land` so it flies to `col`:
--- the paddle sends it off at vx = speed * offset * maxBounce (see Ball:bounceUp).
function Pilot:offsetFor(land, col)
    local g = self.game
    local dx = g.bricks:columnX(col) - land
    local dy = g.bricks:openTo(col) - g.paddle:top()
    local slope = dx / dy
    local k = slope / math.sqrt(1 + slope * slope) -- vx / speed
    local offset = k / g.tuning.maxBounce
    if offset > 0.9 then offset = 0.9 elseif offset < -0.9 then offset = -0.9 end
    return offset
end

function Pilot:think(dt)
    local g = self.game
    if self.tapped then
        g:onKey(self.tapped, false)
        self.tapped = nil
    end
    local state = g.state
    if state == "over" then -- read the score for a moment, then play again
        self:hold(0)
        self.wait = self.wait + dt
        if self.wait >= 2.0 then
            self.wait = 0
            self:tap(KEY.KEY_SPACE)
        end
        return
    end
    if state == "serve" then -- walk to a serving spot, then launch
        if not self.serveX then self.serveX = self.rng:range(g.left + 90, g.right - 90) end
        if self:steer(self.serveX) and g:canLaunch() then
            self.serveX = nil
            self:tap(KEY.KEY_SPACE)
        end
        return
    end
    if state ~= "play" then
        self:hold(0)
        return
    end
    local ball, paddle = g.ball, g.paddle
    if ball.vy < 0 then
        if not self.descending then -- a new approach: choose a column to send the ball up
            self.descending = true
            self.column = self:pickColumn()
        end
        local land = self:landingX()
        if self.missing then -- looking away: go to the wrong side of the ball
            local side = land < (g.left + g.right) / 2 and 1 or -1
            self:steer(land + side * (paddle.halfWidth + ball.r + 40))
        else
            self:steer(land - self:offsetFor(land, self.column) * paddle.halfWidth)
        end
    else
        self.descending = false
        self:steer(ball.x)
    end
end

return Pilot
