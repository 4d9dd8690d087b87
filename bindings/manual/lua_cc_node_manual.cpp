// lua_cc_node_manual.cpp -- cc.Node functions the generator cannot express: multiple returns,
// a table or two numbers (setAnchorPoint, setContentSize), Lua callbacks (node events, the script
// update handler) and the children as a Lua array.
// SPDX-License-Identifier: MIT
#include "LuaCallbacks.h"
#include "ManualSupport.h"
#include "scene/Node.h"

namespace {

using kite::manual::invalidSelf;
using kite::manual::pushObjectArray;

/* node:getPosition() -> x, y */
/// @lua cc.Node:getPosition(): number, number
/// The node's x and y in its parent's coordinates, as two numbers (not a table).
int lua_cc_Node_getPosition(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "const cc.Node", 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 2, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::Node*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return invalidSelf(tolua_S, "cc.Node:getPosition");
        tolua_pushnumber(tolua_S, self->getPositionX());
        tolua_pushnumber(tolua_S, self->getPositionY());
        return 2;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.Node:getPosition'.", &tolua_err);
    return 0;
}

// node:setAnchorPoint / node:setContentSize take a table or its two numbers, as cocos2d-x 3.17's
// manual bindings do, and return the node: `fromTable` reads the table, `make` the two numbers,
// `apply` sets the value on the node.
template <typename Value, typename FromTable, typename Make, typename Apply>
int setTableOrPair(lua_State* L, const char* function, const char* expected, FromTable fromTable, Make make,
                   Apply apply) {
    tolua_Error err;
    Value value;
    bool isNode = tolua_isusertype(L, 1, "cc.Node", 0, &err);
    int top = lua_gettop(L);
    if (isNode && top == 3 && lua_isnumber(L, 2) && lua_isnumber(L, 3)) {
        value = make(static_cast<float>(lua_tonumber(L, 2)), static_cast<float>(lua_tonumber(L, 3)));
    } else if (!isNode || top != 2 || !fromTable(L, 2, &value)) {
        if (isNode) {
            err.index = top > 3 ? 4 : 2;
            err.array = 0;
            err.type = top > 3 ? "[no object]" : expected;
        }
        return kite::manual::argError(L, function, &err);
    }
    auto* self = static_cast<cc::Node*>(tolua_tousertype(L, 1, 0));
    if (!self) return invalidSelf(L, function);
    apply(self, value);
    lua_settop(L, 1); /* stack: node */
    return 1;
}

/* node:setAnchorPoint(cc.p(x, y)) or node:setAnchorPoint(x, y) -> node */
/// @lua cc.Node:setAnchorPoint(anchor: cc.Vec2): cc.Node
/// @lua cc.Node:setAnchorPoint(x: number, y: number): cc.Node
/// Sets which point of the node sits at its position, in fractions of its size ((0.5, 0.5): centre).
int lua_cc_Node_setAnchorPoint(lua_State* L) {
    return setTableOrPair<cc::Vec2>(
        L, "cc.Node:setAnchorPoint", "cc.Vec2 {x=,y=} or x, y", kite::luaval_to_vec2,
        [](float x, float y) { return cc::Vec2(x, y); },
        [](cc::Node* node, const cc::Vec2& anchor) { node->setAnchorPoint(anchor); });
}

/* node:setContentSize(cc.size(w, h)) or node:setContentSize(w, h) -> node */
/// @lua cc.Node:setContentSize(size: cc.Size): cc.Node
/// @lua cc.Node:setContentSize(width: number, height: number): cc.Node
/// Sets the node's untransformed size in points, which its anchor point and layout use.
int lua_cc_Node_setContentSize(lua_State* L) {
    return setTableOrPair<cc::Size>(
        L, "cc.Node:setContentSize", "cc.Size {width=,height=} or width, height", kite::luaval_to_size,
        [](float width, float height) { return cc::Size(width, height); },
        [](cc::Node* node, const cc::Size& size) { node->setContentSize(size); });
}

/* node:getChildren() -> {child, ...}, each as its most derived type */
/// @lua cc.Node:getChildren(): cc.Node[]
/// A new array of the node's children, each as its own class (a sprite as cc.Sprite, ...).
int lua_cc_Node_getChildren(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Node", 0, &tolua_err) || !tolua_isnoobj(tolua_S, 2, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::Node*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return invalidSelf(tolua_S, "cc.Node:getChildren");
        pushObjectArray(tolua_S, self->getChildren(), "cc.Node");
        return 1;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.Node:getChildren'.", &tolua_err);
    return 0;
}

/* node:registerScriptHandler(function(event) end): "enter", "exit", "enterTransitionFinish",
   "exitTransitionStart", "cleanup". Registering again replaces (and frees) the old handler. */
/// @lua cc.Node:registerScriptHandler(handler: fun(event: cc.NodeEvent))
/// Calls `handler` as the node enters or leaves the scene and at cleanup, replacing an earlier one.
int lua_cc_Node_registerScriptHandler(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Node", 0, &tolua_err) ||
        !toluafix_isfunction(tolua_S, 2, "LUA_FUNCTION", 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 3, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::Node*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return invalidSelf(tolua_S, "cc.Node:registerScriptHandler");
        kite::LuaFunction fn = kite::manual::luaFunctionAt(tolua_S, 2, "cc.Node:registerScriptHandler");
        self->setNodeEventCallback(kite::manual::nodeEventCallback(std::move(fn), self));
        return 0;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.Node:registerScriptHandler'.", &tolua_err);
    return 0;
}

/// @lua cc.Node:unregisterScriptHandler()
/// Removes the node-event handler registerScriptHandler set.
int lua_cc_Node_unregisterScriptHandler(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Node", 0, &tolua_err) || !tolua_isnoobj(tolua_S, 2, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::Node*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return invalidSelf(tolua_S, "cc.Node:unregisterScriptHandler");
        self->setNodeEventCallback(nullptr);
        return 0;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.Node:unregisterScriptHandler'.", &tolua_err);
    return 0;
}

/* node:scheduleUpdateWithPriorityLua(function(dt) end, priority) */
/// @lua cc.Node:scheduleUpdateWithPriorityLua(handler: fun(dt: number), priority?: integer)
/// Calls `handler` with the seconds since the last frame every frame, until unscheduleUpdate or cleanup.
int lua_cc_Node_scheduleUpdateWithPriorityLua(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.Node", 0, &tolua_err) ||
        !toluafix_isfunction(tolua_S, 2, "LUA_FUNCTION", 0, &tolua_err) ||
        !tolua_isnumber(tolua_S, 3, 1, &tolua_err) || !tolua_isnoobj(tolua_S, 4, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::Node*>(tolua_tousertype(tolua_S, 1, 0));
        if (!self) return invalidSelf(tolua_S, "cc.Node:scheduleUpdateWithPriorityLua");
        int priority = static_cast<int>(tolua_tonumber(tolua_S, 3, 0));
        kite::LuaFunction fn =
            kite::manual::luaFunctionAt(tolua_S, 2, "cc.Node:scheduleUpdateWithPriorityLua");
        self->scheduleUpdateCallback(kite::manual::numberCallback(std::move(fn)), priority);
        return 0;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.Node:scheduleUpdateWithPriorityLua'.", &tolua_err);
    return 0;
}

} // namespace

namespace kite::manual {

void registerNode(lua_State* L) {
    addMethod(L, "Node", "getPosition", lua_cc_Node_getPosition);
    addMethod(L, "Node", "setAnchorPoint", lua_cc_Node_setAnchorPoint);
    addMethod(L, "Node", "setContentSize", lua_cc_Node_setContentSize);
    addMethod(L, "Node", "getChildren", lua_cc_Node_getChildren);
    addMethod(L, "Node", "registerScriptHandler", lua_cc_Node_registerScriptHandler);
    addMethod(L, "Node", "unregisterScriptHandler", lua_cc_Node_unregisterScriptHandler);
    addMethod(L, "Node", "scheduleUpdateWithPriorityLua", lua_cc_Node_scheduleUpdateWithPriorityLua);
}

} // namespace kite::manual
