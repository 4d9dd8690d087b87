// tests/engine/scene/LabelEffectsTests.cpp
#include "scene/Label.h"

#include "base/Log.h"

#include "BitmapFontFixture.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

namespace {

using LabelEffects = kite::test::BitmapFontTest;

} // namespace

TEST_F(LabelEffects, OutlineKeepsItsSizeAndGrowsTheText) {
    kite::test::FakeTextMeasurer measurer;
    cc::Label* label = cc::Label::createWithTTF("Hi", "fonts/arcade.ttf", 20);
    label->enableOutline(cc::Color4B::BLUE); // no size yet: nothing to keep, as in cocos2d-x
    EXPECT_EQ(label->getLabelEffectType(), cc::LabelEffect::NORMAL);
    label->enableOutline(cc::Color4B::RED, 3);
    EXPECT_EQ(label->getLabelEffectType(), cc::LabelEffect::OUTLINE);
    EXPECT_FLOAT_EQ(label->getOutlineSize(), 3.0f);
    EXPECT_EQ(label->getEffectColor(), cc::Color4F(cc::Color4B::RED));
    EXPECT_EQ(measurer.lastStyle.outlineSize, 3);
    label->enableOutline(cc::Color4B::BLUE); // -1: the size stays
    EXPECT_FLOAT_EQ(label->getOutlineSize(), 3.0f);
    EXPECT_EQ(label->getEffectColor(), cc::Color4F(cc::Color4B::BLUE));
    label->disableEffect(cc::LabelEffect::OUTLINE);
    EXPECT_EQ(label->getLabelEffectType(), cc::LabelEffect::NORMAL);
    EXPECT_EQ(measurer.lastStyle.outlineSize, 0);
}

TEST_F(LabelEffects, GlowReplacesTheOutline) {
    kite::test::FakeTextMeasurer measurer;
    cc::Label* label = cc::Label::createWithSystemFont("Hi", "Arial", 24);
    label->enableOutline(cc::Color4B::RED, 2);
    label->enableGlow(cc::Color4B::YELLOW);
    EXPECT_EQ(label->getLabelEffectType(), cc::LabelEffect::GLOW);
    EXPECT_EQ(label->getEffectColor(), cc::Color4F(cc::Color4B::YELLOW));
    EXPECT_EQ(label->getTextStyle().outlineSize, 0);
    EXPECT_EQ(label->getGlowRadius(), 3); // an eighth of the size
    label->disableEffect(cc::LabelEffect::GLOW);
    EXPECT_EQ(label->getLabelEffectType(), cc::LabelEffect::NORMAL);
}

TEST_F(LabelEffects, ShadowAndStyles) {
    kite::test::FakeTextMeasurer measurer;
    cc::Label* label = cc::Label::createWithTTF("Hi", "fonts/arcade.ttf", 20);
    EXPECT_FALSE(label->isShadowEnabled());
    label->enableShadow();
    EXPECT_TRUE(label->isShadowEnabled());
    EXPECT_EQ(label->getShadowOffset(), cc::Size(2, -2));
    EXPECT_EQ(label->getShadowColor(), cc::Color4F::BLACK);
    label->enableShadow(cc::Color4B(255, 0, 0, 128), cc::Size(3, -4), 5);
    EXPECT_EQ(label->getShadowOffset(), cc::Size(3, -4));
    EXPECT_FLOAT_EQ(label->getShadowBlurRadius(), 5.0f);
    EXPECT_EQ(label->getShadowColor(), cc::Color4F(cc::Color4B(255, 0, 0, 128)));
    EXPECT_EQ(label->getLabelEffectType(), cc::LabelEffect::NORMAL); // as cocos2d-x reports it

    label->enableBold();
    label->enableUnderline();
    label->enableStrikethrough();
    label->enableItalics();
    EXPECT_TRUE(measurer.lastStyle.bold);
    EXPECT_TRUE(measurer.lastStyle.underline);
    EXPECT_TRUE(measurer.lastStyle.strikethrough);
    EXPECT_FLOAT_EQ(label->getRotationSkewX(), 12.0f);
    EXPECT_FALSE(label->isShadowEnabled() &&
                 label->getShadowColor() == cc::Color4F::WHITE); // TTF bold is SDL_ttf's

    label->disableEffect();
    EXPECT_FALSE(label->isShadowEnabled());
    EXPECT_FALSE(measurer.lastStyle.bold);
    EXPECT_FALSE(measurer.lastStyle.underline);
    EXPECT_FALSE(measurer.lastStyle.strikethrough);
    EXPECT_FLOAT_EQ(label->getRotationSkewX(), 0.0f);
}

TEST_F(LabelEffects, BitmapFontsHaveShadowAndBoldOnly) {
    std::vector<std::string> warnings;
    cc::LogHandler errorsToo = cc::setLogHandler([&](cc::LogLevel level, const char* message) {
        if (level == cc::LogLevel::Warning) warnings.push_back(message);
    });
    cc::Label* label = cc::Label::createWithBMFont(write("font.fnt", kite::test::kSampleFnt), "AB");
    ASSERT_NE(label, nullptr) << loggedErrors();
    label->enableOutline(cc::Color4B::RED, 2);
    label->enableGlow(cc::Color4B::RED);
    label->enableUnderline();
    EXPECT_EQ(label->getLabelEffectType(), cc::LabelEffect::NORMAL);
    ASSERT_EQ(warnings.size(), 3u);
    EXPECT_NE(warnings[0].find("enableOutline"), std::string::npos) << warnings[0];

    label->enableShadow(cc::Color4B::GREEN);
    EXPECT_TRUE(label->isShadowEnabled());
    label->disableEffect(cc::LabelEffect::SHADOW);
    label->enableBold(); // cocos2d-x's bold: a white shadow 0.9 to the right, one more point apart
    EXPECT_TRUE(label->isShadowEnabled());
    EXPECT_EQ(label->getShadowColor(), cc::Color4F::WHITE);
    EXPECT_EQ(label->getShadowOffset(), cc::Size(0.9f, 0));
    EXPECT_FLOAT_EQ(label->getAdditionalKerning(), 1.0f);
    EXPECT_EQ(label->getContentSize(), cc::Size(18, 12)); // one point wider than "AB"
    label->disableEffect(cc::LabelEffect::BOLD);
    EXPECT_FALSE(label->isShadowEnabled());
    EXPECT_FLOAT_EQ(label->getAdditionalKerning(), 0.0f);
    cc::setLogHandler(errorsToo);
}
