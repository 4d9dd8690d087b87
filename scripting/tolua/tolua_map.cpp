// tolua_map.cpp -- tolua_open, the registry layout, type/class/module registration.
// The registry layout and class tables are tolua++ 1.0.93's as cocos2d-x 3.x uses them, with these fixes:
// no 128-byte name truncation, "T" is created even when "const T" already existed, mapsuper and
// mapinheritance ignore unregistered names instead of raising "table index is nil", and a
// `delete` method also drops ownership and nulls the box, so a later GC cannot delete twice.
// SPDX-License-Identifier: MIT
#include "tolua++.h"
#include "tolua_events.h"
#include "tolua_runtime.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using kite::tolua::Runtime;
using kite::tolua::TypeInfo;

namespace {

// Pushes registry[name] (the metatable of a type name, or nil).
void pushMetatable(lua_State* L, const char* name) {
    luaL_getmetatable(L, name);
}

// Creates registry[name] as a class metatable if absent; returns 1 if it was created.
int newMetatable(lua_State* L, const char* name) {
    int created = luaL_newmetatable(L, name); /* stack: mt */
    if (created) {
        lua_pushvalue(L, -1);
        lua_pushstring(L, name);
        lua_settable(L, LUA_REGISTRYINDEX); /* registry[mt] = name */
        TypeInfo* type = nullptr;
        if (Runtime* rt = Runtime::get(L)) type = rt->addType(L, name);
        kite::tolua::installClassEvents(L, type);
    }
    lua_pushstring(L, ".classname");
    lua_pushstring(L, name);
    lua_rawset(L, -3);
    lua_pop(L, 1); /* stack: */
    return created;
}

// Rebuilds the C mirror of tolua_super[mt(name)] from the Lua table on top of the stack.
void mirrorSupers(lua_State* L, Runtime* rt, const char* name) {
    TypeInfo* type = rt ? rt->typeByName(L, name) : nullptr;
    if (!type) return;
    type->supers.clear();
    lua_pushnil(L);
    while (lua_next(L, -2)) { /* stack: t key value */
        if (lua_type(L, -2) == LUA_TSTRING && lua_toboolean(L, -1)) type->supers.insert(lua_tostring(L, -2));
        lua_pop(L, 1);
    }
    rt->supersChanged();
}

// Records that a `name` may be used as a `base` (snapshot-copies base's own super set, as stock).
void mapSuper(lua_State* L, const char* name, const char* base) {
    Runtime* rt = Runtime::get(L);
    lua_pushstring(L, "tolua_super");
    lua_rawget(L, LUA_REGISTRYINDEX); /* stack: super */
    pushMetatable(L, name);           /* stack: super mt */
    if (lua_isnil(L, -1)) {
        lua_pop(L, 2);
        return;
    }
    lua_pushvalue(L, -1);
    lua_rawget(L, -3); /* stack: super mt t */
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -2);
        lua_pushvalue(L, -2);
        lua_rawset(L, -5); /* super[mt] = t; stack: super mt t */
    }
    lua_pushstring(L, base);
    lua_pushboolean(L, 1);
    lua_rawset(L, -3); /* t[base] = true */
    pushMetatable(L, base);
    lua_rawget(L, -4); /* stack: super mt t super[mt(base)] */
    if (lua_istable(L, -1)) {
        lua_pushnil(L);
        while (lua_next(L, -2)) { /* stack: super mt t bt k v */
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_rawset(L, -5);
        }
    }
    lua_pop(L, 1); /* stack: super mt t */
    mirrorSupers(L, rt, name);
    lua_pop(L, 3);
}

// Sets mt(name).tolua_ubox to the parent's (shared per hierarchy) or to a new weak table.
void setUbox(lua_State* L, TypeInfo* type) { /* stack: mt parent */
    bool shared = false;
    if (lua_istable(L, -1)) {
        lua_pushstring(L, "tolua_ubox");
        lua_rawget(L, -2); /* stack: mt parent ubox */
        shared = lua_istable(L, -1);
        if (!shared) lua_pop(L, 1);
    }
    if (!shared) {
        lua_newtable(L);
        lua_newtable(L);
        lua_pushstring(L, "__mode");
        lua_pushstring(L, "v");
        lua_rawset(L, -3);
        lua_setmetatable(L, -2); /* stack: mt parent ubox */
    }
    if (type) {
        if (type->uboxRef != LUA_NOREF) luaL_unref(L, LUA_REGISTRYINDEX, type->uboxRef);
        lua_pushvalue(L, -1);
        type->uboxRef = luaL_ref(L, LUA_REGISTRYINDEX);
    }
    lua_pushstring(L, "tolua_ubox");
    lua_insert(L, -2);
    lua_rawset(L, -4); /* stack: mt parent */
}

void mapInheritance(lua_State* L, const char* name, const char* base) {
    Runtime* rt = Runtime::get(L);
    pushMetatable(L, name); /* stack: mt */
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        return;
    }
    if (base && *base) {
        pushMetatable(L, base);
    } else {
        if (lua_getmetatable(L, -1)) { /* re-registration of a root keeps its parent and ubox */
            lua_pop(L, 2);
            return;
        }
        pushMetatable(L, "tolua_commonclass");
    } /* stack: mt parent */
    setUbox(L, rt ? rt->typeByName(L, name) : nullptr);
    lua_setmetatable(L, -2);
    lua_pop(L, 1);
    if (rt) rt->membersChanged(L);
}

int deleteWithOwnershipDrop(lua_State* L) {
    // The generated `delete` frees the object; drop ownership and null the box so a later GC
    // cannot delete it again and later calls report "invalid 'self'".
    void* self = lua_type(L, 1) == LUA_TUSERDATA ? tolua_tousertype(L, 1, nullptr) : nullptr;
    int n = lua_tocfunction(L, lua_upvalueindex(1))(L);
    if (self && lua_type(L, 1) == LUA_TUSERDATA) {
        void** box = static_cast<void**>(lua_touserdata(L, 1));
        if (*box == self) {
            lua_pushstring(L, "tolua_gc");
            lua_rawget(L, LUA_REGISTRYINDEX);
            lua_pushlightuserdata(L, self);
            lua_pushnil(L);
            lua_rawset(L, -3);
            lua_pop(L, 1);
            tolua_remove_value_from_root(L, self);
            kite::tolua::dropFromUbox(L, 1, self);
            *box = nullptr;
        }
    }
    return n;
}

const char* constName(std::string& buffer, const char* name) {
    buffer = "const ";
    buffer += name ? name : "";
    return buffer.c_str();
}

} // namespace

/* -- Public API ------------------------------------------------------------------------------ */

TOLUA_API void tolua_open(lua_State* L) {
    int top = lua_gettop(L);
    lua_pushstring(L, "tolua_opened");
    lua_rawget(L, LUA_REGISTRYINDEX);
    if (lua_isboolean(L, -1)) {
        lua_settop(L, top);
        return;
    }
    lua_pushstring(L, "tolua_opened");
    lua_pushboolean(L, 1);
    lua_rawset(L, LUA_REGISTRYINDEX);

    auto* rt = new Runtime(L);
    auto newRegistryTable = [&](const char* key, int* ref) {
        lua_newtable(L);
        lua_pushstring(L, key);
        lua_pushvalue(L, -2);
        lua_rawset(L, LUA_REGISTRYINDEX);
        *ref = luaL_ref(L, LUA_REGISTRYINDEX);
    };
    newRegistryTable(TOLUA_VALUE_ROOT, &rt->rootRef);
    newRegistryTable("tolua_ubox", &rt->uboxRef);
    lua_rawgeti(L, LUA_REGISTRYINDEX, rt->uboxRef);
    lua_newtable(L);
    lua_pushstring(L, "__mode");
    lua_pushstring(L, "v");
    lua_rawset(L, -3);
    lua_setmetatable(L, -2);
    lua_pop(L, 1);
    newRegistryTable("tolua_super", &rt->superRef);
    lua_pushstring(L, ".isclass");
    rt->isclassKeyRef = luaL_ref(L, LUA_REGISTRYINDEX);
    newRegistryTable("tolua_gc", &rt->gcRef);

    lua_pushstring(L, "tolua_gc_event");
    lua_rawgeti(L, LUA_REGISTRYINDEX, rt->gcRef);
    lua_rawgeti(L, LUA_REGISTRYINDEX, rt->superRef);
    lua_pushcclosure(L, class_gc_event, 2);
    lua_rawset(L, LUA_REGISTRYINDEX);

    newMetatable(L, "tolua_commonclass");

    kite::tolua::openToluaModule(L);
    lua_settop(L, top);
}

TOLUA_API void* tolua_copy(lua_State* L, void* value, unsigned int size) {
    void* clone = malloc(size);
    if (!clone) tolua_error(L, "insuficient memory", nullptr);
    memcpy(clone, value, size);
    return clone;
}

TOLUA_API int tolua_default_collect(lua_State* tolua_S) {
    free(tolua_tousertype(tolua_S, 1, nullptr));
    return 0;
}

TOLUA_API int tolua_register_gc(lua_State* L, int lo) {
    if (lua_type(L, lo) != LUA_TUSERDATA) return 0;
    void* u = kite::tolua::boxedPointerOf(L, lo);
    if (!u) return 0;
    int success = 1;
    lua_pushstring(L, "tolua_gc");
    lua_rawget(L, LUA_REGISTRYINDEX); /* stack: gc */
    lua_pushlightuserdata(L, u);
    lua_rawget(L, -2); /* stack: gc gc[u] */
    if (!lua_isnil(L, -1)) {
        success = 0;                      /* already owned */
    } else if (lua_getmetatable(L, lo)) { /* stack: gc nil mt */
        lua_pushlightuserdata(L, u);
        lua_insert(L, -2);
        lua_rawset(L, -4);
    } else {
        success = 0;
    }
    lua_settop(L, lua_gettop(L) - 2);
    return success;
}

TOLUA_API void tolua_usertype(lua_State* L, const char* type) {
    std::string ctype;
    constName(ctype, type);
    newMetatable(L, ctype.c_str());
    if (newMetatable(L, type)) mapSuper(L, type, ctype.c_str());
}

TOLUA_API void tolua_beginmodule(lua_State* L, const char* name) {
    if (!name) {
        lua_pushvalue(L, LUA_GLOBALSINDEX);
        return;
    }
    lua_pushstring(L, name);
    lua_rawget(L, -2);
    if (lua_istable(L, -1)) { /* cocos 3.x: registrations inside a class go to its metatable */
        lua_pushstring(L, ".isclass");
        lua_rawget(L, -2);
        bool isClass = !lua_isnil(L, -1);
        lua_pop(L, 1);
        if (isClass && lua_getmetatable(L, -1)) lua_remove(L, -2);
    } else {
        luaL_error(L, "tolua: cannot begin module '%s': no such module or class", name);
    }
}

TOLUA_API void tolua_endmodule(lua_State* L) {
    lua_pop(L, 1);
}

TOLUA_API void tolua_module(lua_State* L, const char* name, int hasvar) {
    if (name) {
        lua_pushstring(L, name);
        lua_rawget(L, -2);
        if (!lua_istable(L, -1)) {
            lua_pop(L, 1);
            lua_newtable(L);
            lua_pushstring(L, name);
            lua_pushvalue(L, -2);
            lua_rawset(L, -4);
        }
    } else {
        lua_pushvalue(L, LUA_GLOBALSINDEX);
    } /* stack: module */
    if (hasvar && !tolua_ismodulemetatable(L)) {
        lua_newtable(L);
        tolua_moduleevents(L);
        if (lua_getmetatable(L, -2)) lua_setmetatable(L, -2); /* the old metatable chains behind */
        lua_setmetatable(L, -2);
    }
    lua_pop(L, 1);
}

TOLUA_API void tolua_class(lua_State* L, const char* name, const char* base) {
    /* Declared by stock tolua++ but never implemented there; here an alias without collector. */
    tolua_cclass(L, name, name, base, nullptr);
}

TOLUA_API void tolua_cclass(lua_State* L, const char* lname, const char* name, const char* base,
                            lua_CFunction col) {
    std::string cname, cbase;
    constName(cname, name);
    constName(cbase, base);
    mapInheritance(L, name, base);
    mapInheritance(L, cname.c_str(), name);
    mapSuper(L, cname.c_str(), cbase.c_str());
    mapSuper(L, name, base);

    pushMetatable(L, name); /* stack: module mt */
    if (col) {
        lua_pushstring(L, ".collector");
        lua_pushcfunction(L, col);
        lua_rawset(L, -3);
    }
    lua_pushstring(L, lname);
    lua_newtable(L); /* stack: module mt lname classtable */
    lua_pushstring(L, ".isclass");
    lua_pushboolean(L, 1);
    lua_rawset(L, -3);
    lua_pushvalue(L, -3);
    lua_setmetatable(L, -2);
    lua_rawset(L, -4); /* module[lname] = classtable */
    lua_pop(L, 1);
    if (col) {
        pushMetatable(L, cname.c_str());
        lua_pushstring(L, ".collector");
        lua_pushcfunction(L, col);
        lua_rawset(L, -3);
        lua_pop(L, 1);
    }
    if (Runtime* rt = Runtime::get(L)) rt->membersChanged(L);
}

TOLUA_API void tolua_addbase(lua_State* L, char* name, char* base) {
    std::string cname, cbase;
    constName(cname, name);
    constName(cbase, base);
    mapSuper(L, cname.c_str(), cbase.c_str());
    mapSuper(L, name, base);
}

TOLUA_API void tolua_function(lua_State* L, const char* name, lua_CFunction func) {
    lua_pushstring(L, name);
    if (name && strcmp(name, "delete") == 0) {
        lua_pushcfunction(L, func);
        lua_pushcclosure(L, deleteWithOwnershipDrop, 1);
    } else {
        lua_pushcfunction(L, func);
    }
    lua_rawset(L, -3);
    if (Runtime* rt = Runtime::get(L)) rt->membersChanged(L);
}

TOLUA_API void tolua_constant(lua_State* L, const char* name, lua_Number value) {
    lua_pushstring(L, name);
    lua_pushnumber(L, value);
    lua_rawset(L, -3);
    if (Runtime* rt = Runtime::get(L)) rt->membersChanged(L);
}

namespace {
// Pushes top[field], creating it as a table if it is not one.
void pushOrCreateTable(lua_State* L, const char* field) {
    lua_pushstring(L, field);
    lua_rawget(L, -2);
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushstring(L, field);
        lua_pushvalue(L, -2);
        lua_rawset(L, -4);
    }
}

int constArrayNewindex(lua_State* L) {
    return luaL_error(L, "value of const array cannot be changed");
}
} // namespace

TOLUA_API void tolua_variable(lua_State* L, const char* name, lua_CFunction get, lua_CFunction set) {
    pushOrCreateTable(L, ".get"); /* stack: top .get */
    lua_pushstring(L, name);
    lua_pushcfunction(L, get);
    lua_rawset(L, -3);
    lua_pop(L, 1);
    if (set) {
        pushOrCreateTable(L, ".set");
        lua_pushstring(L, name);
        lua_pushcfunction(L, set);
        lua_rawset(L, -3);
        lua_pop(L, 1);
    }
    if (Runtime* rt = Runtime::get(L)) rt->membersChanged(L);
}

TOLUA_API void tolua_array(lua_State* L, const char* name, lua_CFunction get, lua_CFunction set) {
    pushOrCreateTable(L, ".get"); /* stack: top .get */
    lua_pushstring(L, name);
    lua_newtable(L); /* stack: top .get name proxy */
    lua_pushvalue(L, -1);
    lua_setmetatable(L, -2);
    lua_pushstring(L, "__index");
    lua_pushcfunction(L, get);
    lua_rawset(L, -3);
    lua_pushstring(L, "__newindex");
    lua_pushcfunction(L, set ? set : constArrayNewindex);
    lua_rawset(L, -3);
    lua_rawset(L, -3);
    lua_pop(L, 1);
    if (Runtime* rt = Runtime::get(L)) rt->membersChanged(L);
}

TOLUA_API void tolua_dobuffer(lua_State* L, char* B, unsigned int size, const char* name) {
    int top = lua_gettop(L);
    if (luaL_loadbuffer(L, B, size, name) != 0 || lua_pcall(L, 0, 0, 0) != 0) {
        /* stock swallows this silently; report it, keep the stack as it was */
        fprintf(stderr, "tolua: error in embedded Lua code '%s': %s\n", name ? name : "?",
                lua_tostring(L, -1) ? lua_tostring(L, -1) : "(non-string error)");
    }
    lua_settop(L, top);
}
