// tests/engine/actions/ActionCompositeTests.cpp — Sequence, Spawn, Repeat, RepeatForever.
#include "actions/ActionComposite.h"
#include "actions/ActionInstant.h"
#include "actions/ActionTransform.h"
#include "base/RefCensus.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

namespace {
class ActionComposite : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        node = cc::Node::create();
        scene->addChild(node);
    }
    cc::CallFunc* counter(int* count) {
        return cc::CallFunc::create([count] { ++*count; });
    }
    cc::Node* node = nullptr;
};
} // namespace

TEST_F(ActionComposite, SequenceRunsActionsInTurnAndInstantsOnce) {
    int calls = 0;
    node->runAction(cc::Sequence::create(cc::MoveBy::create(1.0f, cc::Vec2(100, 0)), counter(&calls),
                                         cc::MoveBy::create(1.0f, cc::Vec2(0, 100)), nullptr));
    std::vector<cc::Vec2> seen;
    std::vector<int> callsSeen;
    for (int i = 0; i < 5; ++i) {
        step(0.5f);
        seen.push_back(node->getPosition());
        callsSeen.push_back(calls);
    }
    EXPECT_EQ(seen, (std::vector<cc::Vec2>{{50, 0}, {100, 0}, {100, 50}, {100, 100}, {100, 100}}));
    EXPECT_EQ(callsSeen, (std::vector<int>{0, 1, 1, 1, 1}));
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
}

TEST_F(ActionComposite, SequenceOfInstantsFiresEachOnceOnTheFirstStep) {
    std::vector<int> order;
    node->runAction(cc::Sequence::create(cc::CallFunc::create([&] { order.push_back(1); }),
                                         cc::CallFunc::create([&] { order.push_back(2); }), nullptr));
    step(0.1f);
    step(0.1f);
    EXPECT_EQ(order, (std::vector<int>{1, 2}));
}

TEST_F(ActionComposite, LongFramePassesThroughEveryAction) {
    int calls = 0;
    node->runAction(cc::Sequence::create(cc::MoveBy::create(0.5f, cc::Vec2(10, 0)), counter(&calls),
                                         cc::MoveBy::create(0.5f, cc::Vec2(10, 0)), counter(&calls),
                                         nullptr));
    step(5.0f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(20, 0));
    EXPECT_EQ(calls, 2);
}

TEST_F(ActionComposite, CallFuncStoppingTheSequenceStopsWhatFollows) {
    int after = 0;
    node->runAction(cc::Sequence::create(cc::CallFunc::create([this] { node->stopAllActions(); }),
                                         counter(&after), cc::MoveBy::create(1.0f, cc::Vec2(10, 0)),
                                         nullptr));
    step(0.5f, 4);
    EXPECT_EQ(after, 0);
    EXPECT_EQ(node->getPosition(), cc::Vec2::ZERO);
}

TEST_F(ActionComposite, SequenceEndingWithRemoveSelfDestroysTheNodeSafely) {
    unsigned int id = node->_ID;
    node->runAction(
        cc::Sequence::create(cc::MoveBy::create(0.5f, cc::Vec2(1, 0)), cc::RemoveSelf::create(), nullptr));
    step(0.25f, 3);
    EXPECT_EQ(scene->getChildrenCount(), 0);
    EXPECT_EQ(cc::RefCensus::countsByClass().count("cc::Node"), 0u) << id; // already freed
}

TEST_F(ActionComposite, SequenceReverseAndClone) {
    cc::RefPtr<cc::Sequence> seq(cc::Sequence::create(cc::MoveBy::create(1.0f, cc::Vec2(100, 0)),
                                                      cc::MoveBy::create(1.0f, cc::Vec2(0, 100)), nullptr));
    node->runAction(seq->reverse());
    step(1.0f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(0, -100)); // the last action, reversed, runs first
    step(1.0f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(-100, -100));
    node->runAction(seq->clone());
    step(2.0f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(0, 0));
    EXPECT_EQ(cc::Sequence::create(cc::MoveTo::create(1.0f, cc::Vec2::ZERO), nullptr)->reverse(), nullptr);
}

TEST_F(ActionComposite, SpawnRunsTogetherForTheLongestDuration) {
    int calls = 0;
    node->runAction(cc::Spawn::create(cc::MoveBy::create(1.0f, cc::Vec2(100, 0)),
                                      cc::RotateBy::create(2.0f, 90.0f), counter(&calls), nullptr));
    step(0.5f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(50, 0));
    EXPECT_FLOAT_EQ(node->getRotation(), 22.5f);
    EXPECT_EQ(calls, 1);
    step(0.5f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(100, 0));
    step(1.0f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(100, 0));
    EXPECT_FLOAT_EQ(node->getRotation(), 90.0f);
    EXPECT_EQ(calls, 1);
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
}

TEST_F(ActionComposite, RepeatRunsExactlyNTimes) {
    node->runAction(cc::Repeat::create(cc::MoveBy::create(0.5f, cc::Vec2(10, 0)), 3));
    std::vector<float> xs;
    for (int i = 0; i < 7; ++i) {
        step(0.25f);
        xs.push_back(node->getPositionX());
    }
    EXPECT_EQ(xs, (std::vector<float>{5, 10, 15, 20, 25, 30, 30}));
}

TEST_F(ActionComposite, RepeatOfAnInstantFiresNTimes) {
    int calls = 0;
    node->runAction(cc::Repeat::create(counter(&calls), 3));
    step(0.1f, 3);
    EXPECT_EQ(calls, 3);
}

TEST_F(ActionComposite, RepeatOfASequenceFiresOnSchedule) {
    int calls = 0;
    node->runAction(
        cc::Repeat::create(cc::Sequence::create(cc::DelayTime::create(0.5f), counter(&calls), nullptr), 3));
    std::vector<int> seen;
    for (int i = 0; i < 8; ++i) {
        step(0.25f);
        seen.push_back(calls);
    }
    EXPECT_EQ(seen, (std::vector<int>{0, 1, 1, 2, 2, 3, 3, 3}));
}

TEST_F(ActionComposite, RepeatForeverCarriesLeftoverTime) {
    node->runAction(cc::RepeatForever::create(cc::MoveBy::create(1.0f, cc::Vec2(100, 0))));
    std::vector<float> xs;
    for (int i = 0; i < 4; ++i) {
        step(0.75f);
        xs.push_back(node->getPositionX());
    }
    EXPECT_EQ(xs, (std::vector<float>{75, 150, 225, 300}));
    EXPECT_EQ(node->getNumberOfRunningActions(), 1);
}

TEST_F(ActionComposite, RepeatForeverOfASequenceCountsExactly) {
    int calls = 0;
    node->runAction(cc::RepeatForever::create(
        cc::Sequence::create(cc::DelayTime::create(0.5f), counter(&calls), nullptr)));
    step(0.25f, 8);
    EXPECT_EQ(calls, 4);
    node->stopAllActions();
    step(0.25f, 8);
    EXPECT_EQ(calls, 4);
}
