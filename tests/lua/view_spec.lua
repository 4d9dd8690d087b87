-- view_spec.lua -- cc.GLView, cc.GLViewImpl, cc.ResolutionPolicy and the Director's view calls, made
-- the way cocos2d-x 3.17's framework module display.lua and a `cocos new` project's config.lua make
-- them (Kite's own code doing the same calls): no view yet, so one is made with
-- cc.GLViewImpl:createWithRect and handed to the Director; then CC_DESIGN_RESOLUTION's autoscale
-- ("FIXED_WIDTH", "FIXED_HEIGHT", "EXACT_FIT", "NO_BORDER", "SHOW_ALL") and its callback.

local director = cc.Director:getInstance()

-- cocos's values, which Cocos2dConstants.lua sets again
checkeq(cc.ResolutionPolicy.EXACT_FIT, 0)
checkeq(cc.ResolutionPolicy.NO_BORDER, 1)
checkeq(cc.ResolutionPolicy.SHOW_ALL, 2)
checkeq(cc.ResolutionPolicy.FIXED_HEIGHT, 3)
checkeq(cc.ResolutionPolicy.FIXED_WIDTH, 4)
checkeq(cc.ResolutionPolicy.UNKNOWN, 5)
checkeq(cc.ResolutionPolicy.FILL_ALL, nil) -- display.lua names it; 3.17 has no such policy

-- a host without a window (this spec): no view until the game makes one, as in cocos
checkeq(director:getOpenGLView(), nil)

-- display.lua: `if not view then view = cc.GLViewImpl:createWithRect("Cocos2d-Lua", cc.rect(0, 0,
-- width, height)); director:setOpenGLView(view) end` with CC_DESIGN_RESOLUTION's size
local CC_DESIGN_RESOLUTION = {width = 960, height = 640, autoscale = "SHOW_ALL"}
local view = cc.GLViewImpl:createWithRect("Cocos2d-Lua", cc.rect(0, 0, 1280, 720))
checkeq(tolua.type(view), "cc.GLViewImpl")
checkeq(view:getViewName(), "Cocos2d-Lua")
checkeq(view:isOpenGLReady(), false) -- no platform draws it here
director:setOpenGLView(view)
checkeq(director:getOpenGLView(), view)
local framesize = view:getFrameSize()
checkeq(framesize.width, 1280)
checkeq(framesize.height, 720)
-- before a policy: the design size is the frame's, and so is the win size
checkeq(view:getDesignResolutionSize().width, 1280)
checkeq(view:getResolutionPolicy(), cc.ResolutionPolicy.UNKNOWN)
checkeq(director:getWinSize().width, 1280)
checkeq(director:getWinSize().height, 720)

-- display.lua's setDesignResolution(r, framesize), in Kite's words: each autoscale's call
local function autoscale(r)
    r.autoscale = string.upper(r.autoscale)
    local scaleX, scaleY = framesize.width / r.width, framesize.height / r.height
    if r.autoscale == "FIXED_WIDTH" then
        view:setDesignResolutionSize(framesize.width / scaleX, framesize.height / scaleX,
            cc.ResolutionPolicy.NO_BORDER)
    elseif r.autoscale == "FIXED_HEIGHT" then
        view:setDesignResolutionSize(framesize.width / scaleY, framesize.height / scaleY,
            cc.ResolutionPolicy.NO_BORDER)
    else
        view:setDesignResolutionSize(r.width, r.height, cc.ResolutionPolicy[r.autoscale])
    end
end

-- SHOW_ALL: 960x640 in 1280x720: scale 720/640 = 1.125, bars left and right
autoscale(CC_DESIGN_RESOLUTION)
checkeq(view:getResolutionPolicy(), cc.ResolutionPolicy.SHOW_ALL)
checknear(view:getScaleX(), 1.125)
checknear(view:getScaleY(), 1.125)
local viewport = view:getViewPortRect()
checknear(viewport.x, (1280 - 1080) / 2)
checknear(viewport.y, 0)
checknear(viewport.width, 1080)
checknear(viewport.height, 720)
checkeq(director:getWinSize().width, 960)
checkeq(director:getWinSize().height, 640)
checkeq(director:getVisibleSize().width, 960)
checkeq(director:getVisibleOrigin().x, 0)
-- display.lua's constants come from these
checkeq(director:getContentScaleFactor(), 1)
checkeq(director:getWinSizeInPixels().width, 960)

-- NO_BORDER: scale 1280/960 = 4/3, the top and bottom cut off
autoscale({width = 960, height = 640, autoscale = "no_border"})
checknear(view:getScaleX(), 4 / 3)
checkeq(director:getWinSize().height, 640)
checknear(director:getVisibleSize().width, 960)
checknear(director:getVisibleSize().height, 540)
checknear(director:getVisibleOrigin().y, 50)
checknear(view:getVisibleOrigin().y, 50)
local visible = view:getVisibleRect()
checknear(visible.y, 50)
checknear(visible.height, 540)
checknear(view:getSafeAreaRect().height, 540)
checknear(director:getSafeAreaRect().y, 50)
checknear(director:getSafeAreaRect().height, 540)

-- EXACT_FIT: stretched
autoscale({width = 960, height = 640, autoscale = "EXACT_FIT"})
checknear(view:getScaleX(), 1280 / 960)
checknear(view:getScaleY(), 720 / 640)
checkeq(director:getWinSize().width, 960)

-- FIXED_WIDTH through display.lua: a NO_BORDER design of the frame's shape, 960 wide
autoscale({width = 960, height = 640, autoscale = "FIXED_WIDTH"})
checknear(director:getWinSize().width, 960)
checknear(director:getWinSize().height, 540)
checknear(director:getVisibleSize().height, 540)
checknear(director:getVisibleOrigin().y, 0)

-- FIXED_HEIGHT through display.lua: 640 high, as wide as the frame's shape gives
autoscale({width = 960, height = 640, autoscale = "FIXED_HEIGHT"})
checknear(director:getWinSize().width, 1280 * 640 / 720)
checknear(director:getWinSize().height, 640)

-- the policies FIXED_WIDTH / FIXED_HEIGHT themselves change the design size (rounded up)
view:setDesignResolutionSize(960, 640, cc.ResolutionPolicy.FIXED_HEIGHT)
checkeq(view:getDesignResolutionSize().width, math.ceil(1280 / (720 / 640)))
checkeq(director:getWinSize().width, 1138)
view:setDesignResolutionSize(960, 640, cc.ResolutionPolicy.FIXED_WIDTH)
checkeq(view:getDesignResolutionSize().height, 540)
checkeq(director:getWinSize().height, 540)

-- setAutoScale's callback: it sees the frame size and may change the configuration
local seen
local config = {width = 960, height = 640, autoscale = "SHOW_ALL", callback = function(size)
    seen = size
    if size.width / size.height > 1.5 then return {autoscale = "FIXED_HEIGHT"} end
end}
local changes = config.callback(framesize)
for k, v in pairs(changes or {}) do config[k] = v end
autoscale(config)
checkeq(seen.width, 1280)
checkeq(view:getResolutionPolicy(), cc.ResolutionPolicy.NO_BORDER)
checknear(director:getWinSize().height, 640)

-- bad calls: display.lua's FILL_ALL is nil in 3.17, and the argument check says so
checkerr("cc.GLView:setDesignResolutionSize", function()
    view:setDesignResolutionSize(960, 640, cc.ResolutionPolicy.FILL_ALL)
end)
checkerr("cc.GLView:setFrameSize", function() view:setFrameSize("wide") end)
checkerr("cc.GLViewImpl:createWithRect", function() cc.GLViewImpl:createWithRect("x") end)

-- the frame: a view the player does not draw just takes the numbers
view:setFrameSize(640, 480)
checkeq(view:getFrameSize().width, 640)
view:setViewName("renamed")
checkeq(view:getViewName(), "renamed")
view:setFrameZoomFactor(2)
checkeq(view:getFrameZoomFactor(), 2)
checkeq(view:setContentScaleFactor(2), false) -- iOS only in cocos
checkeq(view:getContentScaleFactor(), 1)
checkeq(view:isRetinaDisplay(), false)
checkeq(view:getRetinaFactor(), 1)

-- the desktop window's own calls are cocos's, not Kite's: a clear error, not a nil call
checkerr("cc.GLView:setCursorVisible is not supported by Kite %(window system%)", function() view:setCursorVisible(false) end)
checkerr("view_spec.lua:%d+: cc.GLView:endToLua is not supported by Kite", function() view:endToLua() end)
checkerr("cc.GLView:setScissorInPoints is not supported by Kite", function() view:setScissorInPoints(0, 0, 1, 1) end)

-- create(name): cocos's desktop default of 960x640; createWithRect's zoom factor
local plain = cc.GLViewImpl:create("plain")
checkeq(plain:getFrameSize().width, 960)
checkeq(plain:getFrameSize().height, 640)
checkeq(cc.GLViewImpl:createWithRect("zoomed", cc.rect(0, 0, 100, 100), 0.5):getFrameZoomFactor(), 0.5)
checkeq(cc.GLViewImpl:createWithFullScreen("full"):getViewName(), "full")

-- the Director's other view calls
director:setContentScaleFactor(2)
checkeq(director:getContentScaleFactor(), 2)
checkeq(director:getWinSizeInPixels().width, director:getWinSize().width * 2)
director:setContentScaleFactor(1)
checkeq(director:isDisplayStats(), false)
director:setDisplayStats(true)
checkeq(director:isDisplayStats(), true)
director:setDisplayStats(false)
director:setAnimationInterval(1 / 30)
checknear(director:getAnimationInterval(), 1 / 30, nil, 1e-6)
director:setAnimationInterval(1 / 60)

-- lifetimes: views are Refs. One nobody holds dies at the end of the frame; the Director's lives
-- until it is replaced.
director:runWithScene(cc.Scene:create())
local before = kite.liveRefs()
local loose = cc.GLViewImpl:create("loose")
checkeq(kite.liveRefs(), before + 1)
kite.test.step(1)
checkeq(tolua.isnull(loose), true)
checkerr("invalid 'self'", function() loose:getFrameSize() end)
checkeq(tolua.isnull(view), false)
local replacement = cc.GLViewImpl:createWithRect("next", cc.rect(0, 0, 320, 200))
director:setOpenGLView(replacement)
checkeq(director:getWinSize().width, 320)
kite.test.step(1)
checkeq(tolua.isnull(view), true) -- the Director let the first view go
checkeq(tolua.isnull(replacement), false)
checkeq(director:getOpenGLView(), replacement)
