// tests/engine/actions/ActionCompositeTests.cpp — Sequence, Spawn, Repeat, RepeatForever.
#include "actions/ActionComposite.h"
#include "actions/ActionInstant.h"
#include "actions/ActionTransform.h"
#include "actions/ActionWrappers.h"
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
    /// The node's position after each of @p frames steps of @p dt.
    std::vector<cc::Vec2> positions(float dt, int frames) {
        std::vector<cc::Vec2> seen;
        for (int i = 0; i < frames; ++i) {
            step(dt);
            seen.push_back(node->getPosition());
        }
        return seen;
    }
    cc::Node* node = nullptr;
};

/// The points are @p expected, to float rounding.
void expectPoints(const std::vector<cc::Vec2>& seen, const std::vector<cc::Vec2>& expected) {
    ASSERT_EQ(seen.size(), expected.size());
    for (std::size_t i = 0; i < seen.size(); ++i) {
        EXPECT_NEAR(seen[i].x, expected[i].x, 1e-3f) << "point " << i;
        EXPECT_NEAR(seen[i].y, expected[i].y, 1e-3f) << "point " << i;
    }
}
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

/* -- played backwards (ReverseTime) ---------------------------------------------------------- */

TEST_F(ActionComposite, ReversedSequenceOfMoveToVisitsThePointsBackwards) {
    node->runAction(cc::ReverseTime::create(cc::Sequence::create(
        cc::MoveTo::create(1.0f, cc::Vec2(100, 0)), cc::MoveTo::create(1.0f, cc::Vec2(100, 100)),
        cc::MoveTo::create(1.0f, cc::Vec2(0, 100)), nullptr)));
    // From the third point back to the second, then the second back to the first, where the first
    // MoveTo (restarted there) has nowhere to go.
    expectPoints(positions(0.5f, 6), {{50, 100}, {100, 100}, {100, 50}, {100, 0}, {100, 0}, {100, 0}});
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
}

TEST_F(ActionComposite, ReversedNestedSequencesGoBackThroughEveryLevel) {
    node->runAction(cc::ReverseTime::create(
        cc::Sequence::create(cc::Sequence::create(cc::MoveTo::create(1.0f, cc::Vec2(100, 0)),
                                                  cc::MoveTo::create(1.0f, cc::Vec2(100, 100)), nullptr),
                             cc::MoveTo::create(1.0f, cc::Vec2(0, 100)), nullptr)));
    expectPoints(positions(0.5f, 6), {{50, 100}, {100, 100}, {100, 50}, {100, 0}, {100, 0}, {100, 0}});
}

TEST_F(ActionComposite, ReversedSequencePlaysTheEarlierActionsAgainWhenTimeFallsBack) {
    // cocos2d-x restarts the earlier part of a sequence when time falls back into it, so a callback
    // before the action time falls into runs again; one in the action time leaves does not.
    int before = 0;
    int between = 0;
    node->runAction(cc::ReverseTime::create(
        cc::Sequence::create(counter(&before), cc::MoveBy::create(1.0f, cc::Vec2(10, 0)), counter(&between),
                             cc::MoveBy::create(1.0f, cc::Vec2(0, 10)), nullptr)));
    step(0.5f);
    EXPECT_EQ(before, 1);
    EXPECT_EQ(between, 1);
    EXPECT_EQ(node->getPosition(), cc::Vec2(10, 5));
    step(0.5f);
    EXPECT_EQ(node->getPosition(), cc::Vec2(10, 0));
    step(0.5f); // back into the first MoveBy
    EXPECT_EQ(before, 2);
    EXPECT_EQ(between, 1);
    step(0.5f);
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
    EXPECT_EQ(before, 2);
}

TEST_F(ActionComposite, ReversedSpawnRestartsAShorterActionTimeComesBackTo) {
    node->runAction(cc::ReverseTime::create(
        cc::Spawn::create(cc::Sequence::create(cc::MoveTo::create(0.5f, cc::Vec2(100, 0)),
                                               cc::MoveTo::create(0.5f, cc::Vec2(100, 100)), nullptr),
                          cc::RotateBy::create(2.0f, 80.0f), nullptr)));
    expectPoints(positions(0.25f, 8),
                 {{100, 100}, {100, 100}, {100, 100}, {100, 100}, {100, 50}, {100, 0}, {100, 0}, {100, 0}});
    EXPECT_FLOAT_EQ(node->getRotation(), 0.0f) << "the longest action went from its end to its start";
}

TEST_F(ActionComposite, ReversedRepeatMovesWithinItsLastRunAsCocosDoes) {
    node->runAction(cc::ReverseTime::create(cc::Repeat::create(cc::RotateBy::create(1.0f, 90.0f), 2)));
    std::vector<float> angles;
    for (int i = 0; i < 4; ++i) {
        step(0.5f);
        angles.push_back(node->getRotation());
    }
    EXPECT_EQ(angles, (std::vector<float>{135, 90, 135, 90}));
}

TEST_F(ActionComposite, ReversedSequenceWhoseTargetDiesMidwayStopsCleanly) {
    int calls = 0;
    node->runAction(cc::ReverseTime::create(cc::Sequence::create(
        cc::MoveBy::create(1.0f, cc::Vec2(10, 0)), cc::CallFunc::create([this, &calls] {
            if (++calls == 2) node->removeFromParentAndCleanup(true); // in the replay, going back
        }),
        cc::MoveBy::create(1.0f, cc::Vec2(10, 0)), cc::MoveBy::create(1.0f, cc::Vec2(10, 0)), nullptr)));
    step(0.5f, 8);
    EXPECT_EQ(calls, 2);
    EXPECT_EQ(scene->getChildrenCount(), 0);
    EXPECT_EQ(cc::RefCensus::countsByClass().count("cc::Node"), 0u) << "nothing kept the node alive";
}

TEST_F(ActionComposite, ReversedSequenceOnANodeRemovedMidwayReleasesEverything) {
    node->runAction(cc::ReverseTime::create(cc::Sequence::create(
        cc::MoveTo::create(1.0f, cc::Vec2(100, 0)), cc::MoveTo::create(1.0f, cc::Vec2(0, 0)), nullptr)));
    step(0.75f);
    node->removeFromParent();
    step(0.75f, 3);
    EXPECT_EQ(cc::RefCensus::countsByClass().count("cc::Node"), 0u);
    EXPECT_EQ(cc::RefCensus::countsByClass().count("cc::Sequence"), 0u);
}
