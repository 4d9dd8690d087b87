// GadgetFixtureSelfTest.cpp -- the fixture's own checks, in an executable of their own because one
// of them MUST fail (tests/scripting/CMakeLists.txt expects it to, for the right reason).
#include "GadgetFixture.h"

// A callback error nobody looks at: the fixture fails the test, even when a later run() is fine.
TEST_F(GadgetTest, UnexaminedErrorFailsTheTest) {
    lua_getglobal(L, "error");
    lua_pushstring(L, "nobody looked at this");
    stack->executeFunction(1);
    ok("local fine = true");
}

// The same error, looked at: the test passes.
TEST_F(GadgetTest, ExaminedErrorPasses) {
    lua_getglobal(L, "error");
    lua_pushstring(L, "looked at");
    stack->executeFunction(1);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].message, "looked at");
}
