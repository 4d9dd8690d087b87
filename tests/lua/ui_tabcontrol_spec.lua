-- ui_tabcontrol_spec.lua -- ccui.TabControl and ccui.TabHeader as cocos2d-x 3.17 Lua code builds
-- them: the create forms, tabs inserted and removed, each dock, selection by index, by header and
-- by a tap with what setTabChangedEventListener hears, header sizes and zoom, titles, a listener
-- that raises, bad arguments, and listeners that die with their control.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
local handlers = kite.liveHandlers()
kite.test.image("tab.png", 40, 16)
kite.test.image("tab_on.png", 40, 16)
kite.test.image("cross.png", 16, 16)

local function tap(x, y)
    kite.test.touch("began", x, y)
    kite.test.touch("ended", x, y)
end
local function errorLines()
    local lines = {}
    for _, line in ipairs(kite.test.takeLogs()) do
        if line:find("^%[error%]") then lines[#lines + 1] = line end
    end
    return lines
end

-- constants: the C++ enums under their class
checkeq(ccui.TabControl.Dock.TOP, 0)
checkeq(ccui.TabControl.Dock.LEFT, 1)
checkeq(ccui.TabControl.Dock.BOTTOM, 2)
checkeq(ccui.TabControl.Dock.RIGHT, 3)
checkeq(ccui.TabControl.EventType.SELECT_CHANGED, 0)
checkeq(ccui.TabHeader.EventType.SELECTED, 0)
checkeq(ccui.TabHeader.EventType.UNSELECTED, 1)

-- TabHeader's three create forms
local plain = ccui.TabHeader:create()
checkeq(tolua.type(plain), "ccui.TabHeader")
checkeq(plain:getTitleText(), "")
checkeq(plain:getIndexInTabControl(), -1)
checkeq(plain:getAnchorPoint().y, 0)
local short = ccui.TabHeader:create("One", "tab.png", "cross.png")
checkeq(short:getTitleText(), "One")
checkeq(short:getContentSize().width, 40)
local full = ccui.TabHeader:create("Two", "tab.png", "tab_on.png", "cross.png", "", "", ccui.TextureResType.localType)
checkeq(full:getTitleText(), "Two")
checkeq(tolua.type(full:getTitleRenderer()), "cc.Label")
checkeq(full:isSelected(), false)

-- titles
full:setTitleText("Options")
checkeq(full:getTitleText(), "Options")
full:setTitleColor(cc.c4b(200, 100, 50, 255))
local color = full:getTitleColor()
checkeq(color.r, 200)
checkeq(color.g, 100)
checkeq(color.b, 50)
checkeq(color.a, 255)
checkeq(full:getTitleFontSize(), 12)
full:setTitleFontSize(18)
checkeq(full:getTitleFontSize(), 18)
full:setTitleFontName("Serif")
checkeq(full:getTitleFontName(), "Serif")

-- a control: defaults, three tabs, the first selected
local control = ccui.TabControl:create()
checkeq(tolua.type(control), "ccui.TabControl")
checkeq(control:getContentSize().width, 200)
checkeq(control:getHeaderWidth(), 50)
checkeq(control:getHeaderHeight(), 20)
checkeq(math.floor(control:getHeaderSelectedZoom() * 100 + 0.5), 10)
checkeq(control:getHeaderDockPlace(), ccui.TabControl.Dock.TOP)
checkeq(control:isIgnoreHeadersTextureSize(), true)
checkeq(control:getSelectedTabIndex(), -1)
checkeq(control:getAnchorPoint().x, 0.5, "cocos's Widget::init anchors it at its centre")
control:setPosition(200, 200) -- its bottom-left at (100, 100)
scene:addChild(control)
local heard = {}
checkeq(control:setTabChangedEventListener(function(index, eventType)
    heard[#heard + 1] = index .. ":" .. eventType
end), control)
local containers = {}
for i, header in ipairs({short, full, ccui.TabHeader:create("Three", "tab.png", "cross.png")}) do
    containers[i] = ccui.Layout:create()
    control:insertTab(i - 1, header, containers[i])
end
checkeq(table.concat(heard, " "), "0:0")
checkeq(control:getTabCount(), 3)
checkeq(control:getSelectedTabIndex(), 0)
checkeq(control:getTabHeader(1), full)
checkeq(control:getTabContainer(2), containers[3])
checkeq(control:indexOfTabHeader(full), 1)
checkeq(full:getIndexInTabControl(), 1)
checkeq(control:getTabHeader(5), nil)
checkeq(full:getPositionX(), 75)
checkeq(full:getPositionY(), 180)
checkeq(full:getContentSize().width, 50)
checkeq(containers[1]:getContentSize().height, 180)
checkeq(containers[1]:isVisible(), true)
checkeq(containers[2]:isVisible(), false)
checkeq(#control:getChildren(), 0, "tabs are protected children")

-- selection: by index (always heard), by header (only a change), out of range (none)
heard = {}
control:setSelectTab(2)
control:setSelectTab(2)
control:setSelectTab(control:getTabHeader(2))
control:setSelectTab(full)
control:setSelectTab(9)
checkeq(table.concat(heard, " "), "2:0 2:0 1:0 -1:0")
checkeq(control:getSelectedTabIndex(), -1)
control:setSelectTab(0)

-- a tap on header "Options" (x 150..200, y 280..300): touch events, then the tab change
heard = {}
full:addTouchEventListener(function(sender, eventType)
    heard[#heard + 1] = "touch " .. eventType
end)
tap(175, 290)
checkeq(table.concat(heard, " "), "touch 0 touch 2 1:0")
checkeq(control:getSelectedTabIndex(), 1)
checkeq(full:isSelected(), true)
checkeq(containers[2]:isVisible(), true)
checkeq(math.floor(full:getScale() * 100 + 0.5), 110)
heard = {}
tap(175, 290) -- the selected header: no change
checkeq(table.concat(heard, " "), "touch 0 touch 2")

-- docks, header sizes, zoom, image sizes
control:setHeaderDockPlace(ccui.TabControl.Dock.LEFT)
checkeq(control:getHeaderDockPlace(), 1)
checkeq(full:getPositionX(), 50)
checkeq(full:getPositionY(), 170)
checkeq(containers[1]:getPositionX(), 50)
control:setHeaderDockPlace(ccui.TabControl.Dock.TOP)
control:setHeaderWidth(60)
checkeq(control:getHeaderWidth(), 60)
checkeq(full:getPositionX(), 90)
control:setHeaderHeight(30)
checkeq(containers[3]:getContentSize().height, 170)
control:setHeaderSelectedZoom(0.5)
checkeq(full:getScale(), 1.5)
control:ignoreHeadersTextureSize(false)
checkeq(control:isIgnoreHeadersTextureSize(), false)
checkeq(full:getContentSize().width, 40)

-- removing the selected tab: no event, none selected; bad indexes are logged
kite.test.takeLogs()
heard = {}
control:removeTab(1)
checkeq(#heard, 0)
checkeq(control:getTabCount(), 2)
checkeq(control:getSelectedTabIndex(), -1)
checkeq(full:getIndexInTabControl(), -1)
checkeq(full:getParent(), nil)
control:removeTab(7)
control:insertTab(9, ccui.TabHeader:create(), ccui.Layout:create())
control:insertTab(0, short, ccui.Layout:create()) -- already in a tab
local errors = errorLines()
checkeq(#errors, 3)
checkeq(errors[1]:find("ccui.TabControl:removeTab", 1, true) ~= nil, true)
checkeq(errors[2]:find("ccui.TabControl:insertTab", 1, true) ~= nil, true)
checkeq(control:getTabCount(), 2)

-- bad arguments raise the generated (or manual) error
checkerr("error in function 'ccui.TabControl:setTabChangedEventListener'", function()
    control:setTabChangedEventListener(5)
end)
checkerr("error in function 'ccui.TabHeader:create'", function() ccui.TabHeader:create("a", "b") end)
checkerr("error in function 'ccui.TabHeader:create'", function() ccui.TabHeader:create("a", "b", "c", "x") end)
checkerr("ccui.TabHeader:create: 7 is not a ccui.TextureResType", function()
    ccui.TabHeader:create("a", "tab.png", "cross.png", 7)
end)
checkerr("error in function 'ccui.TabControl:insertTab'", function() control:insertTab(0, ccui.Layout:create(), ccui.Layout:create()) end)

-- a listener that raises is reported with its place; the tab changes all the same
kite.test.takeErrors()
control:setTabChangedEventListener(function() error("tab listener failed on purpose") end)
control:setSelectTab(1)
local raised = kite.test.takeErrors()
checkeq(#raised >= 1, true)
checkeq(raised[1]:find("tab listener failed on purpose", 1, true) ~= nil, true)
assert(raised[1]:find("ui_tabcontrol_spec.lua:%d+: tab listener failed"), raised[1])
checkeq(control:getSelectedTabIndex(), 1)

-- a control removed inside its own listener, during a tap
local second = ccui.TabControl:create()
second:setPosition(600, 200)
scene:addChild(second)
for i = 1, 2 do second:insertTab(i - 1, ccui.TabHeader:create("T" .. i, "tab.png", "cross.png"), ccui.Layout:create()) end
local removedIn, countAfterRemoval = nil, nil
second:setTabChangedEventListener(function(index)
    removedIn = index
    second:removeFromParent()
    countAfterRemoval = second:getTabCount()
end)
kite.test.step(1) -- the scene is the control's only owner now
kite.test.takeErrors()
tap(575, 290)
checkeq(removedIn, 1)
checkeq(countAfterRemoval, 2, "the control lives until the tap is done with it")
checkeq(#kite.test.takeErrors(), 0)
checkeq(tolua.isnull(second), true, "gone once the tap was done")
second = nil

-- a header the script retains outlives its control; a clone keeps the settings, not the tabs
local keptHeader = control:getTabHeader(0)
keptHeader:retain()
local copy = control:clone()
checkeq(tolua.type(copy), "ccui.TabControl")
checkeq(copy:getHeaderWidth(), 60)
checkeq(copy:getTabCount(), 0)
control:removeFromParent()
control = nil
kite.test.step(1)
collectgarbage()
kite.test.step(1)
checkeq(keptHeader:getIndexInTabControl(), -1)
checkeq(keptHeader:getParent(), nil)
keptHeader:release()

-- everything gone: every handler dies with its control
scene:removeAllChildren()
plain, short, full, containers, keptHeader, copy = nil
kite.test.step(1)
collectgarbage()
kite.test.step(1)
checkeq(kite.liveHandlers(), handlers)
