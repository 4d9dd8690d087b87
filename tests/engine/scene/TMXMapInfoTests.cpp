// tests/engine/scene/TMXMapInfoTests.cpp — reading .tmx/.tsx files: every layer encoding, the
// orientations, objects and properties as cocos2d-x 3.17 gives them, external tilesets, and the
// errors (each naming the file and line).
#include "scene/TMXMapInfo.h"

#include "TMXFixture.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace {

using kite::test::kTileset;
using kite::test::tmxLayer;
using kite::test::tmxMap;

const std::vector<std::uint32_t> kGids = {1, 2, 3, 4, 5, 6, 0, 1u | cc::kTMXTileHorizontalFlag};

class TMXMapInfoTest : public kite::test::TMXTest {
protected:
    cc::TMXMapInfo* read(const std::string& text, const std::string& name = "map.tmx") {
        std::string error;
        cc::TMXMapInfo* info = cc::TMXMapInfo::read(write(name, text), &error);
        EXPECT_NE(info, nullptr) << error;
        return info;
    }
    std::string errorFor(const std::string& text, const std::string& name = "bad.tmx") {
        std::string error;
        EXPECT_EQ(cc::TMXMapInfo::read(write(name, text), &error), nullptr) << "accepted:\n" << text;
        return error;
    }
};

TEST_F(TMXMapInfoTest, ReadsEveryLayerEncoding) {
    const std::string xmlTiles = R"(<tile gid="1"/><tile gid="2"/><tile gid="3"/><tile gid="4"/>)"
                                 R"(<tile gid="5"/><tile gid="6"/><tile/><tile gid="2147483649"/>)";
    const std::string layers =
        tmxLayer("xml", "", xmlTiles) + tmxLayer("csv", R"(encoding="csv")", kite::test::kCsv) +
        tmxLayer("b64", R"(encoding="base64")", kite::test::kBase64) +
        tmxLayer("zlib", R"(encoding="base64" compression="zlib")", kite::test::kBase64Zlib) +
        tmxLayer("gzip", R"(encoding="base64" compression="gzip")", kite::test::kBase64Gzip);
    cc::TMXMapInfo* info = read(tmxMap(kTileset + layers));
    ASSERT_NE(info, nullptr);
    ASSERT_EQ(info->getLayers().size(), 5);
    for (cc::TMXLayerInfo* layer : info->getLayers())
        EXPECT_EQ(layer->_tiles, kGids) << layer->_name;
    EXPECT_EQ(info->getLayers().at(0)->_name, "xml");
    EXPECT_EQ(info->getLayers().at(0)->_layerSize.width, 4.0f);
}

TEST_F(TMXMapInfoTest, XmlTilesLeftOutAreEmpty) {
    cc::TMXMapInfo* info = read(tmxMap(kTileset + tmxLayer("l", "", R"(<tile gid="3"/>)")));
    ASSERT_NE(info, nullptr);
    EXPECT_EQ(info->getLayers().at(0)->_tiles, (std::vector<std::uint32_t>{3, 0, 0, 0, 0, 0, 0, 0}));
}

TEST_F(TMXMapInfoTest, ReadsOrientationsAndStagger) {
    const std::string body = kTileset + tmxLayer("l", R"(encoding="csv")", kite::test::kCsv);
    EXPECT_EQ(read(tmxMap(body, "orthogonal"))->getOrientation(), cc::TMXOrientationOrtho);
    EXPECT_EQ(read(tmxMap(body, "isometric"))->getOrientation(), cc::TMXOrientationIso);
    cc::TMXMapInfo* staggered =
        read(tmxMap(body, "staggered", 4, 2, R"(staggeraxis="y" staggerindex="odd")"));
    EXPECT_EQ(staggered->getOrientation(), cc::TMXOrientationStaggered);
    EXPECT_EQ(staggered->getStaggerAxis(), cc::TMXStaggerAxis_Y);
    cc::TMXMapInfo* hex =
        read(tmxMap(body, "hexagonal", 4, 2, R"(hexsidelength="8" staggeraxis="x" staggerindex="even")"));
    EXPECT_EQ(hex->getOrientation(), cc::TMXOrientationHex);
    EXPECT_EQ(hex->getStaggerAxis(), cc::TMXStaggerAxis_X);
    EXPECT_EQ(hex->getStaggerIndex(), cc::TMXStaggerIndex_Even);
    EXPECT_EQ(hex->getHexSideLength(), 8);
}

TEST_F(TMXMapInfoTest, ReadsLayerAttributesAndProperties) {
    const std::string body =
        R"(<properties><property name="level" value="3"/><property name="note">two
lines</property></properties>)" +
        std::string(kTileset) +
        R"(<layer name="l" width="4" height="2" visible="0" opacity="0.5" x="1" y="2"><properties><property name="solid" value="true"/></properties><data encoding="csv">)" +
        kite::test::kCsv + "</data></layer>";
    cc::TMXMapInfo* info = read(tmxMap(body));
    ASSERT_NE(info, nullptr);
    EXPECT_EQ(info->getProperties().find("level")->text(), "3");
    EXPECT_TRUE(info->getProperties().find("level")->isString()) << "cocos keeps properties as strings";
    EXPECT_EQ(info->getProperties().find("note")->text(), "two\nlines");
    cc::TMXLayerInfo* layer = info->getLayers().at(0);
    EXPECT_FALSE(layer->_visible);
    EXPECT_EQ(layer->_opacity, 127);
    EXPECT_EQ(layer->_offset, cc::Vec2(1, 2));
    EXPECT_EQ(layer->getProperties().find("solid")->text(), "true");
}

TEST_F(TMXMapInfoTest, ReadsTilesetsAndTileProperties) {
    const std::string body =
        R"(<tileset firstgid="1" name="a" tilewidth="16" tileheight="16" margin="2" spacing="1"><image source="tiles.png" width="64" height="32"/><tile id="2"><properties><property name="kind" value="wall"/></properties></tile></tileset>)"
        R"(<tileset firstgid="9" name="b" tilewidth="8" tileheight="8"><image source="sub/more.png" width="16" height="16"/></tileset>)";
    cc::TMXMapInfo* info = read(tmxMap(body));
    ASSERT_NE(info, nullptr);
    ASSERT_EQ(info->getTilesets().size(), 2);
    cc::TMXTilesetInfo* a = info->getTilesets().at(0);
    EXPECT_EQ(a->_name, "a");
    EXPECT_EQ(a->_margin, 2);
    EXPECT_EQ(a->_spacing, 1);
    EXPECT_EQ(a->_sourceImage, dir + "/tiles.png") << "relative to the map";
    EXPECT_EQ(info->getTilesets().at(1)->_firstGid, 9u);
    EXPECT_EQ(info->getTilesets().at(1)->_sourceImage, dir + "/sub/more.png");
    EXPECT_EQ(info->getTileProperties().at(3).find("kind")->text(), "wall") << "gid = firstgid + id";
    // cocos's arithmetic: columns = (64 - 2 + 1) / 17 = 3; gid 5 is column 1 of row 1
    EXPECT_EQ(a->getRectForGID(5 | cc::kTMXTileVerticalFlag), cc::Rect(2 + 17, 2 + 17, 16, 16));
}

TEST_F(TMXMapInfoTest, ObjectsAreGivenAsCocosGivesThem) {
    const std::string body = std::string(kTileset) + R"(<objectgroup name="things" x="1" y="0">
  <properties><property name="layer" value="front"/></properties>
  <object id="7" name="door" type="exit" x="16.7" y="8" width="10" height="6"><properties><property name="to" value="b"/></properties></object>
  <object id="8" name="path" x="4" y="4"><polyline points="0,0 8.5,-3 16,4"/></object>
  <object id="9" name="zone" x="0" y="0"><polygon points="0,0 4,0 4,4"/></object>
  <object id="10" gid="3" x="32" y="32" width="16" height="16"/>
</objectgroup>)";
    cc::TMXMapInfo* info = read(tmxMap(body));
    ASSERT_NE(info, nullptr);
    ASSERT_EQ(info->getObjectGroups().size(), 1);
    cc::TMXObjectGroup* group = info->getObjectGroups().at(0);
    EXPECT_EQ(group->getGroupName(), "things");
    EXPECT_EQ(group->getPositionOffset(), cc::Vec2(16, 0)) << "cocos reads the group offset in tiles";
    EXPECT_EQ(group->getProperty("layer")->text(), "front");
    const cc::PlistValue* door = group->getObject("door");
    ASSERT_NE(door, nullptr);
    EXPECT_EQ(door->find("x")->number(), 16 + 16) << "whole pixels plus the group's offset";
    EXPECT_EQ(door->find("y")->number(), 32 - 8 - 6) << "y up from the map's bottom to the object's bottom";
    EXPECT_EQ(door->find("width")->number(), 10);
    EXPECT_EQ(door->find("type")->text(), "exit");
    EXPECT_EQ(door->find("id")->text(), "7");
    EXPECT_EQ(door->find("to")->text(), "b");
    const cc::PlistValue* path = group->getObject("path");
    ASSERT_NE(path, nullptr);
    const auto& points = path->find("polylinePoints")->array();
    ASSERT_EQ(points.size(), 3u);
    EXPECT_EQ(points[1].find("x")->number(), 8 + 16);
    EXPECT_EQ(points[1].find("y")->number(), -3) << "Tiled's offsets, y down, as cocos leaves them";
    EXPECT_EQ(group->getObject("zone")->find("points")->array().size(), 3u);
    EXPECT_EQ(group->getObjects().array().at(3).find("gid")->text(), "3");
    EXPECT_EQ(group->getObject("nobody"), nullptr);
}

TEST_F(TMXMapInfoTest, ReadsExternalTilesetsRelativeToThemselves) {
    ASSERT_EQ(std::system(("mkdir -p '" + dir + "/sets'").c_str()), 0);
    write(
        "sets/ground.tsx",
        R"(<?xml version="1.0"?><tileset name="ext" tilewidth="16" tileheight="16"><image source="../tiles.png" width="64" height="32"/><tile id="0"><properties><property name="p" value="v"/></properties></tile></tileset>)");
    cc::TMXMapInfo* info = read(tmxMap(R"(<tileset firstgid="5" source="sets/ground.tsx"/>)"));
    ASSERT_NE(info, nullptr);
    ASSERT_EQ(info->getTilesets().size(), 1);
    cc::TMXTilesetInfo* tileset = info->getTilesets().at(0);
    EXPECT_EQ(tileset->_name, "ext");
    EXPECT_EQ(tileset->_firstGid, 5u) << "the map's firstgid";
    EXPECT_EQ(tileset->_sourceImage, dir + "/sets/../tiles.png");
    EXPECT_EQ(info->getTileProperties().at(5).find("p")->text(), "v");
}

TEST_F(TMXMapInfoTest, ExternalTilesetLoopsAreErrors) {
    write("self.tsx", R"(<tileset source="self.tsx"/>)");
    std::string error = errorFor(tmxMap(R"(<tileset firstgid="1" source="self.tsx"/>)"));
    EXPECT_NE(error.find("self.tsx"), std::string::npos) << error;
    EXPECT_NE(error.find("loop"), std::string::npos) << error;
    write("a.tsx", R"(<tileset source="b.tsx"/>)");
    write("b.tsx", R"(<tileset source="a.tsx"/>)");
    error = errorFor(tmxMap(R"(<tileset firstgid="1" source="a.tsx"/>)"));
    EXPECT_NE(error.find("b.tsx:1:"), std::string::npos) << "names the file that closes the loop: " << error;
    error = errorFor(tmxMap(R"(<tileset firstgid="1" source="missing.tsx"/>)"));
    EXPECT_NE(error.find("bad.tmx:3:"), std::string::npos) << error;
    EXPECT_NE(error.find("missing.tsx"), std::string::npos) << error;
}

TEST_F(TMXMapInfoTest, BadInputIsAnErrorNamingFileAndLine) {
    const std::string csv = R"(encoding="csv")";
    struct Case {
        std::string text, expected;
    } cases[] = {
        {"<map", "not valid XML"},
        {"<tileset/>", "root element is not <map>"},
        {tmxMap("", "cubic"), "unsupported orientation 'cubic'"},
        {tmxMap("", "orthogonal", 0, 2), "width"},
        {tmxMap("", "orthogonal", 100000, 100000), "width"},
        {tmxMap(R"(<layer name="big" width="4096" height="4096"><data encoding="csv"></data></layer>)"),
         "over the"},
        {tmxMap(tmxLayer("l", csv, "1,2,3")), "CSV data holds 3 tiles, the layer 8"},
        {tmxMap(tmxLayer("l", csv, "1,2,x,4,5,6,7,8")), "'x' is not a gid"},
        {tmxMap(tmxLayer("l", csv, "1,2,3,4,5,6,7,8,9")), "more than the layer's 8"},
        {tmxMap(tmxLayer("l", csv, "1,2,3,4,5,6,7,99999999999")), "not a gid"},
        {tmxMap(tmxLayer("l", R"(encoding="base64")", "AQ!A")), "base64"},
        {tmxMap(tmxLayer("l", R"(encoding="base64")", "AQAAAAIAAAADAAAABAAAAAUAAAAGAAAAAAAAAA==")),
         "holds 7 tiles"},
        {tmxMap(tmxLayer("l", R"(encoding="base64" compression="zlib")", "eJxjZGBgYAJiZiBmAWJWIGZjgABGBoY=")),
         "zlib data"},
        {tmxMap(tmxLayer("l", R"(encoding="base64" compression="gzip")", kite::test::kBase64)), "gzip data"},
        {tmxMap(tmxLayer("l", R"(encoding="base64" compression="zstd")", kite::test::kBase64)), "'zstd'"},
        {tmxMap(tmxLayer("l", R"(encoding="hex")", "00")), "encoding 'hex'"},
        {tmxMap(R"(<layer name="l" width="4" height="2"/>)"), "has no <data>"},
        {tmxMap(R"(<tileset firstgid="1" name="t" tilewidth="0" tileheight="16"/>)"), "tilewidth"},
        {tmxMap("", "orthogonal", 4, 2, R"(infinite="1")"), "infinite"},
        {tmxMap(R"(<objectgroup><object x="nan"/></objectgroup>)"), "not a number"},
        {tmxMap(R"(<objectgroup><object><polygon points="1,2 3"/></object></objectgroup>)"), "not a point"},
    };
    for (const Case& c : cases) {
        const std::string error = errorFor(c.text);
        EXPECT_EQ(error.rfind(dir + "/bad.tmx:", 0), 0u) << error;
        EXPECT_NE(error.find(c.expected), std::string::npos) << "wanted '" << c.expected << "' in: " << error;
    }
}

TEST_F(TMXMapInfoTest, CompressedDataCannotInflateBeyondTheLayer) {
    // 100,000 gids zlib'd into a few hundred bytes, for a layer of 8
    const std::string bomb = "eNrtw0ENAAAMA6Grf9NTsR8krJ" + std::string(516, 'q') + "o+P826hrA=";
    const std::string error =
        errorFor(tmxMap(tmxLayer("l", R"(encoding="base64" compression="zlib")", bomb)));
    EXPECT_NE(error.find("inflates to more than 33 bytes"), std::string::npos) << error;
}

TEST_F(TMXMapInfoTest, CreateLogsOneErrorAndReadsXmlText) {
    EXPECT_EQ(cc::TMXMapInfo::create(write("bad.tmx", "<map")), nullptr);
    ASSERT_EQ(errors.size(), 1u) << loggedErrors();
    EXPECT_NE(errors[0].find("bad.tmx"), std::string::npos);
    cc::TMXMapInfo* info = cc::TMXMapInfo::createWithXML(tmxMap(kTileset), dir);
    ASSERT_NE(info, nullptr);
    EXPECT_EQ(info->getTilesets().at(0)->_sourceImage, dir + "/tiles.png") << "relative to the resource path";
    EXPECT_EQ(info->getMapSize(), cc::Size(4, 2));
    EXPECT_EQ(info->getTileSize(), cc::Size(16, 16));
}

} // namespace
