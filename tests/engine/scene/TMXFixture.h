// tests/engine/scene/TMXFixture.h — the tile-map tests' fixture (a FileEngineTest with a tileset
// image) and small map texts.
#pragma once

#include "FileEngineTest.h"

#include <string>

namespace kite {
namespace test {

/// tiles.png: 64x32, eight 16x16 tiles (gids 1..8 from firstgid 1).
constexpr const char* kTileset =
    R"(<tileset firstgid="1" name="ground" tilewidth="16" tileheight="16"><image source="tiles.png" width="64" height="32"/></tileset>)";

/// A map of @p width x @p height 16x16 tiles around @p body (tilesets, layers, groups).
inline std::string tmxMap(const std::string& body, const std::string& orientation = "orthogonal",
                          int width = 4, int height = 2, const std::string& extra = "") {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.0" orientation=")" +
           orientation + R"(" width=")" + std::to_string(width) + R"(" height=")" + std::to_string(height) +
           R"(" tilewidth="16" tileheight="16" )" + extra + ">\n" + body + "\n</map>\n";
}

/// A 4x2 layer named @p name whose <data> has @p attributes and @p text.
inline std::string tmxLayer(const std::string& name, const std::string& attributes, const std::string& text,
                            const std::string& layerAttributes = "") {
    return R"(<layer name=")" + name + R"(" width="4" height="2" )" + layerAttributes + "><data " +
           attributes + ">" + text + "</data></layer>";
}

/// The gids 1 2 3 4 / 5 6 0 1|H of the tests' 4x2 layers in each encoding.
constexpr const char* kCsv = "1,2,3,4,\n5,6,0,2147483649";
constexpr const char* kBase64 = "AQAAAAIAAAADAAAABAAAAAUAAAAGAAAAAAAAAAEAAIA=";
constexpr const char* kBase64Zlib = "eJxjZGBgYAJiZiBmAWJWIGZjgABGBoYGAAIsAJc=";
constexpr const char* kBase64Gzip = "H4sIAAAAAAACA2NkYGBgAmJmIGYBYlYgZmOAAEYGhgYA/3QoPSAAAAA=";

/// A FileEngineTest whose folder has the 64x32 tiles.png kTileset names.
class TMXTest : public FileEngineTest {
protected:
    void SetUp() override {
        FileEngineTest::SetUp();
        loader.sizes[dir + "/tiles.png"] = {64, 32};
    }
};

} // namespace test
} // namespace kite
