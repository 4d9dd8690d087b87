-- ccui.ScrollView:onEvent(callback), and onScroll, the same function: ccui.ScrollviewEventType
-- (0..10) by name.
local scrollEventNames = require("data.framework_extends.scroll_event_names")

function ccui.ScrollView:onEvent(callback)
    self:addEventListener(function(sender, eventType)
        callback({name = scrollEventNames[eventType], target = sender})
    end)
    return self
end

ccui.ScrollView.onScroll = ccui.ScrollView.onEvent
