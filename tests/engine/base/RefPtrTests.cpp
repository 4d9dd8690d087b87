// tests/engine/base/RefPtrTests.cpp
#include "base/RefPtr.h"

#include "TestObjects.h"

#include <gtest/gtest.h>

using kite::test::Tracked;
using Log = std::vector<std::string>;

TEST(RefPtr, RetainsOnConstructionAndReleasesOnDestruction) {
    Log log;
    auto* raw = new Tracked(&log, "a");
    {
        cc::RefPtr<Tracked> p(raw);
        EXPECT_EQ(raw->getReferenceCount(), 2u);
        EXPECT_EQ(p.get(), raw);
        EXPECT_EQ(p->name(), "a");
    }
    EXPECT_EQ(raw->getReferenceCount(), 1u);
    raw->release();
    EXPECT_EQ(log, (Log{"a"}));
}

TEST(RefPtr, AdoptTakesOverTheInitialReference) {
    Log log;
    {
        auto p = cc::RefPtr<Tracked>::adopt(new Tracked(&log, "adopted"));
        EXPECT_EQ(p->getReferenceCount(), 1u);
    }
    EXPECT_EQ(log, (Log{"adopted"}));
    {
        auto q = cc::makeRef<Tracked>(&log, "made");
        EXPECT_EQ(q->getReferenceCount(), 1u);
    }
    EXPECT_EQ(log, (Log{"adopted", "made"}));
}

TEST(RefPtr, CopyMoveAndReset) {
    Log log;
    auto a = cc::makeRef<Tracked>(&log, "a");
    cc::RefPtr<Tracked> b = a;
    EXPECT_EQ(a->getReferenceCount(), 2u);
    cc::RefPtr<Tracked> c = std::move(b);
    EXPECT_EQ(a->getReferenceCount(), 2u);
    EXPECT_FALSE(b);
    c.reset(c.get()); // resetting to the same object must not free it
    EXPECT_EQ(a->getReferenceCount(), 2u);
    c = nullptr;
    EXPECT_EQ(a->getReferenceCount(), 1u);
    EXPECT_TRUE(a == a.get());
    EXPECT_TRUE(c == nullptr);
    cc::RefPtr<cc::Ref> base = a; // converting copy
    EXPECT_EQ(a->getReferenceCount(), 2u);
    base.reset();
    a.reset();
    EXPECT_EQ(log, (Log{"a"}));
}
