// tests/engine/transitions/TransitionSceneTests.cpp — the callback order of a transition, input
// during it, and its lifetimes when it is interrupted.
#include "director/Director.h"
#include "events/EventDispatcher.h"
#include "scene/Scene.h"
#include "scheduler/Scheduler.h"
#include "transitions/TransitionFlips.h"
#include "transitions/TransitionsCaptured.h"
#include "transitions/TransitionsMoving.h"

#include "KiteTestSupport.h"

#include <gtest/gtest.h>

using Log = std::vector<std::string>;

namespace {

class TransitionTest : public ::testing::Test {
protected:
    void TearDown() override { kite::test::tearDownEngine(); }
    cc::Scene* scene(const std::string& name) {
        cc::Scene* s = cc::Scene::create();
        s->setName(name);
        s->setOnEnterCallback([this, s] { log.push_back(s->getName() + ".enter"); });
        s->setOnEnterTransitionDidFinishCallback([this, s] { log.push_back(s->getName() + ".enterFinish"); });
        s->setOnExitTransitionDidStartCallback([this, s] { log.push_back(s->getName() + ".exitStart"); });
        s->setOnExitCallback([this, s] { log.push_back(s->getName() + ".exit"); });
        s->setOnCleanupCallback([this, s] { log.push_back(s->getName() + ".cleanup"); });
        return s;
    }
    /// Runs scene A, then replaces it through @p make(B); the log starts empty after A runs.
    void frame(float dt = 0.1f) { director->mainLoop(dt); }
    cc::Scene* startWithA() {
        cc::Scene* a = scene("A");
        director->runWithScene(a);
        frame(0.0f);
        log.clear();
        return a;
    }
    void frames(int n, float dt = 0.1f) {
        for (int i = 0; i < n; ++i)
            frame(dt);
    }

    cc::Director* director = cc::Director::getInstance();
    Log log;
};

TEST_F(TransitionTest, ReplaceSceneGivesCocosCallbackOrder) {
    startWithA();
    cc::Scene* b = scene("B");
    auto* transition = cc::TransitionMoveInL::create(1.0f, b);
    ASSERT_NE(transition, nullptr);
    EXPECT_EQ(transition->getInScene(), b);
    EXPECT_FLOAT_EQ(transition->getDuration(), 1.0f);
    director->replaceScene(transition);
    frame(0.0f);
    EXPECT_EQ(director->getRunningScene(), transition);
    EXPECT_EQ(log, (Log{"A.exitStart", "B.enter"}));
    EXPECT_FALSE(director->getEventDispatcher()->isEnabled());
    log.clear();
    frames(9);
    EXPECT_TRUE(log.empty());
    EXPECT_EQ(director->getRunningScene(), transition);
    frames(2); // the move ends at 1 s; finish hands over at the next scheduler tick
    EXPECT_EQ(director->getRunningScene(), b);
    EXPECT_EQ(log, (Log{"A.exit", "B.enterFinish", "A.cleanup"}));
    EXPECT_TRUE(director->getEventDispatcher()->isEnabled());
    EXPECT_EQ(b->getPosition(), cc::Vec2::ZERO);
    EXPECT_EQ(director->getScenesStackSize(), 1);
}

TEST_F(TransitionTest, PushSceneKeepsTheOutSceneForPop) {
    cc::Scene* a = startWithA();
    cc::Scene* b = scene("B");
    director->pushScene(cc::TransitionFade::create(0.4f, b, cc::Color3B::RED));
    frames(8);
    EXPECT_EQ(director->getRunningScene(), b);
    EXPECT_EQ(log, (Log{"A.exitStart", "B.enter", "A.exit", "B.enterFinish"})); // A is not cleaned up
    EXPECT_TRUE(a->isVisible());
    log.clear();
    director->popScene();
    frame();
    EXPECT_EQ(director->getRunningScene(), a);
    EXPECT_EQ(log, (Log{"B.exitStart", "B.exit", "B.cleanup", "A.enter", "A.enterFinish"}));
}

TEST_F(TransitionTest, FadeHidesTheInSceneUntilHalfway) {
    startWithA();
    cc::Scene* b = scene("B");
    auto* fade = cc::TransitionFade::create(1.0f, b, cc::Color3B::WHITE);
    director->replaceScene(fade);
    frame(0.0f);
    auto* layer = fade->getChildByTag(cc::TransitionFade::FADE_LAYER_TAG);
    ASSERT_NE(layer, nullptr);
    EXPECT_EQ(layer->getColor(), cc::Color3B::WHITE);
    EXPECT_FALSE(b->isVisible());
    frames(3); // 0.3 s: fading in
    EXPECT_GT(layer->getOpacity(), 100);
    EXPECT_FALSE(b->isVisible());
    frames(4); // 0.7 s: fading out over B
    EXPECT_TRUE(b->isVisible());
    EXPECT_EQ(director->getRunningScene(), fade);
    EXPECT_LT(layer->getOpacity(), 200);
}

TEST_F(TransitionTest, InputIsDisabledDuringTheTransition) {
    startWithA();
    auto* dispatcher = director->getEventDispatcher();
    director->replaceScene(cc::TransitionSlideInR::create(0.2f, scene("B")));
    EXPECT_TRUE(dispatcher->isEnabled());
    frame(0.0f);
    EXPECT_FALSE(dispatcher->isEnabled());
    frames(3);
    EXPECT_EQ(director->getRunningScene()->getName(), "B");
    EXPECT_TRUE(dispatcher->isEnabled());
}

TEST_F(TransitionTest, ReplaceSceneDuringTransitionExitsAndCleansBothScenes) {
    startWithA();
    director->replaceScene(cc::TransitionRotoZoom::create(1.0f, scene("B")));
    frames(3);
    log.clear();
    director->replaceScene(scene("C"));
    frame();
    EXPECT_EQ(director->getRunningScene()->getName(), "C");
    EXPECT_EQ(log,
              (Log{"A.exit", "B.exitStart", "B.exit", "A.cleanup", "B.cleanup", "C.enter", "C.enterFinish"}));
    EXPECT_TRUE(director->getEventDispatcher()->isEnabled());
    log.clear();
    frames(12); // nothing calls back into the transition that is gone
    EXPECT_TRUE(log.empty());
    EXPECT_EQ(director->getRunningScene()->getName(), "C");
}

TEST_F(TransitionTest, TransitionOverARunningTransition) {
    startWithA();
    director->replaceScene(cc::TransitionJumpZoom::create(1.0f, scene("B")));
    frames(3);
    director->replaceScene(cc::TransitionFlipX::create(0.5f, scene("C")));
    frames(20);
    EXPECT_EQ(director->getRunningScene()->getName(), "C");
    EXPECT_TRUE(director->getEventDispatcher()->isEnabled());
    for (const char* name : {"A.cleanup", "B.cleanup", "C.enterFinish"})
        EXPECT_NE(std::find(log.begin(), log.end(), name), log.end()) << name;
    EXPECT_EQ(director->getScenesStackSize(), 1);
}

TEST_F(TransitionTest, InSceneReleasedByItsCreatorStaysAliveWhileNeeded) {
    startWithA();
    cc::Scene* b = cc::Scene::create();
    b->retain();
    director->replaceScene(cc::TransitionShrinkGrow::create(0.3f, b));
    b->release(); // the transition holds it now
    frames(6);
    EXPECT_EQ(director->getRunningScene(), b);
}

TEST_F(TransitionTest, DirectorEndDuringTransitionLeaksNothing) {
    startWithA();
    director->replaceScene(cc::TransitionZoomFlipAngular::create(1.0f, scene("B")));
    frames(4);
    log.clear();
    director->end();
    kite::test::tearDownEngine();
    EXPECT_EQ(log, (Log{"A.exit", "B.exitStart", "B.exit", "A.cleanup", "B.cleanup"}));
}

TEST_F(TransitionTest, PopSceneDuringPushedTransitionReturnsToTheOutScene) {
    cc::Scene* a = startWithA();
    director->pushScene(cc::TransitionSlideInL::create(1.0f, scene("B")));
    frames(3);
    EXPECT_NE(a->getPositionX(), 0.0f); // sliding away
    director->popScene();
    frames(15);
    EXPECT_EQ(director->getRunningScene(), a);
    EXPECT_EQ(a->getPosition(), cc::Vec2::ZERO); // its slide was stopped and undone
    EXPECT_TRUE(a->isRunning());
    EXPECT_TRUE(director->getEventDispatcher()->isEnabled());
}

TEST_F(TransitionTest, EveryTransitionReachesItsInScene) {
    using Make = std::function<cc::TransitionScene*(float, cc::Scene*)>;
    const std::vector<Make> makers = {
        [](float t, cc::Scene* s) { return cc::TransitionScene::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionFade::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionRotoZoom::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionJumpZoom::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionMoveInL::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionMoveInR::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionMoveInT::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionMoveInB::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionSlideInL::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionSlideInR::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionSlideInT::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionSlideInB::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionShrinkGrow::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionFlipX::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionFlipY::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionFlipAngular::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionZoomFlipX::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionZoomFlipY::create(t, s); },
        [](float t, cc::Scene* s) {
            return cc::TransitionZoomFlipAngular::create(t, s, cc::TransitionOrientation::LEFT_OVER);
        },
        [](float t, cc::Scene* s) { return cc::TransitionCrossFade::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionTurnOffTiles::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionSplitCols::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionSplitRows::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionFadeTR::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionFadeBL::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionFadeUp::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionFadeDown::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionProgressRadialCW::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionProgressRadialCCW::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionProgressHorizontal::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionProgressVertical::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionProgressInOut::create(t, s); },
        [](float t, cc::Scene* s) { return cc::TransitionProgressOutIn::create(t, s); },
    };
    startWithA();
    int index = 0;
    for (const Make& make : makers) {
        cc::Scene* next = cc::Scene::create();
        auto* transition = make(0.5f, next);
        ASSERT_NE(transition, nullptr) << index;
        director->replaceScene(transition);
        frames(index == 0 ? 1 : 7);
        if (index == 0) transition->finish(); // the plain TransitionScene animates nothing
        frames(index == 0 ? 2 : 0);
        EXPECT_EQ(director->getRunningScene(), next) << index;
        EXPECT_EQ(next->getScaleX(), 1.0f) << index;
        EXPECT_EQ(next->getRotation(), 0.0f) << index;
        EXPECT_TRUE(next->isVisible()) << index;
        ++index;
    }
}

TEST_F(TransitionTest, InSceneMustDifferFromTheRunningScene) {
    cc::Scene* a = startWithA();
    kite::test::ScopedAssertCapture asserts;
    EXPECT_EQ(cc::TransitionFade::create(1.0f, a), nullptr);
    EXPECT_EQ(cc::TransitionFade::create(1.0f, nullptr), nullptr);
    EXPECT_EQ(asserts.messages().size(), 2u);
}

TEST_F(TransitionTest, ATransitionCannotGoInsideItsOwnScenes) {
    startWithA();
    cc::Scene* b = scene("B");
    auto* transition = cc::TransitionCrossFade::create(0.5f, b);
    cc::Node* holder = cc::Node::create();
    holder->addChild(transition);
    {
        // a scene is a node: a script may try; the transition retains both scenes, so neither could
        // ever be freed (a Lua-retained transition outlives the Director that would clean it up)
        kite::test::ScopedAssertCapture asserts;
        b->addChild(transition);
        director->getRunningScene()->addChild(holder); // the out scene, the transition deeper
        EXPECT_EQ(asserts.count(), 2);
        EXPECT_TRUE(asserts.contains("retains this node or an ancestor"));
    }
    EXPECT_EQ(holder->getParent(), nullptr);
    transition->removeFromParent();
    director->replaceScene(transition);
    frames(3);
    transition->visit();
    director->replaceScene(scene("C"));
    frames(2);
    EXPECT_EQ(director->getRunningScene()->getName(), "C");
}

// Found by the stress generator: a transition pushed in the frame the previous one hands over
// covers the in scene before it ever runs; that scene must exit, not stay running under the cover.
TEST_F(TransitionTest, PushInTheFrameOfTheHandOverCoversTheInSceneExited) {
    startWithA();
    cc::Scene* b = scene("B");
    auto* first = cc::TransitionMoveInL::create(0.2f, b);
    director->replaceScene(first);
    frame(0.0f);
    unsigned int entry = 0;
    cc::Scene* c = nullptr;
    entry = director->getScheduler()->scheduleEntry(
        [&](float) {
            if (director->getNextScene() != b) return;
            c = scene("C");
            director->pushScene(cc::TransitionFade::create(0.2f, c)); // over `first`, still running
            director->getScheduler()->unscheduleEntry(entry);
        },
        0.0f, false);
    frames(10);
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(director->getRunningScene(), c);
    EXPECT_FALSE(b->isRunning()); // covered by C, it comes back with popScene
    EXPECT_EQ(director->getScenesStackSize(), 2);
    log.clear();
    director->popScene();
    frame();
    EXPECT_EQ(director->getRunningScene(), b);
    EXPECT_EQ(log, (Log{"C.exitStart", "C.exit", "C.cleanup", "B.enter", "B.enterFinish"}));
}

// Found by the stress generator under ASan: finish() called by the game before the transition's own
// actions end; they must not call back into the transition once it is gone.
TEST_F(TransitionTest, EarlyFinishLeavesNoActionCallingBack) {
    startWithA();
    cc::Scene* b = scene("B");
    director->pushScene(cc::TransitionFlipX::create(1.0f, b));
    frames(2);
    static_cast<cc::TransitionScene*>(director->getRunningScene())->finish();
    frames(2);
    EXPECT_EQ(director->getRunningScene(), b);
    EXPECT_EQ(b->getNumberOfRunningActions(), 0);
    frames(12);
    EXPECT_EQ(director->getRunningScene(), b);
}

/// What a transition changes on a scene and puts back.
struct SceneLook {
    cc::Vec2 position, anchor;
    float scaleX, scaleY, rotation;
    bool visible;
    static SceneLook of(cc::Scene* s) {
        return {s->getPosition(), s->getAnchorPoint(), s->getScaleX(),
                s->getScaleY(),   s->getRotation(),    s->isVisible()};
    }
    bool operator==(const SceneLook& o) const {
        return position == o.position && anchor == o.anchor && scaleX == o.scaleX && scaleY == o.scaleY &&
               rotation == o.rotation && visible == o.visible;
    }
};
std::ostream& operator<<(std::ostream& out, const SceneLook& l) {
    return out << "position " << l.position.x << "," << l.position.y << " anchor " << l.anchor.x << ","
               << l.anchor.y << " scale " << l.scaleX << "," << l.scaleY << " rotation " << l.rotation
               << (l.visible ? " shown" : " hidden");
}

/// Finishes a zoom half way: the zooms change every value finish() puts back (anchors, scale,
/// rotation for RotoZoom, position for JumpZoom).
class TransitionResetTest : public TransitionTest {
protected:
    void finishHalfWay(cc::TransitionScene* (*make)(float, cc::Scene*)) {
        cc::Scene* a = startWithA();
        a->setAnchorPoint(cc::Vec2(0.1f, 0.3f));
        cc::Scene* b = scene("B");
        b->setAnchorPoint(cc::Vec2(0.2f, 0.7f));
        cc::TransitionScene* transition = make(1.0f, b);
        director->replaceScene(transition);
        frames(2);
        EXPECT_NE(b->getAnchorPoint(), cc::Vec2(0.2f, 0.7f)) << "the zoom moved the anchor";
        EXPECT_NE(b->getScaleX(), 1.0f);
        EXPECT_TRUE(a->getRotation() != 0.0f || b->getPosition() != cc::Vec2::ZERO);
        transition->finish();
        EXPECT_EQ(SceneLook::of(b), (SceneLook{cc::Vec2::ZERO, cc::Vec2(0.2f, 0.7f), 1, 1, 0, true}));
        EXPECT_EQ(SceneLook::of(a), (SceneLook{cc::Vec2::ZERO, cc::Vec2(0.1f, 0.3f), 1, 1, 0, false}));
        frames(2);
        EXPECT_EQ(director->getRunningScene(), b);
    }
};

cc::TransitionScene* rotoZoom(float t, cc::Scene* s) {
    return cc::TransitionRotoZoom::create(t, s);
}
cc::TransitionScene* jumpZoom(float t, cc::Scene* s) {
    return cc::TransitionJumpZoom::create(t, s);
}

TEST_F(TransitionResetTest, FinishPutsBackWhatRotoZoomChanged) {
    finishHalfWay(rotoZoom);
}

TEST_F(TransitionResetTest, FinishPutsBackWhatJumpZoomChanged) {
    finishHalfWay(jumpZoom);
}

TEST_F(TransitionTest, AnInterruptedTransitionPutsBackBothScenesShown) {
    cc::Scene* a = startWithA();
    a->setAnchorPoint(cc::Vec2(0.1f, 0.3f));
    cc::Scene* b = scene("B");
    b->setAnchorPoint(cc::Vec2(0.2f, 0.7f));
    a->retain(); // to look at them after the transition is gone
    b->retain();
    director->replaceScene(cc::TransitionRotoZoom::create(1.0f, b));
    frames(3);
    EXPECT_NE(a->getAnchorPoint(), cc::Vec2(0.1f, 0.3f));
    director->replaceScene(scene("C"));
    frame();
    EXPECT_EQ(SceneLook::of(b), (SceneLook{cc::Vec2::ZERO, cc::Vec2(0.2f, 0.7f), 1, 1, 0, true}));
    EXPECT_EQ(SceneLook::of(a), (SceneLook{cc::Vec2::ZERO, cc::Vec2(0.1f, 0.3f), 1, 1, 0, true}));
    a->release();
    b->release();
}

/// Records what a transition asks of the renderer.
class RecordingCanvas : public cc::Canvas {
public:
    void drawNode(cc::Node* node) override { calls.push_back("draw " + node->getName()); }
    int capture(cc::Node* node) override {
        calls.push_back("capture " + node->getName());
        return 0;
    }
    void drawCapture(int, const cc::CapturePieces& pieces, cc::GLubyte opacity) override {
        calls.push_back("pieces " + std::to_string(pieces.rects.size()) + " rects " +
                        std::to_string(pieces.triangles.size() / 3) + " triangles @" +
                        std::to_string(opacity));
        last = pieces;
    }
    Log calls;
    cc::CapturePieces last;
};

TEST_F(TransitionTest, CapturedTransitionsDrawTheirScenesInPieces) {
    startWithA();
    RecordingCanvas canvas;
    auto* cross = cc::TransitionCrossFade::create(1.0f, scene("B"));
    director->replaceScene(cross);
    frame(0.0f);
    frames(5); // half way: the out scene at half opacity over the in scene
    cross->drawOn(canvas);
    EXPECT_EQ(canvas.calls, (Log{"draw B", "capture A", "pieces 1 rects 0 triangles @128"}));

    frames(7);
    canvas.calls.clear();
    auto* radial = cc::TransitionProgressRadialCCW::create(1.0f, scene("C"));
    director->replaceScene(radial);
    frame(0.0f);
    frames(5); // 50%: the right half, a fan from twelve to six o'clock over two corners
    radial->drawOn(canvas);
    EXPECT_EQ(canvas.calls, (Log{"draw C", "capture B", "pieces 0 rects 3 triangles @255"}));
    ASSERT_EQ(canvas.last.triangles.size(), 9u);
    EXPECT_EQ(canvas.last.triangles[1].position, cc::Vec2(480.0f, 640.0f)); // twelve o'clock
    EXPECT_EQ(canvas.last.triangles[2].position, cc::Vec2(960.0f, 640.0f)); // the top-right corner
    EXPECT_NEAR(canvas.last.triangles[8].position.x, 480.0f, 0.01f);        // six o'clock
    EXPECT_NEAR(canvas.last.triangles[8].position.y, 0.0f, 0.01f);
    EXPECT_EQ(canvas.last.triangles[8].uv.y, canvas.last.triangles[8].position.y / 640.0f);

    frames(7);
    canvas.calls.clear();
    auto* tiles = cc::TransitionTurnOffTiles::create(1.0f, scene("D"));
    director->replaceScene(tiles);
    frame(0.0f);
    frames(5); // half the 18 x 12 tiles are off
    tiles->drawOn(canvas);
    EXPECT_EQ(canvas.calls, (Log{"draw D", "capture C", "pieces 108 rects 0 triangles @255"}));
}

} // namespace
