-- nodeex.lua -- cocos2d-x 3.x's Lua conveniences on cc.Node, loaded once the bindings are open.

local Node = cc.Node

--- node:performWithDelay(callback, delay): calls callback once after `delay` seconds (an action,
--- so it pauses and stops with the node). Returns the action.
--
--- @lua cc.Node:performWithDelay(callback: fun(node: cc.Node), delay: number): cc.Sequence
--- Calls callback once after `delay` seconds, as an action that pauses and stops with the node; returns it.
function Node:performWithDelay(callback, delay)
    local action = cc.Sequence:create(cc.DelayTime:create(delay), cc.CallFunc:create(callback))
    self:runAction(action)
    return action
end

--- node:schedule(callback, interval): calls callback every `interval` seconds while the node runs.
--
--- @lua cc.Node:schedule(callback: fun(node: cc.Node), interval: number): cc.RepeatForever
--- Calls callback every `interval` seconds, as an action that pauses and stops with the node; returns it.
function Node:schedule(callback, interval)
    local action = cc.RepeatForever:create(cc.Sequence:create(cc.DelayTime:create(interval), cc.CallFunc:create(callback)))
    self:runAction(action)
    return action
end

--- node:onUpdate(function(dt) end): calls the function every frame while the node runs, as cocos's
--- NodeEx does. Returns the node. node:scheduleUpdate(callback) is the same (cocos's NodeEx name);
--- node:scheduleUpdate() without one is still the C++ call.
--
--- @lua cc.Node:onUpdate(callback: fun(dt: number)): cc.Node
--- Calls callback(dt) every frame while the node runs, replacing its update function; returns the node.
function Node:onUpdate(callback)
    self:scheduleUpdateWithPriorityLua(callback, 0)
    return self
end

local scheduleUpdateWithoutCallback = Node.scheduleUpdate
--- @lua cc.Node:scheduleUpdate(callback: fun(dt: number)): cc.Node
--- With a callback, the same as onUpdate (cocos's NodeEx form); without one, the C++ per-frame update.
function Node:scheduleUpdate(callback)
    if callback == nil then return scheduleUpdateWithoutCallback(self) end
    return self:onUpdate(callback)
end

--- node:removeSelf(): removes the node from its parent, with cleanup. Returns the node.
--
--- @lua cc.Node:removeSelf(): cc.Node
--- Removes the node from its parent, with cleanup; returns the node.
function Node:removeSelf()
    self:removeFromParent()
    return self
end

--- node:onNodeEvent(name, callback): one callback per event name ("enter", "exit",
--- "enterTransitionFinish", "exitTransitionStart", "cleanup") on top of registerScriptHandler.
--
--- @lua cc.Node:onNodeEvent(eventName: cc.NodeEvent, callback: fun(event: cc.NodeEvent)|nil): cc.Node
--- Sets one event's callback, keeping the others' (it takes over registerScriptHandler); returns the node.
function Node:onNodeEvent(eventName, callback)
    local peer = tolua.getpeer(self)
    if not peer then
        peer = {}
        tolua.setpeer(self, peer)
    end
    local callbacks = rawget(peer, "__nodeEventCallbacks")
    if not callbacks then
        callbacks = {}
        rawset(peer, "__nodeEventCallbacks", callbacks)
        self:registerScriptHandler(function(event)
            local f = callbacks[event]
            if f then f(event) end
        end)
    end
    callbacks[eventName] = callback
    return self
end
