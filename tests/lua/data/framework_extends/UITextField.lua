-- ccui.TextField:onEvent(callback): ccui.TextFiledEventType 0..3 named ATTACH_WITH_IME,
-- DETACH_WITH_IME, INSERT_TEXT and DELETE_BACKWARD (any other number gives no name).
local eventNames = {[0] = "ATTACH_WITH_IME", "DETACH_WITH_IME", "INSERT_TEXT", "DELETE_BACKWARD"}

function ccui.TextField:onEvent(callback)
    self:addEventListener(function(sender, eventType)
        callback({name = eventNames[eventType], target = sender})
    end)
    return self
end
