// tolua_fastpath.h -- the calls that code generated with Kite's generator hooks
// (bindings/tolua_fastpath.lua) makes instead of the stock ones, on every bound call's hot path.
// Each answers exactly what the stock call it replaces answers; only the common case is quicker:
//   kite_isusertype  tolua_isusertype with a per-call-site memory of the last two metatables
//                    accepted, so a method checking `self` against one or two classes costs a
//                    metatable fetch and a compare or two, with no lookup by name;
//   kite_isusertable the same for a static function's class table (cc.Sprite:create);
//   kite_tousertype, kite_isnoobj, kite_isnumber, kite_isboolean
//                    inline for a full userdata, an argument count, a number; everything else
//                    goes to the stock call.
// The benchmark's stock engine state compiles the same generated code against a header of the
// same name that maps each of these onto the stock call (tests/bench/stock/tolua_fastpath.h).
// SPDX-License-Identifier: MIT
#pragma once

#include "tolua++.h"

namespace kite::tolua {
/// Changes whenever any state's type tables may answer a check differently (tolua_runtime.h).
extern unsigned g_typeGeneration;
} // namespace kite::tolua

/// One call site's last two accepted metatables (or class tables), valid while the type tables of
/// every state stay in the generation they were seen in (a state opened or closed, a super set
/// changed). Two, so a base-class method called on two classes in turn (sprites and labels) keeps
/// both. Generated code keeps one per check, `static thread_local`.
struct kite_TypeSeen {
    const void* mt[2];
    unsigned gen;
};

/// Whether the call site accepted `mt` in the current generation.
inline bool kite_seen(const kite_TypeSeen* seen, const void* mt) {
    return (mt == seen->mt[0] || mt == seen->mt[1]) && seen->gen == kite::tolua::g_typeGeneration;
}

/// The rest of kite_isusertype for a full userdata whose metatable `mt` the call site has not
/// seen: the runtime's answer, remembered in `seen` (the older entry goes) when it is a yes.
int kite_isusertype_unseen(lua_State* L, int lo, const char* type, const void* mt, tolua_Error* err,
                           kite_TypeSeen* seen);

/// tolua_isusertype(L, lo, type, def, err), remembering in `seen` the metatable it accepted.
inline int kite_isusertype(lua_State* L, int lo, const char* type, int def, tolua_Error* err,
                           kite_TypeSeen* seen) {
    if (lo > 0 && lua_type(L, lo) == LUA_TUSERDATA && lua_getmetatable(L, lo)) {
        const void* mt = lua_topointer(L, -1);
        lua_settop(L, -2);
        if (kite_seen(seen, mt)) return 1;
        return kite_isusertype_unseen(L, lo, type, mt, err, seen);
    }
    return tolua_isusertype(L, lo, type, def, err); /* nil, absent, a .c_instance table, an error */
}

/// The rest of kite_isusertable for a table the call site has not seen.
int kite_isusertable_unseen(lua_State* L, int lo, const char* type, const void* table, tolua_Error* err,
                            kite_TypeSeen* seen);

/// tolua_isusertable(L, lo, type, def, err) (a static function's class table), remembering in
/// `seen` the class table it accepted. Only tables the runtime registered are remembered: they live
/// as long as their state, so no other table can take their address within a generation.
inline int kite_isusertable(lua_State* L, int lo, const char* type, int def, tolua_Error* err,
                            kite_TypeSeen* seen) {
    if (lo > 0 && lua_type(L, lo) == LUA_TTABLE) {
        const void* table = lua_topointer(L, lo);
        if (kite_seen(seen, table)) return 1;
        return kite_isusertable_unseen(L, lo, type, table, err, seen);
    }
    return tolua_isusertable(L, lo, type, def, err);
}

/// tolua_tousertype(L, lo, def): like it, reads the box of a full userdata without asking its type.
/// Methods convert only values that passed their check; variable accessors are reached through
/// their class's metatable.
inline void* kite_tousertype(lua_State* L, int lo, void* def) {
    if (lo > 0 && lua_type(L, lo) == LUA_TUSERDATA) return *static_cast<void**>(lua_touserdata(L, lo));
    return tolua_tousertype(L, lo, def);
}

/// tolua_isnoobj(L, lo, err).
inline int kite_isnoobj(lua_State* L, int lo, tolua_Error* err) {
    return lo > 0 && lua_gettop(L) < lo ? 1 : tolua_isnoobj(L, lo, err);
}

/// tolua_isnumber(L, lo, def, err).
inline int kite_isnumber(lua_State* L, int lo, int def, tolua_Error* err) {
    return lua_type(L, lo) == LUA_TNUMBER ? 1 : tolua_isnumber(L, lo, def, err);
}

/// tolua_isboolean(L, lo, def, err).
inline int kite_isboolean(lua_State* L, int lo, int def, tolua_Error* err) {
    return lua_type(L, lo) == LUA_TBOOLEAN ? 1 : tolua_isboolean(L, lo, def, err);
}
