-- animation_spec.lua -- cc.Animation, cc.AnimationFrame, cc.AnimationCache and cc.Animate from Lua.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
kite.test.image("strip.png", 64, 16)

local tex = director:getTextureCache():addImage("strip.png")
local frames = {}
for i = 0, 3 do
    frames[#frames + 1] = cc.SpriteFrame:createWithTexture(tex, cc.rect(i * 16, 0, 16, 16))
    frames[#frames]:retain() -- kept for the whole spec, as a cocos2d-x game would
end

local animation = cc.Animation:createWithSpriteFrames(frames, 0.1, 2)
checkeq(tolua.type(animation), "cc.Animation")
checknear(animation:getDuration(), 0.4)
checkeq(animation:getLoops(), 2)
checkeq(animation:getTotalDelayUnits(), 4)
checkeq(#animation:getFrames(), 4)
checkeq(tolua.type(animation:getFrames()[1]), "cc.AnimationFrame")
checkeq(animation:getFrames()[2]:getSpriteFrame(), frames[2])
checkeq(#cc.Animation:createWithSpriteFrames(frames):getFrames(), 4)
animation:setDelayPerUnit(0.05)
animation:setLoops(1)
animation:setRestoreOriginalFrame(true)
checkeq(animation:getRestoreOriginalFrame(), true)
local cache = cc.AnimationCache:getInstance()
cache:addAnimation(animation, "walk") -- the cache keeps it past this frame
local copy = animation:clone()
checkeq(#copy:getFrames(), 4)
checkeq(copy:getDelayPerUnit(), animation:getDelayPerUnit())

-- user info and the notification
local f = cc.AnimationFrame:create(frames[1], 2, {name = "step", strength = 3, tags = {"a", "b"}})
checkeq(f:getDelayUnits(), 2)
local info = f:getUserInfo()
checkeq(info.name, "step")
checkeq(info.strength, 3)
checkeq(info.tags[2], "b")
f:setUserInfo({sound = "boom"})
checkeq(f:getUserInfo().sound, "boom")
checkeq(f:getUserInfo().name, nil)
checkerr("userInfo must be a table", function() f:setUserInfo({[f] = 1}) end)
checkeq(cc.Animation:create({f, cc.AnimationFrame:create(frames[2], 1)}, 0.1):getTotalDelayUnits(), 3)
checkerr("error in function 'cc.Animation:create'", function() cc.Animation:create({1, 2}, 0.1) end)

local notified = {}
local listener = cc.EventListenerCustom:create("CCAnimationFrameDisplayedNotification", function(event)
    notified[#notified + 1] = event:getEventName()
end)
director:getEventDispatcher():addEventListenerWithFixedPriority(listener, 1)

-- Animate: frames in turn, restore at the end, reverse
local sprite = cc.Sprite:createWithTexture(tex, cc.rect(0, 0, 64, 16))
scene:addChild(sprite)
local animate = cc.Animate:create(animation)
checkeq(tolua.type(animate), "cc.Animate")
checkeq(animate:getAnimation(), animation)
checknear(animate:getDuration(), 0.2)
sprite:runAction(animate)
kite.test.step(1, 0.06)
checkeq(sprite:isFrameDisplayed(frames[2]), true)
kite.test.step(1, 0.1)
checkeq(sprite:isFrameDisplayed(frames[4]), true)
kite.test.step(2, 0.1)
checkeq(sprite:getTextureRect().width, 64, "the original frame is back")

local announced = cc.AnimationFrame:create(frames[1], 1, {sound = "boom"})
sprite:runAction(cc.Animate:create(cc.Animation:create({announced, cc.AnimationFrame:create(frames[2], 1)}, 0.1)))
kite.test.step(1, 0.01)
checkeq(#notified, 1, "the frame with user info was announced")
checkeq(notified[1], "CCAnimationFrameDisplayedNotification")
sprite:stopAllActions()

local back = cc.Animate:create(cc.Animation:createWithSpriteFrames(frames, 0.1)):reverse()
checkeq(tolua.type(back), "cc.Animate")
sprite:runAction(back)
kite.test.step(1, 0.01)
checkeq(sprite:isFrameDisplayed(frames[4]), true)

-- the cache
checkeq(cache:getAnimation("walk"), animation)
sprite:setDisplayFrameWithAnimationName("walk", 2)
checkeq(sprite:isFrameDisplayed(frames[3]), true)
cache:removeAnimation("walk")
checkeq(cache:getAnimation("walk"), nil)
checkeq(cache:addAnimations("no_such.plist"), false)

-- a target that dies mid-animation stops cleanly
local doomed = cc.Sprite:createWithTexture(tex)
scene:addChild(doomed)
doomed:runAction(cc.RepeatForever:create(cc.Animate:create(cc.Animation:createWithSpriteFrames(frames, 0.05))))
kite.test.step(3, 0.03)
doomed:removeFromParent()
kite.test.step(3, 0.03)
checkeq(tolua.isnull(doomed), true)
director:getEventDispatcher():removeEventListener(listener)
for _, frame in ipairs(frames) do frame:release() end
