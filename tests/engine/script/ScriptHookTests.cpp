// tests/engine/script/ScriptHookTests.cpp — installing the hook, refDestroyed and callback runs.
#include "script/ScriptHook.h"

#include "FakeScriptHook.h"
#include "TestObjects.h"

#include <gtest/gtest.h>

#include <optional>

using kite::test::FakeScriptHook;
using kite::test::Flagged;

TEST(ScriptHook, NoHookMeansPureCpp) {
    EXPECT_EQ(cc::ScriptHook::installed(), nullptr);
    bool destroyed = false;
    auto* object = new Flagged(&destroyed);
    object->_luaID = 5; // seen by a script layer that is gone: nobody to tell
    object->release();
    EXPECT_TRUE(destroyed);
    cc::CallbackRun run; // brackets nothing
}

TEST(ScriptHook, InstallsAndUninstalls) {
    {
        FakeScriptHook hook;
        EXPECT_EQ(cc::ScriptHook::installed(), &hook);
        {
            FakeScriptHook replacement;
            EXPECT_EQ(cc::ScriptHook::installed(), &replacement);
            cc::ScriptHook::install(&hook); // reinstalled: the replacement must not uninstall it
        }
        EXPECT_EQ(cc::ScriptHook::installed(), &hook);
    }
    EXPECT_EQ(cc::ScriptHook::installed(), nullptr);
}

TEST(ScriptHook, RefDestroyedGoesToTheHookInstalledWhenTheObjectDies) {
    FakeScriptHook first;
    bool destroyed = false;
    auto* seen = new Flagged(&destroyed);
    seen->_luaID = 3;
    auto* unseen = new Flagged(&destroyed);
    FakeScriptHook second; // installed after the objects were made
    unsigned int id = seen->_ID;
    seen->release();
    unseen->release(); // _luaID == 0: the script side never saw it
    EXPECT_TRUE(first.destroyedObjects.empty());
    ASSERT_EQ(second.destroyedObjects.size(), 1u);
    EXPECT_EQ(second.destroyedObjects[0], seen);
    EXPECT_EQ(second.destroyedIds[0], id);
}

TEST(CallbackRun, NestsAndEndsInReverseOrder) {
    FakeScriptHook hook;
    {
        cc::CallbackRun outer;
        EXPECT_EQ(hook.runsBegun, 1);
        {
            cc::CallbackRun inner;
            EXPECT_EQ(hook.runsBegun, 2);
            EXPECT_EQ(hook.runsEnded, 0);
        }
        EXPECT_EQ(hook.runsEnded, 1);
    }
    EXPECT_EQ(hook.runsBegun, 2);
    EXPECT_EQ(hook.runsEnded, 2);
}

TEST(CallbackRun, IsNotEndedOnAHookThatReplacedItsOwn) {
    FakeScriptHook hook;
    {
        cc::CallbackRun run;
        FakeScriptHook replacement; // installed during the run, uninstalled before it ends
        {
            cc::CallbackRun inner; // begun and ended on the replacement
        }
        EXPECT_EQ(replacement.runsBegun, 1);
        EXPECT_EQ(replacement.runsEnded, 1);
    }
    EXPECT_EQ(hook.runsBegun, 1);
    EXPECT_EQ(hook.runsEnded, 0); // its run was abandoned when it was uninstalled
    {
        FakeScriptHook later;
        {
            cc::CallbackRun run;
            cc::ScriptHook::install(&hook); // `later` is replaced during its run
        }
        EXPECT_EQ(later.runsBegun, 1);
        EXPECT_EQ(later.runsEnded, 0);
        EXPECT_EQ(hook.runsBegun, 1);
        EXPECT_EQ(hook.runsEnded, 0); // and the run is not ended on `hook` either
    }
}

TEST(CallbackRun, BegunWithoutAHookEndsNothing) {
    std::optional<cc::CallbackRun> run;
    run.emplace();
    FakeScriptHook hook; // installed during a run that began with none
    run.reset();
    EXPECT_EQ(hook.runsBegun, 0);
    EXPECT_EQ(hook.runsEnded, 0);
}
