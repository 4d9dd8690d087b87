// lua_cc_physics_debug_manual.cpp -- cc.PhysicsWorld's queries and debug drawing as cocos2d-x 3.17's
// Lua sees them (issue 22): rayCast(fn, p1, p2) calling fn(world, info) with info
// {shape=, start=, ended=, contact=, normal=, fraction=}, queryRect(fn, rect) and queryPoint(fn, point)
// calling fn(world, shape), each going on while fn returns true; getShapes(point) as an array,
// getShape(point); setDebugDrawMask / getDebugDrawMask and the cc.PhysicsWorld.DEBUGDRAW_* constants.
//
// Decisions: the three queries return nothing (cocos's binding returns nothing once a callback has
// run); queryPoint works (cocos 3.17's binding asserts before calling it); an error in a callback is
// reported with its traceback and stops that query (cocos reads it as false). A point or rect that is
// not finite is refused with a Lua error naming the function.
// SPDX-License-Identifier: MIT
#include "LuaCallbacks.h"
#include "LuaStack.h"
#include "ManualSupport.h"
#include "physics/PhysicsShape.h"
#include "physics/PhysicsWorld.h"

#include <cmath>
#include <utility>

int kite_is_Vec2(lua_State* L, int lo, const char* type, int def, tolua_Error* err);
int kite_is_Rect(lua_State* L, int lo, const char* type, int def, tolua_Error* err);

namespace {

using kite::LuaFunction;
using kite::LuaStack;

bool isFinite(const cc::Vec2& p) {
    return std::isfinite(p.x) && std::isfinite(p.y);
}

/// The world at 1 of `world:function(fn, <value type> ...)`, with fn at 2 and `count` values of
/// `type` after it; raises the generated code's errors otherwise.
cc::PhysicsWorld* worldQueryArgs(lua_State* L, const char* function, int count,
                                 int (*isValue)(lua_State*, int, const char*, int, tolua_Error*),
                                 const char* type) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.PhysicsWorld", 0, &err) ||
        !toluafix_isfunction(L, 2, "LUA_FUNCTION", 0, &err))
        kite::manual::argError(L, function, &err);
    for (int i = 0; i < count; ++i)
        if (tolua_isvaluenil(L, 3 + i, &err) || !isValue(L, 3 + i, type, 0, &err))
            kite::manual::argError(L, function, &err);
    if (!tolua_isnoobj(L, 3 + count, &err)) kite::manual::argError(L, function, &err);
    auto* self = static_cast<cc::PhysicsWorld*>(tolua_tousertype(L, 1, nullptr));
    if (!self) kite::manual::invalidSelf(L, function);
    return self;
}

cc::Vec2 pointAt(lua_State* L, int index, const char* function) {
    cc::Vec2 point;
    kite::luaval_to_vec2(L, index, &point);
    if (!isFinite(point)) luaL_error(L, "%s: argument #%d is not a finite point", function, index - 1);
    return point;
}

/* world:rayCast(function(world, info) return true end, p1, p2) */
/// @lua cc.PhysicsWorld:rayCast(handler: fun(world: cc.PhysicsWorld, info: {shape: cc.PhysicsShape, start: cc.Vec2, ended: cc.Vec2, contact: cc.Vec2, normal: cc.Vec2, fraction: number}): boolean, start: cc.Vec2, finish: cc.Vec2)
/// Calls `handler` for each shape the segment crosses, unsorted, while it returns true.
int lua_cc_PhysicsWorld_rayCast(lua_State* L) {
    const char* function = "cc.PhysicsWorld:rayCast";
    cc::PhysicsWorld* self = worldQueryArgs(L, function, 2, kite_is_Vec2, "cc.Vec2");
    const cc::Vec2 start = pointAt(L, 3, function);
    const cc::Vec2 end = pointAt(L, 4, function);
    LuaFunction fn = kite::manual::luaFunctionAt(L, 2, function);
    self->rayCast(
        [&fn](cc::PhysicsWorld& world, const cc::PhysicsRayCastInfo& info, void*) {
            LuaStack* stack = fn.stack();
            if (!stack) return false;
            lua_State* S = stack->getLuaState();
            stack->pushObject(&world, "cc.PhysicsWorld");     /* stack: world */
            lua_createtable(S, 0, 6);                         /* stack: world info */
            stack->pushObject(info.shape, "cc.PhysicsShape"); /* stack: world info shape */
            lua_setfield(S, -2, "shape");
            kite::vec2_to_luaval(S, info.start);
            lua_setfield(S, -2, "start");
            kite::vec2_to_luaval(S, info.end);
            lua_setfield(S, -2, "ended"); // cocos's key: `end` is a Lua keyword
            kite::vec2_to_luaval(S, info.contact);
            lua_setfield(S, -2, "contact");
            kite::vec2_to_luaval(S, info.normal);
            lua_setfield(S, -2, "normal");
            lua_pushnumber(S, info.fraction);
            lua_setfield(S, -2, "fraction");
            return fn.call(2) != 0;
        },
        start, end);
    return 0;
}

/// The callback of queryRect and queryPoint: fn(world, shape).
cc::PhysicsQueryRectCallbackFunc shapeCallback(const LuaFunction& fn) {
    return [&fn](cc::PhysicsWorld& world, cc::PhysicsShape& shape, void*) {
        LuaStack* stack = fn.stack();
        if (!stack) return false;
        stack->pushObject(&world, "cc.PhysicsWorld"); /* stack: world */
        stack->pushObject(&shape, "cc.PhysicsShape"); /* stack: world shape */
        return fn.call(2) != 0;
    };
}

/* world:queryRect(function(world, shape) return true end, rect) */
/// @lua cc.PhysicsWorld:queryRect(handler: fun(world: cc.PhysicsWorld, shape: cc.PhysicsShape): boolean, rect: cc.Rect)
/// Calls `handler` for each shape whose bounding box overlaps the world rect, while it returns true.
int lua_cc_PhysicsWorld_queryRect(lua_State* L) {
    const char* function = "cc.PhysicsWorld:queryRect";
    cc::PhysicsWorld* self = worldQueryArgs(L, function, 1, kite_is_Rect, "cc.Rect");
    cc::Rect rect;
    kite::luaval_to_rect(L, 3, &rect);
    if (!isFinite(rect.origin) || !std::isfinite(rect.size.width) || !std::isfinite(rect.size.height))
        return luaL_error(L, "%s: argument #2 is not a finite rect", function);
    LuaFunction fn = kite::manual::luaFunctionAt(L, 2, function);
    self->queryRect(shapeCallback(fn), rect);
    return 0;
}

/* world:queryPoint(function(world, shape) return true end, point) */
/// @lua cc.PhysicsWorld:queryPoint(handler: fun(world: cc.PhysicsWorld, shape: cc.PhysicsShape): boolean, point: cc.Vec2)
/// Calls `handler` for each shape containing the world point, while it returns true.
int lua_cc_PhysicsWorld_queryPoint(lua_State* L) {
    const char* function = "cc.PhysicsWorld:queryPoint";
    cc::PhysicsWorld* self = worldQueryArgs(L, function, 1, kite_is_Vec2, "cc.Vec2");
    const cc::Vec2 point = pointAt(L, 3, function);
    LuaFunction fn = kite::manual::luaFunctionAt(L, 2, function);
    self->queryPoint(shapeCallback(fn), point);
    return 0;
}

/// The world at 1 of `world:function(point)` and its point.
cc::PhysicsWorld* worldAndPoint(lua_State* L, const char* function, cc::Vec2* point) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.PhysicsWorld", 0, &err) || tolua_isvaluenil(L, 2, &err) ||
        !kite_is_Vec2(L, 2, "cc.Vec2", 0, &err) || !tolua_isnoobj(L, 3, &err))
        kite::manual::argError(L, function, &err);
    auto* self = static_cast<cc::PhysicsWorld*>(tolua_tousertype(L, 1, nullptr));
    if (!self) kite::manual::invalidSelf(L, function);
    *point = pointAt(L, 2, function);
    return self;
}

/* world:getShapes(point) -> {shape, ...}, each as its most derived type */
/// @lua cc.PhysicsWorld:getShapes(point: cc.Vec2): cc.PhysicsShape[]
/// A new array of every shape containing the world point (empty when none).
int lua_cc_PhysicsWorld_getShapes(lua_State* L) {
    cc::Vec2 point;
    cc::PhysicsWorld* self = worldAndPoint(L, "cc.PhysicsWorld:getShapes", &point);
    kite::manual::pushObjectArray(L, self->getShapes(point), "cc.PhysicsShape");
    return 1;
}

/* world:getShape(point) -> shape or nil */
/// @lua cc.PhysicsWorld:getShape(point: cc.Vec2): cc.PhysicsShape|nil
/// The shape containing the world point that is nearest to it, or nil.
int lua_cc_PhysicsWorld_getShape(lua_State* L) {
    cc::Vec2 point;
    cc::PhysicsWorld* self = worldAndPoint(L, "cc.PhysicsWorld:getShape", &point);
    cc::PhysicsShape* shape = self->getShape(point);
    toluafix_pushusertype_ccobject(L, kite::refIdOf(shape), kite::luaIdOf(shape), shape, "cc.PhysicsShape");
    return 1;
}

/* world:setDebugDrawMask(mask) -> world */
/// @lua cc.PhysicsWorld:setDebugDrawMask(mask: integer): cc.PhysicsWorld
/// Draws shapes, joints or contacts (DEBUGDRAW_* bits) over the scene after each step; 0 stops.
int lua_cc_PhysicsWorld_setDebugDrawMask(lua_State* L) {
    const char* function = "cc.PhysicsWorld:setDebugDrawMask";
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.PhysicsWorld", 0, &err) || !tolua_isnumber(L, 2, 0, &err) ||
        !tolua_isnoobj(L, 3, &err))
        kite::manual::argError(L, function, &err);
    auto* self = static_cast<cc::PhysicsWorld*>(tolua_tousertype(L, 1, nullptr));
    if (!self) kite::manual::invalidSelf(L, function);
    const lua_Number mask = lua_tonumber(L, 2);
    if (!std::isfinite(mask)) return luaL_error(L, "%s: the mask is not a finite number", function);
    // Only the three DEBUGDRAW bits mean anything; a mask beyond int (0xFFFFFFFF) keeps them.
    self->setDebugDrawMask(static_cast<int>(std::fmod(mask, 8.0) + (mask < 0 ? 8.0 : 0.0)) & 7);
    lua_settop(L, 1); /* stack: world */
    return 1;
}

/* world:getDebugDrawMask() -> mask */
/// @lua cc.PhysicsWorld:getDebugDrawMask(): integer
/// The DEBUGDRAW_* bits setDebugDrawMask chose (0: no debug drawing).
int lua_cc_PhysicsWorld_getDebugDrawMask(lua_State* L) {
    auto* self =
        kite::manual::selfOnly<cc::PhysicsWorld>(L, "cc.PhysicsWorld", "cc.PhysicsWorld:getDebugDrawMask");
    lua_pushnumber(L, self->getDebugDrawMask());
    return 1;
}

/// cc.PhysicsWorld.DEBUGDRAW_* (cocos's manual binding sets them on the class table).
void setDebugDrawConstants(lua_State* L) {
    /// @lua cc.PhysicsWorld.DEBUGDRAW_NONE: integer
    /// @lua cc.PhysicsWorld.DEBUGDRAW_SHAPE: integer
    /// @lua cc.PhysicsWorld.DEBUGDRAW_JOINT: integer
    /// @lua cc.PhysicsWorld.DEBUGDRAW_CONTACT: integer
    /// @lua cc.PhysicsWorld.DEBUGDRAW_ALL: integer
    /// Bits for setDebugDrawMask: nothing (0), shapes (1), joints (2), contact points (4), all (7).
    const std::pair<const char*, int> constants[] = {
        {"DEBUGDRAW_NONE", cc::PhysicsWorld::DEBUGDRAW_NONE},
        {"DEBUGDRAW_SHAPE", cc::PhysicsWorld::DEBUGDRAW_SHAPE},
        {"DEBUGDRAW_JOINT", cc::PhysicsWorld::DEBUGDRAW_JOINT},
        {"DEBUGDRAW_CONTACT", cc::PhysicsWorld::DEBUGDRAW_CONTACT},
        {"DEBUGDRAW_ALL", cc::PhysicsWorld::DEBUGDRAW_ALL},
    };
    lua_getglobal(L, "cc");              /* stack: cc */
    lua_getfield(L, -1, "PhysicsWorld"); /* stack: cc PhysicsWorld */
    for (const auto& constant : constants) {
        lua_pushstring(L, constant.first);   /* stack: cc PhysicsWorld name */
        lua_pushinteger(L, constant.second); /* stack: cc PhysicsWorld name value */
        lua_rawset(L, -3);                   /* stack: cc PhysicsWorld */
    }
    lua_pop(L, 2);
}

} // namespace

namespace kite::manual {

void registerPhysicsDebug(lua_State* L) {
    addMethod(L, "PhysicsWorld", "rayCast", lua_cc_PhysicsWorld_rayCast);
    addMethod(L, "PhysicsWorld", "queryRect", lua_cc_PhysicsWorld_queryRect);
    addMethod(L, "PhysicsWorld", "queryPoint", lua_cc_PhysicsWorld_queryPoint);
    addMethod(L, "PhysicsWorld", "getShapes", lua_cc_PhysicsWorld_getShapes);
    addMethod(L, "PhysicsWorld", "getShape", lua_cc_PhysicsWorld_getShape);
    addMethod(L, "PhysicsWorld", "setDebugDrawMask", lua_cc_PhysicsWorld_setDebugDrawMask);
    addMethod(L, "PhysicsWorld", "getDebugDrawMask", lua_cc_PhysicsWorld_getDebugDrawMask);
    setDebugDrawConstants(L);
}

} // namespace kite::manual
