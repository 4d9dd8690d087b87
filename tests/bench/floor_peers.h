// floor_peers.h -- tolua.setpeer / tolua.getpeer of the hand-written floors (impl_floor.cpp and
// the engine floor in bench_engine.cpp): a userdata's peer is its environment table, the registry
// standing for "no peer", as in tolua++.
// SPDX-License-Identifier: MIT
#pragma once

extern "C" {
#include "lauxlib.h"
#include "lua.h"
}

namespace bench_floor {

inline int setpeer(lua_State* L) { /* stack: ud peer|nil */
    luaL_checktype(L, 1, LUA_TUSERDATA);
    if (lua_isnil(L, 2)) {
        lua_settop(L, 1);
        lua_pushvalue(L, LUA_REGISTRYINDEX);
    } else {
        luaL_checktype(L, 2, LUA_TTABLE);
        lua_settop(L, 2);
    }
    lua_setfenv(L, 1);
    return 0;
}

inline int getpeer(lua_State* L) { /* stack: ud */
    luaL_checktype(L, 1, LUA_TUSERDATA);
    lua_getfenv(L, 1);
    if (lua_rawequal(L, -1, LUA_REGISTRYINDEX)) {
        lua_pop(L, 1);
        lua_pushnil(L);
    }
    return 1;
}

} // namespace bench_floor
