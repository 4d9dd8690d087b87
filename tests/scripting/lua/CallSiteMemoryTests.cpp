// CallSiteMemoryTests.cpp -- the per-call-site memory of generated type checks
// (bindings/tolua_fastpath.lua, scripting/tolua/tolua_fastpath.h) only ever saves work: whatever a
// call site last accepted, every other value is checked in full, dead objects stay dead, and an
// entry from another generation of the type tables is not trusted.
#include "GadgetFixture.h"
#include "gadget.h"
#include "tolua_fastpath.h"

namespace {

class CallSiteMemoryTest : public NullingGadgetTest {
protected:
    // The error `code` raises, which must name `expected`.
    void fails(const std::string& code, const std::string& expected) {
        std::string error = run(code);
        EXPECT_NE(error.find(expected), std::string::npos) << code << "\n -> " << error;
    }
};

} // namespace

TEST_F(CallSiteMemoryTest, SelfOfAnotherTypeAfterAnAcceptedOneIsRefused) {
    ok("g, w = cc.Gadget:create(), cc.Widget:create()");
    for (int round = 0; round < 3; ++round) {
        ok("assert(g:getFriend() == nil); assert(w:getFriend() == nil)"); /* one site, two classes */
        fails("cc.Gadget.getFriend(io.stdout)", "error in function 'cc.Gadget:getFriend'");
        fails("cc.Gadget.getFriend(newproxy(true))", "error in function 'cc.Gadget:getFriend'");
        fails("cc.Gadget.getFriend({})", "argument #1 is 'table'");
        fails("cc.Gadget.getFriend('g')", "argument #1 is 'string'");
    }
}

TEST_F(CallSiteMemoryTest, ObjectArgumentsAreCheckedWhateverTheSiteLastSaw) {
    ok("g, w = cc.Gadget:create(), cc.Widget:create(); g:setFriend(w); g:setFriend(g)");
    fails("g:setFriend(io.stdout)", "error in function 'cc.Gadget:setFriend'");
    fails("g:setFriend(newproxy(true))", "error in function 'cc.Gadget:setFriend'");
    fails("g:setFriend(cc.Gadget)", "argument #2 is 'table'; 'cc.Gadget' expected");
    ok("g:setFriend(w); assert(g:getFriend() == w)");
}

TEST_F(CallSiteMemoryTest, ADeadObjectIsRefusedAtASiteThatAcceptedIt) {
    ok("w = cc.Widget:create(); w:getFriend(); w:setPosition({x = 1, y = 2})");
    endFrame(); /* w dies, its userdata is nulled */
    ok("assert(tolua.isnull(w))");
    fails("w:getFriend()", "invalid 'self' in function 'cc.Gadget:getFriend'");
    fails("w:setPosition({x = 1, y = 2})", "invalid 'self' in function 'cc.Gadget:setPosition'");
}

TEST_F(CallSiteMemoryTest, StaticFunctionsCheckEveryClassTable) {
    ok("assert(cc.Gadget.create(cc.Gadget)); assert(cc.Gadget.create(cc.Widget))"); /* a derived class table
                                                                                     */
    fails("cc.Gadget.create({})", "error in function 'cc.Gadget:create'");
    fails("cc.Gadget.create(setmetatable({}, getmetatable(cc.Gadget)))",
          "error in function 'cc.Gadget:create'");
    fails("cc.Widget.create(cc.Gadget)", "error in function 'cc.Widget:create'"); /* a base is not a Widget */
    ok("assert(cc.Gadget.create(cc.Gadget))");
}

// White box: what the memory trusts. An entry answers only for its own generation of the type
// tables, which moves whenever a state opens or closes (a metatable's address may then belong to
// anything else).
TEST_F(CallSiteMemoryTest, AnEntryFromAnotherGenerationIsNotTrusted) {
    ok("proxy = newproxy(true)");
    lua_getglobal(L, "proxy");
    lua_getmetatable(L, -1);
    const void* mt = lua_topointer(L, -1);
    lua_pop(L, 1); /* stack: proxy */
    tolua_Error err;
    kite_TypeSeen stale{{mt, mt}, kite::tolua::g_typeGeneration - 1};
    EXPECT_EQ(kite_isusertype(L, 1, "cc.Gadget", 0, &err, &stale), 0) << "a stale entry answered";
    EXPECT_NE(stale.gen, kite::tolua::g_typeGeneration) << "a refused value was remembered";
    lua_pop(L, 1);

    unsigned before = kite::tolua::g_typeGeneration;
    { kite::LuaStack other; }
    EXPECT_NE(kite::tolua::g_typeGeneration, before) << "a state opened and closed without a new generation";
}

// White box: a site keeps the last two classes it accepted, and a refused value changes nothing.
TEST_F(CallSiteMemoryTest, ASiteKeepsTwoClassesAndNothingRefused) {
    ok("g, w = cc.Gadget:create(), cc.Widget:create()");
    lua_getglobal(L, "g");
    lua_getglobal(L, "w");
    lua_getglobal(L, "io");
    lua_getfield(L, -1, "stdout");
    lua_remove(L, -2); /* stack: g w stdout */
    const void* mt[2];
    for (int i = 0; i < 2; ++i) {
        lua_getmetatable(L, i + 1);
        mt[i] = lua_topointer(L, -1);
        lua_pop(L, 1);
    }
    tolua_Error err;
    kite_TypeSeen seen{{nullptr, nullptr}, 0};
    EXPECT_EQ(kite_isusertype(L, 1, "cc.Gadget", 0, &err, &seen), 1);
    EXPECT_EQ(kite_isusertype(L, 2, "cc.Gadget", 0, &err, &seen), 1);
    EXPECT_TRUE(kite_seen(&seen, mt[0]) && kite_seen(&seen, mt[1])) << "the first class was forgotten";
    EXPECT_EQ(kite_isusertype(L, 3, "cc.Gadget", 0, &err, &seen), 0);
    EXPECT_TRUE(kite_seen(&seen, mt[0]) && kite_seen(&seen, mt[1])) << "a refused value displaced one";
    lua_pop(L, 3);
}
