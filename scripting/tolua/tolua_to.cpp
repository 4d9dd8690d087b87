// tolua_to.cpp -- converting Lua values (tolua++ 1.0.93's defaults for missing arguments).
// Defaults apply only to absent arguments, never to an explicit nil, as in stock. Differences on
// purpose: a light userdata is never dereferenced, a non-userdata array element converts to NULL,
// and tolua_tofieldboolean exists (the stock generator emits it for bool arrays).
// SPDX-License-Identifier: MIT
#include "tolua++.h"
#include "tolua_args.h"
#include "tolua_runtime.h"

#include <cstdlib>

using kite::tolua::argumentAbsent;

namespace {
// The boxed pointer of the full userdata at `index`, NULL for anything else.
inline void* boxedPointer(lua_State* L, int index) {
    if (lua_type(L, index) != LUA_TUSERDATA) return nullptr;
    return kite::tolua::boxedPointerOf(L, index);
}
} // namespace

TOLUA_API lua_Number tolua_tonumber(lua_State* L, int narg, lua_Number def) {
    return argumentAbsent(L, narg) ? def : lua_tonumber(L, narg);
}

TOLUA_API const char* tolua_tostring(lua_State* L, int narg, const char* def) {
    return argumentAbsent(L, narg) ? def : lua_tostring(L, narg);
}

TOLUA_API void* tolua_touserdata(lua_State* L, int narg, void* def) {
    if (argumentAbsent(L, narg)) return def;
    if (lua_islightuserdata(L, narg)) return lua_touserdata(L, narg);
    return tolua_tousertype(L, narg, def);
}

TOLUA_API void* tolua_tousertype(lua_State* L, int narg, void* def) {
    int tag = narg < 0 && argumentAbsent(L, narg) ? LUA_TNONE : lua_type(L, narg); /* absent or userdata */
    if (tag == LUA_TUSERDATA) {
        void** box = static_cast<void**>(lua_touserdata(L, narg));
        return box ? *box : nullptr;
    }
    if (tag == LUA_TNONE) return def;
    if (tag == LUA_TLIGHTUSERDATA || !push_table_instance(L, narg)) return nullptr;
    return boxedPointer(L, narg);
}

TOLUA_API int tolua_tovalue(lua_State* L, int narg, int def) {
    return argumentAbsent(L, narg) ? def : narg;
}

TOLUA_API int tolua_toboolean(lua_State* L, int narg, int def) {
    return argumentAbsent(L, narg) ? def : lua_toboolean(L, narg);
}

TOLUA_API lua_Number tolua_tofieldnumber(lua_State* L, int lo, int index, lua_Number def) {
    lua_pushnumber(L, index);
    lua_gettable(L, lo);
    lua_Number v = lua_isnil(L, -1) ? def : lua_tonumber(L, -1);
    lua_pop(L, 1);
    return v;
}

TOLUA_API const char* tolua_tofieldstring(lua_State* L, int lo, int index, const char* def) {
    lua_pushnumber(L, index);
    lua_gettable(L, lo);
    const char* v = lua_isnil(L, -1) ? def : lua_tostring(L, -1); /* kept alive by the table */
    lua_pop(L, 1);
    return v;
}

TOLUA_API void* tolua_tofielduserdata(lua_State* L, int lo, int index, void* def) {
    lua_pushnumber(L, index);
    lua_gettable(L, lo);
    void* v = lua_isnil(L, -1) ? def : lua_touserdata(L, -1);
    lua_pop(L, 1);
    return v;
}

TOLUA_API void* tolua_tofieldusertype(lua_State* L, int lo, int index, void* def) {
    lua_pushnumber(L, index);
    lua_gettable(L, lo);
    void* v = lua_isnil(L, -1) ? def : boxedPointer(L, -1);
    lua_pop(L, 1);
    return v;
}

TOLUA_API int tolua_tofieldvalue(lua_State* L, int lo, int index, int def) {
    lua_pushnumber(L, index);
    lua_gettable(L, lo);
    int v = lua_isnil(L, -1) ? def : lo;
    lua_pop(L, 1);
    return v;
}

TOLUA_API int tolua_getfieldboolean(lua_State* L, int lo, int index, int def) {
    lua_pushnumber(L, index);
    lua_gettable(L, lo);
    int v = lua_isnil(L, -1) ? 0 : lua_toboolean(L, -1);
    lua_pop(L, 1);
    return v;
}

TOLUA_API int tolua_tofieldboolean(lua_State* L, int lo, int index, int def) {
    lua_pushnumber(L, index);
    lua_gettable(L, lo);
    int v = lua_isnil(L, -1) ? def : lua_toboolean(L, -1);
    lua_pop(L, 1);
    return v;
}
