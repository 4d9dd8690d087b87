// tests/engine/scene/CharMapFileTests.cpp
#include "scene/CharMapFile.h"

#include "scene/BitmapFont.h"

#include "BitmapFontFixture.h"

#include <gtest/gtest.h>

namespace {

std::string charMap(const std::string& body) {
    return "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict>" + body + "</dict></plist>\n";
}

const char* kGood =
    "<key>version</key><integer>1</integer><key>textureFilename</key><string>digits.png</string>"
    "<key>itemWidth</key><integer>10</integer><key>itemHeight</key><integer>12</integer>"
    "<key>firstChar</key><integer>48</integer>";

} // namespace

using CharMapFileTest = kite::test::BitmapFontTest;

TEST_F(CharMapFileTest, ReadsTheImageNextToTheListAndTheCells) {
    cc::CharMapFile map;
    std::string error;
    ASSERT_TRUE(cc::CharMapFile::load(write("digits.plist", charMap(kGood)), &map, &error)) << error;
    EXPECT_EQ(map.texturePath, dir + "/digits.png");
    EXPECT_EQ(map.itemWidth, 10);
    EXPECT_EQ(map.itemHeight, 12);
    EXPECT_EQ(map.firstChar, 48);

    // cocos2d-x reads the numbers with Value::asInt: digits in a <string> do too.
    ASSERT_TRUE(cc::CharMapFile::load(
        write("strings.plist", charMap("<key>version</key><string>1</string><key>textureFilename</key>"
                                       "<string>d.png</string><key>itemWidth</key><real>8</real>"
                                       "<key>itemHeight</key><string>9</string><key>firstChar</key>"
                                       "<string>32</string>")),
        &map, &error))
        << error;
    EXPECT_EQ(map.itemWidth, 8);
    EXPECT_EQ(map.itemHeight, 9);
    EXPECT_EQ(map.firstChar, 32);

    loader.sizes[dir + "/digits.png"] = {50, 24};
    auto font = cc::BitmapFont::loadCharMapPlist(dir + "/digits.plist", &error);
    ASSERT_NE(font, nullptr) << error;
    cc::BitmapGlyph g;
    ASSERT_TRUE(font->findGlyph('5', &g));
    EXPECT_EQ(g.source, cc::Rect(0, 12, 10, 12));
}

TEST_F(CharMapFileTest, BadListsAreErrorsNamingTheFile) {
    const std::string v1 = "<key>version</key><integer>1</integer>";
    const std::string tex = "<key>textureFilename</key><string>d.png</string>";
    const std::string size =
        "<key>itemWidth</key><integer>10</integer><key>itemHeight</key><integer>12</integer>";
    struct Case {
        std::string body;
        std::string error;
    } cases[] = {
        {"<key>version</key><integer>2</integer>" + tex + size, "char map version 2 is not supported (1 is)"},
        {tex + size, "the char map has no 'version'"},
        {v1 + size + "<key>firstChar</key><integer>0</integer>", "the char map names no image"},
        {v1 + tex + "<key>itemWidth</key><integer>0</integer>",
         "the char map's 'itemWidth' (0) is out of range (1 to 16384)"},
        {v1 + tex + "<key>itemWidth</key><real>2.5</real>",
         "the char map's 'itemWidth' is not a whole number"},
        {v1 + tex + "<key>itemWidth</key><string>ten</string>",
         "the char map's 'itemWidth' is not a whole number"},
        {v1 + tex + size, "the char map has no 'firstChar'"},
        {v1 + tex + size + "<key>firstChar</key><integer>-1</integer>",
         "the char map's 'firstChar' (-1) is out of range"},
    };
    int n = 0;
    for (const Case& c : cases) {
        std::string path = write("bad" + std::to_string(n++) + ".plist", charMap(c.body));
        cc::CharMapFile map;
        std::string error;
        EXPECT_FALSE(cc::CharMapFile::load(path, &map, &error)) << c.body;
        EXPECT_EQ(error.rfind(path + ": " + c.error, 0), 0u) << "expected: " << c.error << "\ngot: " << error;
    }
    std::string array =
        write("array.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><array/></plist>\n");
    cc::CharMapFile map;
    std::string error;
    EXPECT_FALSE(cc::CharMapFile::load(array, &map, &error));
    EXPECT_EQ(error, array + ": the property list holds a <array>, not a char map's <dict>");
    EXPECT_FALSE(cc::CharMapFile::load(dir + "/none.plist", &map, &error));
    EXPECT_NE(error.find("none.plist"), std::string::npos) << error;
}
