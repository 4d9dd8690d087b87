// tests/engine/actions/ActionInstantTests.cpp — instant actions, CallFunc and CallFuncN.
#include "actions/ActionComposite.h"
#include "actions/ActionInstant.h"
#include "base/RefPtr.h"
#include "scene/Sprite.h"

#include "EngineTest.h"
#include "TestObjects.h"

#include <gtest/gtest.h>

using kite::test::dropProbe;

namespace {
class ActionInstant : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        node = cc::Node::create();
        scene->addChild(node);
    }
    cc::Node* node = nullptr;
    int drops = 0; // DropProbe destructions
};
} // namespace

TEST_F(ActionInstant, ShowHideToggleAndPlace) {
    node->runAction(cc::Hide::create());
    step(0.1f);
    EXPECT_FALSE(node->isVisible());
    node->runAction(cc::ToggleVisibility::create());
    step(0.1f);
    EXPECT_TRUE(node->isVisible());
    node->runAction(cc::Sequence::create(cc::Hide::create(), cc::Show::create()->reverse(), nullptr));
    step(0.1f);
    EXPECT_FALSE(node->isVisible());
    node->runAction(cc::Place::create(cc::Vec2(3, 4)));
    step(0.1f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(3, 4));
}

TEST_F(ActionInstant, RunsOnTheNextStepNotWhenAdded) {
    int calls = 0;
    node->runAction(cc::CallFunc::create([&] { ++calls; }));
    EXPECT_EQ(calls, 0);
    step(0.1f);
    EXPECT_EQ(calls, 1);
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
}

TEST_F(ActionInstant, CallFuncNReceivesTheTarget) {
    cc::Node* seen = nullptr;
    node->runAction(cc::CallFuncN::create([&](cc::Node* target) { seen = target; }));
    step(0.1f);
    EXPECT_EQ(seen, node);
}

TEST_F(ActionInstant, RemoveSelfWithAndWithoutCleanup) {
    cc::RefPtr<cc::Node> kept(cc::Node::create());
    scene->addChild(kept.get());
    kept->runAction(cc::Sequence::create(cc::RemoveSelf::create(false), nullptr));
    step(0.1f);
    EXPECT_EQ(kept->getParent(), nullptr);
    node->runAction(cc::RemoveSelf::create());
    step(0.1f);
    EXPECT_EQ(scene->getChildrenCount(), 0);
}

TEST_F(ActionInstant, CallFuncThatDestroysItsTargetIsSafe) {
    node->runAction(cc::CallFunc::create([this] { node->removeFromParent(); }));
    step(0.1f);
    EXPECT_EQ(scene->getChildrenCount(), 0);
}

TEST_F(ActionInstant, AFinishedCallFuncDropsItsFunction) {
    int calls = 0;
    node->runAction(cc::CallFunc::create([&calls, probe = dropProbe(drops)] { ++calls; }));
    step(0.1f);
    EXPECT_EQ(calls, 1);
    kite::test::runFrames(1, 0.0f); // the finished action is freed, and its function with it
    EXPECT_EQ(drops, 1);
}

TEST_F(ActionInstant, ACallFuncNeverRunStillDropsItsFunction) {
    cc::CallFuncN::create([probe = dropProbe(drops)](cc::Node*) {}); // autoreleased, never run
    kite::test::runFrames(1, 0.0f);
    EXPECT_EQ(drops, 1);
}

TEST_F(ActionInstant, ClonedCallFuncsCopyTheFunctionAndDropItOnce) {
    std::vector<cc::Node*> targets;
    node->runAction(
        cc::Repeat::create(cc::CallFuncN::create([&targets](cc::Node* t) { targets.push_back(t); }), 3));
    step(0.1f);
    EXPECT_EQ(targets, (std::vector<cc::Node*>{node, node, node}));
    int calls = 0;
    cc::CallFunc* original = cc::CallFunc::create([&calls, probe = dropProbe(drops)] { ++calls; });
    cc::CallFunc* copy = original->clone();
    copy->execute();
    EXPECT_EQ(calls, 1);
    kite::test::runFrames(1, 0.0f);
    EXPECT_EQ(drops, 1); // one function shared by both, dropped with the last of them
}

TEST_F(ActionInstant, ACallFuncNWhoseFunctionDropsItsLastOwnerLivesUntilItReturns) {
    cc::RefPtr<cc::CallFuncN> holder;
    int dropsDuringCall = -1;
    holder = cc::CallFuncN::create([&holder, &dropsDuringCall, this, probe = dropProbe(drops)](cc::Node*) {
        holder.reset(); // e.g. the function stops its own action
        dropsDuringCall = drops;
    });
    kite::test::runFrames(1, 0.0f); // only `holder` owns it now
    cc::CallFuncN* action = holder.get();
    action->execute();
    EXPECT_EQ(dropsDuringCall, 0); // the action and its function outlived the call
    EXPECT_EQ(drops, 1);
}

TEST_F(ActionInstant, FlipXAndFlipYSetASpritesFlipAndReverseToTheOpposite) {
    cc::Sprite* sprite = cc::Sprite::create();
    scene->addChild(sprite);
    sprite->runAction(cc::Sequence::create(cc::FlipX::create(true), cc::FlipY::create(true), nullptr));
    step(0.1f);
    EXPECT_TRUE(sprite->isFlippedX());
    EXPECT_TRUE(sprite->isFlippedY());
    sprite->runAction(cc::Sequence::create(cc::FlipX::create(true)->reverse(),
                                           cc::FlipY::create(true)->reverse(), nullptr));
    step(0.1f);
    EXPECT_FALSE(sprite->isFlippedX());
    EXPECT_FALSE(sprite->isFlippedY());
    node->runAction(cc::FlipX::create(true)->clone()); // not a sprite: a warning, nothing else
    step(0.1f);
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
}
