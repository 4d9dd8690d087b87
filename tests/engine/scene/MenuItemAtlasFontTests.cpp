// tests/engine/scene/MenuItemAtlasFontTests.cpp
#include "scene/MenuItemAtlasFont.h"

#include "scene/LabelAtlas.h"

#include "BitmapFontFixture.h"

#include <gtest/gtest.h>

using MenuItemAtlasFontTest = kite::test::BitmapFontTest;

TEST_F(MenuItemAtlasFontTest, ALabelAtlasItemThatCallsBack) {
    loader.sizes["digits.png"] = {40, 24};
    int taps = 0;
    cc::Ref* tapped = nullptr;
    cc::MenuItemAtlasFont* item =
        cc::MenuItemAtlasFont::create("12", "digits.png", 10, 12, '0', [&](cc::Ref* sender) {
            ++taps;
            tapped = sender;
        });
    ASSERT_NE(item, nullptr) << loggedErrors();
    auto* label = dynamic_cast<cc::LabelAtlas*>(item->getLabel());
    ASSERT_NE(label, nullptr);
    EXPECT_EQ(label->getString(), "12");
    EXPECT_EQ(item->getContentSize(), cc::Size(20, 12));
    item->activate();
    EXPECT_EQ(taps, 1);
    EXPECT_EQ(tapped, item);
    scene->addChild(item);
    step(0.1f);

    cc::MenuItemAtlasFont* plain = cc::MenuItemAtlasFont::create("3", "digits.png", 10, 12, '0');
    ASSERT_NE(plain, nullptr);
    plain->activate(); // no callback: nothing happens
}

TEST_F(MenuItemAtlasFontTest, AMissingCharMapIsAnErrorNamingIt) {
    EXPECT_EQ(cc::MenuItemAtlasFont::create("1", "missing.png", 10, 12, '0'), nullptr);
    EXPECT_NE(loggedErrors().find("missing.png"), std::string::npos) << loggedErrors();
}
