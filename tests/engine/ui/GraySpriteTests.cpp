// tests/engine/ui/GraySpriteTests.cpp — ui::GraySprite: a Sprite with a grey flag that its texture,
// rect and lifetime ignore, and the luminance its tint takes.
#include "scene/Texture2D.h"
#include "ui/GraySprite.h"

#include "EngineTest.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

namespace {

class GraySpriteTest : public kite::test::EngineTest {
protected:
    kite::test::FakeTextureLoader loader; // tiles.png is 256 x 256
};

TEST_F(GraySpriteTest, IsASpriteWhoseGreyFlagChangesNothingElse) {
    cc::ui::GraySprite* sprite = cc::ui::GraySprite::create();
    ASSERT_NE(sprite, nullptr);
    EXPECT_FALSE(sprite->isGray());
    sprite->setTexture("tiles.png");
    const cc::Texture2D* texture = sprite->getTexture();
    sprite->setTextureRect(cc::Rect(0, 0, 32, 16));
    sprite->setGray(true);
    EXPECT_TRUE(sprite->isGray());
    EXPECT_EQ(sprite->getTexture(), texture);
    EXPECT_EQ(sprite->getTextureRect(), cc::Rect(0, 0, 32, 16));
    EXPECT_EQ(sprite->getContentSize(), cc::Size(32, 16));
    sprite->setGray(false);
    EXPECT_FALSE(sprite->isGray());
    // autoreleased: the census after the test finds nothing left
}

TEST_F(GraySpriteTest, LuminanceUsesCocosGreyShaderWeights) {
    EXPECT_EQ(cc::ui::grayLuminance(cc::Color3B(255, 255, 255)), 255);
    EXPECT_EQ(cc::ui::grayLuminance(cc::Color3B(0, 0, 0)), 0);
    EXPECT_EQ(cc::ui::grayLuminance(cc::Color3B(255, 0, 0)), 54);  // 0.2126
    EXPECT_EQ(cc::ui::grayLuminance(cc::Color3B(0, 255, 0)), 182); // 0.7152
    EXPECT_EQ(cc::ui::grayLuminance(cc::Color3B(0, 0, 255)), 18);  // 0.0722
}

} // namespace
