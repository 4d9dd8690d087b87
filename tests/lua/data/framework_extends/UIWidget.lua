-- ccui.Widget:onTouch(callback): every widget's touch listener as an event table. The name comes
-- from ccui.TouchEventType (0 began, 1 moved, 2 ended, anything else cancelled); x and y are always
-- 0, as in the framework (a game reads the touch from the widget).
local touchNames = {[0] = "began", [1] = "moved", [2] = "ended"}

function ccui.Widget:onTouch(callback)
    self:addTouchEventListener(function(sender, state)
        callback({name = touchNames[state] or "cancelled", x = 0, y = 0, target = sender})
    end)
    return self
end
