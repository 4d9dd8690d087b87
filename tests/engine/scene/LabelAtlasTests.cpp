// tests/engine/scene/LabelAtlasTests.cpp
#include "scene/LabelAtlas.h"

#include "director/Director.h"
#include "scene/TextureCache.h"

#include "BitmapFontFixture.h"

#include <gtest/gtest.h>

using LabelAtlasTest = kite::test::BitmapFontTest;

TEST_F(LabelAtlasTest, OneCellPerByteRowByRow) {
    loader.sizes["digits.png"] = {40, 24}; // 4 x 2 cells of 10x12
    cc::LabelAtlas* label = cc::LabelAtlas::create("0158", "digits.png", 10, 12, '0');
    ASSERT_NE(label, nullptr) << loggedErrors();
    EXPECT_EQ(label->getString(), "0158");
    EXPECT_EQ(label->getContentSize(), cc::Size(40, 12));
    EXPECT_EQ(label->getAnchorPoint(), cc::Vec2::ZERO);
    EXPECT_EQ(label->getQuadsToDraw(), 4);
    const auto& quads = label->getAtlasQuads();
    ASSERT_EQ(quads.size(), 4u);
    EXPECT_EQ(quads[0].quad, cc::Rect(0, 0, 10, 12));
    EXPECT_EQ(quads[0].source, cc::Rect(0, 0, 10, 12));
    EXPECT_EQ(quads[1].source, cc::Rect(10, 0, 10, 12));
    EXPECT_EQ(quads[2].quad, cc::Rect(20, 0, 10, 12));
    EXPECT_EQ(quads[2].source, cc::Rect(10, 12, 10, 12)); // '5': the second row
    EXPECT_EQ(quads[3].source, cc::Rect());               // '8' is past the 8 cells: nothing
    label->setString("7/");
    EXPECT_EQ(label->getContentSize(), cc::Size(20, 12));
    EXPECT_EQ(label->getQuadsToDraw(), 2);
    EXPECT_EQ(label->getAtlasQuads()[0].source, cc::Rect(30, 12, 10, 12));
    EXPECT_EQ(label->getAtlasQuads()[1].source, cc::Rect()); // below the start: wraps to 255, past the image
    scene->addChild(label);
    step(0.1f);
}

TEST_F(LabelAtlasTest, FromATextureAListOrEmpty) {
    loader.sizes[dir + "/digits.png"] = {40, 24};
    std::string plist =
        write("digits.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict>"
                              "<key>version</key><integer>1</integer><key>textureFilename</key>"
                              "<string>digits.png</string><key>itemWidth</key><integer>10</integer>"
                              "<key>itemHeight</key><integer>12</integer><key>firstChar</key>"
                              "<integer>48</integer></dict></plist>\n");
    cc::LabelAtlas* fromList = cc::LabelAtlas::create("42", plist);
    ASSERT_NE(fromList, nullptr) << loggedErrors();
    EXPECT_EQ(fromList->getTexture()->getPath(), dir + "/digits.png");
    EXPECT_EQ(fromList->getAtlasQuads()[0].source, cc::Rect(0, 12, 10, 12));

    cc::LabelAtlas* empty = cc::LabelAtlas::create();
    ASSERT_NE(empty, nullptr);
    EXPECT_EQ(empty->getTexture(), nullptr);
    empty->setString("12"); // no char map yet: nothing to show, and no crash
    EXPECT_EQ(empty->getContentSize(), cc::Size(0, 0));
    cc::Texture2D* texture = director->getTextureCache()->addImage(dir + "/digits.png");
    ASSERT_TRUE(empty->initWithString("3", texture, 20, 12, '0'));
    EXPECT_EQ(empty->getContentSize(), cc::Size(20, 12));
    EXPECT_EQ(empty->getAtlasQuads()[0].source, cc::Rect(20, 12, 20, 12));
}

TEST_F(LabelAtlasTest, BadCharMapsAreLoggedErrorsNamingTheFile) {
    EXPECT_EQ(cc::LabelAtlas::create("1", "missing.png", 10, 10, '0'), nullptr);
    EXPECT_NE(loggedErrors().find("LabelAtlas: missing.png: the char map image cannot be loaded"),
              std::string::npos)
        << loggedErrors();
    std::string plist = write("bad.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict>"
                                           "<key>version</key><integer>7</integer></dict></plist>\n");
    EXPECT_EQ(cc::LabelAtlas::create("1", plist), nullptr);
    EXPECT_NE(loggedErrors().find("LabelAtlas: " + plist + ": char map version 7 is not supported"),
              std::string::npos)
        << loggedErrors();
}
