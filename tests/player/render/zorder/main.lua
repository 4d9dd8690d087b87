-- z-order: siblings drawn by z then arrival, negative z children behind their parent, reorderChild,
-- and an invisible parent hiding its children.
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(40, 40, 40, 255)))
local function box(r, g, b, x, y)
    local s = cc.Sprite:create()
    s:setTextureRect(cc.rect(0, 0, 40, 40))
    s:setColor(cc.c3b(r, g, b))
    s:setPosition(x, y)
    return s
end
scene:addChild(box(255, 0, 0, 40, 70), 2)   -- on top
scene:addChild(box(0, 255, 0, 55, 60), 0)   -- at the bottom
scene:addChild(box(0, 0, 255, 70, 50), 1)   -- between
local parent = box(255, 255, 0, 120, 70)
scene:addChild(parent)
local behind = box(255, 0, 255, 35, 5)      -- child space: parent's bottom-left is (0, 0)
parent:addChild(behind, -1)                 -- drawn before its parent
local front = box(0, 255, 255, 5, 35)
parent:addChild(front, 1)
local moved = box(255, 128, 0, 90, 30)
scene:addChild(moved, 5)
scene:reorderChild(moved, 0)                -- after the other z 0 nodes, under blue (z 1)
local hidden = box(255, 255, 255, 130, 20)
hidden:setVisible(false)
hidden:addChild(box(255, 255, 255, 0, 0))   -- hidden with its parent
scene:addChild(hidden, 10)
cc.Director:getInstance():runWithScene(scene)
