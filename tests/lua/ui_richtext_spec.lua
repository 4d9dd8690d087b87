-- ui_richtext_spec.lua -- ccui.RichText as cocos2d-x 3.17 Lua code builds it: elements, wrapping,
-- alignment, cocos's XML with a defaults table and an openUrl handler, malformed XML, a missing
-- image, hostile strings, and handlers that die with their widgets.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
local handlers = kite.liveHandlers()
kite.test.image("icon.png", 16, 16)

local function errorLines()
    local lines = {}
    for _, line in ipairs(kite.test.takeLogs()) do
        if line:find("^%[error%]") then lines[#lines + 1] = line end
    end
    return lines
end
local function renderers(rich)
    -- the pieces laid out: the container is the one protected child
    return rich:getProtectedChildByTag(-1) and rich:getProtectedChildByTag(-1):getChildren() or {}
end

-- constants (GuiConstants.lua's tables and the class's KEY_ names)
checkeq(ccui.RichText.WrapMode.WRAP_PER_WORD, 0)
checkeq(ccui.RichText.WrapMode.WRAP_PER_CHAR, 1)
checkeq(ccui.RichText.HorizontalAlignment.RIGHT, 2)
checkeq(ccui.RichElementType.IMAGE, 1)
checkeq(ccui.RichText.KEY_FONT_SIZE, "KEY_FONT_SIZE")
checkeq(ccui.RichText.VALUE_TEXT_LINE_UNDER, "VALUE_TEXT_LINE_UNDER")

-- elements on one line while the widget adapts to them
local rich = ccui.RichText:create()
checkeq(tolua.type(rich), "ccui.RichText")
checkeq(rich:isIgnoreContentAdaptWithSize(), true)
local t1 = ccui.RichElementText:create(1, cc.c3b(255, 0, 0), 255, "Hello ", "Arial", 20)
checkeq(tolua.type(t1), "ccui.RichElementText")
rich:pushBackElement(t1)
rich:pushBackElement(ccui.RichElementText:create(2, cc.c3b(0, 255, 0), 128, "world", "Arial", 30, 2))
local image = ccui.RichElementImage:create(3, cc.c3b(255, 255, 255), 255, "icon.png")
image:setWidth(32)
rich:pushBackElement(image)
local node = cc.Node:create()
node:setContentSize(cc.size(10, 40))
rich:insertElement(ccui.RichElementCustomNode:create(4, cc.c3b(255, 255, 255), 255, node), 0)
rich:setPosition(240, 160)
scene:addChild(rich)
rich:formatText()
local pieces = renderers(rich)
checkeq(#pieces, 4)
checkeq(pieces[1], node)
checkeq(tolua.type(pieces[2]), "cc.Label")
checkeq(pieces[2]:getString(), "Hello ")
checkeq(pieces[2]:getPositionY(), 0, "one line: every piece on its bottom")
checkeq(pieces[3]:getPositionX(), pieces[2]:getPositionX() + pieces[2]:getContentSize().width)
checkeq(rich:getContentSize().height, 40)
checkeq(pieces[4]:getScaleX(), 2)

-- wrapping per word and per character in a set width
local wrapped = ccui.RichText:create()
wrapped:ignoreContentAdaptWithSize(false)
wrapped:setContentSize(cc.size(120, 200))
wrapped:pushBackElement(ccui.RichElementText:create(1, cc.c3b(255, 255, 255), 255,
    "the quick brown fox jumps over the lazy dog", "Arial", 16))
scene:addChild(wrapped)
wrapped:formatText()
local lines = renderers(wrapped)
checkeq(#lines > 1, true, "wrapped into lines")
for _, piece in ipairs(lines) do
    checkeq(piece:getContentSize().width <= 120, true, "each line fits: " .. piece:getString())
    checkeq(piece:getString():sub(1, 1) ~= " ", true, "per word: lines start on a word")
end
wrapped:setWrapMode(ccui.RichText.WrapMode.WRAP_PER_CHAR)
checkeq(wrapped:getWrapMode(), 1)
wrapped:formatText()
local chars = renderers(wrapped)
checkeq(#chars <= #lines, true, "per character fills each line")
wrapped:setHorizontalAlignment(ccui.RichText.HorizontalAlignment.RIGHT)
wrapped:formatText()
local last = renderers(wrapped)[1]
checkeq(math.floor(last:getPositionX() + last:getContentSize().width + 0.5), 120, "right-aligned")

-- XML: cocos's tags, the defaults table, links through the handler
local opened = {}
local xml = ccui.RichText:createWithXML(
    "<font face='Arial' size='18' color='#ff0000'>red <b>bold</b></font><br/>" ..
    "<outline color='#00ff00' size='2'>o</outline><shadow>s</shadow><glow color='#0000ff'>g</glow>" ..
    "<img src='icon.png' width='20' height='10'/><a href='http://kite.example'>link</a>",
    {KEY_FONT_SIZE = 14, KEY_ANCHOR_FONT_COLOR_STRING = "#00ffff", KEY_ANCHOR_TEXT_UNDERLINE = true},
    function(url) opened[#opened + 1] = url end)
checkeq(tolua.type(xml), "ccui.RichText")
local defaults = xml:getDefaults()
checkeq(defaults.KEY_FONT_SIZE, 14)
checkeq(defaults.KEY_ANCHOR_FONT_COLOR_STRING, "#00ffff")
checkeq(xml:getAnchorFontColor(), "#00ffff")
checkeq(xml:getAnchorFontColor3B().g, 255)
xml:setAnchorTextBold(true)
checkeq(xml:isAnchorTextBoldEnabled(), true)
xml:setAnchorTextOutline(true, cc.c3b(1, 2, 3), 4)
checkeq(xml:isAnchorTextOutlineEnabled(), true)
checkeq(xml:getAnchorTextOutlineSize(), 4)
checkeq(xml:getAnchorTextOutlineColor3B().b, 3)
xml:setDefaults({KEY_VERTICAL_SPACE = 6})
checkeq(xml:getDefaults().KEY_VERTICAL_SPACE, 6)
checkeq(ccui.RichText:color3BWithString("#102030").g, 0x20)
checkeq(ccui.RichText:stringWithColor3B(cc.c3b(255, 0, 16)), "#ff0010")
xml:setAnchorPoint(cc.p(0, 0))
xml:setPosition(0, 300)
scene:addChild(xml)
xml:formatText()
local link
for _, piece in ipairs(renderers(xml)) do
    if tolua.type(piece) == "cc.Label" and piece:getString() == "link" then link = piece end
end
checkeq(link ~= nil, true, "the link has a label")
checkeq(link:getTextColor().b, 255)
local at = link:convertToWorldSpace(cc.p(2, 2))
kite.test.touch("began", at.x, at.y)
kite.test.touch("ended", at.x, at.y)
checkeq(table.concat(opened, " "), "http://kite.example")
xml:openUrl("direct")
checkeq(opened[2], "direct")
xml:setOpenUrlHandler(function(url) opened[#opened + 1] = "second " .. url end)
xml:openUrl("x")
checkeq(opened[3], "second x")

-- bad input: malformed XML, a missing image, wrong arguments
kite.test.takeLogs()
checkeq(ccui.RichText:createWithXML("<b>never closed"), nil)
local logs = errorLines()
checkeq(#logs, 1, table.concat(logs, "\n"))
checkeq(logs[1]:find("malformed XML", 1, true) ~= nil, true, logs[1])
local lost = ccui.RichText:create()
lost:pushBackElement(ccui.RichElementImage:create(1, cc.c3b(255, 255, 255), 255, "no_such_icon.png", "", 0))
scene:addChild(lost)
lost:formatText()
logs = errorLines()
checkeq(#logs, 1, table.concat(logs, "\n"))
checkeq(logs[1]:find("no_such_icon.png", 1, true) ~= nil, true, logs[1])
checkerr("error in function 'ccui.RichText:createWithXML'", function() ccui.RichText:createWithXML("x", 5) end)
checkerr("error in function 'ccui.RichText:setDefaults'", function() xml:setDefaults("KEY") end)
checkerr("error in function 'ccui.RichElementImage:create'", function()
    ccui.RichElementImage:create(1, cc.c3b(0, 0, 0), 255, "a.png", "", "local")
end)

-- hostile strings in labels, ccui texts, button titles and rich text
local hostile = {
    "bad \255\254 bytes \192\128 cut \228\189",
    "\217\133\216\177\216\173\216\168\216\167 \215\169\215\156\215\149\215\157", -- Arabic and Hebrew
    "e\204\129\204\129\204\129 a\205\133\205\133", -- combining marks
    string.rep("long line ", 100000), -- a megabyte
}
for i, s in ipairs(hostile) do
    local label = cc.Label:createWithSystemFont(s, "Arial", 12)
    scene:addChild(label)
    local text = ccui.Text:create(s, "Arial", 12)
    scene:addChild(text)
    local button = ccui.Button:create("icon.png")
    button:setTitleText(s)
    scene:addChild(button)
    local r = ccui.RichText:create()
    r:ignoreContentAdaptWithSize(false)
    r:setContentSize(cc.size(300, 100))
    r:pushBackElement(ccui.RichElementText:create(1, cc.c3b(255, 255, 255), 255, s, "Arial", 12))
    scene:addChild(r)
    local x = ccui.RichText:createWithXML("<b>" .. s:gsub("[<&]", "") .. "</b>")
    checkeq(x ~= nil, true, "hostile text in XML " .. i)
    scene:addChild(x)
    kite.test.step(1) -- laid out and drawn
    if i == 1 then
        checkeq(label:getString():find("\255", 1, true), nil, "invalid bytes replaced")
        checkeq(label:getString():find("\239\191\189", 1, true) ~= nil, true, "by U+FFFD")
    end
    if i == 4 then -- a megabyte on one line is measured (never drawn: platform_tests' TextTextures)
        checkeq(label:getContentSize().width > 8192, true, "still measured")
    end
    scene:removeAllChildren()
end

-- handlers die with their widgets
scene:removeAllChildren()
rich, wrapped, xml, lost, link = nil
kite.test.step(1)
collectgarbage()
checkeq(kite.liveHandlers(), handlers)
