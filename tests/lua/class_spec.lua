-- class_spec.lua -- the Lua framework: class() over C++ objects and pure Lua, handler(), cc helpers.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)

-- A pure Lua class with a super and ctor
local Animal = class("Animal")
function Animal:ctor(name) self.name = name end
function Animal:speak() return "..." end
local Dog = class("Dog", Animal)
function Dog:ctor(name)
    Dog.super.ctor(self, name)
    self.tricks = 0
end
function Dog:speak() return self.name .. ": woof" end
local rex = Dog.new("rex")
checkeq(rex:speak(), "rex: woof")
checkeq(rex.tricks, 0)
checkeq(Dog:create("fido").name, "fido")
checkeq(iskindof(rex, "Animal"), true)
checkeq(iskindof(rex, "Cat"), false)

-- A class extending a C++ object through its peer: Lua methods win over C++ ones
local Player = class("Player", function(size) return cc.Sprite:create() end)
function Player:ctor(size)
    self.hp = size
    self:setTag(77)
end
function Player:setPosition(x, y) -- overrides cc.Node:setPosition for this class only
    self.moved = true
    cc.Node.setPosition(self, x, y) -- the C++ method, reached through the class table
end
function Player:hit() self.hp = self.hp - 1 end
local p = Player.new(3)
checkeq(tolua.type(p), "cc.Sprite")
checkeq(iskindof(p, "Player"), true)
checkeq(iskindof(p, "cc.Node"), true)
p:hit()
checkeq(p.hp, 2)
p:setPosition(5, 6)
checkeq(p.moved, true, "the Lua method won")
local x, y = p:getPosition()
checkeq(x, 5)
scene:addChild(p)
local plain = cc.Sprite:create()
checkeq(plain.hit, nil, "other sprites do not see Player's methods")
local again = scene:getChildByTag(77)
checkeq(again.hp, 2, "fields survive while the object lives")
checkeq(again:hit(), nil)
checkeq(again.hp, 1)
p:removeFromParent()
kite.test.step(1)
checkeq(tolua.isnull(p), true)
checkeq(p.hp, nil, "and are gone after it dies")

-- Extending a C++ class table directly
local Hud = class("Hud", cc.Node)
function Hud:ctor() self.kind = "hud" end
local hud = Hud.new()
checkeq(tolua.type(hud), "cc.Node")
checkeq(hud.kind, "hud")

-- handler()
local counter = {n = 0}
function counter:add(k) self.n = self.n + k end
local f = handler(counter, counter.add)
f(2)
f(3)
checkeq(counter.n, 5)

-- value helpers
local a, b = cc.p(1, 2), cc.p(3, 5)
checkeq(cc.pAdd(a, b).x, 4)
checkeq(cc.pSub(b, a).y, 3)
checkeq(cc.pMul(a, 3).y, 6)
checknear(cc.pGetDistance(cc.p(0, 0), cc.p(3, 4)), 5)
checkeq(cc.rectContainsPoint(cc.rect(0, 0, 10, 10), cc.p(5, 5)), true)
checkeq(cc.rectContainsPoint(cc.rect(0, 0, 10, 10), cc.p(11, 5)), false)
checkeq(cc.rectIntersectsRect(cc.rect(0, 0, 10, 10), cc.rect(5, 5, 10, 10)), true)
checkeq(cc.rectIntersectsRect(cc.rect(0, 0, 10, 10), cc.rect(20, 20, 1, 1)), false)
checkeq(cc.c3b(1, 2, 3).b, 3)
checkeq(cc.c4b(1, 2, 3).a, 255)
checkeq(cc.c4f(1, 0, 0).a, 1)
checkeq(cc.size(2, 3).height, 3)
checkeq(cc.Handler.EVENT_TOUCH_BEGAN, 40)
checkeq(cc.KeyCode.KEY_ESCAPE ~= nil, true)

-- strict globals name the variable and the line
cc.disable_global()
checkerr("class_spec.lua:%d+: assignment to undeclared global variable 'oops'", function() oops = 1 end)
checkerr("class_spec.lua:%d+: read of undeclared global variable 'missing'", function() return missing end)
cc.exportGlobal("declared", 1)
checkeq(declared, 1)
cc.enable_global()

-- cocos-style node conveniences from the framework
local delayed = cc.Node:create()
scene:addChild(delayed)
local fired, ticks, events = false, 0, {}
delayed:performWithDelay(function() fired = true end, 0.5)
delayed:schedule(function() ticks = ticks + 1 end, 0.25)
delayed:onNodeEvent("exit", function(e) events[#events + 1] = e end)
kite.test.step(3, 0.1)
checkeq(fired, false)
kite.test.step(3, 0.1)
checkeq(fired, true)
checkeq(ticks, 2)
-- cocos's NodeEx onUpdate / scheduleUpdate(callback): a per-frame function, the node returned
local frames, updated = {}, cc.Node:create()
delayed:addChild(updated)
checkeq(updated:scheduleUpdate(function(dt) frames[#frames + 1] = dt end), updated)
kite.test.step(2, 0.1)
checkeq(#frames, 2, "scheduleUpdate(callback) calls it every frame")
checknear(frames[1], 0.1)
local onUpdates = 0
checkeq(updated:onUpdate(function() onUpdates = onUpdates + 1 end), updated)
kite.test.step(1, 0.1)
checkeq(onUpdates, 1, "onUpdate replaces the update function")
checkeq(#frames, 2)
updated:unscheduleUpdate()
kite.test.step(1, 0.1)
checkeq(onUpdates, 1, "unscheduleUpdate stops it")
checkeq(updated:scheduleUpdate(), updated, "scheduleUpdate() without a callback is the C++ call")
checkerr("cc.Node:scheduleUpdateWithPriorityLua", function() updated:onUpdate(5) end)
checkeq(delayed:removeSelf(), delayed, "removeSelf returns the node, as cocos's NodeEx does")
checkeq(events[1], "exit")

-- a method rawset into a class table after registration reaches instances and subclasses, as in
-- tolua++'s own tclass test (the class table is not the metatable in cocos 3.x or Kite)
rawset(cc.Node, "greeting", function(self) return "hello " .. tolua.type(self) end)
checkeq(cc.Node:create():greeting(), "hello cc.Node")
checkeq(cc.Sprite:create():greeting(), "hello cc.Sprite")
checkeq(cc.Node:create()[".isclass"], nil)
