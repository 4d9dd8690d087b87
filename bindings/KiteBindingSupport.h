// KiteBindingSupport.h -- small helpers the code generated with bindings/basic.lua calls besides
// tolua_fix: the engine's bindings, the test packages and the benchmark's stock engine state, which
// compiles this same file against Debian's stock tolua++.h.
// SPDX-License-Identifier: MIT
#pragma once

#include "base/Ref.h"
#include "tolua++.h"
#include "tolua_fastpath.h"

#include <string>

namespace kite {

/// The refid tolua_fix records for an object (its `_ID`), -1 for NULL.
inline int refIdOf(const cc::Ref* object) {
    return object ? static_cast<int>(object->_ID) : -1;
}

/// Where tolua_fix stores the object's Lua id, NULL for NULL.
inline int* luaIdOf(const cc::Ref* object) {
    return object ? &const_cast<cc::Ref*>(object)->_luaID : nullptr;
}

} // namespace kite

/// Generated code's check for an object argument without a default: like tolua_isusertype, but an
/// explicit nil ("argument #2 is 'nil'; 'cc.Node' expected.") or an object the engine already
/// released is an error instead of a NULL reaching C++.
/// The type is checked first: only a userdata of a bound type has a box to read (a `newproxy()`
/// userdata has no bytes at all; found by fuzz_script_load). `seen` is the call site's memory of
/// the last metatable accepted (tolua_fastpath.h). `static`: the benchmark links this file compiled
/// against Kite's runtime and against the stock one into one program, so each keeps its own copy.
static inline int kite_isobject(lua_State* L, int lo, const char* type, int def, tolua_Error* err,
                                kite_TypeSeen* seen) {
    if (!lua_isnil(L, lo)) {
        if (!kite_isusertype(L, lo, type, def, err, seen)) return 0;
        if (lua_type(L, lo) != LUA_TUSERDATA || kite_tousertype(L, lo, nullptr)) return 1;
    }
    static thread_local std::string expected;
    expected = lua_isnil(L, lo) ? type : std::string("live ") + type + " (this object was already released)";
    err->index = lo;
    err->array = 0;
    err->type = expected.c_str();
    return 0;
}

typedef int LUA_FUNCTION; // a Lua function given to C++: its toluafix handler id
typedef int LUA_TABLE;    // a Lua table argument: its stack index
