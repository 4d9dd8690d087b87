-- ccui widget states the ui_widgets picture does not show, on a 160x120 screen (images: assets/ui,
-- drawn by its make_widgets.py). Top: a slider stretched to 150x24 at 40%, its bar and progress bar
-- scaled (their one-point frames grow thick); below it the same slider with scale9 on and cap
-- insets of 3 points (the frames stay one point, the progress bar is 40% of the length).
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

cc.Director:getInstance():runWithScene(scene)
