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

/// @lua ccui.ScrollView:addEventListener(callback: fun(sender: ccui.ScrollView, eventType: integer)|nil): ccui.ScrollView
/// Sets the one handler of the view's scroll events (ccui.ScrollviewEventType); nil removes it.
int lua_ccui_ScrollView_addEventListener(lua_State* L) {
    return addViewListener<ccui::ScrollView>(L, "ccui.ScrollView", "ccui.ScrollView:addEventListener");
}

/// @lua ccui.ListView:addScrollViewEventListener(callback: fun(sender: ccui.ListView, eventType: integer)|nil): ccui.ListView
/// Sets the one handler of the list's scroll events (ccui.ScrollviewEventType); nil removes it.
int lua_ccui_ListView_addScrollViewEventListener(lua_State* L) {
    return addViewListener<ccui::ListView, ccui::ScrollView>(L, "ccui.ListView",
                                                             "ccui.ListView:addScrollViewEventListener");
}

/// @lua ccui.ListView:addEventListener(callback: fun(sender: ccui.ListView, eventType: integer)|nil): ccui.ListView
/// Sets the handler told when an item is pressed and released (ccui.ListViewEventType); nil removes it.
int lua_ccui_ListView_addEventListener(lua_State* L) {
    return addViewListener<ccui::ListView>(L, "ccui.ListView", "ccui.ListView:addEventListener");
}

/// @lua ccui.PageView:addEventListener(callback: fun(sender: ccui.PageView, eventType: integer)|nil): ccui.PageView
/// Sets the handler told when a turn ends on another page (ccui.PageViewEventType.turning); nil removes it.
int lua_ccui_PageView_addEventListener(lua_State* L) {
    return addViewListener<ccui::PageView>(L, "ccui.PageView", "ccui.PageView:addEventListener");
}

/* scrollView:getChildren() -> the inner container's children */
/// @lua ccui.ScrollView:getChildren(): cc.Node[]
/// The children of the scrolled inner container (where addChild puts them), as an array.
int lua_ccui_ScrollView_getChildren(lua_State* L) {
    auto* self = selfOnly<ccui::ScrollView>(L, "ccui.ScrollView", "ccui.ScrollView:getChildren");
    kite::manual::pushObjectArray(L, self->getChildren(), "cc.Node");
    return 1;
}

/* listView:getItems() -> {item, ...}; pageView:getPages() is the same list */
/// @lua ccui.ListView:getItems(): ccui.Widget[]
/// The list's items as an array, in list order.
int lua_ccui_ListView_getItems(lua_State* L) {
    auto* self = selfOnly<ccui::ListView>(L, "ccui.ListView", "ccui.ListView:getItems");
    kite::manual::pushObjectArray(L, self->getItems(), "ccui.Widget");
    return 1;
}

/// @lua ccui.PageView:getPages(): ccui.Widget[]
/// The view's pages as an array, in order (its list items).
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

/// @lua ccui.Layout:setBackGroundImage(fileName: string, texType?: integer): ccui.Layout
/// Shows an image file (or a sprite frame name with ccui.TextureResType.plistType) behind the children.
int lua_ccui_Layout_setBackGroundImage(lua_State* L) {
    return setTexture<ccui::Layout, &ccui::Layout::setBackGroundImage>(L, "ccui.Layout",
                                                                       "ccui.Layout:setBackGroundImage");
}

/// @lua ccui.PageView:setIndicatorIndexNodesTexture(textureName: string, texType?: integer): ccui.PageView
/// Draws the page indicator's dots with this image file (or sprite frame, with plistType).
int lua_ccui_PageView_setIndicatorIndexNodesTexture(lua_State* L) {
    return setTexture<ccui::PageView, &ccui::PageView::setIndicatorIndexNodesTexture>(
        L, "ccui.PageView", "ccui.PageView:setIndicatorIndexNodesTexture");
}

// GuiConstants.lua's tables for the layouts and scrolling containers, and (Kite) the enums cocos's
// Lua API names without a table: ccui.LayoutClippingType, ccui.ListViewMagneticType.
void registerLayoutConstants(lua_State* L) {
    using kite::manual::setUiConstants;
    /// @lua ccui.LayoutBackGroundColorType: {none: integer, solid: integer, gradient: integer}
    /// What a layout's background shows (setBackGroundColorType): nothing, one colour or a gradient.
    setUiConstants(L, "LayoutBackGroundColorType", {{"none", 0}, {"solid", 1}, {"gradient", 2}});
    /// @lua ccui.LayoutType: {ABSOLUTE: integer, VERTICAL: integer, HORIZONTAL: integer, RELATIVE: integer}
    /// How a layout places its children: where they are, in a column, in a row, or by relative parameters.
    setUiConstants(L, "LayoutType", {{"ABSOLUTE", 0}, {"VERTICAL", 1}, {"HORIZONTAL", 2}, {"RELATIVE", 3}});
    /// @lua ccui.LayoutClippingType: {STENCIL: integer, SCISSOR: integer}
    /// A layout's clipping type (setClippingType); Kite clips to the rectangle either way (a Kite table).
    setUiConstants(L, "LayoutClippingType", {{"STENCIL", 0}, {"SCISSOR", 1}});
    /// @lua ccui.LinearGravity: {none: integer, left: integer, top: integer, right: integer, bottom: integer, centerVertical: integer, centerHorizontal: integer}
    /// Where a ccui.LinearLayoutParameter puts its widget across a vertical or horizontal layout's line.
    setUiConstants(L, "LinearGravity",
                   {{"none", 0},
                    {"left", 1},
                    {"top", 2},
                    {"right", 3},
                    {"bottom", 4},
                    {"centerVertical", 5},
                    {"centerHorizontal", 6}});
    /// @lua ccui.RelativeAlign: {alignNone: integer, alignParentTopLeft: integer, alignParentTopCenterHorizontal: integer, alignParentTopRight: integer, alignParentLeftCenterVertical: integer, centerInParent: integer, alignParentRightCenterVertical: integer, alignParentLeftBottom: integer, alignParentBottomCenterHorizontal: integer, alignParentRightBottom: integer, locationAboveLeftAlign: integer, locationAboveCenter: integer, locationAboveRightAlign: integer, locationLeftOfTopAlign: integer, locationLeftOfCenter: integer, locationLeftOfBottomAlign: integer, locationRightOfTopAlign: integer, locationRightOfCenter: integer, locationRightOfBottomAlign: integer, locationBelowLeftAlign: integer, locationBelowCenter: integer, locationBelowRightAlign: integer}
    /// Where a ccui.RelativeLayoutParameter puts its widget: against the layout, or beside the widget it
    /// names.
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
    /// @lua ccui.ScrollViewDir: {none: integer, vertical: integer, horizontal: integer, both: integer}
    /// The directions a scroll view scrolls in (setDirection).
    setUiConstants(L, "ScrollViewDir", {{"none", 0}, {"vertical", 1}, {"horizontal", 2}, {"both", 3}});
    /// @lua ccui.ScrollViewMoveDir: {none: integer, up: integer, down: integer, left: integer, right: integer}
    /// cocos's names for a scroll move's direction (GuiConstants.lua); no Kite call takes or returns them.
    setUiConstants(L, "ScrollViewMoveDir", {{"none", 0}, {"up", 1}, {"down", 2}, {"left", 3}, {"right", 4}});
    /// @lua ccui.ScrollviewEventType: {scrollToTop: integer, scrollToBottom: integer, scrollToLeft: integer, scrollToRight: integer, scrolling: integer, bounceTop: integer, bounceBottom: integer, bounceLeft: integer, bounceRight: integer, containerMoved: integer, autoscrollEnded: integer}
    /// The eventType a scroll view's listener gets: an edge reached, dragging, a bounce, any move, a scroll's
    /// end.
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
    /// @lua ccui.ListViewDirection: {none: integer, vertical: integer, horizontal: integer}
    /// The direction a list view lines its items up in (the same numbers as ccui.ScrollViewDir).
    setUiConstants(L, "ListViewDirection", {{"none", 0}, {"vertical", 1}, {"horizontal", 2}});
    /// @lua ccui.ListViewMoveDirection: {none: integer, up: integer, down: integer, left: integer, right: integer}
    /// cocos's names for a list move's direction (GuiConstants.lua); no Kite call takes or returns them.
    setUiConstants(L, "ListViewMoveDirection",
                   {{"none", 0}, {"up", 1}, {"down", 2}, {"left", 3}, {"right", 4}});
    /// @lua ccui.ListViewEventType: {ONSELECTEDITEM_START: integer, ONSELECTEDITEM_END: integer}
    /// The eventType a list view's addEventListener handler gets: an item touched, then the touch over.
    setUiConstants(L, "ListViewEventType", {{"ONSELECTEDITEM_START", 0}, {"ONSELECTEDITEM_END", 1}});
    /// @lua ccui.ListViewGravity: {left: integer, right: integer, centerHorizontal: integer, top: integer, bottom: integer, centerVertical: integer}
    /// Where a list view places its items across its direction (setGravity).
    setUiConstants(L, "ListViewGravity",
                   {{"left", 0},
                    {"right", 1},
                    {"centerHorizontal", 2},
                    {"top", 3},
                    {"bottom", 4},
                    {"centerVertical", 5}});
    setUiConstants(
        /// @lua ccui.ListViewMagneticType: {NONE: integer, CENTER: integer, BOTH_END: integer, LEFT: integer, RIGHT: integer, TOP: integer, BOTTOM: integer}
        /// Where a list view's scrolling comes to rest on an item (setMagneticType); a Kite table.
        L, "ListViewMagneticType",
        {{"NONE", 0}, {"CENTER", 1}, {"BOTH_END", 2}, {"LEFT", 3}, {"RIGHT", 4}, {"TOP", 5}, {"BOTTOM", 6}});
    /// @lua ccui.PageViewEventType: {turning: integer}
    /// The eventType a page view's addEventListener handler gets when a turn ends on another page.
    setUiConstants(L, "PageViewEventType", {{"turning", 0}});
    /// @lua ccui.PageViewDirection: {NONE: integer, VERTICAL: integer, HORIZONTAL: integer, BOTH: integer}
    /// The direction a page view turns in (the same numbers as ccui.ScrollViewDir).
    setUiConstants(L, "PageViewDirection", {{"NONE", 0}, {"VERTICAL", 1}, {"HORIZONTAL", 2}, {"BOTH", 3}});
    /// @lua ccui.PVTouchDir: {touchLeft: integer, touchRight: integer, touchUp: integer, touchDown: integer}
    /// cocos's names for a page view touch's direction (GuiConstants.lua); no Kite call takes or returns
    /// them.
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
