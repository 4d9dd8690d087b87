// bench_engine_stock.h -- the stock engine state (impl_engine_stock.cpp): cc.Node, cc.Scheduler
// bound from engine.pkg by the same generator and bindings/basic.lua as bindings/generated/,
// compiled against Debian's tolua++ 1.0.93 headers and linked with its libtolua++5.1.a (partially
// linked like the stock bench implementation, so only the entry point is global), with a
// cocos2d-x-style tolua_fix (refid tables looked up by name) and a cocos2d-x-style script engine
// (LuaStack::executeFunctionByHandler: the handler table and __G__TRACKBACK__ by name per call).
// SPDX-License-Identifier: MIT
#pragma once

extern "C" {
#include "lua.h"
}

namespace cc {
class Ref;
class ScriptHook;
} // namespace cc

struct StockEngineApi {
    lua_State* (*open)();        // the state, with the bindings; installs nothing
    cc::ScriptHook* (*engine)(); // its script engine (valid after open)
    void (*push)(lua_State* L, cc::Ref* object, const char* type); // toluafix_pushusertype_ccobject
    int (*errors)();                                               // Lua errors reported by dispatch so far
    void (*close)(); // closes the state (its objects must be gone)
};

/// nullptr when the stock engine is not built.
extern "C" const StockEngineApi* kite_bench_impl_engine_stock();
