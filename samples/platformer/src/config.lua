-- config.lua -- the settings a cocos project keeps here, read by main.lua before the app starts.
-- (In a `cocos new` project cocos's own framework reads them too; this sample carries its own small
-- app and view classes in src/packages/mvc instead, so only the game reads them.)
DEBUG = 0
CC_USE_FRAMEWORK = false
CC_SHOW_FPS = false
CC_DISABLE_GLOBAL = true
CC_DESIGN_RESOLUTION = {width = 960, height = 640, autoscale = "SHOW_ALL"}
