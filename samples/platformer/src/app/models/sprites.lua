-- sprites.lua -- the sprite sheet (res/sprites.png + .plist, drawn and packed by
-- tools/make_assets.py) and the animations made of its frames, kept in cc.AnimationCache as a cocos
-- game keeps them: the runner's idle, run, jump and fall, the coin's spin, the slime, the flag.

local sprites = {}

local ANIMATIONS = {
    -- name, frame name pattern, frames, seconds per frame
    {"idle", "hero_idle_%d.png", 2, 0.4},
    {"run", "hero_run_%d.png", 6, 0.07},
    {"jump", "hero_jump.png", 1, 0.1},
    {"fall", "hero_fall.png", 1, 0.1},
    {"coin", "coin_%d.png", 6, 0.08},
    {"slime", "slime_%d.png", 2, 0.25},
    {"flag", "flag_%d.png", 2, 0.3},
}

function sprites.load()
    local frameCache = cc.SpriteFrameCache:getInstance()
    frameCache:addSpriteFrames("sprites.plist")
    local animationCache = cc.AnimationCache:getInstance()
    for _, a in ipairs(ANIMATIONS) do
        local name, pattern, count, delay = a[1], a[2], a[3], a[4]
        local frames = {}
        for i = 1, count do
            local frameName = string.format(pattern, i)
            local frame = frameCache:getSpriteFrame(frameName)
            assert(frame, "sprites.plist has no frame " .. frameName)
            frames[i] = frame
        end
        animationCache:addAnimation(cc.Animation:createWithSpriteFrames(frames, delay), name)
    end
end

--- A sprite showing the sheet's frame `name` ("coin_1.png").
function sprites.new(name)
    return cc.Sprite:createWithSpriteFrameName(name)
end

--- The cached animation `name` played once (cc.Animate), or looped for ever.
function sprites.animate(name)
    return cc.Animate:create(cc.AnimationCache:getInstance():getAnimation(name))
end

function sprites.loop(name)
    return cc.RepeatForever:create(sprites.animate(name))
end

return sprites
