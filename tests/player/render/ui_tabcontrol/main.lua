-- ccui.TabControl in its states on a 160x120 screen, one control per dock (images: assets/ui); each
-- 74x54 control is placed by its centre (cocos's anchor).
-- Top left: docked TOP, three tabs, the second selected (zoomed by 0.1, its cross shown, its
-- container the only one drawn). Top right: docked BOTTOM, the third selected, zoom 0.3. Bottom
-- left: docked LEFT with headers at their image size (ignoreHeadersTextureSize(false)), the first
-- selected. Bottom right: docked RIGHT, the middle tab removed while selected (no tab selected, no
-- container drawn), so the last header moved up. Each control prints its tab changes (the tap test
-- clicks header C of the top-left one: tests/player/inputs/ui_tabcontrol_tap.txt).
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared: by absolute path
local UI = ASSETS .. "ui/"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(40, 40, 60, 255)))

local colors = {cc.c3b(200, 60, 60), cc.c3b(60, 180, 80), cc.c3b(70, 90, 220)}

local function control(x, y, dock, selected)
    local tabs = ccui.TabControl:create()
    tabs:setContentSize(cc.size(74, 54))
    tabs:setPosition(x + 37, y + 27) -- anchored at its centre, as cocos's
    tabs:setHeaderWidth(24)
    tabs:setHeaderHeight(12)
    tabs:setHeaderDockPlace(dock)
    for i, title in ipairs({"A", "B", "C"}) do
        local header = ccui.TabHeader:create(title, UI .. "button_normal.png", UI .. "check_cross.png")
        header:setTitleFontSize(8)
        header:setTitleColor(cc.c4b(255, 255, 0, 255))
        local container = ccui.Layout:create()
        container:setBackGroundColorType(ccui.LayoutBackGroundColorType.solid)
        container:setBackGroundColor(colors[i])
        tabs:insertTab(i - 1, header, container)
    end
    tabs:setSelectTab(selected)
    tabs:setTabChangedEventListener(function(index) print("tab control " .. x .. " selected " .. index) end)
    scene:addChild(tabs)
    return tabs
end

control(4, 62, ccui.TabControl.Dock.TOP, 1)
control(82, 62, ccui.TabControl.Dock.BOTTOM, 2):setHeaderSelectedZoom(0.3)
local left = control(4, 4, ccui.TabControl.Dock.LEFT, 0)
left:ignoreHeadersTextureSize(false)
local right = control(82, 4, ccui.TabControl.Dock.RIGHT, 1)
right:removeTab(1)

cc.Director:getInstance():runWithScene(scene)
