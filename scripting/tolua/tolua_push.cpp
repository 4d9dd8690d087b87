// tolua_push.cpp -- pushing values (one userdata per address and type, kept in the registry's weak ubox table).
// A known pointer is found in its hierarchy's ubox through refs held by its TypeInfo, and the
// "already this type or more derived?" question is answered by metatable address and the cached
// is-a table, so re-pushing a known object hashes no strings. Differences from stock, on purpose:
// an unregistered type name pushes nil (stock crashes; cocos pushes nothing), NULL values with
// `_and_takeownership` push nil, and a rooted push roots the userdata on every path.
// SPDX-License-Identifier: MIT
#include "tolua++.h"
#include "tolua_runtime.h"

namespace kite::tolua {

namespace {

// The userdata at the top keeps its type when that already is `type` or more derived.
inline void specialise(lua_State* L, Runtime* rt, TypeInfo* type) {
    if (!lua_getmetatable(L, -1)) return; /* stack: ud mt */
    const void* current = lua_topointer(L, -1);
    lua_pop(L, 1);
    if (current == type->mt) return;
    TypeInfo* currentType = rt->typeByMetatable(current);
    if (!currentType || !rt->isa(currentType, type)) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, type->mtRef);
        lua_setmetatable(L, -2);
    }
}

} // namespace

bool pushKnownUserType(lua_State* L, Runtime* rt, void* value, TypeInfo* type) {
    pushUbox(L, rt, type);
    lua_pushlightuserdata(L, value);
    lua_rawget(L, -2); /* stack: ubox ud|nil */
    if (lua_isnil(L, -1)) {
        lua_pop(L, 2);
        return false;
    }
    lua_remove(L, -2); /* stack: ud */
    specialise(L, rt, type);
    return true;
}

void pushUserType(lua_State* L, Runtime* rt, void* value, TypeInfo* type, bool addToRoot) {
    if (!pushKnownUserType(L, rt, value, type)) {
        *static_cast<void**>(lua_newuserdata(L, sizeof(void*))) = value; /* stack: ud */
        pushUbox(L, rt, type);
        lua_pushlightuserdata(L, value);
        lua_pushvalue(L, -3);
        lua_rawset(L, -3); /* ubox[value] = ud */
        lua_pop(L, 1);
        lua_rawgeti(L, LUA_REGISTRYINDEX, type->mtRef);
        lua_setmetatable(L, -2);
        lua_pushvalue(L, TOLUA_NOPEER);
        lua_setfenv(L, -2);
    }
    if (addToRoot) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, rt->rootRef);
        lua_pushlightuserdata(L, value);
        lua_pushvalue(L, -3);
        lua_rawset(L, -3);
        lua_pop(L, 1);
    }
}

} // namespace kite::tolua

using kite::tolua::Runtime;
using kite::tolua::TypeInfo;

TOLUA_API void tolua_pushvalue(lua_State* L, int lo) {
    lua_pushvalue(L, lo);
}

TOLUA_API void tolua_pushboolean(lua_State* L, int value) {
    lua_pushboolean(L, value);
}

TOLUA_API void tolua_pushnumber(lua_State* L, lua_Number value) {
    lua_pushnumber(L, value);
}

TOLUA_API void tolua_pushstring(lua_State* L, const char* value) {
    if (value)
        lua_pushstring(L, value);
    else
        lua_pushnil(L);
}

TOLUA_API void tolua_pushuserdata(lua_State* L, void* value) {
    if (value)
        lua_pushlightuserdata(L, value);
    else
        lua_pushnil(L);
}

TOLUA_API void tolua_pushusertype_internal(lua_State* L, void* value, const char* type, int addToRoot) {
    Runtime* rt = value ? Runtime::get(L) : nullptr;
    TypeInfo* info = rt ? rt->typeByName(L, type) : nullptr;
    if (!info) {
        lua_pushnil(L);
        return;
    }
    kite::tolua::pushUserType(L, rt, value, info, addToRoot != 0);
}

TOLUA_API void tolua_pushusertype(lua_State* L, void* value, const char* type) {
    tolua_pushusertype_internal(L, value, type, 0);
}

TOLUA_API void tolua_pushusertype_and_addtoroot(lua_State* L, void* value, const char* type) {
    tolua_pushusertype_internal(L, value, type, 1);
}

TOLUA_API void tolua_pushusertype_and_takeownership(lua_State* L, void* value, const char* type) {
    tolua_pushusertype(L, value, type);
    if (lua_type(L, -1) == LUA_TUSERDATA) tolua_register_gc(L, lua_gettop(L));
}

namespace {
void pushValueRoot(lua_State* L) {
    Runtime* rt = Runtime::get(L);
    if (rt) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, rt->rootRef);
    } else {
        lua_pushstring(L, TOLUA_VALUE_ROOT);
        lua_rawget(L, LUA_REGISTRYINDEX);
    }
}
} // namespace

TOLUA_API void tolua_add_value_to_root(lua_State* L, void* ptr) {
    pushValueRoot(L); /* stack: value root */
    lua_pushlightuserdata(L, ptr);
    lua_pushvalue(L, -3);
    lua_rawset(L, -3);
    lua_pop(L, 2);
}

TOLUA_API void tolua_remove_value_from_root(lua_State* L, void* ptr) {
    pushValueRoot(L); /* stack: root */
    if (lua_istable(L, -1)) {
        lua_pushlightuserdata(L, ptr);
        lua_pushnil(L);
        lua_rawset(L, -3);
    }
    lua_pop(L, 1);
}

TOLUA_API void tolua_pushfieldvalue(lua_State* L, int lo, int index, int v) {
    lua_pushnumber(L, index);
    lua_pushvalue(L, v);
    lua_settable(L, lo);
}

TOLUA_API void tolua_pushfieldboolean(lua_State* L, int lo, int index, int v) {
    lua_pushnumber(L, index);
    tolua_pushboolean(L, v);
    lua_settable(L, lo);
}

TOLUA_API void tolua_pushfieldnumber(lua_State* L, int lo, int index, lua_Number v) {
    lua_pushnumber(L, index);
    tolua_pushnumber(L, v);
    lua_settable(L, lo);
}

TOLUA_API void tolua_pushfieldstring(lua_State* L, int lo, int index, const char* v) {
    lua_pushnumber(L, index);
    tolua_pushstring(L, v);
    lua_settable(L, lo);
}

TOLUA_API void tolua_pushfielduserdata(lua_State* L, int lo, int index, void* v) {
    lua_pushnumber(L, index);
    tolua_pushuserdata(L, v);
    lua_settable(L, lo);
}

TOLUA_API void tolua_pushfieldusertype(lua_State* L, int lo, int index, void* v, const char* type) {
    lua_pushnumber(L, index);
    tolua_pushusertype(L, v, type);
    lua_settable(L, lo);
}

TOLUA_API void tolua_pushfieldusertype_and_takeownership(lua_State* L, int lo, int index, void* v,
                                                         const char* type) {
    lua_pushnumber(L, index);
    tolua_pushusertype_and_takeownership(L, v, type);
    lua_settable(L, lo);
}
