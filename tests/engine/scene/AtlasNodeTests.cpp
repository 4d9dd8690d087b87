// tests/engine/scene/AtlasNodeTests.cpp
#include "scene/AtlasNode.h"

#include "BitmapFontFixture.h"

#include <gtest/gtest.h>

using AtlasNodeTest = kite::test::BitmapFontTest;

TEST_F(AtlasNodeTest, HoldsItsTextureAndDrawsNoQuadsOfItsOwn) {
    loader.sizes["tiles.png"] = {64, 32};
    cc::AtlasNode* node = cc::AtlasNode::create("tiles.png", 16, 16, 8);
    ASSERT_NE(node, nullptr) << loggedErrors();
    EXPECT_EQ(node->getTexture()->getPath(), "tiles.png");
    EXPECT_EQ(node->getQuadsToDraw(), 8);
    EXPECT_EQ(node->getAnchorPoint(), cc::Vec2::ZERO);
    node->updateAtlasValues();
    EXPECT_TRUE(node->getAtlasQuads().empty()); // cocos2d-x's base class fills nothing either
    node->setQuadsToDraw(2);
    EXPECT_EQ(node->getQuadsToDraw(), 2);
    scene->addChild(node);
    step(0.1f);
}

TEST_F(AtlasNodeTest, BadImagesAndTileSizesAreLoggedErrors) {
    loader.sizes["tiles.png"] = {64, 32};
    EXPECT_EQ(cc::AtlasNode::create("missing.png", 16, 16, 1), nullptr);
    EXPECT_NE(loggedErrors().find("AtlasNode: missing.png: the image cannot be loaded"), std::string::npos)
        << loggedErrors();
    EXPECT_EQ(cc::AtlasNode::create("tiles.png", 16, 64, 1), nullptr);
    EXPECT_NE(loggedErrors().find("AtlasNode: tiles.png: items of 16x64 do not fit the image (64x32)"),
              std::string::npos)
        << loggedErrors();
    EXPECT_EQ(cc::AtlasNode::create("tiles.png", 0, 16, 1), nullptr);
}
