// lua_ccui_layouts_manual.cpp -- what cocos2d-x 3.17 writes by hand for the ccui containers:
// scrollView:addEventListener(function(sender, eventType) end) (ccui.ScrollviewEventType),
// listView:addEventListener (ccui.ListViewEventType) and listView:addScrollViewEventListener (the
// scroll events), pageView:addEventListener (ccui.PageViewEventType); the getters that read the
// inner container (scrollView:getChildren, listView:getItems); and GuiConstants.lua's tables for
// the layouts.
// SPDX-License-Identifier: MIT
#include "UiLuaNames.h"
#include "UiManualSupport.h"
#include "ui/ListView.h"
#include "ui/PageView.h"
#include "ui/ScrollView.h"

namespace {

using kite::manual::invalidSelf;
using kite::manual::selfOnly;
using kite::manual::widgetCallback;

/* view:addEventListener(function(sender, eventType) end) with View's events: ccui.ScrollviewEventType
   (also listView:addScrollViewEventListener), ccui.ListViewEventType, ccui.PageViewEventType */
template <class Self, class View = Self>
int addViewListener(lua_State* L, const char* type, const char* function) {
    auto* self = kite::manual::selfWithFunction<Self>(L, type, function);
    self->View::addEventListener(
        widgetCallback<cc::Ref, typename View::EventType>(kite::manual::functionOrNone(L, function)));
    lua_settop(L, 1);
    return 1;
}

int lua_ccui_ScrollView_addEventListener(lua_State* L) {
    return addViewListener<ccui::ScrollView>(L, "ccui.ScrollView", "ccui.ScrollView:addEventListener");
}

int lua_ccui_ListView_addScrollViewEventListener(lua_State* L) {
    return addViewListener<ccui::ListView, ccui::ScrollView>(L, "ccui.ListView",
                                                             "ccui.ListView:addScrollViewEventListener");
}

int lua_ccui_ListView_addEventListener(lua_State* L) {
    return addViewListener<ccui::ListView>(L, "ccui.ListView", "ccui.ListView:addEventListener");
}

int lua_ccui_PageView_addEventListener(lua_State* L) {
    return addViewListener<ccui::PageView>(L, "ccui.PageView", "ccui.PageView:addEventListener");
}

/* scrollView:getChildren() -> the inner container's children */
int lua_ccui_ScrollView_getChildren(lua_State* L) {
    auto* self = selfOnly<ccui::ScrollView>(L, "ccui.ScrollView", "ccui.ScrollView:getChildren");
    kite::manual::pushObjectArray(L, self->getChildren(), "cc.Node");
    return 1;
}

/* listView:getItems() -> {item, ...}; pageView:getPages() is the same list */
int lua_ccui_ListView_getItems(lua_State* L) {
    auto* self = selfOnly<ccui::ListView>(L, "ccui.ListView", "ccui.ListView:getItems");
    kite::manual::pushObjectArray(L, self->getItems(), "ccui.Widget");
    return 1;
}

int lua_ccui_PageView_getPages(lua_State* L) {
    auto* self = selfOnly<ccui::PageView>(L, "ccui.PageView", "ccui.PageView:getPages");
    kite::manual::pushObjectArray(L, self->getItems(), "ccui.Widget");
    return 1;
}

/* layout:setBackGroundImage(fileName [, ccui.TextureResType]) and
   pageView:setIndicatorIndexNodesTexture(textureName [, ccui.TextureResType]) */
template <class T, void (T::*set)(const std::string&, ccui::Widget::TextureResType)>
int setTexture(lua_State* L, const char* type, const char* function) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, type, 0, &err) || !tolua_isstring(L, 2, 0, &err) ||
        !tolua_isnumber(L, 3, 1, &err) || !tolua_isnoobj(L, 4, &err))
        return kite::manual::argError(L, function, &err);
    auto* self = static_cast<T*>(tolua_tousertype(L, 1, 0));
    if (!self) return invalidSelf(L, function);
    (self->*set)(lua_tostring(L, 2), kite::manual::textureResTypeAt(L, 3, function));
    lua_settop(L, 1);
    return 1;
}

int lua_ccui_Layout_setBackGroundImage(lua_State* L) {
    return setTexture<ccui::Layout, &ccui::Layout::setBackGroundImage>(L, "ccui.Layout",
                                                                       "ccui.Layout:setBackGroundImage");
}

int lua_ccui_PageView_setIndicatorIndexNodesTexture(lua_State* L) {
    return setTexture<ccui::PageView, &ccui::PageView::setIndicatorIndexNodesTexture>(
        L, "ccui.PageView", "ccui.PageView:setIndicatorIndexNodesTexture");
}

// GuiConstants.lua's tables for the layouts and scrolling containers, and (Kite) the enums cocos's
// Lua API names without a table: ccui.LayoutClippingType, ccui.ListViewMagneticType.
void registerLayoutConstants(lua_State* L) {
    using kite::manual::setUiConstants;
    setUiConstants(L, "LayoutBackGroundColorType", {{"none", 0}, {"solid", 1}, {"gradient", 2}});
    setUiConstants(L, "LayoutType", {{"ABSOLUTE", 0}, {"VERTICAL", 1}, {"HORIZONTAL", 2}, {"RELATIVE", 3}});
    setUiConstants(L, "LayoutClippingType", {{"STENCIL", 0}, {"SCISSOR", 1}});
    setUiConstants(L, "LinearGravity",
                   {{"none", 0},
                    {"left", 1},
                    {"top", 2},
                    {"right", 3},
                    {"bottom", 4},
                    {"centerVertical", 5},
                    {"centerHorizontal", 6}});
    setUiConstants(L, "RelativeAlign",
                   {{"alignNone", 0},
                    {"alignParentTopLeft", 1},
                    {"alignParentTopCenterHorizontal", 2},
                    {"alignParentTopRight", 3},
                    {"alignParentLeftCenterVertical", 4},
                    {"centerInParent", 5},
                    {"alignParentRightCenterVertical", 6},
                    {"alignParentLeftBottom", 7},
                    {"alignParentBottomCenterHorizontal", 8},
                    {"alignParentRightBottom", 9},
                    {"locationAboveLeftAlign", 10},
                    {"locationAboveCenter", 11},
                    {"locationAboveRightAlign", 12},
                    {"locationLeftOfTopAlign", 13},
                    {"locationLeftOfCenter", 14},
                    {"locationLeftOfBottomAlign", 15},
                    {"locationRightOfTopAlign", 16},
                    {"locationRightOfCenter", 17},
                    {"locationRightOfBottomAlign", 18},
                    {"locationBelowLeftAlign", 19},
                    {"locationBelowCenter", 20},
                    {"locationBelowRightAlign", 21}});
    setUiConstants(L, "ScrollViewDir", {{"none", 0}, {"vertical", 1}, {"horizontal", 2}, {"both", 3}});
    setUiConstants(L, "ScrollViewMoveDir", {{"none", 0}, {"up", 1}, {"down", 2}, {"left", 3}, {"right", 4}});
    setUiConstants(L, "ScrollviewEventType",
                   {{"scrollToTop", 0},
                    {"scrollToBottom", 1},
                    {"scrollToLeft", 2},
                    {"scrollToRight", 3},
                    {"scrolling", 4},
                    {"bounceTop", 5},
                    {"bounceBottom", 6},
                    {"bounceLeft", 7},
                    {"bounceRight", 8},
                    {"containerMoved", 9},
                    {"autoscrollEnded", 10}});
    setUiConstants(L, "ListViewDirection", {{"none", 0}, {"vertical", 1}, {"horizontal", 2}});
    setUiConstants(L, "ListViewMoveDirection",
                   {{"none", 0}, {"up", 1}, {"down", 2}, {"left", 3}, {"right", 4}});
    setUiConstants(L, "ListViewEventType", {{"ONSELECTEDITEM_START", 0}, {"ONSELECTEDITEM_END", 1}});
    setUiConstants(L, "ListViewGravity",
                   {{"left", 0},
                    {"right", 1},
                    {"centerHorizontal", 2},
                    {"top", 3},
                    {"bottom", 4},
                    {"centerVertical", 5}});
    setUiConstants(
        L, "ListViewMagneticType",
        {{"NONE", 0}, {"CENTER", 1}, {"BOTH_END", 2}, {"LEFT", 3}, {"RIGHT", 4}, {"TOP", 5}, {"BOTTOM", 6}});
    setUiConstants(L, "PageViewEventType", {{"turning", 0}});
    setUiConstants(L, "PageViewDirection", {{"NONE", 0}, {"VERTICAL", 1}, {"HORIZONTAL", 2}, {"BOTH", 3}});
    setUiConstants(L, "PVTouchDir", {{"touchLeft", 0}, {"touchRight", 1}, {"touchUp", 2}, {"touchDown", 3}});
}

} // namespace

namespace kite::manual {

void registerUiLayouts(lua_State* L) {
    addModuleMethod(L, "ccui", "ScrollView", "addEventListener", lua_ccui_ScrollView_addEventListener);
    addModuleMethod(L, "ccui", "ScrollView", "getChildren", lua_ccui_ScrollView_getChildren);
    addModuleMethod(L, "ccui", "ListView", "addEventListener", lua_ccui_ListView_addEventListener);
    addModuleMethod(L, "ccui", "ListView", "addScrollViewEventListener",
                    lua_ccui_ListView_addScrollViewEventListener);
    addModuleMethod(L, "ccui", "ListView", "getItems", lua_ccui_ListView_getItems);
    addModuleMethod(L, "ccui", "PageView", "addEventListener", lua_ccui_PageView_addEventListener);
    addModuleMethod(L, "ccui", "PageView", "getPages", lua_ccui_PageView_getPages);
    addModuleMethod(L, "ccui", "Layout", "setBackGroundImage", lua_ccui_Layout_setBackGroundImage);
    addModuleMethod(L, "ccui", "PageView", "setIndicatorIndexNodesTexture",
                    lua_ccui_PageView_setIndicatorIndexNodesTexture);
    registerLayoutConstants(L);
}

} // namespace kite::manual
