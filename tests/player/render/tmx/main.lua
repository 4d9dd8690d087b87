-- Tile maps (assets/tmx, drawn by its make_maps.py): an orthogonal map from an external tileset with
-- margin and spacing (CSV ground, the eight flip combinations as XML tiles, a half-transparent base64
-- layer), edited at run time (a tile sprite turned, a tile set with flips, one removed); an isometric
-- map (base64 + zlib) with flipped tiles; a staggered one (base64 + gzip) through ccexp.TMXTiledMap,
-- reaching past the right edge (only its visible tiles are drawn).
local ASSETS = cc.FileUtils:getInstance():getDefaultResourceRootPath() .. "../../assets/tmx/"
local scene = cc.Scene:create()
scene:addChild(cc.LayerColor:create(cc.c4b(30, 40, 50, 255)))

local ortho = cc.TMXTiledMap:create(ASSETS .. "ortho.tmx")
ortho:setPosition(4, 68)
scene:addChild(ortho)
local ground = ortho:getLayer("ground")
ground:setTileGID(8, cc.p(5, 0), cc.TMX_TILE_DIAGONAL_FLAG + cc.TMX_TILE_HORIZONTAL_FLAG)
ground:removeTileAt(cc.p(0, 0))
local sprite = ground:getTileAt(cc.p(5, 5))
sprite:setAnchorPoint(cc.p(0.5, 0.5))
sprite:setPosition(sprite:getPositionX() + 4, sprite:getPositionY() + 4)
sprite:setRotation(45)

local iso = cc.TMXTiledMap:create(ASSETS .. "iso.tmx")
iso:setPosition(64, 70)
scene:addChild(iso)

local staggered = ccexp.TMXTiledMap:create(ASSETS .. "staggered.tmx")
staggered:setPosition(40, 8)
scene:addChild(staggered)

cc.Director:getInstance():runWithScene(scene)
