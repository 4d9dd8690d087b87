// tests/engine/scene/BitmapFontFixture.h — the bitmap-font tests' fixture (a FileEngineTest with a
// font page image) and a small .fnt description.
#pragma once

#include "FileEngineTest.h"

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

/// A FileEngineTest whose folder has the 64x32 page image kSampleFnt names.
class BitmapFontTest : public FileEngineTest {
protected:
    void SetUp() override {
        FileEngineTest::SetUp();
        loader.sizes[dir + "/font_0.png"] = {64, 32};
    }
};

} // namespace test
} // namespace kite
