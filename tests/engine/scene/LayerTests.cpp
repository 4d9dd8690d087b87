// tests/engine/scene/LayerTests.cpp — Scene, Layer, LayerColor, LayerGradient and LayerMultiplex.
#include "actions/ActionInterval.h"
#include "base/AutoreleasePool.h"
#include "base/PoolManager.h"
#include "base/RefCensus.h"
#include "base/RefPtr.h"
#include "director/Director.h"
#include "scene/LayerColor.h"
#include "scene/LayerGradient.h"
#include "scene/LayerMultiplex.h"
#include "scene/Scene.h"

#include "KiteTestSupport.h"

#include <gtest/gtest.h>

#include <cmath>

TEST(Layer, SceneAndLayerFillTheWindow) {
    cc::Director::getInstance()->setWinSize(cc::Size(800, 600));
    cc::Scene* scene = cc::Scene::create();
    cc::Layer* layer = cc::Layer::create();
    EXPECT_EQ(scene->getContentSize(), cc::Size(800, 600));
    EXPECT_EQ(layer->getContentSize(), cc::Size(800, 600));
    EXPECT_TRUE(scene->isIgnoreAnchorPointForPosition());
    EXPECT_EQ(cc::Scene::createWithSize(cc::Size(10, 20))->getContentSize(), cc::Size(10, 20));
}

TEST(LayerColor, ColourOpacityAndSize) {
    cc::LayerColor* layer = cc::LayerColor::create(cc::Color4B(10, 20, 30, 40));
    EXPECT_EQ(layer->getColor(), cc::Color3B(10, 20, 30));
    EXPECT_EQ(layer->getOpacity(), 40);
    EXPECT_EQ(layer->getContentSize(), cc::Size(960, 640));
    EXPECT_EQ(layer->getDisplayedColor4B(), cc::Color4B(10, 20, 30, 40));
    layer->changeWidth(100);
    layer->changeHeight(50);
    EXPECT_EQ(layer->getContentSize(), cc::Size(100, 50));
    cc::LayerColor* sized = cc::LayerColor::create(cc::Color4B::RED, 30, 40);
    EXPECT_EQ(sized->getContentSize(), cc::Size(30, 40));
    EXPECT_EQ(cc::LayerColor::create()->getOpacity(), 0);
}

namespace {
void expectColor(const cc::Color4F& actual, const cc::Color4F& expected, const char* corner) {
    EXPECT_NEAR(actual.r, expected.r, 1e-4f) << corner;
    EXPECT_NEAR(actual.g, expected.g, 1e-4f) << corner;
    EXPECT_NEAR(actual.b, expected.b, 1e-4f) << corner;
    EXPECT_NEAR(actual.a, expected.a, 1e-4f) << corner;
}
} // namespace

TEST(LayerGradient, StartsAtTheTopAndEndsAtTheBottomByDefault) {
    cc::LayerGradient* g =
        cc::LayerGradient::create(cc::Color4B(255, 0, 0, 255), cc::Color4B(0, 0, 255, 128));
    EXPECT_EQ(g->getStartColor(), cc::Color3B(255, 0, 0));
    EXPECT_EQ(g->getEndColor(), cc::Color3B(0, 0, 255));
    EXPECT_EQ(g->getStartOpacity(), 255);
    EXPECT_EQ(g->getEndOpacity(), 128);
    EXPECT_EQ(g->getOpacity(), 255) << "the start alpha goes to the start opacity, not the node's";
    EXPECT_EQ(g->getVector(), cc::Vec2(0, -1));
    EXPECT_TRUE(g->isCompressedInterpolation());
    EXPECT_EQ(g->getContentSize(), cc::Size(960, 640));
    auto c = g->getCornerColors(); // (0,0) (w,0) (0,h) (w,h)
    const cc::Color4F red(1, 0, 0, 1), blue(0, 0, 1, 128 / 255.0f);
    expectColor(c[0], blue, "bottom left");
    expectColor(c[1], blue, "bottom right");
    expectColor(c[2], red, "top left");
    expectColor(c[3], red, "top right");
}

TEST(LayerGradient, DiagonalCompressedAndNot) {
    cc::LayerGradient* g =
        cc::LayerGradient::create(cc::Color4B(255, 255, 255, 255), cc::Color4B(0, 0, 0, 255), cc::Vec2(1, 1));
    auto c = g->getCornerColors();
    expectColor(c[0], cc::Color4F(1, 1, 1, 1), "compressed: the start corner is full start");
    expectColor(c[3], cc::Color4F(0, 0, 0, 1), "compressed: the end corner is full end");
    expectColor(c[1], cc::Color4F(0.5f, 0.5f, 0.5f, 1), "the side corners are halfway");
    g->setCompressedInterpolation(false);
    c = g->getCornerColors();
    const float start = (std::sqrt(2.0f) + std::sqrt(0.5f) * 2.0f) / (2.0f * std::sqrt(2.0f)); // = 1
    expectColor(c[0], cc::Color4F(start, start, start, 1), "a unit diagonal reaches the corner anyway");
    g->setVector(cc::Vec2(1, 0)); // start on the left
    c = g->getCornerColors();
    const float left = (std::sqrt(2.0f) + 1.0f) / (2.0f * std::sqrt(2.0f)); // uncompressed: not full
    expectColor(c[0], cc::Color4F(left, left, left, 1), "uncompressed left");
    expectColor(c[1], cc::Color4F(1 - left, 1 - left, 1 - left, 1), "uncompressed right");
}

TEST(LayerGradient, SettersOpacityAndZeroVector) {
    cc::LayerGradient* g = cc::LayerGradient::create();
    g->setStartColor(cc::Color3B(0, 255, 0));
    g->setEndColor(cc::Color3B(255, 0, 0));
    g->setStartOpacity(200);
    g->setEndOpacity(100);
    g->setOpacity(128); // scales both ends
    EXPECT_EQ(g->getColor(), cc::Color3B(0, 255, 0));
    auto c = g->getCornerColors();
    expectColor(c[2], cc::Color4F(0, 1, 0, 200 / 255.0f * 128 / 255.0f), "top");
    expectColor(c[0], cc::Color4F(1, 0, 0, 100 / 255.0f * 128 / 255.0f), "bottom");
    g->setVector(cc::Vec2(0, 0));
    c = g->getCornerColors();
    expectColor(c[1], cc::Color4F(0, 1, 0, 128 / 255.0f), "no vector: the plain layer colour");
}

TEST(LayerMultiplex, ShowsOneLayerAtATime) {
    cc::Layer* a = cc::Layer::create();
    cc::Layer* b = cc::Layer::create();
    cc::Layer* c = cc::Layer::create();
    cc::LayerMultiplex* m = cc::LayerMultiplex::create(a, b, nullptr);
    EXPECT_EQ(m->getLayerCount(), 2);
    EXPECT_EQ(m->getChildrenCount(), 1);
    EXPECT_EQ(a->getParent(), m);
    EXPECT_EQ(b->getParent(), nullptr);
    m->addLayer(c);
    m->switchTo(2);
    EXPECT_EQ(m->getEnabledLayerIndex(), 2);
    EXPECT_EQ(a->getParent(), nullptr);
    EXPECT_EQ(c->getParent(), m);
    EXPECT_EQ(m->getChildrenCount(), 1);
    {
        kite::test::ScopedAssertCapture capture;
        m->switchTo(3);
        EXPECT_TRUE(capture.contains("index out of range"));
    }
    EXPECT_EQ(m->getEnabledLayerIndex(), 2);
    EXPECT_EQ(cc::LayerMultiplex::create()->getLayerCount(), 0);
    EXPECT_EQ(cc::LayerMultiplex::createWithLayer(cc::Layer::create())->getChildrenCount(), 1);
}

TEST(LayerMultiplex, SwitchToAndReleaseMeLetsTheOldLayerGo) {
    cc::RefPtr<cc::LayerMultiplex> m(
        cc::LayerMultiplex::create(cc::Layer::create(), cc::Layer::create(), nullptr));
    cc::PoolManager::getInstance()->getCurrentPool()->clear();
    int before = cc::RefCensus::liveCount();
    m->switchToAndReleaseMe(1);
    EXPECT_EQ(cc::RefCensus::liveCount(), before - 1) << "layer 0 is gone";
    EXPECT_EQ(m->getLayerAt(0), nullptr);
    {
        kite::test::ScopedAssertCapture capture;
        m->switchTo(0);
        EXPECT_TRUE(capture.contains("released"));
    }
    EXPECT_EQ(m->getEnabledLayerIndex(), 1);
}

TEST(LayerMultiplex, SwitchingCleansUpUnlessToldNot) {
    cc::Layer* a = cc::Layer::create();
    cc::LayerMultiplex* m = cc::LayerMultiplex::create(a, cc::Layer::create(), nullptr);
    a->runAction(cc::DelayTime::create(5.0f));
    m->switchTo(1, false);
    EXPECT_EQ(a->getNumberOfRunningActions(), 1) << "kept without cleanup";
    m->switchTo(0);
    m->switchTo(1); // with cleanup
    EXPECT_EQ(a->getNumberOfRunningActions(), 0);
}

TEST(LayerMultiplex, RefusesToHoldItselfOrAnAncestor) {
    cc::Layer* outer = cc::Layer::create();
    cc::LayerMultiplex* m = cc::LayerMultiplex::create();
    outer->addChild(m);
    kite::test::ScopedAssertCapture capture;
    m->addLayer(m);
    m->addLayer(outer);
    EXPECT_EQ(capture.count(), 2);
    EXPECT_EQ(m->getLayerCount(), 0) << "a cycle would keep both alive forever (the census checks it)";
}
