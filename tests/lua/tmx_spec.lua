-- tmx_spec.lua -- tile maps from Lua with cocos2d-x 3.17's names, arguments and results:
-- cc.TMXTiledMap (create, createWithXML, layers, object groups, properties as Lua tables),
-- cc.TMXLayer (gids and flags, setTileGID, tile sprites, positions), cc.TMXObjectGroup,
-- cc.TMXTilesetInfo, the cc.TMX_* constants, ccexp.TMXTiledMap / ccexp.TMXLayer, and bad maps.

local director = cc.Director:getInstance()
local scene = cc.Scene:create()
director:runWithScene(scene)
kite.test.step(1)
local files = cc.FileUtils:getInstance()
local dir = kite.test.workDir():gsub("/$", "") .. "/"
kite.test.image(dir .. "tiles.png", 64, 32) -- eight 16x16 tiles: gids 1..8

local H, V, D = cc.TMX_TILE_HORIZONTAL_FLAG, cc.TMX_TILE_VERTICAL_FLAG, cc.TMX_TILE_DIAGONAL_FLAG
checkeq(H, 0x80000000)
checkeq(V, 0x40000000)
checkeq(D, 0x20000000)
checkeq(cc.TMX_ORIENTATION_ORTHO, 0)
checkeq(cc.TMX_ORIENTATION_HEX, 1)
checkeq(cc.TMX_ORIENTATION_ISO, 2)
checkeq(cc.TMX_ORIENTATION_STAGGERED, 3)

local TMX = [[<?xml version="1.0" encoding="UTF-8"?>
<map version="1.0" orientation="orthogonal" width="4" height="2" tilewidth="16" tileheight="16">
 <properties><property name="music" value="cave.ogg"/><property name="level" value="2"/></properties>
 <tileset firstgid="1" source="ground.tsx"/>
 <layer name="ground" width="4" height="2">
  <properties><property name="solid" value="true"/></properties>
  <data encoding="csv">1,2,3,4,5,6,0,2147483649</data>
 </layer>
 <layer name="hidden" width="4" height="2" visible="0"><data encoding="csv">1,1,1,1,1,1,1,1</data></layer>
 <objectgroup name="spawns">
  <properties><property name="team" value="red"/></properties>
  <object id="1" name="player" type="hero" x="16" y="8" width="8" height="8"><properties><property name="hp" value="3"/></properties></object>
  <object id="2" name="path" x="0" y="0"><polyline points="0,0 16,8"/></object>
 </objectgroup>
</map>]]
local TSX = [[<?xml version="1.0"?>
<tileset name="ground" tilewidth="16" tileheight="16"><image source="tiles.png" width="64" height="32"/>
 <tile id="1"><properties><property name="kind" value="wall"/></properties></tile>
</tileset>]]
checkeq(files:writeStringToFile(TMX, dir .. "level.tmx"), true)
checkeq(files:writeStringToFile(TSX, dir .. "ground.tsx"), true)

-- cc.TMXTiledMap:create(tmxFile)
local map = cc.TMXTiledMap:create(dir .. "level.tmx")
checkeq(tolua.type(map), "cc.TMXTiledMap")
scene:addChild(map)
checkeq(map:getMapSize().width, 4)
checkeq(map:getMapSize().height, 2)
checkeq(map:getTileSize().width, 16)
checkeq(map:getMapOrientation(), cc.TMX_ORIENTATION_ORTHO)
checkeq(map:getLayerNum(), 1, "the hidden layer is not made")
checkeq(map:getContentSize().width, 64)
checkeq(map:getProperty("music"), "cave.ogg")
checkeq(map:getProperty("level"), "2", "properties are strings, as in cocos")
checkeq(map:getProperty("none"), nil)
checkeq(map:getProperties().music, "cave.ogg")
checkeq(map:getPropertiesForGID(2).kind, "wall")
checkeq(map:getPropertiesForGID(3), nil)
map:setProperties({music = "other.ogg"})
checkeq(map:getProperty("music"), "other.ogg")
checkeq(map:getProperty("level"), nil)

-- cc.TMXLayer
local layer = map:getLayer("ground")
checkeq(tolua.type(layer), "cc.TMXLayer")
checkeq(map:getLayer("hidden"), nil)
checkeq(map:getLayer("nothing"), nil)
checkeq(map:getChildByTag(0), layer)
checkeq(layer:getLayerName(), "ground")
checkeq(layer:getLayerSize().width, 4)
checkeq(layer:getMapTileSize().height, 16)
checkeq(layer:getProperty("solid"), "true")
checkeq(layer:getProperties().solid, "true")
checkeq(layer:setProperties({solid = "false", kind = "rock"}), layer)
checkeq(layer:getProperty("kind"), "rock")
checkerr("error in function 'cc.TMXLayer:setProperties': expects a table", function() layer:setProperties(1) end)
layer:setProperties({solid = "true"})
checkeq(layer:getTexture():getPixelsWide(), 64, "a SpriteBatchNode of the tileset")
local tileset = layer:getTileSet()
checkeq(tolua.type(tileset), "cc.TMXTilesetInfo")
local rect = tileset:getRectForGID(6)
checkeq(rect.x, 16)
checkeq(rect.y, 16)
checkeq(rect.width, 16)
-- getTileGIDAt(pos) -> gid; getTileGIDAt(pos, flags) -> gid, flags (cocos's manual form)
checkeq(layer:getTileGIDAt(cc.p(0, 0)), 1)
checkeq(select("#", layer:getTileGIDAt(cc.p(0, 0))), 1)
local gid, flags = layer:getTileGIDAt(cc.p(3, 1), 0)
checkeq(gid, 1)
checkeq(flags, H)
checkeq(layer:getTileGIDAt(cc.p(2, 1)), 0)
layer:setTileGID(7, cc.p(2, 1))
checkeq(layer:getTileGIDAt(cc.p(2, 1)), 7)
layer:setTileGID(7, cc.p(2, 1), V + D)
gid, flags = layer:getTileGIDAt(cc.p(2, 1), 0)
checkeq(gid, 7)
checkeq(flags, V + D)
layer:setTileGID(3 + H, cc.p(0, 0))
gid, flags = layer:getTileGIDAt(cc.p(0, 0), 0)
checkeq(gid, 3)
checkeq(flags, H)
layer:removeTileAt(cc.p(1, 0))
checkeq(layer:getTileGIDAt(cc.p(1, 0)), 0)
local p = layer:getPositionAt(cc.p(1, 0))
checkeq(p.x, 16)
checkeq(p.y, 16)
-- getTileAt: a Sprite child standing in for the tile
checkeq(layer:getTileAt(cc.p(1, 0)), nil, "no tile there")
local tile = layer:getTileAt(cc.p(1, 1))
checkeq(tolua.type(tile), "cc.Sprite")
checkeq(tile:getParent(), layer)
checkeq(layer:getTileAt(cc.p(1, 1)), tile)
checkeq(tile:getPositionX(), 16)
tile:runAction(cc.FadeOut:create(0.1))
tile:removeFromParent()
checkeq(layer:getTileGIDAt(cc.p(1, 1)), 0, "removing the sprite removes the tile")
checkerr("error in function 'cc.TMXLayer:getTileGIDAt'", function() layer:getTileGIDAt("x") end)
checkerr("error in function 'cc.TMXLayer:setTileGID'", function() layer:setTileGID(-1, cc.p(0, 0)) end)
kite.test.takeLogs()
layer:setTileGID(99, cc.p(0, 0))
checkeq(layer:getTileGIDAt(cc.p(0, 0)), 3)
local logs = table.concat(kite.test.takeLogs(), "\n")
checkeq(logs:find("gid 99 is not in layer 'ground''s tileset 'ground'", 1, true) ~= nil, true, logs)

-- cc.TMXObjectGroup: objects and properties as tables
local groups = map:getObjectGroups()
checkeq(#groups, 1)
local group = map:getObjectGroup("spawns")
checkeq(groups[1], group)
checkeq(tolua.type(group), "cc.TMXObjectGroup")
checkeq(group:getGroupName(), "spawns")
checkeq(group:getPositionOffset().x, 0)
checkeq(group:getProperty("team"), "red")
checkeq(group:getProperties().team, "red")
local player = group:getObject("player")
checkeq(player.x, 16)
checkeq(player.y, 32 - 8 - 8, "up from the map's bottom to the object's bottom")
checkeq(player.width, 8)
checkeq(player.type, "hero")
checkeq(player.id, "1")
checkeq(player.hp, "3")
checkeq(next(group:getObject("nobody")), nil, "an empty table, as cocos's empty ValueMap")
local objects = group:getObjects()
checkeq(#objects, 2)
checkeq(objects[2].polylinePoints[2].x, 16)
checkeq(objects[2].polylinePoints[2].y, 8)
group:setObjects({{name = "only"}})
checkeq(#group:getObjects(), 1)
checkeq(group:setProperties({team = "blue"}), group)
checkeq(group:getProperty("team"), "blue")
checkerr("error in function 'cc.TMXObjectGroup:setProperties': expects a table",
         function() group:setProperties("team") end)
checkerr("error in function 'cc.TMXObjectGroup:getProperty'", function() group.getProperty(layer, "team") end)
group:setGroupName("renamed")
checkeq(map:getObjectGroup("renamed"), group)

-- createWithXML(tmxString, resourcePath)
local fromText = cc.TMXTiledMap:createWithXML(TMX, dir)
checkeq(tolua.type(fromText), "cc.TMXTiledMap")
checkeq(fromText:getLayer("ground"):getTileGIDAt(cc.p(1, 0)), 2)

-- ccexp.TMXTiledMap / ccexp.TMXLayer: the same maps, the layers plain Nodes
local fast = ccexp.TMXTiledMap:create(dir .. "level.tmx")
checkeq(tolua.type(fast), "ccexp.TMXTiledMap")
local fastLayer = fast:getLayer("ground")
checkeq(tolua.type(fastLayer), "ccexp.TMXLayer")
checkeq(fastLayer.getTexture, nil, "not a SpriteBatchNode")
gid, flags = fastLayer:getTileGIDAt(cc.p(3, 1), 0)
checkeq(gid, 1)
checkeq(flags, H)
fastLayer:setTileGID(8, cc.p(0, 0), D)
checkeq(select(2, fastLayer:getTileGIDAt(cc.p(0, 0), 0)), D)
checkeq(fast:getObjectGroup("spawns"):getObject("player").hp, "3")
checkeq(fast:getProperty("music"), "cave.ogg")
checkeq(fastLayer:getProperty("solid"), "true")
fastLayer:setProperties({solid = "no"})
checkeq(fastLayer:getProperties().solid, "no")
checkerr("error in function 'ccexp.TMXTiledMap:setProperties': expects a table", function() fast:setProperties() end)
scene:addChild(fast)

-- maps that cannot be made: nil and one error naming the file
kite.test.takeLogs()
checkeq(cc.TMXTiledMap:create(dir .. "none.tmx"), nil)
files:writeStringToFile((TMX:gsub("ground.tsx", "loop.tsx")), dir .. "loop.tmx")
files:writeStringToFile([[<tileset source="loop.tsx"/>]], dir .. "loop.tsx")
checkeq(cc.TMXTiledMap:create(dir .. "loop.tmx"), nil)
files:writeStringToFile((TMX:gsub("2147483649", "99")), dir .. "badgid.tmx")
checkeq(ccexp.TMXTiledMap:create(dir .. "badgid.tmx"), nil)
logs = table.concat(kite.test.takeLogs(), "\n")
checkeq(logs:find("[error] TMXTiledMap: " .. dir .. "none.tmx: ", 1, true) ~= nil, true, logs)
checkeq(logs:find(dir .. "loop.tsx:1: external tileset 'loop.tsx' refers to itself", 1, true) ~= nil, true, logs)
checkeq(logs:find("[error] ccexp.TMXTiledMap: " .. dir .. "badgid.tmx: layer 'ground': the tile at (3,1) has gid 99",
                  1, true) ~= nil, true, logs)
checkerr("error in function 'cc.TMXTiledMap:create'", function() cc.TMXTiledMap:create({}) end)

-- the map draws and goes away with its scene
kite.test.step(2)
map:removeFromParent()
fast:removeFromParent()
