// Helpers for compat.pkg that talk to the runtime directly: they call tolua_error with messages
// and error records chosen by the Lua script, so the exact formats of tolua_error (and the
// handling of '%' in plain messages) can be compared between runtimes.
#pragma once

#include "tolua++.h"

// Plain (non-'#') message: stock tolua++ passes it to luaL_error as the format string.
inline void raise_plain(lua_State* L, const char* msg) { tolua_error(L, msg, nullptr); }

// '#f' / '#v' messages with an explicit error record: the offending value is the stack slot of
// the `value` argument (a lua_Object, i.e. its stack index).
inline void raise_typed(lua_State* L, const char* msg, int array, const char* expected,
                        lua_Object value) {
  tolua_Error err;
  err.index = value;
  err.array = array;
  err.type = expected;
  tolua_error(L, msg, &err);
}

// The stack height seen by a bound function: lua_State* parameters take no argument slot.
inline int stack_height(lua_State* L) { return lua_gettop(L); }
