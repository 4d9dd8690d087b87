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

/// @lua kite.liveRefs(): integer
/// How many engine objects (cc.Ref) are alive now, for finding leaks.
int luaLiveRefs(lua_State* L) {
    lua_pushinteger(L, cc::RefCensus::liveCount());
    return 1;
}

/// @lua kite.liveHandlers(): integer
/// How many Lua functions the engine holds now as handlers and callbacks, for finding leaks.
int luaLiveHandlers(lua_State* L) {
    lua_pushinteger(L, LuaEngine::liveHandlers());
    return 1;
}

/// @lua kite.liveLuaObjects(): integer
/// How many engine objects Lua has a userdata for now.
int luaLiveObjects(lua_State* L) {
    lua_pushinteger(L, toluafixLiveObjects(L));
    return 1;
}

/// @lua kite.census(): table
/// The engine objects alive now, counted by C++ class name: {["cc::Sprite"] = 3, ...}.
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
    /// @lua cc.Handler: {NODE: integer, MENU_CLICKED: integer, CALLFUNC: integer, SCHEDULE: integer, TOUCHES: integer, KEYPAD: integer, ACCELEROMETER: integer, CONTROL_TOUCH_DOWN: integer, CONTROL_TOUCH_DRAG_INSIDE: integer, CONTROL_TOUCH_DRAG_OUTSIDE: integer, CONTROL_TOUCH_DRAG_ENTER: integer, CONTROL_TOUCH_DRAG_EXIT: integer, CONTROL_TOUCH_UP_INSIDE: integer, CONTROL_TOUCH_UP_OUTSIDE: integer, CONTROL_TOUCH_UP_CANCEL: integer, CONTROL_VALUE_CHANGED: integer, WEBSOCKET_OPEN: integer, WEBSOCKET_MESSAGE: integer, WEBSOCKET_CLOSE: integer, WEBSOCKET_ERROR: integer, GL_NODE_DRAW: integer, SCROLLVIEW_SCROLL: integer, SCROLLVIEW_ZOOM: integer, TABLECELL_TOUCHED: integer, TABLECELL_HIGHLIGHT: integer, TABLECELL_UNHIGHLIGHT: integer, TABLECELL_WILL_RECYCLE: integer, TABLECELL_SIZE_FOR_INDEX: integer, TABLECELL_AT_INDEX: integer, TABLEVIEW_NUMS_OF_CELLS: integer, XMLHTTPREQUEST_READY_STATE_CHANGE: integer, ASSETSMANAGER_PROGRESS: integer, ASSETSMANAGER_SUCCESS: integer, ASSETSMANAGER_ERROR: integer, STUDIO_EVENT_LISTENER: integer, ARMATURE_EVENT: integer, EVENT_ACC: integer, EVENT_CUSTOM: integer, EVENT_CUSTIOM: integer, EVENT_KEYBOARD_PRESSED: integer, EVENT_KEYBOARD_RELEASED: integer, EVENT_TOUCH_BEGAN: integer, EVENT_TOUCH_MOVED: integer, EVENT_TOUCH_ENDED: integer, EVENT_TOUCH_CANCELLED: integer, EVENT_TOUCHES_BEGAN: integer, EVENT_TOUCHES_MOVED: integer, EVENT_TOUCHES_ENDED: integer, EVENT_TOUCHES_CANCELLED: integer, EVENT_MOUSE_DOWN: integer, EVENT_MOUSE_UP: integer, EVENT_MOUSE_MOVE: integer, EVENT_MOUSE_SCROLL: integer, EVENT_SPINE: integer, EVENT_PHYSICS_CONTACT_BEGIN: integer, EVENT_PHYSICS_CONTACT_PRESOLVE: integer, EVENT_PHYSICS_CONTACT_POSTSOLVE: integer, EVENT_PHYSICS_CONTACT_SEPARATE: integer, EVENT_FOCUS: integer, EVENT_CONTROLLER_CONNECTED: integer, EVENT_CONTROLLER_DISCONNECTED: integer, EVENT_CONTROLLER_KEYDOWN: integer, EVENT_CONTROLLER_KEYUP: integer, EVENT_CONTROLLER_KEYREPEAT: integer, EVENT_CONTROLLER_AXIS: integer, EVENT_SPINE_ANIMATION_START: integer, EVENT_SPINE_ANIMATION_INTERRUPT: integer, EVENT_SPINE_ANIMATION_END: integer, EVENT_SPINE_ANIMATION_DISPOSE: integer, EVENT_SPINE_ANIMATION_COMPLETE: integer, EVENT_SPINE_ANIMATION_EVENT: integer, EVENT_CUSTOM_BEGAN: integer, EVENT_CUSTOM_ENDED: integer}
    /// Handler kinds for ScriptHandlerMgr and registerScriptHandler (EVENT_CUSTIOM is EVENT_CUSTOM).
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
