// lua_cc_config.cpp -- cc.Config value userdata (the Lua API is in lua_cc_config.h).
//
// Every metamethod and method is a closure whose upvalue 1 is the metatable (the type check) and
// upvalue 2 a weak-valued cache node address -> userdata (so a child is the same userdata while
// it lives). Lua 5.1 raises errors with longjmp, which skips C++ destructors: functions that can
// raise hold only pointers and references; the ones with C++ locals (load, parse) only push, and
// their callers raise after they have returned.
// SPDX-License-Identifier: MIT
#include "lua_cc_config.h"

#include "base/FileUtils.h"
#include "data/Config.h"

#include <cmath>
#include <new>
#include <string>

extern "C" {
#include "lauxlib.h"
}

namespace {

static_assert(alignof(cc::Config) <= alignof(double), "lua_newuserdata aligns for double");

char kMetatableKey; // registry[&key]: the metatable
char kCacheKey;     // registry[&key]: the child cache

const int kMetatable = lua_upvalueindex(1);
const int kCache = lua_upvalueindex(2);

// The Config in a cc.Config userdata at `index`, else null.
cc::Config* testConfig(lua_State* L, int index, int metatable) {
    if (lua_type(L, index) != LUA_TUSERDATA || !lua_getmetatable(L, index)) return nullptr;
    bool ours = lua_rawequal(L, -1, metatable) != 0; /* stack: ... mt */
    lua_pop(L, 1);
    return ours ? static_cast<cc::Config*>(lua_touserdata(L, index)) : nullptr;
}

const cc::Config& checkConfig(lua_State* L, int index) {
    const cc::Config* config = testConfig(L, index, kMetatable);
    if (!config) luaL_typerror(L, index, "cc.Config");
    /* only reachable through a weak-keyed table that outlived the finalizer */
    if (!config->isContainer()) luaL_error(L, "cc.Config used after it was collected");
    return *config;
}

void pushValue(lua_State* L, const cc::Config& value, int metatable, int cache) {
    switch (value.kind()) {
    case cc::Config::Kind::Null:
        lua_pushnil(L);
        return;
    case cc::Config::Kind::Bool:
        lua_pushboolean(L, value.asBool());
        return;
    case cc::Config::Kind::Number:
        lua_pushnumber(L, value.asNumber());
        return;
    case cc::Config::Kind::String:
        lua_pushlstring(L, value.asString().data(), value.asString().size());
        return;
    default:
        break;
    }
    void* node = const_cast<void*>(value.identity());
    lua_pushlightuserdata(L, node);
    lua_rawget(L, cache); /* stack: ud|nil */
    if (!lua_isnil(L, -1)) return;
    lua_pop(L, 1);
    /* a finalized userdata leaves the weak cache before its __gc frees the node, so a node
       address in the cache always belongs to a live node */
    new (lua_newuserdata(L, sizeof(cc::Config))) cc::Config(value); /* stack: ud */
    lua_pushvalue(L, metatable);
    lua_setmetatable(L, -2);
    lua_pushlightuserdata(L, node);
    lua_pushvalue(L, -2);
    lua_rawset(L, cache);
}

void push(lua_State* L, const cc::Config& value) {
    pushValue(L, value, kMetatable, kCache);
}

// The member `key` (a name, or a 1-based number as in cfg[i]) or null.
const cc::Config* member(lua_State* L, const cc::Config& self, int key) {
    if (lua_type(L, key) == LUA_TSTRING) {
        size_t length;
        const char* name = lua_tolstring(L, key, &length);
        size_t index = self.find(std::string_view(name, length));
        return index == cc::Config::npos ? nullptr : &self.at(index);
    }
    if (lua_type(L, key) != LUA_TNUMBER) return nullptr;
    lua_Number n = lua_tonumber(L, key);
    size_t count = self.isArray() ? self.size() : self.childCount();
    if (!(n >= 1 && n <= static_cast<lua_Number>(count) && n == std::floor(n))) return nullptr;
    size_t index = static_cast<size_t>(n) - 1;
    return self.isArray() ? &self.at(index) : &self.childAt(index);
}

/* cfg.key: a method, else a member */
int configIndex(lua_State* L) {
    const cc::Config& self = checkConfig(L, 1); /* stack: self key */
    if (lua_type(L, 2) == LUA_TSTRING) {
        lua_pushvalue(L, 2);
        lua_rawget(L, lua_upvalueindex(3)); /* stack: self key method|nil */
        if (!lua_isnil(L, -1)) return 1;
        lua_pop(L, 1);
    }
    const cc::Config* value = member(L, self, 2);
    if (value)
        push(L, *value);
    else
        lua_pushnil(L);
    return 1;
}

int configNewIndex(lua_State* L) {
    checkConfig(L, 1); /* stack: self key value */
    const char* key = lua_type(L, 2) == LUA_TSTRING || lua_type(L, 2) == LUA_TNUMBER ? lua_tostring(L, 2)
                                                                                     : luaL_typename(L, 2);
    return luaL_error(L, "cc.Config is read-only (cannot assign '%s')", key);
}

int configLen(lua_State* L) {
    const cc::Config& self = checkConfig(L, 1);
    lua_pushinteger(L, static_cast<lua_Integer>(self.isArray() ? self.size() : self.childCount()));
    return 1;
}

int configToString(lua_State* L) {
    const cc::Config& self = checkConfig(L, 1);
    lua_pushfstring(L, "cc.Config: %s, %d %s (%p)", cc::Config::kindName(self.kind()),
                    static_cast<int>(self.size()), self.isArray() ? "elements" : "members", self.identity());
    return 1;
}

int configEq(lua_State* L) {
    const cc::Config* a = testConfig(L, 1, kMetatable);
    const cc::Config* b = testConfig(L, 2, kMetatable);
    lua_pushboolean(L, a && b && *a == *b);
    return 1;
}

int configGc(lua_State* L) {
    cc::Config* self = testConfig(L, 1, kMetatable);
    if (self) {
        self->~Config();
        new (self) cc::Config(); /* a null Config, so a resurrected userdata reads as collected */
    }
    return 0;
}

/* cfg:get(key [, default]) */
/// @lua cc.Config:get(key: string|integer, default?: any): any
/// The member `key` (a name, or i as cfg[i]), or `default` when missing or null; reaches names like "keys".
int configGet(lua_State* L) {
    lua_settop(L, 3);
    const cc::Config* value = member(L, checkConfig(L, 1), 2); /* stack: self key default */
    if (value && !value->isNull())
        push(L, *value);
    else
        lua_pushvalue(L, 3);
    return 1;
}

/* cfg:has(key) */
/// @lua cc.Config:has(key: string|integer): boolean
/// Whether the member exists, true even when its value is null.
int configHas(lua_State* L) {
    lua_pushboolean(L, member(L, checkConfig(L, 1), 2) != nullptr);
    return 1;
}

/* cfg:keys() */
/// @lua cc.Config:keys(): table
/// A new array of the object's member names in file order, or {1, ..., n} for an array.
int configKeys(lua_State* L) {
    const cc::Config& self = checkConfig(L, 1);
    lua_createtable(L, static_cast<int>(self.size()), 0); /* stack: self keys */
    for (size_t i = 0; i < self.size(); ++i) {
        if (self.isArray())
            lua_pushinteger(L, static_cast<lua_Integer>(i + 1));
        else
            lua_pushlstring(L, self.nameAt(i).data(), self.nameAt(i).size());
        lua_rawseti(L, -2, static_cast<int>(i + 1));
    }
    return 1;
}

/* the closure cfg:pairs() returns; upvalue 3 is cfg, upvalue 4 the next member index */
int pairsStep(lua_State* L) {
    const cc::Config& self = checkConfig(L, lua_upvalueindex(3));
    size_t index = static_cast<size_t>(lua_tointeger(L, lua_upvalueindex(4)));
    if (index >= self.size()) return 0;
    lua_pushinteger(L, static_cast<lua_Integer>(index + 1));
    lua_replace(L, lua_upvalueindex(4));
    if (self.isArray())
        lua_pushinteger(L, static_cast<lua_Integer>(index + 1));
    else
        lua_pushlstring(L, self.nameAt(index).data(), self.nameAt(index).size());
    push(L, self.at(index)); /* stack: ... key value */
    return 2;
}

/* cfg:pairs() -> a stateful iterator (Lua 5.1 and LuaJIT do not honour __pairs) */
/// @lua cc.Config:pairs(): function
/// For `for k, v in cfg:pairs()`: every member in file order (index and element for an array).
int configPairs(lua_State* L) {
    checkConfig(L, 1);
    lua_pushvalue(L, kMetatable);
    lua_pushvalue(L, kCache);
    lua_pushvalue(L, 1);
    lua_pushinteger(L, 0);
    lua_pushcclosure(L, pairsStep, 4); /* stack: self step */
    return 1;
}

/* ipairs step(cfg, i) -> i + 1, value [, name] */
int ipairsStep(lua_State* L) {
    const cc::Config& self = checkConfig(L, 1);
    size_t index = static_cast<size_t>(luaL_checkinteger(L, 2));
    lua_pushinteger(L, static_cast<lua_Integer>(index + 1));
    if (self.isArray()) {
        if (index >= self.size()) return 0;
        push(L, self.at(index));
        return 2;
    }
    if (index >= self.childCount()) return 0;
    push(L, self.childAt(index));
    const std::string& name = self.nameAt(self.childMember(index));
    lua_pushlstring(L, name.data(), name.size()); /* stack: ... i child name */
    return 3;
}

/* cfg:ipairs() -> step, cfg, 0 (the step closure is shared: upvalue 3) */
/// @lua cc.Config:ipairs(): function, cc.Config, integer
/// For `for i, v, name in cfg:ipairs()`: an array's elements, or an object's object and array members.
int configIpairs(lua_State* L) {
    checkConfig(L, 1);
    lua_pushvalue(L, lua_upvalueindex(3));
    lua_pushvalue(L, 1);
    lua_pushinteger(L, 0); /* stack: self step self 0 */
    return 3;
}

void pushLiteral(lua_State* L, const cc::Config& value) {
    if (!value.isContainer()) {
        pushValue(L, value, 0, 0); /* scalars never touch the metatable or the cache */
        return;
    }
    luaL_checkstack(L, 4, "cc.Config too deep for literal()");
    size_t n = value.size();
    if (value.isArray()) {
        lua_createtable(L, static_cast<int>(n), 0); /* stack: ... t */
        for (size_t i = 0; i < n; ++i) {
            pushLiteral(L, value.at(i));
            lua_rawseti(L, -2, static_cast<int>(i + 1));
        }
        return;
    }
    lua_createtable(L, 0, static_cast<int>(n)); /* stack: ... t */
    for (size_t i = 0; i < n; ++i) {
        if (value.at(i).isNull()) continue;
        lua_pushlstring(L, value.nameAt(i).data(), value.nameAt(i).size());
        pushLiteral(L, value.at(i)); /* stack: ... t name v */
        lua_rawset(L, -3);
    }
}

/* cfg:literal() */
/// @lua cc.Config:literal(): table
/// A new plain Lua table copy of the whole tree; null members are left out, null elements leave holes.
int configLiteral(lua_State* L) {
    pushLiteral(L, checkConfig(L, 1));
    return 1;
}

// A file a game names, through FileUtils' search paths ("" when it is not found there).
std::string resolve(const std::string& path) {
    return cc::FileUtils::getInstance()->fullPathForFilename(path);
}

// Pushes the Config or the error message (C++ locals end here; the caller raises).
bool loadOrMessage(lua_State* L, const char* path, size_t length) {
    std::string error;
    std::string given(path, length);
    std::string full = resolve(given);
    cc::Config config;
    if (full.empty())
        error = given + ": cannot open file: no such file in the search paths";
    else
        config = cc::Config::loadFile(full, &error, given);
    if (!error.empty()) {
        lua_pushlstring(L, error.data(), error.size());
        return false;
    }
    push(L, config);
    return true;
}

bool parseOrMessage(lua_State* L, const char* text, size_t length, const char* name) {
    std::string error;
    cc::Config config = cc::Config::parse(std::string_view(text, length), name, &error);
    if (!error.empty()) {
        lua_pushlstring(L, error.data(), error.size());
        return false;
    }
    push(L, config);
    return true;
}

int raiseWithWhere(lua_State* L) {
    luaL_where(L, 1); /* stack: ... message where */
    lua_insert(L, -2);
    lua_concat(L, 2);
    return lua_error(L);
}

/* cc.Config.load(path) */
/// @lua cc.Config.load(path: string): cc.Config
/// Reads a JSON file (comments allowed) through the search paths; a bad file raises "path:line:col: what".
int configLoad(lua_State* L) {
    size_t length;
    const char* path = luaL_checklstring(L, 1, &length);
    return loadOrMessage(L, path, length) ? 1 : raiseWithWhere(L);
}

/* cc.Config.parse(text [, name]) */
/// @lua cc.Config.parse(text: string, name?: string): cc.Config
/// Parses JSON text whose top level is an object or array; errors name `name` ("[string]" by default).
int configParse(lua_State* L) {
    size_t length;
    const char* text = luaL_checklstring(L, 1, &length);
    const char* name = luaL_optstring(L, 2, "[string]");
    return parseOrMessage(L, text, length, name) ? 1 : raiseWithWhere(L);
}

/* cc.Config.kind(v) */
/// @lua cc.Config.kind(value: any): "object"|"array"|nil
/// Whether a value is a cc.Config object or array; nil for anything else.
int configKind(lua_State* L) {
    const cc::Config* config = testConfig(L, 1, kMetatable);
    if (config && config->isContainer())
        lua_pushstring(L, cc::Config::kindName(config->kind()));
    else
        lua_pushnil(L);
    return 1;
}

// t[name] = closure(fn, metatable, cache [, extra]); the two are at absolute indices.
void setClosure(lua_State* L, int table, const char* name, lua_CFunction fn, int metatable, int cache,
                int extra = 0) {
    lua_pushvalue(L, metatable);
    lua_pushvalue(L, cache);
    if (extra) lua_pushvalue(L, extra);
    lua_pushcclosure(L, fn, extra ? 3 : 2);
    lua_setfield(L, table, name);
}

// Pushes the metatable, creating it (with the cache and the methods) on first use.
void pushMetatable(lua_State* L) {
    lua_pushlightuserdata(L, &kMetatableKey);
    lua_rawget(L, LUA_REGISTRYINDEX); /* stack: mt|nil */
    if (lua_istable(L, -1)) return;
    lua_pop(L, 1);
    lua_newtable(L);
    int mt = lua_gettop(L);
    lua_newtable(L);
    int cache = lua_gettop(L);
    lua_newtable(L);
    lua_pushliteral(L, "v");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, cache);
    lua_newtable(L);
    int methods = lua_gettop(L); /* stack: mt cache methods */

    lua_pushvalue(L, mt);
    lua_pushvalue(L, cache);
    lua_pushcclosure(L, ipairsStep, 2);
    int step = lua_gettop(L); /* stack: mt cache methods step */
    setClosure(L, methods, "get", configGet, mt, cache);
    setClosure(L, methods, "has", configHas, mt, cache);
    setClosure(L, methods, "keys", configKeys, mt, cache);
    setClosure(L, methods, "pairs", configPairs, mt, cache);
    setClosure(L, methods, "ipairs", configIpairs, mt, cache, step);
    setClosure(L, methods, "literal", configLiteral, mt, cache);

    setClosure(L, mt, "__index", configIndex, mt, cache, methods);
    setClosure(L, mt, "__newindex", configNewIndex, mt, cache);
    setClosure(L, mt, "__len", configLen, mt, cache);
    setClosure(L, mt, "__tostring", configToString, mt, cache);
    setClosure(L, mt, "__eq", configEq, mt, cache);
    setClosure(L, mt, "__gc", configGc, mt, cache);
    lua_getfield(L, methods, "pairs");
    lua_setfield(L, mt, "__pairs");
    lua_getfield(L, methods, "ipairs");
    lua_setfield(L, mt, "__ipairs");
    lua_pushliteral(L, "cc.Config");
    lua_setfield(L, mt, "__metatable");

    lua_pushlightuserdata(L, &kMetatableKey);
    lua_pushvalue(L, mt);
    lua_rawset(L, LUA_REGISTRYINDEX);
    lua_pushlightuserdata(L, &kCacheKey);
    lua_pushvalue(L, cache);
    lua_rawset(L, LUA_REGISTRYINDEX);
    /* tolua++'s convention registry[mt] = type name: tolua.type() and binding errors say cc.Config */
    lua_pushvalue(L, mt);
    lua_pushliteral(L, "cc.Config");
    lua_rawset(L, LUA_REGISTRYINDEX);
    lua_settop(L, mt); /* stack: mt */
}

// Pushes the metatable and the cache.
void pushMetatableAndCache(lua_State* L) {
    pushMetatable(L);
    lua_pushlightuserdata(L, &kCacheKey);
    lua_rawget(L, LUA_REGISTRYINDEX); /* stack: mt cache */
}

} // namespace

namespace kite {

void pushConfig(lua_State* L, const cc::Config& config) {
    pushMetatableAndCache(L); /* stack: mt cache */
    int cache = lua_gettop(L);
    pushValue(L, config, cache - 1, cache); /* stack: mt cache value */
    lua_replace(L, cache - 1);
    lua_pop(L, 1);
}

const cc::Config* toConfig(lua_State* L, int index) {
    if (index < 0 && index > LUA_REGISTRYINDEX) index = lua_gettop(L) + index + 1;
    pushMetatable(L);
    const cc::Config* config = testConfig(L, index, lua_gettop(L));
    lua_pop(L, 1);
    return config && config->isContainer() ? config : nullptr;
}

namespace manual {

/// @class cc.Config
/// Read-only JSON data: cfg.name and cfg[i] give plain values, or cc.Config for objects and arrays.
void registerConfig(lua_State* L) {
    int top = lua_gettop(L);
    pushMetatableAndCache(L);
    int mt = top + 1, cache = top + 2;
    lua_getglobal(L, "cc"); /* stack: mt cache cc */
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setglobal(L, "cc");
    }
    lua_pushliteral(L, "Config");
    lua_newtable(L); /* stack: mt cache cc "Config" module */
    int module = lua_gettop(L);
    setClosure(L, module, "load", configLoad, mt, cache);
    setClosure(L, module, "parse", configParse, mt, cache);
    setClosure(L, module, "kind", configKind, mt, cache);
    lua_rawset(L, -3);
    lua_settop(L, top);
}

} // namespace manual
} // namespace kite
