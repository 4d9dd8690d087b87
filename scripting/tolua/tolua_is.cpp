// tolua_is.cpp -- type checks, type names and tolua_error (tolua++ 1.0.93's rules and error texts).
// tolua_isusertype is on every bound call: it resolves the expected type by the address of its
// name and the value's type by the address of its metatable, then answers from a cached is-a
// table. Differences from stock, on purpose: tolua_error formats plain messages with "%s" and
// raises unknown '#' codes as they are; tolua_isusertypearray checks the element types.
// SPDX-License-Identifier: MIT
#include "tolua++.h"
#include "tolua_args.h"
#include "tolua_fastpath.h"
#include "tolua_runtime.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>

using kite::tolua::argumentAbsent;
using kite::tolua::Runtime;
using kite::tolua::TypeInfo;

namespace {

// Enters `p` as the call site's newest accepted value; entries of an older generation go.
void remember(kite_TypeSeen* seen, const void* p) {
    unsigned gen = kite::tolua::typeGeneration();
    seen->mt[1] = seen->gen == gen ? seen->mt[0] : nullptr;
    seen->mt[0] = p;
    seen->gen = gen;
}

inline int fail(tolua_Error* err, int lo, const char* type, int array = 0) {
    err->index = lo;
    err->array = array;
    err->type = type;
    return 0;
}

// Checks that passed, by (metatable address, type-name address): a bound method checking its
// `self` against the same class over and over costs one metatable fetch and one compare, with no
// runtime lookup. Names enter only when they are string literals (their text cannot change);
// entries are valid for one generation of the type tables of every state.
struct AcceptedCheck {
    const void* mt;
    const char* type;
    unsigned gen;
};
// Two ways per set, the newest first: two hot (metatable, type) pairs whose addresses share a set
// (a const and a non-const method of one class, called in turn) must not evict each other on every
// call. Which pairs share a set depends on where the linker put the string literals.
struct AcceptedSet {
    AcceptedCheck way[2];
};
constexpr unsigned kAcceptedSets = 256;
thread_local AcceptedSet accepted[kAcceptedSets];

inline AcceptedSet& acceptedSet(const void* mt, const char* type) {
    auto a = reinterpret_cast<uintptr_t>(mt), b = reinterpret_cast<uintptr_t>(type);
    return accepted[((a >> 4) ^ (b >> 3) ^ (a >> 13)) & (kAcceptedSets - 1)];
}

// Stock's check on the value at lo, whose metatable is `mt`. 1 if it may be used as `type`.
// *remembered tells whether the answer came from the runtime's types (the state is not closing),
// so a cache keyed by metatable may keep it.
int isUserTypeWithMetatable(lua_State* L, int lo, const char* type, const void* mt, bool* remembered) {
    AcceptedSet& set = acceptedSet(mt, type);
    unsigned gen = kite::tolua::typeGeneration();
    for (const AcceptedCheck& way : set.way) {
        if (way.mt == mt && way.type == type && way.gen == gen) {
            if (remembered) *remembered = true; /* entered by the runtime's answer */
            return 1;
        }
    }
    Runtime* rt = Runtime::get(L);
    if (rt) {
        TypeInfo* expected = rt->typeByName(L, type);
        TypeInfo* actual = expected && mt == expected->mt ? expected : rt->typeByMetatable(mt);
        if (!actual) return 0; /* not a tolua type */
        bool ok = expected ? rt->isa(actual, expected) : actual->name == type || actual->supers.count(type);
        if (ok && expected && kite::tolua::isStaticString(type)) {
            set.way[1] = set.way[0];
            set.way[0] = {mt, type, gen};
        }
        if (remembered) *remembered = ok && expected;
        return ok ? 1 : 0;
    }
    /* No runtime (state closing): answer from the registry tables, like stock. */
    if (!lua_getmetatable(L, lo)) return 0;
    int top = lua_gettop(L);
    int r = 0;
    lua_pushvalue(L, -1);
    lua_rawget(L, LUA_REGISTRYINDEX);
    const char* name = lua_tostring(L, -1);
    if (name && strcmp(name, type) == 0) {
        r = 1;
    } else {
        lua_pushstring(L, "tolua_super");
        lua_rawget(L, LUA_REGISTRYINDEX);
        if (lua_istable(L, -1)) {
            lua_pushvalue(L, top);
            lua_rawget(L, -2);
            if (lua_istable(L, -1)) {
                lua_pushstring(L, type);
                lua_rawget(L, -2);
                r = lua_toboolean(L, -1);
            }
        }
    }
    lua_settop(L, top - 1);
    return r;
}

// Stock's check on the value at lo, after .c_instance unwrapping. 1 if it may be used as `type`.
int isUserType(lua_State* L, int lo, const char* type, int tag) {
    if (tag != LUA_TUSERDATA && tag != LUA_TLIGHTUSERDATA) {
        if (!push_table_instance(L, lo)) return 0;
    }
    if (!lua_getmetatable(L, lo)) return 0; /* stack: mt */
    const void* mt = lua_topointer(L, -1);
    lua_pop(L, 1);
    return isUserTypeWithMetatable(L, lo, type, mt, nullptr);
}

} // namespace

TOLUA_API int push_table_instance(lua_State* L, int lo) {
    if (lua_istable(L, lo)) {
        lua_pushstring(L, ".c_instance");
        lua_gettable(L, lo);
        if (lua_isuserdata(L, -1)) {
            lua_replace(L, lo);
            return 1;
        }
        lua_pop(L, 1);
    }
    return 0;
}

TOLUA_API const char* tolua_typename(lua_State* L, int lo) {
    int tag = lua_type(L, lo);
    if (tag == LUA_TNONE) {
        lua_pushstring(L, "[no object]");
    } else if (tag != LUA_TUSERDATA && tag != LUA_TTABLE) {
        lua_pushstring(L, lua_typename(L, tag));
    } else if (tag == LUA_TUSERDATA) {
        if (!lua_getmetatable(L, lo)) {
            lua_pushstring(L, lua_typename(L, tag));
        } else {
            lua_rawget(L, LUA_REGISTRYINDEX);
            if (!lua_isstring(L, -1)) {
                lua_pop(L, 1);
                lua_pushstring(L, "[undefined]");
            }
        }
    } else { /* table */
        lua_pushvalue(L, lo);
        lua_rawget(L, LUA_REGISTRYINDEX);
        if (!lua_isstring(L, -1)) {
            lua_pop(L, 1);
            lua_pushstring(L, "table");
        } else {
            lua_pushstring(L, "class ");
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
    }
    return lua_tostring(L, -1);
}

TOLUA_API void tolua_error(lua_State* L, const char* msg, tolua_Error* err) {
    if (msg[0] == '#' && err && (msg[1] == 'f' || msg[1] == 'v')) {
        const char* expected = err->type;
        const char* provided = tolua_typename(L, err->index);
        if (msg[1] == 'f' && err->array)
            luaL_error(L, "%s\n     argument #%d is array of '%s'; array of '%s' expected.\n", msg + 2,
                       err->index, provided, expected);
        else if (msg[1] == 'f')
            luaL_error(L, "%s\n     argument #%d is '%s'; '%s' expected.\n", msg + 2, err->index, provided,
                       expected);
        else if (err->array)
            luaL_error(L, "%s\n     value is array of '%s'; array of '%s' expected.\n", msg + 2, provided,
                       expected);
        else
            luaL_error(L, "%s\n     value is '%s'; '%s' expected.\n", msg + 2, provided, expected);
    }
    luaL_error(L, "%s", msg); /* stock uses msg as the format, and returns on unknown '#' codes */
}

TOLUA_API int tolua_isnoobj(lua_State* L, int lo, tolua_Error* err) {
    if (lua_gettop(L) < abs(lo)) return 1;
    return fail(err, lo, "[no object]");
}

TOLUA_API int tolua_isvalue(lua_State* L, int lo, int def, tolua_Error* err) {
    if (def || abs(lo) <= lua_gettop(L)) return 1;
    return fail(err, lo, "value");
}

TOLUA_API int tolua_isvaluenil(lua_State* L, int lo, tolua_Error* err) {
    if (argumentAbsent(L, lo)) return 0;
    if (!lua_isnil(L, lo)) return 0;
    fail(err, lo, "value");
    return 1;
}

TOLUA_API int tolua_isboolean(lua_State* L, int lo, int def, tolua_Error* err) {
    if (def && argumentAbsent(L, lo)) return 1;
    if (lua_isnil(L, lo) || lua_isboolean(L, lo)) return 1;
    return fail(err, lo, "boolean");
}

TOLUA_API int tolua_isnumber(lua_State* L, int lo, int def, tolua_Error* err) {
    if (def && argumentAbsent(L, lo)) return 1;
    if (lua_isnumber(L, lo)) return 1;
    return fail(err, lo, "number");
}

TOLUA_API int tolua_isstring(lua_State* L, int lo, int def, tolua_Error* err) {
    if (def && argumentAbsent(L, lo)) return 1;
    if (lua_isnil(L, lo) || lua_isstring(L, lo)) return 1;
    return fail(err, lo, "string");
}

TOLUA_API int tolua_istable(lua_State* L, int lo, int def, tolua_Error* err) {
    if (def && argumentAbsent(L, lo)) return 1;
    if (lua_istable(L, lo)) return 1;
    return fail(err, lo, "table");
}

namespace {

// tolua_isusertable's answer for the value at lo. *known tells whether it is a class table the
// runtime registered (kept alive by the registry for the state's life), answered by the runtime.
int isUserTable(lua_State* L, int lo, const char* type, bool* known) {
    int ok = 0;
    if (lua_istable(L, lo)) {
        int top = lua_gettop(L);
        Runtime* rt = Runtime::get(L);
        lua_pushvalue(L, lo);
        if (rt) /* cocos 3.x class tables stand for their metatable */
            lua_rawgeti(L, LUA_REGISTRYINDEX, rt->isclassKeyRef);
        else
            lua_pushstring(L, ".isclass");
        lua_rawget(L, -2);
        if (!lua_isnil(L, -1)) {
            lua_pop(L, 1);
            if (!lua_getmetatable(L, -1)) lua_pushnil(L);
        } else {
            lua_pop(L, 1);
            lua_pushvalue(L, -1);
        } /* stack: value mt */
        TypeInfo* expected = rt ? rt->typeByName(L, type) : nullptr;
        TypeInfo* actual = rt && lua_istable(L, -1) ? rt->typeByMetatable(lua_topointer(L, -1)) : nullptr;
        if (expected && actual && (actual == expected || rt->isa(actual, expected))) {
            ok = 1; /* a derived class table may call its bases' static functions */
            *known = true;
        } else if (lua_istable(L, -1)) {
            lua_rawget(L, LUA_REGISTRYINDEX);
            const char* name = lua_tostring(L, -1);
            if (name) {
                size_t n = strlen(name);
                ok = strcmp(name, type) == 0 || (strncmp(type, "const ", 6) == 0 && strlen(type) == n + 6 &&
                                                 strcmp(type + 6, name) == 0);
            }
        }
        lua_settop(L, top);
    }
    return ok;
}

} // namespace

TOLUA_API int tolua_isusertable(lua_State* L, int lo, const char* type, int def, tolua_Error* err) {
    if (def && argumentAbsent(L, lo)) return 1;
    bool known = false;
    if (isUserTable(L, lo, type, &known)) return 1;
    return fail(err, lo, type);
}

int kite_isusertable_unseen(lua_State* L, int lo, const char* type, const void* table, tolua_Error* err,
                            kite_TypeSeen* seen) {
    bool known = false;
    if (!isUserTable(L, lo, type, &known)) return fail(err, lo, type);
    if (known) remember(seen, table);
    return 1;
}

TOLUA_API int tolua_isuserdata(lua_State* L, int lo, int def, tolua_Error* err) {
    if (def && argumentAbsent(L, lo)) return 1;
    if (lua_isnil(L, lo) || lua_isuserdata(L, lo)) return 1;
    return fail(err, lo, "userdata");
}

TOLUA_API int tolua_isusertype(lua_State* L, int lo, const char* type, int def, tolua_Error* err) {
    int tag =
        lo < 0 && argumentAbsent(L, lo) ? LUA_TNONE : lua_type(L, lo); /* answers absent, nil, userdata */
    if (tag == LUA_TNONE ? def : tag == LUA_TNIL || isUserType(L, lo, type, tag)) return 1;
    return fail(err, lo, type);
}

int kite_isusertype_unseen(lua_State* L, int lo, const char* type, const void* mt, tolua_Error* err,
                           kite_TypeSeen* seen) {
    bool remembered = false; /* the caller fetched the metatable: not again */
    if (!isUserTypeWithMetatable(L, lo, type, mt, &remembered)) return fail(err, lo, type);
    if (remembered) remember(seen, mt);
    return 1;
}

/* -- Arrays -------------------------------------------------------------------------------------- */

namespace {

// Checks elements 1..dim of the table at lo with `ok`; leaves the failing element on the stack.
template <typename Check>
int checkArray(lua_State* L, int lo, int dim, int def, tolua_Error* err, const char* type, Check ok) {
    if (!tolua_istable(L, lo, def, err)) return 0;
    if (argumentAbsent(L, lo)) return 1; /* defaulted */
    for (int i = 0; i < dim; ++i) {
        lua_pushnumber(L, i + 1);
        lua_gettable(L, lo);
        if (!ok(L, -1)) return fail(err, lo, type, 1);
        lua_pop(L, 1);
    }
    return 1;
}

} // namespace

TOLUA_API int tolua_isvaluearray(lua_State* L, int lo, int dim, int def, tolua_Error* err) {
    return tolua_istable(L, lo, def, err);
}

TOLUA_API int tolua_isbooleanarray(lua_State* L, int lo, int dim, int def, tolua_Error* err) {
    return checkArray(L, lo, dim, def, err, "boolean",
                      [](lua_State* S, int i) { return lua_isnil(S, i) || lua_isboolean(S, i); });
}

TOLUA_API int tolua_isnumberarray(lua_State* L, int lo, int dim, int def, tolua_Error* err) {
    return checkArray(L, lo, dim, def, err, "number",
                      [def](lua_State* S, int i) { return lua_isnumber(S, i) || (def && lua_isnil(S, i)); });
}

TOLUA_API int tolua_isstringarray(lua_State* L, int lo, int dim, int def, tolua_Error* err) {
    return checkArray(L, lo, dim, def, err, "string",
                      [](lua_State* S, int i) { return lua_isnil(S, i) || lua_isstring(S, i); });
}

TOLUA_API int tolua_istablearray(lua_State* L, int lo, int dim, int def, tolua_Error* err) {
    return checkArray(L, lo, dim, def, err, "table",
                      [def](lua_State* S, int i) { return lua_istable(S, i) || (def && lua_isnil(S, i)); });
}

TOLUA_API int tolua_isuserdataarray(lua_State* L, int lo, int dim, int def, tolua_Error* err) {
    return checkArray(L, lo, dim, def, err, "userdata",
                      [](lua_State* S, int i) { return lua_isnil(S, i) || lua_isuserdata(S, i); });
}

TOLUA_API int tolua_isusertypearray(lua_State* L, int lo, const char* type, int dim, int def,
                                    tolua_Error* err) {
    /* stock accepts any userdata here; the element type is checked */
    return checkArray(L, lo, dim, def, err, type, [type](lua_State* S, int i) {
        return lua_isnil(S, i) ||
               (lua_isuserdata(S, i) && isUserType(S, lua_gettop(S), type, lua_type(S, i)));
    });
}

TOLUA_API int tolua_fast_isa(lua_State* L, int mt_indexa, int mt_indexb, int super_index) {
    int r = 0;
    if (lua_rawequal(L, mt_indexa, mt_indexb)) return 1;
    if (super_index) {
        lua_pushvalue(L, super_index);
    } else {
        lua_pushstring(L, "tolua_super");
        lua_rawget(L, LUA_REGISTRYINDEX);
    } /* stack: super */
    lua_pushvalue(L, mt_indexa);
    lua_rawget(L, -2); /* stack: super super[a] */
    if (lua_istable(L, -1)) {
        lua_pushvalue(L, mt_indexb);
        lua_rawget(L, LUA_REGISTRYINDEX); /* stack: super super[a] name(b) */
        lua_rawget(L, -2);
        r = lua_toboolean(L, -1);
        lua_pop(L, 1);
    }
    lua_pop(L, 2);
    return r;
}
