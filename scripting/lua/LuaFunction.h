// LuaFunction.h -- the one owner of a Lua function held by C++: bindings turn a Lua function into
// an engine callback by capturing one of these.
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

extern "C" {
#include "lua.h"
}

namespace kite {

class LuaStack;

/// A Lua function referenced through toluafix_ref_function (so the handler census counts it).
/// Copies share the reference (std::function needs copyable callables, and a cloned action or
/// listener keeps one reference between them); the last copy releases it. A LuaFunction may outlive
/// its Lua state (an object kept by C++ after the engine closed): it then calls nothing and releases
/// nothing, since closing the state released every function.
///
/// A callback may be destroyed while it runs (a Lua handler that replaces itself): call() and
/// callWithNumber() read what they need before calling into Lua and nothing after.
class LuaFunction {
public:
    LuaFunction() = default;
    /// References the function at `index` of L, a thread of `stack`'s state.
    LuaFunction(LuaStack& stack, lua_State* L, int index);
    LuaFunction(const LuaFunction& other) noexcept;
    LuaFunction(LuaFunction&& other) noexcept : _holder(other._holder) { other._holder = nullptr; }
    LuaFunction& operator=(LuaFunction other) noexcept;
    ~LuaFunction();

    explicit operator bool() const { return _holder != nullptr; }
    /// The toluafix function id, 0 when empty.
    int id() const { return _holder ? _holder->id : 0; }
    /// Where to push arguments before call(); nullptr when empty or once the state has closed (then
    /// push nothing and do not call).
    LuaStack* stack() const { return _holder ? _holder->stack : nullptr; }
    /// Calls with the `nargs` values on top of stack() (popped), through the traceback handler;
    /// returns the first result as cocos2d-x reads it (number, or boolean as 0/1; 0 on error).
    int call(int nargs) const;
    /// Calls with the `nargs` values on top of stack(); `read` sees the `nresults` results (nil-padded)
    /// on top of the stack when the call succeeded. Returns whether it did (false when empty or closed).
    bool callWithResults(int nargs, int nresults, const std::function<void(lua_State*)>& read) const;
    /// One number argument and no result: the per-frame path (scheduler entries, update callbacks),
    /// cheap inside a callback run. Does nothing once the state has closed.
    void callWithNumber(lua_Number value) const;

    /// The shared reference; LuaStack links the live ones so that closing the state detaches them.
    struct Holder {
        LuaStack* stack;
        Holder* prev;
        Holder* next;
        int id;
        int copies;
    };
    /// Detaches every function of `stack` (called while it closes).
    static void detachAll(LuaStack& stack);

private:
    Holder* _holder = nullptr;
};

} // namespace kite
