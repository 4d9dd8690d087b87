// tests/engine/scene/AnimationCacheTests.cpp — animation lists (formats 1 and 2) this test writes,
// their sheets, user info, and bad lists that add nothing and name the file and the animation.
#include "scene/Animation.h"
#include "scene/AnimationCache.h"
#include "scene/Sprite.h"
#include "scene/SpriteFrame.h"
#include "scene/SpriteFrameCache.h"

#include "FileEngineTest.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

namespace {

const char* kSheet = R"(<plist><dict><key>frames</key><dict>
<key>walk1</key><dict><key>frame</key><string>{{0,0},{8,8}}</string></dict>
<key>walk2</key><dict><key>frame</key><string>{{8,0},{8,8}}</string></dict>
</dict><key>metadata</key><dict><key>format</key><integer>2</integer><key>textureFileName</key><string>sheet.png</string></dict></dict></plist>)";

class AnimationCacheTest : public kite::test::FileEngineTest {
protected:
    void SetUp() override {
        FileEngineTest::SetUp();
        loader.sizes[dir + "/sheet.png"] = {32, 32};
        write("sheet.plist", kSheet);
    }
    cc::AnimationCache* cache() { return cc::AnimationCache::getInstance(); }
};

} // namespace

TEST_F(AnimationCacheTest, Format2LoadsItsSheetsAndUserInfo) {
    std::string plist = write("anims.plist", R"(<plist><dict>
<key>properties</key><dict><key>format</key><integer>2</integer>
  <key>spritesheets</key><array><string>sheet.plist</string></array></dict>
<key>animations</key><dict><key>walk</key><dict><key>delayPerUnit</key><real>0.2</real><key>loops</key><integer>3</integer>
  <key>restoreOriginalFrame</key><true/><key>frames</key><array>
    <dict><key>spriteframe</key><string>walk1</string><key>delayUnits</key><integer>1</integer>
      <key>notification</key><dict><key>step</key><string>left</string></dict></dict>
    <dict><key>spriteframe</key><string>walk2</string><key>delayUnits</key><integer>2</integer></dict>
  </array></dict></dict></dict></plist>)");
    ASSERT_TRUE(cache()->addAnimationsWithFile(plist)) << cache()->getLastError();
    cc::Animation* walk = cache()->getAnimation("walk");
    ASSERT_NE(walk, nullptr);
    EXPECT_FLOAT_EQ(walk->getDelayPerUnit(), 0.2f);
    EXPECT_EQ(walk->getLoops(), 3u);
    EXPECT_TRUE(walk->getRestoreOriginalFrame());
    EXPECT_FLOAT_EQ(walk->getTotalDelayUnits(), 3.0f);
    EXPECT_EQ(walk->getFrames().at(0)->getUserInfo().find("step")->text(), "left");
    EXPECT_EQ(walk->getFrames().at(1)->getSpriteFrame(),
              cc::SpriteFrameCache::getInstance()->getSpriteFrameByName("walk2"));
    cc::Sprite* sprite = cc::Sprite::create();
    sprite->setDisplayFrameWithAnimationName("walk", 1);
    EXPECT_EQ(sprite->getTextureRect(), cc::Rect(8, 0, 8, 8));
    cache()->removeAnimation("walk");
    EXPECT_EQ(cache()->getAnimation("walk"), nullptr);
}

TEST_F(AnimationCacheTest, FramesMissingFromTheCacheAreLeftOutAsInCocos) {
    ASSERT_TRUE(cc::SpriteFrameCache::getInstance()->addSpriteFramesWithFile(dir + "/sheet.plist"));
    std::string plist = write("partial.plist", R"(<plist><dict><key>animations</key><dict>
<key>partial</key><dict><key>delay</key><real>0.1</real><key>frames</key><array><string>walk1</string><string>nope</string><string>walk2</string></array></dict>
<key>none</key><dict><key>delay</key><real>0.1</real><key>frames</key><array><string>nope</string></array></dict>
</dict></dict></plist>)");
    EXPECT_TRUE(cache()->addAnimationsWithFile(plist)) << cache()->getLastError();
    ASSERT_NE(cache()->getAnimation("partial"), nullptr);
    EXPECT_EQ(cache()->getAnimation("partial")->getFrames().size(), 2) << "the missing frame is left out";
    EXPECT_EQ(cache()->getAnimation("none"), nullptr) << "an animation with none of its frames is not added";
}

TEST_F(AnimationCacheTest, Format1AndBadListsAddNothing) {
    ASSERT_TRUE(cc::SpriteFrameCache::getInstance()->addSpriteFramesWithFile(dir + "/sheet.plist"));
    std::string good = write("f1.plist", R"(<plist><dict><key>animations</key><dict>
<key>run</key><dict><key>delay</key><real>0.1</real><key>frames</key><array><string>walk2</string><string>walk1</string></array></dict>
</dict></dict></plist>)");
    ASSERT_TRUE(cache()->addAnimationsWithFile(good)) << cache()->getLastError();
    EXPECT_EQ(cache()->getAnimation("run")->getFrames().size(), 2);

    struct Case {
        std::string body;
        std::string expected;
    };
    std::vector<Case> cases = {
        {R"(<key>animations</key><dict><key>ok</key><dict><key>frames</key><array><string>walk1</string></array></dict>
            <key>x</key><dict><key>delay</key><string>fast</string><key>frames</key><array/></dict></dict>)",
         "animation 'x': 'delay' must be a number"},
        {R"(<key>animations</key><dict><key>x</key><dict><key>frames</key><string>walk1</string></dict></dict>)",
         "animation 'x': 'frames' must be an <array>"},
        {R"(<key>properties</key><dict><key>format</key><integer>2</integer><key>spritesheets</key><array><string>none.plist</string></array></dict>
            <key>animations</key><dict/>)",
         "its sprite sheet 'none.plist' cannot be loaded"},
        {R"(<key>frames</key><dict/>)", "it has no 'animations' dict"},
        {R"(<key>properties</key><dict><key>format</key><integer>9</integer></dict><key>animations</key><dict/>)",
         "animation list format must be 1 or 2"},
    };
    for (size_t i = 0; i < cases.size(); ++i) {
        std::string plist =
            write("bad" + std::to_string(i) + ".plist", "<plist><dict>" + cases[i].body + "</dict></plist>");
        EXPECT_FALSE(cache()->addAnimationsWithFile(plist)) << i;
        EXPECT_EQ(cache()->getLastError().rfind(plist + ": ", 0), 0u) << cache()->getLastError();
        EXPECT_NE(cache()->getLastError().find(cases[i].expected), std::string::npos)
            << cache()->getLastError();
    }
    EXPECT_EQ(cache()->getAnimation("ok"), nullptr); // all or nothing
    EXPECT_EQ(cache()->getAnimationCount(), 1u);
    EXPECT_FALSE(cache()->addAnimationsWithFile(dir + "/missing.plist"));
    EXPECT_EQ(cache()->getLastError(), dir + "/missing.plist: No such file or directory");
}
