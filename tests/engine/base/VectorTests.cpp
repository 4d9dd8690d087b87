// tests/engine/base/VectorTests.cpp
#include "base/Vector.h"

#include "KiteTestSupport.h"
#include "TestObjects.h"

#include <gtest/gtest.h>

using kite::test::Tracked;
using Log = std::vector<std::string>;

namespace {
Tracked* make(Log* log, const char* name) {
    return new Tracked(log, name);
} // count 1, owned by the test
} // namespace

TEST(Vector, PushBackRetainsAndDestructionReleases) {
    Log log;
    Tracked* a = make(&log, "a");
    {
        cc::Vector<Tracked*> v;
        v.pushBack(a);
        EXPECT_EQ(a->getReferenceCount(), 2u);
        EXPECT_EQ(v.size(), 1);
    }
    EXPECT_EQ(a->getReferenceCount(), 1u);
    a->release();
    EXPECT_EQ(log, (Log{"a"}));
}

TEST(Vector, EraseAndPopBackRelease) {
    Log log;
    cc::Vector<Tracked*> v;
    for (const char* name : {"a", "b", "c", "d"}) {
        Tracked* t = make(&log, name);
        v.pushBack(t);
        t->release(); // the vector is the only owner now
    }
    v.erase(1);
    EXPECT_EQ(log, (Log{"b"}));
    v.popBack();
    EXPECT_EQ(log, (Log{"b", "d"}));
    v.eraseObject(v.front());
    EXPECT_EQ(log, (Log{"b", "d", "a"}));
    ASSERT_EQ(v.size(), 1);
    EXPECT_EQ(v.at(0)->name(), "c");
    v.clear();
    EXPECT_EQ(log, (Log{"b", "d", "a", "c"}));
    EXPECT_TRUE(v.empty());
}

TEST(Vector, CopyRetainsMoveDoesNot) {
    Log log;
    Tracked* a = make(&log, "a");
    cc::Vector<Tracked*> v;
    v.pushBack(a);
    cc::Vector<Tracked*> copy(v);
    EXPECT_EQ(a->getReferenceCount(), 3u);
    cc::Vector<Tracked*> moved(std::move(copy));
    EXPECT_EQ(a->getReferenceCount(), 3u);
    EXPECT_TRUE(copy.empty());
    cc::Vector<Tracked*> assigned;
    assigned = v;
    EXPECT_EQ(a->getReferenceCount(), 4u);
    assigned = std::move(moved);
    EXPECT_EQ(a->getReferenceCount(), 3u);
    v.clear();
    assigned.clear();
    EXPECT_EQ(a->getReferenceCount(), 1u);
    a->release();
}

TEST(Vector, InsertReplaceIndexAndContains) {
    Log log;
    Tracked* a = make(&log, "a");
    Tracked* b = make(&log, "b");
    Tracked* c = make(&log, "c");
    cc::Vector<Tracked*> v{a, c};
    v.insert(1, b);
    EXPECT_EQ(v.getIndex(a), 0);
    EXPECT_EQ(v.getIndex(b), 1);
    EXPECT_EQ(v.getIndex(c), 2);
    EXPECT_TRUE(v.contains(b));
    v.replace(0, c);
    EXPECT_EQ(a->getReferenceCount(), 1u);
    EXPECT_EQ(c->getReferenceCount(), 3u);
    v.eraseObject(c, true);
    EXPECT_EQ(v.size(), 1);
    EXPECT_EQ(c->getReferenceCount(), 1u);
    EXPECT_EQ(v.getIndex(c), -1);
    v.clear();
    a->release();
    b->release();
    c->release();
    EXPECT_EQ(log.size(), 3u);
}

TEST(Vector, ReverseAndSwapKeepOwnership) {
    Log log;
    Tracked* a = make(&log, "a");
    Tracked* b = make(&log, "b");
    cc::Vector<Tracked*> v{a, b};
    v.reverse();
    EXPECT_EQ(v.front(), b);
    v.swap(a, b);
    EXPECT_EQ(v.front(), a);
    EXPECT_EQ(a->getReferenceCount(), 2u);
    v.clear();
    a->release();
    b->release();
}

TEST(Vector, NullIsRejected) {
    cc::Vector<Tracked*> v;
    kite::test::ScopedAssertCapture asserts;
    v.pushBack(nullptr);
    EXPECT_EQ(asserts.count(), 1);
    EXPECT_TRUE(v.empty());
}

TEST(Vector, ReleaseDuringClearSeesAnEmptyVector) {
    struct Watcher : cc::Ref {
        cc::Vector<Watcher*>* owner = nullptr;
        std::ptrdiff_t seenSize = -1;
        std::ptrdiff_t* out = nullptr;
        ~Watcher() override { *out = owner->size(); }
    };
    std::ptrdiff_t seen = -1;
    cc::Vector<Watcher*> v;
    auto* w = new Watcher();
    w->owner = &v;
    w->out = &seen;
    v.pushBack(w);
    w->release();
    v.clear();
    EXPECT_EQ(seen, 0);
}
