-- ccui widgets in their visual states on a 160x120 screen (images: assets/ui, drawn by its
-- make_widgets.py). Top row: buttons normal, pressed (zoomed by pressed actions) and disabled, each
-- with a title. Second row: check boxes off, on, and on but disabled (without disabled images: the
-- box alone), and an ImageView stretched to 24x12. Third row: a slider at 30% and a Text with an
-- outline. Bottom: loading bars at 60% filling from the left and, mirrored, from the right, a
-- TextBMFont and a TextAtlas.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared: by absolute path
local UI = ASSETS .. "ui/"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(40, 40, 60, 255)))

local function add(widget, x, y)
    widget:setPosition(x, y)
    scene:addChild(widget)
    return widget
end

for i, state in ipairs({"normal", "pressed", "disabled"}) do
    local button = add(ccui.Button:create(UI .. "button_normal.png", UI .. "button_pressed.png",
                                          UI .. "button_disabled.png"), 28 + (i - 1) * 52, 104)
    button:setTitleText("OK")
    button:setTitleFontSize(10)
    button:setTitleColor(cc.c3b(255, 255, 0))
    button:setPressedActionEnabled(true)
    if state == "pressed" then button:setHighlighted(true) end
    if state == "disabled" then button:setEnabled(false) end
end

for i, state in ipairs({"off", "on", "disabled"}) do
    local box = add(ccui.CheckBox:create(UI .. "check_bg.png", UI .. "check_cross.png"), 20 + (i - 1) * 28, 78)
    box:setSelected(state ~= "off")
    if state == "disabled" then box:setEnabled(false) end
end
local image = add(ccui.ImageView:create(ASSETS .. "quadrants.png"), 120, 78)
image:ignoreContentAdaptWithSize(false)
image:setContentSize(cc.size(24, 12))

local slider = add(ccui.Slider:create(), 48, 56)
slider:loadBarTexture(UI .. "slider_bar.png")
slider:loadProgressBarTexture(UI .. "slider_progress.png")
slider:loadSlidBallTextures(UI .. "slider_ball.png")
slider:setPercent(30)
local text = add(ccui.Text:create("Text", "Arial", 14), 128, 56)
text:setTextColor(cc.c4b(120, 220, 255, 255))
text:enableOutline(cc.c4b(200, 0, 0, 255), 1)

for i, direction in ipairs({ccui.LoadingBarDirection.LEFT, ccui.LoadingBarDirection.RIGHT}) do
    local bar = add(ccui.LoadingBar:create(UI .. "loading_bar.png", 60), 48, 34 - (i - 1) * 16)
    bar:setDirection(direction)
end
add(ccui.TextBMFont:create("OK", ASSETS .. "bmfont/font.fnt"), 128, 34)
add(ccui.TextAtlas:create("2048", ASSETS .. "bmfont/digits.png", 8, 12, "0"), 128, 14)

cc.Director:getInstance():runWithScene(scene)
