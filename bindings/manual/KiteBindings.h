// KiteBindings.h -- registers the whole engine into a Lua state (cc.Director, cc.Node, ...).
// SPDX-License-Identifier: MIT
#pragma once

struct lua_State;

namespace kite {

/// Opens every generated package, the manual bindings and the constants tables. The state must
/// belong to a LuaEngine for the functions that take Lua callbacks.
void registerBindings(lua_State* L);

} // namespace kite
