// tests/engine/ui/Scale9SpriteTests.cpp — Scale9Sprite's insets, sizes and the nine quads it draws.
#include "scene/SpriteFrame.h"
#include "scene/SpriteFrameCache.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"
#include "ui/Scale9Sprite.h"

#include "EngineTest.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>

using cc::ui::Scale9Sprite;
using kite::test::FakeTextureLoader;

namespace {

class Scale9SpriteTest : public kite::test::EngineTest {
protected:
    /// tiles.png is 256 x 256; hero.png 64 x 32.
    FakeTextureLoader loader;
    kite::test::ScopedLogCapture log;
    bool logContains(const std::string& text) const { return log.text().find(text) != std::string::npos; }
};

// Each quad is four triangles about its centre, which comes first in each: the corners are the rest.
bool isCorner(std::size_t i) {
    return i % 3 != 0;
}

// The distinct x (or y) positions of the quads' corners, sorted: the grid lines on the node.
std::vector<float> lines(const cc::TexturedTriangles& t, bool x) {
    std::set<float> s;
    for (std::size_t i = 0; i < t.size(); ++i)
        if (isCorner(i)) s.insert(std::round((x ? t[i].position.x : t[i].position.y) * 1000.0f) / 1000.0f);
    return {s.begin(), s.end()};
}

// The texture coordinate at the node-space point @p p (a vertex there).
cc::Vec2 uvAt(const cc::TexturedTriangles& t, cc::Vec2 p) {
    for (const cc::TexturedVertex& v : t)
        if (std::abs(v.position.x - p.x) < 1e-3f && std::abs(v.position.y - p.y) < 1e-3f) return v.uv;
    ADD_FAILURE() << "no vertex at " << p.x << "," << p.y;
    return {};
}

} // namespace

TEST_F(Scale9SpriteTest, DefaultInsetsAreTheMiddleThird) {
    Scale9Sprite* s = Scale9Sprite::create("hero.png");
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->getOriginalSize(), cc::Size(64, 32));
    EXPECT_EQ(s->getContentSize(), cc::Size(64, 32));
    EXPECT_EQ(s->getPreferredSize(), cc::Size(64, 32));
    EXPECT_EQ(s->getAnchorPoint(), cc::Vec2(0.5f, 0.5f));
    EXPECT_EQ(s->getRenderingType(), Scale9Sprite::RenderingType::SLICE);
    EXPECT_TRUE(s->isScale9Enabled());
    EXPECT_EQ(s->getState(), Scale9Sprite::State::NORMAL);
    const cc::Rect insets = s->getCapInsets();
    EXPECT_NEAR(insets.origin.x, 64.0f / 3, 1e-4f);
    EXPECT_NEAR(insets.origin.y, 32.0f / 3, 1e-4f);
    EXPECT_NEAR(s->getInsetLeft(), 64.0f / 3, 1e-4f);
    EXPECT_NEAR(s->getInsetRight(), 64.0f / 3, 1e-4f);
    EXPECT_NEAR(s->getInsetTop(), 32.0f / 3, 1e-4f);
    EXPECT_EQ(s->getSprite(), s);
    EXPECT_EQ(s->getTriangles().size(), 9u * 12u); // nine quads, four triangles each
}

TEST_F(Scale9SpriteTest, SliceKeepsTheCornersAndStretchesTheRest) {
    Scale9Sprite* s = Scale9Sprite::create("hero.png", cc::Rect::ZERO, cc::Rect(10, 4, 40, 20));
    EXPECT_EQ(s->getInsetLeft(), 10.0f);
    EXPECT_EQ(s->getInsetTop(), 4.0f);
    EXPECT_EQ(s->getInsetRight(), 14.0f);
    EXPECT_EQ(s->getInsetBottom(), 8.0f);
    s->setPreferredSize(cc::Size(200, 100));
    const cc::TexturedTriangles t = s->getTriangles();
    EXPECT_EQ(lines(t, true), (std::vector<float>{0, 10, 186, 200}));
    EXPECT_EQ(lines(t, false), (std::vector<float>{0, 8, 96, 100})); // y up: bottom cap first
    // The grid's texture lines stay where the insets cut the image (v down from the top row).
    EXPECT_NEAR(uvAt(t, {10, 96}).x, 10.0f / 64, 1e-5f);
    EXPECT_NEAR(uvAt(t, {10, 96}).y, 4.0f / 32, 1e-5f);
    EXPECT_NEAR(uvAt(t, {186, 8}).x, 50.0f / 64, 1e-5f);
    EXPECT_NEAR(uvAt(t, {186, 8}).y, 24.0f / 32, 1e-5f);
    EXPECT_NEAR(uvAt(t, {200, 0}).x, 1.0f, 1e-5f);
    EXPECT_NEAR(uvAt(t, {200, 0}).y, 1.0f, 1e-5f);
}

TEST_F(Scale9SpriteTest, SimpleStretchesTheWholeImage) {
    Scale9Sprite* s = Scale9Sprite::create("hero.png", cc::Rect::ZERO, cc::Rect(10, 4, 40, 20));
    s->setRenderingType(Scale9Sprite::RenderingType::SIMPLE);
    s->setContentSize(cc::Size(128, 96));
    const cc::TexturedTriangles t = s->getTriangles();
    EXPECT_EQ(t.size(), 12u);
    EXPECT_EQ(lines(t, true), (std::vector<float>{0, 128}));
    s->setScale9Enabled(true);
    EXPECT_EQ(s->getRenderingType(), Scale9Sprite::RenderingType::SLICE);
    s->setScale9Enabled(false);
    EXPECT_EQ(s->getRenderingType(), Scale9Sprite::RenderingType::SIMPLE);
}

TEST_F(Scale9SpriteTest, ASizeSmallerThanTheCapsShrinksThemTogether) {
    Scale9Sprite* s = Scale9Sprite::create("hero.png", cc::Rect::ZERO, cc::Rect(10, 4, 40, 20));
    s->setContentSize(cc::Size(12, 6)); // caps are 10 + 14 wide, 8 + 4 high
    const cc::TexturedTriangles t = s->getTriangles();
    EXPECT_EQ(lines(t, true), (std::vector<float>{0, 5, 12}));
    EXPECT_EQ(lines(t, false), (std::vector<float>{0, 4, 6}));
    EXPECT_EQ(t.size(), 4u * 12u); // the middle row and column vanish
}

TEST_F(Scale9SpriteTest, InsetSettersRebuildTheCapInsets) {
    Scale9Sprite* s = Scale9Sprite::create("hero.png", cc::Rect::ZERO, cc::Rect(10, 4, 40, 20));
    s->setInsetLeft(2);
    EXPECT_EQ(s->getCapInsets(), cc::Rect(2, 4, 48, 20));
    s->setInsetBottom(1);
    EXPECT_EQ(s->getCapInsets(), cc::Rect(2, 4, 48, 27));
    s->setInsetRight(30);
    s->setInsetTop(0);
    EXPECT_EQ(s->getCapInsets(), cc::Rect(2, 0, 32, 31));
    EXPECT_EQ(s->getInsetRight(), 30.0f);
}

TEST_F(Scale9SpriteTest, InsetsLargerThanTheImageAreClampedAndLogged) {
    Scale9Sprite* s = Scale9Sprite::create("hero.png", cc::Rect::ZERO, cc::Rect(100, -5, 400, 300));
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->getInsetLeft(), 64.0f);
    EXPECT_EQ(s->getInsetRight(), 0.0f);
    EXPECT_EQ(s->getInsetTop(), 0.0f);
    EXPECT_EQ(s->getInsetBottom(), 0.0f);
    EXPECT_EQ(s->getCapInsets(), cc::Rect(64, 0, 0, 32));
    EXPECT_TRUE(logContains("reach outside the 64x32 image"));
    s->setContentSize(cc::Size(300, 40));
    for (const cc::TexturedVertex& v : s->getTriangles()) {
        EXPECT_GE(v.uv.x, 0.0f);
        EXPECT_LE(v.uv.x, 1.0f);
        EXPECT_GE(v.position.x, 0.0f);
        EXPECT_LE(v.position.x, 300.0f);
    }
}

TEST_F(Scale9SpriteTest, NegativeOrEmptySizesDrawNothing) {
    Scale9Sprite* s = Scale9Sprite::create("hero.png");
    s->setContentSize(cc::Size(-20, 30));
    EXPECT_TRUE(s->getTriangles().empty());
    s->setContentSize(cc::Size(0, 0));
    EXPECT_TRUE(s->getTriangles().empty());
    EXPECT_TRUE(Scale9Sprite::create()->getTriangles().empty());
}

TEST_F(Scale9SpriteTest, MissingFilesAndFramesAreNamed) {
    EXPECT_EQ(Scale9Sprite::create("nowhere.png"), nullptr);
    EXPECT_TRUE(logContains("nowhere.png"));
    EXPECT_EQ(Scale9Sprite::createWithSpriteFrameName("no_such_frame", cc::Rect(1, 1, 1, 1)), nullptr);
    EXPECT_TRUE(logContains("no sprite frame named 'no_such_frame'"));
    EXPECT_EQ(Scale9Sprite::createWithSpriteFrame(nullptr), nullptr);
}

// A frame stored turned 90 degrees clockwise in the sheet: a 20 x 10 image at (100, 50) occupies
// 10 x 20 texels. Its top-left pixel is at the rect's top-right texel, as a Sprite draws it.
TEST_F(Scale9SpriteTest, RotatedFramesSliceLikeTheOriginalImage) {
    auto* texture = cc::Director::getInstance()->getTextureCache()->addImage("tiles.png");
    cc::SpriteFrame* frame = cc::SpriteFrame::createWithTexture(texture, cc::Rect(100, 50, 20, 10), true,
                                                                cc::Vec2::ZERO, cc::Size(20, 10));
    cc::SpriteFrameCache::getInstance()->addSpriteFrame(frame, "turned");
    Scale9Sprite* s = Scale9Sprite::createWithSpriteFrameName("turned", cc::Rect(5, 2, 10, 6));
    ASSERT_NE(s, nullptr);
    EXPECT_EQ(s->getOriginalSize(), cc::Size(20, 10));
    const cc::TexturedTriangles t = s->getTriangles();
    // image top-left (node (0, 10)) -> texel (110, 50); bottom-right (node (20, 0)) -> (100, 70)
    EXPECT_NEAR(uvAt(t, {0, 10}).x * 256, 110.0f, 1e-3f);
    EXPECT_NEAR(uvAt(t, {0, 10}).y * 256, 50.0f, 1e-3f);
    EXPECT_NEAR(uvAt(t, {20, 0}).x * 256, 100.0f, 1e-3f);
    EXPECT_NEAR(uvAt(t, {20, 0}).y * 256, 70.0f, 1e-3f);
    // the left inset's line (image x 5) at the top is texel row 55
    EXPECT_NEAR(uvAt(t, {5, 10}).y * 256, 55.0f, 1e-3f);
    cc::SpriteFrameCache::getInstance()->removeSpriteFrames();
}

// A trimmed frame: the 40 x 20 original keeps 20 x 10 pixels centred 5 right of the middle. Only
// the grid cells the kept pixels cover are drawn, at their place in the stretched box.
TEST_F(Scale9SpriteTest, TrimmedFramesSliceTheOriginalBox) {
    auto* texture = cc::Director::getInstance()->getTextureCache()->addImage("tiles.png");
    cc::SpriteFrame* frame = cc::SpriteFrame::createWithTexture(texture, cc::Rect(0, 0, 20, 10), false,
                                                                cc::Vec2(5, 0), cc::Size(40, 20));
    Scale9Sprite* s = Scale9Sprite::createWithSpriteFrame(frame, cc::Rect(10, 5, 20, 10));
    EXPECT_EQ(s->getContentSize(), cc::Size(40, 20));
    s->setContentSize(cc::Size(80, 20));
    // kept pixels span image x 15..35: 15..30 is in the centre (10..30 stretched to 10..70), so at
    // 25..70; 30..35 in the right cap (kept size, at 70..80), so at 70..75. y 5..15 is unstretched.
    EXPECT_EQ(lines(s->getTriangles(), true), (std::vector<float>{25, 70, 75}));
    EXPECT_EQ(lines(s->getTriangles(), false), (std::vector<float>{5, 15}));
}

TEST_F(Scale9SpriteTest, FlipsMirrorTheWholeSlice) {
    Scale9Sprite* s = Scale9Sprite::create("hero.png", cc::Rect::ZERO, cc::Rect(10, 4, 40, 20));
    s->setContentSize(cc::Size(100, 32));
    s->setFlippedX(true);
    EXPECT_TRUE(s->isFlippedX());
    const cc::TexturedTriangles t = s->getTriangles();
    EXPECT_EQ(lines(t, true), (std::vector<float>{0, 14, 90, 100})); // the right cap now on the left
    EXPECT_NEAR(uvAt(t, {100, 0}).x, 0.0f, 1e-5f);
}

TEST_F(Scale9SpriteTest, GrayUsesTheLuminanceOfTheColour) {
    Scale9Sprite* s = Scale9Sprite::create("hero.png");
    s->setColor(cc::Color3B(255, 0, 0));
    s->setState(Scale9Sprite::State::GRAY);
    EXPECT_EQ(s->getState(), Scale9Sprite::State::GRAY);
    const cc::Color4B c = s->getTriangles().front().color;
    EXPECT_EQ(c.r, 54);
    EXPECT_EQ(c.g, 54);
    EXPECT_EQ(c.b, 54);
    s->setState(Scale9Sprite::State::NORMAL);
    EXPECT_EQ(s->getTriangles().front().color.r, 255);
    EXPECT_EQ(s->getTriangles().front().color.g, 0);
}

TEST_F(Scale9SpriteTest, ResizableCopyAndCopyToKeepTheFrame) {
    Scale9Sprite* s = Scale9Sprite::create("hero.png", cc::Rect::ZERO, cc::Rect(10, 4, 40, 20));
    s->setContentSize(cc::Size(90, 40));
    Scale9Sprite* other = s->resizableSpriteWithCapInsets(cc::Rect(1, 1, 62, 30));
    ASSERT_NE(other, nullptr);
    EXPECT_EQ(other->getTexture(), s->getTexture());
    EXPECT_EQ(other->getCapInsets(), cc::Rect(1, 1, 62, 30));
    EXPECT_EQ(other->getContentSize(), cc::Size(64, 32));
    EXPECT_EQ(s->getCapInsets(), cc::Rect(10, 4, 40, 20)); // untouched
    Scale9Sprite* copy = Scale9Sprite::create();
    s->setState(Scale9Sprite::State::GRAY);
    s->copyTo(copy);
    EXPECT_EQ(copy->getContentSize(), cc::Size(90, 40));
    EXPECT_EQ(copy->getCapInsets(), cc::Rect(10, 4, 40, 20));
    EXPECT_EQ(copy->getState(), Scale9Sprite::State::GRAY);
}

TEST_F(Scale9SpriteTest, InitFromASpriteTakesItsTexture) {
    cc::Sprite* sprite = cc::Sprite::create("tiles.png");
    Scale9Sprite* s = Scale9Sprite::create();
    EXPECT_FALSE(s->init(nullptr, cc::Rect(0, 0, 8, 8), cc::Rect::ZERO));
    EXPECT_TRUE(s->init(sprite, cc::Rect(16, 16, 30, 30), cc::Rect(10, 10, 10, 10)));
    EXPECT_EQ(s->getTexture(), sprite->getTexture());
    EXPECT_EQ(s->getOriginalSize(), cc::Size(30, 30));
    EXPECT_EQ(s->getInsetRight(), 10.0f);
    EXPECT_TRUE(s->updateWithSprite(sprite, cc::Rect(0, 0, 60, 30), false, cc::Rect::ZERO));
    EXPECT_EQ(s->getCapInsets(), cc::Rect(20, 10, 20, 10));
}

// The grey twin comes from the loader once and dies with its texture; a loader that cannot make
// one is asked once and the texture draws in colour.
TEST_F(Scale9SpriteTest, GrayTwinIsMadeOnceByTheLoader) {
    cc::Texture2D* texture = cc::Director::getInstance()->getTextureCache()->addImage("hero.png");
    EXPECT_EQ(texture->getGrayTexture(), nullptr); // the fake loader makes none
    EXPECT_EQ(texture->getGrayTexture(), nullptr);
    EXPECT_EQ(std::count_if(log.lines().begin(), log.lines().end(),
                            [](const std::string& l) { return l.find("grey copy of") != std::string::npos; }),
              1);
}
