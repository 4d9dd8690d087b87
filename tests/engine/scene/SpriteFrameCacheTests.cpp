// tests/engine/scene/SpriteFrameCacheTests.cpp — sheets read from property lists this test writes,
// sprites showing their frames, and the lifetimes of frames, textures and the cache.
#include "scene/Sprite.h"
#include "scene/SpriteFrame.h"
#include "scene/SpriteFrameCache.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

#include "FileEngineTest.h"

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

namespace {

std::string frames(const std::string& body, int format, const std::string& texture = "sheet.png") {
    return "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>frames</key><dict>\n" + body +
           "\n</dict><key>metadata</key><dict><key>format</key><integer>" + std::to_string(format) +
           "</integer><key>textureFileName</key><string>" + texture + "</string></dict></dict></plist>\n";
}

const char* kFormat2 = R"(
<key>hero.png</key><dict><key>frame</key><string>{{10,20},{30,40}}</string><key>offset</key><string>{2,-3}</string>
  <key>rotated</key><true/><key>sourceSize</key><string>{36,50}</string></dict>
<key>coin.png</key><dict><key>frame</key><string>{{0,0},{8,8}}</string><key>offset</key><string>{0,0}</string>
  <key>rotated</key><false/><key>sourceSize</key><string>{8,8}</string></dict>)";

class SpriteFrameCacheTest : public kite::test::FileEngineTest {
protected:
    void SetUp() override {
        FileEngineTest::SetUp();
        loader.sizes[dir + "/sheet.png"] = {64, 128};
    }
    cc::SpriteFrameCache* cache() { return cc::SpriteFrameCache::getInstance(); }
};

} // namespace

TEST_F(SpriteFrameCacheTest, Format2RotatedAndTrimmedFrames) {
    std::string plist = write("a.plist", frames(kFormat2, 2));
    ASSERT_TRUE(cache()->addSpriteFramesWithFile(plist)) << cache()->getLastError();
    EXPECT_TRUE(cache()->isSpriteFramesWithFileLoaded(plist));
    cc::SpriteFrame* hero = cache()->getSpriteFrameByName("hero.png");
    ASSERT_NE(hero, nullptr);
    EXPECT_EQ(hero->getTexture()->getPath(), dir + "/sheet.png"); // next to the plist
    EXPECT_EQ(hero->getRect(), cc::Rect(10, 20, 30, 40));
    EXPECT_TRUE(hero->isRotated());
    EXPECT_EQ(hero->getOffset(), cc::Vec2(2, -3));
    EXPECT_EQ(hero->getOriginalSize(), cc::Size(36, 50));

    cc::Sprite* sprite = cc::Sprite::createWithSpriteFrameName("hero.png");
    ASSERT_NE(sprite, nullptr);
    EXPECT_EQ(sprite->getContentSize(), cc::Size(36, 50));
    EXPECT_TRUE(sprite->isTextureRectRotated());
    EXPECT_EQ(sprite->getOffsetPosition(), cc::Vec2(2 + 3, -3 + 5)); // offset + (original - rect) / 2
    sprite->setFlippedX(true);
    sprite->setFlippedY(true);
    EXPECT_EQ(sprite->getOffsetPosition(), cc::Vec2(-2 + 3, 3 + 5)); // a flip mirrors the trim offset
    EXPECT_EQ(sprite->getSpriteFrame(), hero);
    EXPECT_TRUE(sprite->isFrameDisplayed(hero));
    EXPECT_FALSE(sprite->isFrameDisplayed(cache()->getSpriteFrameByName("coin.png")));
    sprite->setSpriteFrame("coin.png");
    EXPECT_EQ(sprite->getContentSize(), cc::Size(8, 8));
    EXPECT_FALSE(sprite->isTextureRectRotated());
    EXPECT_TRUE(errors.empty());
}

TEST_F(SpriteFrameCacheTest, Formats0To3AndAliases) {
    std::string f0 =
        write("f0.plist",
              frames(R"(<key>a</key><dict><key>x</key><integer>1</integer><key>y</key><integer>2</integer>
        <key>width</key><integer>3</integer><key>height</key><integer>4</integer><key>offsetX</key><real>0.5</real>
        <key>offsetY</key><real>-1</real><key>originalWidth</key><integer>-5</integer><key>originalHeight</key><integer>6</integer></dict>)",
                     0));
    std::string f1 =
        write("f1.plist", frames(R"(<key>b</key><dict><key>frame</key><string>{{1,1},{5,5}}</string>
        <key>rotated</key><true/></dict>)",
                                 1));
    std::string f3 =
        write("f3.plist", frames(R"(<key>c</key><dict><key>textureRect</key><string>{{4,4},{99,99}}</string>
        <key>spriteSize</key><string>{10,20}</string><key>spriteOffset</key><string>{1,1}</string>
        <key>spriteSourceSize</key><string>{12,24}</string><key>textureRotated</key><true/>
        <key>aliases</key><array><string>c_alias</string></array></dict>)",
                                 3));
    ASSERT_TRUE(cache()->addSpriteFramesWithFile(f0)) << cache()->getLastError();
    ASSERT_TRUE(cache()->addSpriteFramesWithFile(f1)) << cache()->getLastError();
    ASSERT_TRUE(cache()->addSpriteFramesWithFile(f3)) << cache()->getLastError();
    cc::SpriteFrame* a = cache()->getSpriteFrameByName("a");
    EXPECT_EQ(a->getRect(), cc::Rect(1, 2, 3, 4));
    EXPECT_EQ(a->getOffset(), cc::Vec2(0.5f, -1));
    EXPECT_EQ(a->getOriginalSize(), cc::Size(5, 6));
    EXPECT_FALSE(cache()->getSpriteFrameByName("b")->isRotated()); // format 1 has no rotation
    EXPECT_EQ(cache()->getSpriteFrameByName("b")->getOriginalSize(), cc::Size(5, 5));
    cc::SpriteFrame* c = cache()->getSpriteFrameByName("c");
    EXPECT_EQ(c->getRect(), cc::Rect(4, 4, 10, 20)); // the size is spriteSize
    EXPECT_TRUE(c->isRotated());
    EXPECT_EQ(c->getOriginalSize(), cc::Size(12, 24));
    EXPECT_EQ(cache()->getSpriteFrameByName("c_alias"), c);
    cache()->removeSpriteFrameByName("c_alias"); // the alias and its frame
    EXPECT_EQ(cache()->findSpriteFrame("c"), nullptr);
    EXPECT_EQ(cache()->findSpriteFrame("c_alias"), nullptr);
}

TEST_F(SpriteFrameCacheTest, BadFilesAddNothingAndNameTheFileAndFrame) {
    struct Case {
        std::string body;
        int format;
        std::string expected;
    };
    std::vector<Case> cases = {
        {R"(<key>ok</key><dict><key>frame</key><string>{{0,0},{8,8}}</string></dict>
            <key>out</key><dict><key>frame</key><string>{{60,0},{8,8}}</string></dict>)",
         2, "frame 'out': its rect {{60,0},{8,8}} lies outside the texture"},
        {R"(<key>tall</key><dict><key>frame</key><string>{{0,0},{100,8}}</string><key>rotated</key><true/></dict>)",
         2, ""},
        {R"(<key>wide</key><dict><key>frame</key><string>{{0,0},{8,100}}</string><key>rotated</key><true/></dict>)",
         2, "frame 'wide': its rect {{0,0},{8,100}} (rotated) lies outside the texture"},
        {R"(<key>t</key><dict><key>frame</key><integer>3</integer></dict>)", 2,
         "frame 't': 'frame' must be a string like {{x,y},{w,h}}, not a <integer>"},
        {R"(<key>t</key><dict><key>frame</key><string>{{0,0},{8}}</string></dict>)", 2,
         "frame 't': 'frame' '{{0,0},{8}}' is not like {{x,y},{w,h}}"},
        {R"(<key>t</key><dict><key>rotated</key><true/></dict>)", 2, "frame 't': 'frame' is missing"},
        {R"(<key>t</key><dict><key>frame</key><string>{{0,0},{8,8}}</string><key>rotated</key><string>yes</string></dict>)",
         2, "'rotated' must be <true/> or <false/>, not a <string>"},
        {R"(<key>t</key><dict><key>x</key><integer>0</integer><key>y</key><integer>0</integer><key>width</key><integer>1000000000000</integer><key>height</key><integer>1</integer></dict>)",
         0, "'width' is out of range"},
        {R"(<key>t</key><string>x</string>)", 2, "frame 't': must be a <dict>"},
        {"", 7, "sprite sheet format 7 is not supported"},
    };
    for (size_t i = 0; i < cases.size(); ++i) {
        std::string plist =
            write("bad" + std::to_string(i) + ".plist", frames(cases[i].body, cases[i].format));
        bool ok = cache()->addSpriteFramesWithFile(plist);
        if (cases[i].expected.empty()) { // the rotated frame fits once turned
            EXPECT_TRUE(ok) << cache()->getLastError();
            continue;
        }
        EXPECT_FALSE(ok) << i;
        EXPECT_EQ(cache()->getLastError().rfind(plist + ": ", 0), 0u) << cache()->getLastError();
        EXPECT_NE(cache()->getLastError().find(cases[i].expected), std::string::npos)
            << cache()->getLastError();
        EXPECT_FALSE(cache()->isSpriteFramesWithFileLoaded(plist));
    }
    EXPECT_EQ(cache()->findSpriteFrame("ok"), nullptr); // all or nothing
    EXPECT_EQ(cache()->getSpriteFrameCount(), 1u);      // only "tall"
    EXPECT_EQ(errors.size(), cases.size() - 1);

    std::string noTexture = write("nt.plist", frames(kFormat2, 2, "none.png"));
    EXPECT_FALSE(cache()->addSpriteFramesWithFile(noTexture));
    EXPECT_EQ(cache()->getLastError(), noTexture + ": its texture '" + dir + "/none.png' cannot be loaded");
    EXPECT_FALSE(cache()->addSpriteFramesWithFile(dir + "/missing.plist"));
    EXPECT_EQ(cache()->getLastError(), dir + "/missing.plist: No such file or directory");
    std::string notSheet = write("list.plist", "<plist><array/></plist>");
    EXPECT_FALSE(cache()->addSpriteFramesWithFile(notSheet));
    EXPECT_NE(cache()->getLastError().find("holds a <array>"), std::string::npos);
    EXPECT_EQ(cc::Sprite::createWithSpriteFrameName("nothing"), nullptr);
}

TEST_F(SpriteFrameCacheTest, LifetimesOfFramesTexturesAndFiles) {
    std::string plist = write("a.plist", frames(kFormat2, 2));
    ASSERT_TRUE(cache()->addSpriteFramesWithFile(plist));
    cc::Sprite* sprite = cc::Sprite::createWithSpriteFrameName("hero.png");
    scene->addChild(sprite);
    step(0.016f);                        // the frames leave the autorelease pool
    cache()->removeUnusedSpriteFrames(); // coin goes, hero is held by the sprite
    EXPECT_NE(cache()->findSpriteFrame("hero.png"), nullptr);
    EXPECT_EQ(cache()->findSpriteFrame("coin.png"), nullptr);
    EXPECT_FALSE(cache()->isSpriteFramesWithFileLoaded(plist)); // may be loaded again
    ASSERT_TRUE(cache()->addSpriteFramesWithFile(plist));
    EXPECT_NE(cache()->findSpriteFrame("coin.png"), nullptr);
    sprite->setSpriteFrame("hero.png"); // the new hero frame
    step(0.016f);
    cc::SpriteFrame* held = sprite->getSpriteFrame();
    cache()->removeSpriteFramesFromFile(plist);
    EXPECT_EQ(cache()->getSpriteFrameCount(), 0u);
    EXPECT_EQ(held->getReferenceCount(), 1u); // the sprite's; the frame keeps its texture alive
    EXPECT_EQ(held->getTexture()->getPath(), dir + "/sheet.png");
    step(0.016f);
    sprite->removeFromParent();
    step(0.016f);
    // The texture cache still holds the sheet; the Director's teardown (census-checked) frees it all.
    EXPECT_NE(director->getTextureCache()->getTextureForKey(dir + "/sheet.png"), nullptr);
}

TEST_F(SpriteFrameCacheTest, AFileMissingAFrameRemovedByNameMayBeLoadedAgain) {
    std::string plist = write("a.plist", frames(kFormat2, 2));
    ASSERT_TRUE(cache()->addSpriteFramesWithFile(plist)) << cache()->getLastError();
    cache()->removeSpriteFrameByName("hero.png");
    EXPECT_FALSE(cache()->isSpriteFramesWithFileLoaded(plist));
    ASSERT_TRUE(cache()->addSpriteFramesWithFile(plist)) << cache()->getLastError();
    EXPECT_TRUE(cache()->isSpriteFramesWithFileLoaded(plist));
    EXPECT_NE(cache()->getSpriteFrameByName("hero.png"), nullptr);
}

TEST_F(SpriteFrameCacheTest, FramesMadeByHandAndTheCacheDiesWithTheDirector) {
    cc::Texture2D* tiles = director->getTextureCache()->addImage("tiles.png");
    cc::SpriteFrame* frame = cc::SpriteFrame::createWithTexture(tiles, cc::Rect(0, 0, 16, 16), false,
                                                                cc::Vec2(1, 1), cc::Size(20, 20));
    cc::SpriteFrame* copy = frame->clone();
    EXPECT_NE(copy, frame);
    EXPECT_EQ(copy->getOriginalSize(), cc::Size(20, 20));
    cache()->addSpriteFrame(frame, "tile");
    EXPECT_EQ(cache()->getSpriteFrameByName("tile"), frame);
    EXPECT_EQ(cc::SpriteFrame::create("missing.png", cc::Rect(0, 0, 1, 1)), nullptr);
    cc::Sprite* sprite = cc::Sprite::createWithSpriteFrame(copy);
    EXPECT_EQ(sprite->getContentSize(), cc::Size(20, 20));
    sprite->setTexture("hero.png"); // forgets the frame: the whole texture, untrimmed
    EXPECT_EQ(sprite->getContentSize(), cc::Size(64, 32));
    EXPECT_EQ(sprite->getOffsetPosition(), cc::Vec2::ZERO);
    EXPECT_NE(sprite->getSpriteFrame(), copy);
    kite::test::tearDownEngine(); // the census check after the test proves nothing is left
}
