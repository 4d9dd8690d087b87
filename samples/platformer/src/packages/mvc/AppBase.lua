-- AppBase: the application. It finds a view class by name in its views folder ("app.views") and
-- shows it in a new scene, through a cc.TransitionFade when a scene is already running.

local AppBase = class("AppBase")

function AppBase:ctor(configs)
    configs = configs or {}
    self.viewsRoot = configs.viewsRoot or "app.views"
    self.defaultSceneName = configs.defaultSceneName or "TitleScene"
    self.transitionTime = configs.transitionTime or 0.5
    if self.onCreate then self:onCreate(configs) end
end

function AppBase:run(initSceneName)
    return self:enterScene(initSceneName or self.defaultSceneName)
end

--- A new view of the class `name` (src/app/views/<name>.lua); args go to its onCreate.
function AppBase:createView(name, args)
    local moduleName = self.viewsRoot .. "." .. name
    local found, viewClass = pcall(require, moduleName)
    if not found then
        error(string.format("AppBase:createView() - cannot load the view '%s': %s", name, tostring(viewClass)), 2)
    end
    return viewClass:create(self, name, args)
end

--- Shows the view `name` in a new scene. transition: seconds of fade through black (the app's
--- default when nil, none when 0).
function AppBase:enterScene(name, args, transition)
    local view = self:createView(name, args)
    view:showWithScene(transition == nil and self.transitionTime or transition)
    return view
end

return AppBase
