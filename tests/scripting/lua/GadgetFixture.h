// GadgetFixture.h -- a LuaStack with the gadget test package open (Ref-derived classes pushed
// through tolua_fix). The stack must be balanced and every handler freed at the end of each test.
#pragma once

#include "LuaStack.h"
#include "base/AutoreleasePool.h"
#include "base/PoolManager.h"
#include "tolua_fix.h"

#include <gtest/gtest.h>
#include <memory>
#include <string>
#include <vector>

int tolua_gadget_open(lua_State* L); // generated from gadget.pkg

class GadgetTest : public ::testing::Test {
protected:
    void SetUp() override {
        handlersBefore = kite::toluafixLiveFunctions();
        stack = std::make_unique<kite::LuaStack>();
        L = stack->getLuaState();
        tolua_gadget_open(L);
        stack->setErrorHandler([this](const kite::LuaError& e) { errors.push_back(e); });
    }
    void TearDown() override {
        EXPECT_EQ(lua_gettop(L), 0) << "unbalanced Lua stack";
        stack.reset();
        cc::PoolManager::getInstance()->getCurrentPool()->clear();
        EXPECT_EQ(kite::toluafixLiveFunctions(), handlersBefore) << "Lua handlers leaked";
    }

    // Runs a chunk named "@test.lua"; "" on success, else the reported error message.
    std::string run(const std::string& code) {
        size_t before = errors.size();
        if (stack->executeString(code, "@test.lua") == 0) return "";
        return errors.size() > before ? errors.back().message : "(no error reported)";
    }
    void ok(const std::string& code) { EXPECT_EQ(run(code), "") << code; }

    void endFrame() { cc::PoolManager::getInstance()->getCurrentPool()->clear(); }

    std::unique_ptr<kite::LuaStack> stack;
    lua_State* L = nullptr;
    std::vector<kite::LuaError> errors;
    int handlersBefore = 0;
};
