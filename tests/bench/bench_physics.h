// bench_physics.h -- the physics row (issue 22): one 1/60 s step of a world of 1,000 dynamic balls
// piled in a box, every contact reported. ours: the contact callbacks are Lua functions
// (cc.EventListenerPhysicsContact with begin / preSolve / postSolve / separate handlers); floor: the
// same world, built and stepped the same way, with no listener (chipmunk, the filtering and the
// node sync, nothing calls Lua). A native case of bench_engine.
// SPDX-License-Identifier: MIT
#pragma once

#include <string>

struct lua_State;

namespace bench_physics {

/// Whether @p id is the physics row.
bool isCase(const std::string& id);
/// Builds the world of @p impl ("ours" or "floor") once and lets the pile settle (120 steps);
/// ours registers its Lua listener in @p L (the ours engine's state).
bool prepare(const std::string& impl, lua_State* L, std::string* error);
void unprepare();
/// `calls` steps of @p impl's world. Checked: ours' handlers ran (preSolve at least 500 times a
/// step) and @p luaErrors did not grow; every world still holds its 1,000 balls.
bool run(const std::string& impl, long calls, int (*luaErrors)(), std::string* error);

} // namespace bench_physics
