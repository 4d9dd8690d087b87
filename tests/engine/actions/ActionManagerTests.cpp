// tests/engine/actions/ActionManagerTests.cpp — ownership, pausing, tags and reentrancy.
#include "actions/ActionAppearance.h"
#include "actions/ActionComposite.h"
#include "actions/ActionInstant.h"
#include "actions/ActionManager.h"
#include "actions/ActionTransform.h"
#include "base/RefCensus.h"

#include "EngineTest.h"
#include "KiteTestSupport.h"

#include <gtest/gtest.h>

namespace {
class ActionManagerTest : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        node = cc::Node::create();
        scene->addChild(node);
    }
    cc::Node* node = nullptr;
};
} // namespace

TEST_F(ActionManagerTest, TagsCountsAndStopping) {
    cc::Action* a = cc::MoveBy::create(1.0f, cc::Vec2(1, 0));
    a->setTag(7);
    cc::Action* b = cc::RotateBy::create(1.0f, 10.0f);
    b->setTag(7);
    cc::Action* c = cc::DelayTime::create(1.0f);
    c->setFlags(4);
    node->runAction(a);
    node->runAction(b);
    node->runAction(c);
    EXPECT_EQ(node->getNumberOfRunningActions(), 3);
    EXPECT_EQ(node->getActionByTag(7), a);
    EXPECT_EQ(a->getTarget(), node);
    EXPECT_EQ(a->getReferenceCount(), 2u); // the manager's reference and the pending autorelease
    node->stopActionByTag(7);
    EXPECT_EQ(node->getNumberOfRunningActions(), 2);
    EXPECT_EQ(a->getTarget(), nullptr); // removed actions are stopped
    EXPECT_EQ(node->getActionByTag(7), b);
    node->stopActionsByFlags(4);
    EXPECT_EQ(node->getNumberOfRunningActions(), 1);
    node->stopAllActionsByTag(7);
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
    EXPECT_EQ(director->getActionManager()->getNumberOfRunningActions(), 0);
}

TEST_F(ActionManagerTest, ActionsWaitUntilTheNodeRuns) {
    cc::RefPtr<cc::Node> offstage(cc::Node::create());
    offstage->runAction(cc::MoveBy::create(1.0f, cc::Vec2(100, 0)));
    EXPECT_TRUE(director->getActionManager()->isTargetPaused(offstage.get()));
    step(0.5f);
    EXPECT_EQ(offstage->getPositionX(), 0.0f);
    scene->addChild(offstage.get());
    step(0.5f);
    EXPECT_EQ(offstage->getPositionX(), 50.0f);
}

TEST_F(ActionManagerTest, ActionsAddedDuringTheUpdateStartNextFrame) {
    node->runAction(
        cc::CallFunc::create([this] { node->runAction(cc::MoveBy::create(1.0f, cc::Vec2(100, 0))); }));
    step(0.25f);
    EXPECT_EQ(node->getPositionX(), 0.0f);
    step(0.25f);
    EXPECT_EQ(node->getPositionX(), 25.0f);
}

TEST_F(ActionManagerTest, TheManagerDoesNotKeepRemovedNodesAlive) {
    node->runAction(cc::RepeatForever::create(cc::RotateBy::create(1.0f, 360.0f)));
    node->removeFromParentAndCleanup(false); // actions kept, but nobody owns the node now
    step(0.1f);
    EXPECT_EQ(cc::RefCensus::countsByClass().count("cc::RepeatForever"), 0u);
    EXPECT_EQ(director->getActionManager()->getNumberOfRunningActions(), 0);
}

TEST_F(ActionManagerTest, StoppingAllActionsFromAnActionInTheSameFrame) {
    int later = 0;
    node->runAction(cc::CallFunc::create([this] { node->stopAllActions(); }));
    node->runAction(cc::CallFunc::create([&] { ++later; }));
    step(0.1f);
    EXPECT_EQ(later, 0);
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
}

TEST_F(ActionManagerTest, ActionDestroyingAnotherNodeWithActions) {
    cc::Node* other = cc::Node::create();
    scene->addChild(other);
    other->runAction(cc::MoveBy::create(1.0f, cc::Vec2(10, 0)));
    node->runAction(cc::CallFunc::create([other] { other->removeFromParent(); }));
    step(0.1f);
    step(0.1f);
    EXPECT_EQ(scene->getChildrenCount(), 1);
}

TEST_F(ActionManagerTest, PauseAllRunningActionsAndResume) {
    node->runAction(cc::MoveBy::create(1.0f, cc::Vec2(100, 0)));
    cc::Vector<cc::Node*> paused = director->getActionManager()->pauseAllRunningActions();
    EXPECT_EQ(paused.size(), 1);
    step(0.5f);
    EXPECT_EQ(node->getPositionX(), 0.0f);
    director->getActionManager()->resumeTargets(paused);
    step(0.5f);
    EXPECT_EQ(node->getPositionX(), 50.0f);
}

TEST_F(ActionManagerTest, RunningTheSameActionTwiceIsRejected) {
    cc::Action* move = cc::MoveBy::create(1.0f, cc::Vec2(1, 0));
    node->runAction(move);
    kite::test::ScopedAssertCapture asserts;
    cc::RefPtr<cc::Node> other(cc::Node::create());
    other->runAction(move);
    EXPECT_EQ(asserts.count(), 1);
    EXPECT_EQ(other->getNumberOfRunningActions(), 0);
}

TEST_F(ActionManagerTest, ActionsRunBeforeUserUpdates) {
    float xSeenByUpdate = -1.0f;
    node->runAction(cc::MoveBy::create(1.0f, cc::Vec2(100, 0)));
    node->schedule([&](float) { xSeenByUpdate = node->getPositionX(); }, "probe");
    step(0.5f);
    EXPECT_EQ(xSeenByUpdate, 50.0f);
}
