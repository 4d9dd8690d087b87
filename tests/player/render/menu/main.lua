-- Menu: MenuItemFont items aligned vertically, one of them disabled (greyed).
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(0, 40, 30, 255)))
cc.MenuItemFont:setFontSize(16)
local play = cc.MenuItemFont:create("Play")
local menu = cc.Menu:createWithItem(play)
local options = cc.MenuItemFont:create("Options")
options:setEnabled(false)
menu:addChild(options)
menu:addChild((cc.MenuItemFont:create("Quit"))) -- parentheses: create returns extra values
menu:alignItemsVertically()
scene:addChild(menu)
cc.Director:getInstance():runWithScene(scene)
