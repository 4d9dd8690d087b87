// tolua_runtime.h -- per-lua_State type tables behind the tolua++ API (internal to scripting/).
//
// Why this exists: stock tolua++ answers "what is type 'Node'?" by hashing the name string into
// the registry on every call, and "may this object be used as a 'const Node'?" by walking the
// Lua-side tolua_super tables. Both show up as the largest costs of every binding call. Here each
// registered type name gets a TypeInfo, found
//   - from a type-name argument by the *address* of the string when it lies in read-only memory
//     (the generator passes string literals, whose contents cannot change), else by its text;
//   - from a metatable by the metatable's address;
// and "is-a" answers are cached per (type, expected type) pair. The Lua-visible structures
// (registry["T"], registry[mt] = "T", tolua_super, tolua_ubox, .get/.set, ...) are still
// maintained exactly as stock does, so Lua code and third-party C code see the same layout.
//
// Member lookup: every class metatable's __index/__newindex is a C closure whose first upvalue is
// a flattened lookup table: the raw members and C getters (tagged Accessor userdata) or setters
// of the whole class chain, most derived level first, so a base-class method costs the same as
// one of the class itself and a hit is one raw lookup after the peer check. The tables fill on
// the first miss; a registration or a class-table assignment empties every filled table in place
// (Runtime::membersChanged), and a miss that finds a member rawset behind the runtime's back
// (into a class metatable, or into a cocos 3.x class table, which stock would find because its
// class table is the metatable) does too. Array proxies and accessors with upvalues are not
// flattened: a miss walks the chain the way stock does.
// SPDX-License-Identifier: MIT
#pragma once

extern "C" {
#include "lauxlib.h"
#include "lua.h"
}
#include "tolua_fastpath.h"

#include <cstdint>
#include <memory>
#include <string>
#include <typeinfo>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace kite::tolua {

class Runtime;

struct TypeInfo {
    Runtime* rt = nullptr; // the runtime of the state that registered it (outlives every closure)
    std::string name;      // "Node" or "const Node": the registry key
    int id = 0;            // index into Runtime::types
    int mtRef = LUA_NOREF; // registry ref to the metatable
    const void* mt = nullptr;
    int uboxRef = LUA_NOREF; // registry ref to mt.tolua_ubox (LUA_NOREF: use the global one)
    int nameRef = LUA_NOREF; // registry ref to `name` as a Lua string (Runtime::pushTypeName)

    // Mirror of registry.tolua_super[mt]: the names this type may be used as.
    std::unordered_set<std::string> supers;
    std::vector<int8_t> isaCache; // by expected TypeInfo id: -1 unknown, 0 no, 1 yes
    unsigned isaGen = 0;

    // Flattened member lookup (see the file comment). The two tables are the first upvalues of
    // the metatable's __index / __newindex closures and keep their identity: a change of members
    // empties them in place and the next miss refills them.
    unsigned flatGen = 0;
    int flatRef = LUA_NOREF;    // key -> raw member, or an Accessor for a C getter
    int flatSetRef = LUA_NOREF; // key -> C setter
    int getiRef = LUA_NOREF;    // nearest .geti (inherited, as stock)
    int setiRef = LUA_NOREF;    // own .seti only (stock does not inherit it)
    bool hasGeti = false;
    bool hasSlowMembers = false; // array proxies or getters/setters with upvalues: not flattened

    // The Lua class tables tolua_cclass made for this type (an array). Members rawset into one
    // are found through instances at this level, as stock's class table is the metatable itself.
    int classTablesRef = LUA_NOREF;
};

class Runtime {
public:
    explicit Runtime(lua_State* L);
    ~Runtime();

    // The runtime of L's state, or nullptr when tolua_open was never called or the state is closing.
    static Runtime* get(lua_State* L);

    TypeInfo* typeByName(lua_State* L, const char* name); // nullptr if never registered
    TypeInfo* typeByMetatable(const void* mt) const;
    TypeInfo* typeAt(lua_State* L, int index); // TypeInfo of the value's metatable, or nullptr

    // Called when tolua_newmetatable created registry[name] (metatable on top of the stack).
    TypeInfo* addType(lua_State* L, const char* name);

    bool isa(TypeInfo* type, TypeInfo* expected);
    void addSuper(TypeInfo* type, const std::string& super);

    // C++ dynamic type -> registered type, for pushes that resolve the most derived type (tolua_fix).
    void mapTypeid(const std::type_info* cppType, TypeInfo* type) { byTypeid_[cppType] = type; }
    TypeInfo* typeByTypeid(const std::type_info* cppType) const {
        auto it = byTypeid_.find(cppType);
        return it == byTypeid_.end() ? nullptr : it->second;
    }

    // Members of some class changed: empties every filled lookup table (they refill on a miss).
    void membersChanged(lua_State* L);

    // Records the class table at `index` as one of `type`'s (tolua_cclass).
    void addClassTable(lua_State* L, TypeInfo* type, int index);
    // Looks `key` (at `key`) up raw in the class tables of the metatable at `level`: pushes the
    // member and returns true, or pushes nothing and returns false.
    bool classTableMember(lua_State* L, int level, int key);

    // The registered type of an object's real C++ class, when a layer above knows it (tolua_fix
    // answers for Refs through RTTI); nullptr when unknown. tolua.cast refuses casts it disproves.
    using DynamicTypeHook = TypeInfo* (*)(lua_State* L, Runtime* rt, void* object, TypeInfo* current);
    DynamicTypeHook dynamicType = nullptr;
    void markFilled(TypeInfo* type) { filled_.push_back(type); }
    void supersChanged();
    unsigned memberGen() const { return memberGen_; }
    unsigned superGen() const { return superGen_; }

    // A type's name as an interned Lua string, and the type by that string's address: tolua_fix
    // records a type name per object and reads it back when the object dies, hashing nothing.
    void pushTypeName(lua_State* L, TypeInfo* type);
    TypeInfo* typeByInternedName(const char* name) const {
        auto it = byInternedName_.find(name);
        return it == byInternedName_.end() ? nullptr : it->second;
    }

    int uboxRef = LUA_NOREF;       // registry.tolua_ubox (fallback for types never cclass'ed)
    int isclassKeyRef = LUA_NOREF; // the string ".isclass" (cocos 3.x class tables)
    int rootRef = LUA_NOREF;       // registry.tolua_value_root
    int gcRef = LUA_NOREF;         // registry.tolua_gc
    int superRef = LUA_NOREF;      // registry.tolua_super
    // tolua_fix's registry tables, cached so handler dispatch hashes no names.
    int refidPtrRef = LUA_NOREF;
    int refidTypeRef = LUA_NOREF;
    int refidFunctionRef = LUA_NOREF;
    const void* registry = nullptr;

private:
    std::vector<std::unique_ptr<TypeInfo>> types_;
    std::unordered_map<std::string, TypeInfo*> byName_;
    std::unordered_map<const char*, TypeInfo*> byStaticName_;
    std::unordered_map<const void*, TypeInfo*> byMetatable_;
    std::unordered_map<const std::type_info*, TypeInfo*> byTypeid_;
    std::unordered_map<const char*, TypeInfo*> byInternedName_; // kept alive by TypeInfo::nameRef
    std::vector<TypeInfo*> filled_;                             // types whose lookup tables are filled
    unsigned memberGen_ = 1;
    unsigned superGen_ = 1;
};

// Fills `type`'s lookup tables when members changed since they were filled. Pushes nothing.
void ensureFlat(lua_State* L, Runtime* rt, TypeInfo* type);

// A C getter in a flattened lookup table: a tagged userdata, so it cannot be mistaken for a member.
struct Accessor {
    const void* tag;
    lua_CFunction get;
};
// The Accessor at `index`, or nullptr when the value is anything else.
Accessor* toAccessor(lua_State* L, int index);

// Changes whenever any state's type tables may answer a check differently (a state opened or
// closed, a super set changed): caches keyed by addresses are valid for one generation.
// (g_typeGeneration is declared in tolua_fastpath.h, whose inline checks read it.)
inline unsigned typeGeneration() {
    return g_typeGeneration;
}

// Registers the Lua-visible `tolua` table (tolua_module.cpp).
void openToluaModule(lua_State* L);

// True when `p` points into a read-only mapping of a loaded object (string literals).
bool isStaticString(const char* p);

// The pointer boxed by the full userdata at `index`; nullptr when it is too small to box one (a
// `newproxy()` userdata has no bytes). For paths that take any userdata; bound methods read the
// box only after the type check, which such a userdata never passes.
inline void* boxedPointerOf(lua_State* L, int index) {
    if (lua_objlen(L, index) < sizeof(void*)) return nullptr;
    return *static_cast<void**>(lua_touserdata(L, index));
}

// Pushes the ubox `type`'s userdata live in (its hierarchy's, or the global one).
inline void pushUbox(lua_State* L, Runtime* rt, TypeInfo* type) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, type->uboxRef != LUA_NOREF ? type->uboxRef : rt->uboxRef);
}

// Internal push used by tolua_pushusertype and tolua_fix: the already-resolved type, optional root.
void pushUserType(lua_State* L, Runtime* rt, void* value, TypeInfo* type, bool addToRoot);

// Pushes the userdata Lua already has for `value` (specialised to `type` when that is more
// derived) and returns true; returns false and pushes nothing when there is none.
bool pushKnownUserType(lua_State* L, Runtime* rt, void* value, TypeInfo* type);

} // namespace kite::tolua
