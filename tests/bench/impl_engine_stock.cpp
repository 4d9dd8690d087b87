// impl_engine_stock.cpp -- the stock engine state (bench_engine_stock.h): code generated from
// engine.pkg with bindings/basic.lua, Debian's stock tolua++ 1.0.93 runtime, and what cocos2d-x
// 3.x puts around it, written here in its style: tolua_fix with every refid table looked up by
// name (CCLuaStack/tolua_fix.cpp), tolua_pushusertype_and_addtoroot (cocos' tolua_push.c
// addition), getLuaTypeName through the typeid-name map, and the script engine's dispatch
// (LuaStack::executeFunctionByHandler: the function map by name, two lua_isfunction, the global
// __G__TRACKBACK__ by name, lua_insert, pcall, result probe, lua_settop(0)).
// Partially linked with libtolua++5.1.a: only kite_bench_engine_stock is global.
// SPDX-License-Identifier: MIT
#include "tolua++.h"
#if defined(TOLUA_VALUE_ROOT)
#error "the stock engine state picked up Kite's tolua++.h; it must see /usr/include/tolua++.h"
#endif
#include "tolua_fix.h"

#include "bench_engine_stock.h"

#include "base/Ref.h"
#include "scene/Node.h"
#include "scheduler/Scheduler.h"
#include "script/ScriptHook.h"
#include "stock_callbacks.h"

extern "C" {
#include "lauxlib.h"
#include "lualib.h"
}

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <unordered_map>

TOLUA_API int tolua_bench_engine_open(lua_State* tolua_S); /* generated from engine.pkg */

namespace {

int s_functionRefId = 0;
std::unordered_map<std::string, std::string> s_luaType; // cocos2d-x g_luaType

const char* getLuaTypeName(cc::Ref* ptr, const char* type) {
    if (ptr) {
        auto it = s_luaType.find(typeid(*ptr).name());
        if (it != s_luaType.end()) return it->second.c_str();
    }
    return type;
}

void addValueToRoot(lua_State* L, void* ptr) { /* stack: value */
    lua_pushstring(L, TOLUA_VALUE_ROOT);
    lua_rawget(L, LUA_REGISTRYINDEX); /* stack: value root */
    lua_insert(L, -2);                /* stack: root value */
    lua_pushlightuserdata(L, ptr);    /* stack: root value ptr */
    lua_insert(L, -2);                /* stack: root ptr value */
    lua_rawset(L, -3);                /* root[ptr] = value */
    lua_pop(L, 1);
}

void removeValueFromRoot(lua_State* L, void* ptr) {
    lua_pushstring(L, TOLUA_VALUE_ROOT);
    lua_rawget(L, LUA_REGISTRYINDEX);
    lua_pushlightuserdata(L, ptr);
    lua_pushnil(L);
    lua_rawset(L, -3);
    lua_pop(L, 1);
}

} // namespace

void toluafix_register_typeid(const std::type_info& cppType, const char* type) {
    s_luaType[cppType.name()] = type;
}

TOLUA_API void toluafix_open(lua_State* L) {
    const char* names[] = {TOLUA_REFID_PTR_MAPPING, TOLUA_REFID_TYPE_MAPPING, TOLUA_REFID_FUNCTION_MAPPING,
                           TOLUA_VALUE_ROOT};
    for (const char* name : names) {
        lua_pushstring(L, name);
        lua_newtable(L);
        lua_rawset(L, LUA_REGISTRYINDEX);
    }
}

TOLUA_API int toluafix_pushusertype_ccobject(lua_State* L, int refid, int* p_refid, void* ptr,
                                             const char* type) {
    if (!ptr || !p_refid) {
        lua_pushnil(L);
        return -1;
    }
    auto* object = static_cast<cc::Ref*>(ptr);
    const char* luaType = getLuaTypeName(object, type);
    if (*p_refid == 0) {
        *p_refid = refid;
        lua_pushstring(L, TOLUA_REFID_PTR_MAPPING);
        lua_rawget(L, LUA_REGISTRYINDEX); /* stack: refid_ptr */
        lua_pushinteger(L, refid);
        lua_pushlightuserdata(L, object);
        lua_rawset(L, -3); /* refid_ptr[refid] = ptr */
        lua_pop(L, 1);
        lua_pushstring(L, TOLUA_REFID_TYPE_MAPPING);
        lua_rawget(L, LUA_REGISTRYINDEX); /* stack: refid_type */
        lua_pushinteger(L, refid);
        lua_pushstring(L, luaType);
        lua_rawset(L, -3); /* refid_type[refid] = type */
        lua_pop(L, 1);
    }
    tolua_pushusertype(L, object, luaType); /* tolua_pushusertype_and_addtoroot */
    lua_pushvalue(L, -1);
    addValueToRoot(L, object);
    return 0;
}

TOLUA_API int toluafix_remove_ccobject_by_refid(lua_State* L, int refid) {
    if (refid == 0) return -1;
    lua_pushstring(L, TOLUA_REFID_PTR_MAPPING);
    lua_rawget(L, LUA_REGISTRYINDEX); /* stack: refid_ptr */
    lua_pushinteger(L, refid);
    lua_rawget(L, -2); /* stack: refid_ptr ptr */
    void* ptr = lua_touserdata(L, -1);
    lua_pop(L, 1);
    if (!ptr) {
        lua_pop(L, 1);
        return -2;
    }
    lua_pushinteger(L, refid);
    lua_pushnil(L);
    lua_rawset(L, -3); /* refid_ptr[refid] = nil */
    lua_pop(L, 1);

    lua_pushstring(L, TOLUA_REFID_TYPE_MAPPING);
    lua_rawget(L, LUA_REGISTRYINDEX); /* stack: refid_type */
    lua_pushinteger(L, refid);
    lua_rawget(L, -2); /* stack: refid_type type */
    if (lua_isnil(L, -1)) {
        lua_pop(L, 2);
        std::fprintf(stderr, "[LUA ERROR] remove CCObject with NULL type, refid: %d, ptr: %p\n", refid, ptr);
        return -1;
    }
    std::string type = lua_tostring(L, -1);
    lua_pop(L, 1);
    lua_pushinteger(L, refid);
    lua_pushnil(L);
    lua_rawset(L, -3); /* refid_type[refid] = nil */
    lua_pop(L, 1);

    luaL_getmetatable(L, type.c_str()); /* stack: mt */
    lua_pushstring(L, "tolua_ubox");
    lua_rawget(L, -2); /* stack: mt ubox */
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        lua_pushstring(L, "tolua_ubox");
        lua_rawget(L, LUA_REGISTRYINDEX);
    }
    removeValueFromRoot(L, ptr);
    lua_pushlightuserdata(L, ptr);
    lua_rawget(L, -2); /* stack: mt ubox ud */
    if (lua_isnil(L, -1)) {
        lua_pop(L, 3);
        return -3;
    }
    lua_pushvalue(L, TOLUA_NOPEER);
    lua_setfenv(L, -2); /* the peer goes */
    void** ud = static_cast<void**>(lua_touserdata(L, -1));
    lua_pop(L, 1); /* stack: mt ubox */
    if (!ud) {
        lua_pop(L, 2);
        return -1;
    }
    *ud = nullptr;
    lua_pushlightuserdata(L, ptr);
    lua_pushnil(L);
    lua_rawset(L, -3); /* ubox[ptr] = nil */
    lua_pop(L, 2);
    return 0;
}

TOLUA_API int toluafix_ref_function(lua_State* L, int lo, int def) {
    if (!lua_isfunction(L, lo)) return 0;
    ++s_functionRefId;
    lua_pushstring(L, TOLUA_REFID_FUNCTION_MAPPING);
    lua_rawget(L, LUA_REGISTRYINDEX); /* stack: ... refid_fun */
    lua_pushinteger(L, s_functionRefId);
    lua_pushvalue(L, lo > 0 ? lo : lo - 2);
    lua_rawset(L, -3); /* refid_fun[refid] = fun */
    lua_pop(L, 1);
    return s_functionRefId;
}

TOLUA_API void toluafix_get_function_by_refid(lua_State* L, int refid) {
    lua_pushstring(L, TOLUA_REFID_FUNCTION_MAPPING);
    lua_rawget(L, LUA_REGISTRYINDEX); /* stack: ... refid_fun */
    lua_pushinteger(L, refid);
    lua_rawget(L, -2); /* stack: ... refid_fun fun */
    lua_remove(L, -2);
}

TOLUA_API void toluafix_remove_function_by_refid(lua_State* L, int refid) {
    lua_pushstring(L, TOLUA_REFID_FUNCTION_MAPPING);
    lua_rawget(L, LUA_REGISTRYINDEX);
    lua_pushinteger(L, refid);
    lua_pushnil(L);
    lua_rawset(L, -3);
    lua_pop(L, 1);
}

TOLUA_API int toluafix_isfunction(lua_State* L, int lo, const char* type, int def, tolua_Error* err) {
    if (lua_gettop(L) >= std::abs(lo) && lua_isfunction(L, lo)) return 1;
    err->index = lo;
    err->array = 0;
    err->type = "[not function]";
    return 0;
}

namespace {

lua_State* s_L = nullptr;
int s_errors = 0;

// cocos2d-x LuaStack::executeFunction: the function below `nargs` arguments.
int executeFunction(lua_State* L, int nargs) {
    int functionIndex = -(nargs + 1);
    if (!lua_isfunction(L, functionIndex)) {
        lua_pop(L, nargs + 1);
        return 0;
    }
    int traceback = 0;
    lua_getglobal(L, "__G__TRACKBACK__");
    if (!lua_isfunction(L, -1)) {
        lua_pop(L, 1);
    } else {
        lua_insert(L, functionIndex - 1);
        traceback = functionIndex - 1;
    }
    if (lua_pcall(L, nargs, 1, traceback) != 0) {
        ++s_errors;
        std::fprintf(stderr, "[LUA ERROR] %s\n", lua_tostring(L, -1) ? lua_tostring(L, -1) : "?");
        lua_pop(L, traceback ? 2 : 1);
        return 0;
    }
    int ret = 0;
    if (lua_isnumber(L, -1))
        ret = static_cast<int>(lua_tointeger(L, -1));
    else if (lua_isboolean(L, -1))
        ret = lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (traceback) lua_pop(L, 1);
    return ret;
}

// cocos2d-x LuaStack::executeFunctionByHandler (pushFunctionByHandler inlined).
int executeFunctionByHandler(lua_State* L, int handler, int nargs) {
    int ret = 0;
    toluafix_get_function_by_refid(L, handler);
    if (!lua_isfunction(L, -1)) {
        std::fprintf(stderr, "[LUA ERROR] function refid '%d' does not reference a Lua function\n", handler);
        lua_pop(L, 1);
        ++s_errors;
    } else {
        if (nargs > 0) lua_insert(L, -(nargs + 1));
        ret = executeFunction(L, nargs);
    }
    lua_settop(L, 0);
    return ret;
}

// cocos2d-x's ScriptEvent: a type and an untyped payload, decoded by the engine with a switch.
enum class StockEventType { NodeEvent, Schedule, CallFunc, MenuClicked };
struct StockScheduleData {
    int handler;
    float dt;
};
struct StockEvent {
    StockEventType type;
    const void* data;
};

class StockEngine final : public cc::ScriptHook {
public:
    void refDestroyed(cc::Ref* object) override { toluafix_remove_ccobject_by_refid(s_L, object->_luaID); }
    // cocos2d-x's ScriptEngineProtocol::sendEvent, virtual like it.
    virtual int sendEvent(const StockEvent& event) {
        switch (event.type) {
        case StockEventType::Schedule: { /* scheduler entries and node updates alike */
            const auto* d = static_cast<const StockScheduleData*>(event.data);
            lua_pushnumber(s_L, d->dt);
            return executeFunctionByHandler(s_L, d->handler, 1);
        }
        default:
            return 0; /* node events, menus, listeners: nothing registered in the bench */
        }
    }
};

StockEngine s_engine;
StockEngine* volatile s_current = &s_engine; // looked up per event, like ScriptEngineManager

// The handler id the engine keeps (cocos2d-x releases it when the entry or update goes away).
struct StockHandler {
    explicit StockHandler(int id) : handler(id) {}
    ~StockHandler() {
        if (s_L) toluafix_remove_function_by_refid(s_L, handler);
    }
    int handler;
};

std::function<void(float)> scheduleEventCallback(int handler) {
    auto owned = std::make_shared<StockHandler>(handler);
    return [owned](float dt) {
        StockScheduleData data{owned->handler, dt};
        s_current->sendEvent(StockEvent{StockEventType::Schedule, &data});
    };
}

const char* const kTraceback = "function __G__TRACKBACK__(msg) return debug.traceback(tostring(msg), 2) end";

lua_State* open() {
    lua_State* L = luaL_newstate();
    luaL_openlibs(L);
    tolua_open(L);
    toluafix_open(L);
    tolua_bench_engine_open(L);
    if (luaL_dostring(L, kTraceback) != 0)
        std::fprintf(stderr, "kite_bench: stock: %s\n", lua_tostring(L, -1));
    lua_settop(L, 0);
    s_L = L;
    return L;
}

cc::ScriptHook* engine() {
    return &s_engine;
}

void push(lua_State* L, cc::Ref* object, const char* type) {
    toluafix_pushusertype_ccobject(L, static_cast<int>(object->_ID), &object->_luaID, object, type);
}

int errors() {
    return s_errors;
}

void close() {
    lua_close(s_L);
    s_L = nullptr;
}

const StockEngineApi kApi = {open, engine, push, errors, close};

} // namespace

// cocos2d-x's Node::scheduleUpdateWithPriorityLua keeps the id and sends a schedule event from
// update(); its Scheduler::scheduleScriptFunc keeps it in a script entry that does the same.
void stockScheduleUpdateWithPriorityLua(cc::Node* self, int handler, int priority) {
    self->scheduleUpdateCallback(scheduleEventCallback(handler), priority);
}

unsigned int stockScheduleScriptFunc(cc::Scheduler* self, int handler, float interval, bool paused) {
    return self->scheduleEntry(scheduleEventCallback(handler), interval, paused);
}

extern "C" const StockEngineApi* kite_bench_impl_engine_stock() {
    return &kApi;
}
