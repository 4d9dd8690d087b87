// lua_cc_events_manual.cpp -- listener handlers (Lua functions per cc.Handler kind), custom
// listeners (also from dispatcher:addCustomEventListener) and events, and menu item taps.
// SPDX-License-Identifier: MIT
#include "LuaCallbacks.h"
#include "ManualSupport.h"
#include "events/EventCustom.h"
#include "events/EventDispatcher.h"
#include "events/EventListenerCustom.h"
#include "scene/Menu.h"
#include "scene/MenuItem.h"

namespace {

using kite::manual::invalidSelf;

/* listener:registerScriptHandler(function(...) end, cc.Handler.EVENT_TOUCH_BEGAN). A kind that is not
   one of the listener's is an error (cocos2d-x ignores it: a handler that would never run). */
/// @lua cc.EventListener:registerScriptHandler(handler: fun(touch: cc.Touch, event: cc.EventTouch): boolean, handlerType: integer)
/// @lua cc.EventListener:registerScriptHandler(handler: fun(touches: cc.Touch[], event: cc.EventTouch), handlerType: integer)
/// @lua cc.EventListener:registerScriptHandler(handler: fun(keyCode: integer, event: cc.EventKeyboard), handlerType: integer)
/// @lua cc.EventListener:registerScriptHandler(handler: fun(event: cc.EventMouse), handlerType: integer)
/// @lua cc.EventListener:registerScriptHandler(handler: fun(event: cc.EventCustom), handlerType: integer)
/// @lua cc.EventListener:registerScriptHandler(handler: fun(controller: cc.Controller, event: cc.EventController), handlerType: integer)
/// @lua cc.EventListener:registerScriptHandler(handler: fun(controller: cc.Controller, keyCode: integer, event: cc.EventController), handlerType: integer)
/// @lua cc.EventListener:registerScriptHandler(handler: fun(contact: cc.PhysicsContact): boolean, handlerType: integer)
/// @lua cc.EventListener:registerScriptHandler(handler: fun(contact: cc.PhysicsContact, solve: cc.PhysicsContactPreSolve): boolean, handlerType: integer)
/// @lua cc.EventListener:registerScriptHandler(handler: fun(contact: cc.PhysicsContact, solve: cc.PhysicsContactPostSolve), handlerType: integer)
/// Sets the handler for one cc.Handler.EVENT_* kind; a kind this listener does not have raises an error.
int lua_cc_EventListener_registerScriptHandler(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.EventListener", 0, &tolua_err) ||
        !toluafix_isfunction(tolua_S, 2, "LUA_FUNCTION", 0, &tolua_err) ||
        !tolua_isnumber(tolua_S, 3, 0, &tolua_err) || !tolua_isnoobj(tolua_S, 4, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::EventListener*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return invalidSelf(tolua_S, "cc.EventListener:registerScriptHandler");
        cc::ScriptHandlerType kind =
            kite::manual::handlerTypeAt(tolua_S, 3, "cc.EventListener:registerScriptHandler");
        bool set;
        { /* the function is released here when nothing took it, before the error unwinds */
            kite::LuaFunction fn =
                kite::manual::luaFunctionAt(tolua_S, 2, "cc.EventListener:registerScriptHandler");
            set = kite::manual::setListenerHandler(self, kind, fn);
        }
        if (!set)
            return luaL_error(tolua_S,
                              "cc.EventListener:registerScriptHandler: handler type %d is not one of %s's",
                              static_cast<int>(kind), tolua_typename(tolua_S, 1));
        return 0;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.EventListener:registerScriptHandler'.", &tolua_err);
    return 0;
}

// A custom listener for the name at argument 2 calling the Lua function at argument 3.
cc::EventListenerCustom* luaCustomListener(lua_State* L, const char* function) {
    kite::LuaFunction fn = kite::manual::luaFunctionAt(L, 3, function);
    cc::EventListenerCustom* listener = cc::EventListenerCustom::create(tolua_tocppstring(L, 2, ""), nullptr);
    kite::manual::setListenerHandler(listener, cc::ScriptHandlerType::EVENT_CUSTOM, fn);
    return listener;
}

bool isNameAndFunction(lua_State* L, tolua_Error* err) {
    return tolua_isstring(L, 2, 0, err) && toluafix_isfunction(L, 3, "LUA_FUNCTION", 0, err) &&
           tolua_isnoobj(L, 4, err);
}

/* cc.EventListenerCustom:create(name, function(event) end) */
/// @lua static cc.EventListenerCustom:create(eventName: string, handler: fun(event: cc.EventCustom)): cc.EventListenerCustom
/// A listener calling `handler` for each custom event named `eventName`, once added to a dispatcher.
int lua_cc_EventListenerCustom_create(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "cc.EventListenerCustom", 0, &tolua_err) ||
        !isNameAndFunction(tolua_S, &tolua_err))
        goto tolua_lerror;
    {
        cc::EventListenerCustom* listener = luaCustomListener(tolua_S, "cc.EventListenerCustom:create");
        toluafix_pushusertype_ccobject(tolua_S, kite::refIdOf(listener), kite::luaIdOf(listener), listener,
                                       "cc.EventListenerCustom");
        return 1;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.EventListenerCustom:create'.", &tolua_err);
    return 0;
}

/* dispatcher:addCustomEventListener(name, function(event) end) -> the listener, registered at fixed
   priority 1 as cocos2d-x 3.17's manual binding (and its C++) does */
/// @lua cc.EventDispatcher:addCustomEventListener(eventName: string, handler: fun(event: cc.EventCustom)): cc.EventListenerCustom
/// Calls `handler` for each custom event named `eventName` (fixed priority 1); returns the listener.
int lua_cc_EventDispatcher_addCustomEventListener(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.EventDispatcher", 0, &tolua_err) ||
        !isNameAndFunction(tolua_S, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::EventDispatcher*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return invalidSelf(tolua_S, "cc.EventDispatcher:addCustomEventListener");
        cc::EventListenerCustom* listener =
            luaCustomListener(tolua_S, "cc.EventDispatcher:addCustomEventListener");
        self->addEventListenerWithFixedPriority(listener, 1);
        toluafix_pushusertype_ccobject(tolua_S, kite::refIdOf(listener), kite::luaIdOf(listener), listener,
                                       "cc.EventListenerCustom");
        return 1;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.EventDispatcher:addCustomEventListener'.", &tolua_err);
    return 0;
}

/* cc.EventCustom:new(name), cocos2d-x 3.x's way (its generated constructor autoreleases too), and
   Kite's older cc.EventCustom:create(name) */
int newEventCustom(lua_State* tolua_S, const char* function) {
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "cc.EventCustom", 0, &tolua_err) ||
        !tolua_isstring(tolua_S, 2, 0, &tolua_err) || !tolua_isnoobj(tolua_S, 3, &tolua_err))
        return kite::manual::argError(tolua_S, function, &tolua_err);
    auto* event = new cc::EventCustom(tolua_tocppstring(tolua_S, 2, ""));
    event->autorelease();
    toluafix_pushusertype_ccobject(tolua_S, kite::refIdOf(event), kite::luaIdOf(event), event,
                                   "cc.EventCustom");
    return 1;
}

/// @lua static cc.EventCustom:new(eventName: string): cc.EventCustom
/// A custom event to hand to the dispatcher's dispatchEvent; listeners for `eventName` receive it.
int lua_cc_EventCustom_new(lua_State* L) {
    return newEventCustom(L, "cc.EventCustom:new");
}

/// @lua static cc.EventCustom:create(eventName: string): cc.EventCustom
/// The same as cc.EventCustom:new, under the name older Kite scripts use.
int lua_cc_EventCustom_create(lua_State* L) {
    return newEventCustom(L, "cc.EventCustom:create");
}

/* item:registerScriptTapHandler(function(tag, item) end) */
/// @lua cc.MenuItem:registerScriptTapHandler(handler: fun(tag: integer, item: cc.MenuItem))
/// Calls `handler` with the item's tag and the item when it is tapped, replacing any earlier handler.
int lua_cc_MenuItem_registerScriptTapHandler(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.MenuItem", 0, &tolua_err) ||
        !toluafix_isfunction(tolua_S, 2, "LUA_FUNCTION", 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 3, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::MenuItem*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return invalidSelf(tolua_S, "cc.MenuItem:registerScriptTapHandler");
        kite::LuaFunction fn =
            kite::manual::luaFunctionAt(tolua_S, 2, "cc.MenuItem:registerScriptTapHandler");
        self->setCallback(kite::manual::tapCallback(std::move(fn)));
        return 0;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.MenuItem:registerScriptTapHandler'.", &tolua_err);
    return 0;
}

/// @lua cc.MenuItem:unregisterScriptTapHandler()
/// Removes the tap handler, so tapping the item calls nothing.
int lua_cc_MenuItem_unregisterScriptTapHandler(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.MenuItem", 0, &tolua_err) || !tolua_isnoobj(tolua_S, 2, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::MenuItem*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return invalidSelf(tolua_S, "cc.MenuItem:unregisterScriptTapHandler");
        self->setCallback(nullptr);
        return 0;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.MenuItem:unregisterScriptTapHandler'.", &tolua_err);
    return 0;
}

/* cc.Menu:create(item1, item2, ...) or cc.Menu:create({item1, item2}); an item that is gone
   (tolua.isnull) is left out, as cocos2d-x does */
/// @lua static cc.Menu:create(...: cc.MenuItem): cc.Menu
/// @lua static cc.Menu:create(items: cc.MenuItem[]): cc.Menu
/// A menu holding the items (none for an empty menu); items that were already freed are skipped.
int lua_cc_Menu_create(lua_State* tolua_S) {
    tolua_Error tolua_err;
    int bad = 0;
    if (!tolua_isusertable(tolua_S, 1, "cc.Menu", 0, &tolua_err)) goto tolua_lerror;
    {
        cc::Menu* menu = nullptr;
        {
            std::vector<void*> items;
            bad = kite::manual::collectObjects(tolua_S, 2, "cc.MenuItem", items,
                                               kite::manual::DeadObjects::Skip);
            if (!bad) {
                menu = cc::Menu::create();
                for (void* item : items)
                    menu->addChild(static_cast<cc::MenuItem*>(item));
            }
        }
        if (menu) {
            toluafix_pushusertype_ccobject(tolua_S, kite::refIdOf(menu), kite::luaIdOf(menu), menu,
                                           "cc.Menu");
            return 1;
        }
    }
    tolua_err.index = bad;
    tolua_err.array = 0;
    tolua_err.type = lua_istable(tolua_S, bad) ? "array of cc.MenuItem" : "cc.MenuItem";
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.Menu:create'.", &tolua_err);
    return 0;
}

} // namespace

namespace kite::manual {

void registerEvents(lua_State* L) {
    addMethod(L, "EventListener", "registerScriptHandler", lua_cc_EventListener_registerScriptHandler);
    addMethod(L, "EventListenerCustom", "create", lua_cc_EventListenerCustom_create);
    addMethod(L, "EventDispatcher", "addCustomEventListener", lua_cc_EventDispatcher_addCustomEventListener);
    addMethod(L, "EventCustom", "new", lua_cc_EventCustom_new);
    addMethod(L, "EventCustom", "create", lua_cc_EventCustom_create);
    addMethod(L, "MenuItem", "registerScriptTapHandler", lua_cc_MenuItem_registerScriptTapHandler);
    addMethod(L, "MenuItem", "unregisterScriptTapHandler", lua_cc_MenuItem_unregisterScriptTapHandler);
    addMethod(L, "Menu", "create", lua_cc_Menu_create);
}

} // namespace kite::manual
