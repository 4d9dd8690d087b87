-- ui_framework_extends_spec.lua -- cocos2d-x 3.17's framework/extends/UI*.lua calls on Kite's ccui
-- classes (issue 21, item 6). tests/lua/data/framework_extends/ is Kite's own version of those
-- files (see its README.md): they add onTouch / onEvent / onScroll to the class tables, every
-- subclass inherits them, and synthetic touches drive each widget; each callback must get cocos's
-- event table (name, target, x/y for touches) in cocos's order, and every method returns the widget.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
local handlers = kite.liveHandlers()
kite.test.image("btn.png", 40, 20)
kite.test.image("box.png", 16, 16)
kite.test.image("cross.png", 16, 16)
kite.test.image("bar.png", 100, 10)
kite.test.image("ball.png", 10, 10)

require("data.framework_extends.init")

local function tap(x, y)
    kite.test.touch("began", x, y)
    kite.test.touch("ended", x, y)
end
local function drag(x, y, dx, dy, steps) -- began at (x, y), a move per frame, ended where it got to
    kite.test.touch("began", x, y)
    for i = 1, steps do
        kite.test.step(1)
        kite.test.touch("moved", x + dx * i / steps, y + dy * i / steps)
    end
    kite.test.touch("ended", x + dx, y + dy)
end
local function recorder() -- a callback that keeps "name" of each event, and checks its target
    local names = {}
    local function callback(event)
        names[#names + 1] = event.name or "(no name)"
        names.target = event.target
        names.last = event
    end
    return names, callback
end
local function box(w, h)
    local panel = ccui.Layout:create()
    panel:setContentSize(cc.size(w, h))
    return panel
end

-- The methods live on the class tables and reach every subclass, as in cocos.
checkeq(type(ccui.Widget.onTouch), "function")
checkeq(ccui.Button.onTouch, ccui.Widget.onTouch, "Button inherits Widget:onTouch")
checkeq(ccui.ListView.onTouch, ccui.Widget.onTouch, "so does ListView, through ScrollView and Layout")
checkeq(ccui.ScrollView.onScroll, ccui.ScrollView.onEvent, "UIScrollView.lua: onScroll = onEvent")
checkeq(ccui.RadioButton.onEvent, nil, "RadioButton is an AbstractCheckButton, not a CheckBox")
checkeq(ccui.ListView.onEvent ~= ccui.ScrollView.onEvent, true, "ListView has its own onEvent")
checkeq(ccui.ListView.onScroll ~= ccui.ScrollView.onScroll, true, "and its own onScroll")

-- UIWidget.lua: onTouch on a Button, an ImageView and a Layout; began, moved, ended / cancelled
local button = ccui.Button:create("btn.png")
button:setPosition(100, 100) -- 80..120 x 90..110
scene:addChild(button)
local touches, onButton = recorder()
checkeq(button:onTouch(onButton), button, "onTouch returns the widget")
tap(100, 100)
checkeq(table.concat(touches, " "), "began ended")
checkeq(touches.target, button)
checkeq(touches.last.x, 0)
checkeq(touches.last.y, 0)
drag(100, 100, 5, 0, 2)
checkeq(table.concat(touches, " "), "began ended began moved moved ended")
drag(100, 100, 100, 0, 2) -- released far away: cancelled
checkeq(touches[#touches], "cancelled")
local clicks = 0
button:addClickEventListener(function() clicks = clicks + 1 end)
tap(100, 100)
checkeq(clicks, 1, "onTouch and a click listener both hear the tap")

local image = ccui.ImageView:create("box.png")
image:setTouchEnabled(true)
image:setPosition(200, 100)
scene:addChild(image)
local imageTouches, onImage = recorder()
image:onTouch(onImage)
tap(200, 100)
checkeq(table.concat(imageTouches, " "), "began ended")
checkeq(imageTouches.target, image)

local panel = box(50, 50)
panel:setTouchEnabled(true)
panel:setPosition(250, 80)
scene:addChild(panel)
local panelTouches, onPanel = recorder()
panel:onTouch(onPanel)
kite.test.touch("began", 270, 100)
kite.test.touch("cancelled", 270, 100)
checkeq(table.concat(panelTouches, " "), "began cancelled")

-- UICheckBox.lua: selected, unselected, after the touch events
local check = ccui.CheckBox:create("box.png", "cross.png")
check:setPosition(400, 100)
scene:addChild(check)
local order = {}
check:onTouch(function(event) order[#order + 1] = "touch " .. event.name end)
checkeq(check:onEvent(function(event)
    checkeq(event.target, check)
    order[#order + 1] = event.name
end), check)
tap(400, 100)
tap(400, 100)
checkeq(table.concat(order, ", "), "touch began, touch ended, selected, touch began, touch ended, unselected")
check:setSelected(true)
checkeq(#order, 6, "setSelected sends no event, as in cocos")

-- UISlider.lua: ON_PERCENTAGE_CHANGED on a press and a drag (cocos 3.17: the change comes before
-- the press's slide-ball event); slide-ball events come unnamed
local slider = ccui.Slider:create("bar.png", "ball.png")
slider:setPosition(550, 100) -- the bar spans x 500..600
scene:addChild(slider)
local slides, onSlide = recorder()
checkeq(slider:onEvent(onSlide), slider)
kite.test.touch("began", 525, 100)
checkeq(slider:getPercent(), 25)
kite.test.touch("moved", 575, 100)
checkeq(slider:getPercent(), 75)
kite.test.touch("ended", 575, 100)
checkeq(slides.target, slider)
checkeq(table.concat(slides, ", "), "ON_PERCENTAGE_CHANGED, (no name), ON_PERCENTAGE_CHANGED, (no name)",
    "press: change then down; move: change; release: up")

-- UIScrollView.lua: a drag scrolls (SCROLLING, CONTAINER_MOVED), a fling ends at an edge, a
-- bounce past it bounces back
local scroll = ccui.ScrollView:create()
scroll:setContentSize(cc.size(100, 100))
scroll:setInnerContainerSize(cc.size(100, 300))
scroll:setPosition(50, 300) -- 50..150 x 300..400
scroll:setBounceEnabled(true)
scene:addChild(scroll)
kite.test.step(1)
local scrolled, onScrolled = recorder()
checkeq(scroll:onScroll(onScrolled), scroll, "onScroll returns the view")
local function seen(names, name)
    for _, n in ipairs(names) do
        if n == name then return true end
    end
    return false
end
drag(100, 320, 0, 30, 3)
checkeq(scrolled[1], "CONTAINER_MOVED", "the container moves, then the view says it scrolled")
checkeq(scrolled[2], "SCROLLING")
checkeq(scrolled.target, scroll)
kite.test.step(300)
checkeq(seen(scrolled, "AUTOSCROLL_ENDED"), true)
for i = #scrolled, 1, -1 do scrolled[i] = nil end
scroll:jumpToBottom()
drag(100, 320, 0, 60, 3) -- past the bottom edge: out of bounds, then it bounces back
kite.test.step(120)
checkeq(seen(scrolled, "SCROLL_TO_BOTTOM"), true)
checkeq(seen(scrolled, "BOUNCE_BOTTOM"), true)
checknear(scroll:getInnerContainerPosition().y, 0, "back at the bottom edge", 0.001)
for i = #scrolled, 1, -1 do scrolled[i] = nil end
scroll:jumpToTop()
drag(100, 380, 0, -60, 3)
kite.test.step(120)
checkeq(seen(scrolled, "SCROLL_TO_TOP"), true)
checkeq(seen(scrolled, "BOUNCE_TOP"), true)

local across = ccui.ScrollView:create()
across:setDirection(ccui.ScrollViewDir.horizontal)
across:setContentSize(cc.size(100, 50))
across:setInnerContainerSize(cc.size(300, 50))
across:setBounceEnabled(true)
across:setPosition(200, 300) -- 200..300 x 300..350
scene:addChild(across)
kite.test.step(1)
local sideways, onSideways = recorder()
across:onEvent(onSideways)
drag(220, 320, 60, 0, 3) -- at the left edge already: pulled out, bounces back
kite.test.step(120)
checkeq(seen(sideways, "SCROLL_TO_LEFT"), true)
checkeq(seen(sideways, "BOUNCE_LEFT"), true)
across:jumpToRight()
drag(280, 320, -60, 0, 3)
kite.test.step(120)
checkeq(seen(sideways, "SCROLL_TO_RIGHT"), true)
-- cocos's setInnerContainerPosition checks TOP, BOTTOM and LEFT for a bounce and stops before
-- RIGHT, so a framework game never hears BOUNCE_RIGHT; Kite keeps that.
checkeq(seen(sideways, "BOUNCE_RIGHT"), false)
for _, name in ipairs(sideways) do
    checkeq(name:find("TOP") or name:find("BOTTOM"), nil, "a horizontal view never hears " .. name)
end

-- UIListView.lua: onEvent hears a tapped item (start, end), onScroll the scrolling
local list = ccui.ListView:create()
list:setContentSize(cc.size(100, 100))
list:setPosition(400, 300) -- 400..500 x 300..400
for i = 1, 6 do
    local item = ccui.Button:create("btn.png")
    item:setScale9Enabled(true)
    item:setContentSize(cc.size(100, 30))
    item:setTag(i)
    list:pushBackCustomItem(item)
end
scene:addChild(list)
kite.test.step(1)
local picks, onPick = recorder()
local listScrolls, onListScroll = recorder()
checkeq(list:onEvent(onPick), list)
checkeq(list:onScroll(onListScroll), list)
local itemTouches, onItem = recorder()
list:getItem(0):onTouch(onItem)
tap(450, 385) -- the first item is at the top: inner y 150..180 of 180
checkeq(table.concat(picks, " "), "ON_SELECTED_ITEM_START ON_SELECTED_ITEM_END")
checkeq(picks.target, list)
checkeq(list:getCurSelectedIndex(), 0)
checkeq(table.concat(itemTouches, " "), "began ended", "the item hears its own touch too")
checkeq(#listScrolls, 0, "a tap does not scroll")
drag(450, 320, 0, 40, 4)
checkeq(seen(listScrolls, "SCROLLING"), true)
checkeq(listScrolls.target, list)
-- as in cocos's ListView::interceptTouchEvent, the press on an item starts a selection; the drag
-- takes the item's highlight away, so the release does not end it
checkeq(table.concat(picks, " ", 3), "ON_SELECTED_ITEM_START")

-- A widget hands a touch to its parents (propagateTouchEvent) and a container hears it
-- (interceptTouchEvent), with the cc.Touch a listener got: the list selects the item it came from.
local grab = cc.EventListenerTouchOneByOne:create()
grab:registerScriptHandler(function(touch)
    local item = list:getItem(3)
    item:propagateTouchEvent(ccui.TouchEventType.began, item, touch)
    checkeq(list:getCurSelectedIndex(), 3, "propagateTouchEvent reached the list")
    list:interceptTouchEvent(ccui.TouchEventType.ended, list:getItem(4), touch)
    checkeq(list:getCurSelectedIndex(), 4, "interceptTouchEvent called directly")
    return false
end, cc.Handler.EVENT_TOUCH_BEGAN)
director:getEventDispatcher():addEventListenerWithFixedPriority(grab, -1)
tap(900, 600)
checkeq(list:getCurSelectedIndex(), 4)
director:getEventDispatcher():removeEventListener(grab)

-- UIPageView.lua: a drag to the next page is TURNING, with the new page current
local pages = ccui.PageView:create()
pages:setContentSize(cc.size(100, 80))
pages:setPosition(600, 300) -- 600..700 x 300..380
for _ = 1, 3 do pages:addPage(box(100, 80)) end
scene:addChild(pages)
kite.test.step(1)
local turns, onTurn = recorder()
checkeq(pages:onEvent(onTurn), pages)
drag(680, 340, -70, 0, 4)
kite.test.step(90)
checkeq(table.concat(turns, " "), "TURNING")
checkeq(turns.target, pages)
checkeq(pages:getCurrentPageIndex(), 1)

-- A callback that raises is reported (through the handler machinery) and the widget goes on
kite.test.takeErrors()
local faulty = ccui.Button:create("btn.png")
faulty:setPosition(100, 200)
scene:addChild(faulty)
faulty:onTouch(function() error("framework callback failed on purpose") end)
tap(100, 200)
local errors = kite.test.takeErrors()
checkeq(#errors, 2, "began and ended each report")
checkeq(errors[1]:find("framework callback failed on purpose", 1, true) ~= nil, true)

-- A widget removed inside its own onTouch callback
local doomed = ccui.Button:create("btn.png")
doomed:setPosition(200, 200)
scene:addChild(doomed)
doomed:onTouch(function(event)
    if event.name == "ended" then event.target:removeFromParent() end
end)
tap(200, 200)
kite.test.step(2)
checkeq(tolua.isnull(doomed), true, "gone at the end of the frame")

-- UITextField.lua: onEvent names the field's events; they come on the frame after the input, as in
-- cocos's update order (one INSERT_TEXT for the text typed in a frame)
local field = ccui.TextField:create("name", "Arial", 20)
field:setPosition(300, 100)
scene:addChild(field)
local fieldEvents, onField = recorder()
checkeq(field:onEvent(onField), field, "onEvent returns the field")
tap(300, 100)
kite.test.step(1)
kite.test.input("text-input ab")
kite.test.step(1)
kite.test.input("key-down BACKSPACE", "key-up BACKSPACE")
kite.test.step(1)
tap(10, 300) -- elsewhere: detaches
kite.test.step(1)
checkeq(table.concat(fieldEvents, " "), "ATTACH_WITH_IME INSERT_TEXT DELETE_BACKWARD DETACH_WITH_IME")
checkeq(fieldEvents.target, field)
checkeq(field:getString(), "a")

-- UIEditBox.lua: onEditHandler hands the handler's event name on in a table; removeEditHandler
-- drops it; both return the box
local edit = ccui.EditBox:create(cc.size(100, 30), "btn.png")
edit:setInputMode(cc.EDITBOX_INPUT_MODE_SINGLELINE) -- Enter ends editing (it is a new line in ANY)
edit:setPosition(300, 200)
scene:addChild(edit)
local editEvents, onEdit = recorder()
checkeq(edit:onEditHandler(onEdit), edit, "onEditHandler returns the box")
tap(300, 200) -- a release on the box opens the keyboard
kite.test.input("text-input hi", "key-down RETURN")
checkeq(table.concat(editEvents, " "), "began changed ended return")
checkeq(editEvents.target, edit)
checkeq(edit:getText(), "hi")
checkeq(edit:removeEditHandler(), edit, "removeEditHandler returns the box")
tap(300, 200)
kite.test.input("text-input !", "key-down RETURN")
checkeq(#editEvents, 4, "no handler after removeEditHandler")
checkeq(edit:getText(), "hi!")

-- Every callback dies with its widget
scene:removeAllChildren()
kite.test.step(2)
checkeq(kite.liveHandlers(), handlers)
