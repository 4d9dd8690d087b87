// LuaCallSiteTests.cpp -- an engine check tripped by a script's call is described at the script's
// line, with the method it called and the Lua traceback; outside Lua there is nothing to describe.
#include "GadgetFixture.h"
#include "LuaCallSite.h"

namespace {

std::vector<kite::LuaError> s_described;

// Stands for a binding whose engine call fails a check.
int refusingBinding(lua_State* L) {
    kite::LuaError error;
    if (kite::describeScriptCall(L, "Node::addChild: child already added", &error))
        s_described.push_back(error);
    return 0;
}

class LuaCallSiteTest : public GadgetTest {
protected:
    void SetUp() override {
        GadgetTest::SetUp();
        s_described.clear();
        lua_newtable(L);
        lua_pushcfunction(L, refusingBinding);
        lua_setfield(L, -2, "addChild");
        lua_setglobal(L, "node");
    }
};

} // namespace

TEST_F(LuaCallSiteTest, NamesTheScriptLineTheMethodAndTheCallers) {
    ok("local function attach()\n"
       "    node:addChild()\n"
       "end\n"
       "attach()\n");
    ASSERT_EQ(s_described.size(), 1u);
    EXPECT_EQ(s_described[0].message,
              "test.lua:2: engine check failed in 'addChild': Node::addChild: child already added");
    EXPECT_EQ(s_described[0].traceback, "stack traceback:\n"
                                        "\t[C]: in function 'addChild'\n"
                                        "\ttest.lua:2: in function 'attach'\n"
                                        "\ttest.lua:4: in main chunk");
}

TEST_F(LuaCallSiteTest, ACallFromCallbacksAndAnonymousFunctionsIsFoundToo) {
    ok("local callback = function() node.addChild() end\n"
       "assert(pcall(callback))\n");
    ASSERT_EQ(s_described.size(), 1u);
    EXPECT_EQ(s_described[0].message.rfind("test.lua:1: engine check failed", 0), 0u)
        << s_described[0].message;
    EXPECT_NE(s_described[0].traceback.find("\ttest.lua:1: in function <test.lua:1>"), std::string::npos)
        << s_described[0].traceback;
}

TEST_F(LuaCallSiteTest, DeepStacksAreCut) {
    ok("local function down(n) if n == 0 then node:addChild() else down(n - 1) end end\n"
       "down(40)\n");
    ASSERT_EQ(s_described.size(), 1u);
    const std::string& traceback = s_described[0].traceback;
    EXPECT_EQ(traceback.substr(traceback.size() - 5), "\n\t...") << traceback;
}

TEST_F(LuaCallSiteTest, NothingToDescribeWhenNoScriptIsRunning) {
    kite::LuaError error{"untouched", ""};
    EXPECT_FALSE(kite::describeScriptCall(L, "Scheduler::update is not re-entrant", &error));
    EXPECT_FALSE(kite::describeScriptCall(nullptr, "no state", &error));
    EXPECT_EQ(error.message, "untouched");
}
