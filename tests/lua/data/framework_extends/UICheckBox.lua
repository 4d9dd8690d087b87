-- ccui.CheckBox:onEvent(callback): ccui.CheckBoxEventType 0 is "selected", anything else
-- "unselected".
function ccui.CheckBox:onEvent(callback)
    self:addEventListener(function(sender, eventType)
        callback({name = eventType == 0 and "selected" or "unselected", target = sender})
    end)
    return self
end
