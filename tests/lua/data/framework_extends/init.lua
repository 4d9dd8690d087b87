-- The framework's ccui extensions, in the order cocos's framework/init.lua requires them
-- (UITextField and UIEditBox come when Kite has those widgets).
for _, name in ipairs({"UIWidget", "UICheckBox", "UISlider", "UIScrollView", "UIListView", "UIPageView"}) do
    require("data.framework_extends." .. name)
end
