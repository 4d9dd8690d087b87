-- errors_spec.lua -- mistakes give clear Lua errors naming the qualified method, never a crash.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
local n = cc.Node:create()
scene:addChild(n)

-- wrong types and counts
checkerr("error in function 'cc.Node:addChild'.\n     argument #2 is 'number'; 'cc.Node' expected.", function() n:addChild(5) end)
checkerr("argument #2 is 'nil'", function() n:addChild(nil) end)
checkerr("error in function 'cc.Node:setTag'.\n     argument #2 is 'table'; 'number' expected.", function() n:setTag({}) end)
checkerr("error in function 'cc.Node:setTag'.\n     argument #3 is 'number'; '%[no object%]' expected.", function() n:setTag(1, 2) end)
checkerr("error in function 'cc.Node:setPosition'", function() n:setPosition("a", "b") end)
checkerr("'cc.Vec2 {x=,y=} or x, y' expected", function() n:setAnchorPoint(5) end)
checkerr("errors_spec.lua:%d+: error in function 'cc.Node:getChildByTag'", function() n:getChildByTag() end)

-- a method called on the class table instead of an instance
checkerr("error in function 'cc.Node:getTag'.\n     argument #1 is 'table'; 'const cc.Node' expected.", function() cc.Node:getTag() end)
checkerr("error in function 'cc.Node:getTag'", function() cc.Node.getTag() end)
-- a static called with '.'
checkerr("error in function 'cc.Node:create'", function() cc.Node.create() end)

-- calls on dead objects
local dead = cc.Node:create()
kite.test.step(1)
checkeq(tolua.isnull(dead), true)
checkerr("invalid 'self' in function 'cc.Node:getTag'", function() dead:getTag() end)
checkerr("invalid 'self' in function 'cc.Node:getPosition'", function() dead:getPosition() end)
checkerr("invalid 'self' in function 'cc.Node:registerScriptHandler'", function() dead:registerScriptHandler(function() end) end)
checkerr("argument #2 is 'cc.Node'; 'live cc.Node %(this object was already released%)' expected", function() n:addChild(dead) end)

-- tolua.cast to an unknown type
checkeq(tolua.cast(n, "cc.Nope"), nil)
checkeq(tolua.type(tolua.cast(n, "cc.Node")), "cc.Node")

-- a function expected
checkerr("'%[not function%]' expected", function() n:registerScriptHandler(5) end)
checkerr("cc.CallFunc:create", function() cc.CallFunc:create("not a function") end)

-- Everything still works afterwards
n:setTag(4)
checkeq(n:getTag(), 4)

-- tolua.cast to a type the object is not returns nil (it would let Lua call Action methods on a Node)
local sprite = cc.Sprite:create()
checkeq(tolua.cast(sprite, "cc.Action"), nil)
checkeq(tolua.type(sprite), "cc.Sprite", "the refused cast left the object's type alone")
checkeq(tolua.cast(sprite, "cc.Node"), sprite)
local asNode = cc.Node:create()
checkeq(tolua.cast(asNode, "cc.Sprite"), nil, "a Node is not a Sprite")
local hidden = tolua.cast(cc.Sprite:create(), "cc.Node")
checkeq(tolua.type(tolua.cast(hidden, "cc.Sprite")), "cc.Sprite", "a Sprite seen as a Node casts back")
