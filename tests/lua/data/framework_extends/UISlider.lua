-- ccui.Slider:onEvent(callback): only ccui.SliderEventType.percentChanged (0) has a name; the
-- slide-ball events (1, 2, 3) reach the callback with no name, as in the framework.
function ccui.Slider:onEvent(callback)
    self:addEventListener(function(sender, eventType)
        local event = {target = sender}
        if eventType == 0 then event.name = "ON_PERCENTAGE_CHANGED" end
        callback(event)
    end)
    return self
end
