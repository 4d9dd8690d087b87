// tests/engine/scene/RenderTextureTests.cpp
#include "scene/RenderTexture.h"

#include "base/AutoreleasePool.h"
#include "base/FileUtils.h"
#include "base/PoolManager.h"
#include "scene/Image.h"
#include "scene/LayerColor.h"
#include "scene/Sprite.h"

#include "EngineTest.h"
#include "FakePlatform.h"
#include "FakeRenderTargets.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

class RenderTextureTest : public kite::test::EngineTest {
protected:
    std::string errors() const { return log.text(); }
    kite::test::FakeTextureLoader loader;
    kite::test::FakeRenderTargets targets;
    kite::test::ScopedLogCapture log;
};

TEST_F(RenderTextureTest, HasATextureAndAFlippedSpriteAsItsChild) {
    cc::RenderTexture* rt = cc::RenderTexture::create(64, 32);
    ASSERT_NE(rt, nullptr) << errors();
    ASSERT_EQ(targets.targets.size(), 1u);
    EXPECT_EQ(targets.targets[0].width, 64);
    EXPECT_EQ(targets.targets[0].height, 32);
    cc::Sprite* sprite = rt->getSprite();
    ASSERT_NE(sprite, nullptr);
    EXPECT_EQ(sprite->getTexture(), rt->getTexture());
    EXPECT_TRUE(rt->getTexture()->isRenderTarget());
    EXPECT_TRUE(sprite->isFlippedY()); // cocos2d-x's: the texture's rows are bottom-up
    EXPECT_EQ(sprite->getBlendFunc(), cc::BlendFunc::ALPHA_PREMULTIPLIED);
    EXPECT_EQ(rt->getChildrenCount(), 1); // the sprite, "for backward compatibility" as in cocos
    EXPECT_EQ(sprite->getParent(), rt);
    EXPECT_FALSE(rt->isAutoDraw());
    EXPECT_EQ(rt->getClearFlags(), 0u);
    EXPECT_EQ(rt->getClearColor(), cc::Color4F(0, 0, 0, 0));
}

TEST_F(RenderTextureTest, BadSizesAndAMissingRendererAreErrors) {
    EXPECT_EQ(cc::RenderTexture::create(0, 10), nullptr);
    EXPECT_EQ(cc::RenderTexture::create(10, -1), nullptr);
    EXPECT_EQ(cc::RenderTexture::create(4097, 10), nullptr);
    EXPECT_NE(errors().find("RenderTexture:create(4097, 10): the size must be 1 to 4096 pixels"),
              std::string::npos)
        << errors();
    EXPECT_NE(cc::RenderTexture::create(4096, 1), nullptr); // the limit itself is fine
    targets.failCreate = true;
    EXPECT_EQ(cc::RenderTexture::create(8, 8), nullptr);
    EXPECT_NE(errors().find("the fake renderer refuses"), std::string::npos) << errors();
    cc::RenderTargets::install(nullptr);
    EXPECT_EQ(cc::RenderTexture::create(8, 8), nullptr);
    EXPECT_NE(errors().find("no renderer is open"), std::string::npos) << errors();
    cc::RenderTargets::install(&targets);
}

TEST_F(RenderTextureTest, VisitBetweenBeginAndEndDrawsWithTheNodesOwnTransform) {
    cc::RenderTexture* rt = cc::RenderTexture::create(32, 32);
    cc::LayerColor* parent = cc::LayerColor::create(cc::Color4B::RED, 10, 10);
    parent->setPosition(100, 100);
    cc::LayerColor* square = cc::LayerColor::create(cc::Color4B::RED, 4, 4);
    square->setName("square");
    square->setPosition(5, 6);
    parent->addChild(square);
    scene->addChild(parent);
    square->visit(); // not begun: only the transforms
    EXPECT_TRUE(targets.targets[0].log.empty());
    rt->beginWithClear(0.5f, 0.25f, 0.0f, 1.0f);
    EXPECT_EQ(cc::RenderTexture::drawing(), rt);
    square->visit();
    rt->end();
    EXPECT_EQ(cc::RenderTexture::drawing(), nullptr);
    const std::vector<std::string> expected{"clear 0.500000 0.250000 0.000000 1.000000", "draw square"};
    EXPECT_EQ(targets.targets[1 - 1].log, expected);
    ASSERT_EQ(targets.drawnTransforms.size(), 1u);
    EXPECT_FLOAT_EQ(targets.drawnTransforms[0].tx, 5.0f); // its parent's position is not applied
    EXPECT_FLOAT_EQ(targets.drawnTransforms[0].ty, 6.0f);
    EXPECT_EQ(rt->getClearFlags(), cc::RenderTexture::COLOR_BUFFER_BIT);
    rt->clear(0, 0, 1, 1);
    EXPECT_EQ(targets.targets[0].log.back(), "clear 0.000000 0.000000 1.000000 1.000000");
}

TEST_F(RenderTextureTest, BeginsNestAndAStrayEndIsReported) {
    cc::RenderTexture* outer = cc::RenderTexture::create(8, 8);
    cc::RenderTexture* inner = cc::RenderTexture::create(8, 8);
    outer->begin();
    inner->begin();
    EXPECT_EQ(cc::RenderTexture::drawing(), inner);
    inner->end();
    EXPECT_EQ(cc::RenderTexture::drawing(), outer);
    {
        kite::test::ScopedAssertCapture asserts;
        inner->end();
        EXPECT_TRUE(asserts.contains("not the one begun last"));
    }
    outer->end();
    EXPECT_EQ(cc::RenderTexture::drawing(), nullptr);
}

TEST_F(RenderTextureTest, ATextureThatDiesWhileBegunLeavesTheStack) {
    {
        cc::RefPtr<cc::RenderTexture> rt(cc::RenderTexture::create(8, 8));
        rt->begin();
        cc::PoolManager::getInstance()->getCurrentPool()->clear();
    }
    EXPECT_EQ(cc::RenderTexture::drawing(), nullptr);
}

TEST_F(RenderTextureTest, AutoDrawClearsAndDrawsTheOtherChildrenOnEachVisit) {
    cc::RenderTexture* rt = cc::RenderTexture::create(16, 16);
    rt->setPosition(50, 40);
    auto* child = cc::Node::create();
    child->setName("child");
    rt->addChild(child);
    scene->addChild(rt);
    step(0.1f);
    EXPECT_TRUE(targets.targets[0].log.empty()); // auto-draw is off
    rt->setAutoDraw(true);
    rt->setClearFlags(cc::RenderTexture::COLOR_BUFFER_BIT);
    rt->setClearColor(cc::Color4F(0, 1, 0, 1));
    step(0.1f);
    const std::vector<std::string> expected{"clear 0.000000 1.000000 0.000000 1.000000", "draw child"};
    EXPECT_EQ(targets.targets[0].log, expected);
    ASSERT_EQ(targets.drawnTransforms.size(), 1u);
    EXPECT_FLOAT_EQ(targets.drawnTransforms[0].tx, 50.0f); // with the render texture's transform
    EXPECT_EQ(cc::RenderTexture::drawing(), nullptr);
}

TEST_F(RenderTextureTest, NewImageAndSaveToFile) {
    cc::RenderTexture* rt = cc::RenderTexture::create(20, 10);
    scene->addChild(rt); // alive past the frame below
    cc::Image* image = rt->newImage();
    ASSERT_NE(image, nullptr);
    EXPECT_EQ(image->getWidth(), 20);
    EXPECT_EQ(image->getHeight(), 10);
    std::vector<std::string> calls;
    // The fake loader writes nothing: false, yet the callback runs after this code, as in cocos.
    EXPECT_FALSE(rt->saveToFile("shot.png", cc::RenderTexture::ImageFormat::PNG, true,
                                [&calls](cc::RenderTexture* texture, const std::string& path) {
                                    calls.push_back(path + (texture ? "" : " null"));
                                }));
    EXPECT_TRUE(calls.empty());
    step(0.1f);
    ASSERT_EQ(calls.size(), 1u);
    EXPECT_EQ(calls[0], cc::FileUtils::getInstance()->getWritablePath() + "shot.png");
    targets.failRead = true;
    EXPECT_EQ(rt->newImage(), nullptr);
    EXPECT_NE(errors().find("RenderTexture:newImage(): the texture's pixels cannot be read"),
              std::string::npos);
}

} // namespace
