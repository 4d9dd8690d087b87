// tests/engine/script/ScriptEngineManagerTests.cpp
#include "script/ScriptEngineManager.h"
#include "script/ScriptHandle.h"
#include "script/ScriptHandlerType.h"

#include "FakeScriptEngine.h"

#include <gtest/gtest.h>

using kite::test::FakeScriptEngine;

TEST(ScriptEngineManager, NoEngineMeansPureCpp) {
    EXPECT_EQ(cc::ScriptEngineManager::getInstance()->getScriptEngine(), nullptr);
    cc::SchedulerScriptData data{1, 0.5f, 1};
    EXPECT_EQ(cc::ScriptEngineManager::sendEventToScript({cc::ScriptEventType::SchedulerEntry, &data}), 0);
    cc::ScriptEngineManager::releaseScriptHandler(5); // nothing to release to: a no-op
}

TEST(ScriptEngineManager, ForwardsEventsAndHandlerReleases) {
    FakeScriptEngine engine;
    EXPECT_EQ(cc::ScriptEngineManager::getInstance()->getScriptEngine(), &engine);
    engine.onEvent = [](const cc::ScriptEvent&) { return 9; };
    cc::SchedulerScriptData data{3, 0.25f, 11};
    EXPECT_EQ(cc::ScriptEngineManager::sendEventToScript({cc::ScriptEventType::SchedulerEntry, &data}), 9);
    ASSERT_EQ(engine.events.size(), 1u);
    EXPECT_EQ(engine.events[0].scheduler.handler, 3);
    EXPECT_EQ(engine.events[0].scheduler.entryId, 11);
    cc::ScriptEngineManager::releaseScriptHandler(0); // zero is "no handler": not forwarded
    cc::ScriptEngineManager::releaseScriptHandler(4);
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{4}));
}

TEST(ScriptHandle, LastCopyReleasesTheHandlerOnce) {
    FakeScriptEngine engine;
    {
        cc::ScriptHandle a(12);
        cc::ScriptHandle b = a;
        EXPECT_EQ(b.get(), 12);
        a.reset();
        EXPECT_TRUE(engine.removedHandlers.empty());
        EXPECT_EQ(a.get(), 0);
    }
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{12}));
    cc::ScriptHandle none(0);
    EXPECT_FALSE(none);
}

TEST(ScriptHandle, MovedFromHandleHoldsNothing) {
    FakeScriptEngine engine;
    {
        cc::ScriptHandle a(7);
        cc::ScriptHandle b(std::move(a));
        EXPECT_EQ(a.get(), 0); // NOLINT(bugprone-use-after-move): a moved-from handle is empty
        EXPECT_FALSE(a);
        EXPECT_EQ(b.get(), 7);
        cc::ScriptHandle c;
        c = std::move(b);
        EXPECT_EQ(b.get(), 0); // NOLINT(bugprone-use-after-move)
        EXPECT_EQ(c.get(), 7);
        EXPECT_TRUE(engine.removedHandlers.empty());
    }
    EXPECT_EQ(engine.removedHandlers, (std::vector<int>{7}));
}

TEST(ScriptDispatchRun, BracketsTheInstalledEngineOnly) {
    FakeScriptEngine engine;
    {
        cc::ScriptDispatchRun outer;
        {
            cc::ScriptDispatchRun inner;
            EXPECT_EQ(engine.runsBegun, 2);
        }
        EXPECT_EQ(engine.runsEnded, 1);
    }
    EXPECT_EQ(engine.runsEnded, 2);
    {
        cc::ScriptDispatchRun run;
        cc::ScriptEngineManager::getInstance()->setScriptEngine(nullptr); // uninstalled during the run
    }
    EXPECT_EQ(engine.runsBegun, 3);
    EXPECT_EQ(engine.runsEnded, 2);
    cc::ScriptEngineManager::getInstance()->setScriptEngine(&engine);
}

TEST(ScriptHandlerType, ValuesMatchCocos) {
    using T = cc::ScriptHandlerType;
    EXPECT_EQ(static_cast<int>(T::NODE), 0);
    EXPECT_EQ(static_cast<int>(T::MENU_CLICKED), 1);
    EXPECT_EQ(static_cast<int>(T::CALLFUNC), 2);
    EXPECT_EQ(static_cast<int>(T::SCHEDULE), 3);
    EXPECT_EQ(static_cast<int>(T::ACCELEROMETER), 6);
    EXPECT_EQ(static_cast<int>(T::CONTROL_VALUE_CHANGED), 15);
    EXPECT_EQ(static_cast<int>(T::GL_NODE_DRAW), 20);
    EXPECT_EQ(static_cast<int>(T::ARMATURE_EVENT), 35);
    EXPECT_EQ(static_cast<int>(T::EVENT_ACC), 36);
    EXPECT_EQ(static_cast<int>(T::EVENT_CUSTOM), 37);
    EXPECT_EQ(static_cast<int>(T::EVENT_CUSTIOM), 37);
    EXPECT_EQ(static_cast<int>(T::EVENT_KEYBOARD_PRESSED), 38);
    EXPECT_EQ(static_cast<int>(T::EVENT_TOUCH_BEGAN), 40);
    EXPECT_EQ(static_cast<int>(T::EVENT_TOUCHES_BEGAN), 44);
    EXPECT_EQ(static_cast<int>(T::EVENT_MOUSE_DOWN), 48);
    EXPECT_EQ(static_cast<int>(T::EVENT_MOUSE_SCROLL), 51);
    EXPECT_EQ(static_cast<int>(T::EVENT_CUSTOM_BEGAN), 10000);
    EXPECT_EQ(static_cast<int>(T::EVENT_CUSTOM_ENDED), 11000);
}
