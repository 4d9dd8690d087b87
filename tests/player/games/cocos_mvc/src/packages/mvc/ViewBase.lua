-- ViewBase: a node that knows its app and its name, and hears when its scene is entered.
local ViewBase = class("ViewBase", cc.Node)

function ViewBase:ctor(app, viewName)
    self.app = app
    self.viewName = viewName
    self:registerScriptHandler(function(event)
        if event == "enter" and self.onEnterView then
            self:onEnterView()
        end
    end)
    if self.onCreate then
        self:onCreate()
    end
end

function ViewBase:getApp()
    return self.app
end

function ViewBase:getName()
    return self.viewName
end

function ViewBase:showInNewScene(transitionTime)
    local scene = cc.Scene:create()
    scene:addChild(self)
    local director = cc.Director:getInstance()
    if not director:getRunningScene() then
        director:runWithScene(scene)
    elseif transitionTime then
        director:replaceScene(cc.TransitionFade:create(transitionTime, scene))
    else
        director:replaceScene(scene)
    end
    return self
end

return ViewBase
