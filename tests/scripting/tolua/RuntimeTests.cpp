// RuntimeTests.cpp -- behaviour of Kite's tolua++ runtime (tolua++ 1.0.93's, with cocos2d-x 3.x's
// changes), one case each.
#include "ToluaFixture.h"
#include "zoo.h"

TEST_F(ToluaTest, OpenIsIdempotentAndStackNeutral) {
    tolua_open(L);
    tolua_open(L);
    EXPECT_EQ(lua_gettop(L), 0);
    ok("assert(type(tolua) == 'table')");
}

TEST_F(ToluaTest, RegistryLayoutMatchesStock) {
    ok(R"(
        local r = debug.getregistry()
        for _, k in ipairs{'zoo::Animal', 'const zoo::Animal', 'tolua_commonclass', 'tolua_gc', 'tolua_gc_event',
                           'tolua_opened', 'tolua_super', 'tolua_ubox', 'tolua_value_root'} do
            assert(r[k] ~= nil, k)
        end
        local mt = r['zoo::Dog']
        assert(r[mt] == 'zoo::Dog')
        assert(getmetatable(mt) == r['zoo::Animal'])
        assert(getmetatable(r['const zoo::Dog']) == mt)
        assert(getmetatable(r['zoo::Animal']) == r['tolua_commonclass'])
        assert(rawget(mt, 'tolua_ubox') == rawget(r['zoo::Animal'], 'tolua_ubox'))
        assert(rawget(r['zoo::Rock'], 'tolua_ubox') ~= rawget(r['zoo::Animal'], 'tolua_ubox'))
        local s = r.tolua_super[mt]
        assert(s['zoo::Animal'] and s['const zoo::Animal'] and s['const zoo::Dog'] and s[''])
        assert(mt['.classname'] == 'zoo::Dog')
    )");
}

TEST_F(ToluaTest, FunctionsOfTheToluaTable) {
    ok(R"(
        for _, f in ipairs{'type', 'takeownership', 'releaseownership', 'cast', 'isnull', 'inherit',
                           'setpeer', 'getpeer', 'getcfunction', 'iskindof'} do
            assert(type(tolua[f]) == 'function', f)
        end
    )");
}

TEST_F(ToluaTest, SamePointerPushesSameUserdata) {
    ok(R"(
        local d = zoo.Dog:new()
        assert(d:self() == d and rawequal(d:self(), d))
        assert(tolua.type(d) == 'zoo::Dog')
        assert(rawequal(zoo.asAnimal(d), d) and tolua.type(d) == 'zoo::Dog') -- stays the more derived type
        d:delete()
    )");
}

TEST_F(ToluaTest, PushSpecialisesToAMoreDerivedType) {
    zoo::Dog dog;
    tolua_pushusertype(L, &dog, "zoo::Animal"); // first seen through a base-class pointer
    lua_setglobal(L, "a");
    ok(R"(
        assert(tolua.type(a) == 'zoo::Animal')
        local d = zoo.asDog(a)
        assert(rawequal(a, d) and tolua.type(a) == 'zoo::Dog')
        assert(a:speak() == 'woof')
        a = nil
    )");
}

TEST_F(ToluaTest, CastWithinAndAcrossHierarchies) {
    zoo::Puppy puppy;
    tolua_pushusertype(L, &puppy, "zoo::Animal");
    lua_setglobal(L, "a");
    ok(R"(
        local p = tolua.cast(a, 'zoo::Puppy')
        assert(rawequal(p, a) and tolua.type(a) == 'zoo::Puppy')
        local r = tolua.cast(a, 'zoo::Rock')
        assert(not rawequal(r, a) and tolua.type(r) == 'zoo::Rock' and tolua.type(a) == 'zoo::Puppy')
        a = nil
    )");
}

TEST_F(ToluaTest, CastToUnknownTypeReturnsNilAndKeepsTheStack) {
    ok(R"(
        local a = zoo.Animal:new()
        local x, y = tolua.cast(a, 'Nope')
        assert(x == nil and y == nil)
        a:delete()
    )");
    int top = lua_gettop(L);
    zoo::Rock rock;
    tolua_pushusertype(L, &rock, "NoSuchType");
    EXPECT_EQ(lua_gettop(L), top + 1);
    EXPECT_TRUE(lua_isnil(L, -1));
    lua_pop(L, 1);
}

TEST_F(ToluaTest, MethodsOfBaseClassesWorkOnDerivedObjects) {
    ok(R"(
        local p = zoo.Puppy:new()
        assert(p:getLegs() == 4 and p:speak() == 'yip')
        p:setLegs(3)
        assert(p.legs == 3 and p:nonConstLegs() == 3)
        p.legs = 5
        assert(p:getLegs() == 5)
        p:delete()
    )");
}

TEST_F(ToluaTest, ClassTableLookupWalksTheWholeChain) {
    ok(R"(
        assert(zoo.Puppy.getLegs ~= nil, 'inherited method through the class table')
        assert(zoo.Puppy.make ~= nil, 'inherited static through the class table')
        local a = zoo.Puppy:make(6)
        assert(a:getLegs() == 6)
        a:delete()
    )");
}

TEST_F(ToluaTest, AssigningToADerivedClassTableDoesNotOverflow) {
    ok(R"(
        zoo.Puppy.newkey = 1
        function zoo.Puppy:wag() return 'wag' .. self:getLegs() end
        local p = zoo.Puppy:new()
        assert(p:wag() == 'wag4' and p.newkey == 1)
        p:delete()
    )");
}

TEST_F(ToluaTest, OverridingAMethodBacksUpTheCFunction) {
    ok(R"(
        local original = zoo.Animal.getLegs
        zoo.Animal.getLegs = function(self) return 99 end
        local d = zoo.Dog:new()
        assert(d:getLegs() == 99, 'override visible to instances of subclasses')
        assert(tolua.getcfunction(zoo.Animal, 'getLegs') == original)
        assert(tolua.getcfunction(d, 'getLegs') == original)
        assert(tolua.getcfunction(d, 'nothing') == nil)
        d:delete()
    )");
}

TEST_F(ToluaTest, PeersHoldFieldsPerInstance) {
    ok(R"(
        local d, e = zoo.Dog:new(), zoo.Dog:new()
        assert(tolua.getpeer(d) == nil)
        d.name = 'rex'
        assert(d.name == 'rex' and e.name == nil)
        assert(tolua.getpeer(d).name == 'rex')
        local peer = setmetatable({}, {__index = {bark = function() return 'bark' end}})
        tolua.setpeer(e, peer)
        assert(e.bark() == 'bark' and e:speak() == 'woof')
        tolua.setpeer(e, nil)
        assert(tolua.getpeer(e) == nil and e.bark == nil)
        d:delete(); e:delete()
    )");
}

TEST_F(ToluaTest, SetpeerErrors) {
    EXPECT_EQ(run("tolua.setpeer(1, {})"), "Invalid argument #1 to setpeer: userdata expected.");
    EXPECT_EQ(
        run("local d = zoo.Dog:new(); local ok, e = pcall(tolua.setpeer, d, 5); d:delete(); error(e, 0)"),
        "Invalid argument #2 to setpeer: table or nil expected.");
}

TEST_F(ToluaTest, ReadOnlyVariableShadowsIntoThePeer) {
    ok(R"(
        local a = zoo.Animal:new()
        assert(a.kind == 1)
        a.kind = 5
        assert(a.kind == 5 and rawget(tolua.getpeer(a), 'kind') == 5)
        a:delete()
    )");
}

TEST_F(ToluaTest, ArraysThroughProxies) {
    ok(R"(
        local a = zoo.Animal:new()
        assert(a.ids[1] == 20 and a.ids[0] == 10)
        a.ids[2] = 33
        assert(a.ids[2] == 33 and rawequal(a.ids, a.ids))
        assert(tolua.getpeer(a).ids ~= nil)
        local ok, e = pcall(function() return a.ids[3] end)
        assert(not ok and e:find('array indexing out of range.'), e)
        a:delete()
    )");
}

TEST_F(ToluaTest, NumericKeysGoToGeti) {
    ok(R"(
        local d = zoo.Dog:new()
        assert(d[0] == 10 and d[2] == 30 and d['1'] == 20)
        d:delete()
    )");
}

TEST_F(ToluaTest, OperatorsAndComparisonsAcrossClasses) {
    ok(R"(
        local a, d = zoo.Animal:new(2), zoo.Dog:new()
        assert(a < d and not (d < a), 'shared __lt reaches .lt across classes')
        local ok, e = pcall(function() return a + d end)
        assert(not ok and e:find('Attempt to perform operation on an invalid operand'), e)
        a:delete(); d:delete()
    )");
}

TEST_F(ToluaTest, CallOnClassIsNewLocalAndInstancesAreNotCallable) {
    int before = zoo::liveAnimals;
    ok(R"(
        local a = zoo.Animal(3)
        assert(a:getLegs() == 3)
        local ok, e = pcall(function() local r = a() end)
        assert(not ok and e == 'test.lua:4: Attempt to call a non-callable object.', e)
    )");
    lua_gc(L, LUA_GCCOLLECT, 0);
    EXPECT_EQ(zoo::liveAnimals, before) << "new_local objects are collected";
}

TEST_F(ToluaTest, OwnershipTakeAndRelease) {
    int before = zoo::liveAnimals;
    ok(R"(
        local a = zoo.Animal:new()
        assert(tolua.takeownership(a) == true and tolua.takeownership(a) == false)
        assert(tolua.releaseownership(a) == true and tolua.releaseownership(a) == false)
        assert(tolua.takeownership(a) == true)
        assert(tolua.takeownership(1) == false)
    )");
    lua_gc(L, LUA_GCCOLLECT, 0);
    EXPECT_EQ(zoo::liveAnimals, before);
}

TEST_F(ToluaTest, DeleteThenCollectDoesNotDeleteTwice) {
    int before = zoo::liveAnimals;
    ok(R"(
        local a = zoo.Animal(2)
        a:delete()
        assert(tolua.isnull(a))
        local ok, e = pcall(a.getLegs, a)
        assert(not ok and e:find("invalid 'self' in function 'getLegs'"), e)
    )");
    lua_gc(L, LUA_GCCOLLECT, 0);
    EXPECT_EQ(zoo::liveAnimals, before);
}

TEST_F(ToluaTest, ErrorMessageFormats) {
    EXPECT_EQ(run("local d = zoo.Dog:new(); local ok, e = pcall(function() d:setLegs('x') end); d:delete(); "
                  "error(e, 0)"),
              "test.lua:1: error in function 'setLegs'.\n     argument #2 is 'string'; 'number' expected.\n");
    EXPECT_EQ(
        run("local d = zoo.Dog:new(); local ok, e = pcall(function() d:setLegs(1, 2) end); d:delete(); "
            "error(e, 0)"),
        "test.lua:1: error in function 'setLegs'.\n     argument #3 is 'number'; '[no object]' expected.\n");
    EXPECT_EQ(
        run("local r = zoo.Rock(); local ok, e = pcall(function() zoo.Dog.fetch(r, nil) end); error(e, 0)"),
        "test.lua:1: error in function 'fetch'.\n     argument #1 is 'zoo::Rock'; 'zoo::Dog' expected.\n");
    EXPECT_EQ(run("local ok, e = pcall(function() zoo.Animal.make() end); error(e, 0)"),
              "test.lua:1: error in function 'make'.\n     argument #1 is '[no object]'; 'zoo::Animal' "
              "expected.\n");
}

TEST_F(ToluaTest, ToluaErrorDoesNotUsePlainMessagesAsFormats) {
    lua_pushcfunction(L, [](lua_State* S) {
        tolua_error(S, "100% broken %s %d", nullptr);
        return 0;
    });
    ASSERT_NE(lua_pcall(L, 0, 0, 0), 0);
    EXPECT_STREQ(lua_tostring(L, -1), "100% broken %s %d");
    lua_pop(L, 1);
}

TEST_F(ToluaTest, ConstRulesInTypeChecks) {
    zoo::Dog dog;
    tolua_pushusertype(L, &dog, "zoo::Dog");
    tolua_Error err;
    EXPECT_TRUE(tolua_isusertype(L, 1, "zoo::Dog", 0, &err));
    EXPECT_TRUE(tolua_isusertype(L, 1, "const zoo::Dog", 0, &err));
    EXPECT_TRUE(tolua_isusertype(L, 1, "const zoo::Animal", 0, &err));
    EXPECT_TRUE(tolua_isusertype(L, 1, "zoo::Animal", 0, &err));
    EXPECT_FALSE(tolua_isusertype(L, 1, "zoo::Puppy", 0, &err));
    EXPECT_STREQ(err.type, "zoo::Puppy");
    EXPECT_FALSE(tolua_isusertype(L, 1, "zoo::Rock", 0, &err));
    std::string dynamicName = "zoo::Animal"; // not a literal: resolved by text
    EXPECT_TRUE(tolua_isusertype(L, 1, dynamicName.c_str(), 0, &err));
    lua_pop(L, 1);

    zoo::Rock rock;
    tolua_pushusertype(L, &rock, "const zoo::Rock");
    EXPECT_TRUE(tolua_isusertype(L, 1, "const zoo::Rock", 0, &err));
    EXPECT_FALSE(tolua_isusertype(L, 1, "zoo::Rock", 0, &err));
    lua_pop(L, 1);
}

TEST_F(ToluaTest, IsUserTypeAcceptsNilAndDefaults) {
    tolua_Error err;
    lua_pushnil(L);
    EXPECT_TRUE(tolua_isusertype(L, 1, "zoo::Dog", 0, &err));
    EXPECT_TRUE(tolua_isusertype(L, 2, "zoo::Dog", 1, &err));
    EXPECT_FALSE(tolua_isusertype(L, 2, "zoo::Dog", 0, &err));
    lua_pushnumber(L, 1);
    EXPECT_FALSE(tolua_isusertype(L, 2, "zoo::Dog", 0, &err));
    EXPECT_EQ(err.index, 2);
    lua_settop(L, 0);
}

TEST_F(ToluaTest, TypeNames) {
    ok(R"(
        assert(tolua.type(1) == 'number' and tolua.type({}) == 'table' and tolua.type(print) == 'function')
        assert(tolua.type() == 'nil')
        assert(tolua.type(io.stdout) == '[undefined]')
        assert(tolua.type(zoo.Animal) == 'table', 'cocos 3.x class tables are plain tables')
        assert(tolua.type(getmetatable(zoo.Animal)) == 'class zoo::Animal')
    )");
}

TEST_F(ToluaTest, IsNullAndIsKindOf) {
    ok(R"(
        assert(tolua.isnull(nil) and tolua.isnull(1) and tolua.isnull())
        local p = zoo.Puppy:new()
        assert(not tolua.isnull(p))
        assert(tolua.iskindof(p, 'zoo::Animal') and tolua.iskindof(p, 'zoo::Puppy'))
        assert(not tolua.iskindof(p, 'zoo::Rock'))
        assert(not tolua.iskindof(zoo.Puppy, 'zoo::Puppy'))
        local ok, e = pcall(tolua.iskindof, 1, 'x')
        assert(not ok and e == 'Invalid argument #1 to iskindof: class or object expected.', e)
        p:delete()
    )");
}

TEST_F(ToluaTest, InheritUnwrapsCInstance) {
    ok(R"(
        local d = zoo.Dog:new()
        local t = {}
        tolua.inherit(t, d)
        assert(zoo.Animal.getLegs(t) == 4)
        assert(tolua.type(t) == 'table')
        d:delete()
    )");
}

TEST_F(ToluaTest, ValueRootKeepsUserdataAndPeerAlive) {
    zoo::Rock rock;
    tolua_pushusertype_and_addtoroot(L, &rock, "zoo::Rock");
    lua_setglobal(L, "r");
    ok("r.tag = 'kept'; r = nil; collectgarbage('collect')");
    tolua_pushusertype(L, &rock, "zoo::Rock");
    lua_setglobal(L, "r");
    ok("assert(r.tag == 'kept')");
    tolua_remove_value_from_root(L, &rock);
    ok("r = nil; collectgarbage('collect')");
    tolua_pushusertype(L, &rock, "zoo::Rock");
    lua_setglobal(L, "r");
    ok("assert(r.tag == nil, 'a new userdata after unrooting and collection')");
    ok("r = nil");
}

TEST_F(ToluaTest, AddValueToRootConsumesTheValue) {
    lua_newtable(L);
    int marker;
    tolua_add_value_to_root(L, &marker);
    EXPECT_EQ(lua_gettop(L), 0);
    tolua_remove_value_from_root(L, &marker);
}

TEST_F(ToluaTest, TakeOwnershipPushOfNullPushesNil) {
    tolua_pushusertype_and_takeownership(L, nullptr, "zoo::Animal");
    EXPECT_TRUE(lua_isnil(L, -1));
    lua_pop(L, 1);
}

TEST_F(ToluaTest, ConversionDefaultsApplyToAbsentArgumentsOnly) {
    lua_pushnil(L);
    EXPECT_EQ(tolua_tonumber(L, 1, 7), 0);
    EXPECT_EQ(tolua_tonumber(L, 2, 7), 7);
    EXPECT_EQ(tolua_tostring(L, 1, "d"), nullptr);
    EXPECT_STREQ(tolua_tostring(L, 2, "d"), "d");
    int x = 0;
    lua_pushlightuserdata(L, &x);
    EXPECT_EQ(tolua_tousertype(L, 2, nullptr), nullptr) << "a light userdata is not dereferenced";
    EXPECT_EQ(tolua_touserdata(L, 2, nullptr), &x);
    lua_settop(L, 0);
}

TEST_F(ToluaTest, FieldConversions) {
    ok("t = {true, nil, 3, 'four'}");
    lua_getglobal(L, "t");
    EXPECT_EQ(tolua_tofieldboolean(L, 1, 1, 0), 1);
    EXPECT_EQ(tolua_tofieldboolean(L, 1, 2, 1), 1) << "nil takes the default";
    EXPECT_EQ(tolua_tofieldnumber(L, 1, 3, 0), 3);
    EXPECT_STREQ(tolua_tofieldstring(L, 1, 4, nullptr), "four");
    EXPECT_EQ(tolua_tofieldusertype(L, 1, 3, nullptr), nullptr) << "a number element is not dereferenced";
    lua_pop(L, 1);
}

TEST_F(ToluaTest, UserTypeArraysCheckElementTypes) {
    zoo::Rock rock;
    zoo::Dog dog;
    lua_newtable(L);
    tolua_pushfieldusertype(L, 1, 1, &dog, "zoo::Dog");
    tolua_pushfieldusertype(L, 1, 2, &rock, "zoo::Rock");
    tolua_Error err;
    EXPECT_TRUE(tolua_isusertypearray(L, 1, "zoo::Animal", 1, 0, &err));
    EXPECT_FALSE(tolua_isusertypearray(L, 1, "zoo::Animal", 2, 0, &err));
    EXPECT_EQ(err.array, 1);
    lua_settop(L, 0);
}

TEST_F(ToluaTest, ModuleVariablesAndChainedMetatables) {
    lua_pushvalue(L, LUA_GLOBALSINDEX);
    tolua_module(L, "mod", 1);
    tolua_beginmodule(L, "mod");
    tolua_variable(
        L, "answer",
        [](lua_State* S) {
            lua_pushnumber(S, 42);
            return 1;
        },
        nullptr);
    tolua_endmodule(L);
    lua_pop(L, 1);
    ok("assert(mod.answer == 42 and mod.other == nil)");
}

TEST_F(ToluaTest, FlatLookupSeesLaterRegistrations) {
    ok("local d = zoo.Dog:new(); assert(d:getLegs() == 4); d:delete()"); // builds the flat tables
    lua_getglobal(L, "zoo");
    tolua_beginmodule(L, "Animal");
    tolua_function(L, "extra", [](lua_State* S) {
        lua_pushstring(S, "extra");
        return 1;
    });
    tolua_endmodule(L);
    lua_pop(L, 1);
    ok("local d = zoo.Dog:new(); assert(d:extra() == 'extra'); d:delete()");
}

TEST_F(ToluaTest, DobufferReportsButSurvivesErrors) {
    char bad[] = "this is not lua";
    tolua_dobuffer(L, bad, sizeof(bad) - 1, "bad chunk");
    EXPECT_EQ(lua_gettop(L), 0);
}
