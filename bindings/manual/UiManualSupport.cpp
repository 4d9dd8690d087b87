// UiManualSupport.cpp -- see UiManualSupport.h.
// SPDX-License-Identifier: MIT
#include "UiManualSupport.h"

#include "LuaStack.h"

namespace kite::manual {

void callWidgetListener(const LuaFunction& fn, cc::Ref* sender, std::initializer_list<int> numbers) {
    LuaStack* stack = fn.stack();
    if (!stack) return;
    stack->pushObject(sender, "ccui.Widget");
    for (int number : numbers)
        stack->pushInt(number);
    fn.call(1 + static_cast<int>(numbers.size()));
}

cc::ui::Widget::TextureResType textureResTypeAt(lua_State* L, int index, const char* function) {
    const int kind = static_cast<int>(luaL_optinteger(L, index, 0));
    if (kind != 0 && kind != 1) luaL_error(L, "%s: %d is not a ccui.TextureResType", function, kind);
    return static_cast<cc::ui::Widget::TextureResType>(kind);
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
