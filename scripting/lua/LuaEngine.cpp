// LuaEngine.cpp -- see LuaEngine.h. Every callback into Lua retains the object it is about, so a
// callback that removes or releases its own node (or its parent) finishes on a live object.
// SPDX-License-Identifier: MIT
#include "LuaEngine.h"

#include "base/Ref.h"
#include "base/RefCensus.h"
#include "tolua_fix.h"

extern "C" {
#include "lauxlib.h"
}

#include <string>
#include <utility>
#include <vector>

namespace kite {

std::vector<std::pair<std::string, std::string>> embeddedFramework(); // generated
extern const std::pair<const char*, int> kHandlerConstants[];         // generated

namespace {

int luaLiveRefs(lua_State* L) {
    lua_pushinteger(L, cc::RefCensus::liveCount());
    return 1;
}

int luaLiveHandlers(lua_State* L) {
    lua_pushinteger(L, LuaEngine::liveHandlers());
    return 1;
}

int luaLiveObjects(lua_State* L) {
    lua_pushinteger(L, toluafixLiveObjects(L));
    return 1;
}

int luaCensus(lua_State* L) {
    lua_newtable(L);
    for (const auto& [name, count] : cc::RefCensus::countsByClass()) {
        lua_pushinteger(L, count);
        lua_setfield(L, -2, name.c_str());
    }
    return 1;
}

// cc.Handler.* from the C++ enum, and the `kite` census functions.
void openKiteModule(lua_State* L) {
    lua_getglobal(L, "cc");
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setglobal(L, "cc");
    } /* stack: cc */
    lua_newtable(L);
    for (const auto* c = kHandlerConstants; c->first; ++c) {
        lua_pushinteger(L, c->second);
        lua_setfield(L, -2, c->first);
    }
    lua_setfield(L, -2, "Handler");
    lua_pop(L, 1);

    static const luaL_Reg functions[] = {{"liveRefs", luaLiveRefs},
                                         {"liveHandlers", luaLiveHandlers},
                                         {"liveLuaObjects", luaLiveObjects},
                                         {"census", luaCensus},
                                         {nullptr, nullptr}};
    luaL_register(L, "kite", functions);
    lua_pop(L, 1);
}

} // namespace

LuaEngine::LuaEngine() : _stack(std::make_unique<LuaStack>()) {
    lua_State* L = _stack->getLuaState();
    openKiteModule(L);
    for (const auto& [name, source] : embeddedFramework())
        _stack->addEmbeddedModule(name, source);
    _stack->executeString("require('kite.init')", "=kite"); /* `kite` itself is the C census module */
    cc::ScriptHook::install(this);
}

LuaEngine::~LuaEngine() {
    if (cc::ScriptHook::installed() == this) cc::ScriptHook::install(nullptr);
    _stack.reset(); /* detaches every LuaFunction, resets _luaID on every object Lua saw, closes */
    auto retains = std::move(_luaRetains);
    for (auto& [object, count] : retains) /* Lua is gone: nothing can release these any more */
        while (count-- > 0)
            object->release();
}

void LuaEngine::luaRetain(cc::Ref* object) {
    ++_luaRetains[object];
    object->retain();
}

bool LuaEngine::luaRelease(cc::Ref* object) {
    auto it = _luaRetains.find(object);
    if (it == _luaRetains.end()) return false;
    if (--it->second == 0) _luaRetains.erase(it);
    object->release(); /* may destroy it, which calls back into refDestroyed */
    return true;
}

int LuaEngine::luaRetainCount(cc::Ref* object) const {
    auto it = _luaRetains.find(object);
    return it == _luaRetains.end() ? 0 : it->second;
}

LuaEngine* LuaEngine::current() {
    return dynamic_cast<LuaEngine*>(cc::ScriptHook::installed());
}

int LuaEngine::liveHandlers() {
    return toluafixLiveFunctions();
}

int LuaEngine::liveLuaObjects() const {
    return toluafixLiveObjects(_stack->getLuaState());
}

void LuaEngine::refDestroyed(cc::Ref* object) {
    _luaRetains.erase(object);
    toluafix_remove_ccobject_by_refid(_stack->getLuaState(), object->_luaID);
}

void LuaEngine::beginCallbackRun() {
    _stack->beginDispatchRun();
}

void LuaEngine::endCallbackRun() {
    _stack->endDispatchRun();
}

} // namespace kite
