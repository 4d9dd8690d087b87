// tolua_runtime.cpp -- TypeInfo tables, per-state runtime lookup, flattened member lookup.
// The design is described at the top of tolua_runtime.h. The rules that matter for speed:
//   - no lua_pushstring, strcmp or strtod on a hot path;
//   - a type name argument is resolved by address through a direct-mapped cache;
//   - a metatable is resolved by address the same way.
// SPDX-License-Identifier: MIT
#include "tolua_runtime.h"

#include <algorithm>
#include <link.h>
#include <mutex>

namespace kite::tolua {

namespace {

/* -- Read-only memory ranges (string literals) ---------------------------------------------- */

struct Range {
    uintptr_t begin, end;
};

std::vector<Range>& readOnlyRanges() {
    static std::vector<Range> ranges;
    static std::once_flag once;
    std::call_once(once, [] {
        dl_iterate_phdr(
            [](dl_phdr_info* info, size_t, void*) {
                for (int i = 0; i < info->dlpi_phnum; ++i) {
                    const ElfW(Phdr)& ph = info->dlpi_phdr[i];
                    if (ph.p_type == PT_LOAD && !(ph.p_flags & PF_W)) {
                        uintptr_t b = info->dlpi_addr + ph.p_vaddr;
                        ranges.push_back({b, b + ph.p_memsz});
                    }
                }
                return 0;
            },
            nullptr);
        std::sort(ranges.begin(), ranges.end(),
                  [](const Range& a, const Range& b) { return a.begin < b.begin; });
    });
    return ranges;
}

/* -- Direct-mapped pointer caches in front of the hash maps ---------------------------------- */

constexpr size_t kCacheSlots = 256;

inline size_t slotOf(const void* p) {
    uintptr_t u = reinterpret_cast<uintptr_t>(p);
    return ((u >> 3) ^ (u >> 11)) & (kCacheSlots - 1);
}

struct PtrCache {
    const void* key[kCacheSlots] = {};
    TypeInfo* value[kCacheSlots] = {};
};

// One Runtime per lua_State: found from the registry's address, the last one cached per thread.
char runtimeKey;
thread_local const void* tlsRegistry = nullptr;
thread_local Runtime* tlsRuntime = nullptr;

struct RuntimeBox {
    Runtime* rt;
    PtrCache* names;
    PtrCache* metatables;
};

int runtimeBoxGc(lua_State* L) {
    auto* box = static_cast<RuntimeBox*>(lua_touserdata(L, 1));
    delete box->rt;
    delete box->names;
    delete box->metatables;
    box->rt = nullptr;
    box->names = box->metatables = nullptr;
    return 0;
}

thread_local PtrCache* tlsNames = nullptr;
thread_local PtrCache* tlsMetatables = nullptr;

} // namespace

bool isStaticString(const char* p) {
    const std::vector<Range>& ranges = readOnlyRanges();
    uintptr_t u = reinterpret_cast<uintptr_t>(p);
    auto it = std::upper_bound(ranges.begin(), ranges.end(), u,
                               [](uintptr_t v, const Range& r) { return v < r.begin; });
    if (it == ranges.begin()) return false;
    --it;
    return u >= it->begin && u < it->end;
}

/* -- Runtime --------------------------------------------------------------------------------- */

Runtime::Runtime(lua_State* L) {
    registry = lua_topointer(L, LUA_REGISTRYINDEX);
    auto* box = static_cast<RuntimeBox*>(lua_newuserdata(L, sizeof(RuntimeBox))); /* stack: box */
    box->rt = this;
    box->names = new PtrCache();
    box->metatables = new PtrCache();
    lua_newtable(L); /* stack: box mt */
    lua_pushcfunction(L, runtimeBoxGc);
    lua_setfield(L, -2, "__gc");
    lua_setmetatable(L, -2); /* stack: box */
    lua_pushlightuserdata(L, &runtimeKey);
    lua_insert(L, -2);                /* stack: key box */
    lua_rawset(L, LUA_REGISTRYINDEX); /* stack: */
    tlsRegistry = registry;
    tlsRuntime = this;
    tlsNames = box->names;
    tlsMetatables = box->metatables;
}

Runtime::~Runtime() {
    if (tlsRuntime == this) {
        tlsRegistry = nullptr;
        tlsRuntime = nullptr;
        tlsNames = tlsMetatables = nullptr;
    }
}

Runtime* Runtime::get(lua_State* L) {
    const void* reg = lua_topointer(L, LUA_REGISTRYINDEX);
    if (reg == tlsRegistry) return tlsRuntime;
    lua_pushlightuserdata(L, &runtimeKey);
    lua_rawget(L, LUA_REGISTRYINDEX); /* stack: box|nil */
    auto* box = static_cast<RuntimeBox*>(lua_touserdata(L, -1));
    lua_pop(L, 1);
    if (!box || !box->rt) return nullptr;
    tlsRegistry = reg;
    tlsRuntime = box->rt;
    tlsNames = box->names;
    tlsMetatables = box->metatables;
    return box->rt;
}

TypeInfo* Runtime::typeByName(lua_State* L, const char* name) {
    if (!name) return nullptr;
    PtrCache* cache = tlsNames; // valid: get() ran for this state just before
    size_t slot = slotOf(name);
    if (cache && cache->key[slot] == name) return cache->value[slot];
    bool isStatic = isStaticString(name);
    if (isStatic) {
        auto it = byStaticName_.find(name);
        if (it != byStaticName_.end()) {
            if (cache) cache->key[slot] = name, cache->value[slot] = it->second;
            return it->second;
        }
    }
    auto it = byName_.find(name);
    if (it == byName_.end()) return nullptr; // unregistered names are not cached: they may appear later
    if (isStatic) {
        byStaticName_.emplace(name, it->second);
        if (cache) cache->key[slot] = name, cache->value[slot] = it->second;
    }
    return it->second;
}

TypeInfo* Runtime::typeByMetatable(const void* mt) const {
    PtrCache* cache = tlsMetatables;
    size_t slot = slotOf(mt);
    if (cache && cache->key[slot] == mt) return cache->value[slot];
    auto it = byMetatable_.find(mt);
    if (it == byMetatable_.end()) return nullptr;
    if (cache) cache->key[slot] = mt, cache->value[slot] = it->second;
    return it->second;
}

TypeInfo* Runtime::typeAt(lua_State* L, int index) {
    if (!lua_getmetatable(L, index)) return nullptr; /* stack: mt */
    const void* mt = lua_topointer(L, -1);
    lua_pop(L, 1);
    return typeByMetatable(mt);
}

TypeInfo* Runtime::addType(lua_State* L, const char* name) {
    auto type = std::make_unique<TypeInfo>();
    type->rt = this;
    type->name = name;
    type->id = static_cast<int>(types_.size());
    type->mt = lua_topointer(L, -1);
    lua_pushvalue(L, -1);
    type->mtRef = luaL_ref(L, LUA_REGISTRYINDEX);
    TypeInfo* raw = type.get();
    types_.push_back(std::move(type));
    byName_[raw->name] = raw;
    byMetatable_[raw->mt] = raw;
    // Names and metatables are only ever added, so cached slots stay valid; a metatable slot may
    // hold an old miss-free entry for a collected table whose address got reused: clear it.
    if (tlsMetatables) tlsMetatables->key[slotOf(raw->mt)] = nullptr;
    return raw;
}

bool Runtime::isa(TypeInfo* type, TypeInfo* expected) {
    if (type == expected) return true;
    if (type->isaGen != superGen_) {
        type->isaCache.assign(types_.size(), -1);
        type->isaGen = superGen_;
    } else if (type->isaCache.size() < types_.size()) {
        type->isaCache.resize(types_.size(), -1);
    }
    int8_t& cached = type->isaCache[expected->id];
    if (cached < 0) cached = type->supers.count(expected->name) ? 1 : 0;
    return cached == 1;
}

void Runtime::addSuper(TypeInfo* type, const std::string& super) {
    type->supers.insert(super);
    supersChanged();
}

/* -- Flattened member lookup ----------------------------------------------------------------- */

namespace {

// Copies the (non-numeric) keys of the table at `src` into `dst` unless `taken` or `dst` has them.
// `accept` filters values: 0 any, 1 C functions or tables (.get), 2 C functions (.set).
void mergeLevel(lua_State* L, int src, int dst, int taken, int accept) {
    lua_pushnil(L);
    while (lua_next(L, src)) { /* stack: ... key value */
        bool ok = lua_type(L, -2) != LUA_TNUMBER;
        if (ok && accept == 1) ok = lua_iscfunction(L, -1) || lua_istable(L, -1);
        if (ok && accept == 2) ok = lua_iscfunction(L, -1);
        if (ok) {
            lua_pushvalue(L, -2);
            lua_rawget(L, dst); /* stack: ... key value old */
            ok = lua_isnil(L, -1);
            lua_pop(L, 1);
        }
        if (ok && taken) {
            lua_pushvalue(L, -2);
            lua_rawget(L, taken);
            ok = lua_isnil(L, -1);
            lua_pop(L, 1);
        }
        if (ok) {
            lua_pushvalue(L, -2);
            lua_pushvalue(L, -2);
            lua_rawset(L, dst);
        }
        lua_pop(L, 1); /* stack: ... key */
    }
}

// Pushes rawget(t, name) where t is at `index`.
void rawgetField(lua_State* L, int index, const char* name) {
    lua_pushstring(L, name);
    lua_rawget(L, index);
}

void replaceRef(lua_State* L, int& ref) {
    if (ref != LUA_NOREF) luaL_unref(L, LUA_REGISTRYINDEX, ref);
    ref = luaL_ref(L, LUA_REGISTRYINDEX);
}

} // namespace

void ensureFlat(lua_State* L, Runtime* rt, TypeInfo* type) {
    if (type->flatGen == rt->memberGen()) return;
    int top = lua_gettop(L);
    lua_newtable(L); /* stack: flat */
    lua_newtable(L); /* stack: flat flatGet */
    lua_newtable(L); /* stack: flat flatGet flatSet */
    int flat = top + 1, flatGet = top + 2, flatSet = top + 3;
    if (type->getiRef != LUA_NOREF) luaL_unref(L, LUA_REGISTRYINDEX, type->getiRef);
    if (type->setiRef != LUA_NOREF) luaL_unref(L, LUA_REGISTRYINDEX, type->setiRef);
    type->getiRef = type->setiRef = LUA_NOREF;
    type->hasGeti = false;

    lua_rawgeti(L, LUA_REGISTRYINDEX, type->mtRef); /* stack: flat flatGet flatSet level */
    for (int depth = 0; lua_istable(L, -1); ++depth) {
        int level = lua_gettop(L);
        // Stock order per level: raw field, then .get entry; the nearest level wins.
        mergeLevel(L, level, flat, flatGet, 0);
        rawgetField(L, level, ".get");
        if (lua_istable(L, -1)) mergeLevel(L, lua_gettop(L), flatGet, flat, 1);
        lua_pop(L, 1);
        rawgetField(L, level, ".set");
        if (lua_istable(L, -1)) mergeLevel(L, lua_gettop(L), flatSet, 0, 2);
        lua_pop(L, 1);
        if (!type->hasGeti) {
            rawgetField(L, level, ".geti");
            if (lua_isfunction(L, -1)) {
                type->hasGeti = true;
                type->getiRef = luaL_ref(L, LUA_REGISTRYINDEX);
            } else {
                lua_pop(L, 1);
            }
        }
        if (depth == 0) {
            rawgetField(L, level, ".seti");
            if (lua_isfunction(L, -1))
                type->setiRef = luaL_ref(L, LUA_REGISTRYINDEX);
            else
                lua_pop(L, 1);
        }
        if (!lua_getmetatable(L, level)) break; /* stack: ... level parent */
        lua_remove(L, level);
    }
    lua_settop(L, flatSet);
    replaceRef(L, type->flatSetRef); /* stack: flat flatGet */
    replaceRef(L, type->flatGetRef); /* stack: flat */
    replaceRef(L, type->flatRef);    /* stack: */
    type->flatGen = rt->memberGen();
}

} // namespace kite::tolua
