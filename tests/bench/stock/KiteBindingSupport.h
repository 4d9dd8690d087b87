// stock/KiteBindingSupport.h -- what code generated with bindings/basic.lua calls besides
// tolua_fix, for the stock engine state: the same helpers as scripting/lua/KiteBindingSupport.h,
// on the stock tolua++ API.
// SPDX-License-Identifier: MIT
#pragma once

#include "base/Ref.h"
#include "tolua++.h"

namespace kite {

inline int refIdOf(const cc::Ref* object) {
    return object ? static_cast<int>(object->_ID) : -1;
}

inline int* luaIdOf(const cc::Ref* object) {
    return object ? &const_cast<cc::Ref*>(object)->_luaID : nullptr;
}

} // namespace kite

/// An object argument without a default: nil and released objects are errors.
inline int kite_isobject(lua_State* L, int lo, const char* type, int def, tolua_Error* err) {
    if (!lua_isnil(L, lo)) { /* the type first: only a bound userdata has a box to read */
        if (!tolua_isusertype(L, lo, type, def, err)) return 0;
        if (lua_type(L, lo) != LUA_TUSERDATA || tolua_tousertype(L, lo, nullptr)) return 1;
    }
    err->index = lo;
    err->array = 0;
    err->type = type;
    return 0;
}

typedef int LUA_FUNCTION;
typedef int LUA_TABLE;
