-- The app and view classes of this sample, in the shape of the ones a `cocos new -l lua` project
-- keeps in src/packages/mvc: an app that shows views by name, and views that are nodes in a scene.
return {
    AppBase = require("packages.mvc.AppBase"),
    ViewBase = require("packages.mvc.ViewBase"),
}
