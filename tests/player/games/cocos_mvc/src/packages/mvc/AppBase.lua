-- AppBase: finds a view class by name under its views folder and shows it in a new scene.
local AppBase = class("AppBase")

function AppBase:ctor(options)
    self.viewsFolder = (options and options.viewsFolder) or "app.views"
    self.firstView = (options and options.firstView) or "MainScene"
    self:onCreate()
end

function AppBase:onCreate()
end

function AppBase:run(viewName)
    return self:enterScene(viewName or self.firstView)
end

function AppBase:createView(viewName)
    local moduleName = self.viewsFolder .. "." .. viewName
    local found, viewClass = pcall(require, moduleName)
    if not found then
        error(string.format("AppBase:createView() - no view '%s' (%s)", viewName, tostring(viewClass)), 2)
    end
    return viewClass:create(self, viewName)
end

function AppBase:enterScene(viewName, transitionTime)
    local view = self:createView(viewName)
    view:showInNewScene(transitionTime)
    return view
end

return AppBase
