-- The settings a cocos project's config.lua holds; cocos's framework reads them when it is loaded.
DEBUG = 1
CC_USE_FRAMEWORK = true
CC_SHOW_FPS = false
CC_DISABLE_GLOBAL = true
CC_DESIGN_RESOLUTION = {width = 480, height = 320, autoscale = "FIXED_HEIGHT"}
