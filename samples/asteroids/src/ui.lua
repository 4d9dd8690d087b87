-- ui.lua -- the ccui widgets the menus and the HUD are built from, as a cocos2d-x 3.x game makes
-- them: pictures by frame name from the sprite sheet (ccui.TextureResType.plistType), buttons and
-- panels stretched as nine-slices, texts in the game's fonts.

local ui = {}

ui.FONT = "DejaVu Sans"
ui.FONT_BOLD = "DejaVu Sans Bold"
ui.SHEET = ccui.TextureResType.plistType
ui.CAPTION = cc.c4b(140, 170, 210, 255) -- the captions' blue grey
ui.CAP_INSETS = cc.rect(12, 12, 12, 12) -- the rounded corners of ui_button.png and ui_panel.png

--- A text button (ui_button.png, ui_button_on.png while pressed) of the given size; onClick(button)
--- runs when a touch or click is released over it.
function ui.button(title, width, height, fontSize, onClick)
    local button = ccui.Button:create("ui_button.png", "ui_button_on.png", "", ui.SHEET)
    button:setScale9Enabled(true)
    button:setCapInsetsNormalRenderer(ui.CAP_INSETS) -- no disabled picture: a disabled button is drawn grey
    button:setCapInsetsPressedRenderer(ui.CAP_INSETS)
    button:setContentSize(cc.size(width, height))
    button:setTitleText(title)
    button:setTitleFontName(ui.FONT_BOLD)
    button:setTitleFontSize(fontSize)
    button:setPressedActionEnabled(true)
    button:addClickEventListener(function() onClick(button) end)
    return button
end

--- A ccui.Text in the game's font.
function ui.text(text, fontSize, color, bold)
    local label = ccui.Text:create(text, bold and ui.FONT_BOLD or ui.FONT, fontSize)
    label:setTextColor(color or cc.c4b(255, 255, 255, 255))
    return label
end

--- A ccui.Text added to `parent` at (x, y), anchored at `ax` across and in the middle up.
function ui.label(parent, text, bold, size, x, y, ax, color)
    local label = ui.text(text, size, color, bold)
    label:setAnchorPoint(cc.p(ax, 0.5))
    label:setPosition(x, y)
    parent:addChild(label)
    return label
end

--- A panel (ui_panel.png stretched to the size) that swallows the touches on it.
function ui.panel(width, height)
    local panel = ccui.Layout:create()
    panel:setBackGroundImage("ui_panel.png", ui.SHEET)
    panel:setBackGroundImageScale9Enabled(true)
    panel:setBackGroundImageCapInsets(ui.CAP_INSETS)
    panel:setContentSize(cc.size(width, height))
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
