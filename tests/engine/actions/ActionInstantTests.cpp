// tests/engine/actions/ActionInstantTests.cpp — instant actions and CallFunc (C++ and script forms).
#include "actions/ActionComposite.h"
#include "actions/ActionInstant.h"

#include "EngineTest.h"
#include "FakeScriptEngine.h"

#include <gtest/gtest.h>

using kite::test::FakeScriptEngine;

namespace {
class ActionInstant : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        node = cc::Node::create();
        scene->addChild(node);
    }
    cc::Node* node = nullptr;
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

TEST_F(ActionInstant, ScriptCallFuncSendsItsHandlerAndTarget) {
    FakeScriptEngine engine;
    node->runAction(cc::CallFunc::create(77));
    step(0.1f);
    auto calls = engine.eventsOfType(cc::ScriptEventType::CallFunc);
    ASSERT_EQ(calls.size(), 1u);
    EXPECT_EQ(calls[0].callFunc.handler, 77);
    EXPECT_EQ(calls[0].callFunc.target, node);
    kite::test::runFrames(1, 0.0f); // the finished action is freed: its handler is released
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{77}));
}

TEST_F(ActionInstant, ScriptCallFuncNeverRunStillReleasesItsHandler) {
    FakeScriptEngine engine;
    cc::CallFunc::create(78); // autoreleased, never run
    kite::test::runFrames(1, 0.0f);
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{78}));
}

TEST_F(ActionInstant, ClonedScriptCallFuncsShareOneHandler) {
    FakeScriptEngine engine;
    node->runAction(cc::Repeat::create(cc::CallFunc::create(79), 3));
    step(0.1f);
    EXPECT_EQ(engine.eventsOfType(cc::ScriptEventType::CallFunc).size(), 3u);
    cc::CallFunc* original = cc::CallFunc::create(80);
    cc::CallFunc* copy = original->clone();
    EXPECT_EQ(copy->getScriptHandler(), 80);
    kite::test::runFrames(1, 0.0f);
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{79, 80})); // each released exactly once
}
