-- sprites.lua -- the sprite sheet and its animations. tools/make_assets.py draws every sprite and
-- animation frame and packs them into res/sprites.png + res/sprites.plist (TexturePacker's plist
-- format 2: frames trimmed to their pixels, some stored turned); sprites are made from its frames by
-- name, and the animations are kept in cc.AnimationCache, as a cocos2d-x game does it.

local sprites = {}

local ANIMATIONS = {
    -- name, frame name pattern, frames, seconds per frame
    {"flame", "flame_%d.png", 4, 0.05}, -- the exhaust's flicker (looped while thrusting)
    {"boom", "boom_%d.png", 8, 0.055},  -- an explosion (played once)
}

--- Loads the sheet into cc.SpriteFrameCache and registers the animations. Called once, before any
--- scene: the frames and animations stay for the whole run, so the census does not grow later.
function sprites.load()
    local frameCache = cc.SpriteFrameCache:getInstance()
    frameCache:addSpriteFrames("res/sprites.plist")
    local animationCache = cc.AnimationCache:getInstance()
    for _, a in ipairs(ANIMATIONS) do
        local name, pattern, count, delay = a[1], a[2], a[3], a[4]
        local frames = {}
        for i = 1, count do
            local frame = frameCache:getSpriteFrame(string.format(pattern, i))
            assert(frame, "res/sprites.plist has no frame " .. string.format(pattern, i))
            frames[i] = frame
        end
        animationCache:addAnimation(cc.Animation:createWithSpriteFrames(frames, delay), name)
    end
end

--- A sprite showing the sheet's frame `name` ("ship.png").
function sprites.new(name)
    return cc.Sprite:createWithSpriteFrameName(name)
end

--- A new Animate of the cached animation `name`.
function sprites.animate(name)
    return cc.Animate:create(cc.AnimationCache:getInstance():getAnimation(name))
end

return sprites
