// tests/engine/math/MathTests.cpp — Vec2, Size, Rect, colours and affine transforms.
#include "math/AffineTransform.h"
#include "math/Color.h"
#include "math/Rect.h"

#include <gtest/gtest.h>

#include <cmath>

TEST(Vec2, Arithmetic) {
    cc::Vec2 a(1.0f, 2.0f), b(3.0f, -4.0f);
    EXPECT_EQ(a + b, cc::Vec2(4.0f, -2.0f));
    EXPECT_EQ(a - b, cc::Vec2(-2.0f, 6.0f));
    EXPECT_EQ(a * 2.0f, cc::Vec2(2.0f, 4.0f));
    EXPECT_EQ(2.0f * a, cc::Vec2(2.0f, 4.0f));
    EXPECT_EQ(-a, cc::Vec2(-1.0f, -2.0f));
    EXPECT_FLOAT_EQ(b.length(), 5.0f);
    EXPECT_FLOAT_EQ(a.dot(b), -5.0f);
    EXPECT_FLOAT_EQ(a.cross(b), -10.0f);
    EXPECT_FLOAT_EQ(a.distance(b), std::sqrt(40.0f));
    EXPECT_TRUE(b.getNormalized().fuzzyEquals(cc::Vec2(0.6f, -0.8f), 1e-6f));
    EXPECT_EQ(a.getMidpoint(b), cc::Vec2(2.0f, -1.0f));
    EXPECT_EQ(a.lerp(b, 0.5f), cc::Vec2(2.0f, -1.0f));
    EXPECT_TRUE(
        cc::Vec2(1, 0).rotateByAngle(cc::Vec2::ZERO, 3.14159265f / 2).fuzzyEquals(cc::Vec2(0, 1), 1e-6f));
    EXPECT_EQ(cc::Vec2::ANCHOR_MIDDLE, cc::Vec2(0.5f, 0.5f));
}

TEST(Size, ArithmeticAndConversion) {
    cc::Size s(4.0f, 6.0f);
    EXPECT_EQ(s * 0.5f, cc::Size(2.0f, 3.0f));
    EXPECT_EQ(s + cc::Size(1.0f, 1.0f), cc::Size(5.0f, 7.0f));
    cc::Vec2 v = s;
    EXPECT_EQ(v, cc::Vec2(4.0f, 6.0f));
}

TEST(Rect, EdgesContainmentAndIntersection) {
    cc::Rect r(10.0f, 20.0f, 30.0f, 40.0f);
    EXPECT_FLOAT_EQ(r.getMaxX(), 40.0f);
    EXPECT_FLOAT_EQ(r.getMidY(), 40.0f);
    EXPECT_TRUE(r.containsPoint(cc::Vec2(10.0f, 20.0f))); // edges are inside
    EXPECT_TRUE(r.containsPoint(cc::Vec2(40.0f, 60.0f)));
    EXPECT_FALSE(r.containsPoint(cc::Vec2(40.1f, 30.0f)));
    EXPECT_TRUE(r.intersectsRect(cc::Rect(40.0f, 60.0f, 5.0f, 5.0f)));
    EXPECT_FALSE(r.intersectsRect(cc::Rect(41.0f, 20.0f, 5.0f, 5.0f)));
    EXPECT_EQ(r.unionWithRect(cc::Rect(0.0f, 0.0f, 5.0f, 5.0f)), cc::Rect(0.0f, 0.0f, 40.0f, 60.0f));
    EXPECT_TRUE(r.intersectsCircle(cc::Vec2(0.0f, 30.0f), 10.0f));
    EXPECT_FALSE(r.intersectsCircle(cc::Vec2(0.0f, 30.0f), 9.0f));
}

TEST(Color, Conversions) {
    EXPECT_EQ(cc::Color3B(cc::Color4F(1.0f, 0.5f, 0.0f, 1.0f)), cc::Color3B(255, 128, 0));
    EXPECT_EQ(cc::Color4B(cc::Color3B::RED, 10), cc::Color4B(255, 0, 0, 10));
    cc::Color4F f(cc::Color4B(255, 0, 51, 255));
    EXPECT_FLOAT_EQ(f.b, 0.2f);
    EXPECT_EQ(cc::Color4B(cc::Color4F(2.0f, -1.0f, 0.0f, 1.0f)), cc::Color4B(255, 0, 0, 255)); // clamped
}

TEST(AffineTransform, ApplyConcatInvert) {
    cc::AffineTransform translate = cc::AffineTransformTranslate(cc::AffineTransform::IDENTITY, 10.0f, 5.0f);
    cc::AffineTransform scale = cc::AffineTransformScale(cc::AffineTransform::IDENTITY, 2.0f, 3.0f);
    EXPECT_EQ(cc::PointApplyAffineTransform(cc::Vec2(1, 1), translate), cc::Vec2(11, 6));
    // concat(t1, t2): t1 first, then t2
    cc::AffineTransform scaleThenTranslate = cc::AffineTransformConcat(scale, translate);
    EXPECT_EQ(cc::PointApplyAffineTransform(cc::Vec2(1, 1), scaleThenTranslate), cc::Vec2(12, 8));
    cc::AffineTransform inverse = cc::AffineTransformInvert(scaleThenTranslate);
    EXPECT_TRUE(cc::PointApplyAffineTransform(cc::Vec2(12, 8), inverse).fuzzyEquals(cc::Vec2(1, 1), 1e-5f));
    cc::AffineTransform rotate = cc::AffineTransformRotate(cc::AffineTransform::IDENTITY, 3.14159265f / 2);
    EXPECT_TRUE(cc::PointApplyAffineTransform(cc::Vec2(1, 0), rotate).fuzzyEquals(cc::Vec2(0, 1), 1e-6f));
    cc::Rect box = cc::RectApplyAffineTransform(cc::Rect(0, 0, 4, 2), rotate);
    EXPECT_NEAR(box.origin.x, -2.0f, 1e-5f);
    EXPECT_NEAR(box.size.width, 2.0f, 1e-5f);
    EXPECT_NEAR(box.size.height, 4.0f, 1e-5f);
    EXPECT_TRUE(cc::AffineTransformEqualToTransform(
        cc::AffineTransformInvert(cc::AffineTransformMake(0, 0, 0, 0, 1, 1)), cc::AffineTransform::IDENTITY));
    EXPECT_EQ(cc::SizeApplyAffineTransform(cc::Size(1, 1), scaleThenTranslate), cc::Size(2, 3));
}
