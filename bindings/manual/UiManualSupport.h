// UiManualSupport.h -- what the ccui manual bindings share: the ccui constant tables
// (GuiConstants.lua's, set natively so that a cocos project that never loads cocos's Lua framework
// still has them), the check of a `widget:addXListener(fn)` call, and the widgets' Lua callbacks
// (each owns its LuaFunction, as LuaCallbacks.h's do, so a handler dies with its widget).
// SPDX-License-Identifier: MIT
#pragma once

#include "LuaCallbacks.h"
#include "ManualSupport.h"
#include "ui/Widget.h"

#include <functional>
#include <initializer_list>

namespace kite::manual {

struct UiConstant {
    const char* name;
    int value;
};

/// Calls fn(sender, numbers...), the sender pushed as its most derived ccui class (nil for none).
void callWidgetListener(const LuaFunction& fn, cc::Ref* sender, std::initializer_list<int> numbers);

/// A widget listener calling fn with its sender and each other argument as a number (an event
/// type as its enum's value): addTouchEventListener's fn(sender, eventType), addClickEventListener's
/// fn(sender), radioButtonGroup:addEventListener's fn(radioButton, index, eventType). Empty for an
/// empty fn (which clears the listener).
template <class Sender, class... Args> std::function<void(Sender*, Args...)> widgetCallback(LuaFunction fn) {
    if (!fn) return nullptr;
    return [fn = std::move(fn)](Sender* sender, Args... args) {
        callWidgetListener(fn, sender, {static_cast<int>(args)...});
    };
}

/// The ccui.TextureResType number at @p index (localType when none); another number raises an error
/// naming @p function.
cc::ui::Widget::TextureResType textureResTypeAt(lua_State* L, int index, const char* function);

/// ccui[table] = {name = value, ...}, keeping what the table already holds.
void setUiConstants(lua_State* L, const char* table, std::initializer_list<UiConstant> constants);
/// ccui[className][table] = {name = value, ...}, a new table set raw on the class table (its
/// fields, as GuiConstants.lua's assignment stores them: ccui.Scale9Sprite.State).
void setClassConstants(lua_State* L, const char* className, const char* table,
                       std::initializer_list<UiConstant> constants);

/// The object of Lua type `type` at 1 of a call `self:function(fn)` whose fn (at 2) is a function or
/// nil (which clears); raises the generated code's errors for anything else.
template <class T> T* selfWithFunction(lua_State* L, const char* type, const char* function) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, type, 0, &err) ||
        (!lua_isnil(L, 2) && !toluafix_isfunction(L, 2, "LUA_FUNCTION", 0, &err)) ||
        !tolua_isnoobj(L, 3, &err))
        argError(L, function, &err);
    auto* self = static_cast<T*>(tolua_tousertype(L, 1, 0));
    if (!self) invalidSelf(L, function);
    return self;
}

/// The function at 2 of such a call, owned; empty for nil.
inline LuaFunction functionOrNone(lua_State* L, const char* function) {
    if (lua_isnil(L, 2)) return LuaFunction();
    return luaFunctionAt(L, 2, function);
}

} // namespace kite::manual
