-- The framework's ccui extensions, in the order cocos's framework/init.lua requires them.
for _, name in ipairs({"UIWidget", "UICheckBox", "UIEditBox", "UIListView", "UIPageView", "UIScrollView",
                       "UISlider", "UITextField"}) do
    require("data.framework_extends." .. name)
end
