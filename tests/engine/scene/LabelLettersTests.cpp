// tests/engine/scene/LabelLettersTests.cpp
#include "scene/Label.h"

#include "scene/BitmapFont.h"
#include "scene/Sprite.h"

#include "BitmapFontFixture.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

namespace {

using LabelLetters = kite::test::BitmapFontTest;

} // namespace

TEST_F(LabelLetters, ASpritePerCharacterOnItsGlyph) {
    cc::Label* label = cc::Label::createWithBMFont(write("font.fnt", kite::test::kSampleFnt), "AB A");
    ASSERT_NE(label, nullptr) << loggedErrors();
    scene->addChild(label);
    cc::Sprite* b = label->getLetter(1);
    ASSERT_NE(b, nullptr);
    EXPECT_EQ(label->getLetter(1), b);
    EXPECT_EQ(b->getParent(), label);
    EXPECT_TRUE(label->hasLetterSprite(1));
    EXPECT_FALSE(label->hasLetterSprite(0));
    EXPECT_EQ(b->getTexture(), label->getBitmapFont()->getPage(0));
    EXPECT_EQ(b->getTextureRect(), cc::Rect(8, 0, 8, 10));
    EXPECT_EQ(b->getPosition(), cc::Vec2(13, 5)); // kerned: 1 + 10 - 2 right of the start, then half of 8
    EXPECT_EQ(label->getLetter(2), nullptr);      // the space has no glyph
    EXPECT_EQ(label->getLetter(4), nullptr);
    step(0.1f);

    label->setColor(cc::Color3B::RED); // the letter looks like the glyph it replaces
    label->setOpacity(100);
    EXPECT_EQ(b->getDisplayedColor(), cc::Color3B::RED);
    EXPECT_EQ(b->getDisplayedOpacity(), 100);

    b->setPosition(50, 50);
    b->setScale(3);
    label->setAlignment(cc::TextHAlignment::RIGHT); // a layout puts it back
    label->setDimensions(40, 12);
    EXPECT_EQ(b->getPosition(), cc::Vec2(40 - 32 + 13, 5)); // the line is 32 wide
    EXPECT_FLOAT_EQ(b->getScale(), 1.0f);
    label->setString("A");
    EXPECT_EQ(b->getTextureRect().size, cc::Size::ZERO); // its character is gone
    step(0.1f);
}

TEST_F(LabelLetters, RemovedLettersAreForgotten) {
    kite::test::FakeTextMeasurer measurer;
    cc::Label* label = cc::Label::createWithBMFont(write("font.fnt", kite::test::kSampleFnt), "AB");
    ASSERT_NE(label, nullptr) << loggedErrors();
    cc::Sprite* a = label->getLetter(0);
    a->removeFromParent();
    EXPECT_FALSE(label->hasLetterSprite(0));
    cc::Sprite* again = label->getLetter(0);
    ASSERT_NE(again, nullptr);
    label->getLetter(1);
    label->removeAllChildren();
    EXPECT_FALSE(label->hasLetterSprite(0));
    EXPECT_FALSE(label->hasLetterSprite(1));
    cc::Sprite* kept = label->getLetter(1);
    label->setSystemFontName("Arial"); // no glyphs any more: the sprite shows nothing
    EXPECT_EQ(kept->getTextureRect().size, cc::Size::ZERO);
    EXPECT_EQ(label->getLetter(0), nullptr); // system fonts have no letters, as in cocos2d-x
}
