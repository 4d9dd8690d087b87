// LuaEngine.cpp -- see LuaEngine.h. Every callback into Lua retains the object it is about, so a
// callback that removes or releases its own node (or its parent) finishes on a live object.
// SPDX-License-Identifier: MIT
#include "LuaEngine.h"

#include "base/Ref.h"
#include "base/RefCensus.h"
#include "base/RefPtr.h"
#include "script/ScriptEngineManager.h"
#include "script/ScriptEvent.h"
#include "tolua_fix.h"

#include "LuaEvents.h"

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

const char* nodeEventName(cc::NodeEventKind kind) {
    switch (kind) {
    case cc::NodeEventKind::Enter:
        return "enter";
    case cc::NodeEventKind::Exit:
        return "exit";
    case cc::NodeEventKind::EnterTransitionDidFinish:
        return "enterTransitionFinish";
    case cc::NodeEventKind::ExitTransitionDidStart:
        return "exitTransitionStart";
    case cc::NodeEventKind::Cleanup:
        return "cleanup";
    }
    return "unknown";
}

} // namespace

LuaEngine::LuaEngine() : _stack(std::make_unique<LuaStack>()) {
    _handlers = std::make_unique<ScriptHandlerMgr>(_stack.get());
    lua_State* L = _stack->getLuaState();
    openKiteModule(L);
    for (const auto& [name, source] : embeddedFramework())
        _stack->addEmbeddedModule(name, source);
    _stack->executeString("require('kite.init')", "=kite"); /* `kite` itself is the C census module */
    cc::ScriptEngineManager::getInstance()->setScriptEngine(this);
}

LuaEngine::~LuaEngine() {
    cc::ScriptEngineManager* manager = cc::ScriptEngineManager::getInstance();
    if (manager->getScriptEngine() == this) manager->setScriptEngine(nullptr);
    _handlers.reset(); /* frees every handler still registered */
    _stack.reset();    /* resets _luaID on every object Lua saw, then closes the state */
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
    object->release(); /* may destroy it, which calls back into removeScriptObjectByObject */
    return true;
}

int LuaEngine::luaRetainCount(cc::Ref* object) const {
    auto it = _luaRetains.find(object);
    return it == _luaRetains.end() ? 0 : it->second;
}

LuaEngine* LuaEngine::current() {
    return dynamic_cast<LuaEngine*>(cc::ScriptEngineManager::getInstance()->getScriptEngine());
}

int LuaEngine::liveHandlers() {
    return toluafixLiveFunctions();
}

int LuaEngine::liveLuaObjects() const {
    return toluafixLiveObjects(_stack->getLuaState());
}

void LuaEngine::removeScriptObjectByObject(cc::Ref* object) {
    _luaRetains.erase(object);
    _handlers->removeObjectAllHandlers(object);
    toluafix_remove_ccobject_by_refid(_stack->getLuaState(), object->_luaID);
}

void LuaEngine::removeScriptHandler(int handler) {
    toluafix_remove_function_by_refid(_stack->getLuaState(), handler);
}

int LuaEngine::sendEvent(const cc::ScriptEvent& event) {
    switch (event.type) {
    case cc::ScriptEventType::NodeEvent:
        return handleNodeEvent(event.data);
    case cc::ScriptEventType::SchedulerEntry: {
        const auto* d = static_cast<const cc::SchedulerScriptData*>(event.data);
        return _stack->executeFunctionByHandlerWithNumber(d->handler, d->dt);
    }
    case cc::ScriptEventType::NodeUpdate: { /* Node::update holds the node for the call */
        const auto* d = static_cast<const cc::NodeUpdateScriptData*>(event.data);
        return _stack->executeFunctionByHandlerWithNumber(d->handler, d->dt);
    }
    case cc::ScriptEventType::CallFunc: {
        const auto* d = static_cast<const cc::CallFuncScriptData*>(event.data);
        cc::RefPtr<cc::Ref> keep(asRef(d->target));
        pushNode(*_stack, d->target);
        return _stack->executeFunctionByHandler(d->handler, 1);
    }
    case cc::ScriptEventType::MenuClick:
        return handleMenuClick(event.data);
    case cc::ScriptEventType::ListenerEvent:
        return handleListenerEvent(event.data);
    }
    return 0;
}

void LuaEngine::beginDispatchRun() {
    _stack->beginDispatchRun();
}

void LuaEngine::endDispatchRun() {
    _stack->endDispatchRun();
}

int LuaEngine::handleNodeEvent(const void* data) {
    const auto* d = static_cast<const cc::NodeEventData*>(data);
    cc::Ref* node = asRef(d->node);
    int handler = _handlers->getObjectHandler(node, cc::ScriptHandlerType::NODE);
    if (!handler) return 0;
    cc::RefPtr<cc::Ref> keep(node);
    _stack->pushString(nodeEventName(d->kind));
    return _stack->executeFunctionByHandler(handler, 1);
}

int LuaEngine::handleMenuClick(const void* data) {
    const auto* d = static_cast<const cc::MenuClickData*>(data);
    cc::Ref* item = asRef(d->item);
    int handler = _handlers->getObjectHandler(item, cc::ScriptHandlerType::MENU_CLICKED);
    if (!handler) return 0;
    cc::RefPtr<cc::Ref> keep(item);
    _stack->pushInt(menuItemTag(d->item));
    pushMenuItem(*_stack, d->item);
    return _stack->executeFunctionByHandler(handler, 2);
}

int LuaEngine::handleListenerEvent(const void* data) {
    const auto* d = static_cast<const cc::ListenerEventData*>(data);
    cc::Ref* listener = asRef(d->listener);
    int handler = _handlers->getObjectHandler(listener, static_cast<cc::ScriptHandlerType>(d->handlerKind));
    if (!handler) return 0;
    cc::RefPtr<cc::Ref> keep(listener);
    int nargs = pushListenerArguments(*_stack, d->event, d->touch, d->handlerKind);
    return _stack->executeFunctionByHandler(handler, nargs);
}

} // namespace kite
