// GadgetFixture.h -- a LuaStack with the gadget test package open (Ref-derived classes pushed
// through tolua_fix). The stack must be balanced, every handler freed and every reported Lua error
// examined by the test at the end of each test.
#pragma once

#include "LuaStack.h"
#include "base/AutoreleasePool.h"
#include "base/Ref.h"
#include "base/PoolManager.h"
#include "script/ScriptHook.h"
#include "tolua_fix.h"

#include <gtest/gtest.h>
#include <memory>
#include <string>
#include <vector>

int tolua_gadget_open(lua_State* L); // generated from gadget.pkg

/// The errors a test's Lua code reported. Looking at them (size, empty, [], back) examines every
/// error reported so far; an error reported after the test's last look fails the test, like an
/// error a Lua spec did not take (tests/lua).
class ReportedErrors {
public:
    void push_back(kite::LuaError error) { _errors.push_back(std::move(error)); }
    size_t size() const { return look().size(); }
    bool empty() const { return look().empty(); }
    const kite::LuaError& operator[](size_t i) const { return look()[i]; }
    const kite::LuaError& back() const { return look().back(); }
    /// How many errors were reported, without examining them.
    size_t reported() const { return _errors.size(); }
    /// The last error's message, examining those reported since @p since; errors from before that
    /// the test had not looked at stay unexamined.
    const std::string& examineSince(size_t since) {
        if (_examined >= since) _examined = _errors.size();
        return _errors.back().message;
    }
    /// Every error not looked at yet, one per line.
    std::string unexamined() const {
        std::string text;
        for (size_t i = _examined; i < _errors.size(); ++i)
            text += _errors[i].message + "\n";
        return text;
    }

private:
    const std::vector<kite::LuaError>& look() const {
        _examined = _errors.size();
        return _errors;
    }
    std::vector<kite::LuaError> _errors;
    mutable size_t _examined = 0;
};

// The smallest script hook: forget dead objects the way LuaEngine does.
class NullingHook : public cc::ScriptHook {
public:
    explicit NullingHook(lua_State* state) : L(state) {}
    void refDestroyed(cc::Ref* obj) override {
        lastRemove = toluafix_remove_ccobject_by_refid(L, obj->_luaID);
    }
    lua_State* L;
    int lastRemove = 99;
};

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
        EXPECT_EQ(errors.unexamined(), "") << "Lua errors were reported that the test did not examine";
        stack.reset();
        cc::PoolManager::getInstance()->getCurrentPool()->clear();
        EXPECT_EQ(kite::toluafixLiveFunctions(), handlersBefore) << "Lua handlers leaked";
    }

    // Runs a chunk named "@test.lua"; "" on success, else the reported error message (examined: the
    // caller must look at it).
    [[nodiscard]] std::string run(const std::string& code) {
        size_t before = errors.reported();
        if (stack->executeString(code, "@test.lua") == 0) return "";
        return errors.reported() > before ? errors.examineSince(before) : "(no error reported)";
    }
    void ok(const std::string& code) { EXPECT_EQ(run(code), "") << code; }

    void endFrame() { cc::PoolManager::getInstance()->getCurrentPool()->clear(); }

    std::unique_ptr<kite::LuaStack> stack;
    lua_State* L = nullptr;
    ReportedErrors errors;
    int handlersBefore = 0;
};

/// GadgetTest with NullingHook installed: objects that die are forgotten by Lua, as in the engine.
class NullingGadgetTest : public GadgetTest {
protected:
    void SetUp() override {
        GadgetTest::SetUp();
        hook = std::make_unique<NullingHook>(L);
        cc::ScriptHook::install(hook.get());
    }
    void TearDown() override {
        endFrame();
        cc::ScriptHook::install(nullptr);
        GadgetTest::TearDown();
    }
    std::unique_ptr<NullingHook> hook;
};
