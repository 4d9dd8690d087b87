-- ccui.PageView:onEvent(callback): ccui.PageViewEventType.turning (0) is "TURNING".
function ccui.PageView:onEvent(callback)
    self:addEventListener(function(sender, eventType)
        local event = {target = sender}
        if eventType == 0 then event.name = "TURNING" end
        callback(event)
    end)
    return self
end
