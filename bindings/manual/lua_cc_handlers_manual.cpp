// lua_cc_handlers_manual.cpp -- the global ScriptHandlerMgr of cocos2d-x's Lua API:
// ScriptHandlerMgr:getInstance():registerScriptHandler(obj, fn, type), unregisterScriptHandler(obj,
// type) and removeObjectAllHandlers(obj). It keeps nothing itself: each call sets or clears the typed
// callback the type names on the object (LuaCallbacks.h), which owns the function from then on.
// SPDX-License-Identifier: MIT
#include "LuaCallbacks.h"
#include "ManualSupport.h"

namespace {

const char kHandlerMgr[] = "ScriptHandlerMgr";

// Whether argument 2 is an object a handler can be set on (tolua_err filled when not).
bool isHandlerObject(lua_State* L, tolua_Error* err) {
    if (tolua_isusertype(L, 2, "cc.Node", 0, err) || tolua_isusertype(L, 2, "cc.EventListener", 0, err))
        return true;
    err->index = 2;
    err->array = 0;
    err->type = "cc.Node or cc.EventListener";
    return false;
}

int deadObject(lua_State* L, const char* function) {
    return luaL_error(L, "error in function '%s': argument #2 is a %s that is gone (tolua.isnull)", function,
                      tolua_typename(L, 2));
}

int unsupported(lua_State* L, const char* function, cc::ScriptHandlerType kind) {
    return luaL_error(L, "%s: handler type %d is not supported for %s by Kite", function,
                      static_cast<int>(kind), tolua_typename(L, 2));
}

/* ScriptHandlerMgr:getInstance() -> ScriptHandlerMgr (its own self: it holds no state) */
/// @lua ScriptHandlerMgr:getInstance(): ScriptHandlerMgr
/// Returns ScriptHandlerMgr itself (it holds no state), for cocos2d-x's getInstance():... calls.
int lua_ScriptHandlerMgr_getInstance(lua_State* L) {
    lua_settop(L, 1);
    return 1;
}

/* ScriptHandlerMgr:registerScriptHandler(obj, function(...) end, cc.Handler.X) */
/// @lua ScriptHandlerMgr:registerScriptHandler(object: cc.Node, handler: fun(event: cc.NodeEvent), handlerType: integer)
/// @lua ScriptHandlerMgr:registerScriptHandler(object: cc.MenuItem, handler: fun(tag: integer, item: cc.MenuItem), handlerType: integer)
/// @lua ScriptHandlerMgr:registerScriptHandler(object: cc.Layer, handler: fun(phase: cc.TouchPhase, x: number, y: number): boolean, handlerType: integer)
/// @lua ScriptHandlerMgr:registerScriptHandler(object: cc.Layer, handler: fun(phase: cc.TouchPhase, points: number[]), handlerType: integer)
/// @lua ScriptHandlerMgr:registerScriptHandler(object: cc.Layer, handler: fun(event: cc.KeypadEvent), handlerType: integer)
/// @lua ScriptHandlerMgr:registerScriptHandler(object: cc.EventListener, handler: function, handlerType: integer)
/// Sets the object's handler of a cc.Handler kind: NODE, MENU_CLICKED, TOUCHES, KEYPAD, or a listener's.
int lua_ScriptHandlerMgr_registerScriptHandler(lua_State* tolua_S) {
    const char* function = "ScriptHandlerMgr:registerScriptHandler";
    tolua_Error tolua_err;
    cc::Ref* object = nullptr;
    if (!isHandlerObject(tolua_S, &tolua_err) ||
        !toluafix_isfunction(tolua_S, 3, "LUA_FUNCTION", 0, &tolua_err) ||
        !tolua_isnumber(tolua_S, 4, 0, &tolua_err) || !tolua_isnoobj(tolua_S, 5, &tolua_err))
        goto tolua_lerror;
    {
        object = static_cast<cc::Ref*>(tolua_tousertype(tolua_S, 2, nullptr));
        if (!object) return deadObject(tolua_S, function);
        cc::ScriptHandlerType kind = kite::manual::handlerTypeAt(tolua_S, 4, function);
        bool set;
        { /* the function is released here when nothing took it, before any error unwinds */
            kite::LuaFunction fn = kite::manual::luaFunctionAt(tolua_S, 3, function);
            set = kite::manual::setObjectHandler(object, kind, fn);
        }
        return set ? 0 : unsupported(tolua_S, function, kind);
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'ScriptHandlerMgr:registerScriptHandler'.", &tolua_err);
    return 0;
}

/* ScriptHandlerMgr:unregisterScriptHandler(obj, cc.Handler.X) */
/// @lua ScriptHandlerMgr:unregisterScriptHandler(object: cc.Node|cc.EventListener, handlerType: integer)
/// Removes the object's handler of that cc.Handler kind; a kind Kite cannot set on it raises an error.
int lua_ScriptHandlerMgr_unregisterScriptHandler(lua_State* tolua_S) {
    const char* function = "ScriptHandlerMgr:unregisterScriptHandler";
    tolua_Error tolua_err;
    cc::Ref* object = nullptr;
    if (!isHandlerObject(tolua_S, &tolua_err) || !tolua_isnumber(tolua_S, 3, 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 4, &tolua_err))
        goto tolua_lerror;
    {
        object = static_cast<cc::Ref*>(tolua_tousertype(tolua_S, 2, nullptr));
        if (!object) return deadObject(tolua_S, function);
        cc::ScriptHandlerType kind = kite::manual::handlerTypeAt(tolua_S, 3, function);
        bool cleared = kite::manual::setObjectHandler(object, kind, kite::LuaFunction());
        return cleared ? 0 : unsupported(tolua_S, function, kind);
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'ScriptHandlerMgr:unregisterScriptHandler'.", &tolua_err);
    return 0;
}

/* ScriptHandlerMgr:removeObjectAllHandlers(obj) */
/// @lua ScriptHandlerMgr:removeObjectAllHandlers(object: cc.Node|cc.EventListener)
/// Removes every handler registerScriptHandler can set on the object.
int lua_ScriptHandlerMgr_removeObjectAllHandlers(lua_State* tolua_S) {
    tolua_Error tolua_err;
    cc::Ref* object = nullptr;
    if (!isHandlerObject(tolua_S, &tolua_err) || !tolua_isnoobj(tolua_S, 3, &tolua_err)) goto tolua_lerror;
    object = static_cast<cc::Ref*>(tolua_tousertype(tolua_S, 2, nullptr));
    if (!object) return deadObject(tolua_S, "ScriptHandlerMgr:removeObjectAllHandlers");
    kite::manual::clearObjectHandlers(object);
    return 0;
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'ScriptHandlerMgr:removeObjectAllHandlers'.", &tolua_err);
    return 0;
}

} // namespace

namespace kite::manual {

/// @class ScriptHandlerMgr
/// cocos2d-x's global handler registry; in Kite each handler is stored on its object and dies with it.
void registerHandlerMgr(lua_State* L) {
    static const luaL_Reg functions[] = {
        {"getInstance", lua_ScriptHandlerMgr_getInstance},
        {"registerScriptHandler", lua_ScriptHandlerMgr_registerScriptHandler},
        {"unregisterScriptHandler", lua_ScriptHandlerMgr_unregisterScriptHandler},
        {"removeObjectAllHandlers", lua_ScriptHandlerMgr_removeObjectAllHandlers},
        {nullptr, nullptr}};
    lua_newtable(L); /* stack: mgr */
    for (const luaL_Reg* f = functions; f->name; ++f) {
        lua_pushcfunction(L, f->func);
        lua_setfield(L, -2, f->name);
    }
    lua_setglobal(L, kHandlerMgr);
}

} // namespace kite::manual
