// tests/engine/scene/BitmapFontFixture.h — a running engine with fake images, a folder for font
// files and the errors logged, for the bitmap-font tests; and a small .fnt description.
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

/// Three characters on one 64x32 page: 'A' and 'B' (8x10 images, 1 right and 2 down from the pen,
/// advancing 10), a space advancing 5; "AB" kerns by -2; lines are 12 apart.
constexpr const char* kSampleFnt =
    R"(info face="Kite Test" size=16 bold=0 italic=0 padding=0,0,0,0 spacing=1,1
common lineHeight=12 base=10 scaleW=64 scaleH=32 pages=1 packed=0
page id=0 file="font_0.png"
chars count=3
char id=65   x=0  y=0  width=8 height=10 xoffset=1 yoffset=2 xadvance=10 page=0 chnl=15
char id=66   x=8  y=0  width=8 height=10 xoffset=1 yoffset=2 xadvance=10 page=0 chnl=15
char id=32   x=0  y=0  width=0 height=0  xoffset=0 yoffset=0 xadvance=5  page=0 chnl=15
kernings count=1
kerning first=65 second=66 amount=-2
)";

class BitmapFontTest : public EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = ::testing::TempDir() + "kite_bmfont_" + info->test_suite_name() + "_" + info->name();
        ASSERT_EQ(std::system(("mkdir -p '" + dir + "'").c_str()), 0);
        loader.sizes[dir + "/font_0.png"] = {64, 32};
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
    /// The errors logged so far, one per line.
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
