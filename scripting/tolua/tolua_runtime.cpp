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

unsigned g_typeGeneration = 1;

void Runtime::supersChanged() {
    ++superGen_;
    ++g_typeGeneration;
}

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
    ++g_typeGeneration;
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
    ++g_typeGeneration; /* its metatables' addresses may be reused by another state */
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

void Runtime::pushTypeName(lua_State* L, TypeInfo* type) {
    if (type->nameRef != LUA_NOREF) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, type->nameRef);
        return;
    }
    lua_pushlstring(L, type->name.data(), type->name.size()); /* stack: name */
    byInternedName_[lua_tostring(L, -1)] = type;
    lua_pushvalue(L, -1);
    type->nameRef = luaL_ref(L, LUA_REGISTRYINDEX);
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

void Runtime::addClassTable(lua_State* L, TypeInfo* type, int index) {
    if (index < 0) index = lua_gettop(L) + 1 + index;
    if (type->classTablesRef == LUA_NOREF) {
        lua_newtable(L);
        type->classTablesRef = luaL_ref(L, LUA_REGISTRYINDEX);
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, type->classTablesRef); /* stack: tables */
    lua_pushvalue(L, index);
    lua_rawseti(L, -2, static_cast<int>(lua_objlen(L, -2)) + 1);
    lua_pop(L, 1);
}

namespace {
// The class tables' own ".isclass" marker is not a member.
bool isClassMarker(lua_State* L, int key, int markerRef) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, markerRef);
    bool marker = lua_rawequal(L, key, -1) != 0;
    lua_pop(L, 1);
    return marker;
}
} // namespace

bool Runtime::classTableMember(lua_State* L, int level, int key) {
    TypeInfo* type = typeByMetatable(lua_topointer(L, level));
    if (!type || type->classTablesRef == LUA_NOREF) return false;
    lua_rawgeti(L, LUA_REGISTRYINDEX, type->classTablesRef); /* stack: tables */
    int tables = lua_gettop(L);
    for (int i = static_cast<int>(lua_objlen(L, tables)); i >= 1; --i) { /* the newest first */
        lua_rawgeti(L, tables, i);
        lua_pushvalue(L, key);
        lua_rawget(L, -2); /* stack: tables classtable member|nil */
        // The marker is checked on a hit only: a miss of an absent key visits every level of the
        // chain, so it must cost no more than the lookups.
        if (!lua_isnil(L, -1) && !isClassMarker(L, key, isclassKeyRef)) {
            lua_replace(L, tables);
            lua_settop(L, tables); /* stack: member */
            return true;
        }
        lua_pop(L, 2);
    }
    lua_pop(L, 1);
    return false;
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

char accessorTag;

// Empties the table at `index` in place (its identity is held by a closure).
void clearTable(lua_State* L, int index) {
    lua_pushnil(L);
    while (lua_next(L, index)) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_pushnil(L);
        lua_rawset(L, index); /* assigning nil to an existing field is allowed during lua_next */
    }
}

bool isTaken(lua_State* L, int key, int table) {
    lua_pushvalue(L, key);
    lua_rawget(L, table);
    bool taken = !lua_isnil(L, -1);
    lua_pop(L, 1);
    return taken;
}

void claim(lua_State* L, int key, int table) {
    lua_pushvalue(L, key);
    lua_pushboolean(L, 1);
    lua_rawset(L, table);
}

// A key instance lookup can reach: a string that is not a number ("2" goes to .geti in stock).
bool isMemberKey(lua_State* L, int key) {
    if (lua_type(L, key) != LUA_TSTRING) return false;
    return !lua_isnumber(L, key);
}

bool hasUpvalues(lua_State* L, int index) {
    if (!lua_getupvalue(L, index, 1)) return false;
    lua_pop(L, 1);
    return true;
}

void pushAccessor(lua_State* L, lua_CFunction get) {
    auto* a = static_cast<Accessor*>(lua_newuserdata(L, sizeof(Accessor)));
    a->tag = &accessorTag;
    a->get = get;
}

// Merges one level of the class chain, nearest level first. Per level stock looks at the raw
// field, then the .get entry; a key resolved at a nearer level is never overridden.
// The raw string-keyed fields of the table at `table` not yet taken (a class table's marker
// aside).
void mergeRawFields(lua_State* L, Runtime* rt, int table, int flat, int taken) {
    lua_pushnil(L);
    while (lua_next(L, table)) { /* stack: ... key value */
        int key = lua_gettop(L) - 1;
        if (isMemberKey(L, key) && !isTaken(L, key, taken) && !isClassMarker(L, key, rt->isclassKeyRef)) {
            claim(L, key, taken);
            lua_pushvalue(L, key);
            lua_pushvalue(L, key + 1);
            lua_rawset(L, flat);
        }
        lua_pop(L, 1);
    }
}

// Members rawset into the level's class tables come before the level's own: stock's class table
// is the metatable, so there such a member sits at this level (and replaces a bound one).
void mergeClassTables(lua_State* L, Runtime* rt, int level, int flat, int taken) {
    TypeInfo* owner = rt->typeByMetatable(lua_topointer(L, level));
    if (!owner || owner->classTablesRef == LUA_NOREF) return;
    lua_rawgeti(L, LUA_REGISTRYINDEX, owner->classTablesRef); /* stack: tables */
    int tables = lua_gettop(L);
    for (int i = static_cast<int>(lua_objlen(L, tables)); i >= 1; --i) {
        lua_rawgeti(L, tables, i);
        mergeRawFields(L, rt, tables + 1, flat, taken);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

void mergeLevel(lua_State* L, TypeInfo* type, int level, int flat, int taken) {
    mergeClassTables(L, type->rt, level, flat, taken);
    mergeRawFields(L, type->rt, level, flat, taken);
    lua_pushstring(L, ".get");
    lua_rawget(L, level);
    if (lua_istable(L, -1)) {
        int get = lua_gettop(L);
        lua_pushnil(L);
        while (lua_next(L, get)) {
            int key = lua_gettop(L) - 1;
            bool cfn = lua_iscfunction(L, -1);
            if ((cfn || lua_istable(L, -1)) && isMemberKey(L, key) && !isTaken(L, key, taken)) {
                claim(L, key, taken);
                if (cfn && !hasUpvalues(L, -1)) {
                    lua_pushvalue(L, key);
                    pushAccessor(L, lua_tocfunction(L, -2));
                    lua_rawset(L, flat);
                } else {
                    type->hasSlowMembers = true; /* array proxies and closures: the live walk */
                }
            }
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
}

// Setters: the nearest .set entry per key; C functions without upvalues only.
void mergeSetters(lua_State* L, TypeInfo* type, int level, int flatSet) {
    lua_pushstring(L, ".set");
    lua_rawget(L, level);
    if (lua_istable(L, -1)) {
        int set = lua_gettop(L);
        lua_pushnil(L);
        while (lua_next(L, set)) {
            int key = lua_gettop(L) - 1;
            if (lua_iscfunction(L, -1) && isMemberKey(L, key) && !isTaken(L, key, flatSet)) {
                if (hasUpvalues(L, -1)) {
                    type->hasSlowMembers = true;
                } else {
                    lua_pushvalue(L, key);
                    lua_pushvalue(L, -2);
                    lua_rawset(L, flatSet);
                }
            }
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
}

void setRef(lua_State* L, int& ref) {
    if (ref != LUA_NOREF) luaL_unref(L, LUA_REGISTRYINDEX, ref);
    ref = luaL_ref(L, LUA_REGISTRYINDEX);
}

} // namespace

Accessor* toAccessor(lua_State* L, int index) {
    if (lua_type(L, index) != LUA_TUSERDATA || lua_objlen(L, index) != sizeof(Accessor)) return nullptr;
    auto* a = static_cast<Accessor*>(lua_touserdata(L, index));
    return a->tag == &accessorTag ? a : nullptr;
}

void Runtime::membersChanged(lua_State* L) {
    ++memberGen_;
    for (TypeInfo* type : filled_) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, type->flatRef);
        clearTable(L, lua_gettop(L));
        lua_rawgeti(L, LUA_REGISTRYINDEX, type->flatSetRef);
        clearTable(L, lua_gettop(L));
        lua_pop(L, 2);
    }
    filled_.clear();
}

void ensureFlat(lua_State* L, Runtime* rt, TypeInfo* type) {
    if (type->flatGen == rt->memberGen()) return;
    int top = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, type->flatRef);    /* stack: flat */
    lua_rawgeti(L, LUA_REGISTRYINDEX, type->flatSetRef); /* stack: flat flatSet */
    lua_newtable(L);                                     /* stack: flat flatSet taken */
    int flat = top + 1, flatSet = top + 2, taken = top + 3;
    clearTable(L, flat);
    clearTable(L, flatSet);
    if (type->getiRef != LUA_NOREF) luaL_unref(L, LUA_REGISTRYINDEX, type->getiRef);
    if (type->setiRef != LUA_NOREF) luaL_unref(L, LUA_REGISTRYINDEX, type->setiRef);
    type->getiRef = type->setiRef = LUA_NOREF;
    type->hasGeti = type->hasSlowMembers = false;

    lua_rawgeti(L, LUA_REGISTRYINDEX, type->mtRef); /* stack: flat flatSet taken level */
    for (int depth = 0; lua_istable(L, -1); ++depth) {
        int level = lua_gettop(L);
        mergeLevel(L, type, level, flat, taken);
        mergeSetters(L, type, level, flatSet);
        if (!type->hasGeti) {
            lua_pushstring(L, ".geti");
            lua_rawget(L, level);
            if (lua_isfunction(L, -1)) {
                type->hasGeti = true;
                setRef(L, type->getiRef);
            } else {
                lua_pop(L, 1);
            }
        }
        if (depth == 0) {
            lua_pushstring(L, ".seti");
            lua_rawget(L, level);
            if (lua_isfunction(L, -1))
                setRef(L, type->setiRef);
            else
                lua_pop(L, 1);
        }
        if (!lua_getmetatable(L, level)) break; /* stack: ... level parent */
        lua_remove(L, level);
    }
    lua_settop(L, top);
    type->flatGen = rt->memberGen();
    rt->markFilled(type);
}

} // namespace kite::tolua
