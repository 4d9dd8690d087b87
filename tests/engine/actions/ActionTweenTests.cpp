// tests/engine/actions/ActionTweenTests.cpp — ActionFloat and ActionTween values at given times.
#include "actions/ActionEase.h"
#include "actions/ActionTween.h"
#include "base/RefPtr.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

#include <vector>

namespace {
class ActionTween : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        node = cc::Node::create();
        scene->addChild(node);
    }
    cc::Node* node = nullptr;
    std::vector<float> values;
};

class TweenedNode : public cc::Node, public cc::ActionTweenDelegate {
public:
    static TweenedNode* create() {
        auto* n = new TweenedNode();
        n->autorelease();
        return n;
    }
    void updateTweenAction(float value, const std::string& key) override {
        values.push_back(value);
        keys.push_back(key);
    }
    std::vector<float> values;
    std::vector<std::string> keys;
};
} // namespace

TEST_F(ActionTween, ActionFloatHandsOutEachValue) {
    node->runAction(cc::ActionFloat::create(1.0f, 10.0f, 20.0f, [this](float v) { values.push_back(v); }));
    step(0.25f, 5);
    EXPECT_EQ(values, (std::vector<float>{12.5f, 15.0f, 17.5f, 20.0f}));
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
}

TEST_F(ActionTween, ActionFloatReverseCloneAndEase) {
    cc::RefPtr<cc::ActionFloat> action(
        cc::ActionFloat::create(1.0f, 0.0f, 8.0f, [this](float v) { values.push_back(v); }));
    node->runAction(action->reverse());
    step(0.5f, 2);
    EXPECT_EQ(values, (std::vector<float>{4.0f, 0.0f}));
    values.clear();
    node->runAction(cc::EaseIn::create(action->clone(), 2.0f));
    step(0.5f, 2);
    EXPECT_EQ(values, (std::vector<float>{2.0f, 8.0f}));
}

TEST_F(ActionTween, ActionFloatCallbackMayStopItsOwnAction) {
    node->runAction(cc::ActionFloat::create(1.0f, 0.0f, 1.0f, [this](float v) {
        values.push_back(v);
        node->stopAllActions();
    }));
    step(0.25f, 3);
    EXPECT_EQ(values.size(), 1u);
}

TEST_F(ActionTween, ActionTweenDrivesADelegate) {
    TweenedNode* tweened = TweenedNode::create();
    scene->addChild(tweened);
    auto* tween = cc::ActionTween::create(1.0f, "width", 200.0f, 300.0f);
    tweened->runAction(tween);
    step(0.5f, 2);
    EXPECT_EQ(tweened->values, (std::vector<float>{250.0f, 300.0f}));
    EXPECT_EQ(tweened->keys, (std::vector<std::string>{"width", "width"}));
    tweened->values.clear();
    tweened->runAction(cc::ActionTween::create(1.0f, "width", 200.0f, 300.0f)->reverse());
    step(1.0f);
    EXPECT_EQ(tweened->values, (std::vector<float>{200.0f}));
}

TEST_F(ActionTween, ActionTweenUsesItsForwarderForOtherNodes) {
    std::vector<std::string> keys;
    auto* tween = cc::ActionTween::create(1.0f, "alpha", 1.0f, 0.0f);
    tween->setForwarder([&](cc::Node* target, float value, const std::string& key) {
        EXPECT_EQ(target, node);
        values.push_back(value);
        keys.push_back(key);
    });
    node->runAction(tween->clone());
    step(0.5f, 2);
    EXPECT_EQ(values, (std::vector<float>{0.5f, 0.0f}));
    EXPECT_EQ(keys, (std::vector<std::string>{"alpha", "alpha"}));
}

TEST_F(ActionTween, ActionTweenOnAPlainNodeIsAnErrorNotACrash) {
    kite::test::ScopedAssertCapture asserts;
    node->runAction(cc::ActionTween::create(1.0f, "x", 0.0f, 1.0f));
    step(0.5f, 3);
    EXPECT_TRUE(asserts.contains("ActionTweenDelegate"));
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
}
