// lua_cc_scheduler_manual.cpp -- cc.Scheduler's script entries, which take Lua functions.
// SPDX-License-Identifier: MIT
#include "LuaCallbacks.h"
#include "ManualSupport.h"
#include "scheduler/Scheduler.h"

namespace {

/* scheduler:scheduleScriptFunc(function(dt) end, interval, paused [, owner]) -> entry id.
   With an owner node (a Kite extension) the entry stops when the owner goes away. */
/// @lua cc.Scheduler:scheduleScriptFunc(callback: fun(dt: number), interval: number, paused?: boolean, owner?: cc.Ref): integer
/// Calls callback every `interval` seconds (0: each frame) until unscheduled or the owner goes; gives its id.
int lua_cc_Scheduler_scheduleScriptFunc(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Scheduler", 0, &tolua_err) ||
        !toluafix_isfunction(tolua_S, 2, "LUA_FUNCTION", 0, &tolua_err) ||
        !tolua_isnumber(tolua_S, 3, 0, &tolua_err) || !tolua_isboolean(tolua_S, 4, 1, &tolua_err) ||
        !tolua_isusertype(tolua_S, 5, "cc.Ref", 1, &tolua_err) || !tolua_isnoobj(tolua_S, 6, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::Scheduler*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return kite::manual::invalidSelf(tolua_S, "cc.Scheduler:scheduleScriptFunc");
        float interval = static_cast<float>(tolua_tonumber(tolua_S, 3, 0));
        bool paused = tolua_toboolean(tolua_S, 4, 0) != 0;
        auto* owner = static_cast<cc::Ref*>(tolua_tousertype(tolua_S, 5, nullptr));
        kite::LuaFunction fn = kite::manual::luaFunctionAt(tolua_S, 2, "cc.Scheduler:scheduleScriptFunc");
        unsigned int id =
            self->scheduleEntry(kite::manual::numberCallback(std::move(fn)), interval, paused, owner);
        tolua_pushnumber(tolua_S, id);
        return 1;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.Scheduler:scheduleScriptFunc'.", &tolua_err);
    return 0;
}

} // namespace

namespace kite::manual {

void registerScheduler(lua_State* L) {
    addMethod(L, "Scheduler", "scheduleScriptFunc", lua_cc_Scheduler_scheduleScriptFunc);
}

} // namespace kite::manual
