// tolua_fastpath.h for the benchmark's stock engine state: the calls that code generated with
// bindings/tolua_fastpath.lua makes (Kite's scripting/tolua/tolua_fastpath.h), each mapped onto the
// stock tolua++ call it stands for, so the stock runtime is measured doing its own work. They are
// `static`: the same names in Kite's header are inline functions of Kite's runtime, and one program
// links both (an inline function with external linkage would be merged into one of the two).
// SPDX-License-Identifier: MIT
#pragma once

#include "tolua++.h"

struct kite_TypeSeen {
    const void* mt[2];
    unsigned gen;
};

static inline int kite_isusertype(lua_State* L, int lo, const char* type, int def, tolua_Error* err,
                                  kite_TypeSeen*) {
    return tolua_isusertype(L, lo, type, def, err);
}

static inline void* kite_tousertype(lua_State* L, int lo, void* def) {
    return tolua_tousertype(L, lo, def);
}

static inline int kite_isnoobj(lua_State* L, int lo, tolua_Error* err) {
    return tolua_isnoobj(L, lo, err);
}

static inline int kite_isnumber(lua_State* L, int lo, int def, tolua_Error* err) {
    return tolua_isnumber(L, lo, def, err);
}

static inline int kite_isboolean(lua_State* L, int lo, int def, tolua_Error* err) {
    return tolua_isboolean(L, lo, def, err);
}

static inline int kite_isusertable(lua_State* L, int lo, const char* type, int def, tolua_Error* err,
                                   kite_TypeSeen*) {
    return tolua_isusertable(L, lo, type, def, err);
}
