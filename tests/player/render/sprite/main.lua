-- Sprite: a texture as is, a sub-rectangle, anchors, rotation, scale, flips, opacity and tint.
-- quadrants.png is 32x32: red top-left (with a black corner mark), green top-right, blue
-- bottom-left, white bottom-right.
-- `-- missing` leaves the 16x16 disc out and `-- moved` draws the flipped-X sprite 4 pixels to the
-- right: deliberately broken renders that the windowed comparison must reject.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/" -- shared, outside the game: by absolute path
-- `-- stats-on` / `-- stats-off` call cc.Director:setDisplayStats(true / false): the player's stats
-- overlay shows (or hides, despite --show-fps) as the game says.
local broken = arg[1]
if broken == "stats-on" or broken == "stats-off" then
    cc.Director:getInstance():setDisplayStats(broken == "stats-on")
end
local IMAGE = ASSETS .. "quadrants.png"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(50, 50, 50, 255)))
local function add(sprite, x, y)
    sprite:setPosition(x, y)
    scene:addChild(sprite)
    return sprite
end
add(cc.Sprite:create(IMAGE), 20, 100)                                  -- centred on its anchor
add(cc.Sprite:create(IMAGE, cc.rect(16, 0, 16, 16)), 60, 100):setScale(2) -- green quadrant, doubled
add(cc.Sprite:create(IMAGE), broken == "moved" and 104 or 100, 100):setFlippedX(true)
add(cc.Sprite:create(IMAGE), 140, 100):setFlippedY(true)
add(cc.Sprite:create(IMAGE), 20, 50):setRotation(45)
local corner = add(cc.Sprite:create(IMAGE), 60, 30)
corner:setAnchorPoint(cc.p(0, 0))                                       -- bottom-left at the position
add(cc.Sprite:create(IMAGE), 120, 50):setOpacity(128)
add(cc.Sprite:create(IMAGE), 140, 20):setColor(cc.c3b(255, 255, 0))    -- tint: white becomes yellow
if broken ~= "missing" then add(cc.Sprite:create(ASSETS .. "disc.png"), 100, 20) end -- alpha from the PNG
cc.Director:getInstance():runWithScene(scene)
