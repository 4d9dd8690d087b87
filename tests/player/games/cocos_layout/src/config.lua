-- what `cocos new -l lua` keeps in src/config.lua: globals main.lua reads
DEBUG = 1
CC_DESIGN_RESOLUTION = {width = 160, height = 120}
