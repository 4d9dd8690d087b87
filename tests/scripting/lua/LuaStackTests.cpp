// LuaStackTests.cpp -- protected calls, error reports, the game-relative loader, bytecode refusal.
#include "GadgetFixture.h"
#include "LuaValueConversions.h"
#include "base/FileUtils.h"

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace {

class LuaStackTest : public GadgetTest {
protected:
    void SetUp() override {
        GadgetTest::SetUp();
        root = fs::temp_directory_path() / ("kite_stack_" + std::to_string(::getpid()) + "_" +
                                            ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::create_directories(root / "lib");
        stack->setGameRoot(root.string());
        cc::FileUtils::destroyInstance(); // scripts are found through FileUtils, as in a game
        cc::FileUtils::getInstance()->setDefaultResourceRootPath(root.string());
    }
    void TearDown() override {
        cc::FileUtils::destroyInstance();
        fs::remove_all(root);
        GadgetTest::TearDown();
    }
    void write(const std::string& relative, const std::string& text) {
        std::ofstream(root / relative, std::ios::binary) << text;
    }
    fs::path root;
};

int refGlobalFunction(lua_State* L, const char* name) {
    lua_getglobal(L, name);
    int handler = toluafix_ref_function(L, -1, 0);
    lua_pop(L, 1);
    return handler;
}

} // namespace

TEST_F(LuaStackTest, RuntimeErrorsAreReportedWithTraceback) {
    int status = stack->executeString("local function f() error('boom') end\nf()", "@game.lua");
    EXPECT_EQ(status, LUA_ERRRUN);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].message, "game.lua:1: boom");
    EXPECT_NE(errors[0].traceback.find("stack traceback:"), std::string::npos);
    EXPECT_NE(errors[0].traceback.find("game.lua:2"), std::string::npos) << errors[0].traceback;
}

TEST_F(LuaStackTest, CompileErrorsAreReportedWithTheirMessage) {
    EXPECT_EQ(stack->executeString("x = = 1", "@bad.lua"), LUA_ERRSYNTAX);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].message.rfind("bad.lua:1:", 0), 0u) << errors[0].message;
}

TEST_F(LuaStackTest, ScriptFilesGetChunkNamesRelativeToTheGame) {
    write("main.lua", "\nerror('at two')");
    EXPECT_EQ(stack->executeScriptFile("main.lua"), LUA_ERRRUN);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].message, "main.lua:2: at two");
    EXPECT_EQ(stack->executeScriptFile("missing.lua"), LUA_ERRFILE);
    ASSERT_FALSE(errors.empty());
    EXPECT_NE(errors.back().message.find("cannot open"), std::string::npos) << errors.back().message;
    EXPECT_NE(errors.back().message.find("missing.lua"), std::string::npos) << errors.back().message;
}

TEST_F(LuaStackTest, RequireFindsModulesInTheGameFolder) {
    write("lib/util.lua", "return { answer = 42 }");
    write("lib/broken.lua", "return {\n oops");
    ok("local u = require('lib.util'); assert(u.answer == 42 and require('lib.util') == u)");
    std::string error = run("require('lib.broken')");
    EXPECT_NE(error.find("lib/broken.lua:2:"), std::string::npos) << error;
    error = run("require('nowhere')");
    EXPECT_NE(error.find("module 'nowhere' not found"), std::string::npos) << error;
}

TEST_F(LuaStackTest, RequireDropsATrailingLuaExtensionAsCocosDoes) {
    write("Bubble.lua", "return 'bubble'");
    write("lib/Board.lua", "return 'board'");
    ok("assert(require('Bubble.lua') == 'bubble')");
    ok("assert(require('lib.Board.lua') == 'board')");
    ok("assert(require('Bubble.luac') == 'bubble')");
}

TEST_F(LuaStackTest, EmbeddedModulesNeedNoFiles) {
    stack->addEmbeddedModule("kite.test_module", "return 'embedded'");
    ok("assert(require('kite.test_module') == 'embedded')");
}

TEST_F(LuaStackTest, BytecodeIsRefusedUnlessAllowed) {
    ok(R"(
        local f = io.open(')" +
       (root / "compiled.lua").string() + R"(', 'wb')
        f:write(string.dump(function() compiled = true end))
        f:close()
    )");
    EXPECT_NE(stack->executeScriptFile("compiled.lua"), 0);
    ASSERT_FALSE(errors.empty());
    EXPECT_NE(errors.back().message.find("precompiled Lua bytecode refused"), std::string::npos);
    stack->setAllowBytecode(true);
    EXPECT_EQ(stack->executeScriptFile("compiled.lua"), 0);
    ok("assert(compiled == true)");
}

TEST_F(LuaStackTest, CheckFileCompilesWithoutRunning) {
    write("good.lua", "ran = true");
    write("bad.lua", "if then");
    std::string error;
    EXPECT_EQ(stack->checkFile((root / "good.lua").string(), &error), 0);
    ok("assert(ran == nil)");
    EXPECT_EQ(stack->checkFile((root / "bad.lua").string(), &error), LUA_ERRSYNTAX);
    EXPECT_EQ(error.rfind("bad.lua:1:", 0), 0u) << error;
}

TEST_F(LuaStackTest, HandlersReturnTheirResultAndRestoreTheStack) {
    ok("function add(a, b) return a + b end; function yes() return true end; function none() end;"
       "function aTable() return {} end; function aWord() return 'yes' end; function aDigit() return '7' "
       "end");
    int add = refGlobalFunction(L, "add");
    int yes = refGlobalFunction(L, "yes");
    int none = refGlobalFunction(L, "none");
    // as cocos2d-x reads a result: numbers and booleans count, anything else is 0
    EXPECT_EQ(stack->executeFunctionByHandler(refGlobalFunction(L, "aTable"), 0), 0);
    EXPECT_EQ(stack->executeFunctionByHandler(refGlobalFunction(L, "aWord"), 0), 0);
    EXPECT_EQ(stack->executeFunctionByHandler(refGlobalFunction(L, "aDigit"), 0), 7);
    lua_pushstring(L, "below"); // callers' values under the call survive
    stack->pushInt(2);
    stack->pushInt(40);
    int status = -1;
    EXPECT_EQ(stack->executeFunctionByHandler(add, 2, &status), 42);
    EXPECT_EQ(status, 0);
    EXPECT_EQ(stack->executeFunctionByHandler(yes, 0), 1);
    EXPECT_EQ(stack->executeFunctionByHandler(none, 0), 0);
    EXPECT_EQ(lua_gettop(L), 1);
    EXPECT_STREQ(lua_tostring(L, 1), "below");
    lua_pop(L, 1);
    for (int h : {add, yes, none})
        toluafix_remove_function_by_refid(L, h);
}

TEST_F(LuaStackTest, AnErrorInAHandlerIsReportedAndTheStackRestored) {
    ok("function bad(x) error('bad ' .. x) end");
    int bad = refGlobalFunction(L, "bad");
    stack->pushString("input");
    int status = 0;
    EXPECT_EQ(stack->executeFunctionByHandler(bad, 1, &status), 0);
    EXPECT_EQ(status, LUA_ERRRUN);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].message, "test.lua:1: bad input");
    EXPECT_EQ(lua_gettop(L), 0);
    toluafix_remove_function_by_refid(L, bad);
}

TEST_F(LuaStackTest, AMissingHandlerIsReported) {
    stack->pushInt(1);
    int status = 0;
    EXPECT_EQ(stack->executeFunctionByHandler(123456789, 1, &status), 0);
    EXPECT_NE(status, 0);
    EXPECT_EQ(lua_gettop(L), 0);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_NE(errors[0].message.find("does not reference a Lua function"), std::string::npos);
}

TEST_F(LuaStackTest, ErrorObjectsAndRunawayRecursion) {
    EXPECT_NE(stack->executeString("error(setmetatable({}, {__tostring = function() return 'custom' end}))"),
              0);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].message, "custom");
    EXPECT_NE(stack->executeString("error({})"), 0);
    EXPECT_EQ(errors.back().message, "(error object is a table value)");
    // A __tostring that returns no string used to reach std::string as NULL (a crash).
    EXPECT_NE(stack->executeString("error(setmetatable({}, {__tostring = function() return {} end}))"), 0);
    EXPECT_EQ(errors.back().message, "(error object is a table value)");
    // One that raises is an error inside the error handler: Lua 5.1 reports that error, LuaJIT
    // "error in error handling" (LUA_ERRERR).
    EXPECT_NE(stack->executeString("error(setmetatable({}, {__tostring = function() error('again') end}))"),
              0);
    const std::string& inHandler = errors.back().message;
    EXPECT_TRUE(inHandler.find("again") != std::string::npos ||
                inHandler.find("error in the error handler") != std::string::npos)
        << inHandler;
    // One that raises another such object each time ends at the C stack limit (5.1: "C stack
    // overflow"; LuaJIT: "error in error handling"), reported, and the state goes on.
    size_t before = errors.size();
    EXPECT_NE(stack->executeString("local mt = {} mt.__tostring = function() error(setmetatable({}, mt)) end "
                                   "error(setmetatable({}, mt))"),
              0);
    ASSERT_EQ(errors.size(), before + 1);
    EXPECT_FALSE(errors.back().message.empty());
    EXPECT_NE(stack->executeString("local function f() return 1 + f() end f()", "@deep.lua"), 0);
    EXPECT_NE(errors.back().message.find("stack overflow"), std::string::npos) << errors.back().message;
    ok("assert(1 + 1 == 2)"); // the state is still usable
}

TEST_F(LuaStackTest, GlobalFunctions) {
    ok("function hello() greeted = true end");
    EXPECT_EQ(stack->executeGlobalFunction("hello"), 0);
    ok("assert(greeted)");
    EXPECT_NE(stack->executeGlobalFunction("absent"), 0);
    ASSERT_FALSE(errors.empty());
    EXPECT_EQ(errors.back().message, "[LUA ERROR] name 'absent' does not represent a Lua function");
    EXPECT_EQ(lua_gettop(L), 0);
}

TEST_F(LuaStackTest, ValueTablesArePushedTheCocosWay) {
    kite::vec2_to_luaval(L, cc::Vec2(1, 2));
    lua_setglobal(L, "v");
    kite::rect_to_luaval(L, cc::Rect(1, 2, 3, 4));
    lua_setglobal(L, "r");
    kite::color4b_to_luaval(L, cc::Color4B(1, 2, 3, 4));
    lua_setglobal(L, "c");
    kite::size_to_luaval(L, cc::Size(5, 6));
    lua_setglobal(L, "s");
    ok("assert(v.x == 1 and v.y == 2 and r.width == 3 and r.height == 4 and c.a == 4 and s.height == 6)");
}

TEST_F(LuaStackTest, LoadstringLoadfileAndDofileRefuseBytecodeToo) {
    write("mod.lua", "return 40 + 2");
    ok(R"(
        local f, err = loadstring(string.dump(function() end))
        assert(f == nil and err:find('bytecode refused'), err)
        assert(loadstring('return 1')() == 1)
        assert(loadfile('mod.lua')() == 42, 'paths are relative to the game')
        assert(dofile('mod.lua') == 42)
        local g, e = loadfile('missing.lua')
        assert(g == nil and e:find('cannot open'), e)
        local ok, e2 = pcall(dofile, 'missing.lua')
        assert(not ok and e2:find('cannot open'), e2)
    )");
    stack->setAllowBytecode(true);
    ok("assert(loadstring(string.dump(function() return 7 end))() == 7)");
}

TEST_F(LuaStackTest, LoadRefusesBytecodeFromAReaderAndFromAString) {
    ok(R"(
        local function reader(...)
            local pieces = {...}
            local i = 0
            return function() i = i + 1; return pieces[i] end
        end
        local dumped = string.dump(function() return 7 end)
        local f, err = load(reader(dumped))
        assert(f == nil and err:find('load: precompiled Lua bytecode refused'), err)
        -- the first non-empty piece decides, however the chunk is cut
        f, err = load(reader(dumped:sub(1, 1), dumped:sub(2)))
        assert(f == nil and err:find('bytecode refused'), err)
        -- text still loads, in pieces, with its chunk name; a later piece may hold any byte
        f = assert(load(reader('return ', '"" .. ', '1'), '=pieces'))
        assert(f() == '' .. '1')
        f, err = load(reader('return +'), '=broken')
        assert(f == nil and err:find('^broken:1:'), err)
        -- the reader's own errors and wrong results are reported as before
        f, err = load(function() error('reader failed') end)
        assert(f == nil and err:find('reader failed'), err)
        f, err = load(function() return {} end)
        assert(f == nil and err:find('reader function must return a string'), err)
        -- LuaJIT's load also takes a string
        if jit then
            f, err = load(dumped)
            assert(f == nil and err:find('load: precompiled Lua bytecode refused'), err)
            assert(load('return 5')() == 5)
        end
    )");
    stack->setAllowBytecode(true);
    ok(R"(
        local dumped, done = string.dump(function() return 7 end), false
        local f = assert(load(function() if done then return nil end; done = true; return dumped end))
        assert(f() == 7)
    )");
}

/* -- Dispatch runs ------------------------------------------------------------------------- */

namespace {

kite::LuaStack* s_dispatchStack = nullptr;

// A callback's own call into the engine: dispatches from the callback's C frame.
int dispatchFromLua(lua_State* L) { /* stack: handler value */
    int handler = static_cast<int>(lua_tointeger(L, 1));
    lua_Number value = lua_tonumber(L, 2);
    lua_settop(L, 0);
    s_dispatchStack->executeFunctionByHandlerWithNumber(handler, value);
    lua_pushinteger(L, lua_gettop(L)); /* the C frame's stack is back where it was */
    return 1;
}

} // namespace

TEST_F(LuaStackTest, DispatchRunCallsHandlersAndRestoresTheStack) {
    ok("got = {}; function note(dt) got[#got + 1] = dt end; function bad(dt) error('bad ' .. dt) end");
    int note = refGlobalFunction(L, "note");
    int bad = refGlobalFunction(L, "bad");
    lua_pushstring(L, "below");
    stack->beginDispatchRun();
    int runTop = lua_gettop(L);
    EXPECT_EQ(stack->executeFunctionByHandlerWithNumber(note, 0.5), 0);
    EXPECT_EQ(stack->executeFunctionByHandlerWithNumber(bad, 2), 0);
    EXPECT_EQ(stack->executeFunctionByHandlerWithNumber(123456789, 1), 0);
    EXPECT_EQ(stack->executeFunctionByHandlerWithNumber(note, 0.25), 0);
    EXPECT_EQ(lua_gettop(L), runTop);
    stack->endDispatchRun();
    ASSERT_EQ(lua_gettop(L), 1);
    EXPECT_STREQ(lua_tostring(L, 1), "below");
    lua_pop(L, 1);
    ASSERT_EQ(errors.size(), 2u);
    EXPECT_EQ(errors[0].message, "test.lua:1: bad 2");
    EXPECT_NE(errors[0].traceback.find("stack traceback"), std::string::npos) << errors[0].traceback;
    EXPECT_NE(errors[1].message.find("does not reference a Lua function"), std::string::npos);
    ok("assert(#got == 2 and got[1] == 0.5 and got[2] == 0.25)");
    for (int h : {note, bad})
        toluafix_remove_function_by_refid(L, h);
}

TEST_F(LuaStackTest, DispatchRunIsNotUsedFromAnotherFrameOrAfterTheStackWasCleaned) {
    s_dispatchStack = stack.get();
    lua_register(L, "dispatchFromLua", dispatchFromLua);
    ok("got = {}; function note(dt) got[#got + 1] = dt end");
    int note = refGlobalFunction(L, "note");
    lua_pushinteger(L, note);
    lua_setglobal(L, "NOTE");
    ok("function outer(dt) local top = dispatchFromLua(NOTE, dt * 10); got[#got + 1] = top end");
    int outer = refGlobalFunction(L, "outer");
    stack->beginDispatchRun();
    stack->beginDispatchRun(); /* runs nest */
    stack->executeFunctionByHandlerWithNumber(outer, 1);
    stack->endDispatchRun();
    lua_settop(L, 0); /* someone cleaned the stack during the outer run */
    stack->executeFunctionByHandlerWithNumber(note, 3);
    EXPECT_EQ(lua_gettop(L), 0);
    stack->endDispatchRun();
    EXPECT_EQ(lua_gettop(L), 0);
    stack->endDispatchRun(); /* an end without a begin does nothing */
    EXPECT_EQ(lua_gettop(L), 0);
    EXPECT_TRUE(errors.empty()) << errors[0].message;
    ok("assert(#got == 3 and got[1] == 10 and got[2] == 0 and got[3] == 3, table.concat(got, ' '))");
    for (int h : {note, outer})
        toluafix_remove_function_by_refid(L, h);
}

TEST_F(LuaStackTest, ValuesAboveADispatchRunSurviveItsCallbacksAndItsEnd) {
    ok("got = {}; function note(dt) got[#got + 1] = dt end");
    int note = refGlobalFunction(L, "note");
    lua_pushstring(L, "below");
    stack->beginDispatchRun();
    lua_pushstring(L, "left");
    stack->executeFunctionByHandlerWithNumber(note, 4);
    EXPECT_EQ(lua_gettop(L), 4);
    EXPECT_STREQ(lua_tostring(L, -1), "left");
    stack->endDispatchRun();
    toluafix_remove_function_by_refid(L, note);
    ASSERT_EQ(lua_gettop(L), 2);
    EXPECT_STREQ(lua_tostring(L, 1), "below");
    EXPECT_STREQ(lua_tostring(L, 2), "left");
    lua_settop(L, 0);
    ok("assert(#got == 1 and got[1] == 4)");
}
