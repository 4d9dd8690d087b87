// ToluaFixture.h -- a lua_State with the runtime and the zoo package open; balanced stack checked.
#pragma once

#include "tolua++.h"

extern "C" {
#include "lualib.h"
}

#include <gtest/gtest.h>
#include <string>

int tolua_zoo_open(lua_State* L); // generated from zoo.pkg (C++ linkage)

class ToluaTest : public ::testing::Test {
protected:
    void SetUp() override {
        L = luaL_newstate();
        luaL_openlibs(L);
        tolua_zoo_open(L);
        ASSERT_EQ(lua_gettop(L), 0);
    }
    void TearDown() override {
        EXPECT_EQ(lua_gettop(L), 0) << "unbalanced Lua stack";
        lua_close(L);
    }

    // Runs a chunk named "@test.lua"; returns "" on success, else the error message.
    std::string run(const std::string& code) {
        int top = lua_gettop(L);
        std::string error;
        if (luaL_loadbuffer(L, code.data(), code.size(), "@test.lua") || lua_pcall(L, 0, 0, 0)) {
            const char* msg = lua_tostring(L, -1);
            error = msg ? msg : "(non-string error)";
        }
        lua_settop(L, top);
        return error;
    }

    // Asserts the chunk succeeds (its asserts pass).
    void ok(const std::string& code) { EXPECT_EQ(run(code), "") << code; }

    lua_State* L = nullptr;
};
