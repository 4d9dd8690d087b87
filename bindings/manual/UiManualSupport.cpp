// UiManualSupport.cpp -- see UiManualSupport.h.
// SPDX-License-Identifier: MIT
#include "UiManualSupport.h"

#include "LuaStack.h"

namespace kite::manual {

std::function<void(cc::Ref*, int)> widgetEventCallback(LuaFunction fn) {
    if (!fn) return nullptr;
    return [fn = std::move(fn)](cc::Ref* sender, int eventType) {
        LuaStack* stack = fn.stack();
        if (!stack) return;
        stack->pushObject(sender, "ccui.Widget");
        stack->pushInt(eventType);
        fn.call(2);
    };
}

std::function<void(cc::Ref*)> widgetSenderCallback(LuaFunction fn) {
    if (!fn) return nullptr;
    return [fn = std::move(fn)](cc::Ref* sender) {
        LuaStack* stack = fn.stack();
        if (!stack) return;
        stack->pushObject(sender, "ccui.Widget");
        fn.call(1);
    };
}

std::function<void(cc::Ref*, int, int)> widgetIndexEventCallback(LuaFunction fn) {
    if (!fn) return nullptr;
    return [fn = std::move(fn)](cc::Ref* sender, int index, int eventType) {
        LuaStack* stack = fn.stack();
        if (!stack) return;
        stack->pushObject(sender, "ccui.Widget");
        stack->pushInt(index);
        stack->pushInt(eventType);
        fn.call(3);
    };
}

void setUiConstants(lua_State* L, const char* table, std::initializer_list<UiConstant> constants) {
    lua_getglobal(L, "ccui"); /* stack: ccui */
    lua_getfield(L, -1, table);
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setfield(L, -3, table);
    } /* stack: ccui t */
    for (const UiConstant& c : constants) {
        lua_pushinteger(L, c.value);
        lua_setfield(L, -2, c.name);
    }
    lua_pop(L, 2);
}

void setClassConstants(lua_State* L, const char* className, const char* table,
                       std::initializer_list<UiConstant> constants) {
    lua_getglobal(L, "ccui");                                  /* stack: ccui */
    lua_getfield(L, -1, className);                            /* stack: ccui class */
    lua_pushstring(L, table);                                  /* stack: ccui class name */
    lua_createtable(L, 0, static_cast<int>(constants.size())); /* stack: ccui class name table */
    for (const UiConstant& c : constants) {
        lua_pushinteger(L, c.value);
        lua_setfield(L, -2, c.name);
    }
    lua_rawset(L, -3); /* stack: ccui class */
    lua_pop(L, 2);
}

} // namespace kite::manual
