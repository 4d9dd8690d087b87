-- Texture filtering: a texture is smooth when scaled (linear, cocos2d-x's default); after
-- setAliasTexParameters it is drawn with nearest-neighbour sampling (crisp pixel art).
-- The same 4x4 checker corner of quadrants.png, scaled 8x: smooth on the left, crisp on the right.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
local cache = cc.Director:getInstance():getTextureCache()
local smooth = cache:addImage(ASSETS .. "quadrants.png")
local crisp = cache:addImage(ASSETS .. "disc.png")
crisp:setAliasTexParameters()
assert(crisp:isAntiAlias() == false and smooth:isAntiAlias() == true)
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(50, 50, 50, 255)))
local left = cc.Sprite:createWithTexture(smooth, cc.rect(12, 12, 8, 8))
left:setPosition(40, 60)
left:setScale(8)
scene:addChild(left)
local right = cc.Sprite:createWithTexture(crisp)
right:setPosition(120, 60)
right:setScale(4)
scene:addChild(right)
local again = cc.Sprite:createWithTexture(crisp) -- every sprite of the texture is crisp
again:setPosition(120, 15)
again:setScale(1.5)
scene:addChild(again)
cc.Director:getInstance():runWithScene(scene)
