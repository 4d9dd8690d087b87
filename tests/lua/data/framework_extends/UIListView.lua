-- ccui.ListView:onEvent(callback) hears the selection (ccui.ListViewEventType: 0 start, else end)
-- and onScroll(callback) the scrolling, through addScrollViewEventListener. Both are the list's
-- own: they hide the ones ccui.ScrollView got from UIScrollView.lua.
local scrollEventNames = require("data.framework_extends.scroll_event_names")
function ccui.ListView:onEvent(callback)
    self:addEventListener(function(sender, eventType)
        callback({name = eventType == 0 and "ON_SELECTED_ITEM_START" or "ON_SELECTED_ITEM_END", target = sender})
    end)
    return self
end

function ccui.ListView:onScroll(callback)
    self:addScrollViewEventListener(function(sender, eventType)
        callback({name = scrollEventNames[eventType], target = sender})
    end)
    return self
end
