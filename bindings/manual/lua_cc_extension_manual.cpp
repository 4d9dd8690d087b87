// lua_cc_extension_manual.cpp -- what extension.pkg cannot say, after cocos2d-x 3.17's
// lua_cocos2dx_extension_manual.cpp: a Lua object (LuaScrollHandlers) that is a scroll view's delegate
// and a table view's data source, holding the functions registerScriptHandler(fn, kind) gives it;
// setDelegate() / setDataSource() (no arguments: they install it), cc.TableView:create(size
// [, container]), cc.TableViewCell:new(), and the constants of cocos's ExtensionConstants.lua.
//
// The handlers get what cocos hands them: a plain scroll view's scroll and zoom handlers fn("") (its
// common-event path); a table view's fn(table) for scroll, fn(table, cell) for touched, highlight,
// unhighlight and will-recycle, fn(table) -> count, fn(table, idx) -> height, width for the size
// (cocos reads the second result as the width, the first as the height), fn(table, idx) -> cell. The
// functions live in the Lua object the view keeps (ScrollView::setScriptObject), so they die with it.
// SPDX-License-Identifier: MIT
#include "ExtensionLuaNames.h"
#include "LuaCallbacks.h"
#include "LuaStack.h"
#include "ManualSupport.h"
#include "base/Log.h"

#include <array>
#include <cmath>
#include <utility>

namespace {

using kite::LuaFunction;
using kite::manual::argError;
using kite::manual::invalidSelf;
using kite::manual::selfOnly;

// cocos's handler kinds (cc.SCROLLVIEW_SCRIPT_SCROLL ... cc.NUMBER_OF_CELLS_IN_TABLEVIEW).
enum ScrollViewHandlerKind {
    kScroll = 0,
    kZoom = 1,
    kCellTouched = 2,
    kCellHighlight = 3,
    kCellUnhighlight = 4,
    kCellWillRecycle = 5,
    kCellSizeForIndex = 6,
    kCellAtIndex = 7, // cocos's TABLECELL_SIZE_AT_INDEX: the cell at an index
    kNumberOfCells = 8,
    kKinds = 9
};
// More cells than this is a data source bug, not a table: refused (logged) before it loops forever.
constexpr long kMaxCells = 1L << 20;

class LuaScrollHandlers : public cc::Ref,
                          public cc::extension::TableViewDataSource,
                          public cc::extension::TableViewDelegate {
public:
    explicit LuaScrollHandlers(bool table) : _table(table) {}
    std::array<LuaFunction, kKinds> fns;

    void scrollViewDidScroll(cc::extension::ScrollView* view) override { tellView(kScroll, view); }
    void scrollViewDidZoom(cc::extension::ScrollView* view) override { tellView(kZoom, view); }
    void tableCellTouched(cc::TableView* t, cc::TableViewCell* c) override { tellCell(kCellTouched, t, c); }
    void tableCellHighlight(cc::TableView* t, cc::TableViewCell* c) override {
        tellCell(kCellHighlight, t, c);
    }
    void tableCellUnhighlight(cc::TableView* t, cc::TableViewCell* c) override {
        tellCell(kCellUnhighlight, t, c);
    }
    void tableCellWillRecycle(cc::TableView* t, cc::TableViewCell* c) override {
        tellCell(kCellWillRecycle, t, c);
    }

    cc::Size tableCellSizeForIndex(cc::TableView* table, long idx) override {
        const LuaFunction fn = fns[kCellSizeForIndex]; // a copy: the handler may replace itself
        kite::LuaStack* stack = fn.stack();
        if (!stack) return cc::Size::ZERO;
        float width = 0.0f, height = 0.0f;
        stack->pushObject(table, "cc.TableView");
        stack->pushInt(static_cast<int>(idx));
        fn.callWithResults(2, 2, [&](lua_State* L) {
            height = sizeOf(L, -2);
            width = sizeOf(L, -1);
        });
        return cc::Size(width, height);
    }

    cc::TableViewCell* tableCellAtIndex(cc::TableView* table, long idx) override {
        const LuaFunction fn = fns[kCellAtIndex];
        kite::LuaStack* stack = fn.stack();
        if (!stack) return nullptr;
        cc::TableViewCell* cell = nullptr;
        stack->pushObject(table, "cc.TableView");
        stack->pushInt(static_cast<int>(idx));
        fn.callWithResults(2, 1, [&](lua_State* L) {
            tolua_Error err;
            if (tolua_isusertype(L, -1, "cc.TableViewCell", 0, &err))
                cell = static_cast<cc::TableViewCell*>(tolua_tousertype(L, -1, nullptr));
        });
        return cell;
    }

    long numberOfCellsInTableView(cc::TableView* table) override {
        const LuaFunction fn = fns[kNumberOfCells];
        kite::LuaStack* stack = fn.stack();
        if (!stack) return 0;
        lua_Number count = 0;
        stack->pushObject(table, "cc.TableView");
        fn.callWithResults(1, 1, [&](lua_State* L) { count = lua_tonumber(L, -1); });
        if (!(count >= 0)) return 0; // negative or NaN
        if (count > kMaxCells) {
            cc::logError("cc.TableView: numberOfCellsInTableView gave %g cells; %ld at most", count,
                         kMaxCells);
            return kMaxCells;
        }
        return static_cast<long>(count);
    }

private:
    // A cell size from Lua: a number, else 0; never negative or NaN.
    static float sizeOf(lua_State* L, int index) {
        const lua_Number n = lua_tonumber(L, index);
        return n > 0 && std::isfinite(n) ? static_cast<float>(n) : 0.0f;
    }

    void tellView(ScrollViewHandlerKind kind, cc::extension::ScrollView* view) {
        const LuaFunction fn = fns[kind];
        kite::LuaStack* stack = fn.stack();
        if (!stack) return;
        cc::RefPtr<cc::Ref> keep(view);
        if (_table)
            stack->pushObject(view, "cc.TableView");
        else
            stack->pushString(""); // cocos's common event with an empty name
        fn.call(1);
    }

    void tellCell(ScrollViewHandlerKind kind, cc::TableView* table, cc::TableViewCell* cell) {
        const LuaFunction fn = fns[kind];
        kite::LuaStack* stack = fn.stack();
        if (!stack) return;
        cc::RefPtr<cc::Ref> keepTable(table), keepCell(cell);
        stack->pushObject(table, "cc.TableView");
        stack->pushObject(cell, "cc.TableViewCell");
        fn.call(2);
    }

    bool _table;
};

// The view's handler object, made (and kept by the view) on first use.
LuaScrollHandlers* handlersOf(cc::ScrollView* view) {
    if (auto* handlers = dynamic_cast<LuaScrollHandlers*>(view->getScriptObject())) return handlers;
    auto* handlers = new LuaScrollHandlers(dynamic_cast<cc::TableView*>(view) != nullptr);
    view->setScriptObject(handlers);
    handlers->release();
    return handlers;
}

/* view:setDelegate(): its Lua handlers hear the scroll view (table view) from now on */
/// @lua cc.ScrollView:setDelegate(): cc.ScrollView
/// Makes the view call its Lua scroll and zoom handlers from now on (registerScriptHandler sets them).
/// @lua cc.TableView:setDelegate(): cc.TableView
/// Makes the table call its Lua scroll and cell touch, highlight and recycle handlers from now on.
int lua_cc_ScrollView_setDelegate(lua_State* L) {
    auto* self = selfOnly<cc::ScrollView>(L, "cc.ScrollView", "cc.ScrollView:setDelegate");
    LuaScrollHandlers* handlers = handlersOf(self);
    if (auto* table = dynamic_cast<cc::TableView*>(self))
        table->setDelegate(static_cast<cc::extension::TableViewDelegate*>(handlers));
    else
        self->setDelegate(handlers);
    lua_settop(L, 1);
    return 1;
}

/* table:setDataSource(): its Lua handlers answer for the table from now on */
/// @lua cc.TableView:setDataSource(): cc.TableView
/// Makes the table ask its Lua handlers for the cell count, sizes and cells; create and new already do.
int lua_cc_TableView_setDataSource(lua_State* L) {
    auto* self = selfOnly<cc::TableView>(L, "cc.TableView", "cc.TableView:setDataSource");
    self->setDataSource(handlersOf(self));
    lua_settop(L, 1);
    return 1;
}

// The kind at `index`: one of cocos's nine, else a Lua error naming the function.
int kindAt(lua_State* L, int index, const char* function) {
    const lua_Number n = luaL_checknumber(L, index);
    if (!(n >= 0 && n < kKinds) || n != std::floor(n))
        return luaL_error(
            L,
            "%s: unknown handler kind %f (cc.SCROLLVIEW_SCRIPT_SCROLL ... cc.NUMBER_OF_CELLS_IN_TABLEVIEW)",
            function, n);
    return static_cast<int>(n);
}

/* view:registerScriptHandler(fn, cc.SCROLLVIEW_SCRIPT_SCROLL | ... | cc.NUMBER_OF_CELLS_IN_TABLEVIEW) */
/// @lua cc.ScrollView:registerScriptHandler(handler: fun(eventName: string), handlerType: integer): cc.ScrollView
/// Sets the handler for cc.SCROLLVIEW_SCRIPT_SCROLL or _ZOOM; it gets an empty string, not the view.
/// @lua cc.TableView:registerScriptHandler(handler: fun(table: cc.TableView), handlerType: integer): cc.TableView
/// @lua cc.TableView:registerScriptHandler(handler: fun(table: cc.TableView, cell: cc.TableViewCell), handlerType: integer): cc.TableView
/// @lua cc.TableView:registerScriptHandler(handler: fun(table: cc.TableView, idx: integer): number, handlerType: integer): cc.TableView
/// @lua cc.TableView:registerScriptHandler(handler: fun(table: cc.TableView, idx: integer): cc.TableViewCell, handlerType: integer): cc.TableView
/// @lua cc.TableView:registerScriptHandler(handler: fun(table: cc.TableView): integer, handlerType: integer): cc.TableView
/// Sets the handler for one table kind (idx from 0); the TABLECELL_SIZE_FOR_INDEX one returns height, width.
int lua_cc_ScrollView_registerScriptHandler(lua_State* L) {
    const char* function = "cc.ScrollView:registerScriptHandler";
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.ScrollView", 0, &err) ||
        !toluafix_isfunction(L, 2, "LUA_FUNCTION", 0, &err) || !tolua_isnumber(L, 3, 0, &err) ||
        !tolua_isnoobj(L, 4, &err))
        return argError(L, function, &err);
    auto* self = static_cast<cc::ScrollView*>(tolua_tousertype(L, 1, nullptr));
    if (!self) return invalidSelf(L, function);
    const int kind = kindAt(L, 3, function);
    LuaFunction fn = kite::manual::luaFunctionAt(L, 2, function);
    handlersOf(self)->fns[kind] = std::move(fn);
    lua_settop(L, 1);
    return 1;
}

/* view:unregisterScriptHandler(kind) */
/// @lua cc.ScrollView:unregisterScriptHandler(handlerType: integer): cc.ScrollView
/// Removes the view's handler for that kind, so the event calls nothing.
/// @lua cc.TableView:unregisterScriptHandler(handlerType: integer): cc.TableView
/// Removes the table's handler for that kind; without a count or cell handler the table shows no cells.
int lua_cc_ScrollView_unregisterScriptHandler(lua_State* L) {
    const char* function = "cc.ScrollView:unregisterScriptHandler";
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.ScrollView", 0, &err) || !tolua_isnumber(L, 2, 0, &err) ||
        !tolua_isnoobj(L, 3, &err))
        return argError(L, function, &err);
    auto* self = static_cast<cc::ScrollView*>(tolua_tousertype(L, 1, nullptr));
    if (!self) return invalidSelf(L, function);
    const int kind = kindAt(L, 2, function);
    if (auto* handlers = dynamic_cast<LuaScrollHandlers*>(self->getScriptObject()))
        handlers->fns[kind] = LuaFunction();
    lua_settop(L, 1);
    return 1;
}

/* cc.TableView:create(size [, container]) -> a table whose Lua handlers are its data source, reloaded */
/// @lua static cc.TableView:create(size: cc.Size, container?: cc.Node): cc.TableView
/// A table view of `size` whose Lua handlers supply its cells; register them, then call reloadData.
int lua_cc_TableView_create(lua_State* L) {
    const char* function = "cc.TableView:create";
    tolua_Error err;
    cc::Size size;
    if (!tolua_isusertable(L, 1, "cc.TableView", 0, &err)) return argError(L, function, &err);
    const int argc = lua_gettop(L) - 1;
    if (argc < 1 || argc > 2 || !kite::luaval_to_size(L, 2, &size)) {
        err.index = 2;
        err.array = 0;
        err.type = "the form create(size [, container])";
        return argError(L, function, &err);
    }
    cc::Node* container = nullptr;
    if (argc == 2) {
        if (!tolua_isusertype(L, 3, "cc.Node", 0, &err)) return argError(L, function, &err);
        container = static_cast<cc::Node*>(tolua_tousertype(L, 3, nullptr));
    }
    cc::TableView* table = cc::TableView::create(nullptr, size, container);
    if (!table) return 0;
    table->setDataSource(handlersOf(table));
    table->reloadData();
    toluafix_pushusertype_ccobject(L, kite::refIdOf(table), kite::luaIdOf(table), table, "cc.TableView");
    return 1;
}

/* cc.ScrollView:new() -> a 200x200 view, as create(); cc.TableView:new() -> an empty table with its
   Lua data source (initWithViewSize sizes either) */
/// @lua static cc.ScrollView:new(): cc.ScrollView
/// A 200x200 scroll view, the same as cc.ScrollView:create().
/// @lua static cc.TableView:new(): cc.TableView
/// An empty table view of size 0 whose Lua handlers supply its cells; size it with initWithViewSize.
int lua_cc_ScrollView_new(lua_State* L) {
    tolua_Error err;
    const bool table = tolua_isusertable(L, 1, "cc.TableView", 0, &err);
    if (!table && !tolua_isusertable(L, 1, "cc.ScrollView", 0, &err))
        return argError(L, "cc.ScrollView:new", &err);
    if (!tolua_isnoobj(L, 2, &err))
        return argError(L, table ? "cc.TableView:new" : "cc.ScrollView:new", &err);
    if (table) {
        cc::TableView* view = cc::TableView::create(nullptr, cc::Size::ZERO);
        view->setDataSource(handlersOf(view));
        toluafix_pushusertype_ccobject(L, kite::refIdOf(view), kite::luaIdOf(view), view, "cc.TableView");
    } else {
        cc::ScrollView* view = cc::ScrollView::create();
        toluafix_pushusertype_ccobject(L, kite::refIdOf(view), kite::luaIdOf(view), view, "cc.ScrollView");
    }
    return 1;
}

/* cc.TableViewCell:new() -> a cell, as create() */
/// @lua static cc.TableViewCell:new(): cc.TableViewCell
/// A new empty cell, the same as cc.TableViewCell:create(); add its content as children.
int lua_cc_TableViewCell_new(lua_State* L) {
    tolua_Error err;
    if (!tolua_isusertable(L, 1, "cc.TableViewCell", 0, &err) || !tolua_isnoobj(L, 2, &err))
        return argError(L, "cc.TableViewCell:new", &err);
    cc::TableViewCell* cell = cc::TableViewCell::create();
    toluafix_pushusertype_ccobject(L, kite::refIdOf(cell), kite::luaIdOf(cell), cell, "cc.TableViewCell");
    return 1;
}

} // namespace

namespace kite::manual {

void registerExtension(lua_State* L) {
    for (const char* cls : {"ScrollView", "TableView"}) {
        addMethod(L, cls, "setDelegate", lua_cc_ScrollView_setDelegate);
        addMethod(L, cls, "registerScriptHandler", lua_cc_ScrollView_registerScriptHandler);
        addMethod(L, cls, "unregisterScriptHandler", lua_cc_ScrollView_unregisterScriptHandler);
    }
    addMethod(L, "TableView", "setDataSource", lua_cc_TableView_setDataSource);
    addMethod(L, "TableView", "create", lua_cc_TableView_create);
    addMethod(L, "TableViewCell", "new", lua_cc_TableViewCell_new);
    addMethod(L, "ScrollView", "new", lua_cc_ScrollView_new);
    addMethod(L, "TableView", "new", lua_cc_ScrollView_new);
    using Direction = cc::ScrollView::Direction;
    using Fill = cc::TableView::VerticalFillOrder;
    /// @lua cc.SCROLLVIEW_SCRIPT_SCROLL: integer
    /// @lua cc.SCROLLVIEW_SCRIPT_ZOOM: integer
    /// @lua cc.TABLECELL_TOUCHED: integer
    /// @lua cc.TABLECELL_HIGH_LIGHT: integer
    /// @lua cc.TABLECELL_UNHIGH_LIGHT: integer
    /// @lua cc.TABLECELL_WILL_RECYCLE: integer
    /// @lua cc.TABLECELL_SIZE_FOR_INDEX: integer
    /// @lua cc.TABLECELL_SIZE_AT_INDEX: integer
    /// @lua cc.NUMBER_OF_CELLS_IN_TABLEVIEW: integer
    /// Handler kinds for the views' registerScriptHandler; TABLECELL_SIZE_AT_INDEX's handler returns a cell.
    /// @lua cc.SCROLLVIEW_DIRECTION_NONE: integer
    /// @lua cc.SCROLLVIEW_DIRECTION_HORIZONTAL: integer
    /// @lua cc.SCROLLVIEW_DIRECTION_VERTICAL: integer
    /// @lua cc.SCROLLVIEW_DIRECTION_BOTH: integer
    /// The directions a scroll view can be dragged in, for setDirection.
    /// @lua cc.TABLEVIEW_FILL_TOPDOWN: integer
    /// @lua cc.TABLEVIEW_FILL_BOTTOMUP: integer
    /// Where a table view puts cell 0, for setVerticalFillOrder: at the top, or the bottom (default).
    const std::pair<const char*, lua_Number> constants[] = {
        {"SCROLLVIEW_SCRIPT_SCROLL", kScroll},
        {"SCROLLVIEW_SCRIPT_ZOOM", kZoom},
        {"TABLECELL_TOUCHED", kCellTouched},
        {"TABLECELL_HIGH_LIGHT", kCellHighlight},
        {"TABLECELL_UNHIGH_LIGHT", kCellUnhighlight},
        {"TABLECELL_WILL_RECYCLE", kCellWillRecycle},
        {"TABLECELL_SIZE_FOR_INDEX", kCellSizeForIndex},
        {"TABLECELL_SIZE_AT_INDEX", kCellAtIndex},
        {"NUMBER_OF_CELLS_IN_TABLEVIEW", kNumberOfCells},
        {"SCROLLVIEW_DIRECTION_NONE", static_cast<lua_Number>(Direction::NONE)},
        {"SCROLLVIEW_DIRECTION_HORIZONTAL", static_cast<lua_Number>(Direction::HORIZONTAL)},
        {"SCROLLVIEW_DIRECTION_VERTICAL", static_cast<lua_Number>(Direction::VERTICAL)},
        {"SCROLLVIEW_DIRECTION_BOTH", static_cast<lua_Number>(Direction::BOTH)},
        {"TABLEVIEW_FILL_TOPDOWN", static_cast<lua_Number>(Fill::TOP_DOWN)},
        {"TABLEVIEW_FILL_BOTTOMUP", static_cast<lua_Number>(Fill::BOTTOM_UP)},
    };
    setNumberConstants(L, constants);
}

} // namespace kite::manual
