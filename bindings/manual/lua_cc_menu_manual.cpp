// lua_cc_menu_manual.cpp -- the menu item constructors cocos2d-x 3.17 writes by hand for Lua:
// cc.MenuItemSprite:create(normal, selected [, disabled]), cc.MenuItemImage:create([normal, selected
// [, disabled]]), cc.MenuItemToggle:create(item, ...) and createWithCallback(fn, item, ...) (one
// implementation), and Menu:alignItemsInColumns(n, ...) / alignItemsInRows(n, ...) with their
// counts as arguments, and cc.MenuItemAtlasFont:create(..., callback) with a Lua callback.
// SPDX-License-Identifier: MIT
#include "LuaCallbacks.h"
#include "ManualSupport.h"
#include "scene/Menu.h"
#include "scene/MenuItemAtlasFont.h"
#include "scene/MenuItemSprite.h"
#include "scene/MenuItemToggle.h"

#include <vector>

namespace {

using kite::manual::invalidSelf;
using kite::manual::pushObjectArray;

template <class T> int pushNew(lua_State* L, T* object, const char* type) {
    toluafix_pushusertype_ccobject(L, kite::refIdOf(object), kite::luaIdOf(object), object, type);
    return 1;
}

/* cc.MenuItemSprite:create(normal, selected [, disabled]) */
/// @lua static cc.MenuItemSprite:create(normal: cc.Node, selected: cc.Node, disabled?: cc.Node): cc.MenuItemSprite
/// A menu item that shows `normal`, `selected` while pressed and `disabled` when disabled.
int lua_cc_MenuItemSprite_create(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "cc.MenuItemSprite", 0, &tolua_err) ||
        !tolua_isusertype(tolua_S, 2, "cc.Node", 0, &tolua_err) ||
        !tolua_isusertype(tolua_S, 3, "cc.Node", 0, &tolua_err) ||
        !tolua_isusertype(tolua_S, 4, "cc.Node", 1, &tolua_err) || !tolua_isnoobj(tolua_S, 5, &tolua_err))
        goto tolua_lerror;
    {
        auto* normal = static_cast<cc::Node*>(tolua_tousertype(tolua_S, 2, 0));
        auto* selected = static_cast<cc::Node*>(tolua_tousertype(tolua_S, 3, 0));
        auto* disabled = static_cast<cc::Node*>(tolua_tousertype(tolua_S, 4, 0));
        if (!normal || !selected || (!disabled && !lua_isnoneornil(tolua_S, 4)))
            return luaL_error(tolua_S,
                              "cc.MenuItemSprite:create: an image is a node that is gone (tolua.isnull)");
        return pushNew(tolua_S, cc::MenuItemSprite::create(normal, selected, disabled), "cc.MenuItemSprite");
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.MenuItemSprite:create'.", &tolua_err);
    return 0;
}

/* cc.MenuItemImage:create() or create(normalFile, selectedFile [, disabledFile]) */
/// @lua static cc.MenuItemImage:create(): cc.MenuItemImage
/// @lua static cc.MenuItemImage:create(normalImage: string, selectedImage: string, disabledImage?: string): cc.MenuItemImage
/// A menu item of image files for its normal, pressed and disabled looks; create() gives one without images.
int lua_cc_MenuItemImage_create(lua_State* tolua_S) {
    tolua_Error tolua_err;
    int args = lua_gettop(tolua_S) - 1;
    if (!tolua_isusertable(tolua_S, 1, "cc.MenuItemImage", 0, &tolua_err)) goto tolua_lerror;
    if (args == 0) return pushNew(tolua_S, cc::MenuItemImage::create(), "cc.MenuItemImage");
    if (args < 2 || args > 3) {
        tolua_err.index = args < 2 ? args + 2 : 5;
        tolua_err.array = 0;
        tolua_err.type = args < 2 ? "string" : "no more arguments";
        goto tolua_lerror;
    }
    if (!tolua_isstring(tolua_S, 2, 0, &tolua_err) || !tolua_isstring(tolua_S, 3, 0, &tolua_err) ||
        !tolua_isstring(tolua_S, 4, 1, &tolua_err))
        goto tolua_lerror;
    return pushNew(tolua_S,
                   cc::MenuItemImage::create(lua_tostring(tolua_S, 2), lua_tostring(tolua_S, 3),
                                             args == 3 ? lua_tostring(tolua_S, 4) : ""),
                   "cc.MenuItemImage");
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.MenuItemImage:create'.", &tolua_err);
    return 0;
}

// A new toggle of the collected sub-items (the vector is freed before anything can raise).
cc::MenuItemToggle* makeToggle(const cc::ccMenuCallback& callback, const std::vector<void*>& found) {
    cc::Vector<cc::MenuItem*> items;
    for (void* item : found)
        items.pushBack(static_cast<cc::MenuItem*>(item));
    return cc::MenuItemToggle::createWithCallback(callback, items);
}

int badItem(lua_State* L, int index, const char* function) {
    tolua_Error err{};
    err.index = index;
    err.array = 0;
    err.type = "cc.MenuItem";
    return kite::manual::argError(L, function, &err);
}

/* cc.MenuItemToggle:create(item, ...) or create({item, ...}), and
   cc.MenuItemToggle:createWithCallback(function(tag, toggle) end, item, ...) or (fn, {item, ...}):
   the first item is shown. */
int createToggle(lua_State* tolua_S, bool withCallback) {
    const char* function = withCallback ? "cc.MenuItemToggle:createWithCallback" : "cc.MenuItemToggle:create";
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "cc.MenuItemToggle", 0, &tolua_err) ||
        (withCallback && !toluafix_isfunction(tolua_S, 2, "LUA_FUNCTION", 0, &tolua_err)))
        return kite::manual::argError(tolua_S, function, &tolua_err);
    cc::MenuItemToggle* toggle = nullptr;
    bool noEngine = false;
    int bad = 0;
    { /* everything owning memory ends here, before an error can be raised */
        std::vector<void*> items;
        bad = kite::manual::collectObjects(tolua_S, withCallback ? 3 : 2, "cc.MenuItem", items);
        if (!bad) {
            cc::ccMenuCallback callback;
            if (withCallback) {
                kite::LuaEngine* engine = kite::manual::engineOf(tolua_S);
                noEngine = !engine;
                if (engine)
                    callback =
                        kite::manual::tapCallback(kite::LuaFunction(*engine->getLuaStack(), tolua_S, 2));
            }
            if (!noEngine) toggle = makeToggle(callback, items);
        }
    }
    if (bad) return badItem(tolua_S, bad, function);
    if (noEngine)
        return luaL_error(tolua_S, "'%s' needs the Kite Lua engine (this state has none)", function);
    return pushNew(tolua_S, toggle, "cc.MenuItemToggle");
}

/// @lua static cc.MenuItemToggle:create(...: cc.MenuItem): cc.MenuItemToggle
/// @lua static cc.MenuItemToggle:create(items: cc.MenuItem[]): cc.MenuItemToggle
/// An item that shows one of its sub-items, the first at start, and moves to the next one on each tap.
int lua_cc_MenuItemToggle_create(lua_State* L) {
    return createToggle(L, false);
}

/// @lua static cc.MenuItemToggle:createWithCallback(handler: fun(tag: integer, item: cc.MenuItem), ...: cc.MenuItem): cc.MenuItemToggle
/// @lua static cc.MenuItemToggle:createWithCallback(handler: fun(tag: integer, item: cc.MenuItem), items: cc.MenuItem[]): cc.MenuItemToggle
/// A toggle of the sub-items whose `handler` runs on each tap, after it has moved to the next sub-item.
int lua_cc_MenuItemToggle_createWithCallback(lua_State* L) {
    return createToggle(L, true);
}

/* toggle:getSubItems() -> {item, ...} */
/// @lua cc.MenuItemToggle:getSubItems(): cc.MenuItem[]
/// A new array of the toggle's sub-items in order (getSelectedIndex's 0 is the first).
int lua_cc_MenuItemToggle_getSubItems(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.MenuItemToggle", 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 2, &tolua_err)) {
        tolua_error(tolua_S, "#ferror in function 'cc.MenuItemToggle:getSubItems'.", &tolua_err);
        return 0;
    }
    auto* self = static_cast<cc::MenuItemToggle*>(tolua_tousertype(tolua_S, 1, 0));
    if (!self) return invalidSelf(tolua_S, "cc.MenuItemToggle:getSubItems");
    pushObjectArray(tolua_S, self->getSubItems(), "cc.MenuItem");
    return 1;
}

// menu:alignItemsInColumns(3, 2, ...) / alignItemsInRows(...): positive whole counts that add up to
// the number of items.
int alignItems(lua_State* tolua_S, const char* function, void (cc::Menu::*align)(const std::vector<int>&)) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Menu", 0, &tolua_err))
        return kite::manual::argError(tolua_S, function, &tolua_err);
    auto* self = static_cast<cc::Menu*>(tolua_tousertype(tolua_S, 1, 0));
    if (!self) return invalidSelf(tolua_S, function);
    int top = lua_gettop(tolua_S);
    if (top < 2) return luaL_error(tolua_S, "%s: expected at least one count", function);
    long total = 0; /* checked before anything owns memory: a Lua error unwinds with longjmp */
    for (int i = 2; i <= top; ++i) {
        lua_Number n = lua_isnumber(tolua_S, i) ? lua_tonumber(tolua_S, i) : -1;
        if (n < 1 || n != static_cast<int>(n))
            return luaL_error(tolua_S, "%s: argument #%d is not a positive whole count", function, i);
        total += static_cast<long>(n);
    }
    if (total != self->getChildrenCount())
        return luaL_error(tolua_S, "%s: the counts add up to %d, but the menu has %d items", function,
                          static_cast<int>(total), static_cast<int>(self->getChildrenCount()));
    std::vector<int> counts;
    for (int i = 2; i <= top; ++i)
        counts.push_back(static_cast<int>(lua_tonumber(tolua_S, i)));
    (self->*align)(counts);
    return 0;
}

/// @lua cc.Menu:alignItemsInColumns(...: integer)
/// Lays the items out in rows, top to bottom, one count per row; the counts must add up to the items.
int lua_cc_Menu_alignItemsInColumns(lua_State* L) {
    return alignItems(L, "cc.Menu:alignItemsInColumns", &cc::Menu::alignItemsInColumnsWithArray);
}

/// @lua cc.Menu:alignItemsInRows(...: integer)
/// Lays the items out in columns, left to right, one count per column; the counts must add up to the items.
int lua_cc_Menu_alignItemsInRows(lua_State* L) {
    return alignItems(L, "cc.Menu:alignItemsInRows", &cc::Menu::alignItemsInRowsWithArray);
}

/* cc.MenuItemAtlasFont:create(value, charMapFile, itemWidth, itemHeight, startCharMap, function(tag, item)
   end); the five-argument form is the generated one */
/// @lua static cc.MenuItemAtlasFont:create(value: string, charMapFile: string, itemWidth: integer, itemHeight: integer, startCharMap: integer, handler: fun(tag: integer, item: cc.MenuItem)): cc.MenuItemAtlasFont|nil
/// A text item drawn from a character-map image, calling `handler` when tapped; nil if the map won't load.
int lua_cc_MenuItemAtlasFont_create(lua_State* tolua_S) {
    if (lua_gettop(tolua_S) != 7) return kite::manual::callPrevious(tolua_S);
    const char* function = "cc.MenuItemAtlasFont:create";
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "cc.MenuItemAtlasFont", 0, &tolua_err) ||
        !tolua_isstring(tolua_S, 2, 0, &tolua_err) || !tolua_isstring(tolua_S, 3, 0, &tolua_err) ||
        !tolua_isnumber(tolua_S, 4, 0, &tolua_err) || !tolua_isnumber(tolua_S, 5, 0, &tolua_err) ||
        !tolua_isnumber(tolua_S, 6, 0, &tolua_err) ||
        !toluafix_isfunction(tolua_S, 7, "LUA_FUNCTION", 0, &tolua_err))
        return kite::manual::argError(tolua_S, function, &tolua_err);
    kite::LuaFunction fn = kite::manual::luaFunctionAt(tolua_S, 7, function);
    cc::MenuItemAtlasFont* item = cc::MenuItemAtlasFont::create(
        lua_tostring(tolua_S, 2), lua_tostring(tolua_S, 3), static_cast<int>(lua_tonumber(tolua_S, 4)),
        static_cast<int>(lua_tonumber(tolua_S, 5)), static_cast<int>(lua_tonumber(tolua_S, 6)),
        kite::manual::tapCallback(std::move(fn)));
    if (!item) {
        lua_pushnil(tolua_S);
        return 1;
    }
    return pushNew(tolua_S, item, "cc.MenuItemAtlasFont");
}

} // namespace

namespace kite::manual {

void registerMenu(lua_State* L) {
    addMethod(L, "MenuItemSprite", "create", lua_cc_MenuItemSprite_create);
    addMethod(L, "MenuItemImage", "create", lua_cc_MenuItemImage_create);
    addMethod(L, "MenuItemToggle", "create", lua_cc_MenuItemToggle_create);
    addMethod(L, "MenuItemToggle", "createWithCallback", lua_cc_MenuItemToggle_createWithCallback);
    addMethod(L, "MenuItemToggle", "getSubItems", lua_cc_MenuItemToggle_getSubItems);
    addMethod(L, "Menu", "alignItemsInColumns", lua_cc_Menu_alignItemsInColumns);
    addMethod(L, "Menu", "alignItemsInRows", lua_cc_Menu_alignItemsInRows);
    addOverload(L, "MenuItemAtlasFont", "create", lua_cc_MenuItemAtlasFont_create);
}

} // namespace kite::manual
