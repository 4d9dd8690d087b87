-- menu_spec.lua -- image, sprite and toggle menu items and the grid layouts, as cocos2d-x 3.17 Lua
-- code builds them.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
local handlers = kite.liveHandlers()

local function box(w, h)
    local s = cc.Sprite:create()
    s:setTextureRect(cc.rect(0, 0, w, h))
    return s
end
local function tapAt(node)
    local p = node:convertToWorldSpace(cc.p(node:getContentSize().width / 2, node:getContentSize().height / 2))
    kite.test.touch("began", p.x, p.y)
    kite.test.touch("ended", p.x, p.y)
end

-- MenuItemSprite: normal, selected, disabled; the tap handler gets (tag, item)
local normal, selected, disabled = box(40, 20), box(40, 20), box(40, 20)
local item = cc.MenuItemSprite:create(normal, selected, disabled)
checkeq(tolua.type(item), "cc.MenuItemSprite")
checkeq(item:getNormalImage(), normal)
checkeq(item:getSelectedImage(), selected)
checkeq(item:getDisabledImage(), disabled)
checkeq(item:getContentSize().width, 40)
checkeq(normal:isVisible(), true)
checkeq(selected:isVisible(), false)
item:selected()
checkeq(selected:isVisible(), true)
checkeq(normal:isVisible(), false)
item:unselected()
item:setEnabled(false)
checkeq(disabled:isVisible(), true)
item:setEnabled(true)
local taps = {}
item:setTag(7)
item:registerScriptTapHandler(function(tag, sender)
    taps[#taps + 1] = tag
    checkeq(sender, item)
end)
local menu = cc.Menu:create(item)
scene:addChild(menu)
kite.test.step(1)
tapAt(item)
checkeq(table.concat(taps, " "), "7")
checkeq(cc.MenuItemSprite:create(box(1, 1), box(1, 1)):getDisabledImage(), nil)
item:setNormalImage(box(50, 10))
checkeq(item:getContentSize().width, 50)

-- MenuItemImage: without images, and with names of images that cannot be loaded here
local empty = cc.MenuItemImage:create()
checkeq(tolua.type(empty), "cc.MenuItemImage")
checkeq(empty:getNormalImage(), nil)
empty:setNormalImage(box(8, 8))
checkeq(empty:getContentSize().width, 8)
local imageTaps = 0
empty:registerScriptTapHandler(function() imageTaps = imageTaps + 1 end)
empty:activate()
checkeq(imageTaps, 1)
checkeq(tolua.type(cc.MenuItemImage:create("", "")), "cc.MenuItemImage")

-- MenuItemImage states from sprite frames
kite.test.image("buttons.png", 64, 32)
local buttons = cc.Director:getInstance():getTextureCache():addImage("buttons.png")
local framed = cc.MenuItemImage:create()
framed:setNormalSpriteFrame(cc.SpriteFrame:createWithTexture(buttons, cc.rect(0, 0, 32, 16)))
framed:setSelectedSpriteFrame(cc.SpriteFrame:createWithTexture(buttons, cc.rect(32, 0, 32, 16)))
framed:setDisabledSpriteFrame(cc.SpriteFrame:createWithTexture(buttons, cc.rect(0, 16, 24, 16)))
checkeq(framed:getContentSize().width, 32)
checkeq(framed:getSelectedImage():getTextureRect().x, 32)
checkeq(framed:getDisabledImage():getTextureRect().width, 24)
checkerr("'cc.SpriteFrame' expected", function() framed:setDisabledSpriteFrame(nil) end)

-- MenuItemToggle: one sub-item shown; activate advances first, then the handler runs
local a, b, c = cc.MenuItemFont:create("On"), cc.MenuItemFont:create("Off"), cc.MenuItemFont:create("Auto")
local toggle = cc.MenuItemToggle:create(a, b)
checkeq(toggle:getSelectedIndex(), 0)
checkeq(toggle:getSelectedItem(), a)
toggle:addSubItem(c)
local seen = {}
toggle:registerScriptTapHandler(function(tag, sender)
    checkeq(sender, toggle)
    seen[#seen + 1] = toggle:getSelectedIndex()
end)
toggle:activate()
toggle:activate()
toggle:activate()
checkeq(table.concat(seen, " "), "1 2 0")
checkeq(#toggle:getSubItems(), 3)
toggle:setSelectedIndex(2)
checkeq(toggle:getSelectedItem(), c)
checkeq(a:getParent(), nil)
local viaCallback = {}
local t2 = cc.MenuItemToggle:createWithCallback(function(tag, sender)
    viaCallback[#viaCallback + 1] = sender:getSelectedIndex()
end, cc.MenuItemFont:create("x"), cc.MenuItemFont:create("y"))
t2:activate()
checkeq(viaCallback[1], 1)
checkeq(cc.MenuItemToggle:createWithCallback(function() end, {cc.MenuItemFont:create("z")}):getSelectedIndex(), 0)
checkeq(cc.MenuItemToggle:create({cc.MenuItemFont:create("p"), cc.MenuItemFont:create("q")}):getSelectedIndex(), 0)
local toggleMenu = cc.Menu:create(toggle)
toggleMenu:setPosition(100, 100)
scene:addChild(toggleMenu)
kite.test.step(1)
seen = {}
tapAt(toggle)
checkeq(seen[1], 0, "a tap on the toggle advances it")

-- Grid layouts: counts as arguments (window 480x320)
local grid = cc.Menu:create(cc.MenuItemSprite:create(box(40, 20), box(1, 1)),
    cc.MenuItemSprite:create(box(40, 20), box(1, 1)), cc.MenuItemSprite:create(box(30, 10), box(1, 1)))
grid:alignItemsInColumns(2, 1)
local kids = grid:getChildren()
checkeq(kids[1]:getPositionX(), 160 - 240)
checkeq(kids[1]:getPositionY(), 7)
checkeq(kids[3]:getPositionX(), 0)
checkeq(kids[3]:getPositionY(), -13)
grid:alignItemsInRows(1, 2)
checkeq(kids[1]:getPositionX(), -25) -- width -10 + 50 + 50 = 90: x from -45
checkeq(kids[1]:getPositionY(), 20 - 160)
checkerr("the counts add up to 4, but the menu has 3 items", function() grid:alignItemsInColumns(2, 2) end)
checkerr("is not a positive whole count", function() grid:alignItemsInRows(3, 0) end)
checkerr("expected at least one count", function() grid:alignItemsInRows() end)
grid:alignItemsHorizontallyWithPadding(4)
grid:alignItemsVertically()

-- Bad arguments are errors naming the function
checkerr("error in function 'cc.MenuItemSprite:create'", function() cc.MenuItemSprite:create(box(1, 1)) end)
checkerr("error in function 'cc.MenuItemImage:create'", function() cc.MenuItemImage:create("only one") end)
checkerr("error in function 'cc.MenuItemImage:create'", function() cc.MenuItemImage:create(1, {}) end)
checkerr("error in function 'cc.MenuItemToggle:create'", function() cc.MenuItemToggle:create(cc.Node:create()) end)
checkerr("error in function 'cc.MenuItemToggle:createWithCallback'", function()
    cc.MenuItemToggle:createWithCallback(5, cc.MenuItemFont:create("x"))
end)
checkerr("error in function 'cc.MenuItemToggle:createWithCallback'", function()
    cc.MenuItemToggle:createWithCallback(function() end, {cc.MenuItemFont:create("x"), 5})
end)
checkerr("'cc.MenuItem' expected", function() cc.Menu:create(cc.MenuItemFont:create("x"), cc.Node:create()) end)
checkerr("'array of cc.MenuItem' expected", function() cc.Menu:create({cc.MenuItemFont:create("x"), 5}) end)

-- An item that is gone is left out of a new Menu, as cocos2d-x does
local gone = cc.MenuItemFont:create("gone")
kite.test.step(1)
checkeq(tolua.isnull(gone), true)
checkeq(cc.Menu:create(cc.MenuItemFont:create("kept"), gone):getChildrenCount(), 1, "varargs")
checkeq(cc.Menu:create({gone, cc.MenuItemFont:create("kept")}):getChildrenCount(), 1, "table")

-- Every tap handler dies with its item
scene:removeAllChildren()
toggle, item, empty, t2 = nil, nil, nil, nil
kite.test.step(1)
checkeq(kite.liveHandlers(), handlers)

-- a static method returning nothing returns its class table, as cocos2d-x 3.x's generated ones do
local fontSize, fontName = cc.MenuItemFont:getFontSize(), cc.MenuItemFont:getFontName()
checkeq(cc.MenuItemFont:setFontSize(fontSize), cc.MenuItemFont)
checkeq(cc.MenuItemFont:setFontName(fontName), cc.MenuItemFont)
checkeq(select("#", cc.MenuItemFont:getFontSize()), 1, "a static getter returns its value only")
