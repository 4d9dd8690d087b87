-- ui.lua -- the ccui widgets the menus, panels and HUD are built from: pictures by frame name from
-- the sprite sheet (ccui.TextureResType.plistType), buttons and panels stretched as nine-slices.

local ui = {}

ui.FONT = "DejaVu Sans"
ui.FONT_BOLD = "DejaVu Sans Bold"
ui.SHEET = ccui.TextureResType.plistType
ui.CAP_INSETS = cc.rect(14, 14, 20, 20) -- the rounded corners of ui_button.png and ui_panel.png
ui.WHITE = cc.c4b(255, 255, 255, 255)
ui.GOLD = cc.c4b(255, 220, 90, 255)
ui.PALE = cc.c4b(200, 215, 240, 255)

--- A text button (ui_button.png, ui_button_on.png while pressed); onClick(button) on release.
function ui.button(title, width, height, fontSize, onClick)
    local button = ccui.Button:create("ui_button.png", "ui_button_on.png", "", ui.SHEET)
    button:setScale9Enabled(true)
    button:setCapInsetsNormalRenderer(ui.CAP_INSETS)
    button:setCapInsetsPressedRenderer(ui.CAP_INSETS)
    button:setContentSize(cc.size(width, height))
    button:setTitleText(title)
    button:setTitleFontName(ui.FONT_BOLD)
    button:setTitleFontSize(fontSize)
    button:setPressedActionEnabled(true)
    button:addClickEventListener(function() onClick(button) end)
    return button
end

--- A ccui.Text in the game's font, added to `parent` at (x, y) with anchor (ax, 0.5) when given.
function ui.text(parent, text, fontSize, color, bold, x, y, ax)
    local label = ccui.Text:create(text, bold and ui.FONT_BOLD or ui.FONT, fontSize)
    label:setTextColor(color or ui.WHITE)
    label:enableOutline(cc.c4b(20, 30, 60, 255), 2)
    if parent then
        label:setAnchorPoint(cc.p(ax or 0.5, 0.5))
        label:setPosition(x, y)
        parent:addChild(label)
    end
    return label
end

--- A panel (ui_panel.png stretched to the size) that swallows the touches on it.
function ui.panel(width, height)
    local panel = ccui.Layout:create()
    panel:setBackGroundImage("ui_panel.png", ui.SHEET)
    panel:setBackGroundImageScale9Enabled(true)
    panel:setBackGroundImageCapInsets(ui.CAP_INSETS)
    panel:setContentSize(cc.size(width, height))
    panel:setAnchorPoint(cc.p(0.5, 0.5))
    panel:setTouchEnabled(true)
    panel:setSwallowTouches(true)
    return panel
end

--- A vertical box of widgets, centred and `gap` apart, sized to hold them.
function ui.column(widgets, gap)
    local box = ccui.VBox:create()
    local width, height = 0, 0
    for i, widget in ipairs(widgets) do
        local size = widget:getContentSize()
        local param = ccui.LinearLayoutParameter:create()
        param:setGravity(ccui.LinearGravity.centerHorizontal)
        param:setMargin({left = 0, top = i > 1 and gap or 0, right = 0, bottom = 0})
        widget:setLayoutParameter(param)
        box:addChild(widget)
        width = math.max(width, size.width)
        height = height + size.height + (i > 1 and gap or 0)
    end
    box:setContentSize(cc.size(width, height))
    box:setAnchorPoint(cc.p(0.5, 0.5))
    return box
end

return ui
