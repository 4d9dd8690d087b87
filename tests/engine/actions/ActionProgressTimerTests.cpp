// tests/engine/actions/ActionProgressTimerTests.cpp — ProgressTo and ProgressFromTo.
#include "actions/ActionProgressTimer.h"
#include "base/RefPtr.h"
#include "scene/ProgressTimer.h"
#include "scene/Sprite.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

namespace {
class ActionProgressTimerTest : public kite::test::EngineTest {
protected:
    cc::ProgressTimer* timer() {
        cc::ProgressTimer* t = cc::ProgressTimer::create(cc::Sprite::create());
        scene->addChild(t);
        return t;
    }
};
} // namespace

TEST_F(ActionProgressTimerTest, ProgressToStartsFromThePercentageAtStart) {
    cc::ProgressTimer* t = timer();
    t->setPercentage(20);
    t->runAction(cc::ProgressTo::create(1.0f, 60));
    step(0.25f);
    EXPECT_NEAR(t->getPercentage(), 30.0f, 1e-4f);
    step(0.25f, 3);
    EXPECT_NEAR(t->getPercentage(), 60.0f, 1e-4f);
    EXPECT_EQ(t->getNumberOfRunningActions(), 0);
    cc::ProgressTo* to = cc::ProgressTo::create(2.0f, 10);
    {
        kite::test::ScopedLogCapture log;
        EXPECT_EQ(to->reverse(), nullptr); // as cocos2d-x: no reverse
        ASSERT_EQ(log.lines().size(), 1u);
    }
    cc::ProgressTo* copy = to->clone();
    EXPECT_EQ(copy->getDuration(), 2.0f);
    t->runAction(copy);
    step(2.0f);
    EXPECT_NEAR(t->getPercentage(), 10.0f, 1e-4f);
}

TEST_F(ActionProgressTimerTest, ProgressFromToSetsItsStartAndReversesBySwapping) {
    cc::ProgressTimer* t = timer();
    t->setPercentage(90);
    cc::ProgressFromTo* fromTo = cc::ProgressFromTo::create(1.0f, 0, 100);
    cc::RefPtr<cc::ProgressFromTo> copy(fromTo->clone()); // (the frame drains the pool)
    t->runAction(fromTo->reverse());                      // 100 -> 0
    step(0.25f);
    EXPECT_NEAR(t->getPercentage(), 75.0f, 1e-4f);
    t->stopAllActions();
    t->runAction(copy.get());
    step(0.5f);
    EXPECT_NEAR(t->getPercentage(), 50.0f, 1e-4f);
}

TEST_F(ActionProgressTimerTest, ATargetThatIsNotATimerIsReportedAndLeftAlone) {
    kite::test::ScopedAssertCapture asserts;
    cc::Node* node = cc::Node::create();
    scene->addChild(node);
    node->runAction(cc::ProgressTo::create(1.0f, 50));
    node->runAction(cc::ProgressFromTo::create(1.0f, 0, 50));
    step(0.5f);
    EXPECT_EQ(asserts.count(), 2);
    EXPECT_TRUE(asserts.contains("ProgressTo needs a ProgressTimer target"));
    EXPECT_TRUE(asserts.contains("ProgressFromTo needs a ProgressTimer target"));
    step(0.5f);
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
}
