-- The app/view pair a cocos project keeps in src/packages/mvc, written for Kite's tests. Required as
-- "packages.mvc.init": cocos's loader turns dots into folders and does not look for init.lua itself.
return {
    AppBase = require("packages.mvc.AppBase"),
    ViewBase = require("packages.mvc.ViewBase"),
}
