-- ViewBase: a view is a cc.Node that knows its app and its name. showWithScene puts it in a new
-- scene (a physics scene, cc.Scene:createWithPhysics(), when the class sets PHYSICS = true) and
-- runs or replaces it. A view hears its scene's node events through onEnter_, onExit_ and
-- onEnterTransitionFinish_ when it defines them.

local ViewBase = class("ViewBase", cc.Node)

ViewBase.PHYSICS = false

function ViewBase:ctor(app, name, args)
    self:enableNodeEvents()
    self.app_ = app
    self.name_ = name
    if self.onCreate then self:onCreate(args or {}) end
end

--- Node events to the view's own methods (cocos's framework names them the same way).
function ViewBase:enableNodeEvents()
    self:registerScriptHandler(function(event)
        if event == "enter" and self.onEnter_ then self:onEnter_()
        elseif event == "exit" and self.onExit_ then self:onExit_()
        elseif event == "enterTransitionFinish" and self.onEnterTransitionFinish_ then self:onEnterTransitionFinish_()
        elseif event == "cleanup" and self.onCleanup_ then self:onCleanup_() end
    end)
    return self
end

function ViewBase:getApp()
    return self.app_
end

function ViewBase:getName()
    return self.name_
end

--- The scene the view is shown in (nil before showWithScene).
function ViewBase:getScene()
    return self.scene_
end

function ViewBase:createScene()
    if self.PHYSICS then return cc.Scene:createWithPhysics() end
    return cc.Scene:create()
end

function ViewBase:showWithScene(transition)
    local scene = self:createScene()
    self.scene_ = scene
    scene:addChild(self)
    if self.onSceneCreated then self:onSceneCreated(scene) end
    local director = cc.Director:getInstance()
    if not director:getRunningScene() then
        director:runWithScene(scene)
    elseif transition and transition > 0 then
        director:replaceScene(cc.TransitionFade:create(transition, scene))
    else
        director:replaceScene(scene)
    end
    return self
end

return ViewBase
