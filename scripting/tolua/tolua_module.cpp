// tolua_module.cpp -- the Lua-visible `tolua` table (type, cast, setpeer/getpeer, inherit, ...), with
// cocos2d-x 3.x's isnull, getcfunction and iskindof. Differences from stock, on purpose:
// tolua.cast to an unknown type returns nil, setpeer with a non-table raises instead of crashing,
// inherit checks its table, and isnull never dereferences a light userdata.
// SPDX-License-Identifier: MIT
#include "tolua++.h"
#include "tolua_runtime.h"

using kite::tolua::Runtime;
using kite::tolua::TypeInfo;

namespace {

int bnd_type(lua_State* L) {
    if (lua_gettop(L) == 0) lua_pushnil(L); /* stock inspects slot 0, which reads as nil */
    tolua_typename(L, lua_gettop(L));
    return 1;
}

int bnd_takeownership(lua_State* L) {
    int success = 0;
    if (lua_isuserdata(L, 1) && lua_getmetatable(L, 1)) {
        lua_pop(L, 1);
        lua_gc(L, LUA_GCCOLLECT, 0); /* avoid C reusing a to-be-collected address */
        success = lua_type(L, 1) == LUA_TUSERDATA && tolua_register_gc(L, 1);
    }
    lua_pushboolean(L, success);
    return 1;
}

int bnd_releaseownership(lua_State* L) {
    int done = 0;
    if (lua_type(L, 1) == LUA_TUSERDATA && lua_getmetatable(L, 1)) { /* stack: mt */
        void* u = kite::tolua::boxedPointerOf(L, 1);
        lua_gc(L, LUA_GCCOLLECT, 0);
        lua_pushstring(L, "tolua_gc");
        lua_rawget(L, LUA_REGISTRYINDEX); /* stack: mt gc */
        lua_pushlightuserdata(L, u);
        lua_rawget(L, -2); /* stack: mt gc gc[u] */
        if (lua_rawequal(L, -1, -3)) {
            lua_pushlightuserdata(L, u);
            lua_pushnil(L);
            lua_rawset(L, -4);
            done = 1;
        }
        lua_pop(L, 3);
    }
    lua_pushboolean(L, done);
    return 1;
}

// When the object's real C++ type is known (engine Refs, through tolua_fix) a cast to a type it
// is not returns nil: stock would retype the shared userdata and let Lua call, say, Action
// methods on a Node, which corrupts memory.
bool castIsAllowed(lua_State* L, void* object, const char* type) {
    Runtime* rt = Runtime::get(L);
    if (!rt || !rt->dynamicType || lua_type(L, 1) != LUA_TUSERDATA) return true;
    TypeInfo* target = rt->typeByName(L, type);
    TypeInfo* current = rt->typeAt(L, 1);
    TypeInfo* actual = target && current ? rt->dynamicType(L, rt, object, current) : nullptr;
    return !actual || rt->isa(actual, target);
}

int bnd_cast(lua_State* L) {
    void* v = lua_islightuserdata(L, 1) ? lua_touserdata(L, 1) : tolua_tousertype(L, 1, nullptr);
    const char* s = tolua_tostring(L, 2, nullptr);
    if (v && s && castIsAllowed(L, v, s))
        tolua_pushusertype(L, v, s); /* unknown type names push nil */
    else
        lua_pushnil(L);
    return 1;
}

int bnd_isnull(lua_State* L) {
    int null = 1;
    if (lua_type(L, -1) == LUA_TUSERDATA) {
        null = kite::tolua::boxedPointerOf(L, -1) == nullptr;
    } else if (lua_islightuserdata(L, -1)) {
        null = lua_touserdata(L, -1) == nullptr; /* stock dereferences the raw pointer */
    }
    lua_pushboolean(L, null);
    return 1;
}

int bnd_inherit(lua_State* L) {
    if (!lua_istable(L, 1)) {
        lua_pushstring(L, "Invalid argument #1 to inherit: table expected.");
        lua_error(L);
    }
    lua_settop(L, 2);
    lua_pushstring(L, ".c_instance");
    lua_pushvalue(L, 2);
    lua_rawset(L, 1);
    return 0;
}

int bnd_setpeer(lua_State* L) {
    if (!lua_isuserdata(L, -2)) {
        lua_pushstring(L, "Invalid argument #1 to setpeer: userdata expected.");
        lua_error(L);
    }
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        lua_pushvalue(L, TOLUA_NOPEER);
    } else if (!lua_istable(L, -1)) { /* stock crashes here */
        lua_pushstring(L, "Invalid argument #2 to setpeer: table or nil expected.");
        lua_error(L);
    }
    lua_setfenv(L, -2);
    return 0;
}

int bnd_getpeer(lua_State* L) {
    lua_getfenv(L, -1);
    if (lua_rawequal(L, -1, TOLUA_NOPEER)) {
        lua_pop(L, 1);
        lua_pushnil(L);
    }
    return 1;
}

int bnd_getcfunction(lua_State* L) {
    if (!lua_isstring(L, 2)) {
        lua_pushstring(L, "Invalid argument #2 to getcfunction: string expected.");
        lua_error(L);
    }
    if (!lua_getmetatable(L, 1)) {
        lua_pushstring(L, "Invalid argument #1 to getcfunction: class or object expected.");
        lua_error(L);
    } /* stack: obj key mt */
    while (lua_istable(L, -1)) {
        lua_pushstring(L, ".backup");
        lua_rawget(L, -2);
        if (lua_istable(L, -1)) {
            lua_pushvalue(L, 2);
            lua_rawget(L, -2);
            if (!lua_isnil(L, -1)) return 1;
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
        if (!lua_getmetatable(L, -1)) break;
        lua_remove(L, -2);
    }
    return 0;
}

int bnd_iskindof(lua_State* L) {
    const char* type = luaL_checkstring(L, 2);
    if (lua_gettop(L) < 2) {
        lua_pushstring(L, "Miss arguments to iskindof.");
        lua_error(L);
    }
    if (!lua_getmetatable(L, 1)) {
        lua_pushstring(L, "Invalid argument #1 to iskindof: class or object expected.");
        lua_error(L);
    }
    lua_pop(L, 1);
    tolua_Error err;
    lua_pushboolean(L, tolua_isusertype(L, 1, type, 0, &err));
    return 1;
}

} // namespace

namespace kite::tolua {

void openToluaModule(lua_State* L) {
    tolua_module(L, nullptr, 0);
    tolua_beginmodule(L, nullptr);
    tolua_module(L, "tolua", 0);
    tolua_beginmodule(L, "tolua");
    tolua_function(L, "type", bnd_type);
    tolua_function(L, "takeownership", bnd_takeownership);
    tolua_function(L, "releaseownership", bnd_releaseownership);
    tolua_function(L, "cast", bnd_cast);
    tolua_function(L, "isnull", bnd_isnull);
    tolua_function(L, "inherit", bnd_inherit);
    tolua_function(L, "setpeer", bnd_setpeer);
    tolua_function(L, "getpeer", bnd_getpeer);
    tolua_function(L, "getcfunction", bnd_getcfunction);
    tolua_function(L, "iskindof", bnd_iskindof);
    tolua_endmodule(L);
    tolua_endmodule(L);
}

} // namespace kite::tolua
