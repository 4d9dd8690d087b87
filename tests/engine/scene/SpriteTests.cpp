// tests/engine/scene/SpriteTests.cpp — Sprite, Texture2D and TextureCache through a fake loader.
#include "scene/Image.h"
#include "scene/Sprite.h"
#include "scene/SpriteBatchNode.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

#include "EngineTest.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

using kite::test::FakeTextureLoader;

namespace {
class SpriteTest : public kite::test::EngineTest {
protected:
    cc::TextureCache* cache() { return director->getTextureCache(); }
    FakeTextureLoader loader; // outlives the Director teardown in EngineTest::TearDown
};
} // namespace

TEST_F(SpriteTest, CreateFromFileUsesTheWholeTexture) {
    cc::Sprite* sprite = cc::Sprite::create("hero.png");
    ASSERT_NE(sprite, nullptr);
    EXPECT_EQ(sprite->getTexture()->getPath(), "hero.png");
    EXPECT_EQ(sprite->getTexture()->getPixelsWide(), 64);
    EXPECT_EQ(sprite->getTextureRect(), cc::Rect(0, 0, 64, 32));
    EXPECT_EQ(sprite->getContentSize(), cc::Size(64, 32));
    EXPECT_EQ(sprite->getAnchorPoint(), cc::Vec2::ANCHOR_MIDDLE);
    EXPECT_EQ(sprite->getTexture()->getPlatformHandle(), &loader.handles["hero.png"]);
}

TEST_F(SpriteTest, CreateWithARectAndChangeIt) {
    cc::Sprite* sprite = cc::Sprite::create("tiles.png", cc::Rect(32, 0, 32, 16));
    EXPECT_EQ(sprite->getContentSize(), cc::Size(32, 16));
    sprite->setTextureRect(cc::Rect(0, 0, 8, 8));
    EXPECT_EQ(sprite->getContentSize(), cc::Size(8, 8));
    sprite->setFlippedX(true);
    EXPECT_TRUE(sprite->isFlippedX());
    EXPECT_FALSE(sprite->isFlippedY());
}

TEST_F(SpriteTest, MissingImagesGiveNullAndUntexturedSpritesWork) {
    EXPECT_EQ(cc::Sprite::create("missing.png"), nullptr);
    cc::Sprite* plain = cc::Sprite::create();
    EXPECT_EQ(plain->getTexture(), nullptr);
    EXPECT_EQ(plain->getContentSize(), cc::Size::ZERO);
    plain->setTextureRect(cc::Rect(0, 0, 20, 10));
    plain->setColor(cc::Color3B::RED);
    EXPECT_EQ(plain->getContentSize(), cc::Size(20, 10));
    plain->setTexture("hero.png");
    EXPECT_EQ(plain->getContentSize(), cc::Size(64, 32));
    plain->setTexture("missing.png"); // keeps the current texture
    EXPECT_EQ(plain->getTexture()->getPath(), "hero.png");
}

TEST_F(SpriteTest, SetTextureWithATextureKeepsTheRectAsInCocos) {
    cc::Sprite* sprite = cc::Sprite::create("tiles.png", cc::Rect(32, 0, 32, 16));
    cc::Texture2D* hero = cache()->addImage("hero.png");
    sprite->setTexture(hero);
    EXPECT_EQ(sprite->getTexture(), hero);
    EXPECT_EQ(sprite->getTextureRect(), cc::Rect(32, 0, 32, 16)) << "only the file form resets the rect";
    EXPECT_EQ(sprite->getContentSize(), cc::Size(32, 16));
    sprite->setTexture("tiles.png");
    EXPECT_EQ(sprite->getTextureRect(), cc::Rect(0, 0, 256, 256));
}

TEST_F(SpriteTest, AContentSizeStretchesTheQuadUnlessStretchingIsOff) {
    cc::Sprite* sprite = cc::Sprite::create("hero.png"); // 64 x 32
    EXPECT_TRUE(sprite->isStretchEnabled());
    EXPECT_EQ(sprite->getQuadRect(), cc::Rect(0, 0, 64, 32));
    sprite->setContentSize(cc::Size(128, 16));
    EXPECT_EQ(sprite->getQuadRect(), cc::Rect(0, 0, 128, 16));
    sprite->setStretchEnabled(false);
    EXPECT_EQ(sprite->getQuadRect(), cc::Rect(32, -8, 64, 32)) << "its own size, centred in the box";
    sprite->setStretchEnabled(true);
    sprite->setContentSize(cc::Size(-10, 32));
    EXPECT_EQ(sprite->getQuadRect(), cc::Rect(0, 0, 0, 32)) << "a negative size draws nothing";
    // a trimmed rect: the offset into the original box is stretched too
    sprite->setTextureRect(cc::Rect(0, 0, 32, 16), false, cc::Size(64, 32));
    EXPECT_EQ(sprite->getOffsetPosition(), cc::Vec2(16, 8));
    sprite->setContentSize(cc::Size(128, 64));
    EXPECT_EQ(sprite->getOffsetPosition(), cc::Vec2(32, 16));
    EXPECT_EQ(sprite->getQuadRect(), cc::Rect(32, 16, 64, 32));
}

TEST_F(SpriteTest, TheCacheLoadsEachPathOnceAndSpritesRetainTheirTexture) {
    cc::Sprite* a = cc::Sprite::create("hero.png");
    cc::Sprite* b = cc::Sprite::create("hero.png");
    EXPECT_EQ(a->getTexture(), b->getTexture());
    EXPECT_EQ(loader.loads, (std::vector<std::string>{"hero.png"}));
    EXPECT_EQ(cache()->getTextureCount(), 1u);
    EXPECT_EQ(a->getTexture()->getReferenceCount(), 3u); // cache + two sprites
    EXPECT_EQ(cache()->getTextureForKey("hero.png"), a->getTexture());
    cache()->removeUnusedTextures();
    EXPECT_EQ(cache()->getTextureCount(), 1u);
}

TEST_F(SpriteTest, TexturesGoBackToTheLoaderWhenTheyDie) {
    cc::Sprite::create("hero.png");
    step(0.0f); // the sprite dies; the cache still holds the texture
    EXPECT_TRUE(loader.unloads.empty());
    cache()->removeUnusedTextures();
    EXPECT_EQ(loader.unloads, (std::vector<void*>{&loader.handles["hero.png"]}));
    EXPECT_EQ(cache()->getTextureCount(), 0u);
}

TEST_F(SpriteTest, WithoutALoaderTexturesCannotLoad) {
    cc::TextureCache::setTextureLoader(nullptr);
    EXPECT_EQ(cc::Sprite::create("hero.png"), nullptr);
    cc::TextureCache::setTextureLoader(&loader);
}

TEST_F(SpriteTest, CreateWithTexture) {
    cc::Texture2D* texture = cache()->addImage("tiles.png");
    cc::Sprite* sprite = cc::Sprite::createWithTexture(texture, cc::Rect(0, 0, 16, 16));
    EXPECT_EQ(sprite->getTexture(), texture);
    EXPECT_EQ(sprite->getContentSize(), cc::Size(16, 16));
    EXPECT_EQ(cc::Sprite::createWithTexture(texture)->getContentSize(), cc::Size(256, 256));
    EXPECT_EQ(cc::Sprite::createWithTexture(nullptr), nullptr);
}

TEST_F(SpriteTest, TexturesAreSmoothUntilAliased) {
    cc::Texture2D* texture = cache()->addImage("hero.png");
    EXPECT_TRUE(texture->isAntiAlias()); // cocos2d-x's default: linear
    texture->setAliasTexParameters();
    EXPECT_FALSE(texture->isAntiAlias());
    texture->setAntiAliasTexParameters();
    EXPECT_TRUE(texture->isAntiAlias());
    void* handle = &loader.handles["hero.png"];
    EXPECT_EQ(loader.filters, (std::vector<std::pair<void*, bool>>{{handle, false}, {handle, true}}));
}

TEST_F(SpriteTest, ABatchNodeTakesOnlySpritesOfItsTexture) {
    cc::SpriteBatchNode* batch = cc::SpriteBatchNode::create("tiles.png");
    ASSERT_NE(batch, nullptr);
    scene->addChild(batch);
    EXPECT_EQ(batch->getTexture()->getPath(), "tiles.png");
    batch->addChild(cc::Sprite::create("tiles.png", cc::Rect(0, 0, 8, 8)));
    batch->addChild(cc::Sprite::create("tiles.png"), 3, "named");
    batch->addChild(cc::Sprite::create("hero.png")); // another texture: refused (logged)
    batch->addChild(cc::Node::create(), 1, 7);       // not a sprite: refused (logged)
    EXPECT_EQ(batch->getChildrenCount(), 2);
    EXPECT_NE(batch->getChildByName("named"), nullptr);
    EXPECT_EQ(cc::SpriteBatchNode::create("missing.png"), nullptr);
    EXPECT_EQ(cc::SpriteBatchNode::createWithTexture(nullptr), nullptr);
    step(0.016f);
}

TEST_F(SpriteTest, ImagesDecodeAndBecomeTextures) {
    cc::Image* image = cc::Image::create();
    EXPECT_EQ(image->getWidth(), 0);
    EXPECT_FALSE(image->initWithImageFile("missing.png")); // logged
    ASSERT_TRUE(image->initWithImageFile("hero.png"));
    EXPECT_EQ(image->getWidth(), 64);
    EXPECT_EQ(image->getHeight(), 32);
    EXPECT_EQ(image->getFilePath(), "hero.png");
    cc::Texture2D* texture = cache()->addImage(image, "made");
    ASSERT_NE(texture, nullptr);
    EXPECT_EQ(cache()->getTextureForKey("made"), texture);
    EXPECT_EQ(cache()->addImage(image, "made"), texture);
    EXPECT_FALSE(image->saveToFile("out.bmp")); // PNG and JPEG only (logged)
    EXPECT_FALSE(image->saveToFile("out.png")); // the fake loader writes nothing (logged)
    EXPECT_EQ(cache()->addImage(cc::Image::create(), "empty"), nullptr);
}
