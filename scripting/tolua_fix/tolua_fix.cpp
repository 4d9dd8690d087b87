// tolua_fix.cpp -- refid tracking and handler functions (cocos2d-x 3.x's toluafix_*: a Ref is
// pushed once by its refid and its userdata nulled when it dies; Lua functions are kept by integer
// id in one registry table).
// Differences from cocos, on purpose: the refid tables are cached as integer refs (no name
// hashing per call), every path keeps the stack balanced, the type name is copied before it is
// popped, and a userdata Lua had to create again (say after a state reset) is recorded again.
// SPDX-License-Identifier: MIT
#include "tolua_fix.h"

#include "base/Ref.h"
#include "tolua_runtime.h"

#include <cstdio>
#include <string>

using kite::tolua::Runtime;
using kite::tolua::TypeInfo;

namespace {

int s_functionRefId = 0; // process-wide, never reused
int s_liveFunctions = 0; // handler functions held, all states together
int s_liveObjects = 0;   // Ref objects Lua sees (one engine state at a time is the model)

// Pushes a tolua_fix table: cached ref when the runtime is there, else by name.
void pushTable(lua_State* L, int ref, const char* name) {
    if (ref != LUA_NOREF) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    } else {
        lua_pushstring(L, name);
        lua_rawget(L, LUA_REGISTRYINDEX);
    }
}

int ptrMapRef(Runtime* rt) {
    return rt ? rt->refidPtrRef : LUA_NOREF;
}
int typeMapRef(Runtime* rt) {
    return rt ? rt->refidTypeRef : LUA_NOREF;
}
int functionMapRef(Runtime* rt) {
    return rt ? rt->refidFunctionRef : LUA_NOREF;
}

// The most derived registered type of a Ref, from its RTTI. Only for pointers tolua_fix pushed
// (they are in the value root): a userdata merely *typed* as a Ref by a cross-hierarchy cast may
// hold anything.
TypeInfo* refDynamicType(lua_State* L, Runtime* rt, void* object, TypeInfo* current) {
    TypeInfo* ref = rt->typeByName(L, "cc.Ref");
    if (!ref || !rt->isa(current, ref)) return nullptr;
    lua_rawgeti(L, LUA_REGISTRYINDEX, rt->rootRef); /* stack: root */
    lua_pushlightuserdata(L, object);
    lua_rawget(L, -2); /* stack: root ud|nil */
    bool pushedAsRef = !lua_isnil(L, -1);
    lua_pop(L, 2);
    return pushedAsRef ? rt->typeByTypeid(&typeid(*static_cast<cc::Ref*>(object))) : nullptr;
}

} // namespace

TOLUA_API void toluafix_open(lua_State* L) {
    Runtime* rt = Runtime::get(L);
    if (rt) rt->dynamicType = refDynamicType;
    const char* names[] = {TOLUA_REFID_PTR_MAPPING, TOLUA_REFID_TYPE_MAPPING, TOLUA_REFID_FUNCTION_MAPPING};
    int* refs[] = {rt ? &rt->refidPtrRef : nullptr, rt ? &rt->refidTypeRef : nullptr,
                   rt ? &rt->refidFunctionRef : nullptr};
    for (int i = 0; i < 3; ++i) {
        lua_pushstring(L, names[i]);
        lua_newtable(L);
        if (refs[i]) {
            if (*refs[i] != LUA_NOREF) luaL_unref(L, LUA_REGISTRYINDEX, *refs[i]);
            lua_pushvalue(L, -1);
            *refs[i] = luaL_ref(L, LUA_REGISTRYINDEX);
        }
        lua_rawset(L, LUA_REGISTRYINDEX);
    }
    s_liveObjects = 0;
}

TOLUA_API int toluafix_pushusertype_ccobject(lua_State* L, int refid, int* p_refid, void* ptr,
                                             const char* type) {
    Runtime* rt = ptr && p_refid ? Runtime::get(L) : nullptr;
    TypeInfo* staticType = rt ? rt->typeByName(L, type) : nullptr;
    if (!rt) {
        lua_pushnil(L);
        return -1;
    }
    // A known object keeps its userdata (already of its most derived type); the ubox is shared by
    // the whole hierarchy, so the static type finds it.
    if (staticType && kite::tolua::pushKnownUserType(L, rt, ptr, staticType)) return 0;
    TypeInfo* dynamicType = rt->typeByTypeid(&typeid(*static_cast<cc::Ref*>(ptr)));
    if (!staticType && dynamicType && kite::tolua::pushKnownUserType(L, rt, ptr, dynamicType)) return 0;
    TypeInfo* use = dynamicType ? dynamicType : staticType;
    if (!use) {
        lua_pushnil(L);
        return -1;
    }
    kite::tolua::pushUserType(L, rt, ptr, use, true); /* stack: ud */
    // A new userdata: record the refid (again, if a reset state forgot it) and set _luaID.
    *p_refid = refid;
    pushTable(L, ptrMapRef(rt), TOLUA_REFID_PTR_MAPPING);
    lua_pushinteger(L, refid);
    lua_rawget(L, -2);
    bool recorded = !lua_isnil(L, -1);
    lua_pop(L, 1);
    if (!recorded) {
        lua_pushinteger(L, refid);
        lua_pushlightuserdata(L, ptr);
        lua_rawset(L, -3);
        ++s_liveObjects;
    }
    lua_pop(L, 1);
    pushTable(L, typeMapRef(rt), TOLUA_REFID_TYPE_MAPPING);
    lua_pushinteger(L, refid);
    rt->pushTypeName(L, use);
    lua_rawset(L, -3);
    lua_pop(L, 1); /* stack: ud */
    return 0;
}

namespace {

// Nulls the userdata `ptr` has in its type's ubox (`known`, else the one `type` names, else the
// global one) and drops it from there: 0, -3 when there was none, -1 for an empty userdata.
// Leaves the stack as it found it.
int forgetUserdata(lua_State* L, Runtime* rt, void* ptr, TypeInfo* known, const char* type) {
    int top = lua_gettop(L);
    if (known) {
        lua_pushnil(L); /* stack: (mt) */
        kite::tolua::pushUbox(L, rt, known);
    } else {
        luaL_getmetatable(L, type); /* stack: mt|nil */
        if (lua_istable(L, -1)) {
            lua_pushstring(L, "tolua_ubox");
            lua_rawget(L, -2);
        } else {
            lua_pushnil(L);
        }
    }
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        lua_pushstring(L, "tolua_ubox");
        lua_rawget(L, LUA_REGISTRYINDEX);
    } /* stack: mt ubox */
    lua_pushlightuserdata(L, ptr);
    lua_rawget(L, -2); /* stack: mt ubox ud */
    if (lua_isnil(L, -1)) {
        lua_settop(L, top);
        return -3;
    }
    lua_pushvalue(L, TOLUA_NOPEER);
    lua_setfenv(L, -2); /* the peer goes: node.field reads nil from now on */
    void** box = static_cast<void**>(lua_touserdata(L, -1));
    if (!box) {
        lua_settop(L, top);
        return -1;
    }
    *box = nullptr; /* later calls report "invalid 'self'", tolua.isnull is true */
    lua_pop(L, 1);
    lua_pushlightuserdata(L, ptr);
    lua_pushnil(L);
    lua_rawset(L, -3); /* ubox[ptr] = nil: a new object at this address gets a new userdata */
    lua_settop(L, top);
    return 0;
}

} // namespace

TOLUA_API int toluafix_remove_ccobject_by_refid(lua_State* L, int refid) {
    if (refid == 0) return -1;
    Runtime* rt = Runtime::get(L);
    int top = lua_gettop(L);
    pushTable(L, ptrMapRef(rt), TOLUA_REFID_PTR_MAPPING); /* stack: refid_ptr */
    if (!lua_istable(L, -1)) {
        lua_settop(L, top);
        return -2;
    }
    lua_pushinteger(L, refid);
    lua_rawget(L, -2); /* stack: refid_ptr ptr */
    void* ptr = lua_touserdata(L, -1);
    lua_pop(L, 1);
    if (!ptr) { /* Lua stack has closed, or the C++ object was never in Lua */
        lua_settop(L, top);
        return -2;
    }
    lua_pushinteger(L, refid);
    lua_pushnil(L);
    lua_rawset(L, -3); /* refid_ptr[refid] = nil */
    --s_liveObjects;
    lua_pop(L, 1);

    pushTable(L, typeMapRef(rt), TOLUA_REFID_TYPE_MAPPING); /* stack: refid_type */
    lua_pushinteger(L, refid);
    lua_rawget(L, -2); /* stack: refid_type type */
    if (!lua_isstring(L, -1)) {
        fprintf(stderr, "[LUA ERROR] remove CCObject with NULL type, refid: %d, ptr: %p\n", refid, ptr);
        lua_settop(L, top);
        return -1;
    }
    /* the name pushTypeName recorded finds its type by address; anything else by name, as cocos */
    TypeInfo* known = lua_type(L, -1) == LUA_TSTRING ? rt->typeByInternedName(lua_tostring(L, -1)) : nullptr;
    std::string type = known ? known->name : lua_tostring(L, -1);
    lua_pop(L, 1);
    lua_pushinteger(L, refid);
    lua_pushnil(L);
    lua_rawset(L, -3); /* refid_type[refid] = nil */
    lua_pop(L, 1);

    tolua_remove_value_from_root(L, ptr);
    int result = forgetUserdata(L, rt, ptr, known, type.c_str());
    if (result == -1)
        fprintf(stderr, "[LUA ERROR] remove CCObject with NULL userdata, refid: %d, ptr: %p, type: %s\n",
                refid, ptr, type.c_str());
    lua_settop(L, top);
    return result;
}

TOLUA_API int toluafix_forget_usertype(lua_State* L, void* ptr, const char* type) {
    if (!ptr) return -3;
    Runtime* rt = Runtime::get(L);
    int top = lua_gettop(L);
    int result = forgetUserdata(L, rt, ptr, rt ? rt->typeByName(L, type) : nullptr, type);
    lua_settop(L, top);
    return result;
}

TOLUA_API int toluafix_ref_function(lua_State* L, int lo, int def) {
    if (!lua_isfunction(L, lo)) return 0;
    Runtime* rt = Runtime::get(L);
    int id = ++s_functionRefId;
    pushTable(L, functionMapRef(rt), TOLUA_REFID_FUNCTION_MAPPING); /* stack: fun_map */
    lua_pushinteger(L, id);
    lua_pushvalue(L, lo > 0 || lo <= LUA_REGISTRYINDEX ? lo : lo - 2);
    lua_rawset(L, -3);
    lua_pop(L, 1);
    ++s_liveFunctions;
    return id;
}

TOLUA_API void toluafix_get_function_by_refid(lua_State* L, int refid) {
    Runtime* rt = Runtime::get(L);
    pushTable(L, functionMapRef(rt), TOLUA_REFID_FUNCTION_MAPPING); /* stack: fun_map */
    lua_rawgeti(L, -1, refid);                                      /* stack: fun_map fun */
    lua_remove(L, -2);
}

TOLUA_API void toluafix_remove_function_by_refid(lua_State* L, int refid) {
    Runtime* rt = Runtime::get(L);
    pushTable(L, functionMapRef(rt), TOLUA_REFID_FUNCTION_MAPPING);
    lua_rawgeti(L, -1, refid);
    if (!lua_isnil(L, -1)) {
        --s_liveFunctions;
        lua_pushinteger(L, refid);
        lua_pushnil(L);
        lua_rawset(L, -4);
    }
    lua_pop(L, 2);
}

TOLUA_API int toluafix_isfunction(lua_State* L, int lo, const char* type, int def, tolua_Error* err) {
    if (lua_gettop(L) >= abs(lo) && lua_isfunction(L, lo)) return 1;
    err->index = lo;
    err->array = 0;
    err->type = "[not function]";
    return 0;
}

TOLUA_API int toluafix_totable(lua_State* L, int lo, int def) {
    return lo;
}

TOLUA_API int toluafix_istable(lua_State* L, int lo, const char* type, int def, tolua_Error* err) {
    return tolua_istable(L, lo, def, err);
}

TOLUA_API void toluafix_stack_dump(lua_State* L, const char* label) {
    int top = lua_gettop(L);
    printf("Total [%d] in lua stack: %s\n", top, label ? label : "");
    for (int i = -1; i >= -top; --i) {
        int t = lua_type(L, i);
        switch (t) {
        case LUA_TSTRING:
            printf("  [%02d] string %s\n", i, lua_tostring(L, i));
            break;
        case LUA_TBOOLEAN:
            printf("  [%02d] boolean %s\n", i, lua_toboolean(L, i) ? "true" : "false");
            break;
        case LUA_TNUMBER:
            printf("  [%02d] number %g\n", i, lua_tonumber(L, i));
            break;
        default:
            printf("  [%02d] %s\n", i, lua_typename(L, t));
        }
    }
    printf("\n");
}

void toluafix_register_typeid(lua_State* L, const std::type_info& cppType, const char* type) {
    Runtime* rt = Runtime::get(L);
    if (TypeInfo* info = rt ? rt->typeByName(L, type) : nullptr) rt->mapTypeid(&cppType, info);
}

namespace kite {

int toluafixLiveObjects(lua_State* L) {
    return s_liveObjects;
}

int toluafixLiveFunctions() {
    return s_liveFunctions;
}

int toluafixForgetAllObjects(lua_State* L) {
    Runtime* rt = Runtime::get(L);
    int count = 0;
    pushTable(L, ptrMapRef(rt), TOLUA_REFID_PTR_MAPPING);
    if (lua_istable(L, -1)) {
        lua_pushnil(L);
        while (lua_next(L, -2)) { /* stack: map refid ptr */
            if (auto* object = static_cast<cc::Ref*>(lua_touserdata(L, -1))) {
                object->_luaID = 0;
                ++count;
            }
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
    // Functions die with the state; nothing can call them any more.
    pushTable(L, functionMapRef(rt), TOLUA_REFID_FUNCTION_MAPPING);
    if (lua_istable(L, -1)) {
        lua_pushnil(L);
        while (lua_next(L, -2)) {
            --s_liveFunctions;
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
    toluafix_open(L); /* fresh, empty tables */
    return count;
}

} // namespace kite
