// lua_ccui_widget_manual.cpp -- what cocos2d-x 3.17 writes by hand for ccui.Widget and
// ccui.LayoutParameter: widget:addTouchEventListener(function(sender, eventType) end),
// widget:addClickEventListener(function(sender) end), widget:hitTest(point [, camera, p]) (Kite
// has no cameras: the point alone counts), layoutParameter:setMargin({left=, top=, right=,
// bottom=}) / getMargin(), and the ccui constant tables of the widgets (GuiConstants.lua's).
// SPDX-License-Identifier: MIT
#include "UiLuaNames.h"
#include "UiManualSupport.h"

namespace {

using kite::manual::functionOrNone;
using kite::manual::invalidSelf;
using kite::manual::selfWithFunction;

/* widget:addTouchEventListener(function(sender, eventType) end): eventType is ccui.TouchEventType */
int lua_ccui_Widget_addTouchEventListener(lua_State* L) {
    const char* function = "ccui.Widget:addTouchEventListener";
    auto* self = selfWithFunction<ccui::Widget>(L, "ccui.Widget", function);
    self->addTouchEventListener(
        kite::manual::widgetCallback<cc::Ref, ccui::Widget::TouchEventType>(functionOrNone(L, function)));
    return 0; /* as cocos's manual bindings: nothing */
}

/* widget:addClickEventListener(function(sender) end) */
int lua_ccui_Widget_addClickEventListener(lua_State* L) {
    const char* function = "ccui.Widget:addClickEventListener";
    auto* self = selfWithFunction<ccui::Widget>(L, "ccui.Widget", function);
    self->addClickEventListener(kite::manual::widgetCallback<cc::Ref>(functionOrNone(L, function)));
    return 0; /* as cocos's manual bindings: nothing */
}

/* widget:hitTest(point [, camera, p]) -> bool */
int lua_ccui_Widget_hitTest(lua_State* L) {
    const char* function = "ccui.Widget:hitTest";
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "ccui.Widget", 0, &err) || !tolua_istable(L, 2, 0, &err))
        return kite::manual::argError(L, function, &err);
    auto* self = static_cast<ccui::Widget*>(tolua_tousertype(L, 1, 0));
    if (!self) return invalidSelf(L, function);
    cc::Vec2 point;
    if (!kite::luaval_to_vec2(L, 2, &point)) return luaL_error(L, "%s: argument #2 is not a point", function);
    lua_pushboolean(L, self->hitTest(point));
    return 1;
}

/* The margin table at `index`; missing fields are 0 (cocos reads each with luaval_to_number). */
bool toMargin(lua_State* L, int index, ccui::Margin* out) {
    if (!lua_istable(L, index)) return false;
    float* fields[] = {&out->left, &out->top, &out->right, &out->bottom};
    const char* names[] = {"left", "top", "right", "bottom"};
    for (int i = 0; i < 4; ++i) {
        lua_getfield(L, index, names[i]);
        *fields[i] = static_cast<float>(lua_tonumber(L, -1));
        lua_pop(L, 1);
    }
    return true;
}

void pushMargin(lua_State* L, const ccui::Margin& margin) {
    lua_createtable(L, 0, 4); /* stack: margin */
    lua_pushnumber(L, margin.left);
    lua_setfield(L, -2, "left");
    lua_pushnumber(L, margin.top);
    lua_setfield(L, -2, "top");
    lua_pushnumber(L, margin.right);
    lua_setfield(L, -2, "right");
    lua_pushnumber(L, margin.bottom);
    lua_setfield(L, -2, "bottom");
}

ccui::LayoutParameter* layoutParameterAt(lua_State* L, const char* function, int args) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "ccui.LayoutParameter", 0, &err) ||
        (args == 1 && !tolua_istable(L, 2, 0, &err)) || !tolua_isnoobj(L, 2 + args, &err))
        kite::manual::argError(L, function, &err);
    auto* self = static_cast<ccui::LayoutParameter*>(tolua_tousertype(L, 1, 0));
    if (!self) invalidSelf(L, function);
    return self;
}

/* parameter:setMargin({left=, top=, right=, bottom=}) */
int lua_ccui_LayoutParameter_setMargin(lua_State* L) {
    ccui::LayoutParameter* self = layoutParameterAt(L, "ccui.LayoutParameter:setMargin", 1);
    ccui::Margin margin;
    toMargin(L, 2, &margin);
    self->setMargin(margin);
    return 0; /* as cocos's manual bindings: nothing */
}

/* parameter:getMargin() -> {left=, top=, right=, bottom=} */
int lua_ccui_LayoutParameter_getMargin(lua_State* L) {
    ccui::LayoutParameter* self = layoutParameterAt(L, "ccui.LayoutParameter:getMargin", 0);
    pushMargin(L, self->getMargin());
    return 1;
}

// GuiConstants.lua's tables for the widgets (the layout ones are in the layouts' file).
void registerWidgetConstants(lua_State* L) {
    using kite::manual::setUiConstants;
    setUiConstants(L, "BrightStyle", {{"none", -1}, {"normal", 0}, {"highlight", 1}});
    setUiConstants(L, "TextureResType", {{"localType", 0}, {"plistType", 1}});
    setUiConstants(L, "TouchEventType", {{"began", 0}, {"moved", 1}, {"ended", 2}, {"canceled", 3}});
    setUiConstants(L, "SizeType", {{"absolute", 0}, {"percent", 1}});
    setUiConstants(L, "PositionType", {{"absolute", 0}, {"percent", 1}});
    setUiConstants(L, "FocusDirection", {{"left", 0}, {"right", 1}, {"up", 2}, {"down", 3}});
    setUiConstants(L, "LayoutParameterType", {{"none", 0}, {"linear", 1}, {"relative", 2}});
}

} // namespace

namespace kite::manual {

void registerUiWidgets(lua_State* L) {
    addModuleMethod(L, "ccui", "Widget", "addTouchEventListener", lua_ccui_Widget_addTouchEventListener);
    addModuleMethod(L, "ccui", "Widget", "addClickEventListener", lua_ccui_Widget_addClickEventListener);
    addModuleMethod(L, "ccui", "Widget", "hitTest", lua_ccui_Widget_hitTest);
    addModuleMethod(L, "ccui", "LayoutParameter", "setMargin", lua_ccui_LayoutParameter_setMargin);
    addModuleMethod(L, "ccui", "LayoutParameter", "getMargin", lua_ccui_LayoutParameter_getMargin);
    registerWidgetConstants(L);
}

} // namespace kite::manual
