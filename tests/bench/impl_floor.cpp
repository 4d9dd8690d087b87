// impl_floor.cpp -- the "floor": hand-written Lua C API bindings of bench_classes.h, the fastest
// correct way we know that keeps tolua++'s observable semantics (peers, identity, checked types).
//
//   - A userdata boxes the C++ pointer (sizeof(void*), as tolua++).
//   - Each class has its own metatable. __index is a C closure: peer first (fenv != registry,
//     looked up with lua_gettable, so class()-style peers with metatables work), then one
//     lua_rawget of the key in the class's flattened member table, an upvalue. Methods are
//     functions in that table; data members are light userdata pointing at an Accessor, called
//     in the same C frame. No lua_pushstring, string hashing or strtod on any hot path.
//   - __newindex: the flattened setter table (an upvalue), else the value goes to the peer.
//   - Every class gets its own closures for inherited methods, so `self` is checked by one
//     metatable-address compare with the closure's class; anything else (a derived object passed
//     to a base class's function, a derived object as an argument) is resolved by scanning the
//     registered metatables and an O(1) display test on the per-class ancestor list.
//   - Known objects come back from a weak pointer -> userdata cache (an upvalue of every method);
//     a push declared as a non-root class re-types the userdata when that is more derived.
// The driver pushes fixture objects through `push`; no object is ever owned (no __gc), as for
// tolua++ pointers pushed without tolua_register_gc.
// SPDX-License-Identifier: MIT
#include "bench_classes.h"
#include "bench_impl.h"
#include "floor_peers.h"

extern "C" {
#include "lauxlib.h"
}

#include <new>

namespace {

constexpr int kClassCount = 3;
constexpr int kMaxDepth = 3;

struct FloorState;

struct Class {
    const char* name = nullptr;
    int depth = 0;                        // 0 for a root class
    const Class* display[kMaxDepth] = {}; // display[d]: the ancestor at depth d (self at depth)
    const void* mt = nullptr;             // the metatable's address
    int mtRef = LUA_NOREF;                // registry ref to the metatable
    FloorState* state = nullptr;
};

struct FloorState {
    Class classes[kClassCount];
    int cacheRef = LUA_NOREF; // registry ref: weak-valued table, light userdata -> userdata
};

struct Box {
    void* object;
};

// A data member: light userdata in the member table (get) and in the setter table (set).
struct Accessor {
    void (*get)(lua_State* L, void* object);
    void (*set)(lua_State* L, void* object, int value); // value: stack index
};

inline bool isa(const Class* actual, const Class* expected) {
    return actual->depth >= expected->depth && actual->display[expected->depth] == expected;
}

inline const Class* classOfMetatable(const FloorState* s, const void* mt) {
    for (const Class& c : s->classes)
        if (c.mt == mt) return &c;
    return nullptr;
}

// The object at `index` if it is a full userdata of `expected` or a class derived from it.
inline void* toObject(lua_State* L, int index, const Class* expected) {
    if (lua_type(L, index) != LUA_TUSERDATA || !lua_getmetatable(L, index)) return nullptr;
    const void* mt = lua_topointer(L, -1);
    lua_pop(L, 1);
    if (mt != expected->mt) {
        const Class* actual = classOfMetatable(expected->state, mt);
        if (!actual || !isa(actual, expected)) return nullptr;
    }
    return static_cast<Box*>(lua_touserdata(L, index))->object;
}

[[noreturn]] void argError(lua_State* L, int index, const char* function, const char* expected) {
    luaL_error(L, "bad argument #%d to '%s' (%s expected, got %s)", index, function, expected,
               luaL_typename(L, index));
    __builtin_unreachable(); /* luaL_error does not return */
}

inline const Class* closureClass(lua_State* L) {
    return static_cast<const Class*>(lua_touserdata(L, lua_upvalueindex(1)));
}

template <typename T> inline T* checkSelf(lua_State* L, const char* function) {
    const Class* cls = closureClass(L);
    void* object = toObject(L, 1, cls);
    if (!object) argError(L, 1, function, cls->name);
    return static_cast<T*>(object);
}

// nil -> nullptr (as tolua_isusertype allows), else a BNode or derived.
inline BNode* checkNodeArg(lua_State* L, int index, const char* function) {
    if (lua_isnil(L, index)) return nullptr;
    const Class* node = &closureClass(L)->state->classes[kBNode];
    void* object = toObject(L, index, node);
    if (!object) argError(L, index, function, node->name);
    return static_cast<BNode*>(object);
}

inline lua_Number checkNumber(lua_State* L, int index, const char* function) {
    lua_Number v = lua_tonumber(L, index);
    if (v == 0 && !lua_isnumber(L, index)) argError(L, index, function, "number");
    return v;
}

// Pushes the userdata for `object` as class `cls`; `cache`: the cache table's absolute or pseudo index.
void pushObject(lua_State* L, const Class* cls, void* object, int cache) {
    if (!object) {
        lua_pushnil(L);
        return;
    }
    lua_pushlightuserdata(L, object);
    lua_rawget(L, cache);
    if (!lua_isnil(L, -1)) {
        // Known. Declared as a root class, it already is that class or a derived one: done.
        if (cls->depth > 0 && lua_getmetatable(L, -1)) {
            const void* mt = lua_topointer(L, -1);
            lua_pop(L, 1);
            const Class* current = mt == cls->mt ? cls : classOfMetatable(cls->state, mt);
            if (!current || !isa(current, cls)) {
                lua_rawgeti(L, LUA_REGISTRYINDEX, cls->mtRef);
                lua_setmetatable(L, -2);
            }
        }
        return;
    }
    lua_pop(L, 1);
    static_cast<Box*>(lua_newuserdata(L, sizeof(Box)))->object = object;
    lua_rawgeti(L, LUA_REGISTRYINDEX, cls->mtRef);
    lua_setmetatable(L, -2);
    lua_pushvalue(L, LUA_REGISTRYINDEX); /* no peer, as tolua++ */
    lua_setfenv(L, -2);
    lua_pushlightuserdata(L, object);
    lua_pushvalue(L, -2);
    lua_rawset(L, cache);
}

/* -- Methods: closures with upvalues (Class* of the table they sit in, cache) ------------------- */

int BNode_getPositionX(lua_State* L) {
    lua_pushnumber(L, checkSelf<BNode>(L, "getPositionX")->getPositionX());
    return 1;
}

int BNode_getPositionY(lua_State* L) {
    lua_pushnumber(L, checkSelf<const BNode>(L, "getPositionY")->getPositionY());
    return 1;
}

int BNode_setPositionX(lua_State* L) {
    BNode* self = checkSelf<BNode>(L, "setPositionX");
    self->setPositionX(static_cast<float>(checkNumber(L, 2, "setPositionX")));
    return 0;
}

int BNode_addChild(lua_State* L) {
    BNode* self = checkSelf<BNode>(L, "addChild");
    self->addChild(checkNodeArg(L, 2, "addChild"));
    return 0;
}

int BNode_getParent(lua_State* L) {
    BNode* parent = checkSelf<BNode>(L, "getParent")->getParent();
    pushObject(L, &closureClass(L)->state->classes[kBNode], parent, lua_upvalueindex(2));
    return 1;
}

int BNode_getChild(lua_State* L) {
    BNode* child = checkSelf<BNode>(L, "getChild")->getChild();
    pushObject(L, &closureClass(L)->state->classes[kBNode], child, lua_upvalueindex(2));
    return 1;
}

int BMid_getMid(lua_State* L) {
    lua_pushinteger(L, checkSelf<const BMid>(L, "getMid")->getMid());
    return 1;
}

int BLeaf_getLeaf(lua_State* L) {
    lua_pushinteger(L, checkSelf<const BLeaf>(L, "getLeaf")->getLeaf());
    return 1;
}

/* -- Data members -------------------------------------------------------------------------------- */

float checkFloat(lua_State* L, int index) {
    lua_Number v = lua_tonumber(L, index);
    if (v == 0 && !lua_isnumber(L, index)) luaL_error(L, "number expected, got %s", luaL_typename(L, index));
    return static_cast<float>(v);
}

int checkInt(lua_State* L, int index) {
    return static_cast<int>(checkFloat(L, index));
}

const Accessor kBNodeX = {[](lua_State* L, void* o) { lua_pushnumber(L, static_cast<BNode*>(o)->x); },
                          [](lua_State* L, void* o, int v) { static_cast<BNode*>(o)->x = checkFloat(L, v); }};
const Accessor kBNodeY = {[](lua_State* L, void* o) { lua_pushnumber(L, static_cast<BNode*>(o)->y); },
                          [](lua_State* L, void* o, int v) { static_cast<BNode*>(o)->y = checkFloat(L, v); }};
const Accessor kBMidMid = {[](lua_State* L, void* o) { lua_pushinteger(L, static_cast<BMid*>(o)->mid); },
                           [](lua_State* L, void* o, int v) { static_cast<BMid*>(o)->mid = checkInt(L, v); }};
const Accessor kBLeafLeaf = {
    [](lua_State* L, void* o) { lua_pushinteger(L, static_cast<BLeaf*>(o)->leaf); },
    [](lua_State* L, void* o, int v) { static_cast<BLeaf*>(o)->leaf = checkInt(L, v); }};

/* -- Metamethods --------------------------------------------------------------------------------- */

// upvalues: 1 flattened members (functions and Accessor light userdata), 2 Class*
int floorIndex(lua_State* L) { /* stack: obj key */
    lua_getfenv(L, 1);
    if (!lua_rawequal(L, -1, LUA_REGISTRYINDEX) && lua_istable(L, -1)) {
        lua_pushvalue(L, 2);
        lua_gettable(L, -2);
        if (!lua_isnil(L, -1)) return 1;
        lua_pop(L, 1);
    }
    lua_pop(L, 1);                      /* stack: obj key */
    lua_rawget(L, lua_upvalueindex(1)); /* stack: obj member */
    if (lua_type(L, 2) != LUA_TLIGHTUSERDATA) return 1;
    const auto* accessor = static_cast<const Accessor*>(lua_touserdata(L, 2));
    const auto* cls = static_cast<const Class*>(lua_touserdata(L, lua_upvalueindex(2)));
    void* object = toObject(L, 1, cls);
    if (!object) argError(L, 1, "__index", cls->name);
    accessor->get(L, object);
    return 1;
}

// upvalues: 1 flattened setters (Accessor light userdata), 2 Class*
int floorNewindex(lua_State* L) { /* stack: obj key value */
    lua_pushvalue(L, 2);
    lua_rawget(L, lua_upvalueindex(1));
    if (lua_type(L, -1) == LUA_TLIGHTUSERDATA) {
        const auto* accessor = static_cast<const Accessor*>(lua_touserdata(L, -1));
        const auto* cls = static_cast<const Class*>(lua_touserdata(L, lua_upvalueindex(2)));
        void* object = toObject(L, 1, cls);
        if (!object) argError(L, 1, "__newindex", cls->name);
        accessor->set(L, object, 3);
        return 0;
    }
    lua_pop(L, 1);
    lua_getfenv(L, 1); /* stack: obj key value peer */
    if (lua_rawequal(L, -1, LUA_REGISTRYINDEX) || !lua_istable(L, -1)) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setfenv(L, 1);
    }
    lua_insert(L, 2); /* stack: obj peer key value */
    lua_settable(L, 2);
    return 0;
}

/* -- Registration -------------------------------------------------------------------------------- */

struct Method {
    const char* name;
    lua_CFunction function;
};
struct Field {
    const char* name;
    const Accessor* accessor;
};
struct ClassDef {
    const char* name;
    int parent; // index into kClasses, -1 for a root
    const Method* methods;
    const Field* fields;
};

const Method kBNodeMethods[] = {{"getPositionX", BNode_getPositionX},
                                {"getPositionY", BNode_getPositionY},
                                {"setPositionX", BNode_setPositionX},
                                {"addChild", BNode_addChild},
                                {"getParent", BNode_getParent},
                                {"getChild", BNode_getChild},
                                {nullptr, nullptr}};
const Method kBMidMethods[] = {{"getMid", BMid_getMid}, {nullptr, nullptr}};
const Method kBLeafMethods[] = {{"getLeaf", BLeaf_getLeaf}, {nullptr, nullptr}};
const Field kBNodeFields[] = {{"x", &kBNodeX}, {"y", &kBNodeY}, {nullptr, nullptr}};
const Field kBMidFields[] = {{"mid", &kBMidMid}, {nullptr, nullptr}};
const Field kBLeafFields[] = {{"leaf", &kBLeafLeaf}, {nullptr, nullptr}};
const ClassDef kClasses[kClassCount] = {{"BNode", -1, kBNodeMethods, kBNodeFields},
                                        {"BMid", kBNode, kBMidMethods, kBMidFields},
                                        {"BLeaf", kBMid, kBLeafMethods, kBLeafFields}};

char stateKey;

FloorState* floorState(lua_State* L) {
    lua_pushlightuserdata(L, &stateKey);
    lua_rawget(L, LUA_REGISTRYINDEX);
    auto* s = static_cast<FloorState*>(lua_touserdata(L, -1));
    lua_pop(L, 1);
    return s;
}

// Sets t[name] = value (value on top) unless a nearer level already did.
void setIfAbsent(lua_State* L, int table, const char* name) {
    lua_getfield(L, table, name);
    bool absent = lua_isnil(L, -1);
    lua_pop(L, 1);
    if (absent)
        lua_setfield(L, table, name);
    else
        lua_pop(L, 1);
}

void open(lua_State* L) {
    auto* s = new (lua_newuserdata(L, sizeof(FloorState))) FloorState(); /* trivially destructible */
    lua_pushlightuserdata(L, &stateKey);
    lua_insert(L, -2);
    lua_rawset(L, LUA_REGISTRYINDEX);

    lua_newtable(L); /* the cache: weak values, like tolua_ubox */
    lua_newtable(L);
    lua_pushliteral(L, "v");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    s->cacheRef = luaL_ref(L, LUA_REGISTRYINDEX);

    for (int i = 0; i < kClassCount; ++i) {
        Class& c = s->classes[i];
        c.name = kClasses[i].name;
        c.state = s;
        c.depth = kClasses[i].parent < 0 ? 0 : s->classes[kClasses[i].parent].depth + 1;
        for (int d = 0, p = i; p >= 0; p = kClasses[p].parent, ++d)
            c.display[c.depth - d] = &s->classes[p];
        lua_newtable(L);
        c.mt = lua_topointer(L, -1);
        c.mtRef = luaL_ref(L, LUA_REGISTRYINDEX);
    }

    for (int i = 0; i < kClassCount; ++i) {
        Class& c = s->classes[i];
        lua_rawgeti(L, LUA_REGISTRYINDEX, c.mtRef); /* stack: mt */
        int mt = lua_gettop(L);
        lua_newtable(L); /* stack: mt members */
        lua_newtable(L); /* stack: mt members setters */
        int members = mt + 1, setters = mt + 2;
        for (int p = i; p >= 0; p = kClasses[p].parent) { /* nearest level first */
            for (const Method* m = kClasses[p].methods; m->name; ++m) {
                lua_pushlightuserdata(L, &c); /* this class's own closure: exact self check */
                lua_rawgeti(L, LUA_REGISTRYINDEX, s->cacheRef);
                lua_pushcclosure(L, m->function, 2);
                setIfAbsent(L, members, m->name);
            }
            for (const Field* f = kClasses[p].fields; f->name; ++f) {
                lua_pushlightuserdata(L, const_cast<Accessor*>(f->accessor));
                setIfAbsent(L, members, f->name);
                lua_pushlightuserdata(L, const_cast<Accessor*>(f->accessor));
                setIfAbsent(L, setters, f->name);
            }
        }
        lua_pushvalue(L, members);
        lua_pushlightuserdata(L, &c);
        lua_pushcclosure(L, floorIndex, 2);
        lua_setfield(L, mt, "__index");
        lua_pushvalue(L, setters);
        lua_pushlightuserdata(L, &c);
        lua_pushcclosure(L, floorNewindex, 2);
        lua_setfield(L, mt, "__newindex");
        lua_pop(L, 1);            /* stack: mt members */
        lua_setglobal(L, c.name); /* _G.BNode = its members, so BNode.getPositionX(obj) works */
        lua_pop(L, 1);
    }

    lua_getglobal(L, "tolua");
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setglobal(L, "tolua");
    }
    lua_pushcfunction(L, bench_floor::setpeer);
    lua_setfield(L, -2, "setpeer");
    lua_pushcfunction(L, bench_floor::getpeer);
    lua_setfield(L, -2, "getpeer");
    lua_pop(L, 1);
}

void push(lua_State* L, void* object, BenchClass cls) {
    FloorState* s = floorState(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, s->cacheRef);
    pushObject(L, &s->classes[cls], object, lua_gettop(L));
    lua_remove(L, -2);
}

const BenchImpl kImpl = {
    "floor", "hand-written Lua C API bindings (peer-first C __index, flattened upvalue table)", open, push};

} // namespace

extern "C" const BenchImpl* kite_bench_impl_floor() {
    return &kImpl;
}
