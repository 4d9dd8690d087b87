-- textures_spec.lua -- cc.Texture2D and the TextureCache from Lua (cocos2d-x 3.17 names).

local director = cc.Director:getInstance()
director:runWithScene(cc.Scene:create())
kite.test.step(1)
kite.test.image("a.png", 32, 16)
kite.test.image("b.png", 8, 8)

local cache = director:getTextureCache()
local a = cache:addImage("a.png")
checkeq(tolua.type(a), "cc.Texture2D")
checkeq(a:getPixelsWide(), 32)
checkeq(a:getPixelsHigh(), 16)
checkeq(a:getContentSize().width, 32)
checkeq(a:isAntiAlias(), true, "linear filtering is the default")
a:setAliasTexParameters()
checkeq(a:isAntiAlias(), false)
a:setAntiAliasTexParameters()
checkeq(a:isAntiAlias(), true)
checkeq(cache:getTextureForKey("a.png"), a)
checkeq(cache:getTextureForKey("none.png"), nil)
checkeq(cache:getCachedTextureInfo():find("a.png 32x16", 1, true) ~= nil, true)

-- cc.Image: decoded, then a texture under a key
local image = cc.Image:new()
checkeq(tolua.type(image), "cc.Image")
checkeq(image:initWithImageFile("a.png"), true)
checkeq(image:getWidth(), 32)
checkeq(image:getHeight(), 16)
checkeq(image:initWithImageFile("none.png"), false)
local fromImage = cache:addImage(image, "from_image")
checkeq(fromImage:getPixelsWide(), 32)
checkeq(cache:getTextureForKey("from_image"), fromImage)

-- a batch node takes sprites of its texture only
local batch = cc.SpriteBatchNode:create("a.png")
checkeq(tolua.type(batch), "cc.SpriteBatchNode")
checkeq(batch:getTexture(), a)
batch:addChild(cc.Sprite:create("a.png"))
kite.test.image("c.png", 4, 4)
batch:addChild(cc.Sprite:create("c.png")) -- refused, logged
checkeq(batch:getChildrenCount(), 1)
checkeq(cc.SpriteBatchNode:createWithTexture(a, 10):getTexture(), a)

-- async: a later frame, on the main thread, with the texture (nil when it cannot load)
local got, missing, calls = nil, "unset", 0
cache:addImageAsync("b.png", function(texture) got = texture; calls = calls + 1 end)
cache:addImageAsync("none.png", function(texture) missing = texture end)
checkeq(calls, 0, "never at once")
local frames = 0
while (calls == 0 or missing == "unset") and frames < 5000 do
    kite.test.step(1)
    frames = frames + 1
end
checkeq(calls, 1)
checkeq(tolua.type(got), "cc.Texture2D")
checkeq(got:getPixelsWide(), 8)
checkeq(cache:getTextureForKey("b.png"), got)
checkeq(missing, nil)
local now = 0
cache:addImageAsync("b.png", function(texture) now = now + 1 end) -- cached: at once
checkeq(now, 1)
cache:addImageAsync("b.png") -- no callback is fine
checkerr("error in function 'cc.TextureCache:addImageAsync'", function() cache:addImageAsync({}) end)

-- removing
cache:removeTextureForKey("b.png")
checkeq(cache:getTextureForKey("b.png"), nil)
cache:removeTexture(a)
checkeq(cache:getTextureForKey("a.png"), nil)
kite.test.step(1)
checkeq(tolua.isnull(a), true, "nobody else held it")
cache:addImage("a.png")
cache:removeUnusedTextures()
checkeq(cache:getTextureForKey("a.png"), nil)

-- a load in flight when the spec ends: abandoned with the Director, its handler released
cache:addImageAsync("a.png", function() error("never called") end)

-- the default pixel format: cocos's numbers, recorded and reported (Kite keeps textures as RGBA8888)
checkeq(cc.TEXTURE2_D_PIXEL_FORMAT_RGB_A8888, 2)
checkeq(cc.TEXTURE2_D_PIXEL_FORMAT_RGB_A4444, 8)
checkeq(cc.TEXTURE2_D_PIXEL_FORMAT_DEFAULT, cc.TEXTURE2_D_PIXEL_FORMAT_AUTO)
checkeq(cc.Texture2D:getDefaultAlphaPixelFormat(), cc.TEXTURE2_D_PIXEL_FORMAT_AUTO)
cc.Texture2D:setDefaultAlphaPixelFormat(cc.TEXTURE2_D_PIXEL_FORMAT_RGB_A4444)
checkeq(cc.Texture2D:getDefaultAlphaPixelFormat(), cc.TEXTURE2_D_PIXEL_FORMAT_RGB_A4444)
checkeq(cc.Director:getInstance():getTextureCache():addImage("b.png"):getPixelsWide(), 8)
cc.Texture2D:setDefaultAlphaPixelFormat(cc.TEXTURE2_D_PIXEL_FORMAT_BGR_A8888)
checkeq(cc.Texture2D:getDefaultAlphaPixelFormat(), 1)
checkerr("unknown pixel format 99", cc.Texture2D.setDefaultAlphaPixelFormat, cc.Texture2D, 99)
cc.Texture2D:setDefaultAlphaPixelFormat(cc.TEXTURE2_D_PIXEL_FORMAT_DEFAULT)
checkeq(cc.ANIMATION_FRAME_DISPLAYED_NOTIFICATION, "CCAnimationFrameDisplayedNotification")
