-- ui_widgets_spec.lua -- the ccui widgets as cocos2d-x 3.17 Lua code builds them: Button, CheckBox,
-- RadioButton with RadioButtonGroup, ImageView, Text, TextBMFont, TextAtlas, LoadingBar and Slider;
-- their listeners in cocos's order, missing images, hostile strings, and listeners that die with
-- their widgets.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
local handlers = kite.liveHandlers()
kite.test.image("btn.png", 40, 20)
kite.test.image("btn_on.png", 40, 20)
kite.test.image("box.png", 16, 16)
kite.test.image("cross.png", 16, 16)
kite.test.image("bar.png", 100, 10)
kite.test.image("ball.png", 10, 10)

local function errorLines()
    local lines = {}
    for _, line in ipairs(kite.test.takeLogs()) do
        if line:find("^%[error%]") then lines[#lines + 1] = line end
    end
    return lines
end
local function tap(x, y)
    kite.test.touch("began", x, y)
    kite.test.touch("ended", x, y)
end

-- constants
checkeq(ccui.CheckBoxEventType.selected, 0)
checkeq(ccui.CheckBoxEventType.unselected, 1)
checkeq(ccui.RadioButtonEventType.unselected, 1)
checkeq(ccui.RadioButtonGroupEventType.select_changed, 0)
checkeq(ccui.SliderEventType.percentChanged, 0)
checkeq(ccui.SliderEventType.slideBallDown, 1)
checkeq(ccui.SliderEventType.slideBallUp, 2)
checkeq(ccui.SliderEventType.slideBallCancel, 3)
checkeq(ccui.LoadingBarDirection.RIGHT, 1)
checkeq(ccui.TextType.TTF, 1)

-- Button: images, title, touch on from the start
local button = ccui.Button:create("btn.png", "btn_on.png")
checkeq(tolua.type(button), "ccui.Button")
checkeq(button:isTouchEnabled(), true)
checkeq(button:getContentSize().width, 40)
button:setTitleText("Play")
button:setTitleFontSize(14)
button:setTitleColor(cc.c3b(255, 0, 0))
checkeq(button:getTitleText(), "Play")
checkeq(button:getTitleFontSize(), 14)
checkeq(button:getTitleColor().r, 255)
checkeq(tolua.type(button:getTitleRenderer()), "cc.Label")
checkeq(tolua.type(button:getRendererNormal()), "ccui.Scale9Sprite")
checkeq(#button:getChildren(), 0, "renderers are protected children")
button:setPressedActionEnabled(true)
checkeq(button:isPressedActionEnabled(), true)
button:setZoomScale(0.25)
checkeq(button:getZoomScale(), 0.25)
button:setPosition(100, 100)
scene:addChild(button)
local events = {}
button:addTouchEventListener(function(sender, eventType)
    checkeq(sender, button)
    events[#events + 1] = eventType
end)
button:addClickEventListener(function() events[#events + 1] = "click" end)
tap(100, 100)
checkeq(table.concat(events, " "), "0 2 click")
button:loadTextureDisabled("btn.png")
button:setEnabled(false)
tap(100, 100)
checkeq(table.concat(events, " "), "0 2 click", "a disabled button hears nothing")
button:setEnabled(true)

-- a missing image: one error naming it, and the widget is there
kite.test.takeLogs()
local lost = ccui.Button:create("no_such_button.png")
checkeq(tolua.type(lost), "ccui.Button")
local logs = errorLines()
checkeq(#logs, 1, table.concat(logs, "\n"))
checkeq(string.find(logs[1], "no_such_button.png", 1, true) ~= nil, true)
ccui.ImageView:create("no_frame", ccui.TextureResType.plistType)
logs = errorLines()
checkeq(#logs, 1)
checkeq(string.find(logs[1], "no_frame", 1, true) ~= nil, true)

-- CheckBox: the event after the touch callbacks; setSelected sends nothing
local box = ccui.CheckBox:create("box.png", "box.png", "cross.png", "", "")
box:setPosition(200, 100)
scene:addChild(box)
local boxEvents = {}
box:addTouchEventListener(function(_, eventType) boxEvents[#boxEvents + 1] = "t" .. eventType end)
box:addEventListener(function(sender, eventType)
    checkeq(sender, box)
    boxEvents[#boxEvents + 1] = eventType == ccui.CheckBoxEventType.selected and "on" or "off"
end)
tap(200, 100)
tap(200, 100)
box:setSelected(true)
checkeq(box:isSelected(), true)
checkeq(table.concat(boxEvents, " "), "t0 t2 on t0 t2 off")

-- RadioButton and RadioButtonGroup: (button, index, eventType)
local group = ccui.RadioButtonGroup:create()
scene:addChild(group)
local radios = {}
for i = 1, 3 do
    radios[i] = ccui.RadioButton:create("box.png", "cross.png")
    radios[i]:setPosition(250 + i * 40, 200)
    scene:addChild(radios[i])
    group:addRadioButton(radios[i])
end
local groupEvents = {}
group:addEventListener(function(radio, index, eventType)
    checkeq(radio, radios[index + 1])
    groupEvents[#groupEvents + 1] = index .. ":" .. eventType
end)
radios[1]:addEventListener(function(sender, eventType)
    groupEvents[#groupEvents + 1] = "first " .. (eventType == ccui.RadioButtonEventType.selected and "on" or "off")
end)
checkeq(group:getSelectedButtonIndex(), 0)
checkeq(group:getNumberOfRadioButtons(), 3)
tap(330, 200)
checkeq(group:getSelectedButtonIndex(), 1)
checkeq(table.concat(groupEvents, " "), "first off 1:0")
checkeq(group:getRadioButtonByIndex(2), radios[3])
group:setSelectedButton(2)
group:setSelectedButtonWithoutEvent(0)
checkeq(table.concat(groupEvents, " "), "first off 1:0 2:0", "setSelected sends no event")
group:setAllowedNoSelection(true)
checkeq(group:isAllowedNoSelection(), true)

-- LoadingBar and Slider
local bar = ccui.LoadingBar:create("bar.png", 30)
checkeq(bar:getPercent(), 30)
bar:setDirection(ccui.LoadingBarDirection.RIGHT)
checkeq(bar:getDirection(), ccui.LoadingBarDirection.RIGHT)
bar:setPercent(250)
checkeq(bar:getPercent(), 100)
local slider = ccui.Slider:create("bar.png", "ball.png")
slider:loadProgressBarTexture("bar.png")
slider:setPosition(200, 250) -- x 150..250
scene:addChild(slider)
local sliderEvents = {}
slider:addEventListener(function(sender, eventType)
    checkeq(sender, slider)
    sliderEvents[#sliderEvents + 1] = eventType .. "@" .. sender:getPercent()
end)
kite.test.touch("began", 175, 250)
kite.test.touch("moved", 200, 250)
kite.test.touch("ended", 200, 250)
-- cocos 3.17: the press's change, then slideBallDown; a move's change; slideBallUp alone
checkeq(table.concat(sliderEvents, " "), "0@25 1@25 0@50 2@50")
sliderEvents = {}
kite.test.touch("began", 200, 250) -- on the ball: no change
kite.test.touch("moved", 200.4, 250) -- still 50
kite.test.touch("cancelled", 200.4, 250)
checkeq(table.concat(sliderEvents, " "), "1@50 3@50", "no percentChanged without a change")
sliderEvents = {}
slider:setMaxPercent(200)
checkeq(slider:getMaxPercent(), 200)
slider:setPercent(150)
checkeq(slider:getPercent(), 150)
slider:setPercent(150)
slider:updateVisualSlider()
checkeq(table.concat(sliderEvents, " "), "0@150", "setPercent reports a change, once")
-- Slider scale9: both bars cut into nine by cap insets kept restricted to their images
checkeq(slider:isScale9Enabled(), false)
slider:setCapInsets(cc.rect(10, 2, 80, 6))
local insets = slider:getCapInsetsBarRenderer()
checkeq(insets.x .. " " .. insets.y .. " " .. insets.width .. " " .. insets.height, "10 2 80 6")
slider:setCapInsetProgressBarRenderer(cc.rect(0, 0, 500, 4)) -- wider than the image: its middle
insets = slider:getCapInsetsProgressBarRenderer()
checkeq(insets.x .. " " .. insets.width, "50 1")
slider:setScale9Enabled(true)
checkeq(slider:isScale9Enabled(), true)
checkeq(slider:isIgnoreContentAdaptWithSize(), false)
slider:setContentSize(cc.size(160, 12))
checkeq(slider:getVirtualRenderer():getContentSize().width, 160)
slider:setScale9Enabled(false)
checkeq(slider:isIgnoreContentAdaptWithSize(), true)
checkeq(slider:getContentSize().width, 100)

-- texts, and hostile strings
local text = ccui.Text:create("hello", "Arial", 12)
checkeq(tolua.type(text), "ccui.Text")
checkeq(text:getString(), "hello")
checkeq(text:getFontName(), "Arial")
checkeq(text:getType(), ccui.TextType.SYSTEM)
text:enableOutline(cc.c4b(255, 0, 0, 255), 2)
checkeq(text:getOutlineSize(), 2)
text:enableShadow()
checkeq(text:isShadowEnabled(), true)
text:setTextHorizontalAlignment(cc.TEXT_ALIGNMENT_CENTER)
checkeq(text:getTextHorizontalAlignment(), cc.TEXT_ALIGNMENT_CENTER)
text:setString("\255\254\253 not utf-8")
text:setString(string.rep("long ", 200000))
checkeq(#text:getString(), 1000000)
text:setString("\217\133\216\177\216\173\216\168\216\167 e\204\129") -- right-to-left and a combining mark
local bm = ccui.TextBMFont:create("ok", "missing.fnt")
checkeq(bm:getString(), "ok")
kite.test.takeLogs()
local atlas = ccui.TextAtlas:create("12", "missing_digits.png", 8, 12, "0")
checkeq(tolua.type(atlas), "ccui.TextAtlas")
local atlasErrors = errorLines()
checkeq(#atlasErrors > 0 and atlasErrors[1]:find("missing_digits.png", 1, true) ~= nil, true)
local image = ccui.ImageView:create("btn.png")
checkeq(image:getContentSize().width, 40)
image:loadTexture("box.png")
checkeq(image:getContentSize().width, 16)

-- cocos's framework/extends/UIButton.lua, UICheckBox.lua and UISlider.lua add methods to the class
-- tables that make these calls; Kite's own versions of them work on the bound classes
function ccui.Button:onTouch(callback)
    self:addTouchEventListener(function(sender, state)
        local names = {[0] = "began", [1] = "moved", [2] = "ended"}
        callback({name = names[state] or "cancelled", target = sender, x = 0, y = 0})
    end)
    return self
end
function ccui.CheckBox:onEvent(callback)
    self:addEventListener(function(sender, eventType)
        callback({name = eventType == 0 and "selected" or "unselected", target = sender})
    end)
    return self
end
function ccui.Slider:onEvent(callback)
    self:addEventListener(function(sender, eventType)
        callback({name = eventType == 0 and "ON_PERCENTAGE_CHANGED" or nil, target = sender})
    end)
    return self
end
local framework = {}
local fButton = ccui.Button:create("btn.png")
fButton:setPosition(60, 280)
scene:addChild(fButton)
checkeq(fButton:onTouch(function(event) framework[#framework + 1] = "button " .. event.name end), fButton)
local fBox = ccui.CheckBox:create("box.png", "cross.png")
fBox:setPosition(120, 280)
scene:addChild(fBox)
checkeq(fBox:onEvent(function(event)
    checkeq(event.target, fBox)
    framework[#framework + 1] = "box " .. event.name
end), fBox)
local fSlider = ccui.Slider:create("bar.png", "ball.png")
fSlider:setPosition(300, 280) -- x 250..350
scene:addChild(fSlider)
fSlider:onEvent(function(event)
    if event.name then framework[#framework + 1] = "slider " .. event.name .. " " .. event.target:getPercent() end
end)
tap(60, 280)
tap(120, 280)
tap(275, 280)
checkeq(table.concat(framework, ", "), "button began, button ended, box selected, " ..
    "slider ON_PERCENTAGE_CHANGED 25")

-- ResourceData getters: {type = ccui.TextureResType, file = name, plist = ""}, "" before a load
local function resource(data)
    checkeq(type(data), "table")
    checkeq(data.plist, "")
    return data.type .. ":" .. data.file
end
checkeq(resource(button:getNormalFile()), "0:btn.png")
checkeq(resource(button:getPressedFile()), "0:btn_on.png")
checkeq(resource(button:getDisabledFile()), "0:btn.png")
checkeq(resource(box:getBackNormalFile()) .. " " .. resource(box:getBackPressedFile()) .. " " ..
    resource(box:getCrossNormalFile()) .. " " .. resource(box:getBackDisabledFile()) .. " " ..
    resource(box:getCrossDisabledFile()), "0:box.png 0:box.png 0:cross.png 0: 0:")
checkeq(resource(radios[1]:getBackNormalFile()), "0:box.png") -- inherited from AbstractCheckButton
checkeq(resource(image:getRenderFile()), "0:box.png")
checkeq(resource(bm:getRenderFile()), "0:missing.fnt")
checkeq(resource(atlas:getRenderFile()), "0:missing_digits.png")
checkeq(resource(bar:getRenderFile()), "0:bar.png")
checkeq(resource(slider:getBackFile()) .. " " .. resource(slider:getProgressBarFile()) .. " " ..
    resource(slider:getBallNormalFile()) .. " " .. resource(slider:getBallPressedFile()) .. " " ..
    resource(slider:getBallDisabledFile()), "0:bar.png 0:bar.png 0:ball.png 0: 0:")
local panel = ccui.Layout:create()
checkeq(resource(panel:getRenderFile()), "0:")
panel:setBackGroundImage("bar.png")
checkeq(resource(panel:getRenderFile()), "0:bar.png")
local framed = ccui.ImageView:create()
cc.SpriteFrameCache:getInstance():addSpriteFrame(cc.SpriteFrame:create("bar.png", cc.rect(0, 0, 8, 8)), "bar_frame")
framed:loadTexture("bar_frame", ccui.TextureResType.plistType)
checkeq(resource(framed:getRenderFile()), "1:bar_frame")
local ok, message = pcall(button.getNormalFile, box)
checkeq(ok, false)
checkeq(tostring(message):find("ccui.Button:getNormalFile", 1, true) ~= nil, true, message)
local ok2 = pcall(button.getNormalFile, button, 1)
checkeq(ok2, false, "no arguments")
cc.SpriteFrameCache:getInstance():removeSpriteFrameByName("bar_frame")

-- the small ones: title label, resets, letters, blend functions, focus hand-over, quiet insets
local title = cc.Label:createWithSystemFont("Go", "Arial", 10)
button:setTitleLabel(title)
checkeq(button:getTitleLabel(), title)
checkeq(title:getParent(), button)
button:setTitleLabel(title) -- the same: nothing
checkeq(button:getTitleLabel(), title)
button:resetNormalRender()
checkeq(resource(button:getNormalFile()), "0:")
button:resetPressedRender()
button:resetDisabledRender()
checkeq(resource(button:getPressedFile()) .. " " .. resource(button:getDisabledFile()), "0: 0:")
bm:resetRender()
checkeq(resource(bm:getRenderFile()), "0:missing.fnt", "the file name stays")
local letters = ccui.Text:create("abc", "Arial", 12)
checkeq(letters:getLetter(1), nil, "a system font has no letters, as cocos's")
local ttf = ccui.Text:create("abc", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 12)
local okTTF, ttfMessage = pcall(ttf.getLetter, ttf, 1)
checkeq(okTTF, false)
checkeq(tostring(ttfMessage):find("ccui.Text:getLetter on a TTF label is not supported by Kite", 1, true) ~= nil,
    true, ttfMessage)
letters:setBlendFunc(gl.ONE, gl.ONE)
local blend = letters:getBlendFunc()
checkeq(blend.src .. " " .. blend.dst, gl.ONE .. " " .. gl.ONE)
image:setBlendFunc({src = gl.SRC_ALPHA, dst = gl.ONE_MINUS_SRC_ALPHA})
checkeq(image:getBlendFunc().src, gl.SRC_ALPHA)
local refused = pcall(image.setBlendFunc, image, gl.ONE_MINUS_DST_ALPHA, gl.SRC_ALPHA_SATURATE)
checkeq(refused, false, "a pair Kite cannot draw")
local lostFocus, gotFocus = ccui.Widget:create(), ccui.Widget:create()
lostFocus:setFocusEnabled(true)
gotFocus:setFocusEnabled(true)
lostFocus:setFocused(true)
gotFocus:onFocusChange(lostFocus, gotFocus)
checkeq(tostring(lostFocus:isFocused()) .. " " .. tostring(gotFocus:isFocused()), "false true")
lostFocus:dispatchFocusEvent(gotFocus, lostFocus)
checkeq(lostFocus:isFocused(), true)
local plain = ccui.Button:create("btn.png")
kite.test.takeLogs()
plain:setCapInsets(cc.rect(2, 2, 30, 8)) -- no pressed or disabled image: their insets come out empty
checkeq(table.concat(kite.test.takeLogs(), "\n"), "", "quiet, as cocos's restrictCapInsetRect")
local restricted = plain:getCapInsetsDisabledRenderer()
checkeq(restricted.width .. " " .. restricted.height, "0 0")
checkeq(plain:getCapInsetsNormalRenderer().width, 30)
lostFocus, gotFocus, plain, letters, title = nil

-- createInstance: a new widget as create() makes it (declared cc.Ref as in cocos 3.17.2; Kite's push
-- gives it its own type, and the cast cocos scripts make still works)
for _, name in ipairs({"Button", "CheckBox", "RadioButton", "ImageView", "Text", "TextBMFont", "TextAtlas",
                       "LoadingBar", "Slider", "TextField", "Layout", "ScrollView", "ListView", "PageView"}) do
    local made = ccui[name]:createInstance()
    checkeq(tolua.type(made), "ccui." .. name)
    local widget = tolua.cast(made, "ccui." .. name)
    checkeq(tolua.type(widget), "ccui." .. name)
    checkeq(widget:getParent(), nil)
end
checkeq(tolua.cast(ccui.Slider:createInstance(), "ccui.Slider"):getPercent(), 0)
checkeq(pcall(ccui.Button.createInstance, ccui.Button, 1), false, "no arguments")

-- removed inside their own events; a clone keeps the listeners
box:addEventListener(function(sender) sender:removeFromParent() end)
tap(200, 100)
checkeq(box:getParent(), nil)
slider:addEventListener(function(sender, eventType)
    if eventType == ccui.SliderEventType.slideBallDown then sender:removeFromParent() end
end)
kite.test.touch("began", 200, 250)
kite.test.touch("ended", 200, 250)
checkeq(slider:getParent(), nil)
local copies = 0
local original = ccui.CheckBox:create("box.png", "cross.png")
original:addEventListener(function() copies = copies + 1 end)
local copy = original:clone()
checkeq(tolua.type(copy), "ccui.CheckBox")
copy:setPosition(400, 50)
scene:addChild(copy)
tap(400, 50)
checkeq(copies, 1)

-- the group removed while its buttons stay, then everything: every handler dies
group:removeFromParent()
kite.test.step(1)
tap(290, 200)
scene:removeAllChildren()
button, box, radios, group, bar, slider, text, bm, atlas, image, copy, original, lost = nil
fButton, fBox, fSlider = nil
kite.test.step(1)
collectgarbage()
checkeq(kite.liveHandlers(), handlers)
