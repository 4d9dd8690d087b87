// LuaCallSite.h -- where a running script is: for engine checks that fail inside a call a script
// made (node:addChild(child) twice), so the report names the script's file and line, the method,
// and the Lua traceback, like a Lua error does. The engine only logs such refusals and carries on:
// raising a Lua error from inside the engine would longjmp through its C++ frames.
// SPDX-License-Identifier: MIT
#pragma once

#include "LuaStack.h"

#include <string>

namespace kite {

/// When Lua code is running on L: an error for `message` at the innermost script line
/// ("main.lua:12: engine check failed in 'addChild': <message>") with the traceback below it.
/// False when no script is running (the engine called itself), and `out` is left alone.
bool describeScriptCall(lua_State* L, const std::string& message, LuaError* out);

} // namespace kite
