-- ccui widget states the ui_widgets picture does not show, on a 160x120 screen (images: assets/ui,
-- drawn by its make_widgets.py). Top: a slider stretched to 150x24 at 40%, its bar and progress bar
-- scaled (their one-point frames grow thick); below it the same slider with scale9 on and cap
-- insets of 3 points (the frames stay one point, the progress bar is 40% of the length).
-- Then disabled widgets as cocos 3.17 draws them: check boxes without disabled images (blue box in
-- grey; selected: no cross), one with both disabled images (selected: the disabled box and cross),
-- a radio button without them, an enabled blue box to compare; sliders with a green ball, disabled,
-- without a disabled ball image (the ball in grey) and with one (the dark ball).
local UI = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/ui/" -- shared
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(40, 40, 60, 255)))

local function slider(y, scale9)
    local s = ccui.Slider:create()
    s:loadBarTexture(UI .. "slider_bar.png")
    s:loadProgressBarTexture(UI .. "slider_progress.png")
    s:loadSlidBallTextures(UI .. "slider_ball.png")
    if scale9 then
        s:setScale9Enabled(true)
        s:setCapInsets(cc.rect(3, 3, 74, 2))
    end
    s:ignoreContentAdaptWithSize(false)
    s:setContentSize(cc.size(150, 24))
    s:setPercent(40)
    s:setPosition(80, y)
    scene:addChild(s)
    return s
end
slider(100, false)
slider(68, true)

local function checkButton(class, x, selected, disabledImages, enabled)
    local button = class:create(UI .. "check_bg_color.png", UI .. "check_cross.png")
    if disabledImages then
        button:loadTextureBackGroundDisabled(UI .. "check_bg_disabled.png")
        button:loadTextureFrontCrossDisabled(UI .. "check_cross_disabled.png")
    end
    button:setSelected(selected)
    button:setEnabled(enabled or false)
    button:setPosition(x, 40)
    scene:addChild(button)
end
checkButton(ccui.CheckBox, 14, false, false)
checkButton(ccui.CheckBox, 36, true, false)
checkButton(ccui.CheckBox, 58, true, true)
checkButton(ccui.RadioButton, 80, true, false)
checkButton(ccui.CheckBox, 102, true, false, true)

for i, disabledBall in ipairs({false, true}) do
    local s = ccui.Slider:create()
    s:loadBarTexture(UI .. "slider_bar.png")
    s:loadProgressBarTexture(UI .. "slider_progress.png")
    s:loadSlidBallTextures(UI .. "slider_ball_color.png", "", disabledBall and UI .. "slider_ball_disabled.png" or "")
    s:ignoreContentAdaptWithSize(false)
    s:setContentSize(cc.size(70, 8))
    s:setPercent(50)
    s:setEnabled(false)
    s:setPosition(40 + (i - 1) * 80, 14)
    scene:addChild(s)
end

cc.Director:getInstance():runWithScene(scene)
