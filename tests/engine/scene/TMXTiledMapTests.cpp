// tests/engine/scene/TMXTiledMapTests.cpp — maps as nodes: layers (cc and experimental), cocos2d-x
// 3.17's tile positions per orientation, gids and flips, tile sprites, the visible range, and maps
// that cannot be built.
#include "base/AutoreleasePool.h"
#include "base/PoolManager.h"
#include "base/RefCensus.h"
#include "scene/FastTMXTiledMap.h"
#include "scene/Sprite.h"
#include "scene/TMXTiledMap.h"

#include "TMXFixture.h"

#include <gtest/gtest.h>

#include <string>

namespace {

using kite::test::kTileset;
using kite::test::tmxLayer;
using kite::test::tmxMap;

class TMXTiledMapTest : public kite::test::TMXTest {
protected:
    std::string mapFile(const std::string& orientation = "orthogonal", const std::string& extra = "") {
        const std::string body = std::string(kTileset) +
                                 R"(<properties><property name="name" value="m"/></properties>)" +
                                 tmxLayer("ground", R"(encoding="csv")", kite::test::kCsv) +
                                 tmxLayer("hidden", R"(encoding="csv")", kite::test::kCsv, R"(visible="0")") +
                                 tmxLayer("empty", R"(encoding="csv")", "0,0,0,0,0,0,0,0") +
                                 tmxLayer("top", R"(encoding="csv")", "0,0,0,0,0,0,0,8", R"(opacity="0.5")") +
                                 R"(<objectgroup name="spawn"><object name="p" x="0" y="0"/></objectgroup>)";
        return write("map.tmx", tmxMap(body, orientation, 4, 2, extra));
    }
};

TEST_F(TMXTiledMapTest, BuildsVisibleLayersAsCocosDoes) {
    cc::TMXTiledMap* map = cc::TMXTiledMap::create(mapFile());
    ASSERT_NE(map, nullptr) << loggedErrors();
    EXPECT_EQ(map->getMapSize(), cc::Size(4, 2));
    EXPECT_EQ(map->getTileSize(), cc::Size(16, 16));
    EXPECT_EQ(map->getMapOrientation(), cc::TMXOrientationOrtho);
    EXPECT_EQ(map->getContentSize(), cc::Size(64, 32));
    EXPECT_EQ(map->getLayerNum(), 3) << "ground, empty (counted, not made) and top";
    EXPECT_EQ(map->getChildrenCount(), 2);
    EXPECT_EQ(map->getLayer("hidden"), nullptr);
    EXPECT_EQ(map->getLayer("empty"), nullptr);
    cc::TMXLayer* ground = map->getLayer("ground");
    ASSERT_NE(ground, nullptr);
    EXPECT_EQ(ground->getTag(), 0);
    EXPECT_EQ(map->getLayer("top")->getLocalZOrder(), 2);
    EXPECT_EQ(map->getLayer("top")->getOpacity(), 127);
    EXPECT_EQ(ground->getTexture(), ground->tilesetTexture()) << "a SpriteBatchNode of its tileset";
    EXPECT_EQ(ground->getTileSet()->_name, "ground");
    EXPECT_EQ(ground->getLayerSize(), cc::Size(4, 2));
    EXPECT_EQ(ground->getMapTileSize(), cc::Size(16, 16));
    EXPECT_EQ(map->getProperty("name")->text(), "m");
    EXPECT_EQ(map->getProperty("none"), nullptr);
    EXPECT_EQ(map->getObjectGroup("spawn")->getObject("p")->find("y")->number(), 32);
    EXPECT_EQ(map->getObjectGroup("none"), nullptr);
    EXPECT_EQ(map->getResourceFile(), dir + "/map.tmx");
    EXPECT_TRUE(errors.empty()) << loggedErrors();
}

TEST_F(TMXTiledMapTest, GidsAndFlagsAsCocosReturnsThem) {
    cc::TMXTiledMap* map = cc::TMXTiledMap::create(mapFile());
    ASSERT_NE(map, nullptr) << loggedErrors();
    cc::TMXLayer* layer = map->getLayer("ground");
    cc::TMXTileFlags flags{};
    EXPECT_EQ(layer->getTileGIDAt(cc::Vec2(3, 1), &flags), 1u);
    EXPECT_EQ(flags, cc::kTMXTileHorizontalFlag);
    EXPECT_EQ(layer->getTileGIDAt(cc::Vec2(2, 0)), 3u);
    EXPECT_EQ(layer->getTileGIDAt(cc::Vec2(2, 1)), 0u);
    layer->setTileGID(7, cc::Vec2(2, 1),
                      static_cast<cc::TMXTileFlags>(cc::kTMXTileVerticalFlag | cc::kTMXTileDiagonalFlag));
    EXPECT_EQ(layer->getTileGIDAt(cc::Vec2(2, 1), &flags), 7u);
    EXPECT_EQ(flags, cc::kTMXTileVerticalFlag | cc::kTMXTileDiagonalFlag);
    layer->setTileGID(2u | cc::kTMXTileHorizontalFlag, cc::Vec2(0, 0));
    EXPECT_EQ(layer->getTileGIDAt(cc::Vec2(0, 0), &flags), 2u);
    EXPECT_EQ(flags, cc::kTMXTileHorizontalFlag);
    layer->removeTileAt(cc::Vec2(1, 0));
    EXPECT_EQ(layer->getTileGIDAt(cc::Vec2(1, 0)), 0u);
    EXPECT_TRUE(errors.empty()) << loggedErrors();
    // refused, logged, nothing changed
    layer->setTileGID(9, cc::Vec2(0, 0)); // the tileset has gids 1..8
    EXPECT_EQ(layer->getTileGIDAt(cc::Vec2(0, 0)), 2u);
    EXPECT_EQ(layer->getTileGIDAt(cc::Vec2(4, 0)), 0u);
    layer->removeTileAt(cc::Vec2(-1, 0));
    EXPECT_EQ(errors.size(), 3u) << loggedErrors();
}

TEST_F(TMXTiledMapTest, PositionsFollowEachOrientation) {
    cc::TMXTiledMap* ortho = cc::TMXTiledMap::create(mapFile());
    ASSERT_NE(ortho, nullptr) << loggedErrors();
    EXPECT_EQ(ortho->getLayer("ground")->getPositionAt(cc::Vec2(1, 0)), cc::Vec2(16, 16));
    EXPECT_EQ(ortho->getLayer("ground")->getPositionAt(cc::Vec2(3, 1)), cc::Vec2(48, 0));
    cc::TMXTiledMap* iso = cc::TMXTiledMap::create(mapFile("isometric"));
    ASSERT_NE(iso, nullptr);
    // (w/2 * (W + x - y - 1), h/2 * (2H - x - y - 2))
    EXPECT_EQ(iso->getLayer("ground")->getPositionAt(cc::Vec2(0, 0)), cc::Vec2(24, 16));
    EXPECT_EQ(iso->getLayer("ground")->getPositionAt(cc::Vec2(3, 1)), cc::Vec2(40, -16));
    cc::TMXTiledMap* staggered = cc::TMXTiledMap::create(mapFile("staggered"));
    ASSERT_NE(staggered, nullptr);
    EXPECT_EQ(staggered->getLayer("ground")->getPositionAt(cc::Vec2(1, 0)), cc::Vec2(16, 8));
    EXPECT_EQ(staggered->getLayer("ground")->getPositionAt(cc::Vec2(1, 1)), cc::Vec2(24, 0))
        << "odd rows shift";
    cc::TMXTiledMap* hex =
        cc::TMXTiledMap::create(mapFile("hexagonal", R"(hexsidelength="8" staggeraxis="y")"));
    ASSERT_NE(hex, nullptr);
    EXPECT_EQ(hex->getLayer("ground")->getPositionAt(cc::Vec2(1, 0)), cc::Vec2(16, 12));
    EXPECT_EQ(hex->getLayer("ground")->getPositionAt(cc::Vec2(1, 1)), cc::Vec2(24, 0));
    EXPECT_TRUE(errors.empty()) << loggedErrors();
}

TEST_F(TMXTiledMapTest, TileSpritesStandInForTheirTiles) {
    cc::TMXTiledMap* map = cc::TMXTiledMap::create(mapFile());
    ASSERT_NE(map, nullptr) << loggedErrors();
    cc::TMXLayer* layer = map->getLayer("ground");
    EXPECT_EQ(layer->getTileAt(cc::Vec2(2, 1)), nullptr) << "empty";
    cc::Sprite* tile = layer->getTileAt(cc::Vec2(1, 1));
    ASSERT_NE(tile, nullptr);
    EXPECT_EQ(layer->getTileAt(cc::Vec2(1, 1)), tile) << "made once";
    EXPECT_EQ(tile->getParent(), layer);
    EXPECT_EQ(tile->getTag(), 5);
    EXPECT_EQ(tile->getPosition(), cc::Vec2(16, 0));
    EXPECT_EQ(tile->getAnchorPoint(), cc::Vec2::ZERO);
    EXPECT_EQ(tile->getTextureRect(), cc::Rect(16, 16, 16, 16)) << "gid 6";
    EXPECT_TRUE(layer->drawnBySprite(5));
    cc::Sprite* flipped = layer->getTileAt(cc::Vec2(3, 1));
    ASSERT_NE(flipped, nullptr);
    EXPECT_TRUE(flipped->isFlippedX());
    layer->setTileGID(8u | cc::kTMXTileDiagonalFlag | cc::kTMXTileHorizontalFlag, cc::Vec2(1, 1));
    EXPECT_EQ(tile->getTextureRect(), cc::Rect(48, 16, 16, 16));
    EXPECT_EQ(tile->getRotation(), 90.0f) << "diagonal + horizontal: a quarter turn clockwise";
    EXPECT_FALSE(tile->isFlippedX());
    EXPECT_EQ(tile->getAnchorPoint(), cc::Vec2(0.5f, 0.5f));
    // removing the sprite removes the tile (cocos's removeChild)
    tile->removeFromParent();
    EXPECT_EQ(layer->getTileGIDAt(cc::Vec2(1, 1)), 0u);
    EXPECT_FALSE(layer->drawnBySprite(5));
    layer->removeTileAt(cc::Vec2(3, 1));
    EXPECT_EQ(flipped->getParent(), nullptr);
    EXPECT_EQ(layer->getChildrenCount(), 0);
    layer->getTileAt(cc::Vec2(0, 0));
    layer->removeAllChildren();
    EXPECT_EQ(layer->getTileGIDAt(cc::Vec2(0, 0)), 0u);
    EXPECT_TRUE(errors.empty()) << loggedErrors();
}

TEST_F(TMXTiledMapTest, OnlyTheTilesInARectangleAreVisited) {
    std::string csv;
    for (int i = 0; i < 256 * 256; ++i)
        csv += (i ? "," : "") + std::to_string(1 + i % 8);
    const std::string body = std::string(kTileset) +
                             R"(<layer name="big" width="256" height="256"><data encoding="csv">)" + csv +
                             "</data></layer>";
    cc::TMXTiledMap* map = cc::TMXTiledMap::create(write("big.tmx", tmxMap(body, "orthogonal", 256, 256)));
    ASSERT_NE(map, nullptr) << loggedErrors();
    cc::TMXLayer* layer = map->getLayer("big");
    // 960x640 points at (1000, 2000) from the map's bottom-left: 60x40 tiles and a margin of 2
    const cc::TMXLayerCore::Range range = layer->tilesIn(cc::Rect(1000, 2000, 960, 640));
    EXPECT_LE(range.count(), 66 * 46);
    EXPECT_GE(range.count(), 61 * 41);
    int visited = 0;
    layer->forEachVisibleTile(cc::Rect(1000, 2000, 960, 640), [&](const cc::TMXLayerCore::TileQuad& tile) {
        ++visited;
        EXPECT_TRUE(tile.quad.getMaxX() > 1000 - 32 && tile.quad.getMinX() < 1960 + 32);
    });
    EXPECT_EQ(visited, range.count());
    EXPECT_EQ(layer->tilesIn(cc::Rect(-5000, -5000, 10, 10)).count(), 0) << "off the map";
    cc::TMXTiledMap* iso = cc::TMXTiledMap::create(write("iso.tmx", tmxMap(body, "isometric", 256, 256)));
    ASSERT_NE(iso, nullptr);
    EXPECT_LE(iso->getLayer("big")->tilesIn(cc::Rect(2000, 1000, 960, 640)).count(), 130 * 130);
    EXPECT_GT(iso->getLayer("big")->tilesIn(cc::Rect(2000, 1000, 960, 640)).count(), 0);
}

TEST_F(TMXTiledMapTest, ExperimentalMapIsTheSameMapWithNodeLayers) {
    cc::experimental::TMXTiledMap* map = cc::experimental::TMXTiledMap::create(mapFile());
    ASSERT_NE(map, nullptr) << loggedErrors();
    cc::experimental::TMXLayer* layer = map->getLayer("ground");
    ASSERT_NE(layer, nullptr);
    EXPECT_EQ(dynamic_cast<cc::SpriteBatchNode*>(static_cast<cc::Node*>(layer)), nullptr);
    EXPECT_EQ(layer->getTileGIDAt(cc::Vec2(1, 0)), 2u);
    cc::Sprite* tile = layer->getTileAt(cc::Vec2(1, 0));
    ASSERT_NE(tile, nullptr);
    tile->removeFromParent();
    EXPECT_EQ(layer->getTileGIDAt(cc::Vec2(1, 0)), 0u);
    EXPECT_EQ(map->getLayerNum(), 3);
}

TEST_F(TMXTiledMapTest, MapsThatCannotBeBuiltLogOneErrorNamingTheFile) {
    struct Case {
        std::string body, expected;
    } cases[] = {
        {R"(<tileset firstgid="1" name="t" tilewidth="16" tileheight="16"><image source="nope.png"/></tileset>)" +
             tmxLayer("l", R"(encoding="csv")", kite::test::kCsv),
         "image '" + dir + "/nope.png' cannot be loaded"},
        {std::string(kTileset) + tmxLayer("l", R"(encoding="csv")", "1,2,3,4,5,6,7,9"),
         "gid 9, not in its tileset"},
        {tmxLayer("l", R"(encoding="csv")", kite::test::kCsv), "gid 1 is in no tileset"},
        {R"(<tileset firstgid="3" name="t" tilewidth="16" tileheight="16"><image source="tiles.png"/></tileset>)" +
             tmxLayer("l", R"(encoding="csv")", kite::test::kCsv),
         "gid 1, not in its tileset"},
        // Tiles wider than their image: the tileset has no tile (the fuzzer found them drawn past it).
        {R"(<tileset firstgid="1" name="t" tilewidth="84" tileheight="16"><image source="tiles.png"/></tileset>)" +
             tmxLayer("l", R"(encoding="csv")", "0,1,0,0,0,0,0,0"),
         "gid 1, not in its tileset"},
        {R"(<tileset firstgid="1" name="t" tilewidth="16" tileheight="16"/>)" +
             tmxLayer("l", R"(encoding="csv")", kite::test::kCsv),
         "has no <image>"},
    };
    for (const Case& c : cases) {
        errors.clear();
        EXPECT_EQ(cc::TMXTiledMap::create(write("bad.tmx", tmxMap(c.body))), nullptr) << c.body;
        ASSERT_FALSE(errors.empty());
        const std::string& last = errors.back();
        EXPECT_NE(last.find("TMXTiledMap: " + dir + "/bad.tmx: "), std::string::npos) << last;
        EXPECT_NE(last.find(c.expected), std::string::npos) << "wanted '" << c.expected << "' in: " << last;
        EXPECT_LE(errors.size(), 2u) << "the texture cache may say so too: " << loggedErrors();
    }
    errors.clear();
    EXPECT_EQ(cc::TMXTiledMap::create(dir + "/missing.tmx"), nullptr);
    EXPECT_EQ(cc::experimental::TMXTiledMap::createWithXML("<map>", dir), nullptr);
    EXPECT_EQ(errors.size(), 2u) << loggedErrors();
    EXPECT_NE(errors.back().find("ccexp.TMXTiledMap: TMX string:1:"), std::string::npos) << errors.back();
}

// Census: a map, its layers, tile sprites, object groups, tileset and map infos all die with it; the
// tileset texture stays only in the TextureCache.
TEST_F(TMXTiledMapTest, EverythingAMapMadeDiesWithIt) {
    const int before = cc::RefCensus::liveCount();
    for (int round = 0; round < 2; ++round) {
        cc::TMXMapNode* map = round == 0 ? static_cast<cc::TMXMapNode*>(cc::TMXTiledMap::create(mapFile()))
                                         : cc::experimental::TMXTiledMap::create(mapFile());
        ASSERT_NE(map, nullptr) << loggedErrors();
        map->retain();
        if (round == 0)
            static_cast<cc::TMXTiledMap*>(map)->getLayer("ground")->getTileAt(cc::Vec2(0, 0));
        else
            static_cast<cc::experimental::TMXTiledMap*>(map)->getLayer("ground")->getTileAt(cc::Vec2(0, 0));
        cc::PoolManager::getInstance()->getCurrentPool()->clear();
        EXPECT_GT(cc::RefCensus::liveCount(), before + 5) << "map, layers, sprite, group, tileset";
        map->release();
        EXPECT_EQ(cc::RefCensus::liveCount(), before + 1)
            << cc::RefCensus::report() << "(+1: the cached texture)";
    }
}

TEST_F(TMXTiledMapTest, CreateWithXMLReadsImagesFromTheResourcePath) {
    cc::TMXTiledMap* map = cc::TMXTiledMap::createWithXML(
        tmxMap(std::string(kTileset) + tmxLayer("l", R"(encoding="csv")", kite::test::kCsv)), dir);
    ASSERT_NE(map, nullptr) << loggedErrors();
    EXPECT_EQ(map->getLayer("l")->getTileSet()->_sourceImage, dir + "/tiles.png");
    EXPECT_EQ(map->getLayer("l")->getTileSet()->_imageSize, cc::Size(64, 32)) << "from the texture";
}

} // namespace
