// ToluaFixTests.cpp -- tolua_fix: refid tracking, dynamic types, nulling dead objects, handlers.
#include "GadgetFixture.h"
#include "gadget.h"

namespace {

using ToluaFixTest = NullingGadgetTest;

} // namespace

TEST_F(ToluaFixTest, OpenCreatesTheRegistryTables) {
    ok(R"(
        local r = debug.getregistry()
        assert(type(r.toluafix_refid_ptr_mapping) == 'table')
        assert(type(r.toluafix_refid_type_mapping) == 'table')
        assert(type(r.toluafix_refid_function_mapping) == 'table')
    )");
}

TEST_F(ToluaFixTest, FirstPushRecordsTheRefidAndRootsTheUserdata) {
    cc::Gadget* g = cc::Gadget::create();
    EXPECT_EQ(g->_luaID, 0);
    stack->pushObject(g, "cc.Gadget");
    lua_setglobal(L, "g");
    EXPECT_EQ(g->_luaID, static_cast<int>(g->_ID));
    EXPECT_EQ(kite::toluafixLiveObjects(L), 1);
    lua_pushinteger(L, g->_luaID);
    lua_setglobal(L, "id");
    ok(R"(
        local r = debug.getregistry()
        assert(r.toluafix_refid_type_mapping[id] == 'cc.Gadget')
        assert(type(r.toluafix_refid_ptr_mapping[id]) == 'userdata')
        local rooted = 0
        for _, v in pairs(r.tolua_value_root) do if rawequal(v, g) then rooted = rooted + 1 end end
        assert(rooted == 1)
        assert(tolua.type(g) == 'cc.Gadget' and rawequal(g:getFriend(), nil))
        g = nil
    )");
}

TEST_F(ToluaFixTest, PushesResolveTheDynamicType) {
    cc::Widget* w = cc::Widget::create();
    stack->pushObject(w, "cc.Ref");
    lua_setglobal(L, "w");
    ok("assert(tolua.type(w) == 'cc.Widget' and tolua.iskindof(w, 'cc.Gadget')); w = nil");
}

TEST_F(ToluaFixTest, KnownObjectsKeepTheirUserdataAndPeer) {
    ok(R"(
        local a, b = cc.Gadget:create(), cc.Gadget:create()
        a:setFriend(b)
        b.name = 'bee'
        assert(rawequal(a:getFriend(), b) and a:getFriend().name == 'bee')
        collectgarbage('collect')
        assert(a:getFriend().name == 'bee', 'the value root keeps the peer while the object lives')
        a:setFriend(nil)
    )");
}

TEST_F(ToluaFixTest, DeadObjectsAreNulledAndRaiseNamedErrors) {
    ok("g = cc.Gadget:create(); g.hp = 10; assert(not tolua.isnull(g))");
    endFrame(); // nothing retained it: destroyed at the end of the frame
    EXPECT_EQ(hook->lastRemove, 0);
    EXPECT_EQ(kite::toluafixLiveObjects(L), 0);
    ok("assert(tolua.isnull(g)) assert(g.hp == nil, 'the peer went with the object')");
    std::string error = run("g:getPosition()");
    EXPECT_NE(error.find("invalid 'self' in function 'cc.Gadget:getPosition'"), std::string::npos) << error;
    EXPECT_EQ(error.rfind("test.lua:1:", 0), 0u) << error;
    ok("g = nil");
}

TEST_F(ToluaFixTest, RetainKeepsAnObjectAcrossFramesAndReleaseEndsIt) {
    ok("g = cc.Gadget:create(); g:retain(); g.tag = 'kept'");
    endFrame();
    ok("assert(not tolua.isnull(g) and g.tag == 'kept' and g:getReferenceCount() == 1)");
    ok("g:release()");
    ok("assert(tolua.isnull(g)); g = nil");
}

TEST_F(ToluaFixTest, GarbageCollectionNeverDeletesALiveObject) {
    cc::Gadget* g = cc::Gadget::create();
    g->retain();
    stack->pushObject(g, "cc.Gadget");
    lua_pop(L, 1);
    ok("collectgarbage('collect'); collectgarbage('collect')");
    EXPECT_EQ(g->getReferenceCount(), 2u);
    endFrame();
    EXPECT_EQ(g->getReferenceCount(), 1u);
    g->release();
    EXPECT_EQ(hook->lastRemove, 0);
    ok("collectgarbage('collect')");
    EXPECT_EQ(kite::toluafixLiveObjects(L), 0);
}

TEST_F(ToluaFixTest, RemoveReturnCodes) {
    EXPECT_EQ(toluafix_remove_ccobject_by_refid(L, 0), -1);
    EXPECT_EQ(toluafix_remove_ccobject_by_refid(L, 987654), -2);
    cc::Gadget* g = cc::Gadget::create();
    g->retain();
    stack->pushObject(g, "cc.Gadget");
    lua_pop(L, 1);
    tolua_remove_value_from_root(L, g); /* unrooted and unreferenced: the userdata can go */
    lua_gc(L, LUA_GCCOLLECT, 0);
    EXPECT_EQ(toluafix_remove_ccobject_by_refid(L, g->_luaID), -3);
    EXPECT_EQ(lua_gettop(L), 0);
    g->_luaID = 0;
    g->release();
}

TEST_F(ToluaFixTest, ForgottenPlainUsertypesAreNulledAndNeverReused) {
    tolua_open(L);
    tolua_usertype(L, "kite.Plain");
    tolua_module(L, nullptr, 0);
    tolua_beginmodule(L, nullptr);
    tolua_cclass(L, "Plain", "kite.Plain", "", nullptr);
    tolua_endmodule(L);
    int plain = 7;
    EXPECT_EQ(toluafix_forget_usertype(L, &plain, "kite.Plain"), -3) << "Lua never saw it";
    EXPECT_EQ(toluafix_forget_usertype(L, nullptr, "kite.Plain"), -3);
    tolua_pushusertype(L, &plain, "kite.Plain");
    lua_setglobal(L, "kept");
    EXPECT_EQ(toluafix_forget_usertype(L, &plain, "kite.Plain"), 0);
    EXPECT_EQ(lua_gettop(L), 0);
    tolua_pushusertype(L, &plain, "kite.Plain"); /* the same address again: a new userdata */
    lua_setglobal(L, "fresh");
    ok(R"(
        assert(tolua.isnull(kept), "the forgotten userdata is null")
        assert(not tolua.isnull(fresh), "a new object at that address is not")
        assert(kept ~= fresh)
    )");
    EXPECT_EQ(toluafix_forget_usertype(L, &plain, "kite.Plain"), 0);
    EXPECT_EQ(toluafix_forget_usertype(L, &plain, "kite.Plain"), -3) << "forgotten once";
}

TEST_F(ToluaFixTest, FunctionRefsAreNeverReused) {
    lua_pushcfunction(L, [](lua_State*) { return 0; });
    int a = toluafix_ref_function(L, -1, 0);
    int b = toluafix_ref_function(L, 1, 0);
    EXPECT_GT(a, 0);
    EXPECT_EQ(b, a + 1);
    toluafix_remove_function_by_refid(L, a);
    int c = toluafix_ref_function(L, 1, 0);
    EXPECT_EQ(c, b + 1);
    lua_pushnumber(L, 3);
    EXPECT_EQ(toluafix_ref_function(L, -1, 0), 0);
    lua_pop(L, 2);
    toluafix_get_function_by_refid(L, a);
    EXPECT_TRUE(lua_isnil(L, -1));
    toluafix_get_function_by_refid(L, b);
    EXPECT_TRUE(lua_isfunction(L, -1));
    lua_pop(L, 2);
    toluafix_remove_function_by_refid(L, b);
    toluafix_remove_function_by_refid(L, c);
}

TEST_F(ToluaFixTest, FunctionParametersArriveAsHandlerIds) {
    ok(R"(
        local g = cc.Gadget:create()
        local id = g:keep(function() return 7 end)
        assert(type(id) == 'number' and id > 0 and g:getHandler() == id)
        assert(debug.getregistry().toluafix_refid_function_mapping[id]() == 7)
        handler = id
        local ok, e = pcall(g.keep, g, 5)
        assert(not ok and e:find("argument #2 is 'number'; '%[not function%]' expected"), e)
        ok, e = pcall(g.keep, g, nil)
        assert(not ok and e:find("argument #2 is 'nil'; 'value' expected"), e)
    )");
    lua_getglobal(L, "handler");
    int handler = static_cast<int>(lua_tointeger(L, -1));
    lua_pop(L, 1);
    EXPECT_EQ(stack->executeFunctionByHandler(handler, 0), 7);
    toluafix_remove_function_by_refid(L, handler);
}

TEST_F(ToluaFixTest, ValueTypesCrossAsTables) {
    ok(R"(
        local g = cc.Gadget:create()
        g:setPosition({x = 3, y = 4})
        local p = g:getPosition()
        assert(type(p) == 'table' and p.x == 3 and p.y == 4)
        local b = g:getBox()
        assert(b.x == 3 and b.y == 4 and b.width == 10 and b.height == 20)
        g:setColor({r = 300, g = 20, b = 30})
        local c = g:getColor()
        assert(c.r == 255 and c.g == 20 and c.b == 30 and c.a == nil)
        local ok, e = pcall(g.setPosition, g, 5)
        assert(not ok and e:find("'cc.Vec2 {x=,y=}' expected"), e)
        ok, e = pcall(g.setPosition, g, {x = 1})
        assert(not ok, 'a table without y is rejected')
    )");
}

TEST_F(ToluaFixTest, WrongArgumentsNameTheQualifiedMethod) {
    std::string error = run("local g = cc.Gadget:create(); g:setFriend(1)");
    EXPECT_NE(error.find("error in function 'cc.Gadget:setFriend'"), std::string::npos) << error;
    EXPECT_NE(error.find("argument #2 is 'number'; 'cc.Gadget' expected."), std::string::npos) << error;
}

TEST_F(ToluaFixTest, StackDumpFormat) {
    lua_pushnumber(L, 1.5);
    lua_pushstring(L, "s");
    lua_pushboolean(L, 1);
    testing::internal::CaptureStdout();
    toluafix_stack_dump(L, "here");
    std::string out = testing::internal::GetCapturedStdout();
    EXPECT_EQ(out,
              "Total [3] in lua stack: here\n  [-1] boolean true\n  [-2] string s\n  [-3] number 1.5\n\n");
    lua_settop(L, 0);
}

TEST_F(ToluaFixTest, ClosingTheStateResetsLuaIds) {
    cc::Gadget* g = cc::Gadget::create();
    g->retain();
    stack->pushObject(g, "cc.Gadget");
    lua_pop(L, 1);
    EXPECT_NE(g->_luaID, 0);
    cc::ScriptHook::install(nullptr);
    stack.reset();
    EXPECT_EQ(g->_luaID, 0) << "an object outliving the state no longer points into it";
    g->release();
    stack = std::make_unique<kite::LuaStack>();
    L = stack->getLuaState();
}
