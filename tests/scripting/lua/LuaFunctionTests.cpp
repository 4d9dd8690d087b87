// LuaFunctionTests.cpp -- the one owner of a Lua function: copies share one reference, the last
// copy releases it, a function outliving its state calls and releases nothing.
#include "GadgetFixture.h"
#include "LuaFunction.h"

#include <functional>

namespace {

class LuaFunctionTest : public GadgetTest {
protected:
    // A LuaFunction over the global `name`.
    kite::LuaFunction global(const char* name) {
        lua_getglobal(L, name);
        kite::LuaFunction fn(*stack, L, -1);
        lua_pop(L, 1);
        return fn;
    }
    int live() const { return kite::toluafixLiveFunctions() - handlersBefore; }
};

TEST_F(LuaFunctionTest, CopiesShareOneReferenceAndTheLastReleasesIt) {
    ok("calls = 0; function f(n) calls = calls + (n or 1); return 7 end");
    {
        kite::LuaFunction a = global("f");
        EXPECT_EQ(live(), 1);
        kite::LuaFunction b = a;
        std::function<void()> c = [a] { a.call(0); };
        EXPECT_EQ(live(), 1);
        EXPECT_EQ(b.id(), a.id());
        a = kite::LuaFunction();
        EXPECT_FALSE(a);
        EXPECT_EQ(live(), 1);
        c();
        stack->pushInt(5);
        EXPECT_EQ(b.call(1), 7);
        b.callWithNumber(10);
        c = nullptr;
        EXPECT_EQ(live(), 1);
    }
    EXPECT_EQ(live(), 0);
    ok("assert(calls == 16, calls)");
}

TEST_F(LuaFunctionTest, MovedFromHoldsNothing) {
    ok("function f() end");
    kite::LuaFunction a = global("f");
    kite::LuaFunction b = std::move(a);
    EXPECT_FALSE(a);
    EXPECT_EQ(a.id(), 0);
    EXPECT_EQ(a.stack(), nullptr);
    EXPECT_TRUE(b);
    EXPECT_EQ(b.stack(), stack.get());
    EXPECT_EQ(live(), 1);
}

TEST_F(LuaFunctionTest, NotAFunctionGivesAnEmptyHandle) {
    lua_pushnumber(L, 3);
    kite::LuaFunction fn(*stack, L, -1);
    lua_pop(L, 1);
    EXPECT_FALSE(fn);
    EXPECT_EQ(fn.call(0), 0);
    EXPECT_EQ(live(), 0);
}

TEST_F(LuaFunctionTest, AnErrorIsReportedWithItsTraceback) {
    ok("function f() error('boom') end");
    kite::LuaFunction fn = global("f");
    EXPECT_EQ(fn.call(0), 0);
    EXPECT_NE(errors.examineSince(0).find("test.lua:1: boom"), std::string::npos);
}

TEST_F(LuaFunctionTest, AFunctionMayDropItsLastOwnerWhileItRuns) {
    auto holder = std::make_unique<std::function<void()>>();
    lua_pushlightuserdata(L, &holder);
    lua_pushcclosure(
        L,
        [](lua_State* L) {
            auto* owner =
                static_cast<std::unique_ptr<std::function<void()>>*>(lua_touserdata(L, lua_upvalueindex(1)));
            owner->reset(); /* destroys the callback, and with it the last LuaFunction, mid-call */
            return 0;
        },
        1);
    lua_setglobal(L, "drop");
    ok("function f() drop(); ran = true end");
    kite::LuaFunction fn = global("f");
    *holder = [fn] { fn.call(0); };
    fn = kite::LuaFunction();
    (*holder)();
    EXPECT_EQ(holder, nullptr);
    EXPECT_EQ(live(), 0);
    ok("assert(ran)");
}

TEST_F(LuaFunctionTest, OutlivingItsStateItCallsAndReleasesNothing) {
    ok("function f() end");
    kite::LuaFunction fn = global("f");
    kite::LuaFunction copy = fn;
    stack.reset(); /* closing released every function of the state */
    EXPECT_EQ(live(), 0);
    EXPECT_EQ(fn.stack(), nullptr);
    EXPECT_EQ(fn.call(0), 0);
    fn.callWithNumber(1);
    fn = kite::LuaFunction();
    copy = kite::LuaFunction();
    EXPECT_EQ(live(), 0);
    stack = std::make_unique<kite::LuaStack>(); /* for TearDown */
    L = stack->getLuaState();
}

} // namespace
