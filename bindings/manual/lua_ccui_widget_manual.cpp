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
/// @lua ccui.Widget:addTouchEventListener(callback: fun(sender: ccui.Widget, eventType: integer)|nil)
/// Sets the one handler of touches on the widget (ccui.TouchEventType phases); nil removes it.
int lua_ccui_Widget_addTouchEventListener(lua_State* L) {
    const char* function = "ccui.Widget:addTouchEventListener";
    auto* self = selfWithFunction<ccui::Widget>(L, "ccui.Widget", function);
    self->addTouchEventListener(
        kite::manual::widgetCallback<cc::Ref, ccui::Widget::TouchEventType>(functionOrNone(L, function)));
    return 0; /* as cocos's manual bindings: nothing */
}

/* widget:addClickEventListener(function(sender) end) */
/// @lua ccui.Widget:addClickEventListener(callback: fun(sender: ccui.Widget)|nil)
/// Sets the one handler called when a touch that began on the widget is released on it; nil removes it.
int lua_ccui_Widget_addClickEventListener(lua_State* L) {
    const char* function = "ccui.Widget:addClickEventListener";
    auto* self = selfWithFunction<ccui::Widget>(L, "ccui.Widget", function);
    self->addClickEventListener(kite::manual::widgetCallback<cc::Ref>(functionOrNone(L, function)));
    return 0; /* as cocos's manual bindings: nothing */
}

/* widget:hitTest(point [, camera, p]) -> bool */
/// @lua ccui.Widget:hitTest(point: cc.Vec2): boolean
/// @lua ccui.Widget:hitTest(point: cc.Vec2, camera: any, p: any): boolean
/// Whether a world-space point is inside the widget's content rectangle; camera arguments are ignored.
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
/// @lua ccui.LayoutParameter:setMargin(margin: {left: number, top: number, right: number, bottom: number})
/// Sets the space kept around the widget in a linear or relative layout, in points; a missing side is 0.
int lua_ccui_LayoutParameter_setMargin(lua_State* L) {
    ccui::LayoutParameter* self = layoutParameterAt(L, "ccui.LayoutParameter:setMargin", 1);
    ccui::Margin margin;
    toMargin(L, 2, &margin);
    self->setMargin(margin);
    return 0; /* as cocos's manual bindings: nothing */
}

/* parameter:getMargin() -> {left=, top=, right=, bottom=} */
/// @lua ccui.LayoutParameter:getMargin(): {left: number, top: number, right: number, bottom: number}
/// The space kept around the widget in a linear or relative layout, in points.
int lua_ccui_LayoutParameter_getMargin(lua_State* L) {
    ccui::LayoutParameter* self = layoutParameterAt(L, "ccui.LayoutParameter:getMargin", 0);
    pushMargin(L, self->getMargin());
    return 1;
}

// GuiConstants.lua's tables for the widgets (the layout ones are in the layouts' file).
void registerWidgetConstants(lua_State* L) {
    using kite::manual::setUiConstants;
    /// @lua ccui.BrightStyle: {none: integer, normal: integer, highlight: integer}
    /// A widget's look (setBrightStyle): none, normal, or highlighted as while pressed.
    setUiConstants(L, "BrightStyle", {{"none", -1}, {"normal", 0}, {"highlight", 1}});
    /// @lua ccui.TextureResType: {localType: integer, plistType: integer}
    /// Where a widget looks an image name up: an image file (localType) or a loaded sprite frame (plistType).
    setUiConstants(L, "TextureResType", {{"localType", 0}, {"plistType", 1}});
    /// @lua ccui.TouchEventType: {began: integer, moved: integer, ended: integer, canceled: integer}
    /// The eventType addTouchEventListener's handler gets for each phase of a touch on the widget.
    setUiConstants(L, "TouchEventType", {{"began", 0}, {"moved", 1}, {"ended", 2}, {"canceled", 3}});
    /// @lua ccui.SizeType: {absolute: integer, percent: integer}
    /// Whether a widget's size is in points or a fraction of its parent's (setSizeType).
    setUiConstants(L, "SizeType", {{"absolute", 0}, {"percent", 1}});
    /// @lua ccui.PositionType: {absolute: integer, percent: integer}
    /// Whether a widget's position is in points or a fraction of its parent's size (setPositionType).
    setUiConstants(L, "PositionType", {{"absolute", 0}, {"percent", 1}});
    /// @lua ccui.FocusDirection: {left: integer, right: integer, up: integer, down: integer}
    /// The direction focus moves in from a widget (findNextFocusedWidget).
    setUiConstants(L, "FocusDirection", {{"left", 0}, {"right", 1}, {"up", 2}, {"down", 3}});
    /// @lua ccui.LayoutParameterType: {none: integer, linear: integer, relative: integer}
    /// The kind of a layout parameter (getLayoutType): plain, linear or relative.
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
