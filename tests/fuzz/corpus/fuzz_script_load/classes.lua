local Hero = class("Hero", function() return cc.Node:create() end)
function Hero:ctor(hp) self.hp = hp or 3 end
function Hero:hit() self.hp = self.hp - 1; if self.hp <= 0 then self:removeFromParent() end end
local scene = cc.Director:getInstance():getRunningScene()
local heroes = {}
for i = 1, 5 do
    local h = Hero.new(i)
    scene:addChild(h, i, i)
    heroes[#heroes + 1] = h
end
for _, h in ipairs(heroes) do h:hit() end
collectgarbage("collect")
local kept = cc.Node:create()
kept:retain()
kept.data = {kept}
kept:release()
print(tolua.isnull(kept), tolua.type(heroes[1]), iskindof(heroes[2], "Hero"))
