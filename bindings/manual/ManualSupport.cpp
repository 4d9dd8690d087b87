// ManualSupport.cpp -- see ManualSupport.h.
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"

#include <cstdio>

namespace kite::manual {

void addMethod(lua_State* L, const char* className, const char* name, lua_CFunction fn) {
    addModuleMethod(L, "cc", className, name, fn);
}

void addModuleMethod(lua_State* L, const char* module, const char* className, const char* name,
                     lua_CFunction fn) {
    tolua_module(L, nullptr, 0);
    tolua_beginmodule(L, nullptr);
    tolua_module(L, module, 0);
    tolua_beginmodule(L, module);
    tolua_beginmodule(L, className); /* the class's metatable */
    tolua_function(L, name, fn);
    tolua_endmodule(L);
    tolua_endmodule(L);
    tolua_endmodule(L);
}

void addOverload(lua_State* L, const char* className, const char* name, lua_CFunction fn) {
    addModuleOverload(L, "cc", className, name, fn);
}

void addModuleOverload(lua_State* L, const char* module, const char* className, const char* name,
                       lua_CFunction fn) {
    lua_getglobal(L, module);       /* stack: module */
    lua_getfield(L, -1, className); /* stack: module, class */
    lua_getfield(L, -1, name);      /* stack: module, class, previous */
    lua_pushcclosure(L, fn, 1);     /* stack: module, class, fn (upvalue 1: previous) */
    // a class-table assignment, as `cc.Label.createWithTTF = f` in Lua: the runtime sees it
    lua_setfield(L, -2, name); /* stack: module, class */
    lua_pop(L, 2);
}

int callPrevious(lua_State* L) {
    int nargs = lua_gettop(L);
    lua_pushvalue(L, lua_upvalueindex(1)); /* stack: args..., previous */
    lua_insert(L, 1);                      /* stack: previous, args... */
    lua_call(L, nargs, LUA_MULTRET);       /* stack: results... */
    return lua_gettop(L);
}

namespace {

// L is the engine's state or one of its coroutines: threads of one state share the registry.
bool sameState(lua_State* main, lua_State* L) {
    if (main == L) return true;
    lua_pushvalue(L, LUA_REGISTRYINDEX);
    const void* registry = lua_topointer(L, -1);
    lua_pop(L, 1);
    lua_pushvalue(main, LUA_REGISTRYINDEX);
    bool same = lua_topointer(main, -1) == registry;
    lua_pop(main, 1);
    return same;
}

} // namespace

LuaEngine* engineOf(lua_State* L) {
    LuaEngine* engine = LuaEngine::current();
    return engine && sameState(engine->getLuaState(), L) ? engine : nullptr;
}

int collectObjects(lua_State* L, int first, const char* type, std::vector<void*>& out, DeadObjects dead) {
    int top = lua_gettop(L);
    bool asTable = top == first && lua_istable(L, first);
    int count = asTable ? static_cast<int>(lua_objlen(L, first)) : top - first + 1;
    tolua_Error err;
    for (int i = 1; i <= count; ++i) {
        if (asTable) lua_rawgeti(L, first, i);
        int index = asTable ? lua_gettop(L) : first + i - 1;
        bool typed = lua_isuserdata(L, index) && tolua_isusertype(L, index, type, 0, &err);
        void* object = typed ? tolua_tousertype(L, index, 0) : nullptr;
        if (asTable) lua_pop(L, 1);
        if (!object && typed && dead == DeadObjects::Skip) continue;
        if (!object) return asTable ? first : index;
        out.push_back(object);
    }
    return 0;
}

int invalidSelf(lua_State* L, const char* function) {
    return luaL_error(L, "invalid 'self' in function '%s'", function);
}

int argError(lua_State* L, const char* function, tolua_Error* err) {
    // Not built on the Lua stack: tolua_error describes err->index as it finds it there, and a
    // missing argument must still read 'nil'. A plain array, since tolua_error longjmps.
    char message[256];
    std::snprintf(message, sizeof message, "#ferror in function '%s'.", function);
    tolua_error(L, message, err);
    return 0;
}

int destroySingleton(lua_State* L, const char* type, void* (*existing)(), void (*destroy)()) {
    char function[64];
    std::snprintf(function, sizeof function, "%s:destroyInstance", type);
    tolua_Error err;
    if (!tolua_isusertable(L, 1, type, 0, &err) || !tolua_isnoobj(L, 2, &err))
        return argError(L, function, &err);
    if (void* instance = existing()) toluafix_forget_usertype(L, instance, type);
    destroy();
    lua_settop(L, 1); /* stack: the class table */
    return 1;
}

void setNumberConstants(lua_State* L, const std::pair<const char*, lua_Number>* constants, size_t count) {
    lua_getglobal(L, "cc"); /* stack: cc */
    for (size_t i = 0; i < count; ++i) {
        lua_pushnumber(L, constants[i].second);
        lua_setfield(L, -2, constants[i].first);
    }
    lua_pop(L, 1); /* stack: */
}

bool readPoints(lua_State* L, int lo, std::vector<cc::Vec2>* out, int count) {
    if (!lua_istable(L, lo)) return false;
    int n = count >= 0 ? count : static_cast<int>(lua_objlen(L, lo));
    out->resize(static_cast<size_t>(n));
    for (int i = 1; i <= n; ++i) {
        lua_rawgeti(L, lo, i);
        bool ok = luaval_to_vec2(L, -1, &(*out)[static_cast<size_t>(i - 1)]);
        lua_pop(L, 1);
        if (!ok) return false;
    }
    return true;
}

} // namespace kite::manual
