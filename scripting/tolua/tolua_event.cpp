// tolua_event.cpp -- class and module metamethods (__index, __newindex, __call, __gc and the
// operators, with tolua++ 1.0.93's lookup order: methods and .get/.set fields of the class chain,
// then the peer table).
// The hot pair is class_index / class_newindex: a C closure per class metatable holding its
// TypeInfo, looking the key up in the class's flattened tables (tolua_runtime.h). Getters and
// setters without upvalues are called in the same C frame instead of through lua_call.
// Differences from stock, on purpose: class tables walk the whole chain (cocos issue #17694),
// assigning to a derived class table cannot overflow the C stack (cocos 3.x behaviour), and the
// operator metamethods are one shared closure each, so comparisons across classes reach `.lt`.
// SPDX-License-Identifier: MIT
#include "tolua++.h"
#include "tolua_events.h"

namespace kite::tolua {

namespace {

// The C function at `index` if it can run in the caller's frame (a C function without upvalues:
// with upvalues, lua_upvalueindex would read ours), else nullptr and the caller uses lua_call.
lua_CFunction directFunction(lua_State* L, int index) {
    if (!lua_iscfunction(L, index)) return nullptr;
    if (lua_getupvalue(L, index, 1)) {
        lua_pop(L, 1);
        return nullptr;
    }
    return lua_tocfunction(L, index);
}

// Calls the function on top with the values at 1..nargs (a copy of the frame's own arguments).
// Direct calls see exactly those arguments at 1..nargs, as a metamethod call through lua_call would.
int callWithArgs(lua_State* L, int nargs, int nresults) {
    if (lua_CFunction f = directFunction(L, -1)) {
        lua_settop(L, nargs);
        int n = f(L);
        return nresults ? n : 0;
    }
    for (int i = 1; i <= nargs; ++i)
        lua_pushvalue(L, i);
    lua_call(L, nargs, nresults);
    return nresults;
}

// peer[key] = value for the userdata at 1; creates the peer on first store (stock storeatubox).
void storeInPeer(lua_State* L, int key, int value) {
    lua_getfenv(L, 1);
    if (lua_rawequal(L, -1, TOLUA_NOPEER)) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setfenv(L, 1);
    } /* stack: ... peer */
    lua_pushvalue(L, key);
    lua_pushvalue(L, value);
    lua_settable(L, -3);
    lua_pop(L, 1);
}

// An array member read through an instance: a proxy table {".self" = ptr} cached in the peer.
int pushArrayProxy(lua_State* L) { /* stack: obj key proxyMeta */
    lua_newtable(L);
    lua_pushstring(L, ".self");
    lua_pushlightuserdata(L, *static_cast<void**>(lua_touserdata(L, 1)));
    lua_rawset(L, -3);
    lua_pushvalue(L, 3);
    lua_setmetatable(L, -2); /* stack: obj key proxyMeta proxy */
    storeInPeer(L, 2, 4);
    return 1;
}

bool isNumericKey(lua_State* L, TypeInfo* type) {
    int t = lua_type(L, 2);
    if (t == LUA_TNUMBER) return true;
    if (!type->hasGeti || t != LUA_TSTRING) return false;
    /* stock treats "2" like 2 (strtod on every key); a method name cannot be a number */
    unsigned char c = static_cast<unsigned char>(*lua_tostring(L, 2));
    if (!(c >= '0' && c <= '9') && c != '.' && c != '-' && c != '+' && c != ' ' && !(c >= '\t' && c <= '\r'))
        return false;
    return lua_isnumber(L, 2) != 0;
}

/* -- Live lookup: what stock does, for misses of the flattened tables ------------------------- */

// Walks the class chain as stock does: per level the raw field (a member rawset into the level's
// class table first, when the runtime is known), then the .get entry (a C getter is called, an
// array proxy handed out). Pushes the result and returns 1, or returns 0 when nothing answers.
// *rawHit tells whether a raw field answered.
int liveIndex(lua_State* L, Runtime* rt, int kind, bool* rawHit) { /* stack: obj key */
    *rawHit = false;
    if (!lua_getmetatable(L, 1)) return 0;
    while (lua_istable(L, -1)) {
        int level = lua_gettop(L);
        if (rt && rt->classTableMember(L, level, 2)) {
            *rawHit = true;
            return 1;
        }
        lua_pushvalue(L, 2);
        lua_rawget(L, level);
        if (!lua_isnil(L, -1)) {
            *rawHit = true;
            return 1;
        }
        lua_pop(L, 1);
        lua_pushstring(L, ".get");
        lua_rawget(L, level);
        if (lua_istable(L, -1)) {
            lua_pushvalue(L, 2);
            lua_rawget(L, -2); /* stack: obj key ... level get entry */
            if (lua_iscfunction(L, -1)) {
                if (kind == LUA_TTABLE) { /* static getters take no arguments */
                    lua_call(L, 0, 1);
                    return 1;
                }
                lua_pushvalue(L, 1);
                lua_pushvalue(L, 2);
                lua_call(L, 2, 1);
                return 1;
            }
            if (lua_istable(L, -1)) {
                if (kind == LUA_TTABLE) return 1;
                lua_replace(L, 3);
                lua_settop(L, 3); /* stack: obj key proxyMeta */
                return pushArrayProxy(L);
            }
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
        if (!lua_getmetatable(L, level)) break;
        lua_remove(L, level);
    }
    return 0;
}

/* -- Instances and class tables ---------------------------------------------------------------- */

// A getter found in the flattened table runs in this frame on (obj, key), or on nothing for a
// static getter reached through a class table.
inline int callAccessor(lua_State* L, Accessor* accessor, int kind) {
    lua_settop(L, kind == LUA_TTABLE ? 0 : 2);
    return accessor->get(L);
}

int indexMiss(lua_State* L, int kind) { /* stack: obj key */
    auto* type = static_cast<TypeInfo*>(lua_touserdata(L, lua_upvalueindex(2)));
    // The runtime's box is finalised after every userdata created after tolua_open, so a class
    // closure never outlives its TypeInfo's runtime.
    Runtime* rt = type ? type->rt : nullptr;
    bool rawHit = false;
    if (!rt) return liveIndex(L, nullptr, kind, &rawHit);
    if (type->flatGen != rt->memberGen()) { /* members changed: refill, then look again */
        ensureFlat(L, rt, type);
        lua_pushvalue(L, 2);
        lua_rawget(L, lua_upvalueindex(1));
        if (Accessor* accessor = toAccessor(L, -1)) return callAccessor(L, accessor, kind);
        if (!lua_isnil(L, -1)) return 1;
        lua_pop(L, 1);
    }
    if (kind == LUA_TUSERDATA && isNumericKey(L, type)) { /* stock: numeric keys only reach .geti */
        if (type->getiRef == LUA_NOREF) return 0;
        lua_rawgeti(L, LUA_REGISTRYINDEX, type->getiRef);
        return callWithArgs(L, 2, 1);
    }
    int n = liveIndex(L, rt, kind, &rawHit);
    if (rawHit) rt->membersChanged(L); /* a member rawset into a class (meta)table behind our back */
    return n;
}

// The flattened table's answer on top of the stack: a member, a getter to call, or nil (a miss:
// the live walk).
[[gnu::always_inline]] inline int answerLookup(lua_State* L, int kind) {
    int t = lua_type(L, -1);
    if (t == LUA_TUSERDATA) {
        Accessor* accessor = toAccessor(L, -1);
        return accessor ? callAccessor(L, accessor, kind) : 1;
    }
    if (t != LUA_TNIL) return 1;
    lua_settop(L, 2);
    return indexMiss(L, kind);
}

// classIndex for everything but a userdata without a peer: a peer to look in first, a class table.
int classIndexGeneral(lua_State* L) { /* stack: obj key */
    int kind = lua_type(L, 1);
    if (kind == LUA_TUSERDATA) {
        lua_getfenv(L, 1); /* stack: obj key peer */
        if (!lua_rawequal(L, -1, TOLUA_NOPEER)) {
            lua_pushvalue(L, 2);
            lua_gettable(L, -2);
            if (!lua_isnil(L, -1)) return 1;
            lua_pop(L, 1);
        }
        lua_pop(L, 1); /* stack: obj key */
    } else if (kind != LUA_TTABLE) {
        lua_pushnil(L);
        return 1;
    }
    lua_pushvalue(L, 2);
    lua_rawget(L, lua_upvalueindex(1)); /* stack: obj key member|accessor|nil */
    return answerLookup(L, kind);
}

// __index of every class metatable. Upvalue 1: the flattened lookup table; upvalue 2: TypeInfo.
// The hit path is the peer check and one raw lookup, whatever the depth of the class. An object
// without a peer is told apart by its environment alone (a class table's is nil), so the common
// case asks for no type.
int classIndex(lua_State* L) {
    lua_getfenv(L, 1); /* stack: obj key env */
    if (!lua_rawequal(L, -1, TOLUA_NOPEER)) {
        lua_settop(L, 2);
        return classIndexGeneral(L);
    }
    lua_pushvalue(L, 2);
    lua_rawget(L, lua_upvalueindex(1)); /* stack: obj key env member|accessor|nil */
    return answerLookup(L, LUA_TUSERDATA);
}

// cocos 3.x class-table assignment: setter, else back up the C original, then store in the class.
int classTableNewindex(lua_State* L, Runtime* rt) { /* stack: t key value */
    lua_getmetatable(L, 1);                         /* stack: t key value mt */
    lua_pushstring(L, ".set");
    lua_rawget(L, -2);
    if (lua_istable(L, -1)) {
        lua_pushvalue(L, 2);
        lua_rawget(L, -2);
        if (lua_iscfunction(L, -1)) {
            lua_pushvalue(L, 1);
            lua_pushvalue(L, 3);
            lua_call(L, 2, 0);
            return 0;
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 1); /* stack: t key value mt */
    lua_pushvalue(L, -1);
    while (lua_istable(L, -1)) { /* stack: t key value mt level */
        lua_pushstring(L, ".backup");
        lua_rawget(L, -2);
        if (lua_istable(L, -1)) {
            lua_pushvalue(L, 2);
            lua_rawget(L, -2);
            bool backedUp = !lua_isnil(L, -1);
            lua_pop(L, 1);
            if (backedUp) {
                lua_pop(L, 1);
                break;
            }
        }
        lua_pop(L, 1);
        lua_pushvalue(L, 2);
        lua_rawget(L, -2);
        if (!lua_isnil(L, -1)) { /* level.backup[key] = the original */
            lua_pushstring(L, ".backup");
            lua_rawget(L, -3);
            if (!lua_istable(L, -1)) {
                lua_pop(L, 1);
                lua_newtable(L);
                lua_pushstring(L, ".backup");
                lua_pushvalue(L, -2);
                lua_rawset(L, -5);
            }
            lua_pushvalue(L, 2);
            lua_pushvalue(L, -3);
            lua_rawset(L, -3);
            lua_pop(L, 2);
            break;
        }
        lua_pop(L, 1);
        if (!lua_getmetatable(L, -1)) break;
        lua_remove(L, -2);
    }
    lua_settop(L, 4); /* stack: t key value mt */
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 3);
    lua_rawset(L, 4);
    if (rt) rt->membersChanged(L);
    return 0;
}

// Stock's walk of the .set tables, for setters that were not flattened (closures).
bool liveSetter(lua_State* L) { /* stack: obj key value */
    if (!lua_getmetatable(L, 1)) return false;
    while (lua_istable(L, -1)) {
        lua_pushstring(L, ".set");
        lua_rawget(L, -2);
        if (lua_istable(L, -1)) {
            lua_pushvalue(L, 2);
            lua_rawget(L, -2);
            if (lua_iscfunction(L, -1)) {
                lua_pushvalue(L, 1);
                lua_pushvalue(L, 3);
                lua_call(L, 2, 0);
                return true;
            }
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
        if (!lua_getmetatable(L, -1)) break;
        lua_remove(L, -2);
    }
    lua_settop(L, 3);
    return false;
}

// A setter found in the flattened table runs in this frame on (obj, value).
inline int callSetter(lua_State* L) { /* stack: obj key value setter */
    lua_CFunction set = lua_tocfunction(L, -1);
    lua_settop(L, 3);
    lua_replace(L, 2); /* stack: obj value */
    set(L);
    return 0;
}

// __newindex of every class metatable. Upvalue 1: the flattened setter table; upvalue 2: TypeInfo.
int classNewindex(lua_State* L) {
    int kind = lua_type(L, 1);
    if (kind == LUA_TUSERDATA) {
        lua_pushvalue(L, 2);
        lua_rawget(L, lua_upvalueindex(1)); /* stack: obj key value setter|nil */
        if (lua_type(L, -1) == LUA_TFUNCTION) return callSetter(L);
        lua_pop(L, 1);
    }
    auto* type = static_cast<TypeInfo*>(lua_touserdata(L, lua_upvalueindex(2)));
    Runtime* rt = type ? type->rt : nullptr;
    if (kind == LUA_TTABLE) return classTableNewindex(L, rt);
    if (kind != LUA_TUSERDATA) return 0;
    if (rt && type->flatGen != rt->memberGen()) {
        ensureFlat(L, rt, type);
        lua_pushvalue(L, 2);
        lua_rawget(L, lua_upvalueindex(1));
        if (lua_type(L, -1) == LUA_TFUNCTION) return callSetter(L);
        lua_pop(L, 1);
    }
    bool numeric = lua_type(L, 2) == LUA_TNUMBER || (rt && type->setiRef != LUA_NOREF && lua_isnumber(L, 2));
    if (numeric && rt) { /* stock: numeric keys only reach the class's own .seti, else the peer */
        if (type->setiRef != LUA_NOREF) {
            lua_rawgeti(L, LUA_REGISTRYINDEX, type->setiRef);
            return callWithArgs(L, 3, 0);
        }
    } else if ((!rt || type->hasSlowMembers) && liveSetter(L)) {
        return 0;
    }
    storeInPeer(L, 2, 3);
    return 0;
}

/* -- Operators, equality, call ----------------------------------------------------------------- */

// Calls the first `op` function (".add", ".eq", ...) found in the metatable chain of the left
// operand with (op1, op2); returns 1 with its result pushed, or 0 when there is none.
int callOperator(lua_State* L, const char* op) {
    if (!lua_isuserdata(L, 1) || !lua_getmetatable(L, 1)) return 0;
    while (lua_istable(L, -1)) {
        lua_pushstring(L, op);
        lua_rawget(L, -2);
        if (lua_isfunction(L, -1)) {
            lua_pushvalue(L, 1);
            lua_pushvalue(L, 2);
            lua_call(L, 2, 1);
            return 1;
        }
        lua_pop(L, 1);
        if (!lua_getmetatable(L, -1)) break;
        lua_remove(L, -2);
    }
    return 0;
}

int doOperator(lua_State* L, const char* op) {
    if (callOperator(L, op)) return 1;
    tolua_error(L, "Attempt to perform operation on an invalid operand", nullptr);
    return 0;
}

int classAdd(lua_State* L) {
    return doOperator(L, ".add");
}
int classSub(lua_State* L) {
    return doOperator(L, ".sub");
}
int classMul(lua_State* L) {
    return doOperator(L, ".mul");
}
int classDiv(lua_State* L) {
    return doOperator(L, ".div");
}
int classLt(lua_State* L) {
    return doOperator(L, ".lt");
}
int classLe(lua_State* L) {
    return doOperator(L, ".le");
}

int classEq(lua_State* L) {
    if (callOperator(L, ".eq")) return 1;
    lua_pushboolean(L, 0); /* 1.0.93: no .eq means "not equal", not an error */
    return 1;
}

int classCall(lua_State* L) {
    if (lua_istable(L, 1) && lua_getmetatable(L, 1)) { /* cocos 3.x: .call lives in the metatable */
        lua_replace(L, 1);
        lua_pushstring(L, ".call");
        lua_rawget(L, 1);
        if (lua_isfunction(L, -1)) {
            lua_insert(L, 1);
            lua_call(L, lua_gettop(L) - 1, 1);
            return 1;
        }
    }
    tolua_error(L, "Attempt to call a non-callable object.", nullptr);
    return 0;
}

const luaL_Reg kSharedEvents[] = {{"__add", classAdd}, {"__sub", classSub},   {"__mul", classMul},
                                  {"__div", classDiv}, {"__lt", classLt},     {"__le", classLe},
                                  {"__eq", classEq},   {"__call", classCall}, {nullptr, nullptr}};
char sharedEventsKey;

/* -- Modules ------------------------------------------------------------------------------------ */

int moduleIndex(lua_State* L) {
    lua_pushstring(L, ".get");
    lua_rawget(L, 1);
    if (lua_istable(L, -1)) {
        lua_pushvalue(L, 2);
        lua_rawget(L, -2);
        if (lua_iscfunction(L, -1)) {
            lua_call(L, 0, 1);
            return 1;
        }
        if (lua_istable(L, -1)) return 1;
    }
    // Stock means to chain to the previous metatable's __index here but tests the wrong slot;
    // chain properly, so e.g. a strict-globals metatable behind a module still works.
    lua_settop(L, 2);
    if (lua_getmetatable(L, 1) && lua_getmetatable(L, -1)) { /* stack: t key mt old */
        lua_pushstring(L, "__index");
        lua_rawget(L, -2);
        if (lua_isfunction(L, -1)) {
            lua_pushvalue(L, 1);
            lua_pushvalue(L, 2);
            lua_call(L, 2, 1);
            return 1;
        }
        if (lua_istable(L, -1)) {
            lua_pushvalue(L, 2);
            lua_gettable(L, -2);
            return 1;
        }
    }
    lua_pushnil(L);
    return 1;
}

int moduleNewindex(lua_State* L) {
    lua_pushstring(L, ".set");
    lua_rawget(L, 1);
    if (lua_istable(L, -1)) {
        lua_pushvalue(L, 2);
        lua_rawget(L, -2);
        if (lua_iscfunction(L, -1)) {
            lua_pushvalue(L, 1);
            lua_pushvalue(L, 3);
            lua_call(L, 2, 0);
            return 0;
        }
    }
    lua_settop(L, 3);
    if (lua_getmetatable(L, 1) && lua_getmetatable(L, -1)) { /* stack: t key value mt old */
        lua_pushstring(L, "__newindex");
        lua_rawget(L, -2);
        if (lua_isfunction(L, -1)) {
            lua_pushvalue(L, 1);
            lua_pushvalue(L, 2);
            lua_pushvalue(L, 3);
            lua_call(L, 3, 0);
            return 0; /* stock raw-sets even after the old handler ran; the handler decides */
        }
    }
    lua_settop(L, 3);
    lua_rawset(L, 1);
    return 0;
}

} // namespace

void installClassEvents(lua_State* L, TypeInfo* type) {
    int mt = lua_gettop(L);
    struct {
        const char* event;
        lua_CFunction handler;
        int* ref;
    } lookups[] = {{"__index", classIndex, type ? &type->flatRef : nullptr},
                   {"__newindex", classNewindex, type ? &type->flatSetRef : nullptr}};
    for (auto& e : lookups) {
        lua_pushstring(L, e.event);
        lua_newtable(L); /* the flattened table, filled on the first miss */
        if (e.ref) {
            lua_pushvalue(L, -1);
            *e.ref = luaL_ref(L, LUA_REGISTRYINDEX);
        }
        lua_pushlightuserdata(L, type);
        lua_pushcclosure(L, e.handler, 2);
        lua_rawset(L, mt);
    }

    lua_pushlightuserdata(L, &sharedEventsKey);
    lua_rawget(L, LUA_REGISTRYINDEX);
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        lua_newtable(L);
        for (const luaL_Reg* e = kSharedEvents; e->name; ++e) {
            lua_pushcfunction(L, e->func);
            lua_setfield(L, -2, e->name);
        }
        lua_pushlightuserdata(L, &sharedEventsKey);
        lua_pushvalue(L, -2);
        lua_rawset(L, LUA_REGISTRYINDEX);
    } /* stack: mt shared */
    for (const luaL_Reg* e = kSharedEvents; e->name; ++e) {
        lua_pushstring(L, e->name);
        lua_pushvalue(L, -1);
        lua_rawget(L, -3);
        lua_rawset(L, mt);
    }
    lua_pop(L, 1);
    lua_pushstring(L, "__gc");
    lua_pushstring(L, "tolua_gc_event");
    lua_rawget(L, LUA_REGISTRYINDEX);
    lua_rawset(L, mt);
}

void dropFromUbox(lua_State* L, int index, void* ptr) {
    int top = lua_gettop(L);
    bool found = false;
    if (lua_getmetatable(L, index)) {
        lua_pushstring(L, "tolua_ubox");
        lua_rawget(L, -2);
        found = lua_istable(L, -1);
    }
    if (!found) {
        lua_pushstring(L, "tolua_ubox");
        lua_rawget(L, LUA_REGISTRYINDEX);
    }
    if (lua_istable(L, -1)) {
        lua_pushlightuserdata(L, ptr);
        lua_pushnil(L);
        lua_rawset(L, -3);
    }
    lua_settop(L, top);
}

} // namespace kite::tolua

using namespace kite::tolua;

TOLUA_API void tolua_classevents(lua_State* L) {
    installClassEvents(L, nullptr);
}

TOLUA_API void tolua_moduleevents(lua_State* L) {
    lua_pushstring(L, "__index");
    lua_pushcfunction(L, moduleIndex);
    lua_rawset(L, -3);
    lua_pushstring(L, "__newindex");
    lua_pushcfunction(L, moduleNewindex);
    lua_rawset(L, -3);
}

TOLUA_API int tolua_ismodulemetatable(lua_State* L) {
    int r = 0;
    if (lua_getmetatable(L, -1)) {
        lua_pushstring(L, "__index");
        lua_rawget(L, -2);
        r = lua_tocfunction(L, -1) == moduleIndex;
        lua_pop(L, 2);
    }
    return r;
}

TOLUA_API int class_gc_event(lua_State* L) {
    void* u = *static_cast<void**>(lua_touserdata(L, 1));
    int top = lua_gettop(L);
    lua_pushlightuserdata(L, u);
    lua_rawget(L, lua_upvalueindex(1)); /* stack: obj umt */
    if (!lua_isnil(L, -1)) {
        lua_getmetatable(L, 1); /* stack: obj umt mt */
        if (tolua_fast_isa(L, top + 2, top + 1, lua_upvalueindex(2))) {
            lua_pushstring(L, ".collector");
            lua_rawget(L, -2);
            if (!lua_isfunction(L, -1)) {
                lua_pop(L, 1);
                lua_pushcfunction(L, tolua_default_collect);
            }
            lua_pushvalue(L, 1);
            lua_call(L, 1, 0);
            lua_pushlightuserdata(L, u);
            lua_pushnil(L);
            lua_rawset(L, lua_upvalueindex(1));
        }
    }
    lua_settop(L, top);
    return 0;
}
