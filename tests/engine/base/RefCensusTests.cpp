// tests/engine/base/RefCensusTests.cpp
#include "base/RefCensus.h"
#include "base/RefPtr.h"

#include "TestObjects.h"

#include <gtest/gtest.h>

#include <cstdio>

namespace census_test {
struct Widget : cc::Ref {};
struct Gadget : cc::Ref {};
} // namespace census_test

TEST(RefCensus, CountsLiveObjectsPerClass) {
    int before = cc::RefCensus::liveCount();
    {
        auto w1 = cc::makeRef<census_test::Widget>();
        auto w2 = cc::makeRef<census_test::Widget>();
        auto g = cc::makeRef<census_test::Gadget>();
        EXPECT_EQ(cc::RefCensus::liveCount(), before + 3);
        auto counts = cc::RefCensus::countsByClass();
        EXPECT_EQ(counts["census_test::Widget"], 2);
        EXPECT_EQ(counts["census_test::Gadget"], 1);
    }
    EXPECT_EQ(cc::RefCensus::liveCount(), before);
    EXPECT_EQ(cc::RefCensus::countsByClass().count("census_test::Widget"), 0u);
}

TEST(RefCensus, ReportAndPrintNameEveryClass) {
    EXPECT_EQ(cc::RefCensus::report(), "");
    auto w = cc::makeRef<census_test::Widget>();
    EXPECT_EQ(cc::RefCensus::report(), "1 live Ref(s)\n  1  census_test::Widget\n");
    char buffer[256] = {};
    std::FILE* out = fmemopen(buffer, sizeof(buffer), "w");
    ASSERT_NE(out, nullptr);
    cc::RefCensus::print(out);
    std::fclose(out);
    EXPECT_STREQ(buffer, "1 live Ref(s)\n  1  census_test::Widget\n");
}
