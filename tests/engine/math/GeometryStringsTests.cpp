// tests/engine/math/GeometryStringsTests.cpp — "{x,y}", "{w,h}" and "{{x,y},{w,h}}".
#include "math/GeometryStrings.h"

#include <gtest/gtest.h>

TEST(GeometryStrings, ReadsCocosSyntax) {
    cc::Vec2 p;
    ASSERT_TRUE(cc::pointFromString("{-1.5, 2}", &p));
    EXPECT_EQ(p, cc::Vec2(-1.5f, 2.0f));
    cc::Size s;
    ASSERT_TRUE(cc::sizeFromString(" {30,22} ", &s));
    EXPECT_EQ(s, cc::Size(30, 22));
    cc::Rect r;
    ASSERT_TRUE(cc::rectFromString("{{2,3},{ 40 ,50}}", &r));
    EXPECT_EQ(r, cc::Rect(2, 3, 40, 50));
}

TEST(GeometryStrings, RejectsAnythingElseAndLeavesTheValue) {
    cc::Vec2 p(7, 7);
    for (const char* bad :
         {"", "{1}", "{1,2,3}", "1,2", "{1,2", "{1,2}x", "{a,b}", "{nan,1}", "{1e30,1}", "{{1,2}}"})
        EXPECT_FALSE(cc::pointFromString(bad, &p)) << bad;
    EXPECT_EQ(p, cc::Vec2(7, 7));
    cc::Rect r(1, 1, 1, 1);
    for (const char* bad : {"{1,2,3,4}", "{{1,2},{3}}", "{{1,2},{3,4}", "{{1,2},{3,4}}}", "{{1,2}{3,4}}"})
        EXPECT_FALSE(cc::rectFromString(bad, &r)) << bad;
    EXPECT_EQ(r, cc::Rect(1, 1, 1, 1));
}
