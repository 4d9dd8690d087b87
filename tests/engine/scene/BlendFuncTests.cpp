// tests/engine/scene/BlendFuncTests.cpp
#include "scene/BlendFunc.h"
#include "scene/DrawNode.h"
#include "scene/Sprite.h"

#include <gtest/gtest.h>

using cc::BlendFunc;
namespace gl = cc::GLBlend;

TEST(BlendFunc, MapsCocosPairsOntoTheLooksKiteDraws) {
    EXPECT_EQ((BlendFunc{gl::SRC_ALPHA, gl::ONE_MINUS_SRC_ALPHA}).look(), BlendFunc::Look::Alpha);
    EXPECT_EQ((BlendFunc{gl::ONE, gl::ONE_MINUS_SRC_ALPHA}).look(), BlendFunc::Look::Alpha);
    EXPECT_EQ((BlendFunc{gl::SRC_ALPHA, gl::ONE}).look(), BlendFunc::Look::Additive);
    EXPECT_EQ((BlendFunc{gl::ONE, gl::ONE}).look(), BlendFunc::Look::Additive);
    EXPECT_EQ((BlendFunc{gl::DST_COLOR, gl::ZERO}).look(), BlendFunc::Look::Multiply);
    EXPECT_EQ((BlendFunc{gl::ZERO, gl::SRC_COLOR}).look(), BlendFunc::Look::Multiply);
    EXPECT_EQ((BlendFunc{gl::DST_COLOR, gl::ONE_MINUS_SRC_ALPHA}).look(), BlendFunc::Look::MultiplyAlpha);
    EXPECT_EQ((BlendFunc{gl::ONE, gl::ZERO}).look(), BlendFunc::Look::Opaque);
    EXPECT_FALSE((BlendFunc{gl::ONE_MINUS_DST_COLOR, gl::ONE}).isSupported());
    EXPECT_FALSE((BlendFunc{7, 9}).isSupported());
}

TEST(BlendFunc, NamesThePairInItsMessage) {
    const std::string message =
        cc::unsupportedBlendMessage("cc.Sprite:setBlendFunc", BlendFunc{gl::ONE_MINUS_DST_COLOR, 0x1234});
    EXPECT_NE(message.find("cc.Sprite:setBlendFunc"), std::string::npos) << message;
    EXPECT_NE(message.find("(gl.ONE_MINUS_DST_COLOR, 0x1234)"), std::string::npos) << message;
    EXPECT_NE(message.find("not supported by Kite"), std::string::npos) << message;
}

TEST(BlendFunc, DrawablesStartPremultipliedAndRefuseWhatKiteCannotDraw) {
    cc::Sprite* sprite = cc::Sprite::create();
    EXPECT_EQ(sprite->getBlendFunc(), BlendFunc::ALPHA_PREMULTIPLIED);
    EXPECT_TRUE(sprite->setBlendFunc(BlendFunc::ADDITIVE));
    EXPECT_EQ(sprite->getBlendFunc(), BlendFunc::ADDITIVE);
    EXPECT_FALSE(sprite->setBlendFunc(BlendFunc{gl::SRC_ALPHA_SATURATE, gl::ONE}));
    EXPECT_EQ(sprite->getBlendFunc(), BlendFunc::ADDITIVE); // unchanged
    cc::DrawNode* draw = cc::DrawNode::create();
    EXPECT_TRUE(draw->setBlendFunc(BlendFunc{gl::DST_COLOR, gl::ZERO}));
    EXPECT_EQ(draw->getBlendFunc().src, gl::DST_COLOR);
}
