// tests/engine/base/AutoreleasePoolTests.cpp
#include "base/AutoreleasePool.h"
#include "base/PoolManager.h"

#include "KiteTestSupport.h"
#include "TestObjects.h"

#include <gtest/gtest.h>

using kite::test::ScopedAssertCapture;
using kite::test::Tracked;
using Log = std::vector<std::string>;

namespace {

/// Autoreleases a new Tracked named "<name>.child" from its destructor.
class Spawner : public cc::Ref {
public:
    Spawner(Log* log, std::string name) : _log(log), _name(std::move(name)) {}
    ~Spawner() override {
        _log->push_back(_name);
        Tracked::create(_log, _name + ".child");
    }

private:
    Log* _log;
    std::string _name;
};

cc::AutoreleasePool* currentPool() {
    return cc::PoolManager::getInstance()->getCurrentPool();
}

} // namespace

TEST(AutoreleasePool, ClearReleasesInOrderOfAddition) {
    Log log;
    Tracked::create(&log, "a");
    Tracked::create(&log, "b");
    Tracked::create(&log, "c");
    EXPECT_EQ(currentPool()->getObjectCount(), 3u);
    currentPool()->clear();
    EXPECT_EQ(log, (Log{"a", "b", "c"}));
    EXPECT_EQ(currentPool()->getObjectCount(), 0u);
}

TEST(AutoreleasePool, RetainedObjectSurvivesClear) {
    Log log;
    Tracked* kept = Tracked::create(&log, "kept");
    kept->retain();
    currentPool()->clear();
    EXPECT_TRUE(log.empty());
    EXPECT_EQ(kept->getReferenceCount(), 1u);
    kept->release();
    EXPECT_EQ(log, (Log{"kept"}));
}

TEST(AutoreleasePool, ObjectsAutoreleasedDuringClearWaitForTheNextClear) {
    Log log;
    (new Spawner(&log, "s"))->autorelease();
    currentPool()->clear();
    EXPECT_EQ(log, (Log{"s"}));
    EXPECT_EQ(currentPool()->getObjectCount(), 1u); // "s.child" landed in the fresh list
    currentPool()->clear();
    EXPECT_EQ(log, (Log{"s", "s.child"}));
}

TEST(AutoreleasePool, IsClearingOnlyDuringClear) {
    struct Probe : cc::Ref {
        ~Probe() override { sawClearing = cc::PoolManager::getInstance()->getCurrentPool()->isClearing(); }
        bool& sawClearing;
        explicit Probe(bool& flag) : sawClearing(flag) {}
    };
    bool sawClearing = false;
    (new Probe(sawClearing))->autorelease();
    EXPECT_FALSE(currentPool()->isClearing());
    currentPool()->clear();
    EXPECT_TRUE(sawClearing);
    EXPECT_FALSE(currentPool()->isClearing());
}

TEST(AutoreleasePool, ScopedPoolCapturesAutoreleasesInItsScope) {
    Log log;
    Tracked::create(&log, "outer");
    cc::AutoreleasePool* base = currentPool();
    std::size_t depth = cc::PoolManager::getInstance()->getPoolCount();
    {
        cc::AutoreleasePool scoped("scoped");
        EXPECT_EQ(currentPool(), &scoped);
        EXPECT_EQ(cc::PoolManager::getInstance()->getPoolCount(), depth + 1);
        Tracked::create(&log, "inner1");
        Tracked::create(&log, "inner2");
        EXPECT_EQ(scoped.getObjectCount(), 2u);
        EXPECT_EQ(base->getObjectCount(), 1u);
    }
    EXPECT_EQ(log, (Log{"inner1", "inner2"})); // leaving the scope cleared the scoped pool only
    EXPECT_EQ(currentPool(), base);
    EXPECT_EQ(cc::PoolManager::getInstance()->getPoolCount(), depth);
    base->clear();
    EXPECT_EQ(log, (Log{"inner1", "inner2", "outer"}));
}

TEST(AutoreleasePool, NestedPoolsClearInnermostFirst) {
    Log log;
    {
        cc::AutoreleasePool outer("outer");
        Tracked::create(&log, "o1");
        {
            cc::AutoreleasePool inner("inner");
            Tracked::create(&log, "i1");
            {
                cc::AutoreleasePool innermost("innermost");
                Tracked::create(&log, "x1");
            }
            EXPECT_EQ(log, (Log{"x1"}));
            Tracked::create(&log, "i2");
        }
        EXPECT_EQ(log, (Log{"x1", "i1", "i2"}));
        Tracked::create(&log, "o2");
    }
    EXPECT_EQ(log, (Log{"x1", "i1", "i2", "o1", "o2"}));
}

TEST(AutoreleasePool, RetainedObjectEscapesAScopedPool) {
    Log log;
    Tracked* escaped = nullptr;
    {
        cc::AutoreleasePool scoped;
        escaped = Tracked::create(&log, "escaped");
        escaped->retain();
    }
    EXPECT_TRUE(log.empty());
    escaped->release();
    EXPECT_EQ(log, (Log{"escaped"}));
}

TEST(AutoreleasePool, DoubleAutoreleaseIsCaughtInsteadOfCrashing) {
    Log log;
    Tracked* object = Tracked::create(&log, "twice"); // count 1, one pending release
    {
        ScopedAssertCapture asserts;
        object->autorelease(); // would be a second release of a single reference: refused
        EXPECT_EQ(asserts.count(), 1);
        EXPECT_TRUE(asserts.contains("more times than the object has references"));
    }
    EXPECT_EQ(currentPool()->getObjectCount(), 1u);
    currentPool()->clear(); // exactly one release: ASan would flag a second one on freed memory
    EXPECT_EQ(log, (Log{"twice"}));
}

TEST(AutoreleasePool, AutoreleaseAsManyTimesAsReferencesIsAllowed) {
    Log log;
    Tracked* object = Tracked::create(&log, "two");
    object->retain();
    object->autorelease();
    EXPECT_EQ(currentPool()->getObjectCount(), 2u);
    EXPECT_EQ(object->getReferenceCount(), 2u);
    currentPool()->clear(); // the header's promise: added N times, released N times
    EXPECT_EQ(log, (Log{"two"}));
}

TEST(AutoreleasePool, ContainsAndIsObjectInPools) {
    Log log;
    Tracked* a = Tracked::create(&log, "a");
    EXPECT_TRUE(currentPool()->contains(a));
    {
        cc::AutoreleasePool scoped;
        Tracked* b = Tracked::create(&log, "b");
        EXPECT_TRUE(scoped.contains(b));
        EXPECT_FALSE(scoped.contains(a));
        EXPECT_TRUE(cc::PoolManager::getInstance()->isObjectInPools(a));
        EXPECT_TRUE(cc::PoolManager::getInstance()->isObjectInPools(b));
    }
    currentPool()->clear();
}

TEST(AutoreleasePool, DrainRepeatsUntilNothingIsPending) {
    Log log;
    (new Spawner(&log, "s"))->autorelease();
    EXPECT_EQ(cc::PoolManager::getInstance()->drainCurrentPool(), 2);
    EXPECT_EQ(log, (Log{"s", "s.child"}));
    EXPECT_EQ(cc::PoolManager::getInstance()->drainCurrentPool(), 0);
}

TEST(PoolManager, DestroyInstanceDrainsTheBasePool) {
    Log log;
    (new Spawner(&log, "s"))->autorelease();
    cc::PoolManager::destroyInstance();
    EXPECT_EQ(log, (Log{"s", "s.child"}));
    EXPECT_EQ(cc::PoolManager::getExistingInstance(), nullptr);
    EXPECT_EQ(cc::PoolManager::getInstance()->getPoolCount(), 1u); // recreated on demand
}
