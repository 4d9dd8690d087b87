-- ccui.EditBox:onEditHandler(callback) hands the handler's event name ("began", "changed", "ended",
-- "return") and the box on in one table; removeEditHandler() drops it. Both return the box.
function ccui.EditBox:onEditHandler(callback)
    self:registerScriptEditBoxHandler(function(name, sender)
        callback({name = name, target = sender})
    end)
    return self
end

function ccui.EditBox:removeEditHandler()
    self:unregisterScriptEditBoxHandler()
    return self
end
