// tests/engine/director/GLViewTests.cpp — cocos's resolution arithmetic, the Director's view, and the
// conversion of frame positions to design points.
#include "base/AutoreleasePool.h"
#include "base/PoolManager.h"
#include "base/RefCensus.h"
#include "director/Director.h"
#include "director/GLView.h"

#include "KiteTestSupport.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace {

using cc::ResolutionPolicy;

void drain() {
    cc::PoolManager::getInstance()->getCurrentPool()->clear();
}

class GLViewTest : public ::testing::Test {
protected:
    void TearDown() override { kite::test::tearDownEngine(); }
    /// A view with a 200x100 frame and a 160x120 design under @p policy.
    cc::GLViewImpl* view(ResolutionPolicy policy) {
        cc::GLViewImpl* v = cc::GLViewImpl::createWithRect("test", cc::Rect(0, 0, 200, 100));
        v->setDesignResolutionSize(160, 120, policy);
        return v;
    }
};

TEST_F(GLViewTest, ANewViewTakesItsFrameAsTheDesignSizeWithNoPolicy) {
    cc::GLViewImpl* v = cc::GLViewImpl::createWithRect("game", cc::Rect(5, 7, 320, 240), 1.5f);
    EXPECT_EQ(v->getFrameSize(), cc::Size(320, 240));
    EXPECT_EQ(v->getDesignResolutionSize(), cc::Size(320, 240));
    EXPECT_EQ(v->getResolutionPolicy(), ResolutionPolicy::UNKNOWN);
    EXPECT_EQ(v->getViewPortRect(), cc::Rect::ZERO); // as in cocos: none until a policy is chosen
    EXPECT_FLOAT_EQ(v->getScaleX(), 1.0f);
    EXPECT_EQ(v->getViewName(), "game");
    EXPECT_FLOAT_EQ(v->getFrameZoomFactor(), 1.5f);
    EXPECT_FALSE(v->isOpenGLReady());
    // cocos's desktop defaults: create() is 960x640, a bare GLView is called "cocos2dx".
    EXPECT_EQ(cc::GLViewImpl::create("x")->getFrameSize(), cc::Size(960, 640));
    EXPECT_EQ(cc::GLView().getViewName(), "cocos2dx");
}

TEST_F(GLViewTest, ExactFitStretches) {
    cc::GLViewImpl* v = view(ResolutionPolicy::EXACT_FIT);
    EXPECT_FLOAT_EQ(v->getScaleX(), 200.0f / 160.0f);
    EXPECT_FLOAT_EQ(v->getScaleY(), 100.0f / 120.0f);
    EXPECT_EQ(v->getViewPortRect(), cc::Rect(0, 0, 200, 100));
    EXPECT_EQ(v->getVisibleSize(), cc::Size(160, 120));
    EXPECT_EQ(v->getVisibleOrigin(), cc::Vec2::ZERO);
}

TEST_F(GLViewTest, ShowAllTakesTheSmallerScaleAndCentresTheViewport) {
    cc::GLViewImpl* v = view(ResolutionPolicy::SHOW_ALL);
    const float scale = 100.0f / 120.0f;
    EXPECT_FLOAT_EQ(v->getScaleX(), scale);
    EXPECT_FLOAT_EQ(v->getScaleY(), scale);
    const cc::Rect viewport = v->getViewPortRect();
    EXPECT_FLOAT_EQ(viewport.size.width, 160.0f * scale);
    EXPECT_FLOAT_EQ(viewport.size.height, 100.0f);
    EXPECT_FLOAT_EQ(viewport.origin.x, (200.0f - 160.0f * scale) / 2);
    EXPECT_FLOAT_EQ(viewport.origin.y, 0.0f);
    EXPECT_EQ(v->getVisibleSize(), cc::Size(160, 120));
    EXPECT_EQ(v->getVisibleRect(), cc::Rect(0, 0, 160, 120));
}

TEST_F(GLViewTest, NoBorderTakesTheLargerScaleAndReportsTheVisiblePart) {
    cc::GLViewImpl* v = view(ResolutionPolicy::NO_BORDER);
    EXPECT_FLOAT_EQ(v->getScaleX(), 1.25f);
    EXPECT_FLOAT_EQ(v->getScaleY(), 1.25f);
    EXPECT_EQ(v->getViewPortRect(), cc::Rect(0, -25, 200, 150));
    EXPECT_EQ(v->getVisibleSize(), cc::Size(160, 80)); // frame / scale
    EXPECT_EQ(v->getVisibleOrigin(), cc::Vec2(0, 20)); // (design - visible) / 2
    EXPECT_EQ(v->getDesignResolutionSize(), cc::Size(160, 120));
}

TEST_F(GLViewTest, FixedHeightWidensTheDesignToTheFrameShape) {
    cc::GLViewImpl* v = cc::GLViewImpl::createWithRect("t", cc::Rect(0, 0, 1000, 300));
    v->setDesignResolutionSize(480, 320, ResolutionPolicy::FIXED_HEIGHT);
    const float scale = 300.0f / 320.0f;
    EXPECT_FLOAT_EQ(v->getScaleX(), scale);
    EXPECT_FLOAT_EQ(v->getScaleY(), scale);
    EXPECT_EQ(v->getDesignResolutionSize(), cc::Size(std::ceil(1000.0f / scale), 320)); // 1067, rounded up
    EXPECT_FLOAT_EQ(v->getDesignResolutionSize().width, 1067.0f);
    EXPECT_EQ(v->getVisibleSize(), v->getDesignResolutionSize());
    EXPECT_FLOAT_EQ(v->getViewPortRect().size.width, 1067.0f * scale); // a fraction wider than the frame
}

TEST_F(GLViewTest, FixedWidthHeightensTheDesignToTheFrameShape) {
    cc::GLViewImpl* v = view(ResolutionPolicy::FIXED_WIDTH);
    EXPECT_FLOAT_EQ(v->getScaleX(), 1.25f);
    EXPECT_FLOAT_EQ(v->getScaleY(), 1.25f);
    EXPECT_EQ(v->getDesignResolutionSize(), cc::Size(160, 80));
    EXPECT_EQ(v->getViewPortRect(), cc::Rect(0, 0, 200, 100));
}

TEST_F(GLViewTest, UnknownPolicyAndZeroSizesAreRefusedAsInCocos) {
    cc::GLViewImpl* v = view(ResolutionPolicy::SHOW_ALL);
    {
        kite::test::ScopedAssertCapture asserts;
        v->setDesignResolutionSize(10, 10, ResolutionPolicy::UNKNOWN);
        EXPECT_TRUE(asserts.contains("should set resolutionPolicy"));
    }
    v->setDesignResolutionSize(0, 50, ResolutionPolicy::EXACT_FIT); // ignored
    EXPECT_EQ(v->getDesignResolutionSize(), cc::Size(160, 120));
    EXPECT_EQ(v->getResolutionPolicy(), ResolutionPolicy::SHOW_ALL);
}

TEST_F(GLViewTest, TheDirectorsViewSetsItsWinSize) {
    cc::Director* director = cc::Director::getInstance();
    EXPECT_EQ(director->getOpenGLView(), nullptr);
    EXPECT_EQ(director->getVisibleSize(), director->getWinSize()); // Kite: no view, the win size
    cc::GLViewImpl* v = cc::GLViewImpl::createWithRect("t", cc::Rect(0, 0, 200, 100));
    director->setOpenGLView(v);
    EXPECT_EQ(director->getOpenGLView(), v);
    EXPECT_EQ(director->getWinSize(), cc::Size(200, 100));
    v->setDesignResolutionSize(160, 120, ResolutionPolicy::NO_BORDER);
    EXPECT_EQ(director->getWinSize(), cc::Size(160, 120));
    EXPECT_EQ(director->getVisibleSize(), cc::Size(160, 80));
    EXPECT_EQ(director->getVisibleOrigin(), cc::Vec2(0, 20));
    v->setDesignResolutionSize(160, 120, ResolutionPolicy::FIXED_WIDTH);
    EXPECT_EQ(director->getWinSize(), cc::Size(160, 80));
    // A view that is not the Director's changes nothing there.
    cc::GLViewImpl::createWithRect("other", cc::Rect(0, 0, 50, 50))
        ->setDesignResolutionSize(10, 10, ResolutionPolicy::EXACT_FIT);
    EXPECT_EQ(director->getWinSize(), cc::Size(160, 80));
}

TEST_F(GLViewTest, ContentScaleFactorScalesTheWinSizeInPixels) {
    cc::Director* director = cc::Director::getInstance();
    director->setOpenGLView(view(ResolutionPolicy::SHOW_ALL));
    EXPECT_FLOAT_EQ(director->getContentScaleFactor(), 1.0f);
    EXPECT_EQ(director->getWinSizeInPixels(), cc::Size(160, 120));
    director->setContentScaleFactor(2.0f);
    EXPECT_EQ(director->getWinSizeInPixels(), cc::Size(320, 240));
    EXPECT_EQ(director->getWinSize(), cc::Size(160, 120));
    EXPECT_FALSE(director->isDisplayStats());
    director->setDisplayStats(true);
    EXPECT_TRUE(director->isDisplayStats());
}

TEST_F(GLViewTest, TheDirectorRetainsItsViewAndReleasesItWhenReplacedOrDestroyed) {
    const int before = cc::RefCensus::liveCount();
    cc::Director* director = cc::Director::getInstance();
    const int withDirector = cc::RefCensus::liveCount();
    cc::GLViewImpl* first = view(ResolutionPolicy::SHOW_ALL);
    director->setOpenGLView(first);
    first->setOpenGLReady(true); // as a platform drawing it does
    drain();
    EXPECT_EQ(first->getReferenceCount(), 1u);
    EXPECT_EQ(cc::RefCensus::liveCount(), withDirector + 1);
    cc::GLViewImpl* second = view(ResolutionPolicy::EXACT_FIT);
    second->retain();
    first->retain();
    director->setOpenGLView(second);
    EXPECT_FALSE(first->isOpenGLReady()); // no platform draws it any more
    EXPECT_EQ(first->getReferenceCount(), 1u);
    first->release(); // the Director let it go: it dies here
    drain();
    EXPECT_EQ(cc::RefCensus::liveCount(), withDirector + 1);
    EXPECT_EQ(director->getWinSize(), cc::Size(160, 120));
    cc::Director::destroyInstance();
    EXPECT_EQ(second->getReferenceCount(), 1u);
    second->release();
    EXPECT_EQ(cc::RefCensus::liveCount(), before);
}

TEST_F(GLViewTest, SettingTheSameViewAgainOrNullChangesNothing) {
    cc::Director* director = cc::Director::getInstance();
    cc::GLViewImpl* v = view(ResolutionPolicy::SHOW_ALL);
    director->setOpenGLView(v);
    director->setOpenGLView(v);
    drain();
    EXPECT_EQ(v->getReferenceCount(), 1u);
    {
        kite::test::ScopedAssertCapture asserts;
        director->setOpenGLView(nullptr);
        EXPECT_TRUE(asserts.contains("opengl view should not be null"));
    }
    EXPECT_EQ(director->getOpenGLView(), v);
}

// Frame positions are pixels from the top-left; design points are y up (cocos's touch and mouse
// conversion: (p - viewport origin) / scale, then flipped against the design height).
TEST_F(GLViewTest, FramePositionsBecomeDesignPoints) {
    cc::GLViewImpl* showAll = view(ResolutionPolicy::SHOW_ALL); // viewport x 33.33, scale 5/6
    cc::Vec2 p = showAll->frameToDesign(cc::Vec2(100, 50));     // the frame's centre
    EXPECT_NEAR(p.x, 80.0f, 1e-4);
    EXPECT_NEAR(p.y, 60.0f, 1e-4);
    p = showAll->frameToDesign(cc::Vec2(200.0f / 6.0f, 100)); // the viewport's bottom-left corner
    EXPECT_NEAR(p.x, 0.0f, 1e-4);
    EXPECT_NEAR(p.y, 0.0f, 1e-4);
    cc::GLViewImpl* noBorder = view(ResolutionPolicy::NO_BORDER); // viewport y -25, scale 1.25
    p = noBorder->frameToDesign(cc::Vec2(0, 0));                  // the frame's top-left corner
    EXPECT_NEAR(p.x, 0.0f, 1e-4);
    EXPECT_NEAR(p.y, 100.0f, 1e-4); // visible origin y 20 + visible height 80
    p = noBorder->frameToDesign(cc::Vec2(50, 75));
    EXPECT_NEAR(p.x, 40.0f, 1e-4);
    EXPECT_NEAR(p.y, 40.0f, 1e-4);
    cc::GLViewImpl* stretched = view(ResolutionPolicy::EXACT_FIT);
    p = stretched->frameToDesign(cc::Vec2(50, 25));
    EXPECT_NEAR(p.x, 40.0f, 1e-4);
    EXPECT_NEAR(p.y, 90.0f, 1e-4);
    // No policy: the design size unscaled, from the frame's bottom-left corner.
    cc::GLViewImpl* plain = cc::GLViewImpl::createWithRect("t", cc::Rect(0, 0, 200, 100));
    p = plain->frameToDesign(cc::Vec2(10, 90));
    EXPECT_NEAR(p.x, 10.0f, 1e-4);
    EXPECT_NEAR(p.y, 10.0f, 1e-4);
}

// A window resized under the game: the frame follows and the chosen policy is applied again; a view
// with no policy yet is letterboxed (Kite's choice, where cocos would draw it unscaled).
TEST_F(GLViewTest, AResizedFrameKeepsThePolicy) {
    cc::GLViewImpl* v = view(ResolutionPolicy::FIXED_HEIGHT);
    EXPECT_EQ(v->getDesignResolutionSize(), cc::Size(240, 120));
    v->resizeFrame(120, 120);
    EXPECT_EQ(v->getFrameSize(), cc::Size(120, 120));
    EXPECT_EQ(v->getDesignResolutionSize(), cc::Size(120, 120));
    EXPECT_EQ(v->getResolutionPolicy(), ResolutionPolicy::FIXED_HEIGHT);
    cc::GLViewImpl* plain = cc::GLViewImpl::createWithRect("t", cc::Rect(0, 0, 160, 120));
    plain->resizeFrame(320, 120);
    EXPECT_EQ(plain->getResolutionPolicy(), ResolutionPolicy::SHOW_ALL);
    EXPECT_EQ(plain->getDesignResolutionSize(), cc::Size(160, 120));
    EXPECT_EQ(plain->getViewPortRect(), cc::Rect(80, 0, 160, 120));
}

TEST_F(GLViewTest, CreateWithFullScreenAsksForTheScreen) {
    cc::GLViewImpl* v = cc::GLViewImpl::createWithFullScreen("full");
    EXPECT_TRUE(v->wantsFullScreen());
    EXPECT_FALSE(cc::GLViewImpl::create("window")->wantsFullScreen());
    EXPECT_EQ(v->getViewName(), "full");
}

TEST_F(GLViewTest, AFrameWithoutAreaIsRefused) {
    kite::test::ScopedAssertCapture asserts;
    EXPECT_EQ(cc::GLViewImpl::createWithRect("t", cc::Rect(0, 0, 0, 10)), nullptr);
    EXPECT_TRUE(asserts.contains("the frame must have a positive size"));
}

} // namespace

namespace {

TEST(GLViewHost, TheViewHostHearsEachNewViewOnce) {
    cc::Director* director = cc::Director::getInstance();
    std::vector<cc::GLView*> heard;
    director->setViewHost([&heard](cc::GLView* view) { heard.push_back(view); });
    cc::GLViewImpl* view = cc::GLViewImpl::create("a");
    director->setOpenGLView(view);
    director->setOpenGLView(view); // the same view: nothing new
    ASSERT_EQ(heard.size(), 1u);
    EXPECT_EQ(heard[0], view);
    kite::test::tearDownEngine(); // the host goes with the Director
}

} // namespace
