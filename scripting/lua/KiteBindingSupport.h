// KiteBindingSupport.h -- small helpers the generated bindings call (see bindings/basic.lua).
// SPDX-License-Identifier: MIT
#pragma once

#include "base/Ref.h"

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

typedef int LUA_FUNCTION; // a Lua function given to C++: its toluafix handler id
typedef int LUA_TABLE;    // a Lua table argument: its stack index
