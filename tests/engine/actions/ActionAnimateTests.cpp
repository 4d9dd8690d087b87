// tests/engine/actions/ActionAnimateTests.cpp — Animation, AnimationFrame and Animate: frame timing,
// loops, user-info notifications, reverse, restoring the original frame, and targets that die.
#include "actions/ActionAnimate.h"
#include "actions/ActionComposite.h"
#include "base/RefPtr.h"
#include "events/EventCustom.h"
#include "events/EventDispatcher.h"
#include "scene/Animation.h"
#include "scene/Sprite.h"
#include "scene/SpriteFrame.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

#include "EngineTest.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

class AnimateTest : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        tiles = director->getTextureCache()->addImage("tiles.png");
        for (int i = 0; i < 4; ++i)
            frames.pushBack(cc::SpriteFrame::createWithTexture(tiles, cc::Rect(i * 16.0f, 0, 16, 16)));
    }
    void TearDown() override {
        frames.clear();
        EngineTest::TearDown();
    }
    /// Which of `frames` the sprite shows (-1: none of them).
    int shown(cc::Sprite* sprite) {
        for (int i = 0; i < frames.size(); ++i)
            if (sprite->isFrameDisplayed(frames.at(i))) return i;
        return -1;
    }
    kite::test::FakeTextureLoader loader;
    cc::Texture2D* tiles = nullptr;
    cc::Vector<cc::SpriteFrame*> frames;
};

} // namespace

TEST_F(AnimateTest, FramesFollowTheirDelaysAndLoops) {
    cc::Animation* animation = cc::Animation::createWithSpriteFrames(frames, 0.1f, 2);
    EXPECT_FLOAT_EQ(animation->getTotalDelayUnits(), 4.0f);
    EXPECT_FLOAT_EQ(animation->getDuration(), 0.4f);
    cc::Animate* animate = cc::Animate::create(animation);
    EXPECT_FLOAT_EQ(animate->getDuration(), 0.8f);
    cc::Sprite* sprite = cc::Sprite::create("hero.png");
    scene->addChild(sprite);
    sprite->runAction(animate);
    std::vector<int> seen;
    for (int i = 0; i < 16; ++i) {
        step(0.05f);
        seen.push_back(shown(sprite));
    }
    // 0.05 s a step, 0.1 s a frame: each frame for two steps; the second loop starts over; at the
    // end the last frame stays (no restore).
    EXPECT_EQ(seen, (std::vector<int>{0, 1, 1, 2, 2, 3, 3, 0, 0, 1, 1, 2, 2, 3, 3, 3}));
    EXPECT_EQ(sprite->getNumberOfRunningActions(), 0); // done and released
}

TEST_F(AnimateTest, ALongStepShowsEveryFrameInTurnAndAnnouncesUserInfo) {
    cc::Vector<cc::AnimationFrame*> animationFrames;
    for (int i = 0; i < 4; ++i) {
        cc::PlistValue info;
        if (i != 2) info.dict()["index"] = cc::PlistValue::integer(i); // frame 2 has none: no event
        animationFrames.pushBack(cc::AnimationFrame::create(frames.at(i), i == 3 ? 2.0f : 1.0f, info));
    }
    cc::Animation* animation = cc::Animation::create(animationFrames, 0.1f);
    EXPECT_FLOAT_EQ(animation->getDuration(), 0.5f);
    std::vector<long long> announced;
    cc::Sprite* sprite = cc::Sprite::create("hero.png");
    scene->addChild(sprite);
    director->getEventDispatcher()->addCustomEventListener(
        cc::AnimationFrameDisplayedNotification, [&](cc::EventCustom* e) {
            auto* info = static_cast<cc::AnimationFrame::DisplayedEventInfo*>(e->getUserData());
            EXPECT_EQ(info->target, sprite);
            announced.push_back(info->userInfo->find("index")->asInteger());
        });
    auto* animate = cc::Animate::create(animation);
    sprite->runAction(animate);
    step(0.35f); // passes frames 0, 1, 2 and 3 (which starts at 0.3)
    EXPECT_EQ(shown(sprite), 3);
    EXPECT_EQ(animate->getCurrentFrameIndex(), 3);
    EXPECT_EQ(announced, (std::vector<long long>{0, 1, 3}));
}

TEST_F(AnimateTest, ReverseRestoreAndClone) {
    cc::Animation* animation = cc::Animation::createWithSpriteFrames(frames, 0.1f);
    animation->setRestoreOriginalFrame(true);
    cc::RefPtr<cc::Animation> keep(animation); // past the frames' pool clears
    cc::Sprite* sprite = cc::Sprite::create("hero.png");
    scene->addChild(sprite);
    cc::SpriteFrame* original = sprite->getSpriteFrame();
    original->retain();
    cc::Animate* reversed = cc::Animate::create(animation)->reverse();
    EXPECT_TRUE(reversed->getAnimation()->getRestoreOriginalFrame());
    sprite->runAction(reversed);
    step(0.05f);
    EXPECT_EQ(shown(sprite), 3);
    step(0.1f);
    EXPECT_EQ(shown(sprite), 2);
    step(0.3f); // done: the original frame is back
    EXPECT_EQ(shown(sprite), -1);
    EXPECT_TRUE(sprite->isFrameDisplayed(original));
    original->release();

    cc::Animation* copy = animation->clone();
    EXPECT_NE(copy, animation);
    EXPECT_EQ(copy->getFrames().size(), 4);
    EXPECT_NE(copy->getFrames().at(0), animation->getFrames().at(0));
    EXPECT_TRUE(copy->getRestoreOriginalFrame());
    cc::Animate* cloned = cc::Animate::create(animation)->clone();
    EXPECT_FLOAT_EQ(cloned->getDuration(), 0.4f);
}

TEST_F(AnimateTest, RepeatedForeverItNeverFlashesTheOriginalFrameBetweenLoops) {
    cc::Animation* animation = cc::Animation::createWithSpriteFrames(frames, 0.1f);
    animation->setRestoreOriginalFrame(true);
    cc::Sprite* sprite = cc::Sprite::create("hero.png");
    scene->addChild(sprite);
    sprite->runAction(cc::RepeatForever::create(cc::Animate::create(animation)));
    std::vector<int> seen;
    for (int i = 0; i < 9; ++i) {
        step(0.1f); // a loop ends exactly on a frame: cocos restarts it without stop()
        seen.push_back(shown(sprite));
    }
    EXPECT_EQ(seen, (std::vector<int>{1, 2, 3, 0, 1, 2, 3, 0, 1}));
}

TEST_F(AnimateTest, TargetsThatDieMidwayStopCleanly) {
    cc::Animation* animation = cc::Animation::createWithSpriteFrames(frames, 0.1f, 100);
    animation->setRestoreOriginalFrame(true);
    cc::Sprite* sprite = cc::Sprite::create("hero.png");
    scene->addChild(sprite);
    sprite->runAction(cc::Animate::create(animation));
    cc::Node* plain = cc::Node::create(); // not a Sprite: left alone
    scene->addChild(plain);
    plain->runAction(cc::Animate::create(animation));
    step(0.15f);
    sprite->removeFromParent(); // cleanup stops its actions; nobody holds it any more
    plain->removeFromParent();
    step(0.1f);
    step(0.1f);
    // the census check after the test proves the sprite, its frames and the animation are gone
}

TEST_F(AnimateTest, ASpriteFreedWithARestoringAnimateKeepsNoFrame) {
    // Never on stage, so no cleanup stops the action: the sprite's destructor does. Stopped from
    // Node's destructor instead, Animate put the original frame back into a sprite whose own part
    // was already destroyed, and that frame (and its texture) leaked: the census after the test
    // counts them.
    cc::Animation* animation = cc::Animation::createWithSpriteFrames(frames, 0.1f, 100);
    animation->setRestoreOriginalFrame(true);
    cc::Sprite* sprite =
        cc::Sprite::createWithSpriteFrame(cc::SpriteFrame::createWithTexture(tiles, cc::Rect(0, 16, 8, 8)));
    sprite->runAction(cc::Animate::create(animation));
    step(0.1f); // the pool frees the sprite
}

TEST_F(AnimateTest, AnimationsAreBuiltFrameByFrame) {
    cc::Animation* animation = cc::Animation::create();
    animation->addSpriteFrame(frames.at(0));
    animation->addSpriteFrameWithFile("hero.png");
    animation->addSpriteFrameWithFile("missing.png"); // logged, skipped
    animation->addSpriteFrameWithTexture(tiles, cc::Rect(0, 0, 8, 8));
    animation->setDelayPerUnit(0.2f);
    animation->setLoops(3);
    EXPECT_EQ(animation->getFrames().size(), 3);
    EXPECT_FLOAT_EQ(animation->getDuration(), 0.6f);
    EXPECT_EQ(animation->getFrames().at(1)->getSpriteFrame()->getRect(), cc::Rect(0, 0, 64, 32));
    EXPECT_EQ(cc::Animate::create(nullptr), nullptr);
    EXPECT_EQ(cc::AnimationFrame::create(nullptr, 1, cc::PlistValue()), nullptr);
}
