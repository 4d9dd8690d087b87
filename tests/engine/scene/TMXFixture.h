// tests/engine/scene/TMXFixture.h — a running engine with fake images, a folder for .tmx/.tsx files
// and the errors logged, for the tile-map tests; and small map texts.
#pragma once

#include "base/Log.h"

#include "EngineTest.h"
#include "FakePlatform.h"

#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

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

class TMXTest : public EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = ::testing::TempDir() + "kite_tmx_" + info->test_suite_name() + "_" + info->name();
        ASSERT_EQ(std::system(("rm -rf '" + dir + "' && mkdir -p '" + dir + "'").c_str()), 0);
        loader.sizes[dir + "/tiles.png"] = {64, 32};
        previous = cc::setLogHandler([this](cc::LogLevel level, const char* message) {
            if (level == cc::LogLevel::Error) errors.push_back(message);
        });
    }
    void TearDown() override {
        cc::setLogHandler(previous);
        EngineTest::TearDown();
    }
    /// Writes @p text to dir/@p name; returns the path.
    std::string write(const std::string& name, const std::string& text) {
        std::string path = dir + "/" + name;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }
    std::string loggedErrors() const {
        std::string all;
        for (const std::string& e : errors)
            all += e + "\n";
        return all;
    }

    FakeTextureLoader loader;
    std::string dir;
    std::vector<std::string> errors;
    cc::LogHandler previous;
};

} // namespace test
} // namespace kite
