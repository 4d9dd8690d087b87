-- display_calls_spec.lua -- the sprite, frame, image and animation calls cocos2d-x 3.17's framework
-- module display.lua makes (newSprite("#name"), newSpriteFrame, newFrames, newAnimation, loadImage,
-- getImage, loadSpriteFrames, removeSpriteFrames, the animation cache), made here in Kite's own
-- words. display.lua itself also needs the view (Director:getOpenGLView), which Kite does not have
-- yet; this spec pins the sprite-sheet half it relies on.

local director = cc.Director:getInstance()
director:runWithScene(cc.Scene:create())
kite.test.step(1)

local dir = os.tmpname()
os.remove(dir)
local plist = dir .. "_walk.plist"
local image = dir .. "_walk.png"
kite.test.image(image, 64, 32)
local f = assert(io.open(plist, "w"))
f:write('<?xml version="1.0"?><plist version="1.0"><dict><key>frames</key><dict>')
for i = 1, 3 do
    f:write(string.format('<key>walk_%02d.png</key><dict><key>frame</key><string>{{%d,0},{16,16}}</string>'
        .. '<key>offset</key><string>{0,0}</string><key>rotated</key><false/>'
        .. '<key>sourceSize</key><string>{16,16}</string></dict>', i, (i - 1) * 16))
end
f:write('</dict><key>metadata</key><dict><key>format</key><integer>2</integer>',
    '<key>textureFileName</key><string>', image:match("[^/]+$"), '</string></dict></dict></plist>')
f:close()

local textureCache = director:getTextureCache()
local spriteFrameCache = cc.SpriteFrameCache:getInstance()
local animationCache = cc.AnimationCache:getInstance()

-- loadSpriteFrames(data, image): the sheet with its texture named
spriteFrameCache:addSpriteFrames(plist, image)

-- newSprite("#walk_01.png"): the name after '#' is a frame name
local sprite = cc.Sprite:createWithSpriteFrameName(string.sub("#walk_01.png", 2))
checkeq(tolua.type(sprite), "cc.Sprite")
checkeq(sprite:getContentSize().width, 16)
sprite:setPosition(10, 20)
sprite:setContentSize(cc.size(32, 32))
checkeq(sprite:getContentSize().width, 32)
-- a frame name that is not loaded gives nil (display raises its own error then)
checkeq(cc.Sprite:createWithSpriteFrameName("none.png"), nil)

-- newSprite(frame) / newSprite(texture): tolua.type tells which
local frame = spriteFrameCache:getSpriteFrame("walk_02.png")
checkeq(tolua.type(frame), "cc.SpriteFrame")
checkeq(tolua.type(cc.Sprite:createWithSpriteFrame(frame)), "cc.Sprite")
local texture = textureCache:addImage(image)
checkeq(tolua.type(texture), "cc.Texture2D")
checkeq(cc.Sprite:createWithTexture(texture):getContentSize().width, 64)

-- newSpriteFrame(texture, rect)
local made = cc.SpriteFrame:createWithTexture(texture, cc.rect(0, 16, 8, 8))
checkeq(made:getRect().y, 16)

-- newFrames("walk_%02d.png", 1, 3), reversed too
local frames = {}
for index = 1, 3 do
    frames[#frames + 1] = spriteFrameCache:getSpriteFrame(string.format("walk_%02d.png", index))
end
checkeq(#frames, 3)
checkeq(frames[3]:getRect().x, 32)

-- newAnimation(frames, time) returns an animation and a sprite on the first frame
local animation = cc.Animation:createWithSpriteFrames(frames, 0.1)
local first = cc.Sprite:createWithSpriteFrame(frames[1])
checknear(animation:getDelayPerUnit(), 0.1)
checkeq(#animation:getFrames(), 3)
checkeq(first:isFrameDisplayed(frames[1]), true)
director:getRunningScene():addChild(first)
first:runAction(cc.Animate:create(animation))
kite.test.step(1, 1 / 60) -- an action's first step starts its clock (as in cocos)
kite.test.step(1, 0.15)
checkeq(first:isFrameDisplayed(frames[2]), true, "the second frame shows after one delay")

-- setAnimationCache / getAnimationCache / removeAnimationCache
animationCache:addAnimation(animation, "walk")
checkeq(animationCache:getAnimation("walk"), animation)
animationCache:removeAnimation("walk")
checkeq(animationCache:getAnimation("walk"), nil)

-- loadImage(file) / loadImage(file, callback) / getImage / removeImage
checkeq(textureCache:addImage(image), texture)
local loaded
textureCache:addImageAsync(image, function(t) loaded = t end)
checkeq(loaded, texture, "a texture already cached is handed over at once (as in cocos)")
checkeq(textureCache:getTextureForKey(image), texture)

-- removeSpriteFrames(data, image) / removeSpriteFrame(name) / removeUnusedSpriteFrames
spriteFrameCache:removeSpriteFrameByName("walk_03.png")
checkeq(spriteFrameCache:getSpriteFrame("walk_03.png"), nil)
spriteFrameCache:removeSpriteFramesFromFile(plist)
checkeq(spriteFrameCache:getSpriteFrame("walk_01.png"), nil)
checkeq(spriteFrameCache:isSpriteFramesWithFileLoaded(plist), false)
first:removeFromParent()
sprite, first, animation, frames, frame, made, loaded = nil, nil, nil, nil, nil, nil, nil
collectgarbage()
spriteFrameCache:removeUnusedSpriteFrames()
textureCache:removeTextureForKey(image)
texture = nil
collectgarbage()
textureCache:removeUnusedTextures()
checkeq(textureCache:getTextureForKey(image), nil)

os.remove(plist)
os.remove(image)
