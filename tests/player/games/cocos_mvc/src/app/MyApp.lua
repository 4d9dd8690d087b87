-- The application: the first view it shows is MainScene (AppBase's default).
local AppBase = require("packages.mvc.init").AppBase

local MyApp = class("MyApp", AppBase)

function MyApp:onCreate()
    self.startedAt = os.time()
end

return MyApp
