-- kite --check's API names: the misspelt names below are reported with their line; the right ones,
-- inherited methods, constants tables and framework functions are not.
local director = cc.Director:getInstace()
local sprite = cc.Sprtie:create("ball.png")
local label = cc.Label:createWithSystemFont("hi", "sans", 20)
label:setPosition(cc.p(10, 20))
local layer = cc.Layer:create()
local make = cc.LayerColor.create -- a static function of the class itself
local inheritedCreate = cc.Sprite.addChild -- inherited from cc.Node
print(ccui.TouchEventType.ended, ccui.TouchEventType.endedd)
print(cc.PLATFORM_OS_LINUX, cc.PLATFORM_OS_LINUXX)
local size = cc.size(1, 2)
local widget = ccui.Buton:create()
print(kite.seed, kite.saveDirectory, director, sprite, layer, make, inheritedCreate, size, widget)
