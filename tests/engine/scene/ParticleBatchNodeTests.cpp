// tests/engine/scene/ParticleBatchNodeTests.cpp — one texture and one blend function for its
// particle systems; anything else is refused.
#include "scene/ParticleBatchNode.h"
#include "scene/ParticleSystem.h"
#include "scene/Sprite.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

#include "EngineTest.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

namespace {

class ParticleBatchNodeTest : public kite::test::EngineTest {
protected:
    cc::ParticleSystem* systemWith(const char* image) {
        cc::ParticleSystem* s = cc::ParticleSystemQuad::createWithTotalParticles(5);
        s->setTexture(director->getTextureCache()->addImage(image));
        return s;
    }
    kite::test::FakeTextureLoader loader;
};

} // namespace

TEST_F(ParticleBatchNodeTest, TakesSystemsOfItsTextureAndTheFirstOnesBlend) {
    cc::ParticleBatchNode* batch = cc::ParticleBatchNode::create("hero.png");
    ASSERT_NE(batch, nullptr);
    EXPECT_EQ(batch->getTexture()->getPixelsWide(), 64);
    cc::ParticleSystem* first = systemWith("hero.png");
    first->setBlendAdditive(true);
    batch->addChild(first);
    EXPECT_EQ(batch->getChildrenCount(), 1);
    EXPECT_EQ(batch->getBlendFunc(), cc::BlendFunc::ADDITIVE);

    cc::ParticleSystem* otherBlend = systemWith("hero.png"); // premultiplied alpha: refused
    batch->addChild(otherBlend, 1);
    cc::ParticleSystem* otherTexture = systemWith("tiles.png");
    otherTexture->setBlendAdditive(true);
    batch->addChild(otherTexture, 1, 7);
    batch->addChild(cc::Sprite::create(), 0, "sprite");
    EXPECT_EQ(batch->getChildrenCount(), 1);

    cc::ParticleSystem* second = systemWith("hero.png");
    second->setBlendAdditive(true);
    batch->addChild(second, 2, "second");
    EXPECT_EQ(batch->getChildrenCount(), 2);
    batch->removeChildAtIndex(5, true); // out of range: nothing happens
    batch->removeChildAtIndex(0, true);
    EXPECT_EQ(batch->getChildrenCount(), 1);
    EXPECT_EQ(batch->getChildren().at(0), second);
    EXPECT_EQ(cc::ParticleBatchNode::create("missing.png"), nullptr);
    EXPECT_EQ(cc::ParticleBatchNode::createWithTexture(nullptr), nullptr);
    kite::test::tearDownEngine(); // the textures go while the loader is alive
}
