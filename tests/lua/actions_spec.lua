-- actions_spec.lua -- actions and eases from Lua, positions asserted at given times.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
local dt = 0.1

local function node(x, y)
    local n = cc.Node:create()
    n:setPosition(x or 0, y or 0)
    scene:addChild(n)
    return n
end

-- MoveTo / MoveBy
local a = node()
a:runAction(cc.MoveTo:create(1, cc.p(100, 50)))
kite.test.step(5, dt)
local x, y = a:getPosition()
checknear(x, 50, "MoveTo half way x")
checknear(y, 25, "MoveTo half way y")
kite.test.step(6, dt)
x, y = a:getPosition()
checknear(x, 100)
checknear(y, 50)
checkeq(a:getNumberOfRunningActions(), 0, "a finished action is removed")

local b = node(10, 10)
b:runAction(cc.MoveBy:create(0.5, cc.p(20, -10)))
kite.test.step(6, dt)
x, y = b:getPosition()
checknear(x, 30)
checknear(y, 0)

-- Rotate, Scale, Fade, Tint
local c = node()
c:runAction(cc.RotateBy:create(1, 90))
c:runAction(cc.ScaleTo:create(1, 2))
c:runAction(cc.FadeTo:create(1, 0))
c:runAction(cc.TintTo:create(1, 0, 0, 0))
kite.test.step(11, dt)
checknear(c:getRotation(), 90)
checknear(c:getScale(), 2)
checkeq(c:getOpacity(), 0)
checkeq(c:getColor().r, 0)

-- Sequence (variadic and table forms), Spawn, CallFunc, DelayTime, RemoveSelf
local order = {}
local d = node()
d:runAction(cc.Sequence:create(
    cc.MoveTo:create(0.5, cc.p(10, 0)),
    cc.CallFunc:create(function(target)
        checkeq(target, d, "CallFunc receives its target")
        order[#order + 1] = "moved"
    end),
    cc.DelayTime:create(0.5),
    cc.CallFunc:create(function() order[#order + 1] = "waited" end)))
kite.test.step(6, dt)
checkeq(table.concat(order, ","), "moved")
kite.test.step(6, dt)
checkeq(table.concat(order, ","), "moved,waited")

-- cocos2d-x 3.17's CallFunc:create(fn, extra): fn(target, extra), on every run (a repeat too)
local withExtra = node()
local extra, seen = {name = "extra"}, {}
withExtra:runAction(cc.Repeat:create(cc.Sequence:create(cc.DelayTime:create(0.1), cc.CallFunc:create(function(target, data)
    seen[#seen + 1] = data
    checkeq(target, withExtra, "CallFunc with extra data receives its target first")
end, extra)), 2))
kite.test.step(8, dt)
checkeq(#seen, 2)
checkeq(seen[1], extra, "the extra table is the second argument")
checkeq(seen[2], extra, "and again on the next run")
checkerr("error in function 'cc.CallFunc:create'.\n     argument #3 is 'number'; 'table' expected", function() cc.CallFunc:create(function() end, 5) end)
checkerr("error in function 'cc.CallFunc:create'.\n     argument #4", function() cc.CallFunc:create(function() end, {}, {}) end)

local e = node()
e:runAction(cc.Sequence:create({cc.Spawn:create(cc.MoveBy:create(0.3, cc.p(30, 0)), cc.RotateTo:create(0.3, 45)),
    cc.RemoveSelf:create()}))
kite.test.step(5, dt)
checkeq(tolua.isnull(e), true, "RemoveSelf removed and destroyed the node")

-- Repeat / RepeatForever, tags, stop
local count = 0
local f = node()
f:runAction(cc.Repeat:create(cc.Sequence:create(cc.DelayTime:create(0.2), cc.CallFunc:create(function() count = count + 1 end)), 3))
kite.test.step(10, dt)
checkeq(count, 3)
local forever = cc.RepeatForever:create(cc.RotateBy:create(1, 360))
forever:setTag(9)
f:runAction(forever)
checkeq(f:getActionByTag(9), forever)
f:stopActionByTag(9)
checkeq(f:getActionByTag(9), nil)

-- Eases end where they should, reverse and clone
local g = node()
g:runAction(cc.EaseBackOut:create(cc.MoveTo:create(0.5, cc.p(40, 0))))
g:runAction(cc.EaseIn:create(cc.ScaleTo:create(0.5, 3), 2))
kite.test.step(6, dt)
checknear(g:getPositionX(), 40)
checknear(g:getScale(), 3)
local move = cc.MoveBy:create(0.5, cc.p(10, 0))
local copy = move:clone()
checkeq(tolua.type(copy), "cc.MoveBy")
local h = node()
h:runAction(cc.Sequence:create(move, move:reverse()))
kite.test.step(11, dt)
checknear(h:getPositionX(), 0, "MoveBy then its reverse")
checkeq(tolua.isnull(move), true, "the finished sequence released the actions it held")

-- Show / Hide / Blink
local s = node()
s:runAction(cc.Hide:create())
kite.test.step(1, dt)
checkeq(s:isVisible(), false)
s:runAction(cc.Show:create())
kite.test.step(1, dt)
checkeq(s:isVisible(), true)

-- A CallFunc's handler is freed with its action.
local before = kite.liveHandlers()
local once = node()
once:runAction(cc.CallFunc:create(function() end))
kite.test.step(2, dt)
checkeq(kite.liveHandlers(), before, "the CallFunc ran, was released, and freed its handler")

-- An action stopped with its node: the node's removal stops it and frees what it holds.
local held = node()
held:runAction(cc.Sequence:create(cc.DelayTime:create(10), cc.CallFunc:create(function() error("never") end)))
held:removeFromParent()
kite.test.step(2, dt)
checkeq(kite.liveHandlers(), before)

-- cocos 3.17's other Rotate forms: one angle per rotation skew, and the 3D vec3 (about z only in Kite)
local skewed = node()
skewed:runAction(cc.RotateBy:create(1, 90, -40))
kite.test.step(5, dt)
checknear(skewed:getRotationSkewX(), 45, "RotateBy(d, x, y) turns the X rotation skew")
checknear(skewed:getRotationSkewY(), -20, "and the Y one by its own angle")
skewed:runAction(cc.RotateTo:create(0.5, 270, 10))
kite.test.step(6, dt)
checknear(skewed:getRotationSkewX(), -90, "RotateTo(d, x, y) turns the short way")
checknear(skewed:getRotationSkewY(), 10)
skewed:setRotation(0)
skewed:runAction(cc.RotateBy:create(0.5, {x = 0, y = 0, z = 30}))
kite.test.step(6, dt)
checknear(skewed:getRotation(), 30, "RotateBy(d, vec3) about z is the plain rotation")
checkeq(skewed:getRotationSkewY(), skewed:getRotationSkewX())
skewed:runAction(cc.RotateTo:create(0.5, {x = 0, y = 0, z = -60}))
kite.test.step(6, dt)
checknear(skewed:getRotation(), -60)
checkerr("cc.RotateBy:create: rotating about the x or y axis %(3D%) is not supported by Kite",
         function() cc.RotateBy:create(1, {x = 10, y = 0, z = 0}) end)
checkerr("cc.RotateTo:create: rotating about the x or y axis", function() cc.RotateTo:create(1, {y = 5}) end)
checkerr("cc.RotateBy:create", function() cc.RotateBy:create("soon", {z = 5}) end)

-- cc.EaseRateAction: cocos's plain rate ease keeps its rate and runs the inner action unchanged
local rated = node()
local plain = cc.EaseRateAction:create(cc.MoveBy:create(1, cc.p(100, 0)), 3)
checkeq(plain:getRate(), 3)
rated:runAction(plain)
kite.test.step(5, dt)
checknear(rated:getPositionX(), 50, "EaseRateAction does not reshape the pace")

-- Bad arguments name the method
checkerr("cc.Sequence:create", function() cc.Sequence:create(1, 2) end)
checkerr("cc.MoveTo:create", function() cc.MoveTo:create("x", cc.p(0, 0)) end)
