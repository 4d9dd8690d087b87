// tests/engine/scene/LayerTests.cpp — Scene, Layer and LayerColor defaults.
#include "director/Director.h"
#include "scene/LayerColor.h"
#include "scene/Scene.h"

#include "KiteTestSupport.h"

#include <gtest/gtest.h>

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
