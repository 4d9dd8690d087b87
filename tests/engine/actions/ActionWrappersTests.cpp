// tests/engine/actions/ActionWrappersTests.cpp — Speed, ReverseTime, TargetedAction and Follow, and
// what they keep alive.
#include "actions/ActionInstant.h"
#include "actions/ActionTransform.h"
#include "actions/ActionWrappers.h"
#include "base/RefCensus.h"
#include "base/RefPtr.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

namespace {
class ActionWrappers : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        node = cc::Node::create();
        scene->addChild(node);
    }
    static int liveNodes() {
        auto counts = cc::RefCensus::countsByClass();
        return counts.count("cc::Node") ? counts["cc::Node"] : 0;
    }
    cc::Node* node = nullptr;
};
} // namespace

TEST_F(ActionWrappers, SpeedScalesTimeAndEndsWithItsInnerAction) {
    auto* speed = cc::Speed::create(cc::MoveBy::create(1.0f, cc::Vec2(100, 0)), 2.0f);
    node->runAction(speed);
    step(0.25f);
    EXPECT_FLOAT_EQ(node->getPositionX(), 50.0f);
    speed->setSpeed(0.5f);
    step(0.5f);
    EXPECT_FLOAT_EQ(node->getPositionX(), 75.0f);
    EXPECT_EQ(node->getNumberOfRunningActions(), 1);
    step(0.5f);
    EXPECT_FLOAT_EQ(node->getPositionX(), 100.0f);
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
}

TEST_F(ActionWrappers, SpeedReverseCloneAndInnerAction) {
    cc::RefPtr<cc::Speed> speed(cc::Speed::create(cc::MoveBy::create(1.0f, cc::Vec2(100, 0)), 4.0f));
    cc::Speed* back = speed->reverse();
    EXPECT_FLOAT_EQ(back->getSpeed(), 4.0f);
    node->runAction(back);
    step(0.25f);
    EXPECT_FLOAT_EQ(node->getPositionX(), -100.0f);
    EXPECT_FLOAT_EQ(speed->clone()->getSpeed(), 4.0f);
    EXPECT_EQ(cc::Speed::create(cc::MoveTo::create(1.0f, cc::Vec2::ZERO), 1.0f)->reverse(), nullptr);
    auto* inner = cc::RotateBy::create(1.0f, 90.0f);
    speed->setInnerAction(inner);
    EXPECT_EQ(speed->getInnerAction(), inner);
}

TEST_F(ActionWrappers, ReverseTimeRunsTheActionBackwards) {
    node->runAction(cc::ReverseTime::create(cc::MoveBy::create(1.0f, cc::Vec2(100, 0))));
    step(0.25f);
    EXPECT_FLOAT_EQ(node->getPositionX(), 75.0f);
    step(0.75f);
    EXPECT_FLOAT_EQ(node->getPositionX(), 0.0f);
    auto* reversed = cc::ReverseTime::create(cc::MoveBy::create(1.0f, cc::Vec2(1, 0)));
    EXPECT_NE(dynamic_cast<cc::MoveBy*>(reversed->reverse()), nullptr) << "reversing twice gives the action";
    EXPECT_NE(dynamic_cast<cc::ReverseTime*>(cc::ReverseTime::create(cc::Show::create())->reverse()),
              nullptr);
}

TEST_F(ActionWrappers, ReverseTimeOfAnInstantActionFiresItOnce) {
    int calls = 0;
    node->runAction(cc::ReverseTime::create(cc::CallFunc::create([&calls] { ++calls; })));
    node->runAction(cc::ReverseTime::create(cc::Place::create(cc::Vec2(30, 40))));
    step(0.1f, 3);
    EXPECT_EQ(calls, 1);
    EXPECT_EQ(node->getPosition(), cc::Vec2(30, 40));
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
}

TEST_F(ActionWrappers, TargetedActionMovesItsOwnTargetAndKeepsItAlive) {
    cc::Node* other = cc::Node::create();
    scene->addChild(other);
    node->runAction(cc::TargetedAction::create(other, cc::MoveBy::create(1.0f, cc::Vec2(10, 0))));
    step(0.5f);
    EXPECT_FLOAT_EQ(other->getPositionX(), 5.0f);
    EXPECT_FLOAT_EQ(node->getPositionX(), 0.0f);
    other->removeFromParent(); // the action holds it now
    step(0.25f);
    EXPECT_EQ(liveNodes(), 2);
    EXPECT_FLOAT_EQ(other->getPositionX(), 7.5f);
    step(0.25f);
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
    EXPECT_EQ(liveNodes(), 1) << "the finished action released its forced target";
}

TEST_F(ActionWrappers, TargetedActionReverseCloneAndDeathOfItsRunner) {
    cc::Node* other = cc::Node::create();
    scene->addChild(other);
    auto* targeted = cc::TargetedAction::create(other, cc::MoveBy::create(1.0f, cc::Vec2(10, 0)));
    EXPECT_EQ(targeted->reverse()->getForcedTarget(), other);
    EXPECT_EQ(targeted->clone()->getForcedTarget(), other);
    node->runAction(targeted->reverse());
    step(0.5f);
    EXPECT_FLOAT_EQ(other->getPositionX(), -5.0f);
    node->removeFromParent(); // the runner dies midway: the action stops, the forced target stays
    step(0.5f);
    EXPECT_FLOAT_EQ(other->getPositionX(), -5.0f);
    EXPECT_EQ(liveNodes(), 1);
}

TEST_F(ActionWrappers, FollowKeepsTheFollowedNodeInTheMiddle) {
    const cc::Size win = director->getWinSize();
    cc::Node* hero = cc::Node::create();
    node->addChild(hero);
    hero->setPosition(100, 50);
    node->runAction(cc::Follow::create(hero));
    step(0.1f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(win.width / 2 - 100, win.height / 2 - 50));
    hero->setPosition(300, 200);
    step(0.1f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(win.width / 2 - 300, win.height / 2 - 200));
    node->stopAllActions();
    node->runAction(cc::Follow::createWithOffset(hero, 10.0f, -20.0f));
    step(0.1f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(win.width / 2 + 10 - 300, win.height / 2 - 20 - 200));
}

TEST_F(ActionWrappers, FollowClampsToTheWorldRectangle) {
    const cc::Size win = director->getWinSize();
    cc::Node* hero = cc::Node::create();
    node->addChild(hero);
    auto* follow = cc::Follow::create(hero, cc::Rect(0, 0, win.width * 2, win.height * 2));
    EXPECT_TRUE(follow->isBoundarySet());
    node->runAction(follow);
    step(0.1f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(0, 0)) << "the world's corner stays on the screen's";
    hero->setPosition(win.width, win.height);
    step(0.1f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(-win.width / 2, -win.height / 2));
    hero->setPosition(win.width * 2, win.height * 2);
    step(0.1f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(-win.width, -win.height)) << "clamped at the far corner";

    node->stopAllActions();
    node->setPosition(7, 7);
    node->runAction(cc::Follow::create(hero, cc::Rect(0, 0, win.width / 2, win.height / 2)));
    step(0.1f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(7, 7)) << "a world smaller than the screen: nothing moves";
}

TEST_F(ActionWrappers, FollowEndsWhenTheFollowedNodeLeavesAndReleasesIt) {
    cc::Node* hero = cc::Node::create();
    scene->addChild(hero);
    node->runAction(cc::Follow::create(hero));
    EXPECT_NE(dynamic_cast<cc::Follow*>(cc::Follow::create(hero)->reverse()), nullptr);
    step(0.1f);
    hero->removeFromParent(); // only the Follow holds it now
    EXPECT_EQ(liveNodes(), 2);
    step(0.1f);
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
    step(0.0f);
    EXPECT_EQ(liveNodes(), 1) << "the followed node died with the finished Follow";
}

TEST_F(ActionWrappers, FollowStoppedWithItsRunnerReleasesTheFollowedNode) {
    cc::Node* hero = cc::Node::create();
    scene->addChild(hero);
    node->runAction(cc::Follow::create(hero));
    step(0.1f);
    node->removeFromParent();
    hero->removeFromParent();
    step(0.0f);
    EXPECT_EQ(liveNodes(), 0);
}
