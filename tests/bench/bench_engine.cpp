// bench_engine.cpp -- the engine-level benchmarks (bench_engine.h, tests/bench/README.md).
// SPDX-License-Identifier: MIT
#include "bench_engine.h"

#include "bench_audio.h"
#include "bench_engine_stock.h"
#include "bench_particles.h"
#include "bench_physics.h"
#include "bench_tmx.h"
#include "floor_peers.h"

#include "KiteBindings.h"
#include "LuaEngine.h"
#include "tolua_fix.h"

#include "base/AutoreleasePool.h"
#include "base/PoolManager.h"
#include "director/Director.h"
#include "scene/Node.h"
#include "scene/Scene.h"
#include "scheduler/Scheduler.h"
#include "script/ScriptHook.h"

extern "C" {
#include "lauxlib.h"
#include "lualib.h"
}

#include <malloc.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <unordered_map>
#include <utility>

namespace bench_engine {

namespace {

constexpr float kDt = 1.0f / 60.0f;

void clearPool() {
    cc::PoolManager::getInstance()->getCurrentPool()->clear();
}

int luaClearPool(lua_State*) {
    clearPool();
    return 0;
}

/* -- The floor: a hand-written cc.Node.create --------------------------------------------------- */

// The fastest correct way we know to hand a new engine object to Lua with the semantics the engine
// needs: a userdata boxing the pointer (nulled when the object dies), a metatable whose __index
// looks at the peer first (tolua.setpeer, new fields), and one table refid -> userdata that roots
// the userdata while the object lives and gives pushes of a known object its identity. `create`'s
// environment is the registry, so a new userdata is born without a peer (no lua_setfenv call).
class FloorEngine final : public cc::ScriptHook {
public:
    lua_State* L = nullptr;
    int objectsRef = LUA_NOREF; // registry ref: refid -> userdata

    void refDestroyed(cc::Ref* object) override {
        lua_rawgeti(L, LUA_REGISTRYINDEX, objectsRef); /* stack: objects */
        lua_rawgeti(L, -1, object->_luaID);            /* stack: objects ud|nil */
        if (lua_type(L, -1) == LUA_TUSERDATA) {
            *static_cast<void**>(lua_touserdata(L, -1)) = nullptr; /* later calls: invalid self */
            lua_pushvalue(L, LUA_REGISTRYINDEX);                   /* the peer goes */
            lua_setfenv(L, -2);
        }
        lua_pop(L, 1);
        lua_pushnil(L);
        lua_rawseti(L, -2, object->_luaID);
        lua_pop(L, 1);
        object->_luaID = 0;
    }
};

FloorEngine* s_floor = nullptr;

// upvalues: 1 cc.Node (the class table), 2 the metatable, 3 refid -> userdata; environment: the registry
int floorNodeCreate(lua_State* L) {
    if (!lua_rawequal(L, 1, lua_upvalueindex(1)) || lua_gettop(L) != 1)
        return luaL_error(L, "cc.Node:create: call it as cc.Node:create()");
    cc::Node* node = cc::Node::create();
    *static_cast<void**>(lua_newuserdata(L, sizeof(void*))) = node;
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_setmetatable(L, -2);
    int refid = static_cast<int>(node->_ID);
    lua_pushvalue(L, -1);
    lua_rawseti(L, lua_upvalueindex(3), refid);
    node->_luaID = refid;
    return 1;
}

// Pushes a known object's userdata, or a new one (from C++: the self-test's identity check).
void floorPush(lua_State* L, cc::Ref* object) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, s_floor->objectsRef);
    if (object->_luaID) {
        lua_rawgeti(L, -1, object->_luaID);
        lua_remove(L, -2);
        return;
    }
    lua_pop(L, 1);
    lua_pushnil(L); /* the floor only pushes what Lua created */
}

// upvalue 1: the metatable
cc::Node* floorSelf(lua_State* L, const char* function) {
    if (lua_type(L, 1) == LUA_TUSERDATA && lua_getmetatable(L, 1)) {
        bool ours = lua_rawequal(L, -1, lua_upvalueindex(1)) != 0;
        lua_pop(L, 1);
        void* p = ours ? *static_cast<void**>(lua_touserdata(L, 1)) : nullptr;
        if (p) return static_cast<cc::Node*>(p);
    }
    luaL_error(L, "invalid 'self' in function '%s'", function);
    return nullptr;
}

int floorGetPositionX(lua_State* L) {
    lua_pushnumber(L, floorSelf(L, "cc.Node:getPositionX")->getPositionX());
    return 1;
}

int floorSetPositionX(lua_State* L) {
    cc::Node* self = floorSelf(L, "cc.Node:setPositionX");
    self->setPositionX(static_cast<float>(luaL_checknumber(L, 2)));
    return 0;
}

// upvalue 1: the method table
int floorIndex(lua_State* L) { /* stack: obj key */
    lua_getfenv(L, 1);
    if (!lua_rawequal(L, -1, LUA_REGISTRYINDEX) && lua_istable(L, -1)) {
        lua_pushvalue(L, 2);
        lua_gettable(L, -2);
        if (!lua_isnil(L, -1)) return 1;
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    lua_rawget(L, lua_upvalueindex(1));
    return 1;
}

int floorNewindex(lua_State* L) { /* stack: obj key value */
    lua_getfenv(L, 1);
    if (lua_rawequal(L, -1, LUA_REGISTRYINDEX) || !lua_istable(L, -1)) {
        lua_pop(L, 1);
        if (!*static_cast<void**>(lua_touserdata(L, 1))) return luaL_error(L, "object was released");
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setfenv(L, 1);
    }
    lua_insert(L, 2); /* stack: obj peer key value */
    lua_settable(L, 2);
    return 0;
}

lua_State* openFloor() {
    lua_State* L = luaL_newstate();
    luaL_openlibs(L);
    s_floor = new FloorEngine();
    s_floor->L = L;
    lua_newtable(L);
    s_floor->objectsRef = luaL_ref(L, LUA_REGISTRYINDEX);

    lua_newtable(L); /* cc */
    lua_pushvalue(L, -1);
    lua_setglobal(L, "cc");
    lua_newtable(L); /* cc.Node: the methods, also the class table */
    int node = lua_gettop(L);
    lua_newtable(L); /* the metatable */
    int mt = lua_gettop(L);
    lua_pushvalue(L, node);
    lua_pushcclosure(L, floorIndex, 1);
    lua_setfield(L, mt, "__index");
    lua_pushcfunction(L, floorNewindex);
    lua_setfield(L, mt, "__newindex");
    lua_pushvalue(L, mt);
    lua_pushcclosure(L, floorGetPositionX, 1);
    lua_setfield(L, node, "getPositionX");
    lua_pushvalue(L, mt);
    lua_pushcclosure(L, floorSetPositionX, 1);
    lua_setfield(L, node, "setPositionX");
    lua_pushvalue(L, node);
    lua_pushvalue(L, mt);
    lua_rawgeti(L, LUA_REGISTRYINDEX, s_floor->objectsRef);
    lua_pushcclosure(L, floorNodeCreate, 3);
    lua_pushvalue(L, LUA_REGISTRYINDEX);
    lua_setfenv(L, -2); /* userdata created by `create` start without a peer */
    lua_setfield(L, node, "create");
    lua_pop(L, 1); /* stack: cc node */
    lua_setfield(L, -2, "Node");
    lua_pop(L, 1);

    lua_newtable(L);
    lua_pushcfunction(L, bench_floor::setpeer);
    lua_setfield(L, -2, "setpeer");
    lua_pushcfunction(L, bench_floor::getpeer);
    lua_setfield(L, -2, "getpeer");
    lua_setglobal(L, "tolua");
    return L;
}

/* -- The engine states ------------------------------------------------------------------------------ */

struct Engine {
    std::string name;
    lua_State* L = nullptr;
    cc::ScriptHook* hook = nullptr;
    void (*push)(lua_State* L, cc::Ref* object, const char* type) = nullptr;
    int (*errors)() = nullptr;
    bool callbacks = false; // takes part in the dispatch and frame cases
};

std::unique_ptr<kite::LuaEngine> s_ours;
const StockEngineApi* s_stockApi = nullptr;
Engine s_engines[3]; // ours, stock, floor
std::vector<EngineState> s_states;
bool s_started = false;
long s_entries = 10000;
cc::Scene* s_scene = nullptr;

Engine* engineNamed(const std::string& name) {
    for (Engine& e : s_engines)
        if (e.L && e.name == name) return &e;
    return nullptr;
}

void activate(Engine* e) {
    if (cc::ScriptHook::installed() == e->hook) return;
    clearPool(); /* what the previous engine's Lua created dies under that engine */
    cc::ScriptHook::install(e->hook);
}

void activateOurs() {
    activate(&s_engines[0]);
}
void activateStock() {
    activate(&s_engines[1]);
}
void activateFloor() {
    activate(&s_engines[2]);
}

void oursPush(lua_State*, cc::Ref* object, const char* type) {
    s_ours->getLuaStack()->pushObject(object, type);
}
int oursErrors() {
    return s_ours->getLuaStack()->getErrorCount();
}
void floorPushTyped(lua_State* L, cc::Ref* object, const char*) {
    floorPush(L, object);
}
int noErrors() {
    return 0;
}

// F.again(obj): the same object pushed again from C++ (identity check of the self-test).
int luaAgain(lua_State* L) {
    auto* e = static_cast<Engine*>(lua_touserdata(L, lua_upvalueindex(1)));
    void* p = lua_type(L, 1) == LUA_TUSERDATA ? *static_cast<void**>(lua_touserdata(L, 1)) : nullptr;
    if (!p) return luaL_error(L, "again: not a live object");
    e->push(L, static_cast<cc::Ref*>(p), "cc.Node");
    return 1;
}

int makeFixture(Engine* e) {
    lua_State* L = e->L;
    lua_newtable(L);
    lua_pushcfunction(L, luaClearPool);
    lua_setfield(L, -2, "clearPool");
    lua_pushlightuserdata(L, e);
    lua_pushcclosure(L, luaAgain, 1);
    lua_setfield(L, -2, "again");
    return luaL_ref(L, LUA_REGISTRYINDEX);
}

// Runs `source` with the values already pushed as arguments; leaves `nresults` results.
bool runChunk(lua_State* L, const char* source, const char* name, int nargs, int nresults,
              std::string* error) {
    if (luaL_loadbuffer(L, source, std::strlen(source), name) != 0) {
        *error = std::string(name) + ": " + lua_tostring(L, -1);
        lua_pop(L, nargs + 1);
        return false;
    }
    lua_insert(L, -(nargs + 1));
    if (lua_pcall(L, nargs, nresults, 0) != 0) {
        *error = lua_isstring(L, -1) ? lua_tostring(L, -1) : "(non-string error)";
        lua_pop(L, 1);
        return false;
    }
    return true;
}

/* -- Worlds ------------------------------------------------------------------------------------------- */

// A counter shared by `count` distinct closures; returns (closures, function returning the count).
const char* const kEntriesSetup = R"lua(
local sched, count = ...
local calls = 0
local fns = {}
for i = 1, count do
  local f = function(dt) calls = calls + 1 end
  fns[i] = f
  sched:scheduleScriptFunc(f, 0, false)
end
return fns, function() return calls end
)lua";

const char* const kNodeUpdatesSetup = R"lua(
local parent, count = ...
local calls = 0
local fns = {}
for i = 1, count do
  local n = cc.Node:create()
  parent:addChild(n)
  local f = function(dt) calls = calls + 1 end
  fns[i] = f
  n:scheduleUpdateWithPriorityLua(f, 0)
end
return fns, function() return calls end
)lua";

const char* const kFrameLuaSetup = R"lua(
local parent, count = ...
for i = 1, count do
  local n = cc.Node:create()
  parent:addChild(n)
  n:scheduleUpdateWithPriorityLua(function(dt) n:setPositionX(n:getPositionX() + 1) end, 0)
end
)lua";

// A node moved by C++: the reference for the Lua frame (same scheduler path: a per-frame update
// of priority 0 calling the node's virtual update()).
class Mover final : public cc::Node {
public:
    void update(float) override { setPositionX(getPositionX() + 1.0f); }
};

// Lua functions dispatched by the engine, and registry refs to the very same functions for the
// bare loop; the counter function returns how many calls they received.
struct Callbacks {
    std::vector<int> refs;
    int counterRef = LUA_NOREF;

    bool take(lua_State* L, std::string* error) { /* stack: fns counter */
        counterRef = luaL_ref(L, LUA_REGISTRYINDEX);
        int n = static_cast<int>(lua_objlen(L, -1));
        refs.reserve(static_cast<size_t>(n));
        for (int i = 1; i <= n; ++i) {
            lua_rawgeti(L, -1, i);
            refs.push_back(luaL_ref(L, LUA_REGISTRYINDEX));
        }
        lua_pop(L, 1);
        if (n == 0) *error = "setup returned no functions";
        return n > 0;
    }
    void drop(lua_State* L) {
        for (int r : refs)
            luaL_unref(L, LUA_REGISTRYINDEX, r);
        refs.clear();
        luaL_unref(L, LUA_REGISTRYINDEX, counterRef);
        counterRef = LUA_NOREF;
    }
    long count(lua_State* L) const {
        lua_rawgeti(L, LUA_REGISTRYINDEX, counterRef);
        if (lua_pcall(L, 0, 1, 0) != 0) {
            lua_pop(L, 1);
            return -1;
        }
        long n = static_cast<long>(lua_tonumber(L, -1));
        lua_pop(L, 1);
        return n;
    }
};

// Item 6a: script entries on a private scheduler (the Director never updates it), one per engine.
struct EntriesWorld {
    Engine* engine = nullptr;
    cc::Scheduler* scheduler = nullptr;
    Callbacks callbacks;
};
EntriesWorld s_entriesWorlds[2]; // ours, stock

bool buildEntries(EntriesWorld& w, Engine* e, std::string* error) {
    activate(e);
    w.engine = e;
    w.scheduler = new cc::Scheduler();
    lua_State* L = e->L;
    e->push(L, w.scheduler, "cc.Scheduler");
    lua_pushinteger(L, s_entries);
    if (!runChunk(L, kEntriesSetup, "=entries setup", 2, 2, error)) return false;
    if (!w.callbacks.take(L, error)) return false;
    w.scheduler->update(kDt); /* the frame they were scheduled in */
    return true;
}

void dropEntries(EntriesWorld& w) {
    if (!w.engine) return;
    activate(w.engine);
    w.callbacks.drop(w.engine->L);
    w.scheduler->unscheduleAll();
    w.scheduler->release(); /* Lua saw it: dies under its engine */
    lua_gc(w.engine->L, LUA_GCCOLLECT, 0);
    w.engine = nullptr;
}

// Items 6b and 7: nodes under the running scene. One at a time (they share the Director's scheduler).
enum class WorldKind { None, NodeUpdates, FrameLua, FrameCpp };
struct DirectorWorld {
    WorldKind kind = WorldKind::None;
    Engine* engine = nullptr; // nullptr for FrameCpp
    cc::Node* container = nullptr;
    Callbacks callbacks;
};
DirectorWorld s_world;

void dropWorld() {
    DirectorWorld& w = s_world;
    if (w.kind == WorldKind::None) return;
    if (w.engine) activate(w.engine);
    if (w.engine) w.callbacks.drop(w.engine->L);
    w.container->removeFromParentAndCleanup(true);
    w.container->release();
    clearPool();
    if (w.engine) lua_gc(w.engine->L, LUA_GCCOLLECT, 0);
    w = DirectorWorld();
}

bool buildWorld(WorldKind kind, Engine* e, std::string* error) {
    if (s_world.kind == kind && s_world.engine == e) return true;
    dropWorld();
    DirectorWorld& w = s_world;
    w.kind = kind;
    w.engine = e;
    w.container = new cc::Node();
    s_scene->addChild(w.container);
    if (kind == WorldKind::FrameCpp) {
        for (long i = 0; i < s_entries; ++i) {
            auto* m = new Mover();
            w.container->addChild(m);
            m->release();
            m->scheduleUpdate();
        }
    } else {
        activate(e);
        lua_State* L = e->L;
        e->push(L, w.container, "cc.Node");
        lua_pushinteger(L, s_entries);
        if (kind == WorldKind::NodeUpdates) {
            if (!runChunk(L, kNodeUpdatesSetup, "=node updates setup", 2, 2, error)) return false;
            if (!w.callbacks.take(L, error)) return false;
        } else if (!runChunk(L, kFrameLuaSetup, "=frame setup", 2, 0, error)) {
            return false;
        }
        clearPool(); /* the nodes now live in the container only */
    }
    if (static_cast<long>(w.container->getChildrenCount()) != s_entries) {
        *error = "world setup made the wrong number of nodes";
        return false;
    }
    cc::Director::getInstance()->mainLoop(kDt); /* warm: every callback has run once */
    return true;
}

/* -- Native runs -------------------------------------------------------------------------------------- */

// The bare C++ -> Lua dispatch: lua_rawgeti + lua_pcall over the same functions, with a traceback
// handler on the stack (pushed once per frame: the fair, cheapest correct form).
bool bareFrame(lua_State* L, const std::vector<int>& refs, std::string* error) {
    int base = lua_gettop(L);
    lua_getglobal(L, "debug");
    lua_getfield(L, -1, "traceback");
    lua_remove(L, -2);
    int handler = base + 1;
    for (int ref : refs) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
        lua_pushnumber(L, kDt);
        if (lua_pcall(L, 1, 1, handler) != 0) {
            *error = lua_isstring(L, -1) ? lua_tostring(L, -1) : "(error)";
            lua_settop(L, base);
            return false;
        }
        lua_settop(L, handler);
    }
    lua_settop(L, base);
    return true;
}

bool checkCount(const Callbacks& c, lua_State* L, long before, long expected, std::string* error) {
    long now = c.count(L);
    if (now - before == expected) return true;
    char text[160];
    std::snprintf(text, sizeof text, "%ld callbacks ran, %ld expected", now - before, expected);
    *error = text;
    return false;
}

struct NativeCase {
    const char* id;
    const char* impls;
};
const NativeCase kNative[] = {
    {"dispatch_entry", "ours,stock,floor"},
    {"dispatch_update", "ours,stock,floor"},
    {"frame", "ours,stock,floor"},
    {"audio_play2d", "ours"},
    {"audio_mix32", "ours"},
    {"particles_frame", "ours"},
    {"particles_drawn", "ours"},
    {"tmx_scroll", "ours"},
    {"physics_contacts", "ours,floor"}, // issue 22
};

EntriesWorld* entriesOf(const std::string& impl) {
    if (impl == "stock") return s_entriesWorlds[1].engine ? &s_entriesWorlds[1] : nullptr;
    return s_entriesWorlds[0].engine ? &s_entriesWorlds[0] : nullptr; /* ours and the bare loop */
}

} // namespace

bool nativeCase(const std::string& id) {
    for (const NativeCase& c : kNative)
        if (id == c.id) return true;
    return false;
}

bool nativeRuns(const std::string& id, const std::string& impl) {
    if (!s_started) return false;
    for (const NativeCase& c : kNative) {
        if (id != c.id) continue;
        std::string list = std::string(",") + c.impls + ",";
        if (list.find("," + impl + ",") == std::string::npos) return false;
        if (bench_audio::isCase(id)) return bench_audio::available();
        if (bench_particles::isCase(id)) return bench_particles::available(id);
        if (bench_tmx::isCase(id)) return true;
        if (bench_physics::isCase(id)) return impl == "floor" || engineNamed("ours") != nullptr;
        if (impl == "floor") { /* the bare loop runs over ours' functions; the C++ frame needs nothing */
            Engine* ours = engineNamed("ours");
            return id == "frame" || (ours && ours->callbacks);
        }
        Engine* e = engineNamed(impl);
        return e && e->callbacks;
    }
    return false;
}

long nativeOpsPerCall(const std::string& id) {
    if (bench_particles::isCase(id)) return 1; /* one frame of 10,000 particles */
    if (bench_tmx::isCase(id)) return 1;       /* one frame of a scrolled 256x256 map */
    if (bench_physics::isCase(id)) return 1;   /* one step of 1,000 balls */
    return bench_audio::isCase(id) ? bench_audio::opsPerCall(id) : s_entries;
}

long nativeInstructionFrames(const std::string& id, long wanted) {
    if (bench_particles::isCase(id)) return bench_particles::instructionFrames(id, wanted);
    // A physics step costs about 10^7 instructions, a map frame or a mixed audio frame 10^5-10^6:
    // the default 20,000 would keep callgrind busy for hours, and a few are exact enough.
    if (bench_physics::isCase(id)) return std::min(wanted, 10L);
    if (bench_tmx::isCase(id) || bench_audio::isCase(id)) return std::min(wanted, 200L);
    return wanted;
}

bool prepareNative(const std::string& id, const std::string& impl, std::string* error) {
    if (!nativeRuns(id, impl)) {
        *error = id + "/" + impl + ": not available";
        return false;
    }
    if (bench_audio::isCase(id)) return bench_audio::prepare(id, error);
    bench_audio::unprepare();
    /* (no audio backend from here: the Director's frame mixes nothing in the other rows) */
    if (bench_particles::isCase(id)) return bench_particles::prepare(id, error);
    if (bench_tmx::isCase(id)) return bench_tmx::prepare(error);
    if (bench_physics::isCase(id)) {
        Engine* ours = engineNamed("ours");
        if (impl == "ours" && ours) activate(ours); /* the listener's functions live in ours' state */
        return bench_physics::prepare(impl, ours ? ours->L : nullptr, error);
    }
    if (id == "dispatch_entry") return entriesOf(impl) != nullptr || (*error = "no entries world", false);
    if (id == "dispatch_update")
        return buildWorld(WorldKind::NodeUpdates, engineNamed(impl == "floor" ? "ours" : impl), error);
    if (impl == "floor") return buildWorld(WorldKind::FrameCpp, nullptr, error);
    return buildWorld(WorldKind::FrameLua, engineNamed(impl), error);
}

// `calls` frames of one dispatch world: the scheduler's tick, or (floor) the bare loop over the same
// functions; afterwards every callback must have run once per frame without a Lua error.
bool runDispatch(Engine* e, const Callbacks& callbacks, cc::Scheduler* scheduler, bool floor, long calls,
                 std::string* error) {
    activate(e);
    int errors = e->errors();
    long before = callbacks.count(e->L);
    for (long i = 0; i < calls; ++i) {
        if (floor) {
            if (!bareFrame(e->L, callbacks.refs, error)) return false;
        } else {
            scheduler->update(kDt);
        }
    }
    if (e->errors() != errors) return (*error = "a Lua error was reported", false);
    return checkCount(callbacks, e->L, before, calls * s_entries, error);
}

bool runNative(const std::string& id, const std::string& impl, long calls, std::string* error) {
    if (bench_audio::isCase(id)) return bench_audio::run(id, calls, error);
    if (bench_particles::isCase(id))
        return prepareNative(id, impl, error) && bench_particles::run(id, calls, error);
    if (bench_tmx::isCase(id)) return prepareNative(id, impl, error) && bench_tmx::run(calls, error);
    if (bench_physics::isCase(id))
        return prepareNative(id, impl, error) && bench_physics::run(impl, calls, oursErrors, error);
    if (!prepareNative(id, impl, error)) return false;
    if (id == "dispatch_entry") {
        EntriesWorld& w = *entriesOf(impl);
        return runDispatch(w.engine, w.callbacks, w.scheduler, impl == "floor", calls, error);
    }
    DirectorWorld& w = s_world;
    cc::Director* director = cc::Director::getInstance();
    if (id == "dispatch_update")
        return runDispatch(w.engine, w.callbacks, director->getScheduler(), impl == "floor", calls, error);
    /* frame */
    if (w.engine) activate(w.engine);
    int errors = w.engine ? w.engine->errors() : 0;
    const auto& children = w.container->getChildren();
    cc::Node* first = children.front();
    cc::Node* last = children.back();
    float firstX = first->getPositionX(), lastX = last->getPositionX();
    for (long i = 0; i < calls; ++i)
        director->mainLoop(kDt);
    if (w.engine && w.engine->errors() != errors) return (*error = "a Lua error was reported", false);
    float moved = static_cast<float>(calls);
    if (first->getPositionX() - firstX != moved || last->getPositionX() - lastX != moved)
        return (*error = "a node did not move once per frame", false);
    return true;
}

/* -- Start and stop -------------------------------------------------------------------------------------- */

bool started() {
    return s_started;
}

const std::vector<EngineState>& states() {
    return s_states;
}

bool start(long entries, const std::vector<std::string>& impls, std::string* error) {
    auto wanted = [&](const char* name) {
        if (impls.empty()) return true;
        for (const std::string& i : impls)
            if (i == name) return true;
        return false;
    };
    s_entries = entries;
    cc::Director* director = cc::Director::getInstance();
    s_scene = cc::Scene::create();
    s_scene->retain();
    director->runWithScene(s_scene);
    director->mainLoop(kDt); /* the scene is running; no renderer: headless */
    std::string audioError;
    if (!bench_audio::start(&audioError))
        std::fprintf(stderr, "kite_bench: no audio rows: %s\n", audioError.c_str());

    static const char* const descriptions[3] = {
        "kite::LuaEngine + the real engine bindings (kite::registerBindings)",
        "the same generator + bindings/basic.lua on Debian's tolua++, cocos2d-x-style tolua_fix",
        "hand-written cc.Node.create; bare lua_rawgeti + lua_pcall; C++ update"};
    // ours is needed by the floor's dispatch rows (the bare loop runs over ours' functions).
    if (wanted("ours") || wanted("floor")) {
        s_ours = std::make_unique<kite::LuaEngine>();
        s_ours->getLuaStack()->setErrorHandler([](const kite::LuaError& e) {
            std::fprintf(stderr, "kite_bench: Lua error: %s\n%s\n", e.message.c_str(), e.traceback.c_str());
        });
        kite::registerBindings(s_ours->getLuaState());
        s_engines[0] = {"ours", s_ours->getLuaState(), s_ours.get(), oursPush, oursErrors, true};
    }
    s_stockApi = kite_bench_impl_engine_stock();
    if (wanted("stock") && s_stockApi) {
        lua_State* L = s_stockApi->open();
        s_engines[1] = {"stock", L, s_stockApi->engine(), s_stockApi->push, s_stockApi->errors, true};
    }
    if (wanted("floor")) {
        lua_State* L = openFloor();
        s_engines[2] = {"floor", L, s_floor, floorPushTyped, noErrors, false};
    }
    void (*activators[3])() = {activateOurs, activateStock, activateFloor};
    for (int i = 0; i < 3; ++i) {
        Engine& e = s_engines[i];
        if (!e.L || !wanted(e.name.c_str())) continue;
        s_states.push_back({i == 0   ? "ours"
                            : i == 1 ? "stock"
                                     : "floor",
                            descriptions[i], e.L, makeFixture(&e), activators[i]});
    }
    s_started = true;
    for (int i = 0; i < 2; ++i) {
        Engine& e = s_engines[i];
        if (e.L && e.callbacks && !buildEntries(s_entriesWorlds[i], &e, error)) return false;
    }
    return true;
}

void stop() {
    if (!s_started) return;
    bench_audio::stop();
    bench_particles::unprepare();
    bench_tmx::unprepare();
    bench_physics::unprepare();
    dropWorld();
    for (EntriesWorld& w : s_entriesWorlds)
        dropEntries(w);
    clearPool();
    s_scene->release();
    s_scene = nullptr;
    cc::Director::destroyInstance(); /* the scene graph first, then the states */
    clearPool();
    s_states.clear();
    if (s_engines[2].L) {
        cc::ScriptHook::install(s_floor);
        lua_close(s_engines[2].L);
        cc::ScriptHook::install(nullptr);
        delete s_floor;
        s_floor = nullptr;
    }
    if (s_engines[1].L) s_stockApi->close();
    if (s_ours) {
        cc::ScriptHook::install(s_ours.get());
        s_ours.reset();
    }
    for (Engine& e : s_engines)
        e = Engine();
    s_started = false;
}

/* -- Self-test ---------------------------------------------------------------------------------------------
 */

const char* const kEngineSelfTest = R"lua(
local F, impl = ...
local function check(cond, what) if not cond then error(impl .. ": engine self-test failed: " .. what, 2) end end
local Node = cc.Node
local a = Node:create()
check(type(a) == "userdata", "create returns a userdata")
check(a:getPositionX() == 0, "getter")
a:setPositionX(3); check(a:getPositionX() == 3, "setter")
check(rawequal(F.again(a), a), "a known object keeps its userdata")
check(tolua.getpeer(a) == nil, "no peer on a new object")
a.extra = 5; check(a.extra == 5 and tolua.getpeer(a).extra == 5, "new fields go to the peer")
tolua.setpeer(a, { getPositionX = function() return -1 end })
check(a:getPositionX() == -1, "a peer overrides a method")
tolua.setpeer(a, nil)
check(not pcall(Node.create, {}), "create with a wrong self is rejected")
check(not pcall(Node.getPositionX, {}), "a table as self is rejected")
local b = Node:create()
check(not rawequal(a, b), "two objects, two userdata")
a.extra = 6
F.clearPool() -- a and b die
check(not pcall(a.getPositionX, a), "a released object is invalid")
check(rawget(tolua.getpeer(a) or {}, "extra") == nil, "its peer is gone")
)lua";

bool selfTest(std::string* error) {
    for (const EngineState& s : s_states) {
        s.activate();
        lua_rawgeti(s.L, LUA_REGISTRYINDEX, s.fixtureRef);
        lua_pushstring(s.L, s.name);
        int top = lua_gettop(s.L) - 2;
        if (!runChunk(s.L, kEngineSelfTest, "=engine self-test", 2, 0, error)) return false;
        if (lua_gettop(s.L) != top)
            return (*error = std::string(s.name) + ": engine self-test unbalanced", false);
        lua_gc(s.L, LUA_GCCOLLECT, 0);
    }
    return true; /* the native cases check every run themselves (callback counts, positions, errors) */
}

/* -- Item 8: memory per registered handler ------------------------------------------------------------------
 */

namespace {

struct Counter {
    lua_Alloc inner = nullptr;
    void* innerUd = nullptr;
    long long live = 0;
    long long blocks = 0;
};

void* counting(void* ud, void* ptr, size_t osize, size_t nsize) {
    auto* c = static_cast<Counter*>(ud);
    void* r = c->inner(c->innerUd, ptr, osize, nsize);
    if (nsize == 0) {
        if (ptr) c->live -= static_cast<long long>(osize), --c->blocks;
    } else if (r) {
        c->live += static_cast<long long>(nsize) - static_cast<long long>(ptr ? osize : 0);
        if (!ptr) ++c->blocks;
    }
    return r;
}

long long mallocInUse() {
#if defined(__SANITIZE_ADDRESS__) || !defined(__GLIBC__) || !(__GLIBC__ > 2 || __GLIBC_MINOR__ >= 33)
    return -1;
#else
    struct mallinfo2 m = mallinfo2();
    return static_cast<long long>(m.uordblks + m.hblkhd);
#endif
}

size_t mallocChunk(size_t request) { /* glibc x86-64: 8 B header, 16 B alignment, 32 B minimum */
    size_t chunk = (request + 8 + 15) & ~static_cast<size_t>(15);
    return chunk < 32 ? 32 : chunk;
}

void fullGc(lua_State* L) {
    lua_gc(L, LUA_GCCOLLECT, 0);
    lua_gc(L, LUA_GCCOLLECT, 0);
}

const char* const kHandlerPrepare = R"lua(
local count = ...
local nodes, fns = {}, {}
for i = 1, count do
  nodes[i] = cc.Node:create()
  fns[i] = function(event) end
end
return nodes, fns
)lua";

const char* const kHandlerRegister = R"lua(
local nodes, fns = ...
for i = 1, #nodes do nodes[i]:registerScriptHandler(fns[i]) end
)lua";

} // namespace

HandlerMemory measureHandlerMemory(long count) {
    HandlerMemory r;
    r.handlers = count;
    cc::ScriptHook* previous = cc::ScriptHook::installed();
    bool hadDirector = cc::Director::getExistingInstance() != nullptr; /* nodes need one */
    clearPool();                                                       /* under the previous engine */
    std::string error;
    {
        // A fresh engine: its function map holds only these handlers, so `count` = 2^k fills its hash
        // part exactly (the minimum; see the README for other counts).
        auto probe = std::make_unique<kite::LuaEngine>(); /* installs itself */
        lua_State* L = probe->getLuaState();
        kite::registerBindings(L);
        // Handler ids are process-wide and never reused, so in a game that has run a while they are
        // sparse and live in the function map's hash part. Get there first, whatever ran before.
        lua_pushcfunction(L, luaClearPool);
        for (long id = 0; id < 2 * count;) {
            id = toluafix_ref_function(L, -1, 0);
            toluafix_remove_function_by_refid(L, static_cast<int>(id));
        }
        lua_pop(L, 1);
        int handlers0 = kite::LuaEngine::liveHandlers();
        lua_pushinteger(L, count);
        if (runChunk(L, kHandlerPrepare, "=handler memory", 1, 2, &error)) { /* stack: nodes fns */
            Counter counter;
            counter.inner = lua_getallocf(L, &counter.innerUd);
            lua_setallocf(L, counting, &counter);
            fullGc(L);
            long long lua0 = counter.live, blocks0 = counter.blocks, malloc0 = mallocInUse();
            lua_pushvalue(L, -2);
            lua_pushvalue(L, -2);
            if (runChunk(L, kHandlerRegister, "=handler memory", 2, 0, &error)) {
                fullGc(L);
                long long lua = counter.live - lua0, malloc1 = mallocInUse();
                r.luaBytes = static_cast<double>(lua) / count;
                r.luaBlocks = static_cast<double>(counter.blocks - blocks0) / count;
#if defined(KITE_LUAJIT)
                long long luaInMalloc = 0; /* LuaJIT's own allocator maps its memory, malloc never sees it */
#else
                long long luaInMalloc = lua; /* PUC Lua's default allocator is realloc */
#endif
                if (malloc0 >= 0 && malloc1 >= 0 && malloc1 - malloc0 - luaInMalloc > 0)
                    r.cppMeasured = static_cast<double>(malloc1 - malloc0 - luaInMalloc) / count;
                if (kite::LuaEngine::liveHandlers() - handlers0 != count)
                    r.luaBytes = -1; /* not what we measured */
            } else {
                std::fprintf(stderr, "kite_bench: handler memory: %s\n", error.c_str());
            }
            // The floor: one luaL_ref per function, in the same state.
            fullGc(L);
            long long floor0 = counter.live;
            std::vector<int> refs;
            refs.reserve(static_cast<size_t>(count));
            for (long i = 1; i <= count; ++i) {
                lua_rawgeti(L, -1, static_cast<int>(i));
                refs.push_back(luaL_ref(L, LUA_REGISTRYINDEX));
            }
            fullGc(L);
            r.floorLuaBytes = static_cast<double>(counter.live - floor0) / count;
            for (int ref : refs)
                luaL_unref(L, LUA_REGISTRYINDEX, ref);
            lua_setallocf(L, counter.inner, counter.innerUd);
            lua_pop(L, 2);
        } else {
            std::fprintf(stderr, "kite_bench: handler memory: %s\n", error.c_str());
        }
        clearPool(); /* the nodes die under the probe engine, freeing their handlers */
        fullGc(L);
        if (!hadDirector) cc::Director::destroyInstance();
    } /* the probe uninstalls itself */
    cc::ScriptHook::install(previous);

    // The C++ side from the layout: each handler is one LuaFunction::Holder, and the node's event
    // callback keeps its captures (the LuaFunction and the node) on the heap, since std::function
    // stores only trivially copyable callables inline.
    r.cppEstimate = static_cast<double>(mallocChunk(sizeof(kite::LuaFunction::Holder)) +
                                        mallocChunk(sizeof(kite::LuaFunction) + sizeof(cc::Node*)));
    return r;
}

} // namespace bench_engine
