// tests/engine/actions/ActionAppearanceTests.cpp — opacity, colour and blinking at given times.
#include "actions/ActionAppearance.h"

#include "EngineTest.h"

#include <gtest/gtest.h>

namespace {
class ActionAppearance : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        node = cc::Node::create();
        scene->addChild(node);
    }
    cc::Node* node = nullptr;
};
} // namespace

TEST_F(ActionAppearance, FadeToTruncatesLikeCocos) {
    node->runAction(cc::FadeTo::create(1.0f, 0));
    step(0.5f);
    EXPECT_EQ(node->getOpacity(), 127); // 127.5 truncated
    step(0.5f);
    EXPECT_EQ(node->getOpacity(), 0);
    EXPECT_EQ(cc::FadeTo::create(1.0f, 10)->reverse(), nullptr);
}

TEST_F(ActionAppearance, FadeInFadeOutAndTheirReverses) {
    node->setOpacity(0);
    node->runAction(cc::FadeIn::create(1.0f));
    step(0.25f);
    EXPECT_EQ(node->getOpacity(), 63);
    step(0.75f);
    EXPECT_EQ(node->getOpacity(), 255);
    node->runAction(cc::FadeIn::create(1.0f)->reverse());
    step(1.0f);
    EXPECT_EQ(node->getOpacity(), 0);
    EXPECT_NE(dynamic_cast<cc::FadeIn*>(cc::FadeOut::create(1.0f)->reverse()), nullptr);
}

TEST_F(ActionAppearance, TintToAndTintBy) {
    node->runAction(cc::TintTo::create(1.0f, 0, 128, 255));
    step(0.5f);
    EXPECT_EQ(node->getColor(), cc::Color3B(127, 191, 255));
    step(0.5f);
    EXPECT_EQ(node->getColor(), cc::Color3B(0, 128, 255));
    node->runAction(cc::TintBy::create(1.0f, 100, -128, -55));
    step(1.0f);
    EXPECT_EQ(node->getColor(), cc::Color3B(100, 0, 200));
    node->runAction(cc::TintBy::create(1.0f, 100, -128, -55)->reverse());
    step(1.0f);
    EXPECT_EQ(node->getColor(), cc::Color3B(0, 128, 255));
}

TEST_F(ActionAppearance, BlinkTogglesAndRestoresVisibility) {
    node->runAction(cc::Blink::create(1.0f, 2));
    std::vector<bool> seen;
    for (int i = 0; i < 8; ++i) {
        step(0.125f);
        seen.push_back(node->isVisible());
    }
    EXPECT_EQ(seen, (std::vector<bool>{false, false, true, false, false, false, true, true}));
    EXPECT_EQ(node->getNumberOfRunningActions(), 0);
}

TEST_F(ActionAppearance, StoppingABlinkRestoresVisibility) {
    cc::Action* blink = node->runAction(cc::Blink::create(1.0f, 1));
    step(0.25f);
    EXPECT_FALSE(node->isVisible());
    node->stopAction(blink);
    EXPECT_TRUE(node->isVisible());
}
