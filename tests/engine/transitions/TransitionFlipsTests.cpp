// tests/engine/transitions/TransitionFlipsTests.cpp — the flips drawn as 2D scale flips: which axis
// each folds and what its orientation turns.
#include "director/Director.h"
#include "scene/Scene.h"
#include "transitions/TransitionFlips.h"

#include "KiteTestSupport.h"

#include <gtest/gtest.h>

namespace {

using Orientation = cc::TransitionOrientation;

/// A scene's scale and rotation a quarter and three quarters into a one-second flip.
struct Fold {
    float scaleX, scaleY, rotation;
    bool visible;
};

class TransitionFlips : public ::testing::Test {
protected:
    void TearDown() override { kite::test::tearDownEngine(); }
    /// Runs @p flip from a first scene, returns how the out scene looks at a quarter of the flip and
    /// how the in scene looks at three quarters.
    template <class Flip> std::pair<Fold, Fold> quarters(Orientation orientation) {
        cc::Director* director = cc::Director::getInstance();
        cc::Scene* out = cc::Scene::create();
        director->runWithScene(out);
        director->mainLoop(0.0f);
        cc::Scene* in = cc::Scene::create();
        director->replaceScene(Flip::create(1.0f, in, orientation));
        director->mainLoop(0.0f); // the transition starts
        director->mainLoop(0.25f);
        Fold first{out->getScaleX(), out->getScaleY(), out->getRotation(), out->isVisible()};
        director->mainLoop(0.5f);
        Fold second{in->getScaleX(), in->getScaleY(), in->getRotation(), in->isVisible()};
        return {first, second};
    }
};

TEST_F(TransitionFlips, FlipXFoldsTheWidthAsATurnAboutTheVerticalAxis) {
    for (Orientation o : {Orientation::LEFT_OVER, Orientation::RIGHT_OVER}) {
        auto [out, in] = quarters<cc::TransitionFlipX>(o);
        EXPECT_LT(out.scaleX, 1.0f);
        EXPECT_GT(out.scaleX, 0.0f);
        EXPECT_EQ(out.scaleY, 1.0f);
        EXPECT_EQ(out.rotation, 0.0f);
        EXPECT_TRUE(in.visible);
        EXPECT_LT(in.scaleX, 1.0f);
        EXPECT_GT(in.scaleX, 0.0f);
        EXPECT_EQ(in.scaleY, 1.0f);
        kite::test::tearDownEngine();
    }
}

TEST_F(TransitionFlips, FlipYFoldsTheHeightAsATurnAboutTheHorizontalAxis) {
    for (Orientation o : {Orientation::UP_OVER, Orientation::DOWN_OVER}) {
        auto [out, in] = quarters<cc::TransitionFlipY>(o);
        EXPECT_EQ(out.scaleX, 1.0f);
        EXPECT_LT(out.scaleY, 1.0f);
        EXPECT_GT(out.scaleY, 0.0f);
        EXPECT_EQ(in.scaleX, 1.0f);
        EXPECT_LT(in.scaleY, 1.0f);
        kite::test::tearDownEngine();
    }
}

TEST_F(TransitionFlips, ZoomFlipsAlsoHalveTheOtherSide) {
    auto [outX, inX] = quarters<cc::TransitionZoomFlipX>(Orientation::RIGHT_OVER);
    EXPECT_LT(outX.scaleX, outX.scaleY);
    EXPECT_LT(outX.scaleY, 1.0f);
    EXPECT_GT(outX.scaleY, 0.5f);
    kite::test::tearDownEngine();
    auto [outY, inY] = quarters<cc::TransitionZoomFlipY>(Orientation::UP_OVER);
    EXPECT_LT(outY.scaleY, outY.scaleX);
    EXPECT_LT(outY.scaleX, 1.0f);
    EXPECT_GT(outY.scaleX, 0.5f);
}

TEST_F(TransitionFlips, TheAngularFlipTurnsTheWayItsOrientationSays) {
    auto [rightOut, rightIn] = quarters<cc::TransitionFlipAngular>(Orientation::RIGHT_OVER);
    EXPECT_GT(rightOut.rotation, 0.0f) << "RIGHT_OVER turns clockwise";
    EXPECT_LT(rightOut.scaleX, 1.0f);
    EXPECT_LT(rightIn.rotation, 0.0f) << "and the in scene turns from the other side back to 0";
    kite::test::tearDownEngine();
    auto [leftOut, leftIn] = quarters<cc::TransitionFlipAngular>(Orientation::LEFT_OVER);
    EXPECT_LT(leftOut.rotation, 0.0f) << "LEFT_OVER turns anticlockwise";
    EXPECT_GT(leftIn.rotation, 0.0f);
}

} // namespace
