// tests/engine/base/RefTests.cpp
#include "base/AutoreleasePool.h"
#include "base/PoolManager.h"
#include "base/Ref.h"

#include "FakeScriptHook.h"
#include "KiteTestSupport.h"
#include "TestObjects.h"

#include <gtest/gtest.h>

using kite::test::FakeScriptHook;
using kite::test::Flagged;
using kite::test::ScopedAssertCapture;

TEST(Ref, CountStartsAtOne) {
    bool destroyed = false;
    auto* object = new Flagged(&destroyed);
    EXPECT_EQ(object->getReferenceCount(), 1u);
    object->release();
    EXPECT_TRUE(destroyed);
}

TEST(Ref, RetainAndReleaseAreExactArithmetic) {
    bool destroyed = false;
    auto* object = new Flagged(&destroyed);
    object->retain();
    object->retain();
    EXPECT_EQ(object->getReferenceCount(), 3u);
    object->release();
    EXPECT_EQ(object->getReferenceCount(), 2u);
    object->release();
    EXPECT_EQ(object->getReferenceCount(), 1u);
    EXPECT_FALSE(destroyed);
    object->release();
    EXPECT_TRUE(destroyed);
}

TEST(Ref, AutoreleaseKeepsCountAndReleasesAtClear) {
    bool destroyed = false;
    auto* object = new Flagged(&destroyed);
    EXPECT_EQ(object->autorelease(), object);
    EXPECT_EQ(object->getReferenceCount(), 1u);
    EXPECT_FALSE(destroyed);
    cc::PoolManager::getInstance()->getCurrentPool()->clear();
    EXPECT_TRUE(destroyed);
}

TEST(Ref, IdsAreUniqueAndIncreasing) {
    bool d1 = false, d2 = false, d3 = false;
    auto* a = new Flagged(&d1);
    auto* b = new Flagged(&d2);
    unsigned int idB = b->_ID;
    b->release();
    auto* c = new Flagged(&d3); // may reuse b's address, never its id
    EXPECT_GE(a->_ID, 1u);
    EXPECT_EQ(idB, a->_ID + 1);
    EXPECT_EQ(c->_ID, idB + 1);
    a->release();
    c->release();
}

TEST(Ref, LuaIdIsZeroUntilAScriptLayerSeesTheObject) {
    bool destroyed = false;
    auto* object = new Flagged(&destroyed);
    EXPECT_EQ(object->_luaID, 0);
    int* slot = &object->_luaID; // tolua_fix stores its refid through an int*
    *slot = 42;
    EXPECT_EQ(object->_luaID, 42);
    object->_luaID = 0;
    object->release();
}

TEST(Ref, DestructorNotifiesTheScriptHookWhenLuaIdIsSet) {
    FakeScriptHook hook;
    bool destroyed = false;
    auto* object = new Flagged(&destroyed);
    unsigned int id = object->_ID;
    object->_luaID = 7;
    object->release();
    ASSERT_EQ(hook.destroyedObjects.size(), 1u);
    EXPECT_EQ(hook.destroyedObjects[0], object);
    EXPECT_EQ(hook.destroyedIds[0], id); // the object was still readable during the call
}

TEST(Ref, DestructorSkipsTheScriptHookWhenLuaNeverSawTheObject) {
    FakeScriptHook hook;
    bool destroyed = false;
    (new Flagged(&destroyed))->release();
    EXPECT_TRUE(destroyed);
    EXPECT_TRUE(hook.destroyedObjects.empty());
}

TEST(Ref, ReleasingAnAutoreleasedObjectIsCaughtInsteadOfCrashing) {
    bool destroyed = false;
    auto* object = new Flagged(&destroyed);
    object->autorelease();
    {
        ScopedAssertCapture asserts;
        object->release(); // the classic mistake: release() on something that came from create()
        EXPECT_EQ(asserts.count(), 1);
        EXPECT_TRUE(asserts.contains("fewer references than pending autoreleases"));
    }
    EXPECT_FALSE(destroyed);
    EXPECT_EQ(object->getReferenceCount(), 1u);
    cc::PoolManager::getInstance()->getCurrentPool()->clear();
    EXPECT_TRUE(destroyed);
}

TEST(Ref, DeletingDirectlyWhileInAPoolUnlistsIt) {
    bool destroyed = false;
    auto* object = new Flagged(&destroyed);
    object->autorelease();
    {
        ScopedAssertCapture asserts;
        delete object;
        EXPECT_TRUE(asserts.contains("still in an autorelease pool"));
    }
    EXPECT_TRUE(destroyed);
    EXPECT_EQ(cc::PoolManager::getInstance()->getCurrentPool()->getObjectCount(), 0u);
}
