// lua_ccui_tabs_manual.cpp -- ccui.TabControl's listener and the tab constants.
// tabControl:setTabChangedEventListener(function(index, eventType) end) hears the selected tab's
// index (-1 for none) and ccui.TabControl.EventType.SELECT_CHANGED, the arguments of cocos2d-x
// 3.17's ccTabControlCallback (its generated binding cannot convert a Lua function, so Kite writes
// this one by hand). The constant tables are the C++ enums under their class, as Scale9Sprite.State:
// ccui.TabControl.Dock, ccui.TabControl.EventType, ccui.TabHeader.EventType.
// SPDX-License-Identifier: MIT
#include "LuaStack.h"
#include "UiLuaNames.h"
#include "UiManualSupport.h"
#include "ui/TabControl.h"

namespace {

/* ccui.TabHeader:create() or create(title, backGround, cross [, ccui.TextureResType]) or
   create(title, backGround, backGroundSelected, cross, backGroundDisabled, frontCrossDisabled
   [, ccui.TextureResType]) */
/// @lua static ccui.TabHeader:create(): ccui.TabHeader
/// @lua static ccui.TabHeader:create(titleStr: string, backGround: string, cross: string, texType?: integer): ccui.TabHeader
/// @lua static ccui.TabHeader:create(titleStr: string, backGround: string, backGroundSelected: string, cross: string, backGroundDisabled: string, frontCrossDisabled: string, texType?: integer): ccui.TabHeader
/// A tab header for insertTab: empty, or titled, with images from files (sprite frames with texType 1).
int lua_ccui_TabHeader_create(lua_State* L) {
    const char* function = "ccui.TabHeader:create";
    tolua_Error err;
    if (!tolua_isusertable(L, 1, "ccui.TabHeader", 0, &err)) return kite::manual::argError(L, function, &err);
    const int strings = [L] {
        int n = 0;
        while (n < 6 && lua_type(L, 2 + n) == LUA_TSTRING)
            ++n;
        return n;
    }();
    if ((strings != 0 && strings != 3 && strings != 6) || (strings == 0 && !tolua_isnoobj(L, 2, &err)) ||
        (strings != 0 &&
         (!tolua_isnumber(L, 2 + strings, 1, &err) || !tolua_isnoobj(L, 3 + strings, &err)))) {
        if (strings != 0 && strings != 3 && strings != 6) tolua_isnumber(L, 2 + strings, 0, &err);
        return kite::manual::argError(L, function, &err);
    }
    auto text = [L](int index) { return std::string(lua_tostring(L, index)); };
    ccui::TabHeader* header = nullptr;
    if (strings == 0)
        header = ccui::TabHeader::create();
    else if (strings == 3)
        header = ccui::TabHeader::create(text(2), text(3), text(4),
                                         kite::manual::textureResTypeAt(L, 5, function));
    else
        header = ccui::TabHeader::create(text(2), text(3), text(4), text(5), text(6), text(7),
                                         kite::manual::textureResTypeAt(L, 8, function));
    toluafix_pushusertype_ccobject(L, kite::refIdOf(header), kite::luaIdOf(header), header,
                                   "ccui.TabHeader"); /* stack: ... header */
    return 1;
}

/* tabControl:setTabChangedEventListener(fn or nil) -> tabControl */
/// @lua ccui.TabControl:setTabChangedEventListener(callback: fun(index: integer, eventType: integer)|nil): ccui.TabControl
/// Calls callback(selected index from 0 or -1 for none, SELECT_CHANGED) at each selection; nil removes it.
int lua_ccui_TabControl_setTabChangedEventListener(lua_State* L) {
    const char* function = "ccui.TabControl:setTabChangedEventListener";
    auto* self = kite::manual::selfWithFunction<ccui::TabControl>(L, "ccui.TabControl", function);
    kite::LuaFunction fn = kite::manual::functionOrNone(L, function);
    if (!fn) {
        self->setTabChangedEventListener(nullptr);
    } else {
        self->setTabChangedEventListener([fn = std::move(fn)](int index, ccui::TabControl::EventType type) {
            kite::LuaStack* stack = fn.stack();
            if (!stack) return;
            stack->pushInt(index);
            stack->pushInt(static_cast<int>(type));
            fn.call(2);
        });
    }
    lua_settop(L, 1);
    return 1;
}

} // namespace

namespace kite::manual {

void registerUiTabs(lua_State* L) {
    addModuleMethod(L, "ccui", "TabHeader", "create", lua_ccui_TabHeader_create);
    addModuleMethod(L, "ccui", "TabControl", "setTabChangedEventListener",
                    lua_ccui_TabControl_setTabChangedEventListener);
    /// @lua ccui.TabControl.Dock: {TOP: integer, LEFT: integer, BOTTOM: integer, RIGHT: integer}
    /// The edge of a tab control its strip of headers sits along (setHeaderDockPlace).
    setClassConstants(L, "TabControl", "Dock", {{"TOP", 0}, {"LEFT", 1}, {"BOTTOM", 2}, {"RIGHT", 3}});
    /// @lua ccui.TabControl.EventType: {SELECT_CHANGED: integer}
    /// The eventType setTabChangedEventListener's callback gets.
    setClassConstants(L, "TabControl", "EventType", {{"SELECT_CHANGED", 0}});
    /// @lua ccui.TabHeader.EventType: {SELECTED: integer, UNSELECTED: integer}
    /// A tab header's selection change, as cocos names it (its tab control handles it; no Lua handler gets
    /// it).
    setClassConstants(L, "TabHeader", "EventType", {{"SELECTED", 0}, {"UNSELECTED", 1}});
}

} // namespace kite::manual
