// tolua_events.h -- metamethods of class and module tables (internal to scripting/tolua).
// SPDX-License-Identifier: MIT
#pragma once

#include "tolua_runtime.h"

namespace kite::tolua {

// Installs the class events on the table at the top of the stack. `type` is the TypeInfo of that
// metatable (nullptr for tables registered outside the runtime: they take the generic path).
void installClassEvents(lua_State* L, TypeInfo* type);

// Removes ubox[ptr] for the userdata at `index` (its hierarchy's ubox, or the global one).
void dropFromUbox(lua_State* L, int index, void* ptr);

} // namespace kite::tolua
