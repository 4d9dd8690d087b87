-- The drawn side of the tile-map row (tests/bench/README.md, "Tile maps"): a 256x256 map of 8x8
-- tiles (the render test's squares, some flipped) scrolled diagonally each frame across a 960x640
-- screen. Run headless with a frame count and that screen size, and time it:
--   time build/<preset>/bin/kite --headless --frames 300 --size 960x640 tests/bench/tmx_scroll
-- and with `-- empty` for the same frames of an empty scene.
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../player/assets/tmx/"
local scene = cc.Scene:create()
cc.Director:getInstance():runWithScene(scene)
if (arg and arg[1]) == "empty" then return end

local SIDE = 256
local gids = {}
for i = 0, SIDE * SIDE - 1 do
    local gid = 1 + (i * 7) % 8
    if i % 5 == 0 then gid = gid + cc.TMX_TILE_HORIZONTAL_FLAG end
    gids[#gids + 1] = gid
end
local map = cc.TMXTiledMap:createWithXML(table.concat({
    '<map version="1.0" orientation="orthogonal" width="256" height="256" tilewidth="8" tileheight="8">',
    '<tileset firstgid="1" name="squares" tilewidth="8" tileheight="8" margin="1" spacing="1">',
    '<image source="squares.png"/></tileset>',
    '<layer name="ground" width="256" height="256"><data encoding="csv">', table.concat(gids, ","),
    "</data></layer></map>"}), ASSETS)
map:setScale(2) -- 16x16 on screen: 60x40 tiles visible
scene:addChild(map)
local frame = 0
scene:scheduleUpdateWithPriorityLua(function()
    frame = frame + 1
    map:setPosition(-((frame * 3) % (SIDE * 16 - 960)), -((frame * 2) % (SIDE * 16 - 640)))
end, 0)
