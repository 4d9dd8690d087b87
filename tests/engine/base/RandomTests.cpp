// tests/engine/base/RandomTests.cpp
#include "base/Random.h"

#include <gtest/gtest.h>

#include <vector>

namespace {

std::vector<float> draw(unsigned seed, int count) {
    cc::Random::seed(seed);
    std::vector<float> values;
    for (int i = 0; i < count; ++i)
        values.push_back(cc::Random::minus1To1());
    return values;
}

} // namespace

TEST(Random, TheSameSeedRepeatsTheSequence) {
    EXPECT_EQ(draw(42, 50), draw(42, 50));
    EXPECT_NE(draw(42, 50), draw(43, 50));
}

TEST(Random, StaysInRangeAndCoversIt) {
    cc::Random::seed(7);
    float lo = 1.0f, hi = -1.0f;
    for (int i = 0; i < 10000; ++i) {
        const float v = cc::Random::minus1To1();
        ASSERT_GE(v, -1.0f);
        ASSERT_LE(v, 1.0f);
        lo = std::min(lo, v);
        hi = std::max(hi, v);
        const float u = cc::Random::zeroTo1();
        ASSERT_GE(u, 0.0f);
        ASSERT_LE(u, 1.0f);
    }
    EXPECT_LT(lo, -0.99f);
    EXPECT_GT(hi, 0.99f);
}
